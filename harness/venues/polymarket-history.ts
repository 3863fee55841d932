// A stand-in of Polymarket's history hosts for the backfill: the CLOB's GET /prices-history and
// POST /batch-prices-history, and the Data API's GET /trades of a market.
//
// SOURCE. Shapes: the CLOB OpenAPI document (docs.polymarket.com, clob-openapi.yaml:
// PricesHistoryResponse {history: [{t, p}]}, the batch's {history: {<token>: [{t, p}]}}; no
// recording of either is held) and the recorded Data API /trades rows of
// test/fixtures/polymarket-data-api/data_v1_trades.json (real answers: `tradeRow` copies a recorded
// row's fields and changes only the trade's own values). Limits (docs.polymarket.com/api-reference/
// rate-limits): /prices-history 1,000 requests / 10 s, Data API /trades 200 / 10 s, enforced the way
// Cloudflare does for these hosts: a request over the limit is delayed until it fits, never refused
// (`delayed` counts them). The Data API refuses an offset past 10,000 and a limit past 10,000 (400).
//
// A market's trade list is fixed (given by the test, newest first) and paged by offset, so a page
// asked twice holds the same rows whatever the wall clock says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpStandIn, RequestWindow } from './http-stand-in.ts';

const FIXTURE = path.resolve(
  import.meta.dirname,
  '../../test/fixtures/polymarket-data-api/data_v1_trades.json',
);

export type DataApiTradeRow = Record<string, unknown> & {
  asset: string;
  conditionId: string;
  timestamp: number;
  transactionHash: string;
};

let recorded: DataApiTradeRow[] | undefined;

/** The recorded /trades rows (real answers), read once. */
export function recordedTradeRows(): DataApiTradeRow[] {
  recorded ??= (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { response: DataApiTradeRow[] }).response;
  return recorded;
}

/** A /trades row in the recorded shape with this trade's values. */
export function tradeRow(values: {
  asset: string;
  conditionId: string;
  side: 'BUY' | 'SELL';
  size: number;
  price: number;
  timestamp: number;
  transactionHash: string;
}): DataApiTradeRow {
  return { ...recordedTradeRows()[0]!, ...values };
}

export interface PolymarketHistoryLimits {
  /** /prices-history (and its batch): requests per 10 s. */
  pricesPer10s: number;
  /** Data API /trades: requests per 10 s. */
  tradesPer10s: number;
}

export const POLYMARKET_PUBLISHED_LIMITS: PolymarketHistoryLimits = { pricesPer10s: 1000, tradesPer10s: 200 };

const DATA_API_MAX_OFFSET = 10_000;
const DATA_API_MAX_LIMIT = 10_000;

export class PolymarketHistoryStandIn {
  /** One server for both hosts: the CLOB's paths and the Data API's do not overlap. */
  readonly http = new HttpStandIn();
  /** token id → its price points (unix s, price), oldest first. */
  readonly prices = new Map<string, { t: number; p: number }[]>();
  /** condition id → its trades, newest first (fixed). */
  readonly trades = new Map<string, DataApiTradeRow[]>();
  delayed = 0;
  readonly pricesWindow: RequestWindow;
  readonly tradesWindow: RequestWindow;

  constructor(limits: PolymarketHistoryLimits = POLYMARKET_PUBLISHED_LIMITS) {
    this.pricesWindow = new RequestWindow(limits.pricesPer10s, 10_000);
    this.tradesWindow = new RequestWindow(limits.tradesPer10s, 10_000);
    this.http.route('GET', '/prices-history', async ({ query }) => {
      await this.throttle(this.pricesWindow);
      const token = query.get('market') ?? '';
      return {
        body: {
          history: this.points(token, query.get('startTs'), query.get('endTs'), query.get('fidelity')),
        },
      };
    });
    this.http.route('POST', '/batch-prices-history', async ({ body }) => {
      await this.throttle(this.pricesWindow);
      const b = (body ?? {}) as { markets?: string[]; start_ts?: number; end_ts?: number; fidelity?: number };
      if (!Array.isArray(b.markets) || b.markets.length === 0 || b.markets.length > 20)
        return { status: 400, body: { error: 'markets: 1 to 20 token ids' } };
      const history = Object.fromEntries(
        b.markets.map((t) => [
          t,
          this.points(t, String(b.start_ts ?? ''), String(b.end_ts ?? ''), String(b.fidelity ?? '')),
        ]),
      );
      return { body: { history } };
    });
    this.http.route('GET', '/trades', async ({ query }) => {
      await this.throttle(this.tradesWindow);
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 100);
      if (!Number.isInteger(offset) || offset < 0 || offset > DATA_API_MAX_OFFSET)
        return { status: 400, body: { error: `offset must be between 0 and ${DATA_API_MAX_OFFSET}` } };
      if (!Number.isInteger(limit) || limit < 0 || limit > DATA_API_MAX_LIMIT)
        return { status: 400, body: { error: `limit must be between 0 and ${DATA_API_MAX_LIMIT}` } };
      const rows = this.trades.get(query.get('market') ?? '') ?? [];
      return { body: rows.slice(offset, offset + limit) };
    });
  }

  get url(): string {
    return this.http.url;
  }

  start(): Promise<void> {
    return this.http.start();
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  private async throttle(window: RequestWindow): Promise<void> {
    let wait = window.admit();
    if (wait > 0) this.delayed++;
    while (wait > 0) {
      await sleep(wait);
      wait = window.admit();
    }
  }

  /** Points in [start, end] (unix s), one per `fidelity` minutes at most. */
  private points(
    token: string,
    start: string | null,
    end: string | null,
    fidelity: string | null,
  ): { t: number; p: number }[] {
    const from = Number(start || 0);
    const to = Number(end || Number.MAX_SAFE_INTEGER);
    const step = Math.max(1, Number(fidelity || 1)) * 60;
    const out: { t: number; p: number }[] = [];
    let next = -Infinity;
    for (const point of this.prices.get(token) ?? []) {
      if (point.t < from || point.t > to || point.t < next) continue;
      out.push(point);
      next = point.t + step;
    }
    return out;
  }
}
