// The proposition readers on single rows in each venue's raw shape: what each field contributes,
// and the rows they must leave to the text scorer.
import assert from 'node:assert/strict';
import {
  kalshiProposition,
  polymarketProposition,
  type PropositionContract,
} from '../../../engine/similarity/contract/index.ts';
import { newYorkToUtc, strikeOf } from '../../../engine/similarity/contract/proposition.ts';
import { gammaMarkets, kalshiMarkets } from '../../../harness/data/venue-shapes.ts';

function kalshi(ticker: string, title: string, yes = ''): PropositionContract | null {
  const event = ticker.replace(/-[^-]+$/, '');
  const series = event.replace(/-[^-]+$/, '');
  const [m] = kalshiMarkets(series, event, title, [{ ticker, title, yes_sub_title: yes }], []);
  return kalshiProposition(m!);
}

function polymarket(
  question: string,
  extra: { slug?: string; outcomes?: [string, string]; endDate?: string } = {},
) {
  const slug = extra.slug ?? 'some-market';
  const [m] = gammaMarkets(
    { slug: `${slug}-event`, title: question },
    [{ id: '1', slug, question, ...extra }],
    [],
  );
  return polymarketProposition(m!);
}

describe('similarity: proposition readers', () => {
  it('should read a party race from the Kalshi ticker and the Polymarket question alike', () => {
    const k = kalshi('SENATEGA-26-R', 'Will Republicans win the Senate race in Georgia?', 'Republican party');
    const p = polymarket('Will the Republicans win the Georgia Senate race in 2026?');
    assert.deepEqual(k, {
      kind: 'election',
      topic: 'senate:ga',
      period: '2026',
      subject: 'party:r',
      strike: null,
    });
    assert.deepEqual(p, k);
    assert.equal(
      kalshi('SENATEFLS-26-D', 'Will Democratics win the Senate race in Florida?')?.topic,
      'senate:fl',
    );
    assert.equal(kalshi('KXSENATELA-26NOV-D', 'Louisiana')?.period, '2026');
  });

  it('should read a championship subject from the Kalshi code and the Polymarket team name', () => {
    const k = kalshi('KXMLB-26-KC', 'Will Kansas City win the 2026 Pro Baseball Championship?');
    const p = polymarket('Will the Kansas City Royals win the 2026 World Series?');
    assert.equal(k?.subject, 'team:mlb:KC');
    assert.deepEqual(p, k);
    assert.equal(polymarket('Will the Kansas City Chiefs win the 2026 World Series?'), null);
  });

  it('should read thresholds with direction and inclusiveness', () => {
    assert.deepEqual(strikeOf('Above 3.0%'), { direction: 'above', value: '3', inclusive: false });
    assert.deepEqual(strikeOf('$100,000 or above'), { direction: 'above', value: '100000', inclusive: true });
    assert.deepEqual(strikeOf('at least 4.5%'), { direction: 'above', value: '4.5', inclusive: true });
    assert.deepEqual(strikeOf('less than 2%'), { direction: 'below', value: '2', inclusive: false });
    assert.equal(strikeOf('Will CPI rise?'), null);
    const k = kalshi(
      'KXCPIYOY-26JAN-T3.0',
      'Will CPI inflation be above 3.0% in January 2026?',
      'Above 3.0%',
    );
    assert.deepEqual(polymarket('Will annual inflation be greater than 3.0% in January 2026?'), k);
    // Inflation without saying which series is not a contract: the text decides.
    assert.equal(polymarket('Will inflation be above 3.0% in January 2026?'), null);
  });

  it("should read Kalshi's New York times in winter and in summer", () => {
    assert.equal(new Date(newYorkToUtc(2026, 2, 7, 20, 30)).toISOString(), '2026-02-08T01:30:00.000Z');
    assert.equal(new Date(newYorkToUtc(2026, 7, 1, 12, 30)).toISOString(), '2026-07-01T16:30:00.000Z');
    const k = kalshi('KXBTC15M-26FEB072030-15', 'BTC price up in next 15 mins?');
    const p = polymarket('Bitcoin Up or Down - February 7, 8:15PM-8:30PM ET', {
      slug: 'btc-updown-15m-1770513300',
      outcomes: ['Up', 'Down'],
    });
    assert.deepEqual(p, k);
    assert.equal(k?.period, '2026-02-08T01:30Z');
  });

  it('should leave what is none of the kinds to the text scorer', () => {
    assert.equal(kalshi('KXU3MAX-30-5', 'How high will unemployment get before 2030?', 'Above 5%'), null);
    assert.equal(polymarket('Will Party K win the 2028 US Presidential Election?'), null);
    assert.equal(kalshi('GOVPARTYNH-28-I', 'New Hampshire Governor winner?', 'Independent'), null);
  });
});
