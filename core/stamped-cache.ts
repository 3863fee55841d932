// A bounded cache of computed answers (texts), each valid while the stamp of the data it was
// computed from is unchanged: the writer of the data changes the stamp after every change it makes
// durable, so an answer is never served after its data changed. Least recently used answers leave
// first once the texts held pass `maxBytes`; an answer older than `ttlMs` is computed again (a bound
// on staleness for writes that do not change the stamp, such as a bulk import). Concurrent misses of
// one key and stamp share one computation. The LRU is lru-cache's; the stamp check, the TTL counted
// from the start of the computation and the shared misses by key and stamp are ours (lru-cache's
// fetch() shares misses by key alone and starts its TTL when the value is stored).

import { LRUCache } from 'lru-cache';

export interface StampedCacheOptions {
  /** Total length of the texts held (ASCII JSON: about their bytes). */
  maxBytes: number;
  /** A text longer than this is computed but not kept. */
  maxEntryBytes: number;
  ttlMs: number;
  now?: () => number;
}

interface Entry {
  stamp: string;
  text: string;
  at: number;
}

export type StampedRead = 'hit' | 'miss' | 'shared';

export class StampedCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Computations in flight, by key and stamp. */
  private readonly pending = new Map<string, Promise<string>>();
  private readonly now: () => number;

  constructor(private readonly options: StampedCacheOptions) {
    this.now = options.now ?? Date.now;
    // lru-cache counts sizes from 1 (an empty text weighs 1).
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (e) => Math.max(1, e.text.length),
    });
  }

  /** The text of `key` computed from data at `stamp`, and whether it was held, shared or computed. */
  async get(
    key: string,
    stamp: string,
    compute: () => Promise<string>,
  ): Promise<{ text: string; read: StampedRead }> {
    const held = this.entries.get(key);
    if (held && held.stamp === stamp && this.now() - held.at <= this.options.ttlMs)
      return { text: held.text, read: 'hit' };
    const flight = `${key}\0${stamp}`;
    const running = this.pending.get(flight);
    if (running) return { text: await running, read: 'shared' };
    const at = this.now();
    const computing = compute();
    this.pending.set(flight, computing);
    try {
      const text = await computing;
      if (text.length <= this.options.maxEntryBytes) this.entries.set(key, { stamp, text, at });
      else this.entries.delete(key);
      return { text, read: 'miss' };
    } finally {
      this.pending.delete(flight);
    }
  }

  /** Texts held and their total length. */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
