// A stand-in of Kalshi's history routes (Trade API v2) for the backfill: GET /historical/cutoff,
// GET /markets/candlesticks (the batch form), GET /historical/markets/{ticker}/candlesticks,
// GET /markets/trades and GET /historical/trades.
//
// SOURCE. Candles: the recorded real answer /work/shared/data/kalshi-api-samples/
// candlestick_data.json (KXNYKCOACH-25-MNORI, daily): `recordedCandles()` serves it as recorded,
// and `candle()` copies its traded candle's fields for a candle of other values. Trades and the
// cutoff: no recording is held; their shapes are kalshi-typescript 3.30.0's models Trade and
// GetHistoricalCutoffResponse (times as RFC 3339 text). Routes, parameters and ceilings as
// venues/kalshi/history.ts cites them: ≤ 100 tickers and ≤ 10,000 candles per candles answer,
// period_interval 1, 60 or 1440, trades `limit` ≤ 1000 with a cursor ('' after the last page).
// Records older than the cutoff are served by the historical routes only (a market settled before
// market_settled_ts has no candles on the live route; trades created before trades_created_ts are
// not on /markets/trades), newer ones by the live routes only.
// Rate limit (docs.kalshi.com/getting_started/rate_limits): Basic tier 20 reads/s; over it Kalshi
// refuses with 429 and no Retry-After. The refusal's body is Kalshi's error form as the repository's
// other Kalshi stand-ins give it, held to kalshi-typescript's ErrorResponse ({code, message,
// details}), with the words kalshi-typescript's API docs give a 429 (docs/OrdersApi.md, AccountApi.md:
// "Rate limit exceeded. The default cost is 10 tokens per request. Use GET
// /trade-api/v2/account/endpoint_costs to list non-default endpoint costs."): KALSHI_RATE_LIMITED.
// No recorded 429 answer exists: the `code` is ours (Kalshi's documents name none for it).
//
// Trade lists are fixed (given by the test, newest first) and paged by an offset cursor.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { HttpStandIn, RequestWindow, type StandInReply } from './http-stand-in.ts';

export type KalshiCandle = Record<string, unknown> & { end_period_ts: number };
export interface KalshiTrade {
  trade_id: string;
  ticker: string;
  count_fp: string;
  yes_price_dollars: string;
  no_price_dollars: string;
  taker_side: 'yes' | 'no';
  taker_outcome_side: 'yes' | 'no';
  taker_book_side: 'bid' | 'ask';
  created_time: string;
  is_block_trade: boolean;
}

const sharedData = () =>
  process.env.SHARED_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data');

/** The recorded candlestick answer. */
export function recordedCandles(): { ticker: string; candlesticks: KalshiCandle[] } {
  return JSON.parse(
    readFileSync(path.join(sharedData(), 'kalshi-api-samples/candlestick_data.json'), 'utf8'),
  ) as { ticker: string; candlesticks: KalshiCandle[] };
}

const dollars = (cents: number) => (cents / 100).toFixed(4);

/** A candle in the recorded traded candle's shape, ending at `endS` (unix s), YES closing at `cents`. */
export function candle(endS: number, cents: number): KalshiCandle {
  const traded = recordedCandles().candlesticks.find((c) => (c.price as { close: unknown }).close !== null)!;
  const ohlc = (v: number) => ({
    open: v,
    open_dollars: dollars(v),
    high: v,
    high_dollars: dollars(v),
    low: v,
    low_dollars: dollars(v),
    close: v,
    close_dollars: dollars(v),
  });
  return {
    ...traded,
    end_period_ts: endS,
    price: {
      ...(traded.price as object),
      ...ohlc(cents),
      mean: cents,
      mean_dollars: dollars(cents),
      min: cents,
      min_dollars: dollars(cents),
      max: cents,
      max_dollars: dollars(cents),
    },
    yes_bid: ohlc(cents - 1),
    yes_ask: ohlc(cents + 1),
  };
}

/** A trade in kalshi-typescript's Trade model. */
export function kalshiTrade(
  ticker: string,
  id: string,
  ms: number,
  yesCents: number,
  count: number,
  taker: 'yes' | 'no',
): KalshiTrade {
  return {
    trade_id: id,
    ticker,
    count_fp: count.toFixed(2),
    yes_price_dollars: dollars(yesCents),
    no_price_dollars: dollars(100 - yesCents),
    taker_side: taker,
    taker_outcome_side: taker,
    taker_book_side: 'bid',
    created_time: new Date(ms).toISOString(),
    is_block_trade: false,
  };
}

export const KALSHI_BASIC_READS_PER_S = 20;

const refusal = (status: number, code: string): StandInReply => ({
  status,
  body: { error: { code, message: code.replace(/_/g, ' ') } },
});

