// The hot-state port: latest prices and books, sparklines, caches and rate-limit counters. Redis in
// production; an in-process store with the same narrow interface in the embedded default.
import type { Component } from '../../core/lifecycle.ts';

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
   * Adds 1 to a counter and returns the new count with the time left on its window; the window
   * (windowMs) starts with the first increment. For fixed-window rate limits.
   */
  incrWindow(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
}
