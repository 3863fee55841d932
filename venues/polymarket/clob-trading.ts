// The CLOB's authenticated trading endpoints (https://clob.polymarket.com): API credentials (L1),
// then placing, reading and cancelling orders and reading the user's trades (L2 HMAC headers).
//
// - GET /auth/derive-api-key (L1) returns the wallet's existing credentials {apiKey, secret,
//   passphrase}; when it has none the CLOB answers 4xx and POST /auth/api-key (L1) creates them.
// - POST /order takes the signed V2 payload (order-signing.ts) and answers {success, orderID,
//   status: live | matched | delayed | unmatched, makingAmount, takingAmount, transactionsHashes,
//   tradeIDs, errorMsg}; `success: false` with an errorMsg is a refusal.
// - GET /version (public) answers the exchange version orders are signed for ({"version": 2|3});
//   an order signed for another is refused with `order_version_mismatch` (clob-client-v2 client.ts).
// - GET /data/order/{id} answers the order (status LIVE, MATCHED, CANCELED, CANCELED_MARKET_RESOLVED
//   or INVALID, some answers prefixed ORDER_STATUS_; original_size and size_matched in shares), or
//   nothing for an order it does not hold: a taker order matched at once may only be in the trades
//   (py-clob-client issue #217).
// - GET /data/trades is cursor-paged ({data, next_cursor}, "MA==" first, "LTE=" after the last);
//   each trade names the taker order (taker_order_id) and the maker orders it filled (maker_orders).
// - DELETE /order {"orderID"} answers {canceled: [ids], not_canceled: {id: reason}}.
// The L2 signature covers the path without its query string, as the official clients sign it.
// Errors (errors.ts holds the table of the CLOB's words and statuses): no answer, a time-out or 5xx
// → VenueUnavailableError (the outcome is unknown); 4xx and the words of a paused exchange →
// ClobRejectedError (a VenueRejectedError) with the venue's message and the kind its words name,
// and the answer's Retry-After when it has one (the API passes it on with its 503). An
// answer that cannot be read is treated as no answer. Sources: docs.polymarket.com (CLOB API reference: post order, get order,
// get trades, cancel), py-clob-client-v2 client.py / endpoints.py.
import { tryDecimal } from '../../core/decimal.ts';
import { retryAfterSeconds, ruleFor, ruleForText, VenueUnavailableError } from '../../core/venue-errors.ts';
import { l1Headers, l2Headers, type ApiCredentials } from './clob-auth.ts';
import { ClobRejectedError, clobErrorTable } from './errors.ts';
import { serializeOrderPayload, type OrderPayloadV2, type OrderSigner } from './order-signing.ts';

export const clobTradingPaths = {
  /** Public: the exchange version the CLOB takes orders for ({"version": 2}). */
  version: '/version',
  deriveApiKey: '/auth/derive-api-key',
  createApiKey: '/auth/api-key',
  /** POST places an order, DELETE cancels one. */
  order: '/order',
  orderById: (id: string) => `/data/order/${encodeURIComponent(id)}`,
  trades: '/data/trades',
} as const;

export const TRADES_FIRST_CURSOR = 'MA==';
export const TRADES_END_CURSOR = 'LTE=';
/** A guard against a cursor that never ends; 100 pages of 100 trades is far more than one order has. */
const MAX_TRADE_PAGES = 100;
/** Default time-out of one request (ms): the CLOB answers in well under a second when healthy. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Who signs L2 requests: the wallet address and its API credentials. */
export interface ClobAuth {
  address: string;
  credentials: ApiCredentials;
}

export interface ClobOrderAck {
  orderId: string | null;
  /** live, matched, delayed or unmatched (lower case); null when the answer has none. */
  status: string | null;
  makingAmount: string | null;
  takingAmount: string | null;
  tradeIds: string[];
  transactionHashes: string[];
  raw: Record<string, unknown>;
}

export interface ClobOrder {
  id: string;
  /** LIVE, MATCHED, CANCELED, CANCELED_MARKET_RESOLVED, INVALID… (upper case, prefix dropped). */
  status: string;
  side: string | null;
  assetId: string | null;
  /** Shares. */
  originalSize: string;
  sizeMatched: string;
  price: string | null;
  /** GTC, GTD, FOK, FAK. */
  orderType: string | null;
  /** Unix seconds. */
  createdAt: number | null;
  associateTrades: string[];
  raw: Record<string, unknown>;
}

