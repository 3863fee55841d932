// Trading as its settings describe it: one order service per process (API processes place orders;
// the engine moves them on) and the engine's trading components — paper matcher, expiry sweep, live
// poller, fill outbox and the positions consumer. The venues that execute live are handed in through
// their port (core/live-venue.ts); start-up builds them (bin/wiring/venues.ts).
import type { Leases } from '../../core/lease.ts';
import type { Component } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import type { Venue } from '../../core/market-data.ts';
import { PeriodicTask } from '../../core/periodic.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { expiredOrderIds, openLiveOrderIds } from '../../storage/postgres/repositories/orders.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import type { CatalogSnapshot } from '../market-queries/catalog-snapshot.ts';
import type { Custody } from '../wallets/wallets.ts';
import { FillPublisher, fillOutboxTask } from './fill-outbox.ts';
import { FillsConsumer } from './fills-consumer.ts';
import { OrderService } from './orders.ts';
import { PaperMatcher } from './paper-matcher.ts';
import type { LiveVenue } from '../../core/live-venue.ts';
import type { VenueFees } from '../../core/fees.ts';
import type { VenueOrderRules } from '../../core/venue-order-rules.ts';

/** Trading's settings (start-up fills them from the config: bin/wiring/settings.ts). */
export interface TradingSettings {
  /** Shares assumed at each best price of a book known only by its top, decimal (PAPER_TOP_OF_BOOK_SHARES). */
  topOfBookShares: string;
  /** Between the paper matcher's reloads and the sweeps of expired orders, ms (PAPER_MATCH_REFRESH_S). */
  paperRefreshMs: number;
  /** Between the polls of open live orders, ms (CHAIN_POLL_INTERVAL_S). */
  livePollMs: number;
}

export interface TradingDeps {
  settings: TradingSettings;
  sql: Sql;
  hot: HotState;
  bus: Bus;
  custody: Custody;
  log: Logger;
  /** The catalog orders are validated against. */
  catalog: () => CatalogSnapshot;
  /** The venues whose orders execute live (bin/wiring/venues.ts builds those of the config); the others trade paper. */
  live: Partial<Record<Venue, LiveVenue>>;
  /** Each venue's fee rules (bin/wiring/venues.ts): what paper fills are charged. */
  fees: Readonly<Record<Venue, VenueFees>>;
  /** Each venue's order rules (bin/wiring/venues.ts): what paper and live orders are refused by. */
  orderRules: Readonly<Record<Venue, VenueOrderRules>>;
}

export function createOrderService(d: TradingDeps): OrderService {
  return new OrderService({
    sql: d.sql,
    hot: d.hot,
    catalog: d.catalog,
    custody: d.custody,
    fills: new FillPublisher(d.bus, d.sql),
    log: d.log.child({ component: 'orders' }),
    topOfBookShares: d.settings.topOfBookShares,
    live: d.live,
    fees: d.fees,
    orderRules: d.orderRules,
  });
}

/**
 * What the engine role runs for trading: the positions consumer (started with the other stream
 * consumers), and the tasks. With leases (several engine replicas), one replica runs each periodic
 * task, and the paper matcher matches only on the replica holding `paper-upkeep`.
 */
export function tradingComponents(
  d: Pick<TradingDeps, 'settings' | 'sql' | 'hot' | 'bus' | 'log'> & { leases?: Leases },
  orders: OrderService,
): { consumers: Component[]; tasks: Component[] } {
  const log = d.log.child({ component: 'trading' });
  const everyMs = d.settings.paperRefreshMs;
  const leased = (name: string) => (d.leases ? { lease: d.leases(name) } : {});
  let upkeep: PeriodicTask | undefined = undefined;
  const matcher = new PaperMatcher({
    sql: d.sql,
    hot: d.hot,
    orders,
    log,
    topOfBookShares: d.settings.topOfBookShares,
    active: () => upkeep?.holds() ?? false,
  });
  upkeep = new PeriodicTask(
    'paper-upkeep',
    everyMs,
    async () => {
      for (const id of await expiredOrderIds(d.sql, new Date(), 500)) await orders.expire(id);
      await matcher.reload();
    },
    log,
    leased('paper-upkeep'),
  );
  const tasks: Component[] = [
    matcher,
    upkeep,
    fillOutboxTask(new FillPublisher(d.bus, d.sql), log, 10_000, d.leases?.('fill-outbox')),
  ];
  if (orders.tradesLive()) {
    tasks.push(
      new PeriodicTask(
        'live-order-poller',
        d.settings.livePollMs,
        async () => {
          // A venue that cannot be reached fails every order's poll: the task is degraded (one
          // line with back-off), and each order is polled again next round.
          const ids = await openLiveOrderIds(d.sql, 200);
          let failed = 0;
          let lastError = '';
          for (const id of ids) {
            await orders.pollLive(id).catch((err: unknown) => {
              failed += 1;
              lastError = `order ${id}: ${err instanceof Error ? err.message : String(err)}`;
            });
          }
          if (failed > 0)
            throw new Error(`venue: ${failed} of ${ids.length} live orders not polled (last: ${lastError})`);
        },
        log,
        leased('live-order-poller'),
      ),
    );
  }
  return { consumers: [new FillsConsumer(d.bus, d.sql, log)], tasks };
}
