// DFlow's Trade API for venue_b orders (pond.dflow.net "Trading API", OpenAPI "DFlow Aggregator"
// 0.1.0): GET /order returns a quote and, given `userPublicKey`, a base64 transaction for that
// wallet to sign; GET /order-status follows a prediction-market order by the signature of that
// transaction. Prediction-market orders are always asynchronous: the signed transaction opens the
// order (escrowing the input), DFlow fills it in later transactions, returns what it could not fill
// ("reverts") and closes it. Statuses: pending, open, pendingClose, closed, expired, failed.
// Amounts travel as integers of base units in decimal strings, and stay so here.
//
// Errors (the table is errors.ts): DFlow answers {code, msg}. A 4xx other than 408 and 429 is a
// refusal: VenueRejectedError with DFlow's msg and code. 408, 429, 5xx, network errors, time-outs
// and unreadable 2xx bodies leave the outcome unknown: VenueUnavailableError. /order-status answers 404 for a signature it
// has no order for: null here, the caller decides what that means.
import { ruleFor, venueError, VenueRejectedError, VenueUnavailableError } from '../../core/venue-errors.ts';
import { dflowErrorCode, dflowErrorTable } from './errors.ts';
import {
  asArray,
  asRecord,
  decodeJson,
  fail,
  isRecord,
  parseBoundary,
  requiredId,
  text,
  type ParseResult,
  type RawRecord,
} from '../../core/market-data.ts';

export const DFLOW_TRADE_API_URL = 'https://quote-api.dflow.net';
/** Keyless and rate-limited; for development only (it still trades on mainnet). */
export const DFLOW_TRADE_DEV_API_URL = 'https://dev-quote-api.dflow.net';

export interface DflowTradingOptions {
  /** The Trade API host, without a trailing path. */
  baseUrl: string;
  /** Sent as `x-api-key`; the production host wants one, the dev host does not. */
  apiKey?: string;
  /** Per request, headers and body included, in ms. Default 10 000: a quote older than that is stale. */
  timeoutMs?: number;
}

/** Basis points, or `auto` (DFlow chooses). */
export type SlippageBps = number | 'auto';

export interface DflowOrderRequest {
  /** The wallet that signs and pays; DFlow builds the transaction for it. */
  userPublicKey: string;
  inputMint: string;
  outputMint: string;
  /** Base units of the input mint, > 0. */
  amount: bigint;
  slippageBps: SlippageBps;
  /** The least outcome tokens a prediction order must produce; DFlow wants it ≥ slippageBps. */
  predictionMarketSlippageBps: SlippageBps;
}

export interface DflowOrder {
  inputMint: string;
  outputMint: string;
  /** The most input the order spends, base units. */
  inAmount: string;
  /** Expected output after fees, base units. */
  outAmount: string;
  /** The least output after fees (`otherAmountThreshold`), base units. */
  minOutAmount: string;
  slippageBps: number;
  predictionMarketSlippageBps: number | null;
  executionMode: 'sync' | 'async';
  /** What comes back to the wallet when an async order does not fill. */
  revertMint: string | null;
  /** Base64 transaction for `userPublicKey` to sign; null when the request named no wallet. */
  transaction: string | null;
  /** Last block height at which the transaction's blockhash is accepted. */
  lastValidBlockHeight: number | null;
}

export type DflowOrderStatusValue = 'pending' | 'open' | 'pendingClose' | 'closed' | 'expired' | 'failed';
const STATUSES: readonly DflowOrderStatusValue[] = [
  'pending',
  'open',
  'pendingClose',
  'closed',
  'expired',
  'failed',
];

export interface DflowFill {
  /** The fill transaction's signature. */
  signature: string;
  inputMint: string;
  /** Input taken by this fill, fees included, base units. */
  inAmount: string;
  outputMint: string;
  /** Output given by this fill, base units. */
  outAmount: string;
}

export interface DflowRevert {
  signature: string;
  mint: string;
  /** Returned to the wallet, base units. */
  amount: string;
}

export interface DflowOrderStatus {
  status: DflowOrderStatusValue;
  /** Input filled so far, base units. */
  inAmount: string;
  /** Output filled so far, base units. */
  outAmount: string;
  fills: DflowFill[];
  reverts: DflowRevert[];
}

const BASE_UNITS = /^\d+$/;

/** A non-negative integer of base units (string, or a safe JSON integer), canonical. */
function baseUnits(obj: RawRecord, key: string, what: string): string {
  const value = obj[key];
  if (typeof value === 'string' && BASE_UNITS.test(value)) return BigInt(value).toString();
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return fail(`${what}.${key} is not an integer of base units: ${JSON.stringify(value)}`);
}

function integerOrNull(obj: RawRecord, key: string): number | null {
  const value = obj[key];
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  return fail(`${key} is not a non-negative integer: ${JSON.stringify(value)}`);
}

/** A GET /order answer → DflowOrder. */
export function parseDflowOrder(raw: unknown): ParseResult<DflowOrder> {
  return parseBoundary(raw, () => {
    const body = asRecord(decodeJson(raw), 'DFlow order');
    const mode = text(body, 'executionMode');
    if (mode !== 'sync' && mode !== 'async')
      fail(`executionMode is not sync or async: ${JSON.stringify(mode)}`);
    const slippageBps = integerOrNull(body, 'slippageBps');
    if (slippageBps === null) fail('slippageBps is required');
    const transaction = body.transaction;
    if (
      transaction !== undefined &&
      transaction !== null &&
      (typeof transaction !== 'string' || transaction === '')
    )
      fail('transaction is not base64 text');
    return {
      inputMint: requiredId(body, 'inputMint'),
      outputMint: requiredId(body, 'outputMint'),
      inAmount: baseUnits(body, 'inAmount', 'order'),
      outAmount: baseUnits(body, 'outAmount', 'order'),
      minOutAmount: baseUnits(body, 'otherAmountThreshold', 'order'),
      slippageBps,
      predictionMarketSlippageBps: integerOrNull(body, 'predictionMarketSlippageBps'),
      executionMode: mode,
      revertMint: text(body, 'revertMint') || null,
      transaction: typeof transaction === 'string' ? transaction : null,
      lastValidBlockHeight: integerOrNull(body, 'lastValidBlockHeight'),
    };
  });
}

