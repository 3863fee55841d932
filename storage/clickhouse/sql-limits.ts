// What bounds a data team's query (read-only-sql.ts): the engine's own limits, written into the
// statement (time, memory, threads), and the process's (how many run at once, how many bytes of an
// answer are sent). An answer streams: the service holds at most its first HOLD_BYTES before it
// starts sending, and then one chunk at a time, whatever the result's size.
import { Readable } from 'node:stream';
import { E_TIMEOUT, Semaphore, withTimeout, type SemaphoreInterface } from 'async-mutex';
import { BadRequestError, RateLimitedError } from '../../core/errors.ts';

export interface SqlLimits {
  /** ClickHouse max_execution_time, seconds. */
  executionSeconds: number;
  /** What set executionSeconds, as the time limit's error names it: the setting, or a data key's own. */
  executionSource: string;
  /** ClickHouse max_memory_usage, bytes. */
  memoryBytes: number;
  /** Bytes of an encoded answer sent at most. */
  resultBytes: number;
  /** ClickHouse max_threads (0: the engine's default). */
  threads: number;
  /** Queries running at once per process. */
  concurrent: number;
  /** Longest wait for a place among them, milliseconds. */
  queueWaitMs: number;
}

const MIB = 1024 * 1024;

/**
 * The defaults of the SQL_MAX_* settings (core/config.ts; test/unit/sql-limits.test.ts holds the two
 * equal), for a caller that has no configuration: start-up gives the configured ones.
 */
export const DEFAULT_SQL_LIMITS: SqlLimits = {
  executionSeconds: 30,
  executionSource: 'SQL_MAX_EXECUTION_S',
  memoryBytes: 1024 * MIB,
  resultBytes: 1024 * MIB,
  threads: 1,
  concurrent: 2,
  queueWaitMs: 2000,
};

/**
 * The limits of a data key's query: its own time limit where the operator gave it one (bounded by
 * `ceilingSeconds`, SQL_KEY_MAX_EXECUTION_S, should that have been lowered since), else `limits`.
 */
export function keyLimits(
  limits: SqlLimits,
  key: { keyId: string; maxExecutionS: number | null },
  ceilingSeconds: number,
): SqlLimits {
  if (key.maxExecutionS === null) return limits;
  const seconds = Math.min(key.maxExecutionS, ceilingSeconds);
  const source =
    seconds < key.maxExecutionS
      ? `SQL_KEY_MAX_EXECUTION_S (below data key ${key.keyId}'s max_execution_s)`
      : `data key ${key.keyId}'s max_execution_s`;
  return { ...limits, executionSeconds: seconds, executionSource: source };
}

/** The engine's limits as a SETTINGS list (readonly last: it would refuse settings after it). */
export function limitSettings(limits: SqlLimits): string {
  return [
    `max_execution_time = ${limits.executionSeconds}`,
    `max_memory_usage = ${limits.memoryBytes}`,
    `max_threads = ${limits.threads}`,
    // The engine's own count (bytes of result blocks, before encoding): it stops a result that the
    // stream's count below would cut anyway, and bounds one that chDB hands over whole.
    `max_result_bytes = ${limits.resultBytes}`,
    "result_overflow_mode = 'throw'",
    'readonly = 1',
  ].join(', ');
}

/** Bytes of an answer held before its status is sent: a query failing within them answers a clean 400. */
export const HOLD_BYTES = MIB;

/** A query over one of its limits: a 400 that names the setting. */
export class SqlLimitError extends BadRequestError {}

/** Every place for a data team's query is taken: a 429 with Retry-After. */
export class SqlBusyError extends RateLimitedError {
  constructor(retryAfterSeconds: number, running: number) {
    super(retryAfterSeconds);
    this.message = `${running} data-team queries are running, the most this service runs at once (SQL_MAX_CONCURRENT); retry after ${retryAfterSeconds} s`;
  }
}

function isClickHouseError(err: unknown): err is Error & { code?: unknown } {
  // chDB's adapter has its own copy of the client's error class, and chDB's errors cross the
  // worker boundary by name (chdb-worker.ts).
  return (
    err instanceof Error && (err.constructor.name === 'ClickHouseError' || err.name === 'ClickHouseError')
  );
}

