// The structured readers of engine/similarity on the wordings the venues actually use.
import assert from 'node:assert/strict';
import { compareDates, dayNumber, extractDates, isoDay } from '../../../engine/similarity/dates.ts';
import { compareEntities, extractEntities, type Entity } from '../../../engine/similarity/entities.ts';
import { compareNumbers, extractNumbers } from '../../../engine/similarity/numbers.ts';
import { canonicalText, tokens } from '../../../engine/similarity/text.ts';

const dates = (text: string, end = '2026-03-01') => {
  const ref = Date.parse(`${end}T00:00:00Z`) / 86_400_000;
  return extractDates(canonicalText(text), ref).terms;
};
const deadline = (text: string, end?: string) => dates(text, end).map((t) => isoDay(t.end));
const numbers = (text: string) => extractNumbers(extractDates(canonicalText(text), null).rest);
const words = (es: Entity[]) => new Set(es.flatMap((e) => e.words));

describe('similarity: dates', () => {
  it('should close "before Jan 1, 2027", "by December 31, 2026" and "by end of 2026" on the same day', () => {
    assert.deepEqual(deadline('Will the United States acquire any part of Greenland before Jan 1, 2027?'), [
      '2026-12-31',
    ]);
    assert.deepEqual(deadline('Will Trump resign by December 31, 2026?'), ['2026-12-31']);
    assert.deepEqual(deadline('Netanyahu out by end of 2026?'), ['2026-12-31']);
    assert.deepEqual(deadline('Will Israel and Syria normalize relations before 2027?'), ['2026-12-31']);
    assert.equal(compareDates(dates('before Jan 1, 2027'), dates('by end of 2026'), null, null), 'agree');
  });

  it('should give a date without a year the year nearest the market end date', () => {
    assert.deepEqual(deadline('Will Trump meet with Putin again by March 31?', '2026-03-31'), ['2026-03-31']);
    assert.deepEqual(deadline('Will Israel annex any territory by December 31?', '2025-12-31'), [
      '2025-12-31',
    ]);
  });

  it('should tell one day from the next: "on March 3" is not "on Mar 2, 2026"', () => {
    const a = dates('Will the highest temperature in Chicago be between 40-41°F on March 3?', '2026-03-03');
    const b = dates('Will the high temp in Chicago be 40-41° on Mar 2, 2026?');
    assert.equal(compareDates(a, b, null, null), 'conflict');
  });

  it('should read a season and a bare year as context that any deadline inside them fits', () => {
    assert.deepEqual(deadline('Will Manchester City win the 2025–26 Carabao Cup?'), ['2026-12-31']);
    const season = dates('Will Manchester City win the 2025–26 Carabao Cup?');
    assert.equal(season[0]!.context, true);
    assert.equal(
      compareDates(dates('the 2026 Texas Republican primary'), dates('before Mar 3, 2026'), null, null),
      'agree',
    );
    assert.equal(compareDates(dates('the 2028 election'), dates('before 2028'), null, null), 'conflict');
  });

  it('should hold a stated deadline against an end date no text states', () => {
    // Kalshi states "Before 2030"; the Polymarket market ends 2026-06-30 without saying so.
    const kalshi = dates('Who will be the next James Bond? Before 2030');
    assert.equal(compareDates(kalshi, [], null, dayNumber(2026, 5, 30)), 'conflict-implicit');
    assert.equal(compareDates(kalshi, [], null, dayNumber(2030, 0, 1)), 'none');
    assert.equal(compareDates([], [], dayNumber(2026, 11, 31), dayNumber(2029, 0, 20)), 'far-ends');
  });

  it('should read "this week" relative to the end date and compare weeks loosely', () => {
    const a = dates(
      'Will Opalite by Taylor Swift be the Billboard #1 song for the week of March 7?',
      '2026-03-03',
    );
    const b = dates('Will Opalite be the #1 song on the Billboard Hot 100 charts this week?', '2026-03-02');
    assert.equal(compareDates(a, b, null, null), 'agree');
  });
});

