// The scorer on real records.
//
// - The 2026-03-01 Kalshi and Polymarket catalogs (../shared/data/cross-venue/Pirodax-…, no
//   licence): read from ../shared/data at test time, never copied here; the tests fail with that
//   explanation when the folder is missing. Markets are named by ticker / question.
// - Title pairs quoted from Jon-Becker/prediction-market-analysis
//   (data/pmxt/…/candidates.jsonl, commit 30d7fdbb) — MIT License, Copyright (c) 2026 Jonathan
//   Becker: "Permission is hereby granted, free of charge, to any person obtaining a copy of this
//   software and associated documentation files (the "Software"), to deal in the Software without
//   restriction … The above copyright notice and this permission notice shall be included in all
//   copies or substantial portions of the Software."
import assert from 'node:assert/strict';
import { loadCatalogs, looseMessage, type Catalogs } from '../../../harness/data/cross-venue.ts';
import type { MarketMessage } from '../../../core/market-data.ts';
import { SimilarityIndex, type PairScore } from '../../../engine/similarity/index.ts';

describe('similarity: scorer on real catalog records', () => {
  let catalogs: Catalogs;
  let index: SimilarityIndex;
  const key = (m: MarketMessage) => `${m.venue}:${m.market.market_id}`;
  const kalshi = (ticker: string) => {
    const m = catalogs.kalshi.find((k) => k.market.ticker === ticker);
    assert.ok(m, `${ticker} is not in the Kalshi catalog`);
    return m;
  };
  const polymarket = (question: string) => {
    const m = catalogs.polymarket.find((p) => p.market.question === question);
    assert.ok(m, `"${question}" is not in the Polymarket catalog`);
    return m;
  };
  const score = (question: string, ticker: string): PairScore =>
    index.scoreOf(key(polymarket(question)), key(kalshi(ticker)))!;

  before(() => {
    catalogs = loadCatalogs();
    index = new SimilarityIndex();
    for (const m of [...catalogs.kalshi, ...catalogs.polymarket]) index.upsert(m);
  });

  it('should score the same Fed-chair nominee on both venues as the same contract, outcomes aligned', () => {
    const s = score('Will Trump nominate Kevin Warsh as the next Fed chair?', 'KXFEDCHAIRNOM-29-KW');
    assert.ok(s.similarity >= 0.8, JSON.stringify(s));
    assert.equal(s.alignment, 'same');
    // "Lorie K. Logan" against "Lorie Logan": the initial does not matter.
    assert.ok(
      score('Will Trump nominate Lorie K. Logan as the next Fed chair?', 'KXFEDCHAIRNOM-29-LLOG')
        .similarity >= 0.8,
    );
  });

  it('should keep another nominee of the same event below 0.8 however many words they share', () => {
    const s = score('Will Trump nominate Kevin Warsh as the next Fed chair?', 'KXFEDCHAIRNOM-29-KH');
    assert.ok(s.text > 0.6, 'the titles do share most words');
    assert.ok(s.similarity < 0.8, JSON.stringify(s));
    assert.ok(s.reasons.includes('entity-clash'));
  });

  it('should tell Donald Trump from Donald Trump Jr.', () => {
    assert.ok(
      score('Will Donald Trump win the 2028 US Presidential Election?', 'KXPRESPERSON-28-DTRU').similarity >=
        0.8,
    );
    assert.ok(
      score('Will Donald Trump Jr. win the 2028 US Presidential Election?', 'KXPRESPERSON-28-DTRU')
        .similarity < 0.8,
    );
    assert.ok(
      score('Will Eric Trump win the 2028 US Presidential Election?', 'KXPRESPERSON-28-DTRU').similarity <
        0.8,
    );
  });

  it('should reject a Bond market whose stated window (before 2030) is not the other venue’s (June 2026)', () => {
    const s = score('Callum Turner announced as next James Bond?', 'KXBOND-30-CAL');
    assert.ok(s.similarity < 0.8, JSON.stringify(s));
    assert.ok(s.reasons.includes('date-vs-end'));
  });

  it('should reject a shared name under another proposition (trillionaire against president)', () => {
    const s = score('Will Elon Musk win the 2028 US Presidential Election?', 'KXMUSKTRILLION-29');
    assert.ok(s.similarity < 0.8, JSON.stringify(s));
  });

  it('should reject the 2028 Senate race of one state against the 2026 Senate majority', () => {
    const s = score(
      'Will the Republican Party control the Senate after the 2026 Midterm elections?',
      'SENATEAZ-28-R',
    );
    assert.ok(s.similarity < 0.8, JSON.stringify(s));
  });

  it('should match the party markets of the 2028 election, and not across parties', () => {
    assert.ok(
      score('Will the Democrats win the 2028 US Presidential Election?', 'KXPRESPARTY-2028-D').similarity >=
        0.8,
    );
    assert.ok(
      score('Will the Republicans win the 2028 US Presidential Election?', 'KXPRESPARTY-2028-D').similarity <
        0.8,
    );
  });
});

describe('similarity: scorer on titles quoted from Jon-Becker/prediction-market-analysis (MIT)', () => {
  const pair = (polymarket: [string, string], kalshi: string): PairScore => {
    const index = new SimilarityIndex();
    const a = looseMessage({ venue: 'venue_a', eventTitle: polymarket[0], question: polymarket[1] });
    const b = looseMessage({ venue: 'venue_b', question: kalshi });
    index.upsert(a);
    index.upsert(b);
    return index.scoreOf(`venue_a:${a.market.market_id}`, `venue_b:${b.market.market_id}`)!;
  };

  it("should read Kalshi's trademark-free names as the league's (Pro Baseball Championship = World Series)", () => {
    const s = pair(
      ['MLB World Series Champion 2026', 'Will the Kansas City Royals win the 2026 World Series?'],
      'Will Kansas City win the 2026 Pro Baseball Championship?',
    );
    assert.ok(s.similarity >= 0.8, JSON.stringify(s));
  });

  it('should read "National League MVP Award" as "NL MVP"', () => {
    const s = pair(
      ['MLB: 2026 NL MVP', 'Will Shohei Ohtani win the 2026 National League MVP Award?'],
      'Will Shohei Ohtani win NL MVP?',
    );
    assert.ok(s.similarity >= 0.8, JSON.stringify(s));
  });

  it('should not confuse the MVP award with the Cy Young award', () => {
    const s = pair(
      ['MLB: 2026 NL Cy Young Winner', 'Will Freddy Peralta win the 2026 NL Cy Young Award?'],
      'Will Shohei Ohtani win NL MVP?',
    );
    assert.ok(s.similarity < 0.8, JSON.stringify(s));
  });

  it('should not match a 2027 NFL title against a 2026 World Series', () => {
    const s = pair(
      ['NFL Champion 2027', 'Will the Baltimore Ravens win the 2027 NFL league championship?'],
      'Will Baltimore win the 2026 Pro Baseball Championship?',
    );
    assert.ok(s.similarity < 0.8, JSON.stringify(s));
  });
});
