// The Fed-chair markets of the real same-day catalogs of both venues (2026-03-01,
// ../shared/data/cross-venue, read at test time and never copied) with resolution rules written here
// in each venue's style (the recorded rows carry none), as test/integration/similarity-api.test.ts
// writes them: the Kevin Warsh pair is one contract; the Christopher Waller markets get deadlines a
// year apart (a pair, not one contract). Fees as the routing tests price them: venue_a fee-free,
// venue_b Kalshi's quadratic taker fee (0.07). `kalshiTokens` re-keys the Warsh venue_b market's
// YES and NO tokens (the live tests: the DFlow stand-in's mints).
import type { MarketMessage } from '../../core/market-data.ts';
import { loadCatalogs } from '../../harness/data/cross-venue.ts';

const FED = /Fed chair/i;
const READ_AT = '2026-03-01T17:00:00.000Z';
export const WARSH_TICKER = 'KXFEDCHAIRNOM-29-KW';
export const WALLER_TICKER = 'KXFEDCHAIRNOM-29-CWAL';

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
