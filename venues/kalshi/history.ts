// Kalshi's past of a market (Trade API v2; kalshi-typescript 3.30.0's MarketApi and HistoricalApi,
// the OpenAPI-generated client, read for paths, parameters and limits):
//   GET /historical/cutoff → {market_settled_ts, trades_created_ts, orders_updated_ts}: markets
//       settled before market_settled_ts keep their candles only under
//       /historical/markets/{ticker}/candlesticks, and trades filled before trades_created_ts are
//       served only by /historical/trades. Newer records, settled or not, come from the live routes.
//   GET /markets/candlesticks?market_tickers=…&start_ts&end_ts&period_interval (the batch form:
//       ≤ 100 tickers and ≤ 10,000 candles per answer, `{markets: [{market_ticker, candlesticks}]}`)
//       and GET /historical/markets/{ticker}/candlesticks (same parameters, `{ticker, candlesticks}`).
//       period_interval is 1, 60 or 1440 minutes; start/end are unix seconds and select candles
//       *ending* in [start, end].
//   GET /markets/trades and GET /historical/trades: `ticker`, `min_ts`, `max_ts` (unix s), `limit` ≤
//       1000, `cursor` (empty when the last page was served) → {trades, cursor}.
// Rate limit (docs.kalshi.com/getting_started/rate_limits): token buckets per tier; Basic reads
// 200 tokens/s at 10 tokens a request = 20 reads/s (Advanced 30, Premier 100, Paragon 200, Prime
// 400); a batch costs each item it names; past the budget Kalshi answers 429 {"error": "too many
// requests"} without Retry-After. So one ticker per batch call costs no more than several.
//
// A candle's price for history: its traded close (`price.close`) when something traded in the
// period, else the midpoint of its quote closes (yes_bid.close, yes_ask.close) — the same kind of
// displayed price Polymarket's history reports; a period with neither gives no point. The NO token's
// price is 1 − YES's. Trades come through parseKalshiTrade (trades.ts): one fill, YES at yes_price
// and NO at 1 − yes_price, with Kalshi's trade_id.
import { complement, mid } from '../../core/decimal.ts';
import {
  asArray,
  asRecord,
  decodeJson,
  epochMs,
  isRecord,
  parseBoundary,
  text,
  type ParseResult,
} from '../../core/market-data/parse-result.ts';
import type { HistoryPrice, HistoryTrade } from '../../core/market-data/schemas.ts';
import type { HistoryRequest } from '../history-request.ts';
import { parseKalshiCandlesticks, type KalshiCandle } from './candlesticks.ts';
import { kalshiPaths } from './endpoints.ts';
import { parseKalshiTrade } from './trades.ts';

/** Candles one batch answer holds at most (kalshi-typescript batchGetMarketCandlesticks). */
export const CANDLES_PER_ANSWER = 10_000;
/** The finest candle: one minute. */
export const CANDLE_PERIOD_MIN = 1;
/** Trades per page (the routes' maximum). */
export const TRADES_PAGE = 1000;

export interface HistoricalCutoff {
  /** Unix ms: markets settled before it are historical (candles under /historical). */
  marketSettledMs: number;
  /** Unix ms: trades filled before it are served by /historical/trades only. */
  tradesCreatedMs: number;
}

