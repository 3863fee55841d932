// Candles of one token over [start, end] (GET /markets/candles): from its trades where it has any in
// the range, else from its prices (book mids, the stream's mid ticks, backfilled prices), saying which
// (`basis`); candles from prices have no volume or trade count (null, never 0). Each answer names the
// sources of its rows (live, recording, backfill, sandbox). The range defaults to the token's first
// and latest stored price; an answer holds at most MAX_CANDLE_BUCKETS buckets (400 beyond, so that no
// request reads more than that many buckets' rows at once).
import { BadRequestError } from '../../core/errors.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import {
  priceTimeRange,
  readPriceCandles,
  readTradeCandles,
  type CandleRow,
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
}

export interface Candles {
  basis: 'trades' | 'prices';
  sources: string[];
  /** The range read (unix ms); null when the token has nothing stored. */
  start: number | null;
  end: number | null;
  candles: CandleRow[];
}

export async function candles(ch: Analytics, q: CandlesQuery): Promise<Candles> {
  const bucketMs = CANDLE_INTERVALS[q.interval];
  let { start, end } = q;
  if (start === undefined || end === undefined) {
    const range = await priceTimeRange(ch, q.venue, q.tokenId);
    if (!range) return { basis: 'prices', sources: [], start: start ?? null, end: end ?? null, candles: [] };
    // An open start is the bucket of the first price; an open end the latest price.
    start ??= Math.floor(range.first / bucketMs) * bucketMs;
    end ??= range.last;
  }
  if (start > end) throw new BadRequestError((name) => `${name('start')} must not be after ${name('end')}`);
  const buckets = Math.floor(end / bucketMs) - Math.floor(start / bucketMs) + 1;
  if (buckets > MAX_CANDLE_BUCKETS) {
    throw new BadRequestError(
      `the range holds ${buckets} ${q.interval} buckets, more than ${MAX_CANDLE_BUCKETS}: ask for a shorter range or a longer interval`,
      'too_many_buckets',
    );
  }
  const range = { venue: q.venue, tokenId: q.tokenId, start, end, bucketMs };
  const fromTrades = await readTradeCandles(ch, range);
  const basis = fromTrades.length > 0 ? 'trades' : 'prices';
  const rows = basis === 'trades' ? fromTrades : await readPriceCandles(ch, range);
  const sources = [...new Set(rows.flatMap((r) => r.sources))].sort();
  return { basis, sources, start, end, candles: rows };
}
