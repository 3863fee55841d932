// A Polymarket market's past: each token's prices from the CLOB's /prices-history (one request per
// day of one-minute points; a resolved market at 720-minute points, the finest it answers; a span
// that both tokens miss, as on a first fill, in one POST /batch-prices-history: half the requests;
// after a partial fill the tokens' gaps may differ and each is asked alone) and the market's trades from the Data API's /trades (newest first, paged by offset).
//
// The Data API has no time filter and serves offsets up to 10,000 only: past the ceiling the
// market's older trades are unknown here (the prices still cover them; the trades' span says where
// they stop, per kind: migration 012). To resume deep in the list without reading it again, the
// offset reached is kept in the hot store beside the stored span it ends (`backfill:pm-trades:`):
// trades newer than the span's top are read from offset 0 until the top, and their count moves the
// kept offset down the list. The cursor is trusted only while the stored spans hold what it
// claims; otherwise the list is read from the top again (rows already stored are not written twice).
import {
  BATCH_PRICES_HISTORY_MAX,
  OPEN_FIDELITY_MIN,
  RESOLVED_FIDELITY_MIN,
  batchPricesHistoryRequest,
  parseBatchPricesHistory,
  parsePricesHistory,
  pricesHistoryRequest,
} from '../../venues/polymarket/prices-history.ts';
import {
  TRADES_MAX_OFFSET,
  TRADES_PAGE,
  marketTradesRequest,
  parseMarketTrades,
  type MarketTrade,
} from '../../venues/polymarket/data-api-trades.ts';
import type { HistoryTransport } from '../../venues/history-request.ts';
import { historyMessage, parsed, type FillContext, type FillResult, type Filler } from './fill.ts';
import { chunksNewestFirst, gapsOutside, type Span } from './gaps.ts';
import type { BackfillMarket } from './queue.ts';

/** Points asked for per prices request. */
export const POINTS_PER_REQUEST = 1440;

interface TradesCursor {
  /** The next offset to read. */
  offset: number;
  /** The stored span the offset ends: [oldest, top]. */
  oldest: number;
  top: number;
  /** The list ended (short page) or the ceiling was reached: nothing deeper to read. */
  end: 'list' | 'ceiling' | null;
}

const cursorKey = (conditionId: string) => `backfill:pm-trades:${conditionId}`;

export class PolymarketFiller implements Filler {
  constructor(
    private readonly clob: HistoryTransport,
    private readonly dataApi: HistoryTransport,
    readonly tradesPage = TRADES_PAGE,
  ) {}

  async fill(market: BackfillMarket, ctx: FillContext): Promise<FillResult> {
    const prices = await this.fillPrices(market, ctx);
    const trades = await this.fillTrades(market, ctx);
    return { messages: prices + trades.messages, tradesUnknownBefore: trades.tradesUnknownBefore };
  }

  private async fillPrices(market: BackfillMarket, ctx: FillContext): Promise<number> {
    const fidelityMin = market.closed ? RESOLVED_FIDELITY_MIN : OPEN_FIDELITY_MIN;
    const stored = await ctx.spans(market.tokens, 'prices');
    // The spans to fetch, each with the tokens missing it (newest first): tokens sharing a span
    // (both of a market on a first fill) are asked for in one POST /batch-prices-history.
    const wanted = new Map<string, { span: Span; tokens: string[] }>();
    for (const token of market.tokens)
      for (const gap of gapsOutside(ctx.window, stored.get(token) ?? [], ctx.minGapMs))
        for (const span of chunksNewestFirst(gap, fidelityMin * 60_000 * POINTS_PER_REQUEST)) {
          const key = `${span.from}:${span.to}`;
          const entry = wanted.get(key) ?? { span, tokens: [] };
          entry.tokens.push(token);
          wanted.set(key, entry);
        }
    let messages = 0;
    for (const { span, tokens } of wanted.values()) {
      for (let i = 0; i < tokens.length; i += BATCH_PRICES_HISTORY_MAX) {
        const group = tokens.slice(i, i + BATCH_PRICES_HISTORY_MAX);
        const window = { fromMs: span.from, toMs: span.to, fidelityMin };
        const byToken =
          group.length === 1
            ? new Map([
                [
                  group[0]!,
                  parsed(
                    parsePricesHistory(await this.clob(pricesHistoryRequest(group[0]!, window), ctx.signal)),
                    `prices-history of ${group[0]}`,
                  ),
                ],
              ])
            : parsed(
                parseBatchPricesHistory(
                  await this.clob(batchPricesHistoryRequest(group, window), ctx.signal),
                ),
                `batch-prices-history of ${group.join(', ')}`,
              );
        await ctx.publish(
          group.map((token) =>
            historyMessage(market, token, span, 'prices', { prices: byToken.get(token) ?? [] }),
          ),
        );
        messages += group.length;
      }
    }
    return messages;
  }

