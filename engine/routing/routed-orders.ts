// Routed orders: one parent order split across both venues of a same-contract pair at the lowest
// cost after fees at the moment of placing, with one child order per venue placed through that
// venue's own order path (OrderService.place: paper or live, venue_b legs quoted by DFlow as any
// venue_b order), so a leg is refused wherever a single-venue order would be.
//
//   1. check   the pair's verdict now (same_contract or same_contract_inverted, else 400
//              not_same_contract), the routed quote within the limit price on the wallet's funds on
//              each chain (routing.ts), and every leg's order as place() would judge it
//              (OrderService.preflight): a refusal here places nothing.
//   2. reserve the parent and its planned legs, in one short transaction (018_routed_orders.sql).
//   3. call    each leg in turn through place(), no transaction open here; each leg's order carries
//              the key routed:<id>:<venue>, so a repeat places it once. What became of the leg (its
//              order, or the refusal) is recorded in a short transaction.
//   4. settle  the parent PLACED, with the account event routed_order.placed (its legs as they stand),
//              in one short transaction. Its status is its legs': FILLED when every leg filled, PARTIALLY_FILLED
//              when some shares filled and the rest cannot (a leg refused or not filled after
//              another filled: nothing is re-routed, so nothing is bought past the limit), PENDING
//              while a live leg's answer is unknown, REJECTED when nothing filled.
// A parent whose request died between 2 and 4 is finished by repeating the request with the same
// Idempotency-Key (the legs already placed answer their first order).
import { createHash, randomBytes } from 'node:crypto';
import { add, compare } from '../../core/decimal.ts';
import { AppError, ConflictError, NotFoundError } from '../../core/errors.ts';
import type { Logger } from '../../core/logger.ts';
import type { Venue } from '../../core/market-data.ts';
import { parseAmount, type OrderStatus, type Side, type Units } from '../../core/trading.ts';
import * as repo from '../../storage/postgres/repositories/routed-orders.ts';
import {
  findByIdempotencyKey,
  findOrder,
  type OrderRow,
} from '../../storage/postgres/repositories/orders.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { recordWalletEvent } from '../events/record.ts';
import { OPEN_STATUSES } from '../trading/order-rules.ts';
import type { OrderService } from '../trading/orders.ts';
import { legRequest, type LegRequest } from './leg-request.ts';
import type { RouteLeg } from './route-leg.ts';
import { parseLimitPrice, type RoutedOutcome, type RoutingService } from './routing.ts';

export interface RoutedOrderRequest {
  venue_a_market_id: string;
  venue_b_market_id: string;
  outcome: RoutedOutcome;
  side: Side;
  amount: string | number;
  units: Units;
  limit_price: string | number;
}

export interface RoutedLegView {
  venue: Venue;
  planned: RouteLeg;
  order: OrderRow | null;
  error: { code: string; message: string } | null;
}

export interface RoutedOrderView {
  row: repo.RoutedOrderRow;
  status: OrderStatus;
  filled_shares: string;
  legs: RoutedLegView[];
  replayed?: true;
}

