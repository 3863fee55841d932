// A Kalshi market's past: its one-minute candles (a price per period for YES, 1 − it for NO; at
// most 10,000 candles per request) and its trades (min_ts/max_ts and a cursor), each from the
// historical routes where the record is older than GET /historical/cutoff (a market settled before
// market_settled_ts: its candles; trades filled before trades_created_ts) and from the live routes
// otherwise (venues/kalshi/history.ts cites the routes and limits). Spans follow the YES token's
// stored spans: both tokens are always published together.
import type { HistoryTransport } from '../../venues/history-request.ts';
import {
  CANDLES_WINDOW_MS,
  candlesRequest,
  candlesToPrices,
  historicalCutoffRequest,
  parseCandlesAnswer,
  parseHistoricalCutoff,
  parseTradesPage,
  tradesRequest,
  type HistoricalCutoff,
  type MarketTokens,
} from '../../venues/kalshi/history.ts';
import { historyMessage, parsed, type FillContext, type FillResult, type Filler } from './fill.ts';
import { chunksNewestFirst, gapsOutside, type Span } from './gaps.ts';
import type { BackfillMarket } from './queue.ts';

/** How long a read cutoff is used before it is asked again. */
const CUTOFF_TTL_MS = 3_600_000;

export class KalshiFiller implements Filler {
  private cutoff: { value: HistoricalCutoff; at: number } | undefined;

  constructor(private readonly kalshi: HistoryTransport) {}

  async fill(market: BackfillMarket, ctx: FillContext): Promise<FillResult> {
    const cutoff = await this.historicalCutoff(ctx);
    const ticker = market.ticker ?? market.market_id;
    const tokens: MarketTokens = { ticker, yes: market.tokens[0], no: market.tokens[1] };
    let messages = 0;
    const publish = async (
      span: Span,
      kind: 'trades' | 'prices',
      items: (token: string) => Parameters<typeof historyMessage>[4],
    ) => {
      await ctx.publish(market.tokens.map((t) => historyMessage(market, t, span, kind, items(t))));
      messages += market.tokens.length;
    };

    // Candles: the historical route for a market settled before the cutoff.
    const settledHistorical =
      market.closed && market.endsAt !== null && market.endsAt < cutoff.marketSettledMs;
    const pricesStored = (await ctx.spans([tokens.yes], 'prices')).get(tokens.yes) ?? [];
    for (const gap of gapsOutside(ctx.window, pricesStored, ctx.minGapMs)) {
      for (const span of chunksNewestFirst(gap, CANDLES_WINDOW_MS)) {
        const text = await this.kalshi(
          candlesRequest(ticker, span.from, span.to, settledHistorical),
          ctx.signal,
        );
        const candles = parsed(parseCandlesAnswer(text, ticker), `candlesticks of ${ticker}`);
        const prices = candlesToPrices(candles, tokens);
        await publish(span, 'prices', (t) => ({ prices: prices.get(t) }));
      }
    }

    // Trades: each gap split at the trades cutoff, the older part from /historical/trades.
    const tradesStored = (await ctx.spans([tokens.yes], 'trades')).get(tokens.yes) ?? [];
    for (const gap of gapsOutside(ctx.window, tradesStored, ctx.minGapMs)) {
      const parts: [Span, boolean][] = [];
      const cut = cutoff.tradesCreatedMs;
      if (gap.to >= cut) parts.push([{ from: Math.max(gap.from, cut), to: gap.to }, false]);
      if (gap.from < cut) parts.push([{ from: gap.from, to: Math.min(gap.to, cut - 1) }, true]);
      for (const [part, historical] of parts) {
        let upper = part.to;
        let cursor: string | undefined;
        for (;;) {
          const text = await this.kalshi(
            tradesRequest(ticker, part.from, part.to, historical, cursor),
            ctx.signal,
          );
          const page = parsed(parseTradesPage(text, tokens), `trades of ${ticker}`);
          for (const { index, reason } of page.malformed)
            ctx.log.warn({ market: ticker, index, reason }, 'backfill: Kalshi trade not read');
          const times = (page.trades.get(tokens.yes) ?? []).map((t) => t.ts);
          const last = page.cursor === null;
          const from = last || times.length === 0 ? part.from : Math.min(upper, ...times);
          await publish({ from, to: upper }, 'trades', (t) => ({ trades: page.trades.get(t) }));
          if (last) break;
          upper = from;
          cursor = page.cursor!;
        }
      }
    }
    return { messages };
  }

  private async historicalCutoff(ctx: FillContext): Promise<HistoricalCutoff> {
    if (this.cutoff && Date.now() - this.cutoff.at < CUTOFF_TTL_MS) return this.cutoff.value;
    const text = await this.kalshi(historicalCutoffRequest(), ctx.signal);
    const value = parsed(parseHistoricalCutoff(text), 'historical cutoff');
    this.cutoff = { value, at: Date.now() };
    ctx.log.info(
      {
        marketSettled: new Date(value.marketSettledMs).toISOString(),
        tradesCreated: new Date(value.tradesCreatedMs).toISOString(),
      },
      'backfill: Kalshi historical cutoff read',
    );
    return value;
  }
}
