// In-process hot state for the embedded default: a Map with lazy expiry plus a periodic sweep, and
// publish/subscribe over an EventEmitter (delivered synchronously, in publishing order). Not shared
// between processes; production runs several API processes against Redis. It is an OffsetsCompanion:
// the embedded log bus writes its entries with the committed offsets and restores them on start, so
// after a restart (a crash included) it holds the books, prices and sparklines the engine had
// written for every record the offsets say were processed.
import { EventEmitter } from 'node:events';
import type { Health } from '../../core/lifecycle.ts';
import type { OffsetsCompanion } from '../bus/log-offsets.ts';
import {
  bucketTake,
  checkBucket,
  checkVersion,
  type FencedWrite,
  type HotState,
  type MessageHandler,
  type TokenBucket,
} from './hot-state.ts';

interface Entry {
  value: string;
  expiresAt: number; // epoch ms; Infinity = never
}

/** The captured form: [key, value, expiresAt (epoch ms) or null for never]. */
type CapturedEntry = [string, string, number | null];

export class MemoryHotState implements HotState, OffsetsCompanion {
  readonly name = 'hot-state-memory';
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every write, so an unchanged store is not serialised or written again. */
  private changes = 0;
  private captured: { revision: number; text: string } | undefined;
  private sweeper: NodeJS.Timeout | undefined;
  private readonly channels = new EventEmitter().setMaxListeners(0);

  start(): Promise<void> {
    this.sweeper = setInterval(() => this.sweep(), 10_000);
    this.sweeper.unref();
    return Promise.resolve();
  }

  stop(): Promise<void> {
    clearInterval(this.sweeper);
    this.channels.removeAllListeners();
    return Promise.resolve();
  }

  health(): Promise<Health> {
    return Promise.resolve({ ok: true });
  }

  get(key: string): Promise<string | null> {
    return Promise.resolve(this.live(key)?.value ?? null);
  }

  mget(keys: readonly string[]): Promise<(string | null)[]> {
    return Promise.resolve(keys.map((k) => this.live(k)?.value ?? null));
  }

  set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.changes++;
    this.entries.set(key, { value, expiresAt: ttlMs === undefined ? Infinity : Date.now() + ttlMs });
    return Promise.resolve();
  }

  mset(entries: ReadonlyMap<string, string>): Promise<void> {
    this.changes++;
    for (const [key, value] of entries) this.entries.set(key, { value, expiresAt: Infinity });
    return Promise.resolve();
  }

  del(keys: readonly string[]): Promise<number> {
    this.changes++;
    let removed = 0;
    for (const key of keys) if (this.live(key) && this.entries.delete(key)) removed++;
    return Promise.resolve(removed);
  }

  setFenced(writes: readonly FencedWrite[]): Promise<boolean[]> {
    try {
      for (const w of writes) checkVersion(w.version);
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    this.changes++;
    return Promise.resolve(
      writes.map(({ fenceKey, version, entries }) => {
        const current = this.live(fenceKey)?.value;
        if (current !== undefined && Number(current) > version) return false;
        this.entries.set(fenceKey, { value: String(version), expiresAt: Infinity });
        for (const [key, value] of entries) {
          if (value === null) this.entries.delete(key);
          else this.entries.set(key, { value, expiresAt: Infinity });
        }
        return true;
      }),
    );
  }

  incrWindow(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    this.changes++;
    const now = Date.now();
    const entry = this.live(key);
    if (!entry) {
      this.entries.set(key, { value: '1', expiresAt: now + windowMs });
      return Promise.resolve({ count: 1, ttlMs: windowMs });
    }
    const count = Number(entry.value) + 1;
    entry.value = String(count);
    return Promise.resolve({ count, ttlMs: entry.expiresAt - now });
  }

  /** Buckets live beside the entries, not in them: a request budget is not state to capture. */
  private readonly buckets = new Map<string, { tokens: number; ts: number }>();

  takeTokens(key: string, bucket: TokenBucket, cost = 1): Promise<number> {
    try {
      checkBucket(bucket, cost);
    } catch (err) {
      return Promise.reject(err instanceof Error ? err : new Error(String(err)));
    }
    const now = Date.now();
    const state = this.buckets.get(key) ?? { tokens: bucket.capacity, ts: now };
    const { tokens, waitMs } = bucketTake(state.tokens, now - state.ts, bucket, cost);
    this.buckets.set(key, { tokens, ts: now });
    return Promise.resolve(waitMs);
  }

  publish(channel: string, message: string): Promise<void> {
    this.channels.emit(channel, message);
    return Promise.resolve();
  }

  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>> {
    // Each subscription is its own listener, so subscribing one handler twice needs two unsubscribes.
    const listener = (message: string): void => {
      try {
        handler(message);
      } catch {
        // the subscriber's failure, not the publisher's (see HotState.subscribe)
      }
    };
    this.channels.on(channel, listener);
    return Promise.resolve(() => {
      this.channels.off(channel, listener);
      return Promise.resolve();
    });
  }

  get revision(): number {
    return this.changes;
  }

  capture(): string {
    if (this.captured?.revision === this.changes) return this.captured.text;
    const now = Date.now();
    const out: CapturedEntry[] = [];
    for (const [key, { value, expiresAt }] of this.entries) {
      if (expiresAt > now) out.push([key, value, expiresAt === Infinity ? null : expiresAt]);
    }
    const text = JSON.stringify({ version: 1, entries: out });
    this.captured = { revision: this.changes, text };
    return text;
  }

  /** Replaces every entry with the captured ones still alive. */
  restore(text: string): void {
    const parsed = JSON.parse(text) as { version: number; entries: CapturedEntry[] };
    if (parsed.version !== 1)
      throw new Error(`hot state image: unsupported version ${String(parsed.version)}`);
    const now = Date.now();
    this.entries.clear();
    for (const [key, value, expiresAt] of parsed.entries) {
      if (expiresAt === null || expiresAt > now)
        this.entries.set(key, { value, expiresAt: expiresAt ?? Infinity });
    }
    this.changes++;
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
