// Polymarket's public Data API (https://data-api.polymarket.com): an address's trades, read from
// GET /activity?user=…&type=TRADE&start=…&sortBy=TIMESTAMP&sortDirection=ASC&limit=…&offset=…, for
// the copytrade target watcher. No credentials.
//
// Quirks handled here (docs.polymarket.com "Get user activity", and recorded answers in
// test/fixtures/polymarket-data-api):
// - The answer is a plain array. `limit` is clamped to 500; `offset` above 5000 is refused with 400
//   ("max historical activity offset of 5000 exceeded"): deeper history is read by moving `start`.
// - `timestamp` is the block time in unix seconds; `start` is inclusive. Several trades share a
//   second (one block), and their order within it is not given.
// - Numbers are JSON numbers (size 199.372308, price 0.7400000004: a ratio of amounts, not always a
//   tick) and are read through their shortest text (toDecimal), never with float arithmetic.
// - Rows of other types (SPLIT, MERGE, REDEEM, REWARD, *_REBATE…) carry asset "" and side "" and
//   are skipped; /trades?user= rows have no `type` and no `usdcSize` and are read as trades.
// - There is no trade id: transaction hash, token and side stand for one (so two maker fills of
//   the same token and side in one transaction share an id, and a consumer acts on the first).
// Errors: no answer, a time-out or a non-2xx status → DataApiError; a row that cannot be read is
// reported with its index and reason, never dropped silently.
import { compare, mul, tryDecimal, type DecimalString } from '../../core/decimal.ts';
import { fail, isRecord, parseBoundary, type RawRecord } from '../../core/market-data/parse-result.ts';
import { TRADING_EVENTS_VERSION, type TargetTradeMessage } from '../../core/trading-events.ts';

export const DATA_API_URL = 'https://data-api.polymarket.com';
/** The largest page the API serves; larger limits are clamped to it. */
export const ACTIVITY_MAX_LIMIT = 500;
/** The deepest offset the API accepts. */
export const ACTIVITY_MAX_OFFSET = 5000;
/** Default time-out of one request (ms): the Data API answers in well under a second when healthy. */
export const DEFAULT_TIMEOUT_MS = 10_000;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;

/** The Data API could not be reached, timed out, or answered non-2xx (`status` null: no answer). */
export class DataApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DataApiError';
  }
}

/** One trade of an address, as the Data API reports it; decimals exact. */
export interface ActivityTrade {
  /** The trading address (the proxy wallet), lower case. */
  proxyWallet: string;
  /** Block time, unix seconds. */
  timestamp: number;
  conditionId: string;
  /** The outcome token id. */
  asset: string;
  side: 'BUY' | 'SELL';
  price: DecimalString;
  size: DecimalString;
  /** USDC of the trade when the API gives it (/activity does, /trades does not). */
  usdcSize: DecimalString | null;
  /** Lower case. */
  transactionHash: string;
}

export type ActivityRecord =
  | { kind: 'trade'; trade: ActivityTrade }
  /** Activity of another type (MERGE, REDEEM, REWARD…): not a trade. */
  | { kind: 'other'; type: string };

export interface ActivityPage {
  /** Rows the API returned, whatever they were: a page of `limit` rows means there may be more. */
  received: number;
  trades: ActivityTrade[];
  /** Rows of other activity types, left out. */
  skipped: number;
  /** Rows that could not be read, with their index in the page. */
  malformed: { index: number; reason: string }[];
}

export interface ActivityQuery {
  /** Unix seconds, inclusive. */
  start: number;
  /** Rows per page, 1..500. */
  limit: number;
  /** Rows to skip, 0..5000. */
  offset?: number;
  timeoutMs?: number;
}

function unixSeconds(value: unknown): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
    fail(`timestamp is not unix seconds: ${JSON.stringify(value)}`);
  return n;
}

function matching(obj: RawRecord, key: string, pattern: RegExp, what: string): string {
  const value = obj[key];
  if (typeof value !== 'string' || !pattern.test(value))
    fail(`${key} is not ${what}: ${JSON.stringify(value)}`);
  return value;
}

function decimal(obj: RawRecord, key: string): DecimalString {
  const value = tryDecimal(obj[key]);
  if (value === undefined) fail(`${key} is not a decimal: ${JSON.stringify(obj[key])}`);
  return value;
}

