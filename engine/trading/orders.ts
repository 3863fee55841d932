// The order service: place, update and cancel orders of a wallet on either venue, and move them
// forward when a venue reports or the book moves. Each change of an order happens in one
// transaction with the order row locked, its hold and fills in the ledger (order-execution.ts);
// fills are published after commit (fill-outbox.ts).
//
// Paper orders are matched here, against the engine's current book (paper-venue.ts): at placement,
// on an update, and by the paper matcher when the book crosses them. Live orders are sent to the
// venue after the transaction that holds their funds commits; the venue's report is applied in a
// second one, and an order whose outcome was unknown stays PENDING for the live poller, which also
// ends one whose request died before sending it (endUnsent). A live order is amended by
// cancel-and-replace (amendLive) in three steps, none holding a transaction or a connection while
// the venue is called: reserve (the amendment asked for recorded on the order, in a short
// transaction; a second amendment or a cancel meanwhile is a 409 order_amending), call (the venue
// cancels the old venue order), settle (its fills applied and the order given its new price,
// shares and hold, in a second short transaction); then the replacement is sent as a new order is.
// An amendment whose request died between reserve and settle is finished or rolled back by the
// live poller once AMEND_GRACE_MS has passed, asking the venue what became of the old order
// (recoverAmendment). docs/operations.md, "Nothing held across the network".
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { compare, sub } from '../../core/decimal.ts';
import {
  AppError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  UnavailableError,
} from '../../core/errors.ts';
import type { Logger } from '../../core/logger.ts';
import { counter } from '../../core/metrics.ts';
import { crashPoint } from '../../core/test-hooks.ts';
import type { Venue } from '../../core/market-data.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import * as repo from '../../storage/postgres/repositories/orders.ts';
import type { OrderRow } from '../../storage/postgres/repositories/orders.ts';
import type { Sql, SqlExecutor } from '../../storage/postgres/sql.ts';
import type { CatalogSnapshot } from '../market-queries/catalog-snapshot.ts';
import { withWalletKey, type Custody } from '../wallets/wallets.ts';
import { readMarketView, type MarketView } from './books.ts';
import type { FillPublisher } from './fill-outbox.ts';
import { VENUE_CHAIN, adjustHold, holdAssetOf, placeHold, units } from './holds.ts';
import { applyStep, paperFillId, placePaper, type OrderOutcome, type Step } from './order-execution.ts';
import {
  assertVenueTakes,
  draftOrder,
  refuseSandboxMarket,
  type DraftLimits,
  type OrderDraft,
  type OrderRequest,
} from './order-request.ts';
import { FINAL_STATUSES, holdAmount, parsePrice } from './order-rules.ts';
import { paperMatch, stopTriggered, type PaperMatch } from './paper-venue.ts';
import type { LiveVenue, VenueOrder, VenueReport, WithSecretKey } from '../../core/live-venue.ts';
import { TOKEN_DECIMALS, parseAmount } from '../../core/trading.ts';
import { add, fromBaseUnits } from '../../core/decimal.ts';
import type { FeeRole, FeeSchedule, VenueFees } from '../../core/fees.ts';
import type { VenueOrderRules } from '../../core/venue-order-rules.ts';
import { walletBalances } from '../../storage/postgres/repositories/ledger.ts';
import { InsufficientLiquidityError, summarize } from './book-walk.ts';
import { assertFree } from './free-funds.ts';
import { COLLATERAL } from './holds.ts';
import { refusalAnswer, VenueRejectedError, VenueUnavailableError } from '../../core/venue-errors.ts';
import { withOrderEvents } from '../events/record.ts';

/**
 * How long a live order stays PENDING before the poller rejects it when the venue does not know it,
 * or when its id was never recorded (its request stopped before sending it).
 */
export const UNCONFIRMED_GRACE_MS = 60_000;

/**
 * How long an amendment in flight (reserved, not settled) is left to its request before the live
 * poller finishes or rolls it back: longer than a venue's cancel can take (its request timeout,
 * retries included), so the poller never decides while the request is still at the venue.
 */
export const AMEND_GRACE_MS = 60_000;

const amendmentsRecovered = counter(
  'order_amendments_recovered_total',
  'Live amendments left between reserve and settle by their request, finished or rolled back by the live poller',
  ['outcome'],
);

/** The reason of a live order ended by the poller because it was never sent (see endUnsent). */
export const NOT_SENT_REASON =
  'never sent: the request stopped between holding the funds and sending the order';

/** Why a live venue without cancel-and-replace (LiveVenue.replace) cannot amend its orders. */
const NOT_AMENDABLE: Partial<Record<Venue, string>> = {
  venue_b:
    'live venue_b orders are DFlow swaps that fill or end at once and never rest at the venue: there is no order there to amend',
};

/**
 * A live order amended by cancel-and-replace (its version counts the amendments). It has been at
 * the venue, so where a new order would end REJECTED it ends CANCELLED (its earlier fills stay).
 */
function replaced(o: OrderRow): boolean {
  return o.execution === 'live' && o.version > 0;
}

/** Since when a PENDING live order waits on its venue: its creation, or its latest replacement. */
function pendingSince(o: OrderRow): number {
  return (replaced(o) ? o.updated_at : o.created_at).getTime();
}

