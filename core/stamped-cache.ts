// A bounded cache of computed answers (texts, or values with a size), each valid while the stamp of
// the data it was computed from is unchanged: the writer of the data changes the stamp after every
// change it makes durable, so an answer is never served after its data changed. Least recently used
// answers leave first once the sizes held pass `maxBytes`; an answer older than `ttlMs` is computed
// again (a bound on staleness for writes that do not change the stamp, such as a bulk import).
// Concurrent misses of one key and stamp share one computation. The LRU is lru-cache's; the stamp
// check, the TTL counted from the start of the computation and the shared misses by key and stamp
// are ours (lru-cache's fetch() shares misses by key alone and starts its TTL when the value is
// stored).

import { LRUCache } from 'lru-cache';

export interface StampedCacheOptions<T> {
  /** Total size of the answers held (bytes, as `sizeOf` counts them). */
  maxBytes: number;
  /** An answer larger than this is computed but not kept. */
  maxEntryBytes: number;
  ttlMs: number;
  /** An answer's size in bytes; texts: their length (ASCII JSON: about their bytes). */
  sizeOf: (value: T) => number;
  now?: () => number;
}

interface Entry<T> {
  stamp: string;
  value: T;
  at: number;
}

export type StampedRead = 'hit' | 'miss' | 'shared';

export class StampedCache<T = string> {
  private readonly entries: LRUCache<string, Entry<T>>;
  /** Computations in flight, by key and stamp. */
  private readonly pending = new Map<string, Promise<T>>();
  private readonly now: () => number;

  constructor(private readonly options: StampedCacheOptions<T>) {
    this.now = options.now ?? Date.now;
    // lru-cache counts sizes from 1 (an empty text weighs 1).
    this.entries = new LRUCache<string, Entry<T>>({
      maxSize: options.maxBytes,
      sizeCalculation: (e) => Math.max(1, options.sizeOf(e.value)),
    });
  }

  /** The answer of `key` computed from data at `stamp`, and whether it was held, shared or computed. */
  async get(key: string, stamp: string, compute: () => Promise<T>): Promise<{ value: T; read: StampedRead }> {
    const held = this.entries.get(key);
    if (held && held.stamp === stamp && this.now() - held.at <= this.options.ttlMs)
      return { value: held.value, read: 'hit' };
    const flight = `${key}\0${stamp}`;
    const running = this.pending.get(flight);
    if (running) return { value: await running, read: 'shared' };
    const at = this.now();
    const computing = compute();
    this.pending.set(flight, computing);
    try {
      const value = await computing;
      if (this.options.sizeOf(value) <= this.options.maxEntryBytes)
        this.entries.set(key, { stamp, value, at });
      else this.entries.delete(key);
      return { value, read: 'miss' };
    } finally {
      this.pending.delete(flight);
    }
  }

  /** Answers held and their total size. */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
