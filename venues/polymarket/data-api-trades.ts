// A market's past trades from Polymarket's Data API (docs.polymarket.com "Get trades for a user or
// markets", GET https://data-api.polymarket.com/trades): `market` = condition id(s), `limit`
// (default 100, 0..10000), `offset` (0..10000: deeper pages are refused with 400, so a market's
// trades older than its newest ~10,000 cannot be read here — the price history still covers them),
// `takerOnly` (default true: one row per match, the taker's side, which is what the market channel's
// last_trade_price reports). Rows come newest first; there is no time filter on this route.
// Rate limit: /trades 200 requests / 10 s within the Data API's 1,000 / 10 s, throttled (delayed)
// rather than refused (docs.polymarket.com/api-reference/rate-limits).
//
// There is no trade id: a trade is named by its transaction hash (what the market channel's
// last_trade_price carries as transaction_hash, so a trade seen live and by backfill shares it),
// with token and side beside it. Prices are read on the tick grid (tick-precision.ts: 0.7400000004
// → 0.74) and sizes through their shortest text; timestamps are block times in unix seconds.
import { compare, tryDecimal } from '../../core/decimal.ts';
import {
  asArray,
  asRecord,
  decodeJson,
  fail,
  parseBoundary,
  requiredId,
  type ParseResult,
  type RawRecord,
} from '../../core/market-data/parse-result.ts';
import type { HistoryTrade } from '../../core/market-data/schemas.ts';
import type { HistoryRequest } from '../history-request.ts';
import { tradePrice } from './tick-precision.ts';

/** Rows asked for per page: 1,000 keeps an answer under ~1 MB. */
export const TRADES_PAGE = 1000;
/** The deepest offset the Data API serves. */
export const TRADES_MAX_OFFSET = 10_000;

const HASH = /^0x[0-9a-fA-F]{64}$/;

/** GET /trades of one market, newest first. */
export function marketTradesRequest(
  conditionId: string,
  offset: number,
  limit = TRADES_PAGE,
): HistoryRequest {
  if (!Number.isInteger(offset) || offset < 0 || offset > TRADES_MAX_OFFSET)
    throw new RangeError(`offset must be 0..${TRADES_MAX_OFFSET}: ${offset}`);
  return { path: '/trades', query: { market: conditionId, limit, offset, takerOnly: true } };
}

/** One trade of a market as its token's history holds it. */
export interface MarketTrade {
  token_id: string;
  trade: HistoryTrade;
}

function readRow(row: RawRecord): MarketTrade {
  const side = row.side;
  if (side !== 'BUY' && side !== 'SELL') fail(`side is not BUY or SELL: ${JSON.stringify(side)}`);
  const hash = row.transactionHash;
  if (typeof hash !== 'string' || !HASH.test(hash))
    fail(`transactionHash is not a hash: ${JSON.stringify(hash)}`);
  const size = tryDecimal(row.size);
  if (size === undefined || compare(size, '0') <= 0)
    fail(`size is not positive: ${JSON.stringify(row.size)}`);
  const ts = row.timestamp;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts) || ts < 0)
    fail(`timestamp is not unix seconds: ${JSON.stringify(ts)}`);
  return {
    token_id: requiredId(row, 'asset'),
    trade: {
      trade_id: hash.toLowerCase(),
      ts: ts * 1000,
      price: tradePrice(row.price),
      side: side === 'BUY' ? 'buy' : 'sell',
      size,
    },
  };
}

export interface TradesPage {
  /** Rows the answer held: a page shorter than asked for is the last. */
  received: number;
  trades: MarketTrade[];
  /** Rows that could not be read, with the reason. */
  malformed: { index: number; reason: string }[];
}

export function parseMarketTrades(raw: unknown): ParseResult<TradesPage> {
  return parseBoundary(raw, () => {
    const rows = asArray(decodeJson(raw), 'trades answer');
    const page: TradesPage = { received: rows.length, trades: [], malformed: [] };
    rows.forEach((item, index) => {
      const parsed = parseBoundary(item, () => readRow(asRecord(item, `trades[${index}]`)));
      if (parsed.ok) page.trades.push(parsed.value);
      else page.malformed.push({ index, reason: parsed.reason });
    });
    return page;
  });
}