/** An error ClickHouse reported about a data team's statement, as the caller's 400; anything else as it is. */
export function sqlError(err: unknown, limits: SqlLimits): unknown {
  if (!isClickHouseError(err)) return err;
  const message = err.message.trim();
  const code = /^Code: (\d+)\./.exec(message)?.[1] ?? (typeof err.code === 'string' ? err.code : undefined);
  // 159 TIMEOUT_EXCEEDED; 160 TOO_SLOW: the engine's estimate that the query would pass max_execution_time.
  if (code === '159' || code === '160') {
    return new SqlLimitError(
      `query cut at its time limit, ${limits.executionSource} = ${limits.executionSeconds} s (max_execution_time): ${message}`,
      'sql_time_limit',
    );
  }
  if (code === '241') {
    return new SqlLimitError(
      `query refused at its memory limit, SQL_MAX_MEMORY_MB = ${limits.memoryBytes / MIB} MiB (max_memory_usage): ${message}`,
      'sql_memory_limit',
    );
  }
  if (code === '396') return resultLimitError(limits, message);
  return new BadRequestError(`query failed: ${message}`, 'invalid_request');
}

function resultLimitError(limits: SqlLimits, detail?: string): SqlLimitError {
  return new SqlLimitError(
    `result cut at its size limit, SQL_MAX_RESULT_MB = ${limits.resultBytes / MIB} MiB (max_result_bytes): narrow the query, or export it in parts${detail ? `: ${detail}` : ''}`,
    'sql_result_limit',
  );
}

/** At most `max` data-team queries at once; the next waits up to `waitMs` for a place, then is refused. */
export class SqlGate {
  /** async-mutex's semaphore: places handed on in arrival order, a release gives back once. */
  private readonly places: SemaphoreInterface;

  constructor(
    private readonly max: number,
    private readonly waitMs: number,
  ) {
    this.places = withTimeout(new Semaphore(max), waitMs, E_TIMEOUT);
  }

  /** A place, and the function that gives it back (once). */
  async acquire(): Promise<() => void> {
    try {
      const [, release] = await this.places.acquire();
      return release;
    } catch (err) {
      if (err !== E_TIMEOUT) throw err;
      // One waits only while every place is taken: `max` queries are running.
      throw new SqlBusyError(Math.max(1, Math.ceil(this.waitMs / 1000)), this.max);
    }
  }
}

/**
 * The answer as a stream of at most `limits.resultBytes`, once its first HOLD_BYTES (or all of it)
 * have come: an error before then rejects, so that the caller answers a 4xx. Past that, an error or
 * the size limit breaks the stream off: a text format gets the reason as its last lines
 * (`__exception__`, as ClickHouse's HTTP interface writes it), and the stream fails, so that the
 * HTTP answer ends without its last chunk and no client takes it for complete. `done` runs once,
 * when the source has been closed (its query no longer runs).
 */
export async function limitedResult(
  source: AsyncIterable<Uint8Array>,
  options: { limits: SqlLimits; textual: boolean; done: () => void },
): Promise<Readable> {
  const { limits, textual, done } = options;
  const chunks = source[Symbol.asyncIterator]();
  const held: Uint8Array[] = [];
  let sent = 0;
  let ended = false;
  const close = async (): Promise<void> => {
    try {
      await chunks.return?.();
    } finally {
      done();
    }
  };
  try {
    while (sent < HOLD_BYTES) {
      const r = await chunks.next();
      if (r.done) {
        ended = true;
        break;
      }
      sent += r.value.byteLength;
      if (sent > limits.resultBytes) throw resultLimitError(limits);
      held.push(r.value);
    }
  } catch (err) {
    await close();
    throw sqlError(err, limits);
  }
  if (ended) await close();

  async function* rest(): AsyncGenerator<Uint8Array> {
    let closed = ended;
    try {
      yield* held.splice(0);
      while (!closed) {
        let r: IteratorResult<Uint8Array>;
        try {
          r = await chunks.next();
        } catch (err) {
          const mapped = sqlError(err, limits);
          if (textual) yield Buffer.from(`\n__exception__\n${(mapped as Error).message}\n`);
          throw mapped;
        }
        if (r.done) break;
        sent += r.value.byteLength;
        if (sent > limits.resultBytes) {
          const err = resultLimitError(limits);
          if (textual) yield Buffer.from(`\n__exception__\n${err.message}\n`);
          throw err;
        }
        yield r.value;
      }
    } finally {
      if (!closed) {
        closed = true;
        await close();
      }
    }
  }
  return Readable.from(rest(), { objectMode: false });
}