export interface ClobMakerOrder {
  orderId: string;
  /** Shares of this maker order filled by the trade. */
  matchedAmount: string;
  price: string;
  feeRateBps: string | null;
  assetId: string | null;
  side: string | null;
}

export interface ClobTrade {
  id: string;
  takerOrderId: string | null;
  assetId: string | null;
  side: string | null;
  /** Shares the taker order filled. */
  size: string;
  price: string;
  feeRateBps: string | null;
  /** MATCHED, MINED, CONFIRMED, RETRYING, FAILED (upper case, prefix dropped). */
  status: string;
  matchTime: Date;
  /** TAKER or MAKER: the side of the trade the authenticated user was on. */
  traderSide: string | null;
  makerOrders: ClobMakerOrder[];
  raw: Record<string, unknown>;
}

export interface ClobCancelResult {
  canceled: string[];
  /** Order id → the venue's reason. */
  notCanceled: Record<string, string>;
}

export interface ClobTradingOptions {
  baseUrl: string;
  chainId: number;
  /** Per request, ms (default 10 s). */
  timeoutMs?: number;
}

type Json = Record<string, unknown>;

/** An answer that does not have the shape the CLOB documents: as good as no answer. */
class UnreadableAnswer extends Error {}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function textOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function required(record: Json, key: string): string {
  const value = textOrNull(record[key]);
  if (value === null) throw new UnreadableAnswer(`${key} is missing`);
  return value;
}

function decimal(record: Json, key: string): string {
  const value = tryDecimal(record[key]);
  if (value === undefined)
    throw new UnreadableAnswer(`${key} is not a decimal: ${JSON.stringify(record[key])}`);
  return value;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
}

function status(value: unknown, prefix: string): string {
  const text = textOrNull(value);
  if (text === null) throw new UnreadableAnswer('status is missing');
  const upper = text.toUpperCase();
  return (upper.startsWith(prefix) ? upper.slice(prefix.length) : upper).replace('CANCELLED', 'CANCELED');
}

/** Unix seconds or ms (number or digits) or an ISO date. */
function instant(value: unknown): Date | null {
  const text = textOrNull(value);
  if (text === null) return null;
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return new Date(n < 1e12 ? n * 1000 : n);
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** The venue's words in an error answer: {error}, {errorMsg}, {message}, or the text itself. */
function venueMessage(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body)) {
      for (const key of ['errorMsg', 'error', 'message']) {
        const value = textOrNull(body[key]);
        if (value !== null) return value;
      }
    }
  } catch {
    // not JSON: the text is the message
  }
  return text.trim().slice(0, 300);
}

export function parseOrderAck(body: unknown): ClobOrderAck {
  if (!isRecord(body)) throw new UnreadableAnswer('the answer is not an object');
  const orderId = textOrNull(body.orderID);
  const errorMsg = textOrNull(body.errorMsg);
  const refused = body.success === false || (body.success === undefined && errorMsg !== null);
  if (refused) {
    // Not placed, whatever the words: only what went wrong comes from the table.
    const kind = (errorMsg === null ? undefined : ruleForText(clobErrorTable, errorMsg))?.kind ?? 'unknown';
    throw new ClobRejectedError(errorMsg ?? 'the venue refused the order', 200, orderId, kind);
  }
  if (body.success !== true && orderId === null) throw new UnreadableAnswer('neither success nor orderID');
  const st = textOrNull(body.status);
  return {
    orderId,
    status: st === null ? null : st.toLowerCase(),
    makingAmount: tryDecimal(body.makingAmount) ?? null,
    takingAmount: tryDecimal(body.takingAmount) ?? null,
    tradeIds: strings(body.tradeIDs),
    transactionHashes: strings(body.transactionsHashes ?? body.orderHashes),
    raw: body,
  };
}

/** null when the venue does not hold the order (an empty answer, null, or an object without id). */
export function parseOrder(body: unknown): ClobOrder | null {
  if (body === null || body === undefined) return null;
  if (!isRecord(body)) throw new UnreadableAnswer('the order is not an object');
  if (textOrNull(body.id) === null && body.status === undefined) return null;
  const created = instant(body.created_at);
  return {
    id: required(body, 'id'),
    status: status(body.status, 'ORDER_STATUS_'),
    side: textOrNull(body.side),
    assetId: textOrNull(body.asset_id),
    originalSize: decimal(body, 'original_size'),
    sizeMatched: decimal(body, 'size_matched'),
    price: tryDecimal(body.price) ?? null,
    orderType: textOrNull(body.order_type ?? body.type)?.toUpperCase() ?? null,
    createdAt: created === null ? null : Math.floor(created.getTime() / 1000),
    associateTrades: strings(body.associate_trades),
    raw: body,
  };
}

