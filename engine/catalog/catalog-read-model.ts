// The in-process catalog read model of the api role. Every market's latest message is loaded from
// ClickHouse into a CatalogSnapshot (events, sort orders, search index, statistics); a timer asks
// ClickHouse for the catalog version every refreshMs and rebuilds the snapshot only when it changed.
// Listings are therefore served from memory; what they show lags the engine's catalog writes by at
// most about refreshMs plus the load time.
import type { Component, Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import type { MarketMessage } from '../../core/market-data.ts';
import { counter, gauge, histogram } from '../../core/metrics.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import { catalogVersion, loadCatalogMessages } from '../../storage/clickhouse/catalog.ts';
import { CatalogSnapshot, type SnapshotOptions } from './catalog-snapshot.ts';

const loadSeconds = histogram('catalog_read_model_load_seconds', 'Time to load and index the catalog', []);
const refreshFailures = counter('catalog_read_model_refresh_failures_total', 'Catalog refreshes that failed');
const marketsGauge = gauge('catalog_read_model_markets', 'Markets in the served catalog', ['venue']);
const skippedMessages = counter(
  'catalog_read_model_unreadable_total',
  'Stored catalog messages that did not parse',
);

export interface CatalogReadModelOptions extends SnapshotOptions {
  /** Milliseconds between catalog-version checks. 2 s: listings follow the catalog within seconds
   * while the check (one count over the markets table) stays negligible. */
  refreshMs?: number;
  /** Readiness fails when no check succeeded for this long (ms). Default 10 × refreshMs. */
  staleAfterMs?: number;
}

export class CatalogReadModel implements Component {
  readonly name = 'catalog-read-model';
  /** The process cannot serve without it: it decides readiness. */
  readonly essential = true;
  private snapshot: CatalogSnapshot | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private lastCheck = 0;
  private lastError: string | undefined;
  private stopped = false;
  private readonly refreshMs: number;
  private readonly staleAfterMs: number;

  constructor(
    private readonly ch: Analytics,
    private readonly log: Logger,
    private readonly options: CatalogReadModelOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 2000;
    this.staleAfterMs = options.staleAfterMs ?? 10 * this.refreshMs;
  }

  /** Loads the catalog once (the api serves no listing before it), then keeps it fresh. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.refresh();
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  health(): Promise<Health> {
    const snapshot = this.snapshot;
    if (!snapshot) return Promise.resolve({ ok: false, detail: this.lastError ?? 'catalog not loaded' });
    const age = Date.now() - this.lastCheck;
    const detail = `${snapshot.marketCount} markets, version ${snapshot.version}, checked ${Math.round(age / 1000)} s ago`;
    if (age > this.staleAfterMs)
      return Promise.resolve({ ok: false, detail: `${detail}; ${this.lastError ?? 'stale'}` });
    return Promise.resolve({ ok: true, detail });
  }

  /** The snapshot being served. */
  current(): CatalogSnapshot {
    if (!this.snapshot) throw new Error('the catalog read model is not started');
    return this.snapshot;
  }

  /**
   * Checks the catalog version and reloads when it changed; resolves when done. Concurrent calls
   * share one run. Throws when the first load fails; later failures keep the old snapshot.
   */
  refresh(): Promise<void> {
    this.running ??= this.check().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.refresh()
        .catch(() => undefined) // counted and logged in check()
        .finally(() => this.schedule());
    }, this.refreshMs);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    try {
      const version = await catalogVersion(this.ch);
      if (version !== this.snapshot?.version) await this.load(version);
      this.lastCheck = Date.now();
      this.lastError = undefined;
    } catch (err) {
      refreshFailures.inc();
      this.lastError = (err as Error).message;
      this.log.error({ err }, 'catalog refresh failed');
      throw err;
    }
  }

  private async load(version: string): Promise<void> {
    const end = loadSeconds.startTimer();
    const t0 = Date.now();
    const rows = await loadCatalogMessages(this.ch);
    const messages: MarketMessage[] = [];
    for (const row of rows) {
      try {
        messages.push(JSON.parse(row) as MarketMessage);
      } catch {
        skippedMessages.inc();
      }
    }
    const snapshot = new CatalogSnapshot(version, messages, this.options);
    snapshot.warmSearch();
    // The first load is news; every later one (each catalog change, every few seconds while a
    // venue is polled) is routine.
    const first = this.snapshot === undefined;
    this.snapshot = snapshot;
    end();
    marketsGauge.set({ venue: 'venue_a' }, snapshot.statistics.venue_a.total_markets);
    marketsGauge.set({ venue: 'venue_b' }, snapshot.statistics.venue_b.total_markets);
    this.log[first ? 'info' : 'debug'](
      { version, markets: snapshot.marketCount, events: snapshot.events.length, ms: Date.now() - t0 },
      'catalog loaded',
    );
  }
}
