// Candles of one token over [start, end] (GET /markets/candles): from its trades where it has any in
// the range, else from its prices (book mids, the stream's mid ticks, backfilled prices), saying which
// (`basis`); candles from prices have no volume or trade count (null, never 0). Each answer names the
// sources of its rows (live, recording, backfill, sandbox). The range defaults to the token's first
// and latest stored price; an answer holds at most MAX_CANDLE_BUCKETS buckets (400 beyond, so that no
// request reads more than that many buckets' rows at once; a whole life, read in the one query that
// finds its range, is refused after it: at most one row per minute of the token's rollup).
import { BadRequestError } from '../../core/errors.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { readRecordsStamp, type RecordsStamp } from '../../storage/hot/market-state.ts';
import { LRUCache } from 'lru-cache';
import {
  priceTimeRange,
  readCandles,
  bucketsOf,
  type CandleRow,
  type CandlesRead,
} from '../../storage/clickhouse/candles.ts';

/** The intervals a caller may ask for, as Polymarket's and Kalshi's charts offer them. */
export const CANDLE_INTERVALS = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
} as const;
export type CandleInterval = keyof typeof CANDLE_INTERVALS;

/** At most this many buckets in one answer (a day of minutes is 1,440; a year of days 366). */
export const MAX_CANDLE_BUCKETS = 5000;

export interface CandlesQuery {
  venue: string;
  tokenId: string;
  interval: CandleInterval;
  /** Unix ms, inclusive; defaults: the token's first and latest stored price. */
  start?: number;
  end?: number;
  /** The stamp of the token's trades (candlesStamp): a token found without any under it is not counted again. */
  tradesStamp?: string;
}

export interface Candles {
  basis: 'trades' | 'prices';
  sources: string[];
  /** The range read (unix ms); null when the token has nothing stored. */
  start: number | null;
  end: number | null;
  candles: CandleRow[];
}

/**
 * Tokens this process found to have trades: their candles are read with the trades at once, the
 * others from their prices with a count of their trades (storage/clickhouse/candles.ts readCandles).
 * A token's trades are only ever added (until their five-year retention), and only the form of the
 * read depends on this, never the answer. At most TRADED_MAX, then forgotten all at once.
 */
const traded = new Set<string>();
const TRADED_MAX = 100_000;

/**
 * Tokens a whole life's read found without a trade, by the stamp of their trades it was read under:
 * while that stamp is unchanged they still have none, and their prices are read without counting
 * them (the count is about a tenth of such a read, bench:candles). Forgotten after UNTRADED_TTL_MS,
 * the bound for trades written around the engine (an import), which change no stamp.
 */
const UNTRADED_TTL_MS = 300_000;
const untraded = new LRUCache<string, string>({ max: TRADED_MAX, ttl: UNTRADED_TTL_MS });

/** readCandles, told what this process knows of the token's trades, and learning it. */
async function read(
  ch: Analytics,
  r: Parameters<typeof readCandles>[1],
  tradesStamp: string | undefined,
): Promise<CandlesRead> {
  const key = `${r.venue}\u0000${r.tokenId}`;
  const none = tradesStamp !== undefined && untraded.get(key) === tradesStamp;
  const answer = await readCandles(ch, r, { traded: traded.has(key), untraded: none });
  if (answer.traded && !traded.has(key)) {
    if (traded.size >= TRADED_MAX) traded.clear();
    traded.add(key);
  }
  if (!answer.traded && !('start' in r) && tradesStamp !== undefined) untraded.set(key, tradesStamp);
  return answer;
}

export async function candles(ch: Analytics, q: CandlesQuery): Promise<Candles> {
  const bucketMs = CANDLE_INTERVALS[q.interval];
  const tooMany = (buckets: number) =>
    new BadRequestError(
      `the range holds ${buckets} ${q.interval} buckets, more than ${MAX_CANDLE_BUCKETS}: ask for a shorter range or a longer interval`,
      'too_many_buckets',
    );
  const token = { venue: q.venue, tokenId: q.tokenId, bucketMs };
  const answer = (read: CandlesRead, start: number | null, end: number | null): Candles => ({
    basis: read.basis,
    sources: [...new Set(read.rows.flatMap((r) => r.sources))].sort(),
    start,
    end,
    candles: read.rows,
  });
  if (q.start === undefined && q.end === undefined) {
    // The whole life, its range found by the same query.
    const life = await read(ch, token, q.tradesStamp);
    if (life.span && life.span.buckets > MAX_CANDLE_BUCKETS) throw tooMany(life.span.buckets);
    return answer(life, life.span?.start ?? null, life.span?.end ?? null);
  }
  let { start, end } = q;
  if (start === undefined || end === undefined) {
    const range = await priceTimeRange(ch, q.venue, q.tokenId);
    if (!range) return { basis: 'prices', sources: [], start: start ?? null, end: end ?? null, candles: [] };
    // An open start is the bucket of the first price; an open end the latest price.
    start ??= Math.floor(range.first / bucketMs) * bucketMs;
    end ??= range.last;
  }
  if (start > end) throw new BadRequestError((name) => `${name('start')} must not be after ${name('end')}`);
  const buckets = bucketsOf(start, end, bucketMs);
  if (buckets > MAX_CANDLE_BUCKETS) throw tooMany(buckets);
  return answer(await read(ch, { ...token, start, end }, q.tradesStamp), start, end);
}

/**
 * The stamps of what a token's candles are read from (storage/hot/market-state.ts readRecordsStamp):
 * `records`, of its records written by the engine's market-state writer and of the backfill (an
 * answer computed under a `records` that is still current was computed from all of them), and
 * `trades`, of its trades alone (CandlesQuery.tradesStamp).
 */
export function candlesStamp(hot: HotState, tokenId: string): Promise<RecordsStamp> {
  return readRecordsStamp(hot, tokenId);
}