describe('similarity: numbers', () => {
  it('should read one threshold however it is written', () => {
    const a = numbers("Will the U.S. pay at least $1200 billion for Greenland during Trump's term?");
    const b = numbers('$1.2 trillion or more');
    assert.deepEqual(
      a.map((t) => [t.op, t.value, t.unit]),
      [['gte', 1.2e12, '$']],
    );
    assert.equal(compareNumbers(a, b), 'agree');
    assert.deepEqual(
      numbers('Will Bitcoin hit $100k?').map((t) => t.value),
      [100_000],
    );
    assert.deepEqual(
      numbers('CPI ≥ 4.5%').map((t) => [t.op, t.value, t.unit]),
      [['gte', 4.5, '%']],
    );
  });

  it('should read brackets and tell neighbouring brackets apart', () => {
    const a = numbers('Will the U.S. pay between $600 billion and $899 billion for Greenland?');
    assert.deepEqual(
      a.map((t) => [t.kind, t.value, t.hi]),
      [['range', 6e11, 8.99e11]],
    );
    const b = numbers('Will the U.S. pay between $300 billion and $599 billion for Greenland?');
    assert.equal(compareNumbers(a, b), 'conflict');
    assert.equal(compareNumbers(numbers('be 90°F or higher'), numbers('be 89-90°')), 'conflict');
  });

  it('should see a favourite spread as a winning margin, never as a total', () => {
    const spread = numbers('Spread: Real Madrid CF (-1.5)');
    const margin = numbers('Real Madrid wins by over 1.5 goals?');
    const total = numbers('Real Madrid CF vs. Getafe CF: O/U 1.5');
    assert.equal(compareNumbers(spread, margin), 'agree');
    assert.equal(compareNumbers(total, margin), 'conflict');
  });

  it('should call the same line with opposite directions opposite, and a lone game number a conflict', () => {
    assert.equal(compareNumbers(numbers('above 4.2%'), numbers('below 4.2%')), 'opposite');
    assert.equal(compareNumbers(numbers('above 4.2%'), numbers('4.2% or higher')), 'near');
    assert.equal(compareNumbers(numbers('Tundra Esports vs Aurora - Game 4 Winner'), []), 'conflict');
  });

  it('should not read digits inside names as numbers', () => {
    assert.deepEqual(numbers('Will West Indies win the 2026 ICC T20 World Cup?'), []);
  });
});

describe('similarity: entities and tokens', () => {
  it('should drop initials and keep generational suffixes', () => {
    assert.deepEqual([...words(extractEntities('Donald J. Trump'))], ['donald', 'trump']);
    assert.deepEqual(
      [...words(extractEntities('Will Donald Trump Jr. win the 2028 US Presidential Election?'))],
      ['donald', 'trump', 'jr'],
    );
    assert.deepEqual(
      [...words(extractEntities('Will JD Vance win?'))],
      [...words(extractEntities('J.D. Vance'))],
    );
  });

  it('should clash on two people who share a first name or a surname', () => {
    const none = new Set<string>();
    const clash = compareEntities(
      extractEntities('Kevin Warsh'),
      extractEntities('Kevin Hassett'),
      none,
      none,
    );
    assert.equal(clash.clashes, 1);
    const jr = compareEntities(
      extractEntities('Donald J. Trump'),
      extractEntities('Donald Trump Jr.'),
      none,
      none,
    );
    assert.equal(jr.clashes, 1);
    const same = compareEntities(
      extractEntities('Lorie Logan'),
      extractEntities('Will Trump nominate Lorie K. Logan?'),
      none,
      none,
    );
    assert.equal(same.clashes, 0);
    assert.equal(same.matched, 1);
    assert.equal(same.onlyA, 0);
  });

  it("should give the venues' different names for one championship one token", () => {
    assert.ok(tokens('Will Kansas City win the 2026 Pro Baseball Championship?').includes('mlbchampionship'));
    assert.ok(tokens('Will the Kansas City Royals win the 2026 World Series?').includes('mlbchampionship'));
    assert.ok(tokens('Will Democratics win the Senate race in Ohio?').includes('democrat'));
    assert.ok(tokens('Will the Democrats win?').includes('democrat'));
  });
});
