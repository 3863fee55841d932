// venue_a (Polymarket CLOB V2) as a live venue: signs the service's orders with the wallet's EVM key,
// sends them to the CLOB and reads their state back as whole-state reports.
//
// - LIMIT → a V2 limit order, GTC, or GTD when it expires: the CLOB ends a GTD order a minute
//   before its `expiration` (docs: "security threshold of one minute"), so expiration = expiresAt + 60 s.
// - MARKET → a V2 market order at the worst accepted price, FOK. The CLOB's market BUY spends USDC
//   and its market SELL sells shares; the other two are converted at the worst price and rounded down
//   (createMarketOrderV2 keeps 2 decimals), so the order never exceeds what it states: a BUY of N
//   shares spends at most N × price, a SELL for X USDC sells at most X / price shares.
// - STOPLOSS never goes to the venue: the service watches the book and triggers it itself.
// - State: GET /data/order gives the status and size matched; the fills are the trades that name the
//   order, as taker (taker_order_id) or as maker (maker_orders[].order_id), one fill per trade id.
//   FAILED trades never settled and are left out. A taker order matched at once may be absent from
//   GET /data/order; its trades then tell it was filled.
// - Exchange version: as clob-client-v2 does, the CLOB's GET /version says which exchange orders
//   are signed for (2 when it does not say), read once and kept; V2 and V3 orders are signed (V3:
//   the V2 order under domain version "3" for the one V3 exchange of the chain), any other version
//   is refused before anything is signed. When the CLOB refuses an order with
//   `order_version_mismatch` (it moved to another exchange), the version is read again and the
//   order, refused and so not placed, is signed for the new one and sent once more.
// - API credentials are derived per wallet address the first time and kept in memory only (never
//   persisted, never logged); a 401 drops them so the next call derives them again.
// - When submit's outcome is unknown (VenueUnavailableError) the order hash, computed before the
//   order left, is kept in memory so that poll(order, null) can ask the venue about it; only when
//   the venue knows nothing of it is the order reported REJECTED "never reached the venue". After a
//   restart that hash is gone and such a poll stays unavailable.
// - Fees: a fill's fee is what the V2/V3 exchange takes, in pUSD, from the market's fee schedule
//   (VenueOrder.market.feeSchedule) as paper charges it: polymarketFillFee (venues/polymarket/fees.ts).
// - Amendment: the CLOB has none, so the service cancels the order (cancel) and replace() sends a
//   new LIMIT order for the new price and the shares left, signed afresh (a new salt, so a new
//   order hash: the venue id of the order from then on).
import { toHex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { add, compare, div, isZero, mul } from '../../core/decimal.ts';
import type { ApiCredentials } from './clob-auth.ts';
import {
  ClobTradingClient,
  type ClobAuth,
  type ClobOrder,
  type ClobOrderAck,
  type ClobTrade,
} from './clob-trading.ts';
import { ClobRejectedError, ORDER_VERSION_MISMATCH } from './errors.ts';
import { toTickSize } from './order-amounts.ts';
import {
  createLimitOrderV2,
  createMarketOrderV2,
  orderPayloadV2,
  type OrderOptions,
} from './order-signing.ts';
import type { ClobOrderType, SignedOrderV2, V2FamilyVersion } from './order-types.ts';
import type { LiveVenue, VenueFill, VenueOrder, VenueReport, WithSecretKey } from '../../core/live-venue.ts';
import type { FeeRole, FeeSchedule } from '../../core/fees.ts';
import { polymarketFillFee } from './fees.ts';
import { VenueRejectedError, VenueUnavailableError } from '../../core/venue-errors.ts';

export interface PolymarketVenueOptions {
  clobUrl: string;
  chainId: number;
  /** Per request, ms (default 10 s). */
  timeoutMs?: number;
}

export const NEVER_REACHED = 'never reached the venue';
/** Seconds the CLOB takes off a GTD order's expiration. */
const GTD_THRESHOLD_S = 60;
/** Trades are read from this many seconds before the order's creation (clock differences). */
const TRADES_SLACK_S = 60;
/** Order hashes kept for polls after an unknown outcome; the oldest go first. */
const MAX_PENDING_HASHES = 10_000;
const TERMINAL = new Set<VenueReport['status']>(['FILLED', 'CANCELLED', 'EXPIRED', 'REJECTED']);

interface OrderState {
  /** null: GET /data/order knows no such order. */
  record: ClobOrder | null;
  fills: VenueFill[];
}

type SignFor = (account: PrivateKeyAccount) => Promise<{ signed: SignedOrderV2; orderType: ClobOrderType }>;

function accountOf(secretKey: Uint8Array): PrivateKeyAccount {
  if (secretKey.length !== 32) throw new RangeError('a venue_a wallet key is a 32-byte secp256k1 secret');
  return privateKeyToAccount(toHex(secretKey));
}

function need(value: string | null, what: string, order: VenueOrder): string {
  if (value === null) throw new RangeError(`a ${order.type} order needs ${what}`);
  return value;
}

/** The exchange versions this adapter signs orders for. */
export const SIGNED_VERSIONS: readonly number[] = [2, 3];

function signedVersion(version: number): V2FamilyVersion {
  if (version === 2 || version === 3) return version;
  throw new VenueRejectedError(
    `the CLOB takes orders for exchange version ${version}; this service signs versions ${SIGNED_VERSIONS.join(' and ')} only (docs/venue-order-rules.md)`,
    null,
    'unknown',
  );
}

const isVersionMismatch = (err: unknown) =>
  err instanceof ClobRejectedError && err.message.includes(ORDER_VERSION_MISMATCH);

/** What to sign, checked before the key is opened. */
function signerFor(order: VenueOrder, chainId: number, exchangeVersion: V2FamilyVersion): SignFor {
  const options: OrderOptions = {
    chainId,
    tickSize: toTickSize(order.market.tickSize),
    negRisk: order.market.negRisk,
    exchangeVersion,
  };
  const price = need(order.price, 'a price', order);
  const base = { tokenId: order.tokenId, side: order.side, price };
  switch (order.type) {
    case 'LIMIT': {
      const size = need(order.shares, 'shares', order);
      const expiration =
        order.expiresAt === null ? undefined : Math.floor(order.expiresAt.getTime() / 1000) + GTD_THRESHOLD_S;
      const orderType: ClobOrderType = expiration === undefined ? 'GTC' : 'GTD';
      return async (account) => ({
        signed: await createLimitOrderV2(account, { ...base, size, expiration }, options),
        orderType,
      });
    }
    case 'MARKET': {
      const amount = marketAmount(order, price);
      return async (account) => ({
        signed: await createMarketOrderV2(account, { ...base, amount }, options),
        orderType: 'FOK',
      });
    }
    case 'STOPLOSS':
      throw new Error(
        'STOPLOSS orders are not sent to venue_a: the order service triggers stoplosses itself',
      );
  }
}

/** The CLOB's market amount: USDC to spend for a BUY, shares to sell for a SELL. */
function marketAmount(order: VenueOrder, price: string): string {
  if (order.side === 'BUY')
    return order.units === 'USDC'
      ? need(order.amount, 'an amount', order)
      : mul(need(order.shares, 'shares', order), price);
  return order.units === 'SHARES'
    ? need(order.shares, 'shares', order)
    : div(need(order.amount, 'an amount', order), price, 6, 'down');
}

function sameId(a: string | null, b: string): boolean {
  return a !== null && a.toLowerCase() === b.toLowerCase();
}

/** One fill, charged as the exchange charges it (polymarketFillFee: pUSD, taker pays, by the market's schedule). */
function fill(
  fillId: string,
  price: string,
  shares: string,
  feeRateBps: string | null,
  at: Date,
  role: FeeRole,
  schedule: FeeSchedule | null,
): VenueFill {
  return {
    fillId,
    price,
    shares,
    usdc: mul(price, shares),
    fee: polymarketFillFee(schedule, { price, shares }, role, feeRateBps),
    role,
    at,
  };
}

/** The order's fills: one per trade that names it as taker or as maker. */
export function fillsOf(
  orderId: string,
  trades: readonly ClobTrade[],
  schedule: FeeSchedule | null = null,
): VenueFill[] {
  const fills = new Map<string, VenueFill>();
  for (const t of trades) {
    if (t.status === 'FAILED') continue;
    if (sameId(t.takerOrderId, orderId)) {
      fills.set(t.id, fill(t.id, t.price, t.size, t.feeRateBps, t.matchTime, 'taker', schedule));
      continue;
    }
    const mine = t.makerOrders.find((m) => sameId(m.orderId, orderId));
    if (mine)
      fills.set(
        t.id,
        fill(t.id, mine.price, mine.matchedAmount, mine.feeRateBps, t.matchTime, 'maker', schedule),
      );
  }
  return [...fills.values()].sort(
    (a, b) => a.at.getTime() - b.at.getTime() || a.fillId.localeCompare(b.fillId),
  );
}

/** CLOB order statuses after which nothing more fills. */
const ENDED: ReadonlySet<string> = new Set(['MATCHED', 'CANCELED', 'CANCELED_MARKET_RESOLVED', 'INVALID']);

/**
 * The report of what the venue holds; null when it holds nothing of the order. Throws
 * VenueUnavailableError while an ended order's trades do not yet account for what it matched.
 */
export function stateReport(
  order: VenueOrder,
  venueOrderId: string,
  { record, fills }: OrderState,
): VenueReport | null {
  const report = (status: VenueReport['status'], reason?: string): VenueReport =>
    reason === undefined ? { status, venueOrderId, fills } : { status, venueOrderId, fills, reason };
  const seen = fills.reduce((sum, f) => add(sum, f.shares), '0');
  if (record === null) {
    if (fills.length === 0) return null;
    // Not held as an order but traded: a taker order matched on arrival (a FOK one in full).
    const whole = order.type !== 'LIMIT' || compare(seen, order.shares ?? '0') >= 0;
    return report(whole ? 'FILLED' : 'PARTIALLY_FILLED');
  }
  const someMatched = !isZero(record.sizeMatched);
  // The CLOB lists a match in its trades after the order shows it: an order that would end before
  // its trades account for what it matched would end without those fills, so it waits for them.
  if (ENDED.has(record.status) && compare(record.sizeMatched, seen) > 0)
    throw new VenueUnavailableError(
      `order ${venueOrderId} matched ${record.sizeMatched} shares, its trades show ${seen} so far`,
    );
  switch (record.status) {
    case 'LIVE':
    case 'DELAYED':
    case 'UNMATCHED':
      return report(someMatched ? 'PARTIALLY_FILLED' : 'ACTIVE');
    case 'MATCHED':
      if (record.orderType === 'FOK' || compare(record.sizeMatched, record.originalSize) >= 0)
        return report('FILLED');
      if (record.orderType === 'FAK') return report('CANCELLED', 'the unfilled rest was killed (FAK)');
      return report('PARTIALLY_FILLED');
    case 'CANCELED':
      return report('CANCELLED');
    case 'CANCELED_MARKET_RESOLVED':
      return report('CANCELLED', 'cancelled by the venue: the market resolved');
    case 'INVALID':
      return report(fills.length > 0 ? 'CANCELLED' : 'REJECTED', 'the venue marked the order invalid');
    default:
      throw new VenueUnavailableError(
        `order ${venueOrderId} has a status this adapter does not know: ${record.status}`,
      );
  }
}

/** From POST /order alone, when the order could not be read back yet: fills come with the next poll. */
function ackReport(ack: ClobOrderAck, venueOrderId: string): VenueReport {
  return { status: ack.status === 'matched' ? 'PARTIALLY_FILLED' : 'ACTIVE', venueOrderId, fills: [] };
}

function asUnavailable(err: unknown): unknown {
  return err instanceof VenueRejectedError
    ? new VenueUnavailableError(`could not read the order: ${err.message}`, { cause: err })
    : err;
}

export class PolymarketVenue implements LiveVenue {
  readonly venue = 'venue_a' as const;
  private readonly clob: ClobTradingClient;
  /** By lower-case address; memory only. */
  private readonly credentials = new Map<string, ApiCredentials>();
  /** Wallet id → address, so that reads with cached credentials need no key. */
  private readonly addresses = new Map<string, string>();
  /** Service order id → order hash, for submits whose outcome is unknown. */
  private readonly pendingHashes = new Map<string, string>();
  /** The exchange version the CLOB takes orders for, once asked. */
  private exchangeVersion: Promise<number> | undefined;

  constructor(private readonly options: PolymarketVenueOptions) {
    this.clob = new ClobTradingClient({
      baseUrl: options.clobUrl,
      chainId: options.chainId,
      timeoutMs: options.timeoutMs,
    });
  }

  async submit(
    order: VenueOrder,
    withKey: WithSecretKey,
    beforeSend?: (venueOrderId: string) => Promise<void>,
  ): Promise<VenueReport> {
    signerFor(order, this.options.chainId, 2); // a malformed order is refused before anything is asked
    let auth!: ClobAuth;
    let signed!: SignedOrderV2;
    let ack!: ClobOrderAck;
    try {
      for (let attempt = 1; ; attempt++) {
        const sign = signerFor(order, this.options.chainId, signedVersion(await this.version()));
        let orderType: ClobOrderType;
        ({ auth, signed, orderType } = await withKey(async (secretKey) => {
          const account = accountOf(secretKey);
          const built = await sign(account);
          this.rememberHash(order.orderId, built.signed.orderHash);
          return { ...built, auth: await this.authFor(order.walletId, account) };
        }));
        await beforeSend?.(signed.orderHash);
        try {
          ack = await this.guard(auth, (a) =>
            this.clob.postOrder(a, orderPayloadV2(signed, a.credentials.key, orderType)),
          );
          break;
        } catch (err) {
          // Signed for an exchange the CLOB left: refused, so nothing is placed; sign for the new one.
          if (attempt > 1 || !isVersionMismatch(err)) throw err;
          this.exchangeVersion = undefined;
        }
      }
    } catch (err) {
      if (!(err instanceof VenueUnavailableError)) this.pendingHashes.delete(order.orderId);
      throw err;
    }
    this.pendingHashes.delete(order.orderId);
    const venueOrderId = ack.orderId ?? signed.orderHash;
    try {
      const report = stateReport(order, venueOrderId, await this.readState(auth, order, venueOrderId));
      if (report) return report;
    } catch (err) {
      if (!(err instanceof VenueRejectedError || err instanceof VenueUnavailableError)) throw err;
    }
    return ackReport(ack, venueOrderId);
  }

  async poll(order: VenueOrder, venueOrderId: string | null, withKey: WithSecretKey): Promise<VenueReport> {
    const id = venueOrderId ?? order.unconfirmedVenueOrderId ?? this.pendingHashes.get(order.orderId);
    if (id === undefined)
      throw new VenueUnavailableError(
        `the hash of order ${order.orderId} is not known here (kept in memory only): cannot ask the venue`,
      );
    const auth = await this.authOf(order, withKey);
    let state: OrderState;
    try {
      state = await this.readState(auth, order, id);
    } catch (err) {
      throw asUnavailable(err);
    }
    const report = stateReport(order, id, state);
    if (venueOrderId === null) this.pendingHashes.delete(order.orderId);
    if (report) return report;
    if (venueOrderId === null)
      return { status: 'REJECTED', venueOrderId: null, fills: [], reason: NEVER_REACHED };
    throw new VenueUnavailableError(`the venue does not report order ${id} (yet)`);
  }

  async cancel(order: VenueOrder, venueOrderId: string, withKey: WithSecretKey): Promise<VenueReport> {
    const auth = await this.authOf(order, withKey);
    const result = await this.guard(auth, (a) => this.clob.cancelOrder(a, venueOrderId));
    const refusal = Object.entries(result.notCanceled).find(([id]) => sameId(id, venueOrderId))?.[1];
    const report = await this.poll(order, venueOrderId, withKey);
    // "already canceled or matched": the order has ended anyway, and the report says how.
    if (refusal !== undefined && !TERMINAL.has(report.status))
      throw new VenueRejectedError(refusal, venueOrderId);
    return report;
  }

  async replace(
    order: VenueOrder,
    cancelledVenueOrderId: string,
    withKey: WithSecretKey,
    beforeSend?: (venueOrderId: string) => Promise<void>,
  ): Promise<VenueReport> {
    if (order.type !== 'LIMIT')
      throw new VenueRejectedError(
        `only LIMIT orders rest on the CLOB: a ${order.type} order has nothing to replace`,
        cancelledVenueOrderId,
        'invalid_order',
      );
    return this.submit(order, withKey, beforeSend);
  }

  /** The exchange version the CLOB takes orders for, asked once (again after a failed question). */
  private version(): Promise<number> {
    const asked = (this.exchangeVersion ??= this.clob.getVersion());
    asked.catch(() => {
      if (this.exchangeVersion === asked) this.exchangeVersion = undefined;
    });
    return asked;
  }

  private async readState(auth: ClobAuth, order: VenueOrder, venueOrderId: string): Promise<OrderState> {
    const record = await this.guard(auth, (a) => this.clob.getOrder(a, venueOrderId));
    const after = record?.createdAt != null ? record.createdAt - TRADES_SLACK_S : undefined;
    const trades = await this.guard(auth, (a) => this.clob.getTrades(a, { assetId: order.tokenId, after }));
    return { record, fills: fillsOf(venueOrderId, trades, order.market.feeSchedule ?? null) };
  }

  /** Cached credentials when this wallet's are known, else the key is opened to derive them. */
  private async authOf(order: VenueOrder, withKey: WithSecretKey): Promise<ClobAuth> {
    const address = this.addresses.get(order.walletId);
    const credentials = address === undefined ? undefined : this.credentials.get(address.toLowerCase());
    if (address !== undefined && credentials !== undefined) return { address, credentials };
    return withKey((secretKey) => this.authFor(order.walletId, accountOf(secretKey)));
  }

  private async authFor(walletId: string, account: PrivateKeyAccount): Promise<ClobAuth> {
    this.addresses.set(walletId, account.address);
    const cached = this.credentials.get(account.address.toLowerCase());
    if (cached) return { address: account.address, credentials: cached };
    const credentials = await this.clob.deriveApiKey(account);
    this.credentials.set(account.address.toLowerCase(), credentials);
    return { address: account.address, credentials };
  }

  /** Runs an L2 call; a 401 means the credentials are no longer valid: forget them. */
  private async guard<T>(auth: ClobAuth, call: (auth: ClobAuth) => Promise<T>): Promise<T> {
    try {
      return await call(auth);
    } catch (err) {
      if (err instanceof ClobRejectedError && err.status === 401)
        this.credentials.delete(auth.address.toLowerCase());
      throw err;
    }
  }

  private rememberHash(orderId: string, hash: string): void {
    this.pendingHashes.delete(orderId);
    this.pendingHashes.set(orderId, hash);
    if (this.pendingHashes.size > MAX_PENDING_HASHES) {
      const oldest = this.pendingHashes.keys().next();
      if (!oldest.done) this.pendingHashes.delete(oldest.value);
    }
  }
}