/** A GET /order-status answer → DflowOrderStatus (fills and reverts are absent when there are none). */
export function parseDflowOrderStatus(raw: unknown): ParseResult<DflowOrderStatus> {
  return parseBoundary(raw, () => {
    const body = asRecord(decodeJson(raw), 'DFlow order status');
    const status = text(body, 'status') as DflowOrderStatusValue;
    if (!STATUSES.includes(status)) fail(`unknown order status ${JSON.stringify(body.status)}`);
    const list = (key: string) =>
      body[key] === undefined || body[key] === null ? [] : asArray(body[key], key);
    return {
      status,
      inAmount: baseUnits(body, 'inAmount', 'status'),
      outAmount: baseUnits(body, 'outAmount', 'status'),
      fills: list('fills').map((item, i) => {
        const fill = asRecord(item, `fills[${i}]`);
        return {
          signature: requiredId(fill, 'signature', `fills[${i}].signature`),
          inputMint: requiredId(fill, 'inputMint', `fills[${i}].inputMint`),
          inAmount: baseUnits(fill, 'inAmount', `fills[${i}]`),
          outputMint: requiredId(fill, 'outputMint', `fills[${i}].outputMint`),
          outAmount: baseUnits(fill, 'outAmount', `fills[${i}]`),
        };
      }),
      reverts: list('reverts').map((item, i) => {
        const revert = asRecord(item, `reverts[${i}]`);
        return {
          signature: requiredId(revert, 'signature', `reverts[${i}].signature`),
          mint: requiredId(revert, 'mint', `reverts[${i}].mint`),
          amount: baseUnits(revert, 'amount', `reverts[${i}]`),
        };
      }),
    };
  });
}

/** DFlow's words from an error body ({code, msg}), or the start of whatever else it sent. */
function venueMessage(body: string): string {
  try {
    const value: unknown = JSON.parse(body);
    if (isRecord(value)) {
      const msg = text(value, 'msg') || text(value, 'message') || text(value, 'error');
      const code = text(value, 'code');
      if (msg || code) return code ? `${msg || code} (${code})` : msg;
    }
  } catch {
    // not JSON: fall through to the text itself
  }
  return body.trim().slice(0, 200) || 'no message';
}

/** The query string of GET /order for `request`. */
export function dflowOrderQuery(request: DflowOrderRequest): Record<string, string> {
  return {
    userPublicKey: request.userPublicKey,
    inputMint: request.inputMint,
    outputMint: request.outputMint,
    amount: request.amount.toString(),
    slippageBps: String(request.slippageBps),
    predictionMarketSlippageBps: String(request.predictionMarketSlippageBps),
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class DflowTradingClient {
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;
  private readonly timeoutMs: number;

  constructor(options: DflowTradingOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.headers = { accept: 'application/json', ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}) };
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** A quote and the transaction that opens the order for `userPublicKey`. */
  async getOrder(request: DflowOrderRequest): Promise<DflowOrder> {
    if (request.amount <= 0n) throw new RangeError(`order amount must be positive, got ${request.amount}`);
    const answer = await this.get('/order', dflowOrderQuery(request));
    if (answer === null) throw new VenueRejectedError('DFlow /order: not found');
    const parsed = parseDflowOrder(answer);
    if (!parsed.ok)
      throw new VenueUnavailableError(`DFlow /order answered an unreadable order: ${parsed.reason}`);
    return parsed.value;
  }

  /**
   * The order opened by the transaction `signature`; null when DFlow has no order for it (not
   * landed yet, or never). With `lastValidBlockHeight` DFlow can tell an expired transaction.
   */
  async getOrderStatus(signature: string, lastValidBlockHeight?: number): Promise<DflowOrderStatus | null> {
    const answer = await this.get('/order-status', {
      signature,
      ...(lastValidBlockHeight === undefined ? {} : { lastValidBlockHeight: String(lastValidBlockHeight) }),
    });
    if (answer === null) return null;
    const parsed = parseDflowOrderStatus(answer);
    if (!parsed.ok)
      throw new VenueUnavailableError(`DFlow /order-status answered an unreadable status: ${parsed.reason}`);
    return parsed.value;
  }

  /** The body text of a 2xx; null for a 404. Throws the venue errors for everything else. */
  private async get(path: string, query: Record<string, string>): Promise<string | null> {
    const url = `${this.baseUrl}${path}?${new URLSearchParams(query).toString()}`;
    let status: number;
    let body: string;
    try {
      const response = await fetch(url, {
        headers: this.headers,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      // Network failure or time-out (the signal also covers reading the body).
      throw new VenueUnavailableError(`DFlow ${path} did not answer: ${errorText(error)}`, { cause: error });
    }
    if (status >= 200 && status < 300) return body;
    if (status === 404) return null;
    const message = `DFlow ${path} answered ${status}: ${venueMessage(body)}`;
    throw venueError(ruleFor(dflowErrorTable, status, dflowErrorCode(body)), message);
  }
}