function requestHash(req: RoutedOrderRequest): string {
  const canonical = JSON.stringify(Object.entries(req).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(canonical).digest('hex');
}

const childKey = (routedOrderId: string, venue: Venue) => `routed:${routedOrderId}:${venue}`;

/** The parent's status from its legs (see the header). */
export function routedStatus(
  state: repo.RoutedOrderRow['state'],
  legs: readonly RoutedLegView[],
): OrderStatus {
  const filled = legs.reduce((s, l) => add(s, l.order?.filled_shares ?? '0'), '0');
  const some = compare(filled, '0') > 0;
  const open = legs.some((l) => l.order && OPEN_STATUSES.includes(l.order.status));
  if (state === 'PLACING' || open) return some ? 'PARTIALLY_FILLED' : 'PENDING';
  if (legs.every((l) => l.order?.status === 'FILLED')) return 'FILLED';
  return some ? 'PARTIALLY_FILLED' : 'REJECTED';
}

/** The `routed_order.placed` event's data: the parent and how each leg stood. */
function placedEvent(v: RoutedOrderView): Record<string, unknown> {
  return {
    order_id: v.row.routed_order_id,
    status: v.status,
    filled_shares: v.filled_shares,
    legs: v.legs.map((l) => ({
      venue: l.venue,
      order_id: l.order?.order_id ?? null,
      status: l.order?.status ?? null,
      filled_shares: l.order?.filled_shares ?? '0',
      error: l.error,
    })),
  };
}

export class RoutedOrderService {
  constructor(
    private readonly deps: { sql: Sql; routing: RoutingService; orders: OrderService; log: Logger },
  ) {}

  async place(walletId: string, req: RoutedOrderRequest, idempotencyKey?: string): Promise<RoutedOrderView> {
    const hash = requestHash(req);
    if (idempotencyKey !== undefined) {
      const earlier = await repo.findRoutedByKey(this.deps.sql, walletId, idempotencyKey);
      if (earlier) return { ...(await this.finish(this.same(earlier, hash))), replayed: true };
    }
    const limit = parseLimitPrice(req.limit_price);
    const amount = parseAmount(req.amount);
    // 1. check: the verdict and the quote now, then every leg as its venue's order path judges it.
    const quoted = await this.deps.routing.quote(walletId, { ...req, amount, limit_price: limit });
    const legs = quoted.plan.legs.map((planned, seq) => {
      const side = quoted.sides.find((s) => s.venue === planned.venue)!;
      const best = (req.side === 'BUY' ? side.book.asks : side.book.bids)[0]![0];
      return {
        venue: planned.venue,
        seq,
        planned,
        request: legRequest(planned, req.side, best, side.tickSize, limit),
      };
    });
    for (const leg of legs)
      await this.deps.orders.preflight(walletId, leg.venue, leg.request.order, {
        worstPriceCap: leg.request.worst_price_cap,
      });
    // 2. reserve.
    const routedOrderId = `ro_${randomBytes(16).toString('hex')}`;
    const row = await repo.insertRoutedOrder(
      this.deps.sql,
      {
        routed_order_id: routedOrderId,
        wallet_id: walletId,
        venue_a_market_id: req.venue_a_market_id,
        venue_b_market_id: req.venue_b_market_id,
        outcome: req.outcome,
        token_a: quoted.tokens.venue_a,
        token_b: quoted.tokens.venue_b,
        verdict: quoted.pair.verdict as repo.RoutedOrderRow['verdict'],
        alignment: quoted.pair.alignment,
        side: req.side,
        units: req.units,
        amount,
        limit_price: limit,
        plan: quoted.plan,
        idempotency_key: idempotencyKey ?? null,
        request_hash: hash,
      },
      legs,
    );
    if (!row) {
      // A concurrent request with the same key won: finish and answer its order.
      const earlier = await repo.findRoutedByKey(this.deps.sql, walletId, idempotencyKey!);
      return { ...(await this.finish(this.same(earlier!, hash))), replayed: true };
    }
    return this.finish(row);
  }

  async require(walletId: string, routedOrderId: string): Promise<RoutedOrderView> {
    const row = await repo.findRoutedOrder(this.deps.sql, walletId, routedOrderId);
    if (!row) throw new NotFoundError('routed order not found', 'order_not_found');
    return this.view(row);
  }

  private same(earlier: repo.RoutedOrderRow, hash: string): repo.RoutedOrderRow {
    if (earlier.request_hash !== hash)
      throw new ConflictError(
        'this Idempotency-Key was used for another routed order',
        'idempotency_conflict',
      );
    return earlier;
  }

  /** 3 and 4: places the legs not placed yet, one after the other, then marks the parent placed. */
  private async finish(row: repo.RoutedOrderRow): Promise<RoutedOrderView> {
    if (row.state === 'PLACING') {
      for (const leg of await repo.routedLegs(this.deps.sql, row.routed_order_id)) {
        if (leg.order_id !== null || leg.error_code !== null) continue;
        const request = leg.request as LegRequest;
        const key = childKey(row.routed_order_id, leg.venue);
        try {
          const order = await this.deps.orders.place(row.wallet_id, leg.venue, request.order, key, {
            worstPriceCap: request.worst_price_cap,
          });
          await repo.settleLeg(this.deps.sql, row.routed_order_id, leg.venue, { order_id: order.order_id });
        } catch (err) {
          if (!(err instanceof AppError) || err.status >= 500) throw err; // unknown: a repeat finishes it
          // Refused: before anything was held (no order), or by the venue (the order, REJECTED).
          const order = await findByIdempotencyKey(this.deps.sql, row.wallet_id, key);
          await repo.settleLeg(this.deps.sql, row.routed_order_id, leg.venue, {
            order_id: order?.order_id ?? null,
            error: { code: err.code, message: err.message },
          });
          this.deps.log.info(
            { routed_order_id: row.routed_order_id, venue: leg.venue, code: err.code },
            'routed order leg refused; the other legs stand, nothing is re-routed',
          );
        }
      }
      row = { ...row, state: 'PLACED' };
      const placed = await this.view(row);
      // The parent placed, announced with how its legs stood, in the transaction that says so.
      await this.deps.sql.transaction(async (tx) => {
        await repo.markPlaced(tx, row.routed_order_id);
        await recordWalletEvent(tx, row.wallet_id, 'routed_order.placed', placedEvent(placed));
      });
      return placed;
    }
    return this.view(row);
  }

  private async view(row: repo.RoutedOrderRow): Promise<RoutedOrderView> {
    const legs = await Promise.all(
      (await repo.routedLegs(this.deps.sql, row.routed_order_id)).map(async (l) => ({
        venue: l.venue,
        planned: l.planned as RouteLeg,
        order:
          l.order_id === null ? null : ((await findOrder(this.deps.sql, row.wallet_id, l.order_id)) ?? null),
        error: l.error_code === null ? null : { code: l.error_code, message: l.error_message ?? '' },
      })),
    );
    return {
      row,
      status: routedStatus(row.state, legs),
      filled_shares: legs.reduce((s, l) => add(s, l.order?.filled_shares ?? '0'), '0'),
      legs,
    };
  }
}
