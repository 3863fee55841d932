// Elections and championships read from each venue's title wording (engine/similarity/contract/race.ts)
// and the verdict they lead to on a text-matched pair: office or competition, jurisdiction, cycle or
// season, party against candidate. Titles are written here in each venue's style, not copied.
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../../core/market-data.ts';
import { SimilarityIndex, type SimilarPair } from '../../../engine/similarity/index.ts';
import { raceClash, raceOf } from '../../../engine/similarity/contract/race.ts';
import { looseMessage } from '../../../harness/data/cross-venue.ts';

describe('similarity: elections and championships per venue', () => {
  it('should read office, jurisdiction, cycle and party or candidate from both venues’ wording', () => {
    assert.deepEqual(raceOf('Will the Republicans win the Rhode Island Senate race in 2026?'), {
      kind: 'election',
      office: 'senate',
      where: 'ri',
      cycle: '2026',
      subject: 'party',
    });
    // Kalshi: the party is the yes_sub_title; no year in the title.
    assert.deepEqual(raceOf('Will Democrats win the Senate race in West Virginia?', 'Democratic party'), {
      kind: 'election',
      office: 'senate',
      where: 'wv',
      cycle: null,
      subject: 'party',
    });
    const poly = raceOf('Will Pete Hegseth win the 2028 Republican presidential nomination?')!;
    const kalshi = raceOf(
      'Will Pete Hegseth be the nominee for the Presidency for the Republican party?',
      'Pete Hegseth',
    )!;
    assert.equal(poly.office, 'nomination-r');
    assert.equal(poly.subject, 'candidate');
    assert.equal(raceClash(poly, kalshi), null);
    assert.equal(
      raceOf('Will the Democratic Party control the House after the 2026 Midterm elections?')!.office,
      'house-control',
    );
    assert.equal(raceOf('Will Jane Roe be the next Prime Minister of Canada?')!.cycle, 'next');
    assert.equal(raceOf('Will the price of Bitcoin be above $100,000 on January 30?'), null);
  });

  it('should map each venue’s championship and award names onto one competition, with the season', () => {
    const nba = raceOf('Will the Boston Celtics win the 2026 NBA Finals?')!;
    const pro = raceOf('Will Boston win the 2026 Pro Basketball Championship?', 'Boston')!;
    assert.deepEqual(nba, {
      kind: 'championship',
      office: 'nba',
      where: 'nba',
      cycle: '2026',
      subject: 'team',
    });
    assert.equal(raceClash(nba, pro), null);
    assert.equal(
      raceClash(
        raceOf('Will Kansas City win Super Bowl LXI?')!,
        raceOf('Will Kansas City win the Pro Football Championship?')!,
      ),
      null,
    );
    assert.equal(raceOf('Will the Dodgers win the 2025–26 World Series?')!.cycle, '2026');
    assert.equal(
      raceOf('Will the Celtics win the NBA Eastern Conference Finals in 2026?')!.office,
      'conference-eastern',
    );
    assert.equal(raceOf('Will Shohei Ohtani win the 2026 National League MVP?')!.office, 'mlb-nl-mvp');
    assert.equal(raceOf('Will Shohei Ohtani win the 2026 NL MVP?', 'Shohei Ohtani')!.office, 'mlb-nl-mvp');
  });

  it('should name the part that differs', () => {
    const clash = (a: string, b: string, outcome = '') => raceClash(raceOf(a)!, raceOf(b, outcome)!);
    assert.equal(
      clash(
        'Will the Democratic Party control the House after the 2026 Midterm elections?',
        'Will Democrats win the House in 2026?',
      ),
      'election office: venue_a house-control, venue_b house',
    );
    assert.match(
      clash(
        'Will Jane Roe be the next Prime Minister of Canada?',
        'Will Jane Roe become Prime Minister of Canada after the 2027 Canadian federal election?',
      )!,
      /cycle: venue_a the next one, whenever chosen, venue_b 2027/,
    );
    assert.match(
      clash(
        'Will the Republicans win the Ohio governor race in 2026?',
        'Will John Doe win the Ohio governor race?',
        'John Doe',
      )!,
      /subject: venue_a a party, venue_b a candidate/,
    );
    assert.match(
      clash(
        'Will the Republicans win the Ohio Senate race in 2026?',
        'Will Republicans win the Senate race in Iowa?',
      )!,
      /jurisdiction: venue_a oh, venue_b ia/,
    );
    assert.match(
      clash(
        'Will the Democratic Party win the VA-02 House seat?',
        'Will Democrats win the House race in VA-3?',
      )!,
      /jurisdiction: venue_a va-02, venue_b va-03/,
    );
    assert.equal(
      clash(
        'Will the Democratic Party win the VA-02 House seat?',
        'Will Democrats win a House race in Virginia in 2026?',
      ),
      null,
    );
    assert.match(
      clash(
        'Will the Celtics win the NBA Eastern Conference Finals in 2026?',
        'Will Boston win the 2026 Pro Basketball Championship?',
      )!,
      /competition: venue_a conference-eastern, venue_b nba/,
    );
    assert.match(
      clash(
        'Will Boston win the NBA Eastern Conference in 2026?',
        'Will Boston win the 2026 NHL Eastern Conference?',
      )!,
      /league: venue_a nba, venue_b nhl/,
    );
    assert.equal(
      clash('Will Boston win the NBA Eastern Conference in 2026?', 'Will Boston win the Eastern Conference?'),
      null,
    );
    assert.match(
      clash(
        'Will the Yankees win the 2026 World Series?',
        'Will New York Y win the 2027 Pro Baseball Championship?',
      )!,
      /season: venue_a 2026, venue_b 2027/,
    );
  });

  it('should call a text-matched pair of another election different, with the reason, and price no arbitrage', () => {
    const rules = (who: string) =>
      `This market resolves to Yes if ${who} becomes Prime Minister of Canada by December 31, 2027, as reported by the Associated Press. Otherwise it resolves to No.`;
    const market = (venue: 'venue_a' | 'venue_b', question: string, outcome: string): MarketMessage => {
      const m = looseMessage({
        venue,
        question,
        outcome,
        endsAt: '2027-12-31T23:00:00Z',
        yesAsk: venue === 'venue_a' ? 0.4 : 0.57,
        noAsk: venue === 'venue_a' ? 0.62 : 0.45,
      });
      return { ...m, market: { ...m.market, description: rules('Jane Roe') } } as MarketMessage;
    };
    const index = new SimilarityIndex();
    index.upsert(market('venue_a', 'Will Jane Roe be the next Prime Minister of Canada?', ''));
    index.upsert(
      market('venue_b', 'Will Jane Roe become Prime Minister of Canada after the 2027 election?', 'Jane Roe'),
    );
    const pairs: SimilarPair[] = index.pairs(0, 10);
    assert.equal(pairs.length, 1);
    assert.equal(pairs[0]!.verdict, 'different_contract');
    assert.match(pairs[0]!.verdict_reason, /election cycle/);
    assert.equal(pairs[0]!.arbitrage, 0);
  });
});
