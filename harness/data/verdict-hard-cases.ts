// Hard cases for the same-contract verdict (issue 45, item 5): pairs whose published terms look
// alike and are not one contract, each written by the project in the venues' styles (no venue text
// is copied; the unlicensed Kalshi samples in ../shared/data are not read here). They were written
// and labelled before the verdict rules that read them, and all of them lie in the development half
// of the split (harness/data/holdout.ts): each pair's venue_a id carries the first suffix that puts
// the pair there, so the held-out half is untouched.
//
// Label rules (each pair below states its label; every other cross pair of the set is negative):
//   aid sources   A source a text names only as an aid or an example ("a source like Coinbase may be
//                 used to follow the price", "for example The Numbers") is not its settlement source:
//                 two markets settling on different sources are different contracts even when one
//                 names the other's source as an aid.
//   fallbacks     A fallback clause ("will resolve 50-50", "resolves No if the station is offline for
//                 at least 6 hours") states no threshold: the contracts are compared on their main
//                 clauses only.
//   the bound     "X or above" and "above X" differ at exactly X. They are different contracts when
//                 the value that settles them can equal X: a temperature in whole degrees, the
//                 unemployment rate in tenths of a percent (BLS publishes it to one decimal), a
//                 crypto price. They are the same contract only when equality cannot occur: "above
//                 4.5%" and "4.6% or above" on a figure published in tenths pay alike on every value
//                 it can take.
import type { KalshiMarketMessage, MarketMessage, PolymarketMarketMessage } from '../../core/market-data.ts';
import type { KindSet } from './cross-venue-kinds.ts';
import { looseMessage } from './cross-venue.ts';
import { halfOf } from './holdout.ts';
import { gammaMarkets, kalshiMarkets } from './venue-shapes.ts';

interface TextCase {
  name: string;
  label: 'positive' | 'negative';
  question: string;
  /** venue_a's resolution text (a Polymarket description). */
  a: string;
  /** venue_b's rules (a Kalshi rules_primary). */
  b: string;
}

const TEXT_CASES: TextCase[] = [
  {
    name: 'aid: "a source like Coinbase may be used" beside Kraken, against Coinbase',
    label: 'negative',
    question: 'Will Solana trade above $400 before July 1, 2026?',
    a: 'This market will resolve to "Yes" if the SOL/USD price on Kraken (https://www.kraken.com) trades above $400.00 at any moment before July 1, 2026, 12:00 AM ET. Kraken\'s SOL/USD trade history is the resolution source. A source like Coinbase may be used to follow the price, but it does not settle this market. Otherwise this market resolves to "No".',
    b: 'If the SOL/USD spot price reported by Coinbase (https://www.coinbase.com/price/solana) is above $400.00 at any time before July 1, 2026, 12:00 AM ET, then the market resolves to Yes.',
  },
  {
    name: 'example: "for example by The Numbers" beside Box Office Mojo, against The Numbers',
    label: 'negative',
    question: "Will 'Skyline' gross more than $150 million on its opening weekend in June 2026?",
    a: 'This market will resolve to "Yes" if the domestic opening weekend gross of Skyline, as published by Box Office Mojo (https://www.boxofficemojo.com), is more than $150 million. Figures reported elsewhere, for example by The Numbers, may differ and do not count. The opening weekend is the film\'s first Friday through Sunday in June 2026. Otherwise the market resolves to "No".',
    b: 'If the domestic opening weekend gross of Skyline reported by The Numbers (https://www.the-numbers.com) is more than $150 million, then the market resolves to Yes. The opening weekend is the first Friday through Sunday of its release in June 2026.',
  },
  {
    name: 'aid named, one settlement source on both sides',
    label: 'positive',
    question: 'Will Ethereum trade above $6,000 before October 1, 2026?',
    a: 'This market will resolve to "Yes" if any trade on Kraken\'s ETH/USD pair (https://www.kraken.com) prints above $6,000.00 before October 1, 2026, 12:00 AM ET. A source like Coinbase may be used to follow the price, but only Kraken settles this market. Otherwise the market resolves to "No".',
    b: 'If any ETH/USD trade on Kraken (https://www.kraken.com) prints above $6,000.00 before October 1, 2026, 12:00 AM ET, then the market resolves to Yes.',
  },
  {
    name: 'fallback "will resolve 50-50" on both sides; "above 90°F" against "90° or above" (whole degrees)',
    label: 'negative',
    question: 'Will the highest temperature in Denver be above 90°F on July 4, 2026?',
    a: 'This market will resolve to "Yes" if the highest temperature recorded at Denver International Airport on July 4, 2026 is above 90°F, according to the National Weather Service (https://www.weather.gov/bou/). If the National Weather Service publishes no reading for the day, this market will resolve 50-50. Otherwise it resolves to "No".',
    b: "If the highest temperature recorded at Denver International Airport on July 4, 2026, as reported by the National Weather Service's Climatological Report, is 90° or above, then the market resolves to Yes. If the report is not published within a week, the market will resolve 50-50.",
  },
  {
    name: 'fallback "resolves No if … at least 6 hours" on both sides; "above 110°F" against "110° or above"',
    label: 'negative',
    question: 'Will the highest temperature in Phoenix be above 110°F on July 10, 2026?',
    a: 'This market will resolve to "Yes" if the highest temperature recorded at Phoenix Sky Harbor on July 10, 2026 is above 110°F, according to the National Weather Service (https://www.weather.gov/psr/). The market resolves "No" if the station is offline for at least 6 hours on that day.',
    b: "If the highest temperature recorded at Phoenix Sky Harbor on July 10, 2026, as reported by the National Weather Service's Climatological Report, is 110° or above, then the market resolves to Yes. The market resolves No if the station is offline for at least 6 hours on that day.",
  },
  {
    name: 'fallbacks on both sides, the same main clause',
    label: 'positive',
    question: 'Will the highest temperature in Las Vegas be above 105°F on July 12, 2026?',
    a: 'This market will resolve to "Yes" if the highest temperature recorded at Harry Reid International Airport on July 12, 2026 is above 105°F, according to the National Weather Service (https://www.weather.gov/vef/). If the National Weather Service publishes no reading for the day, this market will resolve 50-50. The market resolves "No" if the station is offline for at least 6 hours on that day.',
    b: "If the highest temperature recorded at Harry Reid International Airport on July 12, 2026, as reported by the National Weather Service's Climatological Report, is above 105°, then the market resolves to Yes. If the report is not published within a week, the market will resolve 50-50.",
  },
];