/** How a live order ends when its venue never took it (refused, or never sent). */
function notTaken(o: OrderRow): 'REJECTED' | 'CANCELLED' {
  return replaced(o) ? 'CANCELLED' : 'REJECTED';
}

const orderPending = () =>
  new ConflictError('the order has not reached the venue yet: retry in a moment', 'order_pending');

const orderAmending = () =>
  new ConflictError(
    'another request is amending the order at the venue: nothing changed; retry once it is done',
    'order_amending',
  );

/** An amendment must leave more shares than are already filled. */
const notMoreThanFilled = (filled: string) =>
  new BadRequestError(
    (name) => `${name('shares')} must be more than the ${filled} already filled`,
    'invalid_order',
  );

/**
 * Moves an amended order's hold to what its new price and shares need for the shares not yet
 * filled (more taken, or some returned), under the order's next version; the caller records both.
 */
async function reholdAmended(
  tx: SqlExecutor,
  o: OrderRow,
  price: string,
  shares: string,
): Promise<{ held: string; version: number }> {
  const needed = units(
    holdAmount({
      side: o.side,
      type: o.type,
      units: o.units,
      price,
      shares: sub(shares, o.filled_shares),
      amount: null,
    }),
  );
  const version = o.version + 1;
  await adjustHold(tx, o, needed - BigInt(o.held), version);
  return { held: needed.toString(), version };
}

/** A live order's request found the order ended (by the poller) before it sent anything. */
class EndedBeforeSendError extends Error {
  constructor(orderId: string) {
    super(`order ${orderId} was ended before it was sent; not sending it`);
  }
}

/** Where a new resting paper order announces its token to the paper matcher (hot-state pub/sub). */
export const OPEN_ORDERS_CHANNEL = 'trading:open-orders';

export interface OrderServiceDeps {
  sql: Sql;
  hot: HotState;
  /** The catalog new orders are validated against. */
  catalog: () => CatalogSnapshot;
  custody: Custody;
  fills: FillPublisher;
  log: Logger;
  /** Depth assumed at the best prices of a top-of-book-only book (PAPER_TOP_OF_BOOK_SHARES). */
  topOfBookShares: string;
  /** Venues whose orders execute live; the others are paper. */
  live: Partial<Record<Venue, LiveVenue>>;
  /** Each venue's fee rules (venues/<venue>/fees.ts, handed in at start-up): paper fills are charged by them. */
  fees: Readonly<Record<Venue, VenueFees>>;
  /** Each venue's order rules (venues/<venue>/order-rules.ts, handed in at start-up): paper orders are refused where live ones would be. */
  orderRules: Readonly<Record<Venue, VenueOrderRules>>;
}

export interface OrderUpdate {
  type: 'LIMIT' | 'STOPLOSS';
  price?: string | number;
  shares?: string | number;
}