export interface MarketTokens {
  ticker: string;
  yes: string;
  no: string;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

function cutoffTime(value: unknown, what: string): number {
  if (typeof value === 'string' && !/^\d+$/.test(value.trim())) {
    const ms = Date.parse(value);
    if (!Number.isFinite(ms)) throw new Error(`${what} is not a time: ${JSON.stringify(value)}`);
    return ms;
  }
  return epochMs(value, what);
}

export function historicalCutoffRequest(): HistoryRequest {
  return { path: kalshiPaths.historicalCutoff };
}

/** The cutoff answer; the times may come as RFC 3339 text or unix seconds. */
export function parseHistoricalCutoff(raw: unknown): ParseResult<HistoricalCutoff> {
  return parseBoundary(raw, () => {
    const body = asRecord(decodeJson(raw), 'historical cutoff');
    return {
      marketSettledMs: cutoffTime(body.market_settled_ts, 'market_settled_ts'),
      tradesCreatedMs: cutoffTime(body.trades_created_ts, 'trades_created_ts'),
    };
  });
}

/** Candles of one market ending in [fromMs, toMs]: the historical route for a market settled before the cutoff. */
export function candlesRequest(
  ticker: string,
  fromMs: number,
  toMs: number,
  historical: boolean,
): HistoryRequest {
  const query = { start_ts: seconds(fromMs), end_ts: seconds(toMs), period_interval: CANDLE_PERIOD_MIN };
  return historical
    ? { path: kalshiPaths.historicalCandlesticks(ticker), query }
    : { path: kalshiPaths.candlesticksBatch, query: { market_tickers: ticker, ...query } };
}

/** The longest window one candles request may name (one ticker at one-minute candles). */
export const CANDLES_WINDOW_MS = CANDLES_PER_ANSWER * CANDLE_PERIOD_MIN * 60_000;

/** Either answer form → the market's candles. */
export function parseCandlesAnswer(raw: unknown, ticker: string): ParseResult<KalshiCandle[]> {
  const decoded = decodeJson(raw);
  if (isRecord(decoded) && Array.isArray(decoded.markets)) {
    const entry = decoded.markets.find((m) => isRecord(m) && m.market_ticker === ticker) as
      Record<string, unknown> | undefined;
    const single = parseKalshiCandlesticks({ ticker, candlesticks: entry?.candlesticks ?? [] });
    return single.ok
      ? { ok: true, value: single.value.candles, info: raw }
      : { ok: false, reason: single.reason, info: raw };
  }
  const single = parseKalshiCandlesticks(decoded);
  return single.ok
    ? { ok: true, value: single.value.candles, info: raw }
    : { ok: false, reason: single.reason, info: raw };
}

/** A candle's displayed price (see the header), or null when the period has neither a trade nor both quotes. */
export function candlePrice(candle: KalshiCandle): string | null {
  if (candle.price.close !== null) return candle.price.close;
  const { close: bid } = candle.yes_bid;
  const { close: ask } = candle.yes_ask;
  return bid !== null && ask !== null ? mid(bid, ask) : null;
}

/** The market's candles as each outcome token's prices (NO = 1 − YES), at each candle's end. */
export function candlesToPrices(
  candles: readonly KalshiCandle[],
  tokens: MarketTokens,
): Map<string, HistoryPrice[]> {
  const yes: HistoryPrice[] = [];
  const no: HistoryPrice[] = [];
  for (const candle of candles) {
    const price = candlePrice(candle);
    if (price === null) continue;
    yes.push({ ts: candle.end_ts, price });
    no.push({ ts: candle.end_ts, price: complement(price) });
  }
  return new Map([
    [tokens.yes, yes],
    [tokens.no, no],
  ]);
}

/** One page of a market's trades filled in [fromMs, toMs]; historical: filled before the cutoff. */
export function tradesRequest(
  ticker: string,
  fromMs: number,
  toMs: number,
  historical: boolean,
  cursor?: string,
): HistoryRequest {
  return {
    path: historical ? kalshiPaths.historicalTrades : kalshiPaths.trades,
    query: {
      ticker,
      min_ts: seconds(fromMs),
      max_ts: seconds(toMs),
      limit: TRADES_PAGE,
      cursor: cursor || undefined,
    },
  };
}

export interface KalshiTradesPage {
  /** Each outcome token's trades of the page. */
  trades: Map<string, HistoryTrade[]>;
  /** The next page's cursor; null after the last page. */
  cursor: string | null;
  malformed: { index: number; reason: string }[];
}

export function parseTradesPage(raw: unknown, tokens: MarketTokens): ParseResult<KalshiTradesPage> {
  return parseBoundary(raw, () => {
    const body = asRecord(decodeJson(raw), 'trades answer');
    const yes: HistoryTrade[] = [];
    const no: HistoryTrade[] = [];
    const malformed: { index: number; reason: string }[] = [];
    asArray(body.trades ?? [], 'trades').forEach((item, index) => {
      const parsed = parseKalshiTrade(item);
      if (!parsed.ok) return void malformed.push({ index, reason: parsed.reason });
      const [y, n] = parsed.value;
      if (y.market_id !== tokens.ticker)
        return void malformed.push({ index, reason: `trade of ${y.market_id}, not ${tokens.ticker}` });
      for (const [into, m] of [
        [yes, y],
        [no, n],
      ] as const)
        into.push({ trade_id: m.trade_id!, ts: m.ts, price: m.price, side: m.side!, size: m.size! });
    });
    const cursor = text(body, 'cursor');
    return {
      trades: new Map([
        [tokens.yes, yes],
        [tokens.no, no],
      ]),
      cursor: cursor === '' ? null : cursor,
      malformed,
    };
  });
}
