// What every venue's filler is handed and gives back (polymarket-filler.ts, kalshi-filler.ts).
import type { Logger } from '../../core/logger.ts';
import {
  MARKET_DATA_VERSION,
  type HistoryMessage,
  type HistoryPrice,
  type HistoryTrade,
} from '../../core/market-data.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { Span, SpansReader } from './gaps.ts';
import type { BackfillMarket } from './queue.ts';

export interface FillContext {
  /** The market's window: from its start (or the look-back) to now. */
  window: Span;
  spans: SpansReader;
  /** Resolves once the bus has the messages. */
  publish: (messages: HistoryMessage[]) => Promise<void>;
  hot: HotState;
  log: Logger;
  signal: AbortSignal;
  /** Gaps shorter than this are left for a later run. */
  minGapMs: number;
}

export interface FillResult {
  messages: number;
  /** Set when the venue serves no trades older than this (Polymarket's offset ceiling), unix ms. */
  tradesUnknownBefore?: number;
}

export interface Filler {
  fill(market: BackfillMarket, ctx: FillContext): Promise<FillResult>;
}

/** One token's page of history over `span`, saying which kinds the span covers. */
export function historyMessage(
  market: BackfillMarket,
  tokenId: string,
  span: Span,
  covers: 'trades' | 'prices',
  items: { trades?: HistoryTrade[]; prices?: HistoryPrice[] },
): HistoryMessage {
  const inSpan = <T extends { ts: number }>(list: T[] = []) =>
    list.filter((x) => x.ts >= span.from && x.ts <= span.to);
  return {
    v: MARKET_DATA_VERSION,
    type: 'history',
    venue: market.venue,
    market_id: market.market_id,
    token_id: tokenId,
    source: 'backfill',
    from: span.from,
    to: span.to,
    trades: inSpan(items.trades),
    prices: inSpan(items.prices),
    covers: [covers],
  };
}

/** A parse result's value, or an error naming what could not be read. */
export function parsed<T>(result: { ok: true; value: T } | { ok: false; reason: string }, what: string): T {
  if (!result.ok) throw new Error(`${what}: ${result.reason}`);
  return result.value;
}