  private async fillTrades(market: BackfillMarket, ctx: FillContext): Promise<FillResult> {
    const [left] = market.tokens;
    const stored = (await ctx.spans([left], 'trades')).get(left) ?? [];
    const cursor = await this.cursor(market, stored, ctx);
    const unknownBefore = (c: TradesCursor | undefined) => (c?.end === 'ceiling' ? c.oldest : undefined);
    if (gapsOutside(ctx.window, stored, ctx.minGapMs).length === 0)
      return { messages: 0, tradesUnknownBefore: unknownBefore(cursor) };
    const walk = new TradesWalk(this, market, ctx);
    if (!cursor) {
      await walk.down(0, ctx.window.to, ctx.window.to);
      return { messages: walk.messages, tradesUnknownBefore: walk.unknownBefore };
    }
    // Trades newer than the cursor's span first: their count moves its offset down the list.
    const newer = cursor.top + ctx.minGapMs < ctx.window.to ? await walk.above(cursor.top) : 0;
    const top = newer > 0 || cursor.top + ctx.minGapMs < ctx.window.to ? ctx.window.to : cursor.top;
    if (cursor.end !== null) {
      await this.saveCursor(market, { ...cursor, offset: cursor.offset + newer, top }, ctx);
      return { messages: walk.messages, tradesUnknownBefore: unknownBefore(cursor) };
    }
    await walk.down(cursor.offset + newer, cursor.oldest, top);
    return { messages: walk.messages, tradesUnknownBefore: walk.unknownBefore };
  }

  /** One page of the market's trades at `offset`, newest first. */
  async page(market: BackfillMarket, offset: number, ctx: FillContext) {
    const text = await this.dataApi(
      marketTradesRequest(market.market_id, offset, this.tradesPage),
      ctx.signal,
    );
    const page = parsed(parseMarketTrades(text), `trades of ${market.market_id} at offset ${offset}`);
    for (const { index, reason } of page.malformed)
      ctx.log.warn(
        { market: market.market_id, offset, index, reason },
        'backfill: Data API trade row not read',
      );
    return page;
  }

  /** The kept cursor, while one stored span holds what it claims ([oldest, top]). */
  private async cursor(
    market: BackfillMarket,
    stored: readonly Span[],
    ctx: FillContext,
  ): Promise<TradesCursor | undefined> {
    const raw = await ctx.hot.get(cursorKey(market.market_id));
    if (raw === null) return undefined;
    let c: TradesCursor;
    try {
      c = JSON.parse(raw) as TradesCursor;
    } catch {
      return undefined;
    }
    return stored.some((s) => s.from <= c.oldest && s.to >= c.top) ? c : undefined;
  }

  async saveCursor(market: BackfillMarket, cursor: TradesCursor, ctx: FillContext): Promise<void> {
    await ctx.hot.set(cursorKey(market.market_id), JSON.stringify(cursor));
  }
}

/** One fill's reading of a market's trade list: pages published per token as their spans. */
class TradesWalk {
  messages = 0;
  unknownBefore: number | undefined;

  constructor(
    private readonly filler: PolymarketFiller,
    private readonly market: BackfillMarket,
    private readonly ctx: FillContext,
  ) {}

  /** Reads from offset 0 down to `top` (exclusive); returns how many trades lie above it. */
  async above(top: number): Promise<number> {
    let newer = 0;
    let upper = this.ctx.window.to;
    for (let offset = 0; ; offset += this.filler.tradesPage) {
      const page = await this.filler.page(this.market, offset, this.ctx);
      const above = page.trades.filter((t) => t.trade.ts > top);
      newer += above.length;
      const last =
        page.received < this.filler.tradesPage ||
        above.length < page.trades.length ||
        offset + this.filler.tradesPage > TRADES_MAX_OFFSET;
      const from = last ? top + 1 : Math.min(...above.map((t) => t.trade.ts));
      await this.publish({ from, to: upper }, above);
      if (last) return newer;
      upper = from;
    }
  }

  /** Reads down the list from `offset`, whose trades are at or before `upper`, to the window's start or the ceiling. */
  async down(offset: number, upper: number, top: number): Promise<void> {
    const { ctx, market } = this;
    const size = this.filler.tradesPage;
    for (;;) {
      if (offset > TRADES_MAX_OFFSET) {
        await this.filler.saveCursor(market, { offset, oldest: upper, top, end: 'ceiling' }, ctx);
        ctx.log.info(
          { market: market.market_id, offset, before: new Date(upper).toISOString() },
          'backfill: Data API offset ceiling reached; older trades unknown',
        );
        this.unknownBefore = upper;
        return;
      }
      const page = await this.filler.page(market, offset, ctx);
      const inWindow = page.trades.filter((t) => t.trade.ts >= ctx.window.from);
      const ended = page.received < size || inWindow.length < page.trades.length;
      const from = ended ? ctx.window.from : Math.min(upper, ...page.trades.map((t) => t.trade.ts));
      await this.publish({ from, to: upper }, inWindow);
      offset += size;
      upper = from;
      await this.filler.saveCursor(market, { offset, oldest: from, top, end: ended ? 'list' : null }, ctx);
      if (ended) return;
    }
  }

  private async publish(span: Span, trades: MarketTrade[]): Promise<void> {
    const { market } = this;
    await this.ctx.publish(
      market.tokens.map((t) =>
        historyMessage(market, t, span, 'trades', {
          trades: trades.filter((x) => x.token_id === t).map((x) => x.trade),
        }),
      ),
    );
    this.messages += market.tokens.length;
  }
}
