// The copytrade target watcher: every round, for each address followed by a copytrade that is not
// STOPPED, reads its trades from the Polymarket Data API since its cursor, publishes them to
// trading.target-trades (key: the address), and only then advances the cursor to the newest trade
// time published.
//
// At-least-once, by design: the next round starts AT the cursor's second, not after it, because
// trades of one block share a second and the API may index some of them after the round that saw
// the others. Trades of that second are therefore published again every round until a newer trade
// moves the cursor; a crash between publishing and saving the cursor repeats a round's trades too.
// Consumers act at most once per trade_id (copytrade_decisions' primary key), which absorbs both.
//
// A target's first round starts when its oldest live copytrade was created (never its whole
// history), and a cursor older than that (left from copytrades since STOPPED) is skipped over:
// start = max(cursor, created_at second). A round pages oldest first up to a bound and goes on from
// the newest trade at the next round. One target's failure (time-out, 5xx, a broken answer, no
// network) leaves its cursor as it was and the other targets go on; the task is then degraded (its
// health names how many addresses were not read and why) but never makes the process unready, and
// each failing address is logged with back-off (core/failure-log.ts), not a stack trace per round.
// Every round records how each address's read went (copytrade_target_health): the copytrade routes
// show it as the copytrade's target_health, so its owner sees what /readyz's degraded detail says.
import { FailureLog } from '../../core/failure-log.ts';
import type { Lease } from '../../core/lease.ts';
import { PeriodicTask } from '../../core/periodic.ts';
import type { Logger } from '../../core/logger.ts';
import { counter } from '../../core/metrics.ts';
import { parseTargetTradeMessage, type TargetTradeMessage } from '../../core/trading-events.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import {
  advanceTargetCursor,
  followedTargets,
  type FollowedTarget,
} from '../../storage/postgres/repositories/copytrade-cursors.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import {
  recordTargetReads,
  type TargetReadOutcome,
} from '../../storage/postgres/repositories/copytrade-target-health.ts';
import {
  ACTIVITY_MAX_LIMIT,
  ACTIVITY_MAX_OFFSET,
  DataApiError,
  DEFAULT_TIMEOUT_MS,
  fetchActivity,
  toTargetTrade,
} from '../../venues/polymarket/data-api.ts';

const published = counter(
  'copytrade_target_trades_published_total',
  'Target trades published to trading.target-trades (repeats of the cursor second included)',
);
const failures = counter(
  'copytrade_target_fetch_failures_total',
  'Target activity reads that failed (time-out, HTTP error, unreadable answer)',
);
const rejected = counter(
  'copytrade_target_records_rejected_total',
  'Activity rows of followed addresses that could not be read or were not theirs',
);

export interface TargetWatcherDeps {
  sql: SqlExecutor;
  bus: Bus;
  log: Logger;
  /** Data API base URL (POLYMARKET_DATA_API_URL). */
  dataApiUrl: string;
  fetchImpl?: typeof fetch;
  /** Unix ms; the time a trade was seen at. */
  now?: () => number;
}

export interface TargetWatcherOptions {
  /** Rows per request (≤ 500, the API's cap). */
  pageSize?: number;
  /** Requests per target and round; the next round goes on from the newest trade read. */
  maxPagesPerTarget?: number;
  timeoutMs?: number;
}

export interface RoundSummary {
  targets: number;
  failed: number;
  published: number;
  /** The message of the last failure, when any. */
  lastError?: string;
}

export class TargetWatcher {
  private readonly pageSize: number;
  private readonly maxPages: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  /** Per followed address failing now: its failures, logged with back-off. */
  private readonly failing = new Map<string, FailureLog>();

  constructor(
    private readonly deps: TargetWatcherDeps,
    options: TargetWatcherOptions = {},
  ) {
    this.pageSize = options.pageSize ?? ACTIVITY_MAX_LIMIT;
    // Offsets past the API's cap are refused: 10 pages of 500 end at offset 4 500.
    this.maxPages = Math.min(
      options.maxPagesPerTarget ?? 10,
      Math.floor(ACTIVITY_MAX_OFFSET / this.pageSize) + 1,
    );
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.now = deps.now ?? Date.now;
  }