function newOrderId(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

function requestHash(venue: Venue, req: OrderRequest): string {
  const canonical = JSON.stringify(
    Object.fromEntries(Object.entries({ venue, ...req }).sort(([a], [b]) => a.localeCompare(b))),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

export function venueOrderOf(o: OrderRow, feeSchedule: FeeSchedule | null): VenueOrder {
  return {
    orderId: o.order_id,
    venue: o.venue,
    walletId: o.wallet_id,
    tokenId: o.token_id,
    side: o.side,
    type: o.type,
    price: o.price,
    shares: o.shares,
    amount: o.amount,
    units: o.units,
    expiresAt: o.expires_at,
    slippageBps: o.slippage_bps,
    predictionSlippageBps: o.prediction_slippage_bps,
    market: { tickSize: o.tick_size, negRisk: o.neg_risk, feeSchedule },
    unconfirmedVenueOrderId: o.status === 'PENDING' ? o.venue_order_id : null,
  };
}

export class OrderService {
  constructor(private readonly deps: OrderServiceDeps) {}

  /** Each venue's fee rules (what quotes show and paper fills pay). */
  get fees(): Readonly<Record<Venue, VenueFees>> {
    return this.deps.fees;
  }

  /** Each venue's order rules (what a routed order's legs are judged by before they are placed). */
  get orderRules(): Readonly<Record<Venue, VenueOrderRules>> {
    return this.deps.orderRules;
  }

  /** Whether any venue executes live (the engine then polls open live orders). */
  tradesLive(): boolean {
    return Object.keys(this.deps.live).length > 0;
  }

  private execution(venue: Venue): 'paper' | 'live' {
    return this.deps.live[venue] ? 'live' : 'paper';
  }

  private withKey(o: OrderRow): WithSecretKey {
    return (use) => withWalletKey(this.deps.sql, this.deps.custody, o.wallet_id, VENUE_CHAIN[o.venue], use);
  }

  private view(tokenId: string): Promise<MarketView> {
    return readMarketView(this.deps.hot, tokenId, this.deps.topOfBookShares);
  }

  /**
   * Places an order of the wallet; with an idempotency key, at most one order per key: a repeat
   * answers the first order, marked `replayed` (the API says so in Idempotent-Replayed).
   */
  async place(
    walletId: string,
    venue: Venue,
    req: OrderRequest,
    idempotencyKey?: string,
    limits: DraftLimits = {},
  ): Promise<OrderRow & { replayed?: true }> {
    const hash = requestHash(venue, req);
    if (idempotencyKey !== undefined) {
      const earlier = await repo.findByIdempotencyKey(this.deps.sql, walletId, idempotencyKey);
      if (earlier) return this.sameRequest(earlier, hash);
    }
    const view = await this.view(req.token_id);
    const draft = await this.draftFundsFirst(walletId, venue, req, view, limits);
    const execution = this.execution(venue);
    if (execution === 'live' && draft.type === 'STOPLOSS') {
      throw new BadRequestError(
        'STOPLOSS orders run on the paper venue only: a live venue has no stoploss, and triggering one here is not built yet',
        'unsupported_order',
      );
    }
    const orderId = newOrderId();
    // A paper order is matched now, before anything is held: a market order is fill-or-kill, so a
    // thin book is a 400 before the transaction; the order is then recorded as its match leaves it.
    let placed = draft;
    let step: Step | undefined;
    if (execution === 'paper')
      ({ draft: placed, step } = await this.firstPaperMatch(orderId, walletId, draft, view));
    const row = this.newRow(orderId, walletId, placed, execution, idempotencyKey ?? null, hash);
    const outcome = await this.deps.sql.transaction(
      withOrderEvents(async (tx) => {
        if (step)
          return placePaper(tx, row, { ...step, status: draft.type === 'MARKET' ? 'FILLED' : undefined });
        const order = await repo.insertOrder(tx, row);
        if (!order) return undefined; // a concurrent request with the same key won
        await placeHold(tx, order, units(placed.hold));
        crashPoint('order-held');
        return { order, fills: [] };
      }),
    );
    if (!outcome)
      return this.sameRequest(
        (await repo.findByIdempotencyKey(this.deps.sql, walletId, idempotencyKey!))!,
        hash,
      );
    await this.afterCommit(outcome);
    if (execution === 'live') return this.submitLive(outcome.order);
    return outcome.order;
  }

  /**
   * The order drafted, funds checked before the book: what the wallet cannot pay for is
   * insufficient_funds (or _shares) whether or not the book could fill it. A book too empty to
   * draft a market order on still hears of funds first where its size is what it holds.
   */
  private async draftFundsFirst(
    walletId: string,
    venue: Venue,
    req: OrderRequest,
    view: MarketView,
    limits: DraftLimits = {},
  ): Promise<OrderDraft> {
    let draft: OrderDraft;
    if (this.execution(venue) === 'live') refuseSandboxMarket(this.deps.catalog(), venue, req.token_id);
    try {
      draft = draftOrder(
        this.deps.catalog(),
        venue,
        req,
        view.book,
        this.deps.orderRules[venue],
        undefined,
        limits,
      );
    } catch (err) {
      const hold = err instanceof InsufficientLiquidityError ? sizeHeld(venue, req) : undefined;
      if (hold !== undefined) {
        await assertFree(this.deps.sql, walletId, { venue, side: req.side, tokenId: req.token_id, hold });
      }
      throw err;
    }
    const { side, tokenId, hold } = draft;
    await assertFree(this.deps.sql, walletId, { venue, side, tokenId, hold });
    return draft;
  }

  /**
   * Everything place() checks before it holds or sends anything — the venue's and the service's
   * rules, a sandbox market on a live venue, the wallet's free funds — without placing: the same
   * refusal place() would answer now. A routed order checks every leg so before it places one.
   */
  async preflight(
    walletId: string,
    venue: Venue,
    req: OrderRequest,
    limits: DraftLimits = {},
  ): Promise<void> {
    await this.draftFundsFirst(walletId, venue, req, await this.view(req.token_id), limits);
  }

  private sameRequest(earlier: OrderRow, hash: string): OrderRow & { replayed: true } {
    if (earlier.request_hash !== hash)
      throw new ConflictError('this Idempotency-Key was used for another order', 'idempotency_conflict');
    return { ...earlier, replayed: true };
  }

  private newRow(
    orderId: string,
    walletId: string,
    d: OrderDraft,
    execution: 'paper' | 'live',
    key: string | null,
    hash: string,
  ): repo.NewOrder {
    return {
      order_id: orderId,
      wallet_id: walletId,
      venue: d.venue,
      execution,
      token_id: d.tokenId,
      market_id: d.marketId,
      tick_size: d.tickSize,
      neg_risk: d.negRisk,
      side: d.side,
      type: d.type,
      units: d.units,
      price: d.price,
      shares: d.shares,
      amount: d.amount,
      hold_asset: holdAssetOf(d.venue, d.side, d.tokenId),
      held: units(d.hold).toString(),
      status: 'PENDING',
      slippage_bps: d.slippageBps,
      prediction_slippage_bps: d.predictionSlippageBps,
      expires_at: d.expiresAt,
      idempotency_key: key,
      request_hash: hash,
    };
  }

  /** The order as its venue is sent it, with the market's fee parameters. */
  private venueOrder(o: OrderRow): VenueOrder {
    return venueOrderOf(o, this.feeSchedule(o.token_id));
  }

  /** The market's fee parameters as the catalog has them (none known: no fee). */
  private feeSchedule(tokenId: string): FeeSchedule | null {
    return this.deps.catalog().token(tokenId)?.market.data.fee_schedule ?? null;
  }

  /**
   * A paper match as a step: fills numbered after the `recorded` ones, each charged the venue's fee
   * for its role (one execution: the venue's rounding applies to these fills together), the
   * snapshot remembered.
   */
  private paperStep(
    o: { orderId: string; venue: Venue; tokenId: string },
    match: PaperMatch,
    recorded: number,
    role: FeeRole,
  ): Step {
    const at = new Date();
    const fees = this.deps.fees[o.venue].charge(this.feeSchedule(o.tokenId), match.fills, role);
    const fills = match.fills.map((f, i) => ({
      fillId: paperFillId(o.orderId, recorded + i + 1),
      price: f.price,
      shares: f.shares,
      usdc: f.usdc,
      fee: fees[i]!,
      role,
      at,
    }));
    return { fills, book: match.fills.length > 0 ? match.book : undefined };
  }

  /**
   * A new paper order's first match (as a taker). A market BUY of a USDC amount that, with its fee,
   * is more than the wallet's free collateral spends less, as the venue's client does before it
   * signs (clob-client-v2 adjustBuyAmountForFees): what it spends and its fee fit in the balance.
   */
  private async firstPaperMatch(
    orderId: string,
    walletId: string,
    draft: OrderDraft,
    view: MarketView,
  ): Promise<{ draft: OrderDraft; step: Step }> {
    const fresh = { filled_shares: '0', triggered_at: null, book_ts: null, book_taken: '0' };
    const ref = { orderId, venue: draft.venue, tokenId: draft.tokenId };
    let match = paperMatch({ ...draft, ...fresh }, view.book, view.price);
    let step = this.paperStep(ref, match, 0, 'taker');
    if (draft.type !== 'MARKET' || draft.side !== 'BUY' || draft.units !== 'USDC') return { draft, step };
    const cost = (s: Step) => s.fills.reduce((sum, f) => add(sum, add(f.usdc, f.fee)), '0');
    if (compare(cost(step), draft.amount!) <= 0) return { draft, step };
    const free = (await walletBalances(this.deps.sql, walletId, 'available')).find(
      (b) => b.chain === VENUE_CHAIN[draft.venue] && b.asset === COLLATERAL[draft.venue],
    );
    const balance = fromBaseUnits(free?.balance ?? '0', 6);
    if (compare(cost(step), balance) <= 0) return { draft, step };
    const fees = this.deps.fees[draft.venue];
    let spend = fees.spendable(
      this.feeSchedule(draft.tokenId),
      draft.amount!,
      summarize(match.fills).averagePrice,
      balance,
    );
    // Walked again at the lower amount; should the book's levels make it dearer still, lower it by the excess.
    for (let i = 0; i < 8 && compare(spend, '0') > 0; i += 1) {
      const adjusted = { ...draft, amount: spend, hold: spend };
      match = paperMatch({ ...adjusted, ...fresh }, view.book, view.price);
      step = this.paperStep(ref, match, 0, 'taker');
      const over = sub(cost(step), balance);
      if (compare(over, '0') <= 0) return { draft: adjusted, step };
      spend = sub(spend, over);
    }
    return { draft, step }; // nothing fits: the ledger refuses it as short of funds
  }

  private async afterCommit(outcome: OrderOutcome): Promise<void> {
    await this.deps.fills.publishSoon(outcome.fills, this.deps.log);
    const o = outcome.order;
    if (o.execution === 'paper' && !FINAL_STATUSES.has(o.status)) {
      await this.deps.hot
        .publish(OPEN_ORDERS_CHANNEL, o.token_id)
        .catch((err: unknown) => this.deps.log.warn({ err }, 'open order not announced'));
    }
  }

  /** Runs `change` on the locked order (when it still exists) and publishes what it recorded. */
  private async locked(
    orderId: string,
    change: (tx: SqlExecutor, o: OrderRow) => Promise<OrderOutcome | undefined>,
  ): Promise<OrderRow | undefined> {
    const outcome = await this.deps.sql.transaction(async (tx) => {
      const o = await repo.lockOrder(tx, orderId);
      return o && withOrderEvents((t) => change(t, o), o)(tx);
    });
    if (!outcome) return undefined;
    await this.afterCommit(outcome);
    return outcome.order;
  }

  /**
   * Sends a PENDING live order (`send`: how, by default the venue's submit) with its venue id
   * recorded first, and applies the venue's answer. A refusal ends it (REJECTED, or CANCELLED for a
   * replacement) and answers the venue's error; an unknown outcome leaves it PENDING for the poller.
   */
  private async submitLive(
    order: OrderRow,
    send?: (record: (venueOrderId: string) => Promise<void>) => Promise<VenueReport>,
  ): Promise<OrderRow> {
    const venue = this.deps.live[order.venue]!;
    try {
      const record = async (venueOrderId: string) => {
        if (!(await repo.recordUnconfirmedVenueId(this.deps.sql, order.order_id, venueOrderId)))
          throw new EndedBeforeSendError(order.order_id);
      };
      const report = send
        ? await send(record)
        : await venue.submit(this.venueOrder(order), this.withKey(order), record);
      // Not applied when the poller ended the order first: answer the order as it now is.
      return (
        (await this.applyReport(order.order_id, report)) ??
        (await repo.getOrder(this.deps.sql, order.order_id)) ??
        order
      );
    } catch (err) {
      // The poller ended it while this request stalled (endUnsent): nothing was sent.
      if (err instanceof EndedBeforeSendError)
        return (await repo.getOrder(this.deps.sql, order.order_id)) ?? order;
      if (err instanceof VenueRejectedError) {
        await this.locked(order.order_id, (tx, o) =>
          applyStep(tx, o, {
            fills: [],
            status: notTaken(o),
            reason: err.message,
            venueOrderId: err.venueOrderId,
          }),
        );
        throw refusalAnswer(
          err,
          replaced(order)
            ? 'the venue refused the replacement order; the order is cancelled'
            : 'the venue refused the order',
        );
      }
      if (err instanceof VenueUnavailableError) {
        // Its venue id was recorded before it was sent (or nothing was sent): polls find out.
        this.deps.log.warn(
          { order: order.order_id, err: err.message },
          'venue outcome unknown; the order stays PENDING and is polled',
        );
        return (await repo.getOrder(this.deps.sql, order.order_id)) ?? order;
      }
      // Anything else failed here before the venue was asked (signing, the key vault…): nothing is out.
      await this.locked(order.order_id, (tx, o) =>
        applyStep(tx, o, { fills: [], status: notTaken(o), reason: `not sent: ${(err as Error).message}` }),
      );
      throw err;
    }
  }

  /**
   * Applies a live venue's report of the order (idempotent per fill id). With `version` (the
   * order's when its venue was asked), a report of an order since amended is left out: it is of
   * the venue order that was cancelled and replaced, whose fills came with the cancel. With
   * `askedWhilePending`, a report the poller asked for under the order's unconfirmed id is left out
   * once the send's own answer has confirmed it meanwhile: the venue's acknowledgement names the venue
   * order, and the next poll asks about that one.
   */
  applyReport(
    orderId: string,
    report: VenueReport,
    version?: number,
    askedWhilePending = false,
  ): Promise<OrderRow | undefined> {
    return this.locked(orderId, async (tx, o) => {
      if (FINAL_STATUSES.has(o.status) || (version !== undefined && o.version !== version)) return undefined;
      if (askedWhilePending && o.status !== 'PENDING') return undefined;
      // An amendment in flight settles the venue order it cancels (its report comes with the cancel).
      if (o.amend_id !== null) return undefined;
      const status = report.status === 'REJECTED' ? notTaken(o) : report.status;
      const outcome = await applyStep(tx, o, {
        fills: report.fills,
        status,
        venueOrderId: report.venueOrderId,
        reason: report.reason ?? null,
        returned: report.returned,
      });
      if (outcome.returnedBeyondHold !== undefined)
        this.deps.log.warn(
          {
            order: orderId,
            venue: o.venue,
            venue_order_id: report.venueOrderId,
            returned: report.returned,
            beyond_hold: fromBaseUnits(outcome.returnedBeyondHold, TOKEN_DECIMALS),
          },
          'the venue returned more than the order still held; credited what came back',
        );
      return outcome;
    });
  }

  /** Matches an open paper order against the token's current book and price (the paper matcher's step). */
  matchPaper(orderId: string, view: MarketView): Promise<OrderRow | undefined> {
    return this.locked(orderId, async (tx, o) => {
      if (o.execution !== 'paper' || FINAL_STATUSES.has(o.status)) return undefined;
      const match = paperMatch(o, view.book, view.price);
      const triggered =
        o.type === 'STOPLOSS' && !o.triggered_at && stopTriggered(o, view.price) ? new Date() : undefined;
      if (match.fills.length === 0 && !triggered) return undefined;
      // A resting limit order crossed by the book is a maker; a triggered stoploss sells into the bids, a taker.
      const role: FeeRole = o.type === 'LIMIT' ? 'maker' : 'taker';
      const ref = { orderId: o.order_id, venue: o.venue, tokenId: o.token_id };
      return applyStep(tx, o, {
        ...this.paperStep(ref, match, await repo.fillCount(tx, o.order_id), role),
        triggeredAt: triggered,
      });
    });
  }

  /** Cancels an open order of the wallet; what it still holds goes back. */
  async cancel(walletId: string, orderId: string): Promise<OrderRow> {
    const order = await this.require(walletId, orderId);
    const live = order.execution === 'live' ? this.deps.live[order.venue] : undefined;
    if (FINAL_STATUSES.has(order.status))
      throw new ConflictError(`the order is ${order.status}: it cannot be cancelled`, 'order_state');
    if (live) {
      if (!order.venue_order_id) throw orderPending();
      if (order.amend_id !== null) throw orderAmending();
      const report = await this.cancelAtVenue(live, order, order.venue_order_id);
      const done = await this.applyReport(orderId, report, order.version);
      if (done) return done;
      const now = await this.require(walletId, orderId);
      if (now.version !== order.version || now.amend_id !== null)
        throw new ConflictError(
          'the order was amended while it was being cancelled: cancel it again',
          'order_state',
        );
      return now;
    }
    const done = await this.locked(orderId, async (tx, o) => {
      if (FINAL_STATUSES.has(o.status))
        throw new ConflictError(`the order is ${o.status}: it cannot be cancelled`, 'order_state');
      return applyStep(tx, o, { fills: [], status: 'CANCELLED' });
    });
    return done!;
  }

  /** Asks the live venue to cancel; its refusals as the API answers them (nothing changed here). */
  private async cancelAtVenue(live: LiveVenue, order: OrderRow, venueOrderId: string): Promise<VenueReport> {
    try {
      return await live.cancel(this.venueOrder(order), venueOrderId, this.withKey(order));
    } catch (err) {
      // Throttled or shut for trading: retry later; any other refusal is about this order.
      if (err instanceof VenueRejectedError && (err.kind === 'rate_limited' || err.kind === 'unavailable'))
        throw refusalAnswer(err, 'the venue refused to cancel the order');
      if (err instanceof VenueRejectedError)
        throw new ConflictError(`the venue refused to cancel the order: ${err.message}`, 'cancel_refused');
      if (err instanceof VenueUnavailableError)
        throw new UnavailableError(
          `the venue could not be reached to cancel the order: ${err.message}`,
          'venue_unavailable',
          err.retryAfterSeconds,
        );
      throw err;
    }
  }

  /**
   * Updates an open order: a LIMIT order's price and/or shares, a STOPLOSS order's trigger price
   * and/or shares. The hold follows (more taken, or some returned). Paper: a new limit price that
   * crosses the book fills at once. Live: cancel-and-replace at the venue (amendLive).
   */
  async update(walletId: string, orderId: string, change: OrderUpdate): Promise<OrderRow> {
    const order = await this.require(walletId, orderId);
    const live = order.execution === 'live' ? this.deps.live[order.venue] : undefined;
    if (live && order.amend_id !== null) throw orderAmending();
    if (order.execution === 'live' && !live?.replace) {
      throw new ConflictError(
        NOT_AMENDABLE[order.venue] ??
          `live ${order.venue} orders cannot be amended at the venue: cancel it and place a new one`,
        'not_amendable',
      );
    }
    if (change.type !== order.type)
      throw new BadRequestError(
        (name) =>
          `${name('type')} must be the order's type (${order.type}); only LIMIT and STOPLOSS orders can be updated`,
        'invalid_order',
      );
    if (change.price === undefined && change.shares === undefined)
      throw new BadRequestError(
        (name) => `${name('price')} or ${name('shares')} is required`,
        'invalid_order',
      );
    const price = change.price === undefined ? order.price : parsePrice(change.price, order.tick_size);
    const shares = change.shares === undefined ? order.shares! : parseAmount(change.shares, 'shares');
    if (live && compare(shares, order.filled_shares) <= 0) throw notMoreThanFilled(order.filled_shares);
    // The amended order must still be one the venue takes, as a new one would be (live: the
    // replacement, for the shares left).
    const minOrderSize = this.deps.catalog().token(order.token_id)?.market.data.min_order_size ?? null;
    const sent = live ? sub(shares, order.filled_shares) : shares;
    const amended = {
      side: order.side,
      type: order.type,
      units: order.units,
      price,
      shares: sent,
      amount: null,
      tickSize: order.tick_size,
      minOrderSize,
    };
    assertVenueTakes(order.venue, this.deps.orderRules[order.venue], amended);
    if (live) return this.amendLive(order, live, price, shares);
    const view = await this.view(order.token_id);
    const done = await this.locked(orderId, async (tx, o) => {
      if (FINAL_STATUSES.has(o.status))
        throw new ConflictError(`the order is ${o.status}: it cannot be updated`, 'order_state');
      if (compare(shares, o.filled_shares) <= 0) throw notMoreThanFilled(o.filled_shares);
      const { held, version } = await reholdAmended(tx, o, price, shares);
      const updated = await repo.updateOrder(tx, o.order_id, { price, shares, held, version });
      // A new price that crosses the book takes from it: a taker.
      const ref = { orderId: updated.order_id, venue: updated.venue, tokenId: updated.token_id };
      return applyStep(
        tx,
        updated,
        this.paperStep(
          ref,
          paperMatch(updated, view.book, view.price),
          await repo.fillCount(tx, o.order_id),
          'taker',
        ),
      );
    });
    return done!;
  }

  /**
   * Amends a live order by cancel-and-replace (the venue has no amendment), reserve -> call ->
   * settle, with nothing held while the venue is called:
   *  - reserve (reserveAmendment): under the row lock, in a short transaction, the new price and
   *    shares are recorded on the order with the amendment's id; an order already being amended is
   *    a 409 order_amending, so of two amendments at once one goes through;
   *  - call: the venue cancels the old venue order. A refusal, no answer, or a cancel not confirmed
   *    rolls the reservation back (nothing changed here) and answers as before;
   *  - settle (settleAmendment): under the row lock again, only while the reservation is still
   *    this one, what filled before the cancel is applied and the order takes its new price and
   *    shares, its hold following (adjustHold), PENDING with no venue id.
   * Then the replacement — the new price, the shares left — is sent as a new order is: its id
   * recorded first (a crash is the poller's to settle), a refusal ending the order CANCELLED with
   * the venue's reason and its hold returned. Fills of both venue orders count once each (fill
   * ids); the order keeps its service id. A request that dies between reserve and settle leaves the
   * reservation to the poller (recoverAmendment).
   */
  private async amendLive(
    order: OrderRow,
    live: LiveVenue,
    price: string,
    shares: string,
  ): Promise<OrderRow> {
    const reserved = await this.reserveAmendment(order.order_id, price, shares);
    let cancelled: VenueReport;
    try {
      cancelled = await this.cancelAtVenue(live, reserved, reserved.venue_order_id!);
    } catch (err) {
      await this.rollBackAmendment(reserved);
      throw err;
    }
    if (!FINAL_STATUSES.has(cancelled.status)) {
      await this.rollBackAmendment(reserved);
      throw new UnavailableError(
        'the venue did not confirm the cancel: the order was not amended; retry in a moment',
        'venue_unavailable',
      );
    }
    const settled = await this.settleAmendment(reserved, cancelled);
    if (!settled) {
      // The poller finished it (the order moved on) or rolled it back while this request waited.
      const now = (await repo.getOrder(this.deps.sql, order.order_id))!;
      if (now.version > reserved.version) return now;
      throw new ConflictError(
        'the amendment waited on the venue too long and was rolled back: the order is as it was; amend it again',
        'order_state',
      );
    }
    if (settled.status !== 'PENDING')
      throw new ConflictError(
        `the order ended ${settled.status} at the venue before it could be amended${settled.reason ? ` (${settled.reason})` : ''}`,
        'order_state',
      );
    return this.sendReplacement(live, settled, reserved.venue_order_id!);
  }

  /** The reserve step: the amendment recorded on the open, confirmed order (see amendLive). */
  private reserveAmendment(orderId: string, price: string, shares: string): Promise<OrderRow> {
    return this.deps.sql.transaction(async (tx) => {
      const o = await repo.lockOrder(tx, orderId);
      if (!o || FINAL_STATUSES.has(o.status))
        throw new ConflictError(`the order is ${o?.status ?? 'gone'}: it cannot be updated`, 'order_state');
      if (o.amend_id !== null) throw orderAmending();
      if (o.status === 'PENDING' || !o.venue_order_id) throw orderPending();
      return repo.reserveAmendment(tx, orderId, { amendId: randomUUID(), price, shares });
    });
  }

  /**
   * Ends a reservation whose venue order was not cancelled: the order is as it was. Should this
   * fail too (the database gone), the reservation stays for the poller to decide after the grace.
   */
  private async rollBackAmendment(reserved: OrderRow): Promise<void> {
    await repo
      .clearAmendment(this.deps.sql, reserved.order_id, reserved.amend_id!)
      .catch((err: unknown) =>
        this.deps.log.warn(
          { order: reserved.order_id, err },
          'amendment not rolled back; the live poller will after the grace',
        ),
      );
  }

  /**
   * The settle step: the venue's report of the cancelled venue order applied and the order given the
   * reserved price and shares, in one transaction under the row lock — only while `reserved` is still
   * the amendment in flight (undefined otherwise: someone else settled or rolled it back). An order
   * that ended otherwise at the venue (filled whole first) stays ended; one amended to no more shares
   * than have filled meanwhile is cancelled.
   */
  private settleAmendment(reserved: OrderRow, cancelled: VenueReport): Promise<OrderRow | undefined> {
    return this.locked(reserved.order_id, async (tx, locked) => {
      if (locked.amend_id === null || locked.amend_id !== reserved.amend_id) return undefined;
      await repo.clearAmendment(tx, locked.order_id, locked.amend_id);
      const price = locked.amend_price!;
      const shares = locked.amend_shares!;
      const o: OrderRow = {
        ...locked,
        amend_id: null,
        amend_price: null,
        amend_shares: null,
        amend_requested_at: null,
      };
      // Fills before the cancel stay. An order that ended otherwise (filled whole first) stays ended.
      const status = cancelled.status === 'CANCELLED' ? undefined : cancelled.status;
      const { order: after, fills } = await applyStep(tx, o, {
        fills: cancelled.fills,
        status,
        venueOrderId: cancelled.venueOrderId,
        reason: cancelled.reason ?? null,
      });
      if (FINAL_STATUSES.has(after.status)) return { order: after, fills };
      if (compare(shares, after.filled_shares) <= 0) {
        const reason = `amended to ${shares} shares while ${after.filled_shares} had filled: nothing left to replace`;
        return {
          order: (await applyStep(tx, after, { fills: [], status: 'CANCELLED', reason })).order,
          fills,
        };
      }
      const { held, version } = await reholdAmended(tx, after, price, shares);
      const updated = await repo.updateOrder(tx, o.order_id, {
        price,
        shares,
        held,
        version,
        status: 'PENDING',
        venue_order_id: null,
        reason: null,
      });
      return { order: updated, fills };
    });
  }

  /** Sends a settled amendment's replacement: the new price, the shares left. */
  private sendReplacement(live: LiveVenue, o: OrderRow, cancelledId: string): Promise<OrderRow> {
    const replacement = { ...this.venueOrder(o), shares: sub(o.shares!, o.filled_shares) };
    return this.submitLive(o, (record) => live.replace!(replacement, cancelledId, this.withKey(o), record));
  }

  /**
   * The poller's step for an amendment its request left between reserve and settle for longer than
   * AMEND_GRACE_MS (the request died, or lost the database): the venue is asked about the old venue
   * order. Ended there (the cancel went through, or it filled whole): the amendment is settled and
   * the replacement sent, as the request would have. Still open (the cancel never reached the
   * venue): the reservation is rolled back, the order is as it was, and the venue's report is
   * applied as any poll's is. No answer: left for the next round. Whoever settles or rolls back
   * first wins (the reservation's id); the other changes nothing.
   */
  private async recoverAmendment(live: LiveVenue, o: OrderRow): Promise<OrderRow | undefined> {
    const report = await live.poll(this.venueOrder(o), o.venue_order_id, this.withKey(o));
    if (!FINAL_STATUSES.has(report.status)) {
      if (!(await repo.clearAmendment(this.deps.sql, o.order_id, o.amend_id!))) return undefined;
      amendmentsRecovered.inc({ outcome: 'rolled_back' });
      this.deps.log.warn(
        { order: o.order_id, amendment: o.amend_id },
        'amendment left by its request rolled back: the venue order was never cancelled',
      );
      return (
        (await this.applyReport(o.order_id, report, o.version)) ?? repo.getOrder(this.deps.sql, o.order_id)
      );
    }
    const settled = await this.settleAmendment(o, report);
    if (!settled) return undefined;
    amendmentsRecovered.inc({ outcome: 'settled' });
    this.deps.log.warn(
      { order: o.order_id, amendment: o.amend_id, status: settled.status },
      'amendment left by its request settled: the venue order was cancelled',
    );
    if (settled.status !== 'PENDING') return settled;
    try {
      return await this.sendReplacement(live, settled, o.venue_order_id!);
    } catch (err) {
      // A refusal of the replacement has ended the order (CANCELLED, its hold returned): no one to tell.
      if (err instanceof AppError) return repo.getOrder(this.deps.sql, o.order_id);
      throw err;
    }
  }

  /** Expires an open order whose time is up (paper; a live venue expires its own and reports it). */
  expire(orderId: string, now = new Date()): Promise<OrderRow | undefined> {
    return this.locked(orderId, async (tx, o) => {
      if (FINAL_STATUSES.has(o.status) || !o.expires_at || o.expires_at > now || o.execution !== 'paper')
        return undefined;
      return applyStep(tx, o, { fills: [], status: 'EXPIRED' });
    });
  }

  /** Asks the live venue about an open live order and applies the answer. */
  async pollLive(orderId: string): Promise<OrderRow | undefined> {
    const o = await repo.getOrder(this.deps.sql, orderId);
    if (!o || o.execution !== 'live' || FINAL_STATUSES.has(o.status)) return undefined;
    if (o.status === 'PENDING' && o.venue_order_id === null) return this.endUnsent(o);
    const live = this.deps.live[o.venue];
    if (!live) return undefined;
    if (o.amend_id !== null) {
      // Its request is at the venue: the amendment settles the order. Left past the grace: ours.
      if (Date.now() - o.amend_requested_at!.getTime() < AMEND_GRACE_MS) return o;
      return this.recoverAmendment(live, o);
    }
    try {
      const confirmed = o.status === 'PENDING' ? null : o.venue_order_id;
      const report = await live.poll(this.venueOrder(o), confirmed, this.withKey(o));
      // A venue may not show an order it is still taking in: "never reached" counts after a grace.
      if (
        o.status === 'PENDING' &&
        report.status === 'REJECTED' &&
        Date.now() - pendingSince(o) < UNCONFIRMED_GRACE_MS
      )
        return o;
      return await this.applyReport(orderId, report, o.version, o.status === 'PENDING');
    } catch (err) {
      if (err instanceof VenueRejectedError) {
        return this.locked(orderId, async (tx, r) =>
          r.version === o.version
            ? applyStep(tx, r, { fills: [], status: notTaken(r), reason: err.message })
            : undefined,
        );
      }
      throw err;
    }
  }

  /**
   * A PENDING live order without a venue id: the id is recorded before anything is sent, so nothing
   * was. Once the grace is over its request is taken to have died between the hold and the send (a
   * crash): the order is REJECTED and its hold returned — under the row lock, only while still
   * unrecorded; a request that was merely slow then finds it no longer PENDING and sends nothing.
   */
  private async endUnsent(o: OrderRow): Promise<OrderRow | undefined> {
    if (Date.now() - pendingSince(o) < UNCONFIRMED_GRACE_MS) return o;
    return this.locked(o.order_id, async (tx, r) =>
      r.status === 'PENDING' && r.venue_order_id === null && r.version === o.version
        ? applyStep(tx, r, { fills: [], status: notTaken(r), reason: NOT_SENT_REASON })
        : undefined,
    );
  }

  /** The wallet's order, or the 404 (also for another wallet's). */
  async require(walletId: string, orderId: string): Promise<OrderRow> {
    const o = await repo.findOrder(this.deps.sql, walletId, orderId);
    if (!o) throw new NotFoundError('order not found', 'order_not_found');
    return o;
  }
}

/** A market order's size where it is what the order holds (a USDC buy, a sell of shares); else undefined. */
function sizeHeld(venue: Venue, req: OrderRequest): string | undefined {
  if (req.amount === undefined || (req.type !== undefined && req.type !== 'MARKET')) return undefined;
  const units = venue === 'venue_b' ? (req.side === 'BUY' ? 'USDC' : 'SHARES') : req.units;
  if (units !== (req.side === 'BUY' ? 'USDC' : 'SHARES')) return undefined;
  return parseAmount(req.amount);
}