/** The unemployment-rate cases: Kalshi KXU3 "Above 4.5%" against Polymarket's inclusive wording. */
const BOUND_CASES: { name: string; label: 'positive' | 'negative'; poly: string }[] = [
  {
    name: 'the bound: "Above 4.5%" against "4.5% or above" (the rate can be exactly 4.5)',
    label: 'negative',
    poly: 'Will the unemployment rate be 4.5% or above in March 2026?',
  },
  {
    name: 'the bound: "Above 4.5%" against "4.6% or above" (no published rate lies between)',
    label: 'positive',
    poly: 'Will the unemployment rate be 4.6% or above in March 2026?',
  },
];

const pairId = (a: MarketMessage, b: MarketMessage) =>
  `${a.venue}:${a.market.market_id}|${b.venue}:${b.market.market_id}`;

/** venue_a's market with the first id suffix that puts its pair with `b` in the development half. */
function inDevHalf(make: (suffix: string) => MarketMessage, b: MarketMessage): MarketMessage {
  for (let i = 0; ; i++) {
    const a = make(`dev${i}`);
    if (halfOf(pairId(a, b)) === 'dev') return a;
  }
}

function withRules(m: MarketMessage, rules: string): MarketMessage {
  return { ...m, market: { ...m.market, description: rules } } as MarketMessage;
}

export interface HardCase {
  name: string;
  label: 'positive' | 'negative';
  pair: string;
}

export function verdictHardCases(): KindSet & { cases: HardCase[] } {
  const kalshi: KalshiMarketMessage[] = [];
  const polymarket: PolymarketMarketMessage[] = [];
  const positives = new Map<string, 'same' | 'inverted'>();
  const cases: HardCase[] = [];
  const rejected: string[] = [];
  const file = (name: string, label: HardCase['label'], a: MarketMessage, b: MarketMessage) => {
    polymarket.push(a as PolymarketMarketMessage);
    kalshi.push(b as KalshiMarketMessage);
    const id = pairId(a, b);
    if (label === 'positive') positives.set(id, 'same');
    cases.push({ name, label, pair: id });
  };
  for (const c of TEXT_CASES) {
    const common = { question: c.question, endsAt: '2026-10-01T04:00:00Z', yesAsk: 0.4, category: 'hard' };
    const b = withRules(looseMessage({ ...common, venue: 'venue_b', noAsk: 0.45 }), c.b);
    const a = inDevHalf(
      (id) => withRules(looseMessage({ ...common, venue: 'venue_a', id, noAsk: 0.62 }), c.a),
      b,
    );
    file(c.name, c.label, a, b);
  }
  const title = 'Will unemployment be above 4.5% in March 2026?';
  const [b] = kalshiMarkets(
    'KXU3',
    'KXU3-26MAR',
    title,
    [{ ticker: 'KXU3-26MAR-T4.5', title, yes_sub_title: 'Above 4.5%' }],
    rejected,
  );
  BOUND_CASES.forEach((c, k) => {
    if (!b) return;
    const a = inDevHalf((suffix) => {
      const [m] = gammaMarkets(
        { slug: `unemployment-march-2026-${k}`, title: 'Unemployment rate in March 2026?' },
        [
          {
            id: `u3-${k}-${suffix}`,
            slug: `unemployment-march-2026-${k}-${suffix}`,
            question: c.poly,
            endDate: '2026-04-03T12:30:00Z',
          },
        ],
        rejected,
      );
      return m!;
    }, b);
    file(c.name, c.label, a, b);
  });
  return {
    name: 'verdict hard cases (team-written)',
    category: 'verdict hard cases',
    origin: 'generated',
    // The two bound cases share one Kalshi market.
    kalshi: [...new Set(kalshi)],
    polymarket,
    positives,
    excluded: new Set(),
    rejected,
    cases,
  };
}
