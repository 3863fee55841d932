// GET /series/{series}/markets/{ticker}/candlesticks → candles with dollar prices as decimal text.
// Each candle ends at `end_period_ts` (unix s). `price` is the traded YES price and is all null in a
// period without trades; `yes_bid` / `yes_ask` are the quotes' open/high/low/close. Prices come as
// `*_dollars` text (preferred) or integer cents; volume and open interest as `*_fp` text or integers.
import { centsToDollars } from '../../core/decimal.ts';
import {
  asArray,
  asRecord,
  decimalValue,
  decodeJson,
  epochMs,
  fail,
  firstPresent,
  isRecord,
  parseBoundary,
  priceValue,
  requiredId,
  type ParseResult,
  type RawRecord,
} from '../../core/market-data.ts';

export interface Ohlc {
  open: string | null;
  high: string | null;
  low: string | null;
  close: string | null;
}

export interface KalshiCandle {
  /** End of the period, unix ms (inclusive). */
  end_ts: number;
  volume: string | null;
  open_interest: string | null;
  /** Traded prices; all null when nothing traded in the period. */
  price: Ohlc & { mean: string | null; previous: string | null };
  yes_bid: Ohlc;
  yes_ask: Ohlc;
}

export interface KalshiCandles {
  ticker: string;
  candles: KalshiCandle[];
}

function priceField(obj: RawRecord, base: string, what: string): string | null {
  const key = firstPresent(obj, [`${base}_dollars`, base]);
  if (key === undefined) return null;
  const value = obj[key];
  if (key === base) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      fail(`${what}.${base} must be integer cents`);
    return priceValue(centsToDollars(value), `${what}.${base}`);
  }
  return priceValue(value, `${what}.${key}`);
}

function ohlc(raw: unknown, what: string): Ohlc {
  const obj = isRecord(raw) ? raw : {};
  return {
    open: priceField(obj, 'open', what),
    high: priceField(obj, 'high', what),
    low: priceField(obj, 'low', what),
    close: priceField(obj, 'close', what),
  };
}

function countField(obj: RawRecord, base: string, what: string): string | null {
  const key = firstPresent(obj, [`${base}_fp`, base]);
  return key === undefined ? null : decimalValue(obj[key], `${what}.${key}`);
}

export function parseKalshiCandlesticks(raw: unknown): ParseResult<KalshiCandles> {
  return parseBoundary(raw, () => {
    const body = asRecord(decodeJson(raw), 'Kalshi candlesticks');
    const candles = asArray(body.candlesticks, 'candlesticks').map((item, i): KalshiCandle => {
      const what = `candlesticks[${i}]`;
      const c = asRecord(item, what);
      const p = isRecord(c.price) ? c.price : {};
      return {
        end_ts: epochMs(c.end_period_ts, `${what}.end_period_ts`),
        volume: countField(c, 'volume', what),
        open_interest: countField(c, 'open_interest', what),
        price: {
          ...ohlc(p, `${what}.price`),
          mean: priceField(p, 'mean', `${what}.price`),
          previous: priceField(p, 'previous', `${what}.price`),
        },
        yes_bid: ohlc(c.yes_bid, `${what}.yes_bid`),
        yes_ask: ohlc(c.yes_ask, `${what}.yes_ask`),
      };
    });
    return { ticker: requiredId(body, 'ticker'), candles };
  });
}
