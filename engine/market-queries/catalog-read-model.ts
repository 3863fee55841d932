// The in-process catalog read model of the api role. On start every market's latest message is
// loaded from ClickHouse into a CatalogSnapshot (events, sort orders, search index, statistics);
// then a timer asks ClickHouse every refreshMs for the rows written since (storage/clickhouse/
// catalog.ts catalogChangesSince) and applies them as changes, a slice at a time (bounded work per
// change, never a reload). Listings are served from memory; what they show lags the engine's
// catalog writes by about refreshMs.
import type { Component, Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import type { MarketMessage } from '../../core/market-data.ts';
import { counter, gauge, histogram } from '../../core/metrics.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import {
  catalogChangesSince,
  catalogClock,
  catalogWrittenThrough,
  loadCatalogMessages,
  type CatalogChangeRow,
} from '../../storage/clickhouse/catalog.ts';
import { CatalogSnapshot, type SnapshotOptions } from './catalog-snapshot.ts';
import { StringInterner } from './intern.ts';

const loadSeconds = histogram('catalog_read_model_load_seconds', 'Time to load and index the catalog', []);
const applySeconds = histogram(
  'catalog_read_model_apply_seconds',
  'Time to apply one slice of catalog changes (the event loop is held for it)',
  [],
  [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
);
const changesTotal = counter('catalog_read_model_changes_total', 'Changed catalog rows read and applied');

/**
 * How long after its write time a row may become visible: a row's write time is taken when its
 * insert starts, so an insert that finishes after a later one shows up behind it. A look at server
 * time T has therefore read every row written by T − OVERLAP_MS; the next look starts there. Rows
 * read twice inside that window are skipped as applied (not newer than the market's version).
 */
const OVERLAP_MS = 5000;
/** Changes applied per turn of the event loop: 50 held it ≤ 84 ms on the full catalog, loaded machine (bench/catalog-memory.ts). */
const APPLY_SLICE = 50;
const refreshFailures = counter('catalog_read_model_refresh_failures_total', 'Catalog refreshes that failed');
const marketsGauge = gauge('catalog_read_model_markets', 'Markets in the served catalog', ['venue']);
const skippedMessages = counter(
  'catalog_read_model_unreadable_total',
  'Stored catalog messages that did not parse',
);

export interface CatalogReadModelOptions extends SnapshotOptions {
  /** Milliseconds between looks for catalog changes. 2 s: listings follow the catalog within seconds
   * while the look (a filter on the write-time column, skipped by its minmax index) stays negligible. */
  refreshMs?: number;
  /** Readiness fails when no check succeeded for this long (ms). Default 10 × refreshMs. */
  staleAfterMs?: number;
  /** How long after its write time a row may become visible (ms); default OVERLAP_MS. */
  overlapMs?: number;
}

export class CatalogReadModel implements Component {
  readonly name = 'catalog-read-model';
  /** The process cannot serve without it: it decides readiness. */
  readonly essential = true;
  private snapshot: CatalogSnapshot | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private lastCheck = 0;
  /** Newest write time (unix ms) of the catalog rows applied: the snapshot's version. */
  private cursor = 0;
  /**
   * Every row written at or before this (server time, unix ms) has been read. It follows the
   * server's clock, not the newest row: reading from `cursor − overlapMs` instead read a bulk
   * write's rows again on every look until something newer was written (14,809 rows, 0.6–1.3 s of
   * chDB every 2 s, after bench:load's catalog load).
   */
  private settled = 0;
  private lastError: string | undefined;
  private stopped = false;
  private readonly refreshMs: number;
  private readonly staleAfterMs: number;
  private readonly overlapMs: number;

  constructor(
    private readonly ch: Analytics,
    private readonly log: Logger,
    private readonly options: CatalogReadModelOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 2000;
    this.staleAfterMs = options.staleAfterMs ?? 10 * this.refreshMs;
    this.overlapMs = options.overlapMs ?? OVERLAP_MS;
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
   * Loads the catalog (first call) or applies what changed since; resolves when done. Concurrent
   * calls share one run. Throws when the first load fails; later failures keep the current catalog.
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
      if (this.snapshot) await this.follow(this.snapshot);
      else await this.load();
      this.lastCheck = Date.now();
      this.lastError = undefined;
    } catch (err) {
      refreshFailures.inc();
      this.lastError = (err as Error).message;
      this.log.error({ err }, 'catalog refresh failed');
      throw err;
    }
  }

  private async load(): Promise<void> {
    const end = loadSeconds.startTimer();
    const t0 = Date.now();
    // Taken before the load: rows written during it are read again as changes.
    const clock = await catalogClock(this.ch);
    const through = await catalogWrittenThrough(this.ch);
    const snapshot = new CatalogSnapshot(
      String(through),
      parseCatalogRows(await loadCatalogMessages(this.ch)),
      this.options,
    );
    snapshot.warmSearch();
    this.snapshot = snapshot;
    this.cursor = through;
    this.settled = clock - this.overlapMs;
    end();
    this.countMarkets(snapshot);
    this.log.info(
      {
        version: snapshot.version,
        markets: snapshot.marketCount,
        events: snapshot.events.length,
        ms: Date.now() - t0,
      },
      'catalog loaded',
    );
  }

  /** Applies the rows written since `settled`, APPLY_SLICE at a time with a turn of the event loop between. */
  private async follow(snapshot: CatalogSnapshot): Promise<void> {
    const clock = await catalogClock(this.ch);
    const rows = await catalogChangesSince(this.ch, this.settled);
    await this.apply(snapshot, rows);
    this.settled = Math.max(this.settled, clock - this.overlapMs);
  }

  private async apply(snapshot: CatalogSnapshot, rows: readonly CatalogChangeRow[]): Promise<void> {
    if (rows.length === 0) return;
    let changed = 0;
    for (let i = 0; i < rows.length; i += APPLY_SLICE) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      const slice = rows.slice(i, i + APPLY_SLICE);
      const end = applySeconds.startTimer();
      const through = Math.max(this.cursor, ...slice.map((r) => r.written));
      const change = snapshot.apply(String(through), parseCatalogRows(slice.map((r) => r.message)));
      end();
      this.cursor = through;
      changed += change.changed.length + change.removed.length;
    }
    changesTotal.inc(rows.length);
    if (changed > 0) {
      this.countMarkets(snapshot);
      this.log.debug(
        { version: snapshot.version, rows: rows.length, events: changed },
        'catalog changes applied',
      );
    }
  }

  private countMarkets(snapshot: CatalogSnapshot): void {
    marketsGauge.set({ venue: 'venue_a' }, snapshot.statistics.venue_a.total_markets);
    marketsGauge.set({ venue: 'venue_b' }, snapshot.statistics.venue_b.total_markets);
  }
}

/** Parses stored catalog messages (unreadable ones counted and left out), their repeated texts interned. */
export function parseCatalogRows(rows: readonly string[]): MarketMessage[] {
  const interner = new StringInterner();
  const messages: MarketMessage[] = [];
  for (const row of rows) {
    try {
      const m = JSON.parse(row) as MarketMessage;
      interner.intern(m.market);
      interner.intern(m.event);
      messages.push(m);
    } catch {
      skippedMessages.inc();
    }
  }
  return messages;
}