function parseMakerOrder(raw: unknown): ClobMakerOrder {
  if (!isRecord(raw)) throw new UnreadableAnswer('a maker order is not an object');
  return {
    orderId: required(raw, 'order_id'),
    matchedAmount: decimal(raw, 'matched_amount'),
    price: decimal(raw, 'price'),
    feeRateBps: tryDecimal(raw.fee_rate_bps) ?? null,
    assetId: textOrNull(raw.asset_id),
    side: textOrNull(raw.side),
  };
}

export function parseTrade(raw: unknown): ClobTrade {
  if (!isRecord(raw)) throw new UnreadableAnswer('a trade is not an object');
  const matchTime = instant(raw.match_time) ?? instant(raw.last_update);
  if (matchTime === null) throw new UnreadableAnswer('a trade has no match_time');
  return {
    id: required(raw, 'id'),
    takerOrderId: textOrNull(raw.taker_order_id),
    assetId: textOrNull(raw.asset_id),
    side: textOrNull(raw.side),
    size: decimal(raw, 'size'),
    price: decimal(raw, 'price'),
    feeRateBps: tryDecimal(raw.fee_rate_bps) ?? null,
    status: status(raw.status, 'TRADE_STATUS_'),
    matchTime,
    traderSide: textOrNull(raw.trader_side ?? raw.type)?.toUpperCase() ?? null,
    makerOrders: Array.isArray(raw.maker_orders) ? raw.maker_orders.map(parseMakerOrder) : [],
    raw,
  };
}

export function parseCancel(body: unknown): ClobCancelResult {
  if (!isRecord(body)) throw new UnreadableAnswer('the answer is not an object');
  const notCanceled: Record<string, string> = {};
  if (isRecord(body.not_canceled))
    for (const [id, reason] of Object.entries(body.not_canceled))
      notCanceled[id] = textOrNull(reason) ?? 'not canceled';
  return { canceled: strings(body.canceled), notCanceled };
}

function parseCredentials(body: unknown): ApiCredentials {
  if (!isRecord(body)) throw new UnreadableAnswer('the answer is not an object');
  return {
    key: required(body, 'apiKey'),
    secret: required(body, 'secret'),
    passphrase: required(body, 'passphrase'),
  };
}

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
}

export class ClobTradingClient {
  private readonly baseUrl: string;
  private readonly chainId: number;
  private readonly timeoutMs: number;

