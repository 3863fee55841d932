// Replays the Polymarket order-book dataset (markets.parquet, labels.parquet,
// quotes/dt=YYYY-MM-DD/*.parquet) as venue_a market data: a market message before each market's
// first quote, two quote messages per recorded row (YES as recorded, NO as its exact complement), a
// closing market message once the replay passes a market's last snapshot. When the data ends, the
// markets whose last snapshot lies beyond the replayed files (the shipped one-day slice, a partial
// copy) close as markets.parquet records, and every market still open gets its final state (last
// quote, last 24 h volume): the catalog ends as the dataset knows it (messages.ts). See ids.ts for
// the derived identifiers, quotes.ts for the order guarantee, pacer.ts for REPLAY_SPEED,
// checkpoint.ts for restarts, progress.ts for the progress lines.
//
// Rows that cannot be published as recorded are dead-lettered with the reason through the
// publisher, never clamped or dropped: a price outside [0, 1] or NaN, a missing slug or ts, a quote
// older than the token's previous one, and a crossed book (ask < bid). Crossed rows are rejected
// rather than published because everything downstream (paper matching, spreads, mids) assumes
// bid ≤ ask, and in this top-of-book poll a crossed pair is an artifact of the two sides being read
// at different moments, not a state anyone could trade; the dead letter keeps the row for inspection.
// A locked book (ask = bid) is published.
import { toDecimal } from '../../core/decimal.ts';
import type { Component, Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import { MARKET_DATA_VERSION, type MarketDataMessage } from '../../core/market-data.ts';
import { counter, gauge } from '../../core/metrics.ts';
import {
  checkDatasetDir,
  idsOf,
  loadReplayCatalog,
  MarketIndex,
  type ReplayCatalog,
  type ReplayMarket,
} from './catalog.ts';
import {
  CheckpointStore,
  type ReplayCheckpoint,
  type ReplayCheckpointStore,
  type ReplayPosition,
} from './checkpoint.ts';
import { marketMessage } from './messages.ts';
import { Pacer, systemClock, type ReplayClock, type ReplaySpeed } from './pacer.ts';
import { PriceTexts, priceProblem, type PriceEntry } from './prices.ts';
import { countQuoteRows, ReplayProgress } from './progress.ts';
import { listQuoteFiles, QuoteFileReader, type QuoteFile, type QuoteRows } from './quotes.ts';

/** The `source` the replay publishes and dead-letters under. */
export const REPLAY_SOURCE = 'replay';

const rowsTotal = counter('ingest_replay_rows_total', 'Recorded quote rows replayed, by outcome', [
  'outcome',
]);
const recordedTime = gauge(
  'ingest_replay_recorded_time_seconds',
  'Recorded time of the last published replay quote (unix s)',
);

/** What the replay needs of MarketDataPublisher. */
export interface ReplayPublisher {
  publish(source: string, messages: readonly MarketDataMessage[]): Promise<void>;
  reject(source: string, payload: unknown, reason: string, key?: string): Promise<void>;
}

export interface ReplayConnectorOptions {
  /** Dataset directory: markets.parquet, labels.parquet (optional), quotes/dt=YYYY-MM-DD/*.parquet. */
  dir: string;
  publisher: ReplayPublisher;
  log: Logger;
  /** 'max' (as fast as the bus takes it) or a multiple of real time. Default 'max'. */
  speed?: ReplaySpeed;
  /** DATA_DIR: the checkpoint lives in DATA_DIR/replay/checkpoint.json. Unset: no checkpoint, every start replays from the beginning. */
  dataDir?: string;
  /** Where checkpoints are kept instead (the ingest role: the database, pg-checkpoints.ts). */
  checkpoints?: ReplayCheckpointStore;
  /** Messages per publish call (quotes come in pairs). Default 4000. */
  batchMessages?: number;
  /** Stop after this many quote rows (published or dead-lettered) in this run; for tests and benchmarks. */
  maxRows?: number;
  /** Recorded gaps longer than this (ms) are not slept through at ×N. Default 10 minutes (5 polls). */
  maxGapMs?: number;
  /** Least time between checkpoint writes, ms (also written at every day's end and when stopping). Default 1000. */
  checkpointIntervalMs?: number;
  /** A catalog already loaded (benchmarks, tests); default: read from `dir`. */
  catalog?: ReplayCatalog;
  /** Wall clock and sleeps for pacing and publish retries; injectable for tests. */
  clock?: ReplayClock;
  /** First wait after a failed publish, doubled per attempt up to retryMaxMs. Defaults 200 / 5000 ms. */
  retryInitialMs?: number;
  retryMaxMs?: number;
  /** Least time between progress log lines, ms (a last one when the replay ends). Default 10 000. */
  progressIntervalMs?: number;
}

export interface ReplaySummary {
  /** finished: the data ended; limit: maxRows reached; stopped: stop() was called. */
  outcome: 'finished' | 'limit' | 'stopped';
  /** Markets given an opening market message in this run. */
  markets: number;
  /** Closing market messages in this run. */
  closed: number;
  /** Final-state market messages of markets still open when the data ended. */
  updated: number;
  /** Quote rows published (each as two quote messages). */
  quotes: number;
  quoteMessages: number;
  /** Rows dead-lettered. */
  rejected: number;
  /** Where this run started, null when from the beginning. */
  resumedFrom: ReplayPosition | null;
  /** Recorded time of the last published quote, unix ms. */
  lastTs: number | null;
  durationMs: number;
  rowsPerSecond: number;
  messagesPerSecond: number;
}

interface Reject {
  payload: Record<string, unknown>;
  reason: string;
  key: string;
}

interface Progress extends ReplayPosition {
  ts: number | null;
  closedThrough: number;
  rowsTotal: number;
}

class StopRequested extends Error {}

type State = 'idle' | 'running' | 'finished' | 'stopped' | 'failed';

export class ReplayConnector implements Component {
  readonly name = 'replay';
  /** Resolves with the summary when the replay ends (data ended, limit, stop); rejects on failure. */
  readonly done: Promise<ReplaySummary>;

  private readonly dir: string;
  private readonly publisher: ReplayPublisher;
  private readonly log: Logger;
  private readonly clock: ReplayClock;
  private readonly store: ReplayCheckpointStore | undefined;
  private readonly batchMessages: number;
  private readonly maxRows: number;
  private readonly checkpointIntervalMs: number;
  private readonly pacer: Pacer | undefined;
  private readonly abort = new AbortController();
  private readonly prices = new PriceTexts();
  private resolveDone!: (summary: ReplaySummary) => void;
  private rejectDone!: (err: unknown) => void;

  private state: State = 'idle';
  private failure: Error | undefined;
  private publishFailing: string | undefined;
  private stopping = false;
  private loop: Promise<void> | undefined;
  private index!: MarketIndex;

  // The batch being built, and what it will have covered once published.
  private batch: MarketDataMessage[] = [];
  private rejects: Reject[] = [];
  private batchRows = 0;
  private batchOpened = 0;
  private batchClosed = 0;
  private batchUpdated = 0;
  private readonly pending: Progress = emptyProgress();
  private covered: Progress = emptyProgress();
  private lastCheckpointAt = -Infinity;

  // Totals of this run (published only).
  private quotes = 0;
  private rejected = 0;
  private opened = 0;
  private closedCount = 0;
  private updatedCount = 0;
  private progress: ReplayProgress | undefined;
  private rowsThisRun = 0;
  private currentFile = '';

  constructor(private readonly options: ReplayConnectorOptions) {
    this.dir = options.dir;
    this.publisher = options.publisher;
    this.log = options.log.child({ component: 'replay' });
    this.clock = options.clock ?? systemClock;
    this.store =
      options.checkpoints ??
      (options.dataDir === undefined ? undefined : new CheckpointStore(options.dataDir));
    this.batchMessages = Math.max(2, options.batchMessages ?? 4000);
    this.maxRows = options.maxRows ?? Infinity;
    this.checkpointIntervalMs = options.checkpointIntervalMs ?? 1000;
    const speed = options.speed ?? 'max';
    if (speed !== 'max' && !(speed > 0))
      throw new RangeError(`replay speed must be "max" or > 0, got ${speed}`);
    this.pacer = speed === 'max' ? undefined : new Pacer(speed, this.clock, options.maxGapMs ?? 10 * 60_000);
    this.done = new Promise<ReplaySummary>((resolve, reject) => {
      this.resolveDone = resolve;
      this.rejectDone = reject;
    });
    // `done` is for whoever wants it; a failure is also logged and shown by health().
    this.done.catch(() => undefined);
  }

  /** Checks the dataset is there, then replays in the background. */
  async start(): Promise<void> {
    if (this.state !== 'idle') return;
    await checkDatasetDir(this.dir);
    this.state = 'running';
    this.loop = this.run().then(
      (summary) => {
        this.state = summary.outcome === 'stopped' ? 'stopped' : 'finished';
        this.resolveDone(summary);
      },
      (err: unknown) => {
        this.failure = err instanceof Error ? err : new Error(String(err));
        this.state = 'failed';
        this.log.error({ err, dir: this.dir }, 'replay failed');
        this.rejectDone(err);
      },
    );
  }

  /** Stops between batches: the publish in flight completes (and is checkpointed), nothing after it starts. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.abort.abort();
    await this.loop;
  }

  health(): Promise<Health> {
    switch (this.state) {
      case 'idle':
        return Promise.resolve({ ok: false, detail: 'not started' });
      case 'running':
        return Promise.resolve(
          this.publishFailing
            ? { ok: false, detail: `publishing failed, retrying: ${this.publishFailing}` }
            : { ok: true, detail: `replaying ${this.currentFile || this.dir}` },
        );
      case 'finished':
        return Promise.resolve({ ok: true, detail: 'finished' });
      case 'stopped':
        return Promise.resolve({ ok: true, detail: 'stopped' });
      case 'failed':
        return Promise.resolve({ ok: false, detail: this.failure?.message ?? 'failed' });
    }
  }

  // ── the loop ───────────────────────────────────────────────────────────────────────────────────

  private async run(): Promise<ReplaySummary> {
    const t0 = performance.now();
    // No local reference: the catalog rows can go once the index holds what it needs.
    this.index = new MarketIndex(this.options.catalog ?? (await loadReplayCatalog(this.dir)));
    const files = await listQuoteFiles(this.dir);
    const checkpoint = await this.store?.load(this.dir);
    const resumedFrom = checkpoint ? positionOf(checkpoint) : null;
    if (checkpoint) {
      this.index.skipClosedBefore(checkpoint.closed_through);
      this.covered = {
        ...positionOf(checkpoint),
        ts: checkpoint.ts,
        closedThrough: checkpoint.closed_through,
        rowsTotal: checkpoint.rows_total,
      };
      Object.assign(this.pending, this.covered);
    }
    const totalRows = await countQuoteRows(files);
    this.progress = new ReplayProgress(
      this.log,
      totalRows,
      this.covered.rowsTotal,
      this.options.progressIntervalMs ?? 10_000,
    );
    this.log.info(
      {
        dir: this.dir,
        files: files.length,
        rows: totalRows,
        markets: this.index.size,
        speed: this.options.speed ?? 'max',
        resumedFrom,
      },
      resumedFrom ? 'replay resuming from checkpoint' : 'replay starting',
    );

    let outcome: ReplaySummary['outcome'] = 'finished';
    try {
      outcome = await this.replayFiles(files, checkpoint);
      if (outcome === 'finished') this.settle();
      if (outcome !== 'stopped') await this.flush();
    } catch (err) {
      if (!(err instanceof StopRequested)) throw err;
      outcome = 'stopped';
    }
    await this.writeCheckpoint(outcome === 'finished');
    this.progress.end(this.covered.rowsTotal);

    const durationMs = performance.now() - t0;
    const seconds = Math.max(durationMs, 1) / 1000;
    const messages = this.quotes * 2 + this.opened + this.closedCount + this.updatedCount;
    const summary: ReplaySummary = {
      outcome,
      markets: this.opened,
      closed: this.closedCount,
      updated: this.updatedCount,
      quotes: this.quotes,
      quoteMessages: this.quotes * 2,
      rejected: this.rejected,
      resumedFrom,
      lastTs: this.covered.ts,
      durationMs: Math.round(durationMs),
      rowsPerSecond: Math.round((this.quotes + this.rejected) / seconds),
      messagesPerSecond: Math.round(messages / seconds),
    };
    this.log.info(
      { ...summary, adoptedMarkets: this.index.adopted, gapsSkipped: this.pacer?.gapsSkipped },
      'replay ended',
    );
    return summary;
  }

  private async replayFiles(
    files: QuoteFile[],
    checkpoint: ReplayCheckpoint | undefined,
  ): Promise<ReplaySummary['outcome']> {
    for (const file of files) {
      if (checkpoint && file.rel < checkpoint.file) continue;
      if (this.stopping) return 'stopped';
      this.currentFile = file.rel;
      // Markets that closed while no data was recorded (missing days, the outage) close now.
      this.sweep(file.dayStart);
      const reader = await QuoteFileReader.open(file);
      let firstGroup = 0;
      let firstRow = 0;
      if (checkpoint && file.rel === checkpoint.file) {
        if (reader.rows === checkpoint.file_rows) {
          firstGroup = checkpoint.row_group;
          firstRow = checkpoint.rows_done;
        } else {
          this.log.warn(
            { file: file.rel, rows: reader.rows, checkpointRows: checkpoint.file_rows },
            'quotes file changed since the checkpoint; replaying it from its start',
          );
        }
      }
      for (let g = firstGroup; g < reader.groups.length; g++) {
        const rows = await reader.read(g);
        const next = await this.replayRows(file, reader.rows, g, rows, g === firstGroup ? firstRow : 0);
        if (next !== 'more') return next;
      }
      this.sweep(file.dayEnd);
      await this.flush();
      if (this.stopping) return 'stopped';
      await this.writeCheckpoint(false);
    }
    return 'finished';
  }

  /** The hot loop: no per-row async, no per-row validation, ids and price texts looked up. */
  private async replayRows(
    file: QuoteFile,
    fileRows: number,
    group: number,
    rows: QuoteRows,
    from: number,
  ): Promise<'more' | 'limit' | 'stopped'> {
    const {
      ts: tsColumn,
      slug: slugColumn,
      bid: bidColumn,
      ask: askColumn,
      segment,
      volume24hr,
      order,
    } = rows;
    const pending = this.pending;
    pending.file = file.rel;
    pending.file_rows = fileRows;
    pending.row_group = group;
    pending.rows_done = from;
    const pacer = this.pacer;
    const prices = this.prices;
    let pacedTs = NaN;
    let lastSlug: string | undefined;
    let market: ReplayMarket | undefined;

    for (let k = from; k < rows.length; k++) {
      // Stopping drops the unpublished part of the batch: it is not covered, a restart replays it.
      if (this.stopping) return 'stopped';
      const i = order === null ? k : order[k]!;
      const ts = tsColumn[i]!;
      if (pacer !== undefined && ts !== pacedTs && !Number.isNaN(ts)) {
        pacedTs = ts;
        const wait = pacer.wait(ts, segment[i] ?? null);
        if (wait >= 1) {
          await this.flush();
          if (this.stopping) return 'stopped';
          await this.clock.sleep(wait, this.abort.signal);
          if (this.stopping) return 'stopped';
        }
      }
      const slug = slugColumn[i];
      if (slug !== lastSlug) {
        lastSlug = slug;
        market =
          typeof slug === 'string' && slug !== ''
            ? (this.index.get(slug) ?? this.index.adopt(slug, ''))
            : undefined;
      }
      const bid = bidColumn[i] ?? null;
      const ask = askColumn[i] ?? null;
      let problem: string | undefined;
      if (market === undefined) problem = 'slug is missing';
      else if (Number.isNaN(ts)) problem = 'ts is missing';
      else if (bid !== null && (typeof bid !== 'number' || !(bid >= 0 && bid <= 1)))
        problem = priceProblem('bid', bid);
      else if (ask !== null && (typeof ask !== 'number' || !(ask >= 0 && ask <= 1)))
        problem = priceProblem('ask', ask);
      else if (bid !== null && ask !== null && ask < bid) problem = `crossed book: ask ${ask} < bid ${bid}`;
      else if (ts < market.lastQuoteTs)
        problem = `out of order: older than the token's previous quote at ${new Date(market.lastQuoteTs).toISOString()}`;

      if (problem !== undefined) {
        this.rejectRow(file, rows, i, problem, market);
      } else {
        const m = market!;
        const ids = m.ids ?? idsOf(m);
        const bidEntry: PriceEntry | null = bid === null ? null : prices.entry(bid);
        const askEntry: PriceEntry | null = ask === null ? null : prices.entry(ask);
        m.bid = bidEntry;
        m.ask = askEntry;
        m.lastQuoteTs = ts;
        const volume = volume24hr?.[i];
        if (typeof volume === 'number') m.volume24hr = volume;
        if (m.openedAt < 0) {
          m.openedAt = ts;
          this.batch.push(
            marketMessage(m, { sourceTs: ts, closed: false, volume24hr: volumeText(m.volume24hr) }),
          );
          this.batchOpened += 1;
        }
        this.batch.push(
          {
            v: MARKET_DATA_VERSION,
            type: 'quote',
            venue: 'venue_a',
            market_id: ids.conditionId,
            token_id: ids.yesTokenId,
            bid: bidEntry === null ? null : bidEntry.text,
            ask: askEntry === null ? null : askEntry.text,
            ts,
          },
          {
            v: MARKET_DATA_VERSION,
            type: 'quote',
            venue: 'venue_a',
            market_id: ids.conditionId,
            token_id: ids.noTokenId,
            bid: askEntry === null ? null : askEntry.complement,
            ask: bidEntry === null ? null : bidEntry.complement,
            ts,
          },
        );
        this.batchRows += 1;
        pending.ts = ts;
        if (ts >= m.closeAt && !m.closed) this.close(m);
      }
      pending.rows_done = k + 1;
      pending.rowsTotal += 1;
      this.rowsThisRun += 1;
      if (this.batch.length >= this.batchMessages || this.rejects.length >= this.batchMessages) {
        await this.flush();
        if (this.stopping) return 'stopped';
      }
      if (this.rowsThisRun >= this.maxRows) return 'limit';
    }
    return 'more';
  }

  private rejectRow(
    file: QuoteFile,
    rows: QuoteRows,
    i: number,
    reason: string,
    market: ReplayMarket | undefined,
  ): void {
    const ts = rows.ts[i]!;
    const number = (v: number | null | undefined) =>
      typeof v === 'number' && !Number.isFinite(v) ? String(v) : (v ?? null);
    this.rejects.push({
      reason,
      key: market ? `venue_a:${idsOf(market).yesTokenId}` : REPLAY_SOURCE,
      payload: {
        file: file.rel,
        row: rows.start + i,
        ts: Number.isNaN(ts) ? null : new Date(ts).toISOString(),
        slug: rows.slug[i] ?? null,
        bid: number(rows.bid[i]),
        ask: number(rows.ask[i]),
        volume24hr: number(rows.volume24hr?.[i]),
        segment: rows.segment[i] ?? null,
      },
    });
  }

  private close(market: ReplayMarket): void {
    market.closed = true;
    const sourceTs = Math.max(market.closeAt, market.openedAt) + 1;
    this.batch.push(
      marketMessage(market, { sourceTs, closed: true, volume24hr: volumeText(market.volume24hr) }),
    );
    this.batchClosed += 1;
  }

  /** Closes every market whose last snapshot lies before `until` and that is not closed yet. */
  private sweep(until: number): void {
    for (const market of this.index.dueBefore(until)) {
      if (!market.closed) this.close(market);
    }
    if (until > this.pending.closedThrough) this.pending.closedThrough = until;
  }

  /**
   * The data ended: close what markets.parquet says closed after the last replayed file, and give
   * each market opened in this run and still open its last quote and 24 h volume (version: its last
   * quote's time, so a later run's opening of the same market never goes below it).
   */
  private settle(): void {
    this.sweep(this.index.closingEnd);
    for (const market of this.index.markets()) {
      if (market.closed || market.openedAt < 0) continue;
      this.batch.push(
        marketMessage(market, {
          sourceTs: market.lastQuoteTs,
          closed: false,
          volume24hr: volumeText(market.volume24hr),
        }),
      );
      this.batchUpdated += 1;
    }
  }

  /** Publishes the batch (retrying while the bus fails), then marks its rows covered. */
  private async flush(): Promise<void> {
    const messages = this.batch;
    const rejects = this.rejects;
    if (messages.length > 0 || rejects.length > 0) {
      this.batch = [];
      this.rejects = [];
      await this.publish(messages, rejects);
      this.quotes += this.batchRows;
      this.rejected += rejects.length;
      this.opened += this.batchOpened;
      this.closedCount += this.batchClosed;
      this.updatedCount += this.batchUpdated;
      if (this.batchRows > 0) rowsTotal.inc({ outcome: 'published' }, this.batchRows);
      if (rejects.length > 0) rowsTotal.inc({ outcome: 'rejected' }, rejects.length);
      this.batchRows = this.batchOpened = this.batchClosed = this.batchUpdated = 0;
    }
    this.covered = { ...this.pending };
    this.progress?.tick(this.covered.rowsTotal);
    if (this.covered.ts !== null) recordedTime.set(this.covered.ts / 1000);
    if (performance.now() - this.lastCheckpointAt >= this.checkpointIntervalMs)
      await this.writeCheckpoint(false);
  }

  private async publish(messages: MarketDataMessage[], rejects: Reject[]): Promise<void> {
    let wait = this.options.retryInitialMs ?? 200;
    for (;;) {
      try {
        await Promise.all([
          messages.length > 0 ? this.publisher.publish(REPLAY_SOURCE, messages) : undefined,
          ...rejects.map((r) => this.publisher.reject(REPLAY_SOURCE, r.payload, r.reason, r.key)),
        ]);
        this.publishFailing = undefined;
        return;
      } catch (err) {
        if (this.stopping) throw new StopRequested();
        this.publishFailing = (err as Error).message;
        this.log.warn({ err, waitMs: wait }, 'replay publish failed; retrying');
        await this.clock.sleep(wait, this.abort.signal);
        if (this.stopping) throw new StopRequested();
        wait = Math.min(wait * 2, this.options.retryMaxMs ?? 5000);
      }
    }
  }

  private async writeCheckpoint(finished: boolean): Promise<void> {
    if (!this.store || this.covered.file === '') return;
    this.lastCheckpointAt = performance.now();
    const c = this.covered;
    const checkpoint: ReplayCheckpoint = {
      file: c.file,
      file_rows: c.file_rows,
      row_group: c.row_group,
      rows_done: c.rows_done,
      ts: c.ts,
      ts_iso: c.ts === null ? null : new Date(c.ts).toISOString(),
      closed_through: c.closedThrough,
      rows_total: c.rowsTotal,
      finished,
      updated_at: new Date().toISOString(),
    };
    try {
      await this.store.save(this.dir, checkpoint);
    } catch (err) {
      // Not fatal: a restart would repeat more, never skip anything.
      this.log.warn({ err, where: this.store.where }, 'writing the replay checkpoint failed');
    }
  }
}

function emptyProgress(): Progress {
  return { file: '', file_rows: 0, row_group: 0, rows_done: 0, ts: null, closedThrough: 0, rowsTotal: 0 };
}

function positionOf(c: ReplayPosition): ReplayPosition {
  return { file: c.file, file_rows: c.file_rows, row_group: c.row_group, rows_done: c.rows_done };
}

function volumeText(value: number | null | undefined): string | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? toDecimal(value) : null;
}
