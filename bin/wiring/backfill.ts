// The backfill scheduler the ingest role runs beside the live connectors (BACKFILL=on and the
// `polymarket` or `kalshi` source): one filler per live venue, each venue host behind its own
// request budget (the BACKFILL_*_PER_* settings, shared on the hot store by every ingest replica),
// and the engine's stored spans as the scheduler's resume point (ingest imports no engine code:
// the reader is handed in here).
import type { Config } from '../../core/config.ts';
import type { Logger } from '../../core/logger.ts';
import { storedSpans } from '../../engine/market-queries/stored-spans.ts';
import { HostBudget } from '../../ingest/backfill/budget.ts';
import { KalshiFiller } from '../../ingest/backfill/kalshi-filler.ts';
import { PolymarketFiller } from '../../ingest/backfill/polymarket-filler.ts';
import { BackfillScheduler, type BackfillOptions } from '../../ingest/backfill/scheduler.ts';
import { budgetedTransport } from '../../ingest/backfill/transport.ts';
import type { MarketDataPublisher } from '../../ingest/publisher.ts';
import type { SourceName } from '../../ingest/auto-sources.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';

export interface BackfillBackends {
  bus: Bus;
  hot: HotState;
  analytics: Analytics;
}

/** The venue hosts' budgets as the config sets them. */
export function backfillLimits(config: Config) {
  return {
    prices: {
      host: 'polymarket.prices-history',
      requests: config.BACKFILL_POLYMARKET_PRICES_PER_10S,
      windowMs: 10_000,
    },
    trades: {
      host: 'polymarket.data-api-trades',
      requests: config.BACKFILL_POLYMARKET_TRADES_PER_10S,
      windowMs: 10_000,
    },
    kalshi: { host: 'kalshi', requests: config.BACKFILL_KALSHI_READS_PER_S, windowMs: 1000 },
  };
}

/** The scheduler for these sources, or undefined when backfill is off or no live venue is a source. */
export function backfillFromConfig(
  config: Config,
  sources: ReadonlySet<SourceName>,
  backends: BackfillBackends,
  publisher: MarketDataPublisher,
  log: Logger,
): BackfillScheduler | undefined {
  if (config.BACKFILL !== 'on' || !(sources.has('polymarket') || sources.has('kalshi'))) return undefined;
  const { hot } = backends;
  const limits = backfillLimits(config);
  const budgets: HostBudget[] = [];
  const transport = (baseUrl: string, limit: (typeof limits)[keyof typeof limits]) => {
    const budget = new HostBudget(hot, limit);
    budgets.push(budget);
    return budgetedTransport({ baseUrl, budget, log });
  };
  const fillers: BackfillOptions['fillers'] = {};
  if (sources.has('polymarket'))
    fillers.venue_a = new PolymarketFiller(
      transport(config.POLYMARKET_CLOB_URL, limits.prices),
      transport(config.POLYMARKET_DATA_API_URL, limits.trades),
    );
  if (sources.has('kalshi'))
    fillers.venue_b = new KalshiFiller(transport(config.KALSHI_API_URL, limits.kalshi));
  return new BackfillScheduler({
    bus: backends.bus,
    hot,
    publisher,
    log,
    spans: (tokens, kind) => storedSpans(backends.analytics, tokens, kind),
    fillers,
    lookbackMs: config.BACKFILL_LOOKBACK_DAYS * 86_400_000,
    concurrency: config.BACKFILL_CONCURRENCY,
    onStop: () => budgets.forEach((b) => b.stop()),
  });
}
