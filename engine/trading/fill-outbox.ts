// Fills reach trading.fills from the fills table, which is written in the transaction that settles
// them (an outbox): right after that commit the order service publishes them, and a periodic
// sweep publishes whatever a crash or a bus outage left unpublished. Consumers are idempotent per
// fill id, so a fill published twice is applied once. Fills published while a marking runs are
// marked together in the next one (one statement for many concurrent orders).
import { Batched } from '../../core/batched.ts';
import { toDecimal } from '../../core/decimal.ts';
import { TRADING_EVENTS_VERSION, type FillMessage } from '../../core/trading-events.ts';
import type { Lease } from '../../core/lease.ts';
import type { Logger } from '../../core/logger.ts';
import { PeriodicTask } from '../../core/periodic.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import { markPublished, unpublishedFills, type FillRow } from '../../storage/postgres/repositories/orders.ts';
import type { Sql } from '../../storage/postgres/sql.ts';

export function fillMessage(f: FillRow): FillMessage {
  return {
    v: TRADING_EVENTS_VERSION,
    type: 'fill',
    fill_id: f.fill_id,
    order_id: f.order_id,
    wallet_id: f.wallet_id,
    venue: f.venue as FillMessage['venue'],
    token_id: f.token_id,
    side: f.side,
    price: toDecimal(f.price),
    shares: toDecimal(f.shares),
    usdc: toDecimal(f.usdc),
    fee: toDecimal(f.fee),
    ...(f.role ? { role: f.role } : {}),
    at: f.created_at.toISOString(),
  };
}

export class FillPublisher {
  private readonly marks: Batched<string>;

  constructor(
    private readonly bus: Bus,
    private readonly sql: Sql,
  ) {
    this.marks = new Batched((fillIds) => markPublished(this.sql, fillIds));
  }

  /** Publishes committed fills (keyed by wallet) and marks them published. */
  async publish(fills: readonly FillRow[]): Promise<void> {
    if (fills.length === 0) return;
    await this.bus.publish(
      topics.fills,
      fills.map((f) => {
        const message = fillMessage(f);
        return { key: f.wallet_id, value: JSON.stringify(message), decoded: message };
      }),
    );
    await this.marks.add(fills.map((f) => f.fill_id));
  }

  /** Publishes committed fills, logging (not throwing) a failure: the sweep sends them later. */
  async publishSoon(fills: readonly FillRow[], log: Logger): Promise<void> {
    try {
      await this.publish(fills);
    } catch (err) {
      log.warn({ err, fills: fills.length }, 'fills not published yet; the outbox sweep will');
    }
  }

  /** One sweep: fills older than `graceMs` still unpublished. Returns how many it published. */
  async sweep(graceMs: number, batch = 500): Promise<number> {
    const fills = await unpublishedFills(this.sql, new Date(Date.now() - graceMs), batch);
    await this.publish(fills);
    return fills.length;
  }
}

/** The periodic outbox sweep (engine role). */
export function fillOutboxTask(
  publisher: FillPublisher,
  log: Logger,
  intervalMs: number,
  lease?: Lease,
): PeriodicTask {
  return new PeriodicTask(
    'fill-outbox',
    intervalMs,
    async () => {
      await publisher.sweep(intervalMs);
    },
    log,
    lease ? { lease } : {},
  );
}
