// The venue_a market messages of the replay: one opening upsert before a market's first quote, one
// closing upsert once the replay passes its last snapshot (or, for a market whose last snapshot lies
// beyond the replayed files, once the data ends), and one final upsert at the end of the data for a
// market still open then (its last quote and 24 h volume). The catalog facts come from the dataset's
// own fields: `closed` from the market's last snapshot (markets.parquet last_ts), `resolved` and the
// winner from an API label (labels.parquet source = 'api'), `active` = open for trading = not closed
// (the meaning the live venue parsers give it), volume24hr as the quotes last recorded it. source_ts is the version the catalog
// consumer keeps the latest of: the opening carries the time of the quote that triggered it, the
// closing one millisecond past max(last snapshot, opening), so a closing always wins over an opening
// (also over one re-sent by a resumed run).
import { complement, mid } from '../../core/decimal.ts';
import { MARKET_DATA_VERSION, type PolymarketMarketMessage } from '../../core/market-data.ts';
import { idsOf, type ReplayMarket } from './catalog.ts';

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

export interface MarketState {
  sourceTs: number;
  closed: boolean;
  /** The 24 h volume the dataset last recorded for the market (quotes.volume24hr); null: none. */
  volume24hr: string | null;
}

export function marketMessage(market: ReplayMarket, state: MarketState): PolymarketMarketMessage {
  const ids = idsOf(market);
  const { event } = market;
  // Only the 'api' labels are the venue's resolution; 'convergence' labels are inferred from prices
  // and biased (see the dataset's NOTICE), so they never settle anything here.
  const label = state.closed && market.label?.source === 'api' ? market.label : undefined;
  const resolved = label !== undefined;
  const winner = label === undefined ? '' : label.y === 1 ? ids.yesTokenId : ids.noTokenId;
  const bid = market.bid?.text ?? null;
  const ask = market.ask?.text ?? null;
  let leftPrice: string | null;
  if (label !== undefined) leftPrice = label.y === 1 ? '1' : '0';
  else leftPrice = bid !== null && ask !== null ? mid(bid, ask) : null;
  const updatedAt = iso(state.sourceTs);
  const eventClosed = state.closed && event.lastCloseAt <= market.closeAt;
  return {
    v: MARKET_DATA_VERSION,
    type: 'market',
    source_ts: state.sourceTs,
    recorded: true,
    venue: 'venue_a',
    event: {
      event_id: event.id,
      title: event.title,
      slug: event.slug,
      description: '',
      image: '',
      tags: event.tags,
      labels: event.labels,
      category: event.category || null,
      neg_risk: false,
      active: !eventClosed,
      closed: eventClosed,
      created_at: iso(event.createdAt),
      updated_at: updatedAt,
      ends_at: event.endsAt,
      liquidity: null,
      volume: null,
      volume24hr: null,
      volume1wk: null,
      volume1mo: null,
      volume1yr: null,
    },
    market: {
      market_id: ids.conditionId,
      question: market.question,
      outcome: market.outcome,
      slug: market.slug,
      description: '',
      image: '',
      left_outcome: 'Yes',
      right_outcome: 'No',
      left_token_id: ids.yesTokenId,
      right_token_id: ids.noTokenId,
      left_price: leftPrice,
      right_price: leftPrice === null ? null : complement(leftPrice),
      best_bid: bid,
      best_ask: ask,
      last_trade_price: null,
      winner_token_id: winner,
      active: !state.closed,
      closed: state.closed,
      resolved,
      accepting_orders: !state.closed,
      fees: false,
      rewards: false,
      // The dataset does not record tick sizes (its prices have 2 and 3 decimals).
      tick_size: null,
      decimals: null,
      min_order_size: null,
      liquidity: null,
      volume: null,
      volume24hr: state.volume24hr,
      volume1wk: null,
      volume1mo: null,
      volume1yr: null,
      open_interest: null,
      created_at: iso(market.firstTs),
      updated_at: updatedAt,
      ends_at: market.endsAt,
      condition_id: ids.conditionId,
      question_id: ids.questionId,
      gamma_id: null,
      neg_risk: false,
    },
  };
}
