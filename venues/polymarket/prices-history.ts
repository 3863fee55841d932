// Polymarket CLOB price history (docs.polymarket.com, CLOB OpenAPI clob-openapi.yaml):
//   GET  /prices-history?market=<token id>&startTs=&endTs=&fidelity=<minutes>  → {history: [{t, p}]}
//   POST /batch-prices-history {markets: [token ids, at most 20], start_ts, end_ts, fidelity}
//        → {history: {<token id>: [{t, p}]}}
// `t` is unix seconds, `p` the token's displayed price as a JSON number (see tick-precision.ts: the
// midpoint of its book, the last trade when the spread is wide). `interval` (max, all, 1m = one
// month, 1w, 1d, 6h, 1h) is the other way to name a window; this client always sends start/end so a
// resumed backfill asks exactly for its gap. `fidelity` is the spacing of points in minutes
// (default 1). Markets that have resolved are reported to answer only at a coarse fidelity (720
// minutes and up) or with an empty history: RESOLVED_FIDELITY_MIN is what a closed market is asked at.
// Rate limit: /prices-history 1,000 requests / 10 s (docs.polymarket.com/api-reference/rate-limits;
// over it Cloudflare delays requests rather than refusing them); the batch form is not listed
// separately and is counted against the same budget.
import {
  asArray,
  asRecord,
  decodeJson,
  epochMs,
  isRecord,
  parseBoundary,
  type ParseResult,
} from '../../core/market-data/parse-result.ts';
import type { HistoryPrice } from '../../core/market-data/schemas.ts';
import type { HistoryRequest } from '../history-request.ts';
import { clobPaths } from './endpoints.ts';
import { displayedPrice } from './tick-precision.ts';

/** Tokens one POST /batch-prices-history may name. */
export const BATCH_PRICES_HISTORY_MAX = 20;
/** Minutes between points asked for an open market: the finest the venue serves. */
export const OPEN_FIDELITY_MIN = 1;
/** Minutes between points asked for a resolved market (finer answers come back empty). */
export const RESOLVED_FIDELITY_MIN = 720;

export interface PricesWindow {
  /** Unix ms, inclusive. */
  fromMs: number;
  /** Unix ms, inclusive. */
  toMs: number;
  fidelityMin: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** GET /prices-history for one token. */
export function pricesHistoryRequest(tokenId: string, window: PricesWindow): HistoryRequest {
  return {
    path: clobPaths.pricesHistory,
    query: {
      market: tokenId,
      startTs: seconds(window.fromMs),
      endTs: seconds(window.toMs),
      fidelity: window.fidelityMin,
    },
  };
}

/** POST /batch-prices-history for up to 20 tokens over one window. */
export function batchPricesHistoryRequest(tokenIds: readonly string[], window: PricesWindow): HistoryRequest {
  if (tokenIds.length === 0 || tokenIds.length > BATCH_PRICES_HISTORY_MAX)
    throw new RangeError(
      `batch-prices-history takes 1..${BATCH_PRICES_HISTORY_MAX} tokens, got ${tokenIds.length}`,
    );
  return {
    method: 'POST',
    path: clobPaths.batchPricesHistory,
    body: {
      markets: [...tokenIds],
      start_ts: seconds(window.fromMs),
      end_ts: seconds(window.toMs),
      fidelity: window.fidelityMin,
    },
  };
}

function points(raw: unknown, what: string): HistoryPrice[] {
  return asArray(raw, what).map((item, i) => {
    const point = asRecord(item, `${what}[${i}]`);
    return { ts: epochMs(point.t, `${what}[${i}].t`), price: displayedPrice(point.p, `${what}[${i}].p`) };
  });
}

/** One token's answer, oldest first. */
export function parsePricesHistory(raw: unknown): ParseResult<HistoryPrice[]> {
  return parseBoundary(raw, () => {
    const body = asRecord(decodeJson(raw), 'prices-history answer');
    return points(body.history ?? [], 'history').sort((a, b) => a.ts - b.ts);
  });
}

/** A batch answer: each token's points, oldest first; a token the answer leaves out has none. */
export function parseBatchPricesHistory(raw: unknown): ParseResult<Map<string, HistoryPrice[]>> {
  return parseBoundary(raw, () => {
    const body = asRecord(decodeJson(raw), 'batch-prices-history answer');
    const history = body.history ?? {};
    if (!isRecord(history)) return new Map<string, HistoryPrice[]>();
    const out = new Map<string, HistoryPrice[]>();
    for (const [token, list] of Object.entries(history))
      out.set(
        token,
        points(list, `history.${token}`).sort((a, b) => a.ts - b.ts),
      );
    return out;
  });
}
