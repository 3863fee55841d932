// The Fed-chair markets of the real same-day catalogs of both venues (2026-03-01,
// ../shared/data/cross-venue, read at test time and never copied) with resolution rules written here
// in each venue's style (the recorded rows carry none), as test/integration/similarity-api.test.ts
// writes them: the Kevin Warsh pair is one contract; the Christopher Waller markets get deadlines a
// year apart (a pair, not one contract). Fees as the routing tests price them: venue_a fee-free,
// venue_b Kalshi's quadratic taker fee (0.07). `kalshiTokens` re-keys the Warsh venue_b market's
// YES and NO tokens (the live tests: the DFlow stand-in's mints).
import type { BookMessage, MarketMessage } from '../../core/market-data.ts';
import { bookAt } from '../../harness/stack/market-data.ts';
import { loadCatalogs } from '../../harness/data/cross-venue.ts';

const FED = /Fed chair/i;
const READ_AT = '2026-03-01T17:00:00.000Z';
export const WARSH_TICKER = 'KXFEDCHAIRNOM-29-KW';
export const WALLER_TICKER = 'KXFEDCHAIRNOM-29-CWAL';
/** When the routing tests' books of the Warsh pair were taken: after the catalog snapshot (17:39). */
export const BOOK_TS = Date.parse('2026-03-01T18:10:00Z');

export interface FedChairCatalog {
  messages: MarketMessage[];
  poly: (name: string) => MarketMessage;
  kalshi: (ticker: string) => MarketMessage;
}

export function fedChairCatalog(kalshiTokens?: { yes: string; no: string }): FedChairCatalog {
  const catalogs = loadCatalogs();
  const terms = (m: MarketMessage, description: string, kalshiFees: boolean): MarketMessage =>
    ({
      ...m,
      market: {
        ...m.market,
        description,
        tick_size: '0.01',
        min_order_size: m.venue === 'venue_a' ? '5' : null,
        fees: kalshiFees,
        fee_schedule: {
          taker_rate: kalshiFees ? '0.07' : '0',
          maker_rate: '0',
          exponent: 1,
          read_at: READ_AT,
        },
        ...(kalshiTokens && m.market.market_id === WARSH_TICKER
          ? { left_token_id: kalshiTokens.yes, right_token_id: kalshiTokens.no }
          : {}),
      },
    }) as MarketMessage;
  const kalshiFed = catalogs.kalshi
    .filter((m) => m.market.market_id.startsWith('KXFEDCHAIRNOM-29-'))
    .map((m) =>
      terms(
        m,
        `If Trump next nominates ${m.market.outcome} as Fed Chair before Jan 1, ${m.market.market_id === WALLER_TICKER ? 2028 : 2027}, then the market resolves to Yes.`,
        true,
      ),
    );
  const polyFed = catalogs.polymarket
    .filter((m) => FED.test(m.market.question))
    .map((m) =>
      terms(
        m,
        `This market will resolve to "Yes" if Donald Trump nominates ${/nominate (.+?) as/.exec(m.market.question)?.[1] ?? 'this person'} as the next Chair of the Federal Reserve by December 31, 2026, 11:59 PM ET. Otherwise it resolves to "No".`,
        false,
      ),
    );
  return {
    messages: [...kalshiFed, ...polyFed],
    poly: (name) => polyFed.find((m) => m.market.question.includes(name))!,
    kalshi: (ticker) => kalshiFed.find((m) => m.market.market_id === ticker)!,
  };
}

/**
 * The routing tests' books of the Warsh pair's YES: venue_a bids 0.38 × 20, asks 0.40 × 10 and
 * 0.45 × 100; venue_b bids 0.39 × 30, asks 0.41 × 50 and 0.50 × 100.
 */
export function warshBooks(fed: FedChairCatalog): BookMessage[] {
  const a = fed.poly('Kevin Warsh').market;
  const b = fed.kalshi(WARSH_TICKER).market;
  return [
    bookAt(
      'venue_a',
      a.market_id,
      a.left_token_id,
      BOOK_TS,
      [['0.38', '20']],
      [
        ['0.4', '10'],
        ['0.45', '100'],
      ],
    ),
    bookAt(
      'venue_b',
      b.market_id,
      b.left_token_id,
      BOOK_TS,
      [['0.39', '30']],
      [
        ['0.41', '50'],
        ['0.5', '100'],
      ],
    ),
  ];
}