function readTrade(row: RawRecord): ActivityTrade {
  const side = row.side;
  if (side !== 'BUY' && side !== 'SELL') fail(`side is not BUY or SELL: ${JSON.stringify(side)}`);
  const price = decimal(row, 'price');
  if (compare(price, '0') <= 0 || compare(price, '1') > 0) fail(`price is not in (0, 1]: ${price}`);
  const size = decimal(row, 'size');
  if (compare(size, '0') <= 0) fail(`size is not positive: ${size}`);
  const usdcSize = row.usdcSize === undefined || row.usdcSize === null ? null : decimal(row, 'usdcSize');
  if (usdcSize !== null && compare(usdcSize, '0') < 0) fail(`usdcSize is negative: ${usdcSize}`);
  return {
    proxyWallet: matching(row, 'proxyWallet', ADDRESS, 'an address').toLowerCase(),
    timestamp: unixSeconds(row.timestamp),
    conditionId: matching(row, 'conditionId', HASH, 'a condition id'),
    asset: matching(row, 'asset', /^\d+$/, 'a token id'),
    side,
    price,
    size,
    usdcSize,
    transactionHash: matching(row, 'transactionHash', HASH, 'a transaction hash').toLowerCase(),
  };
}

/** One row of /activity (or /trades?user=): a trade, another kind of activity, or the reason it cannot be read. */
export function parseActivityRecord(
  raw: unknown,
): { ok: true; value: ActivityRecord } | { ok: false; reason: string } {
  const result = parseBoundary(raw, (): ActivityRecord => {
    if (!isRecord(raw)) fail('activity row is not an object');
    const type = raw.type;
    if (type !== undefined && typeof type !== 'string') fail(`type is not text: ${JSON.stringify(type)}`);
    if (type !== undefined && type !== 'TRADE') return { kind: 'other', type };
    return { kind: 'trade', trade: readTrade(raw) };
  });
  return result.ok ? { ok: true, value: result.value } : { ok: false, reason: result.reason };
}

/** A page of rows: trades, the count of other activity, and every row that could not be read. */
export function parseActivityPage(body: unknown): ActivityPage {
  if (!Array.isArray(body)) throw new DataApiError('activity answer is not an array', 200);
  const page: ActivityPage = { received: body.length, trades: [], skipped: 0, malformed: [] };
  body.forEach((raw, index) => {
    const parsed = parseActivityRecord(raw);
    if (!parsed.ok) page.malformed.push({ index, reason: parsed.reason });
    else if (parsed.value.kind === 'trade') page.trades.push(parsed.value.trade);
    else page.skipped += 1;
  });
  return page;
}

function venueMessage(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body) && typeof body.error === 'string') return body.error.slice(0, 200);
  } catch {
    // not JSON: the text itself, shortened
  }
  return text.slice(0, 200);
}

/** One page of an address's trades from `start` on, oldest first. */
export async function fetchActivity(
  baseUrl: string,
  address: string,
  query: ActivityQuery,
  fetchImpl: typeof fetch = fetch,
): Promise<ActivityPage> {
  if (!ADDRESS.test(address)) throw new RangeError(`not an address: ${JSON.stringify(address)}`);
  const { start, limit, offset = 0, timeoutMs = DEFAULT_TIMEOUT_MS } = query;
  if (!Number.isSafeInteger(start) || start < 0) throw new RangeError(`start must be unix seconds: ${start}`);
  if (!Number.isInteger(limit) || limit < 1 || limit > ACTIVITY_MAX_LIMIT)
    throw new RangeError(`limit must be 1..${ACTIVITY_MAX_LIMIT}: ${limit}`);
  if (!Number.isInteger(offset) || offset < 0 || offset > ACTIVITY_MAX_OFFSET)
    throw new RangeError(`offset must be 0..${ACTIVITY_MAX_OFFSET}: ${offset}`);

  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/activity`);
  url.search = new URLSearchParams({
    user: address.toLowerCase(),
    type: 'TRADE',
    start: String(start),
    limit: String(limit),
    offset: String(offset),
    sortBy: 'TIMESTAMP',
    sortDirection: 'ASC',
  }).toString();

  let status: number;
  let text: string;
  try {
    const res = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(err);
    throw new DataApiError(`GET /activity: ${reason}`, null, { cause: err });
  }
  if (status < 200 || status >= 300)
    throw new DataApiError(`GET /activity: HTTP ${status} ${venueMessage(text)}`.trim(), status);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (err) {
    throw new DataApiError('GET /activity: the answer is not JSON', status, { cause: err });
  }
  return parseActivityPage(body);
}

/** The trading.target-trades message of a trade; `seenAt` is when the watcher read it. */
export function toTargetTrade(trade: ActivityTrade, seenAt: Date | number): TargetTradeMessage {
  return {
    v: TRADING_EVENTS_VERSION,
    type: 'target_trade',
    venue: 'venue_a',
    target: trade.proxyWallet,
    trade_id: `${trade.transactionHash}:${trade.asset}:${trade.side}`,
    token_id: trade.asset,
    market_id: trade.conditionId,
    side: trade.side,
    price: trade.price,
    shares: trade.size,
    usdc: trade.usdcSize ?? mul(trade.price, trade.size),
    at: new Date(trade.timestamp * 1000).toISOString(),
    seen_at: new Date(seenAt).toISOString(),
  };
}
