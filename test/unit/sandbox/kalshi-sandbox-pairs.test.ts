// The sandbox venue_b's contract terms as the same-contract verdict reads them (engine/similarity):
// a sandbox market written as the same contract as its venue_a market is paired same_contract, one
// written deliberately different (inclusiveness, settlement source) different_contract, for the
// clause that differs. The recorded venue_a slice publishes no resolution rules (its verdicts read
// unreadable), so the venue_a side here is written in the test, in Polymarket's style, with the
// terms of the recorded market it stands for; the venue_b side is what the sandbox serves, parsed
// by the connector's parser. Last, the venue_a sandbox's own catalog entries: the one it wrote rules
// for pairs same_contract with its twin, one without rules reads unreadable (no notice taken for rules).
import assert from 'node:assert/strict';
import type { KalshiMarketMessage, MarketMessage } from '../../../core/market-data.ts';
import { looseMessage } from '../../../harness/data/cross-venue.ts';
import { DEFAULT_REPLAY_DIR } from '../../../ingest/replay/index.ts';
import { startKalshiSandbox, type KalshiSandbox } from '../../../ingest/sandbox/kalshi/index.ts';
import { SandboxMarket } from '../../../ingest/sandbox/market.ts';
import { readSandboxStarts } from '../../../ingest/sandbox/start-state.ts';
import { parseKalshiMarket } from '../../../venues/kalshi/index.ts';
import { onlyPair } from '../../support/similar-pair.ts';

const DAY = Date.parse('2026-07-11T20:00:00.000Z');

function venueA(question: string, endsAt: string, rules: string): MarketMessage {
  const m = looseMessage({
    venue: 'venue_a',
    question,
    endsAt,
    yesAsk: 0.5,
    noAsk: 0.52,
    category: 'Economics',
  });
  return { ...m, market: { ...m.market, description: rules } } as MarketMessage;
}

// cpic-uscpi-june-yoy-2026-07-14-gt3pt8pct / gt3pt9pct: "greater than", BLS's first release.
const cpi = (strike: string) =>
  venueA(
    `June CPI YoY above ${strike}%?`,
    '2026-07-14T12:30:00Z',
    `This market will resolve to "Yes" if the year-over-year change in CPI-U for June 2026, as first released by the Bureau of Labor Statistics on July 14, 2026, is greater than ${strike}%. Otherwise, this market will resolve to "No".`,
  );
// gdpc-us-saa-q2-2026-07-30-atl2pt0 / atl2pt5: at least the strike, BEA's advance estimate.
const gdp = (strike: string) =>
  venueA(
    `US GDP growth in Q2 2026 at least ${strike}%?`,
    '2026-07-30T12:30:00Z',
    `This market will resolve to "Yes" if the advance estimate of US real GDP growth for Q2 2026, released by the Bureau of Economic Analysis on July 30, 2026, is ${strike}% or greater. Otherwise, this market will resolve to "No".`,
  );
// rdc-usfed-fomc-2026-07-29-nochng.
const hold = venueA(
  'Fed decision in July: hold?',
  '2026-07-29T18:00:00Z',
  'This market will resolve to "Yes" if the Federal Reserve leaves the federal funds target range unchanged at its meeting ending on July 29, 2026, per the FOMC statement. Otherwise, this market will resolve to "No".',
);

describe('sandbox venue_b: same and deliberately different contracts, by the verdict', () => {
  let sbx: KalshiSandbox;
  const served = new Map<string, KalshiMarketMessage>();
  before(async () => {
    sbx = await startKalshiSandbox({ seed: 3, priceOf: () => '0.5', now: () => DAY });
    const events = (
      (await (await fetch(`${sbx.kalshiUrl}/events?status=open`)).json()) as {
        events: { event_ticker: string }[];
      }
    ).events;
    const markets = (
      (await (await fetch(`${sbx.kalshiUrl}/markets?status=open`)).json()) as {
        markets: { ticker: string; event_ticker: string }[];
      }
    ).markets;
    for (const raw of markets) {
      const parsed = parseKalshiMarket(raw, {
        event: events.find((e) => e.event_ticker === raw.event_ticker),
      });
      assert.ok(parsed.ok, parsed.ok ? '' : parsed.reason);
      served.set(raw.ticker, parsed.value);
    }
  });
  after(() => sbx.close());

  const cases: [string, () => MarketMessage, string, RegExp][] = [
    [
      'the same contract',
      () => cpi('3.8'),
      'SBXCPIYOY-26JUN-T3.8',
      /^same_contract: rules agree: threshold > 3\.8%.*bls\.gov/,
    ],
    [
      'the same contract',
      () => gdp('2.0'),
      'SBXGDP-26Q2-T2.0',
      /^same_contract: rules agree: threshold ≥ 2%.*bea\.gov/,
    ],
    [
      'the same contract',
      () => hold,
      'SBXFEDDECISION-26JUL-H0',
      /^same_contract: rules agree: deadline on July 29, 2026.*federalreserve\.gov/,
    ],
    [
      'another inclusiveness',
      () => cpi('3.9'),
      'SBXCPIYOY-26JUN-T3.9',
      /^different_contract: threshold: venue_a > 3\.9%, venue_b ≥ 3\.9 \(the bound itself pays on one side only\)/,
    ],
    [
      'another source',
      () => gdp('2.5'),
      'SBXGDPNOW-26Q2-T2.5',
      /^different_contract: settlement source: venue_a bea\.gov, venue_b atlantafed\.org/,
    ],
  ];
  for (const [what, a, ticker, verdict] of cases)
    it(`should judge ${ticker} against its venue_a market: ${what}`, () => {
      const pair = onlyPair(a(), served.get(ticker)!);
      assert.match(`${pair.verdict}: ${pair.verdict_reason}`, verdict);
    });

  /** The venue_a sandbox's catalog entry of a recorded market it carries forward, after one step. */
  async function carried(slug: string): Promise<MarketMessage> {
    const { starts } = await readSandboxStarts(DEFAULT_REPLAY_DIR);
    const start = starts.find((s) => s.market.slug === slug);
    assert.ok(start, `${slug} is carried forward`);
    const market = new SandboxMarket('pairs-test', start, 5000);
    market.advance(1, 1);
    return market.marketMessage(DAY);
  }

  it('should pair the venue_a sandbox market it wrote rules for same_contract with its twin', async () => {
    const fed = await carried('cbpac-usfed-2026-cut');
    assert.match(fed.market.description, /^This market will resolve to "Yes".*\n\nSandbox: /s);
    const pair = onlyPair(fed, served.get('SBXFEDCUTY-26')!);
    assert.match(
      `${pair.verdict}: ${pair.verdict_reason}`,
      /^same_contract: rules agree: deadline in 2026 .*federalreserve\.gov/,
    );
  });

  it('should leave a carried-forward market without rules unreadable: no sandbox notice stands in for them', async () => {
    const btc = await carried('cpc-btc-150k-12-31-2026');
    assert.equal(btc.market.description, '');
    const pair = onlyPair(btc, served.get('SBXBTC150-26DEC31')!);
    assert.deepEqual(
      [pair.verdict, pair.verdict_reason],
      ['unreadable', 'venue_a publishes no resolution rules for this market'],
    );
  });
});