  /**
   * One round over every followed target; a target that fails is counted, logged and skipped. How
   * each read went is recorded for the copytrade routes (their target_health) at the round's end.
   */
  async round(): Promise<RoundSummary> {
    const targets = await followedTargets(this.deps.sql);
    const summary: RoundSummary = { targets: targets.length, failed: 0, published: 0 };
    const followed = new Set(targets.map((t) => t.target));
    for (const address of this.failing.keys()) if (!followed.has(address)) this.failing.delete(address);
    const outcomes: TargetReadOutcome[] = [];
    for (const target of targets) {
      try {
        summary.published += await this.watch(target);
        outcomes.push({ target: target.target, at: new Date(this.now()) });
        this.failing.get(target.target)?.succeeded();
        this.failing.delete(target.target);
      } catch (err) {
        summary.failed += 1;
        summary.lastError = err instanceof Error ? err.message : String(err);
        outcomes.push({ target: target.target, at: new Date(this.now()), error: userFacing(err) });
        failures.inc();
        this.failureLog(target.target).failed(err);
      }
    }
    await recordTargetReads(this.deps.sql, outcomes);
    return summary;
  }

  private failureLog(target: string): FailureLog {
    let entry = this.failing.get(target);
    if (!entry) {
      entry = new FailureLog(this.deps.log, { target }, 'copytrade target not read; its cursor stays');
      this.failing.set(target, entry);
    }
    return entry;
  }

  /** Reads, publishes and advances one target; returns the trades published. */
  private async watch({ target, since, lastTs }: FollowedTarget): Promise<number> {
    const start = Math.max(lastTs ?? 0, Math.floor(since.getTime() / 1000));
    const messages: TargetTradeMessage[] = [];
    let newest = -1;
    let more = false;
    for (let page = 0; page < this.maxPages; page++) {
      const rows = await fetchActivity(
        this.deps.dataApiUrl,
        target,
        { start, limit: this.pageSize, offset: page * this.pageSize, timeoutMs: this.timeoutMs },
        this.deps.fetchImpl,
      );
      const seenAt = this.now();
      const problems = rows.malformed.map((m) => `row ${page * this.pageSize + m.index}: ${m.reason}`);
      for (const trade of rows.trades) {
        if (trade.proxyWallet !== target) {
          problems.push(`a trade of ${trade.proxyWallet}, not of the address asked about`);
          continue;
        }
        // The API filters by start already; a row before it would be before the copytrade or a repeat.
        if (trade.timestamp < start) continue;
        const message = toTargetTrade(trade, seenAt);
        const checked = parseTargetTradeMessage(JSON.stringify(message));
        if (!checked.ok) {
          problems.push(`${message.trade_id}: ${checked.reason}`);
          continue;
        }
        messages.push(message);
        newest = Math.max(newest, trade.timestamp);
      }
      if (problems.length > 0) {
        rejected.inc(problems.length);
        this.deps.log.warn(
          { target, rows: problems.slice(0, 10), count: problems.length },
          'copytrade target activity rows rejected',
        );
      }
      more = rows.received === this.pageSize;
      if (!more) break;
    }
    // More trades in one second than a round reads would hold the cursor there for good: say so.
    if (more && newest <= start)
      this.deps.log.error(
        { target, start, pages: this.maxPages },
        'copytrade target cursor cannot move: one second holds more trades than a round reads',
      );
    if (messages.length === 0) return 0;
    await this.deps.bus.publish(
      topics.targetTrades,
      messages.map((m) => ({ key: target, value: JSON.stringify(m), decoded: m })),
    );
    published.inc(messages.length);
    await advanceTargetCursor(this.deps.sql, target, newest);
    this.deps.log.debug(
      { target, trades: messages.length, cursor: newest },
      'copytrade target trades published',
    );
    return messages.length;
  }
}

/**
 * What a copytrade's owner is told of a failed read: the Data API's failure as it was (a time-out,
 * an HTTP status and the API's words, an unreadable answer); anything else happened here, after the
 * read (the bus, the database), and its details stay in the log.
 */
function userFacing(err: unknown): string {
  if (err instanceof DataApiError) return `Polymarket Data API: ${err.message}`;
  return "the target's trades could not be passed on (an internal error; retried every round)";
}

/**
 * The engine's periodic task `copytrade-target-watch` (COPYTRADE_POLL_INTERVAL_S apart): degraded
 * while any followed address cannot be read.
 */
export function targetWatchTask(
  deps: TargetWatcherDeps & TargetWatcherOptions,
  intervalMs: number,
  lease?: Lease,
): PeriodicTask {
  const watcher = new TargetWatcher(deps, deps);
  return new PeriodicTask(
    'copytrade-target-watch',
    intervalMs,
    async () => {
      const { failed, targets, lastError } = await watcher.round();
      if (failed > 0)
        throw new Error(`Data API: ${failed} of ${targets} followed addresses not read (${lastError})`);
    },
    deps.log,
    lease ? { lease } : {},
  );
}
