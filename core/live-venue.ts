// The port of a venue that executes orders itself (a live venue), as the order service uses it: submit a
// signed order, ask for its state, cancel it. The simulated (paper) venue fills inside the order
// service against the engine's books and does not go through this interface.
//
// A venue reports an order's whole state each time (status and every fill so far, each with an id
// of the venue's that stays the same on every report): the service applies what it has not seen
// yet, so a report read twice, or after a crash, changes nothing the second time.
import type { Venue } from './market-data.ts';
import type { OrderStatus, OrderType, Side, Units } from './trading.ts';
import type { FeeRole, FeeSchedule } from './fees.ts';

/** The order as the service sends it to a venue. */
export interface VenueOrder {
  /** The service's order id (0x + 64 hex); a venue that names orders itself returns its own in the report. */
  orderId: string;
  venue: Venue;
  walletId: string;
  tokenId: string;
  side: Side;
  type: OrderType;
  /** LIMIT: the limit price; MARKET: the worst price accepted (from the slippage tolerance). */
  price: string | null;
  /** LIMIT / STOPLOSS: shares; MARKET with units SHARES: shares. */
  shares: string | null;
  /** MARKET with units USDC: USDC to spend (BUY) or to receive (SELL). */
  amount: string | null;
  units: Units;
  /** GTD limit orders; null for good-till-cancelled. */
  expiresAt: Date | null;
  /** venue_b: swap slippage tolerance in basis points (null: automatic). */
  slippageBps: number | null;
  /** venue_b: prediction-market slippage tolerance in basis points. */
  predictionSlippageBps: number | null;
  /**
   * The market's tick size and neg-risk flag (venue_a), from the catalog; its fee parameters
   * (null or absent: not known), which a venue_a live fill is charged by.
   */
  market: { tickSize: string; negRisk: boolean; feeSchedule?: FeeSchedule | null };
  /**
   * The venue's id recorded by `beforeSend` while the venue has not confirmed the order (PENDING);
   * null otherwise.
   */
  unconfirmedVenueOrderId: string | null;
}

export interface VenueFill {
  /** Unique per order, stable across reports (venue trade id, or transaction signature). */
  fillId: string;
  price: string;
  shares: string;
  /** USDC paid (BUY) or received (SELL), fees excluded. */
  usdc: string;
  /** USDC of fees charged on this fill. */
  fee: string;
  /** Who the fill took liquidity from, when the venue says (a CLOB trade names its taker and makers). */
  role?: FeeRole;
  at: Date;
}

export interface VenueReport {
  status: Exclude<OrderStatus, 'PENDING'>;
  /** The venue's id of the order (CLOB order hash, Solana transaction signature), once known. */
  venueOrderId: string | null;
  /** Every fill so far. */
  fills: VenueFill[];
  /** Why the venue refused or ended the order, in its words. */
  reason?: string;
  /**
   * A venue that escrows the order's input (DFlow) and ended the order: what of it came back to the
   * wallet (USDC for a BUY, shares for a SELL), every return so far. The service releases exactly
   * that of the hold; what the order still held beyond it the venue kept (the order's cost). Absent:
   * the venue holds nothing of the wallet's, and the order's remaining hold goes back whole.
   */
  returned?: string;
}

/** Signs with the wallet's key of the venue's chain (opened in memory only for the call). */
export type WithSecretKey = <T>(use: (secretKey: Uint8Array) => Promise<T>) => Promise<T>;

export interface LiveVenue {
  readonly venue: Venue;
  /**
   * Signs and sends the order. Throws VenueRejectedError or VenueUnavailableError. `beforeSend`
   * is called with the venue's id of the signed order (CLOB order hash, transaction signature)
   * before anything leaves: the service records it, so that an order whose answer is lost — even
   * to a crash — can be asked about.
   */
  submit(
    order: VenueOrder,
    withKey: WithSecretKey,
    beforeSend?: (venueOrderId: string) => Promise<void>,
  ): Promise<VenueReport>;
  /**
   * The order's current state at the venue. `venueOrderId` is null while the venue never confirmed
   * the order (submit's outcome unknown): a venue that does not know it then may answer REJECTED.
   */
  poll(order: VenueOrder, venueOrderId: string | null, withKey: WithSecretKey): Promise<VenueReport>;
  /** Asks the venue to cancel; returns the state after (fills that happened before the cancel stay). */
  cancel(order: VenueOrder, venueOrderId: string, withKey: WithSecretKey): Promise<VenueReport>;
  /**
   * Cancel-and-replace, the amendment of a venue that has none (Polymarket's CLOB; its own UI does
   * the same). The service has cancelled `cancelledVenueOrderId` (cancel) and applied what filled;
   * this signs and sends the replacement, `order` as it now is (its new price, the shares left to
   * fill), as submit does: `beforeSend` first, the same errors. Absent: the venue's orders cannot
   * be amended.
   */
  replace?(
    order: VenueOrder,
    cancelledVenueOrderId: string,
    withKey: WithSecretKey,
    beforeSend?: (venueOrderId: string) => Promise<void>,
  ): Promise<VenueReport>;
}
