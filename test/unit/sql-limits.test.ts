// The process's side of a data team's query limits (storage/clickhouse/sql-limits.ts): an answer
// held until its first MiB, then streamed and broken off at the size limit; the places for queries.
import assert from 'node:assert/strict';
import { sqlLimitsOf } from '../../bin/wiring/backends.ts';
import { loadConfig } from '../../core/config.ts';
import { AppError } from '../../core/errors.ts';
import {
  DEFAULT_SQL_LIMITS,
  HOLD_BYTES,
  limitedResult,
  SqlBusyError,
  SqlGate,
} from '../../storage/clickhouse/sql-limits.ts';

const MIB = 1024 * 1024;
const limits = sqlLimitsOf({
  SQL_MAX_EXECUTION_S: 10,
  SQL_MAX_MEMORY_MB: 64,
  SQL_MAX_RESULT_MB: 3,
  SQL_MAX_THREADS: 1,
  SQL_MAX_CONCURRENT: 1,
  SQL_QUEUE_WAIT_MS: 0,
});

/** A source of `n` chunks of `size` bytes that fails with `error` after them, and tells whether it was closed. */
function source(
  n: number,
  size: number,
  error?: Error,
): { chunks: AsyncGenerator<Uint8Array>; closed: () => boolean } {
  let closed = false;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    try {
      for (let i = 0; i < n; i++) yield await Promise.resolve(Buffer.alloc(size, 0x61));
      if (error) throw error;
    } finally {
      closed = true;
    }
  }
  return { chunks: chunks(), closed: () => closed };
}

function clickHouseError(message: string): Error {
  const err = new Error(message);
  err.name = 'ClickHouseError';
  return err;
}

async function drain(stream: AsyncIterable<Buffer>): Promise<{ bytes: Buffer; error?: unknown }> {
  const parts: Buffer[] = [];
  try {
    for await (const chunk of stream) parts.push(chunk);
    return { bytes: Buffer.concat(parts) };
  } catch (error) {
    return { bytes: Buffer.concat(parts), error };
  }
}

describe('data-team query limits (sql-limits.ts)', () => {
  it('should default to the limits the settings give when none is set', () => {
    assert.deepEqual(DEFAULT_SQL_LIMITS, sqlLimitsOf(loadConfig({})));
  });

  it('should pass a result under the size limit whole and close its source once', async () => {
    const s = source(5, 100_000);
    let done = 0;
    const out = await drain(await limitedResult(s.chunks, { limits, textual: true, done: () => done++ }));
    assert.equal(out.error, undefined);
    assert.equal(out.bytes.length, 500_000);
    assert.deepEqual([s.closed(), done], [true, 1]);
  });

  it('should reject before the answer starts when the engine fails within the first MiB, naming the limit', async () => {
    const s = source(
      1,
      1000,
      clickHouseError('Code: 241. DB::Exception: Query memory limit exceeded. (MEMORY_LIMIT_EXCEEDED)'),
    );
    let done = 0;
    await assert.rejects(
      limitedResult(s.chunks, { limits, textual: true, done: () => done++ }),
      (err: unknown) => {
        assert.ok(err instanceof AppError);
        assert.deepEqual([err.status, err.code], [400, 'sql_memory_limit']);
        assert.match(err.message, /SQL_MAX_MEMORY_MB = 64 MiB \(max_memory_usage\)/);
        return true;
      },
    );
    assert.equal(done, 1);
  });

  it('should reject a result over the size limit within the first MiB before the answer starts', async () => {
    const small = sqlLimitsOf({
      SQL_MAX_EXECUTION_S: 10,
      SQL_MAX_MEMORY_MB: 64,
      SQL_MAX_RESULT_MB: 1,
      SQL_MAX_THREADS: 1,
      SQL_MAX_CONCURRENT: 1,
      SQL_QUEUE_WAIT_MS: 0,
    });
    const s = source(10, 300_000);
    await assert.rejects(
      limitedResult(s.chunks, { limits: small, textual: true, done: () => undefined }),
      /SQL_MAX_RESULT_MB = 1 MiB/,
    );
    assert.ok(s.closed());
  });

  it('should break a text answer off past the size limit with an __exception__ line, and close its source', async () => {
    const s = source(100, 256 * 1024);
    let done = 0;
    const out = await drain(await limitedResult(s.chunks, { limits, textual: true, done: () => done++ }));
    assert.ok(out.error instanceof AppError && out.error.code === 'sql_result_limit', String(out.error));
    const text = out.bytes.toString('latin1');
    const marker = text.indexOf('\n__exception__\n');
    assert.equal(marker, 3 * MIB, 'everything under the limit, then the reason');
    assert.match(text.slice(marker), /SQL_MAX_RESULT_MB = 3 MiB/);
    assert.deepEqual([s.closed(), done], [true, 1]);
  });

  it('should break a Parquet answer off without writing text into it', async () => {
    const s = source(100, 256 * 1024);
    const out = await drain(await limitedResult(s.chunks, { limits, textual: false, done: () => undefined }));
    assert.ok(out.error instanceof AppError);
    assert.equal(out.bytes.length, 3 * MIB);
  });

  it('should close the source when the client goes away mid-answer', async () => {
    const s = source(100, 256 * 1024);
    let done = 0;
    const stream = await limitedResult(s.chunks, { limits, textual: true, done: () => done++ });
    for await (const chunk of stream) {
      assert.ok(chunk.length > 0);
      break; // destroys the stream
    }
    await new Promise<void>((resolve) =>
      done > 0 ? resolve() : stream.once('close', () => setImmediate(resolve)),
    );
    assert.deepEqual([s.closed(), done], [true, 1]);
  });

  it('should hold at most the first MiB before the answer starts', async () => {
    let pulled = 0;
    async function* counted(): AsyncGenerator<Uint8Array> {
      for (let i = 0; i < 100; i++) {
        pulled++;
        yield await Promise.resolve(Buffer.alloc(64 * 1024));
      }
    }
    const stream = await limitedResult(counted(), { limits, textual: true, done: () => undefined });
    assert.equal(pulled, HOLD_BYTES / (64 * 1024));
    stream.destroy();
  });

  it('should give a waiting query the place a finished one gives back, and refuse one that waits too long', async () => {
    const gate = new SqlGate(1, 60_000);
    const first = await gate.acquire();
    let secondGot = false;
    const second = gate.acquire().then((release) => {
      secondGot = true;
      return release;
    });
    await Promise.resolve();
    assert.equal(secondGot, false);
    first();
    first(); // a second give-back of the same place changes nothing
    const releaseSecond = await second;
    const impatient = new SqlGate(1, 0);
    const held = await impatient.acquire();
    await assert.rejects(impatient.acquire(), (err: unknown) => {
      assert.ok(err instanceof SqlBusyError);
      assert.deepEqual([err.status, err.retryAfterSeconds], [429, 1]);
      assert.match(err.message, /SQL_MAX_CONCURRENT/);
      return true;
    });
    held();
    (await impatient.acquire())();
    releaseSecond();
    (await gate.acquire())();
  });
});
