import { Redis } from 'ioredis';
import type { Health } from '../../core/lifecycle.ts';
import type { HotState } from './hot-state.ts';

// INCR and PEXPIRE (only when the key is new) in one round trip, atomically.
const INCR_WINDOW = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

export class RedisHotState implements HotState {
  readonly name = 'redis';
  private redis: Redis | undefined;

  constructor(private readonly url: string) {}

  async start(): Promise<void> {
    this.redis = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
    this.redis.on('error', () => undefined); // reconnects on its own; readiness reports the state
    await this.redis.connect();
    this.redis.defineCommand('incrWindow', { numberOfKeys: 1, lua: INCR_WINDOW });
  }

  async stop(): Promise<void> {
    await this.redis?.quit();
    this.redis = undefined;
  }

  async health(): Promise<Health> {
    return (await this.client().ping()) === 'PONG' ? { ok: true } : { ok: false };
  }

  get(key: string): Promise<string | null> {
    return this.client().get(key);
  }

  async mget(keys: readonly string[]): Promise<(string | null)[]> {
    return keys.length === 0 ? [] : this.client().mget(...keys);
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    if (ttlMs === undefined) await this.client().set(key, value);
    else await this.client().set(key, value, 'PX', ttlMs);
  }

  async mset(entries: ReadonlyMap<string, string>): Promise<void> {
    if (entries.size > 0) await this.client().mset(entries as Map<string, string>);
  }

  async del(keys: readonly string[]): Promise<number> {
    return keys.length === 0 ? 0 : this.client().del(...keys);
  }

  async incrWindow(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const client = this.client() as Redis & {
      incrWindow(key: string, windowMs: number): Promise<[number, number]>;
    };
    const [count, ttlMs] = await client.incrWindow(key, windowMs);
    return { count, ttlMs };
  }

  private client(): Redis {
    if (!this.redis) throw new Error('redis is not started');
    return this.redis;
  }
}
