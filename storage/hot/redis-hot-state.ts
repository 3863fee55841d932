import { Redis } from 'ioredis';
import type { Health } from '../../core/lifecycle.ts';
import { counter } from '../../core/metrics.ts';
import { SingleFlight } from '../../core/single-flight.ts';
import {
  checkBucket,
  checkVersion,
  type FencedWrite,
  type HotState,
  type MessageHandler,
  type TokenBucket,
} from './hot-state.ts';

// INCRBY ARGV[2] and PEXPIRE (only when the key is new: its count is the increment) in one round
// trip, atomically.
const INCR_WINDOW = `
local by = tonumber(ARGV[2])
local n = redis.call('INCRBY', KEYS[1], by)
if n == by then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/** incrWindow calls of one key issued in one turn of the event loop, counted by one script call. */
interface CountBatch {
  windowMs: number;
  waiters: { resolve: (w: { count: number; ttlMs: number }) => void; reject: (err: unknown) => void }[];
}

// Fenced writes (HotState.setFenced). ARGV[1] = n; then per write its version, the count of keys it
// sets and the count it deletes; then the values of every set. KEYS: per write its fence key, the
// keys it sets, then the keys it deletes.
const SET_FENCED = `
local n = tonumber(ARGV[1])
local out = {}
local k = 1
local v = 2 + 3 * n
for i = 1, n do
  local version = ARGV[3 * i - 1]
  local sets = tonumber(ARGV[3 * i])
  local dels = tonumber(ARGV[3 * i + 1])
  local current = redis.call('GET', KEYS[k])
  if current == false or tonumber(current) <= tonumber(version) then
    redis.call('SET', KEYS[k], version)
    for j = 1, sets do redis.call('SET', KEYS[k + j], ARGV[v + j - 1]) end
    for j = 1, dels do redis.call('DEL', KEYS[k + sets + j]) end
    out[i] = 1
  else
    out[i] = 0
  end
  k = k + 1 + sets + dels
  v = v + sets