  constructor(options: ClobTradingOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.chainId = options.chainId;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /**
   * The exchange version the CLOB takes orders for, as clob-client-v2 reads it: GET /version's
   * `version`, 2 when the answer has none or the CLOB refuses the question (older CLOBs).
   */
  async getVersion(): Promise<number> {
    let body: unknown;
    try {
      body = await this.call({ method: 'GET', path: clobTradingPaths.version, headers: {} });
    } catch (err) {
      if (err instanceof ClobRejectedError) return 2;
      throw err;
    }
    const version = isRecord(body) ? body.version : undefined;
    return typeof version === 'number' && Number.isInteger(version) ? version : 2;
  }

  /** The wallet's API credentials: derived when they exist, created otherwise. */
  async deriveApiKey(signer: OrderSigner): Promise<ApiCredentials> {
    const derive = async (): Promise<ApiCredentials> => {
      const headers = { ...(await l1Headers(signer, this.chainId)) };
      return this.read('GET', clobTradingPaths.deriveApiKey, headers, parseCredentials);
    };
    try {
      return await derive();
    } catch (err) {
      if (!(err instanceof ClobRejectedError)) throw err;
    }
    const headers = { ...(await l1Headers(signer, this.chainId)) };
    return this.read('POST', clobTradingPaths.createApiKey, headers, parseCredentials);
  }

  async postOrder(auth: ClobAuth, payload: OrderPayloadV2): Promise<ClobOrderAck> {
    const body = serializeOrderPayload(payload);
    return this.read(
      'POST',
      clobTradingPaths.order,
      this.l2(auth, 'POST', clobTradingPaths.order, body),
      parseOrderAck,
      body,
    );
  }

  /** The order, or null when the venue does not hold it (empty answer or 404). */
  async getOrder(auth: ClobAuth, orderId: string): Promise<ClobOrder | null> {
    const path = clobTradingPaths.orderById(orderId);
    try {
      return await this.read('GET', path, this.l2(auth, 'GET', path), parseOrder);
    } catch (err) {
      if (err instanceof ClobRejectedError && err.status === 404) return null;
      throw err;
    }
  }

  /** Every trade of the authenticated user, filtered as given, all pages. */
  async getTrades(auth: ClobAuth, filter: { assetId?: string; after?: number } = {}): Promise<ClobTrade[]> {
    const query: Record<string, string> = {};
    if (filter.assetId !== undefined) query.asset_id = filter.assetId;
    if (filter.after !== undefined) query.after = String(filter.after);
    const trades: ClobTrade[] = [];
    const seen = new Set<string>();
    let cursor = TRADES_FIRST_CURSOR;
    for (let page = 0; page < MAX_TRADE_PAGES; page++) {
      const path = clobTradingPaths.trades;
      const { data, next } = await this.read(
        'GET',
        path,
        this.l2(auth, 'GET', path),
        parseTradePage,
        undefined,
        {
          ...query,
          next_cursor: cursor,
        },
      );
      trades.push(...data);
      seen.add(cursor);
      if (next === null || next === TRADES_END_CURSOR || seen.has(next)) return trades;
      cursor = next;
    }
    throw new VenueUnavailableError(`GET ${clobTradingPaths.trades}: more than ${MAX_TRADE_PAGES} pages`);
  }

  async cancelOrder(auth: ClobAuth, orderId: string): Promise<ClobCancelResult> {
    const body = JSON.stringify({ orderID: orderId });
    return this.read(
      'DELETE',
      clobTradingPaths.order,
      this.l2(auth, 'DELETE', clobTradingPaths.order, body),
      parseCancel,
      body,
    );
  }

  private l2(auth: ClobAuth, method: string, requestPath: string, body?: string): Record<string, string> {
    return { ...l2Headers(auth.address, auth.credentials, { method, requestPath, body }) };
  }

  private async read<T>(
    method: Call['method'],
    path: string,
    headers: Record<string, string>,
    parse: (body: unknown) => T,
    body?: string,
    query?: Record<string, string>,
  ): Promise<T> {
    const answer = await this.call({ method, path, headers, body, query });
    try {
      return parse(answer);
    } catch (err) {
      if (err instanceof UnreadableAnswer)
        throw new VenueUnavailableError(`${method} ${path}: unreadable answer (${err.message})`, {
          cause: err,
        });
      throw err;
    }
  }

  /** The parsed JSON of a 2xx answer (null when empty); throws the error tree above otherwise. */
  private async call({ method, path, query, headers, body }: Call): Promise<unknown> {
    const url = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
    const what = `${method} ${path}`;
    let status: number;
    let text: string;
    let retryAfter: string | null;
    try {
      const res = await fetch(url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = res.status;
      retryAfter = res.headers.get('retry-after');
      text = await res.text();
    } catch (err) {
      const reason =
        err instanceof Error && err.name === 'TimeoutError'
          ? `no answer in ${this.timeoutMs} ms`
          : String(err);
      throw new VenueUnavailableError(`${what}: ${reason}`, { cause: err });
    }
    if (status < 200 || status >= 300) {
      const words = venueMessage(text);
      const rule = ruleFor(clobErrorTable, status, words);
      const err =
        rule.outcome === 'unavailable'
          ? new VenueUnavailableError(`${what}: HTTP ${status} ${words}`.trim(), { kind: rule.kind })
          : new ClobRejectedError(words || `HTTP ${status}`, status, null, rule.kind);
      err.retryAfterSeconds = retryAfterSeconds(retryAfter);
      throw err;
    }
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch (err) {
      throw new VenueUnavailableError(`${what}: the answer is not JSON`, { cause: err });
    }
  }
}

function parseTradePage(body: unknown): { data: ClobTrade[]; next: string | null } {
  if (Array.isArray(body)) return { data: body.map(parseTrade), next: null };
  if (!isRecord(body)) throw new UnreadableAnswer('the trades page is not an object');
  const data = Array.isArray(body.data) ? body.data.map(parseTrade) : [];
  return { data, next: textOrNull(body.next_cursor) };
}
