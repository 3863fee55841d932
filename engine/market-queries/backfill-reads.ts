// The API's reads of backfilled prices and sparklines (backfill-prices.ts, backfill-sparklines.ts),
// for tokens the engine holds no state for, kept per token while the backfill's stamp in hot state
// is unchanged (storage/hot/market-state.ts readBackfillStamp): the engine's history writer changes
// the stamp after every batch it made durable, so nothing is served after the backfill changed,
// and a token with no backfilled price at all (most of a catalog before its backfill) costs one
// stamp read instead of a ClickHouse query per request. An answer computed while the stamp moved
// is not kept. Entries also expire after MAX_AGE_MS, a bound for rows written by other means.
import { LRUCache } from 'lru-cache';
import type { Venue } from '../../core/market-data.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { readBackfillStamp } from '../../storage/hot/market-state.ts';
import { latestBackfilledPrices, type BackfilledPrice } from './backfill-prices.ts';
import { backfilledSparklines } from './backfill-sparklines.ts';

type TokenRef = { venue: Venue; tokenId: string };

/** Tokens kept per kind of answer (a few hundred bytes each). */
const MAX_TOKENS = 200_000;
const MAX_AGE_MS = 5 * 60_000;

/** One kind of answer per token, null where the token has none, valid under one stamp. */
class StampedAnswers<T> {
  private stamp: string | undefined;
  private readonly answers = new LRUCache<string, { value: T | null }>({ max: MAX_TOKENS, ttl: MAX_AGE_MS });

  constructor(
    private readonly hot: HotState,
    private readonly read: (tokens: readonly TokenRef[]) => Promise<Map<string, T>>,
  ) {}

  async get(tokens: readonly TokenRef[]): Promise<Map<string, T>> {
    const out = new Map<string, T>();
    if (tokens.length === 0) return out;
    const stamp = await readBackfillStamp(this.hot);
    if (stamp !== this.stamp) {
      this.answers.clear();
      this.stamp = stamp;
    }
    const missing: TokenRef[] = [];
    for (const t of tokens) {
      const held = this.answers.get(t.tokenId);
      if (held === undefined) missing.push(t);
      else if (held.value !== null) out.set(t.tokenId, held.value);
    }
    if (missing.length === 0) return out;
    const read = await this.read(missing);
    const keep = this.stamp === stamp;
    for (const t of missing) {
      const value = read.get(t.tokenId) ?? null;
      if (keep) this.answers.set(t.tokenId, { value });
      if (value !== null) out.set(t.tokenId, value);
    }
    return out;
  }
}

export class BackfillReads {
  private readonly prices: StampedAnswers<BackfilledPrice>;
  private readonly sparklineAnswers: StampedAnswers<number[]>;

  constructor(ch: Analytics, hot: HotState) {
    this.prices = new StampedAnswers(hot, (tokens) => latestBackfilledPrices(ch, tokens));
    this.sparklineAnswers = new StampedAnswers(hot, (tokens) => backfilledSparklines(ch, tokens));
  }

  /** The latest backfilled price of each token that has one. */
  latestPrices(tokens: readonly TokenRef[]): Promise<Map<string, BackfilledPrice>> {
    return this.prices.get(tokens);
  }

  /** The backfilled sparkline of each token that has one. */
  sparklines(tokens: readonly TokenRef[]): Promise<Map<string, number[]>> {
    return this.sparklineAnswers.get(tokens);
  }
}
