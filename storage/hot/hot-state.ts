// The hot-state port: latest prices and books, sparklines, caches and rate-limit counters, and a
// small publish/subscribe (the engine tells API processes what changed). Redis in production; an
// in-process store with the same narrow interface in the embedded default.
import type { Component } from '../../core/lifecycle.ts';

/** Called with each message published on a subscribed channel, in publishing order. */
export type MessageHandler = (message: string) => void;

/** A group of keys written together only if no newer version of them was written before. */
export interface FencedWrite {
  /** Holds the version of the group's last accepted write. */
  readonly fenceKey: string;
  /** A safe integer, e.g. the unix ms of the newest input the values reflect. */
  readonly version: number;
  /** Values to set; null deletes the key (a value that no longer holds, e.g. a price of an emptied book). */
  readonly entries: ReadonlyMap<string, string | null>;
}

/** A token bucket's shape: the burst it allows and its steady rate. */
export interface TokenBucket {
  capacity: number;
  perSecond: number;
}

export interface HotState extends Component {
  get(key: string): Promise<string | null>;
  /** Values in key order; null where missing. */
  mget(keys: readonly string[]): Promise<(string | null)[]>;
  /** ttlMs: time to live in milliseconds; omitted = no expiry. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets many keys at once (no expiry). */
  mset(entries: ReadonlyMap<string, string>): Promise<void>;
  del(keys: readonly string[]): Promise<number>;
  /**
   * For each write, atomically: if the version stored at its fenceKey is absent or not above
   * `version`, sets the entries (no expiry) and stores `version`; otherwise leaves everything as it is.
   * An equal version is accepted (a redelivered batch writes its state again). Returns, in order,
   * whether each write was accepted. So a writer that lost its partition and still finishes an old
   * batch can never overwrite what the new owner wrote from newer input.
   */
  setFenced(writes: readonly FencedWrite[]): Promise<boolean[]>;
  /**
   * Adds 1 to a counter and returns the new count with the time left on its window; the window
   * (windowMs) starts with the first increment. For fixed-window rate limits. The counter is read
   * through this call only, never through get or mget (a read of it may share one in flight).
   */
  incrWindow(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /**
   * A token bucket shared by every process on this store: takes `cost` tokens from the bucket at
   * `key` (holding at most `bucket.capacity`, refilled at `bucket.perSecond`, full when new) if it
   * holds that many, atomically, and answers 0; otherwise takes nothing and answers the
   * milliseconds until it would hold them. Time is the store's clock (Redis TIME), so processes
   * with skewed clocks share one rate. For request budgets towards a venue (ingest/backfill). The
   * bucket is read through this call only, never through get or mget (as incrWindow's counter).
   */
  takeTokens(key: string, bucket: TokenBucket, cost?: number): Promise<number>;
  /**
   * Sends a message to every current subscriber of the channel, in any process sharing this store.
   * Fire and forget: nothing is kept for subscribers that are not there (or not connected) now.
   */
  publish(channel: string, message: string): Promise<void>;
  /**
   * Calls handler with each message published on the channel from the moment the returned promise
   * resolves until the returned unsubscribe function is called (or the store stops). A handler's
   * exception is not the publisher's: it is swallowed (handlers log their own failures).
   */
  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>>;
}

/** The bucket's tokens after `elapsedMs` of refill, and the wait (0: taken) for `cost` of them: both placements' rule. */
export function bucketTake(
  tokens: number,
  elapsedMs: number,
  bucket: TokenBucket,
  cost: number,
): { tokens: number; waitMs: number } {
  const perMs = bucket.perSecond / 1000;
  const filled = Math.min(bucket.capacity, tokens + Math.max(0, elapsedMs) * perMs);
  if (filled >= cost) return { tokens: filled - cost, waitMs: 0 };
  return { tokens: filled, waitMs: Math.max(1, Math.ceil((cost - filled) / perMs)) };
}

export function checkBucket(bucket: TokenBucket, cost: number): void {
  if (!(bucket.perSecond > 0) || !(bucket.capacity >= cost) || !(cost > 0))
    throw new RangeError(
      `token bucket needs perSecond > 0 and capacity >= cost > 0, got ${JSON.stringify({ ...bucket, cost })}`,
    );
}

/** Fence versions are compared as numbers in both placements (Lua numbers are doubles): safe integers only. */
export function checkVersion(version: number): void {
  if (!Number.isSafeInteger(version) || version < 0)
    throw new RangeError(`fence version must be a non-negative safe integer, got ${version}`);
}