end
return out`;

// Token bucket (HotState.takeTokens): KEYS[1] a hash {tokens, ts}; ARGV capacity, tokens per ms,
// cost. The same rule as bucketTake in hot-state.ts, on the server's clock; the key expires once
// the bucket would be full again anyway.
const TAKE_TOKENS = `
local capacity = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(state[1]) or capacity
local ts = tonumber(state[2]) or now
local elapsed = now - ts
if elapsed < 0 then elapsed = 0 end
tokens = math.min(capacity, tokens + elapsed * perMs)
local wait = 0
if tokens >= cost then tokens = tokens - cost else wait = math.max(1, math.ceil((cost - tokens) / perMs)) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / perMs) + 1000)
return wait`;

/**
 * Keys (or arguments) per Redis command: one command with a whole catalog's keys (165k) holds Redis
 * for its whole run. Longer lists go as several commands, pipelined. Lists are passed as arrays,
 * never spread into a call (a spread of that size overflows the stack: RangeError).
 */
const MAX_KEYS_PER_COMMAND = 10_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const sharedReads = counter(
  'redis_shared_reads_total',
  'Hot-state reads answered by an identical Redis read in flight (single flight), not a command of their own',
);
const countShared = (): void => sharedReads.inc();

/** Client name of the subscriber connection (CLIENT LIST shows it). */
export const SUBSCRIBER_CONNECTION_NAME = 'hot-state-subscriber';

export class RedisHotState implements HotState {
  readonly name = 'redis';
  private redis: Redis | undefined;
  /**
   * The connection in subscribe mode (a Redis connection that subscribes can run nothing else),
   * made on the first subscribe. ioredis subscribes it again to every channel after a reconnect
   * (autoResubscribe); messages published while it was away are lost (see HotState.publish).
   */
  private subscriber: Redis | undefined;
  /** Handlers per subscribed channel; one entry per subscribe call. */
  private readonly handlers = new Map<string, Set<{ handler: MessageHandler }>>();

  /**
   * Reads in flight, by their keys: a read of the same keys issued meanwhile shares the answer
   * (single flight), so a burst of identical requests (the same tokens' prices, say) costs Redis
   * and this client one command. It is never older than a read of its own would be by more than
   * that command's round trip (overlapping, not cached: nothing is kept once it answers), and every
   * write through this client ends the sharing (forgets the reads in flight), so a read issued after
   * a write of this process sees it (commands on one connection run in order). Counters
   * (incrWindow, takeTokens) do not: their keys are read only by their own scripts, which answer
   * the count themselves, and a rate limit counts nearly every request (ending the sharing on each
   * left almost nothing shared under load).
   */
  private readonly inFlight = new SingleFlight<(string | null)[]>();
  /**
   * Counts waiting for the end of this turn of the event loop, by key: a rate limit counts nearly
   * every request against the same few keys (one per client IP or credential), and a burst's counts
   * go as one INCRBY, each caller answered its own place in it (count − n + i), as n INCRs in a row
   * would have answered.
   */
  private readonly counting = new Map<string, CountBatch>();

  constructor(private readonly url: string) {}

  async start(): Promise<void> {
    // Auto-pipelining: the commands that concurrent requests issue in one turn of the event loop go
    // out in one write (a socket write costs tens of µs of CPU here: under load a syscall per
    // command was most of this client's cost). Order per connection is kept.
    this.redis = new Redis(this.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 2,
      enableOfflineQueue: false,
      enableAutoPipelining: true,
    });
    this.redis.on('error', () => undefined); // reconnects on its own; readiness reports the state
    await this.redis.connect();
    this.redis.defineCommand('incrWindow', { numberOfKeys: 1, lua: INCR_WINDOW });
    this.redis.defineCommand('setFenced', { lua: SET_FENCED });
    this.redis.defineCommand('takeTokens', { numberOfKeys: 1, lua: TAKE_TOKENS });
  }

  async stop(): Promise<void> {
    this.handlers.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    await subscriber?.quit().catch(() => subscriber.disconnect());
    await this.redis?.quit();
    this.redis = undefined;
  }

  async health(): Promise<Health> {
    return (await this.client().ping()) === 'PONG' ? { ok: true } : { ok: false };
  }

  async get(key: string): Promise<string | null> {
    return (
      await this.shared([key], () =>
        this.client()
          .get(key)
          .then((v) => [v]),
      )
    )[0]!;
  }

  async mget(keys: readonly string[]): Promise<(string | null)[]> {
    if (keys.length === 0) return [];
    return this.shared(keys, async () => {
      const client = this.client();
      const parts = await Promise.all(chunks(keys, MAX_KEYS_PER_COMMAND).map((part) => client.mget(part)));
      return parts.flat();
    });
  }

  /** The answer of a read of these keys in flight, else of `read` (each caller its own copy). */
  private async shared(
    keys: readonly string[],
    read: () => Promise<(string | null)[]>,
  ): Promise<(string | null)[]> {
    return (await this.inFlight.run(keys.join('\u0000'), read, countShared)).slice();
  }

  /** Before any write: reads issued from now on do not share one issued before it. */
  private writing(): void {
    this.inFlight.forget();
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.writing();
    if (ttlMs === undefined) await this.client().set(key, value);
    else await this.client().set(key, value, 'PX', ttlMs);
  }

  async mset(entries: ReadonlyMap<string, string>): Promise<void> {
    this.writing();
    const client = this.client();
    await Promise.all(chunks([...entries], MAX_KEYS_PER_COMMAND).map((part) => client.mset(new Map(part))));
  }

  async del(keys: readonly string[]): Promise<number> {
    this.writing();
    const client = this.client();
    const counts = await Promise.all(chunks(keys, MAX_KEYS_PER_COMMAND).map((part) => client.del(part)));
    return counts.reduce((a, b) => a + b, 0);
  }

  /** Each write is fenced on its own, so a long list is sent as several scripts (arguments stay bounded). */
  async setFenced(writes: readonly FencedWrite[]): Promise<boolean[]> {
    this.writing();
    const parts: FencedWrite[][] = [];
    let part: FencedWrite[] = [];
    let args = 0;
    for (const w of writes) {
      // Its fence key, version and counts, and a key and a value per entry.
      const size = 2 * w.entries.size + 4;
      if (part.length > 0 && args + size > MAX_KEYS_PER_COMMAND) {
        parts.push(part);
        part = [];
        args = 0;
      }
      part.push(w);
      args += size;
    }
    if (part.length > 0) parts.push(part);
    return (await Promise.all(parts.map((p) => this.setFencedScript(p)))).flat();
  }

  private async setFencedScript(writes: readonly FencedWrite[]): Promise<boolean[]> {
    if (writes.length === 0) return [];
    const keys: string[] = [];
    const head: string[] = [String(writes.length)];
    const values: string[] = [];
    for (const { fenceKey, version, entries } of writes) {
      checkVersion(version);
      keys.push(fenceKey);
      const deleted: string[] = [];
      for (const [key, value] of entries) {
        if (value === null) deleted.push(key);
        else {
          keys.push(key);
          values.push(value);
        }
      }
      for (const key of deleted) keys.push(key);
      head.push(String(version), String(entries.size - deleted.length), String(deleted.length));
    }
    // Arrays, not spread arguments: one write holds a whole partition's keys (tens of thousands with
    // a full catalog), and spread into a call — twice with auto-pipelining — they overflowed the
    // stack (ioredis flattens the arrays itself, without a call).
    const client = this.client() as Redis & {
      setFenced(numberOfKeys: number, ...args: string[][]): Promise<number[]>;
    };
    const accepted = await client.setFenced(keys.length, keys, head, values);
    return accepted.map((a) => a === 1);
  }

  incrWindow(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    if (!this.redis) return Promise.reject(new Error('redis is not started'));
    let batch = this.counting.get(key);
    if (!batch || batch.windowMs !== windowMs) {
      const started: CountBatch = { windowMs, waiters: [] };
      this.counting.set(key, started);
      setImmediate(() => void this.countBatch(key, started));
      batch = started;
    }
    const waiters = batch.waiters;
    return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
  }

  private async countBatch(key: string, batch: CountBatch): Promise<void> {
    if (this.counting.get(key) === batch) this.counting.delete(key);
    const n = batch.waiters.length;
    try {
      const client = this.client() as Redis & {
        incrWindow(key: string, windowMs: number, by: number): Promise<[number, number]>;
      };
      const [count, ttlMs] = await client.incrWindow(key, batch.windowMs, n);
      batch.waiters.forEach((w, i) => w.resolve({ count: count - n + i + 1, ttlMs }));
    } catch (err) {
      for (const w of batch.waiters) w.reject(err);
    }
  }

  async takeTokens(key: string, bucket: TokenBucket, cost = 1): Promise<number> {
    checkBucket(bucket, cost);
    const client = this.client() as Redis & { takeTokens(key: string, ...args: string[]): Promise<number> };
    return client.takeTokens(key, String(bucket.capacity), String(bucket.perSecond / 1000), String(cost));
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.client().publish(channel, message);
  }

  async subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>> {
    const subscriber = this.subscriberConnection();
    let handlers = this.handlers.get(channel);
    if (!handlers) this.handlers.set(channel, (handlers = new Set()));
    const entry = { handler };
    handlers.add(entry);
    const unsubscribe = async (): Promise<void> => {
      if (!handlers.delete(entry) || handlers.size > 0 || this.handlers.get(channel) !== handlers) return;
      this.handlers.delete(channel);
      // Commands on one connection run in order: a later subscribe to this channel comes after this.
      if (this.subscriber === subscriber) await subscriber.unsubscribe(channel).catch(() => undefined);
    };
    try {
      // Also when the channel is subscribed already: resolves once Redis has confirmed it.
      await subscriber.subscribe(channel);
    } catch (err) {
      await unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  private subscriberConnection(): Redis {
    this.client(); // started?
    if (!this.subscriber) {
      const subscriber = new Redis(this.url, {
        connectionName: SUBSCRIBER_CONNECTION_NAME,
        maxRetriesPerRequest: 2,
      });
      subscriber.on('error', () => undefined); // reconnects (and resubscribes) on its own
      subscriber.on('message', (channel: string, message: string) => {
        for (const { handler } of [...(this.handlers.get(channel) ?? [])]) {
          try {
            handler(message);
          } catch {
            // the subscriber's failure, not the publisher's (see HotState.subscribe)
          }
        }
      });
      this.subscriber = subscriber;
    }
    return this.subscriber;
  }

  private client(): Redis {
    if (!this.redis) throw new Error('redis is not started');
    return this.redis;
  }
}
