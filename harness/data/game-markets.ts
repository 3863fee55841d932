// Game markets in each venue's raw shape, through the project's parsers, for the contract tests of
// cases the recorded sets lack (soccer's three-way markets, esports maps, club spellings). They
// follow the venues' conventions as the recorded rows show them: Kalshi event ticker
// SERIES-YYMONDD{CODES}, market ticker + "-" + outcome code, YES = yes_sub_title; Polymarket slug
// {league}-{code}-{code}-{date}[-suffix] with the outcomes of the market.
import type { KalshiMarketMessage, PolymarketMarketMessage } from '../../core/market-data.ts';
import { parseKalshiEvent } from '../../venues/kalshi/index.ts';
import { parseGammaEvent } from '../../venues/polymarket/index.ts';
import { hash } from './cross-venue.ts';

export interface KalshiGame {
  series: string;
  /** "26MAR01ARSCHE". */
  game: string;
  title: string;
  /** Outcome code → yes_sub_title. */
  outcomes: Record<string, string>;
}

export function kalshiGame(g: KalshiGame): KalshiMarketMessage[] {
  const eventTicker = `${g.series}-${g.game}`;
  const parsed = parseKalshiEvent({
    event_ticker: eventTicker,
    series_ticker: g.series,
    title: g.title,
    sub_title: '',
    category: 'Sports',
    markets: Object.entries(g.outcomes).map(([code, yes]) => ({
      ticker: `${eventTicker}-${code}`,
      event_ticker: eventTicker,
      market_type: 'binary',
      title: `${g.title} Winner?`,
      yes_sub_title: yes,
      no_sub_title: yes,
      status: 'active',
      yes_bid_dollars: '0.4500',
      yes_ask_dollars: '0.4700',
    })),
  });
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value.items;
}

export interface PolymarketGameMarket {
  /** Suffix after the game slug ('' for the game's moneyline). */
  suffix: string;
  question: string;
  outcomes: [string, string];
  groupItemTitle?: string;
  /** The market's own slug when it is not the game slug and suffix ("will-arsenal-win-…"). */
  slug?: string;
}

export function polymarketGame(
  eventSlug: string,
  title: string,
  markets: PolymarketGameMarket[],
): PolymarketMarketMessage[] {
  const parsed = parseGammaEvent({
    id: parseInt(hash(eventSlug).slice(0, 8), 16),
    slug: eventSlug,
    title,
    active: true,
    closed: false,
    markets: markets.map((m) => {
      const slug = m.slug ?? (m.suffix ? `${eventSlug}-${m.suffix}` : eventSlug);
      const id = hash(slug);
      return {
        id: String(parseInt(id.slice(0, 7), 16)),
        conditionId: `0x${id}`,
        question: m.question,
        slug,
        groupItemTitle: m.groupItemTitle ?? '',
        outcomes: JSON.stringify(m.outcomes),
        clobTokenIds: JSON.stringify(
          [1, 2].map((i) => BigInt(`0x${hash(`${slug}:${i}`).slice(0, 30)}`).toString()),
        ),
        bestBid: '0.44',
        bestAsk: '0.46',
        active: true,
        closed: false,
        acceptingOrders: true,
      };
    }),
  });
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.value.items;
}