/** Kalshi's answer over the rate limit (see above: the words of kalshi-typescript's docs). */
export const KALSHI_RATE_LIMITED = {
  error: {
    code: 'too_many_requests',
    message: 'Rate limit exceeded',
    details:
      'The default cost is 10 tokens per request. Use GET /trade-api/v2/account/endpoint_costs to list non-default endpoint costs.',
  },
};

export class KalshiHistoryStandIn {
  readonly http = new HttpStandIn();
  /** ticker → candles, oldest first. */
  readonly candles = new Map<string, KalshiCandle[]>();
  /** ticker → trades, newest first (fixed). */
  readonly trades = new Map<string, KalshiTrade[]>();
  /** ticker → when it settled (unix ms): before the cutoff, its candles are historical. */
  readonly settled = new Map<string, number>();
  cutoff = { marketSettledMs: 0, tradesCreatedMs: 0 };
  refused = 0;
  readonly window: RequestWindow;

  constructor(readsPerSecond = KALSHI_BASIC_READS_PER_S) {
    this.window = new RequestWindow(readsPerSecond, 1000);
    const limited =
      (handler: (q: URLSearchParams, path: string) => StandInReply) =>
      ({ query, path: p }: { query: URLSearchParams; path: string }) => {
        if (this.window.admit() > 0) {
          this.refused++;
          return { status: 429, body: KALSHI_RATE_LIMITED };
        }
        return handler(query, p);
      };
    this.http.route(
      'GET',
      '/historical/cutoff',
      limited(() => ({
        body: {
          market_settled_ts: new Date(this.cutoff.marketSettledMs).toISOString(),
          trades_created_ts: new Date(this.cutoff.tradesCreatedMs).toISOString(),
          orders_updated_ts: new Date(this.cutoff.tradesCreatedMs).toISOString(),
        },
      })),
    );
    this.http.route(
      'GET',
      '/markets/candlesticks',
      limited((q) => {
        const tickers = (q.get('market_tickers') ?? '').split(',').filter(Boolean);
        if (tickers.length === 0 || tickers.length > 100) return refusal(400, 'invalid_parameters');
        const range = this.candleRange(q);
        if ('body' in range) return range;
        const markets = tickers.map((t) => ({
          market_ticker: t,
          candlesticks: this.historicalCandles(t) ? [] : this.candlesIn(t, range),
        }));
        return { body: { markets } };
      }),
    );
    this.http.route(
      'GET',
      '/historical/markets/*',
      limited((q, p) => {
        const ticker = decodeURIComponent(p.split('/')[3] ?? '');
        const range = this.candleRange(q);
        if ('body' in range) return range;
        return {
          body: { ticker, candlesticks: this.historicalCandles(ticker) ? this.candlesIn(ticker, range) : [] },
        };
      }),
    );
    this.http.route(
      'GET',
      '/markets/trades',
      limited((q) => this.tradesPage(q, false)),
    );
    this.http.route(
      'GET',
      '/historical/trades',
      limited((q) => this.tradesPage(q, true)),
    );
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

  private historicalCandles(ticker: string): boolean {
    const at = this.settled.get(ticker);
    return at !== undefined && at < this.cutoff.marketSettledMs;
  }

  private candleRange(q: URLSearchParams): { from: number; to: number; period: number } | StandInReply {
    const from = Number(q.get('start_ts'));
    const to = Number(q.get('end_ts'));
    const period = Number(q.get('period_interval'));
    if (![1, 60, 1440].includes(period) || !Number.isInteger(from) || !Number.isInteger(to) || to < from)
      return refusal(400, 'invalid_parameters');
    if ((to - from) / 60 / period > 10_000) return refusal(400, 'invalid_parameters');
    return { from, to, period };
  }

  private candlesIn(ticker: string, range: { from: number; to: number }): KalshiCandle[] {
    return (this.candles.get(ticker) ?? []).filter(
      (c) => c.end_period_ts >= range.from && c.end_period_ts <= range.to,
    );
  }

  private tradesPage(q: URLSearchParams, historical: boolean): StandInReply {
    const limit = Number(q.get('limit') ?? 100);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return refusal(400, 'invalid_parameters');
    const min = q.get('min_ts') === null ? -Infinity : Number(q.get('min_ts')) * 1000;
    const max = q.get('max_ts') === null ? Infinity : Number(q.get('max_ts')) * 1000 + 999;
    const ticker = q.get('ticker') ?? '';
    const rows = (this.trades.get(ticker) ?? []).filter((t) => {
      const ms = Date.parse(t.created_time);
      return (
        ms >= min &&
        ms <= max &&
        (historical ? ms < this.cutoff.tradesCreatedMs : ms >= this.cutoff.tradesCreatedMs)
      );
    });
    const offset = Number(q.get('cursor') || 0);
    const page = rows.slice(offset, offset + limit);
    return { body: { trades: page, cursor: offset + limit < rows.length ? String(offset + limit) : '' } };
  }
}
