// The box-arbitrage formula and the venues' fees, exact, on known prices; then against the
// opportunities a live cross-venue bot logged (rao/pm-kalshi-arbitrage-bot arb_executions.csv, no
// licence: read from ../shared/data at test time, never copied; the test fails with that
// explanation when it is absent).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import {
  asksFromTopOfBook,
  boxArbitrage,
  kalshiFee,
  noFee,
  polymarketFee,
} from '../../../engine/similarity/index.ts';
import { sharedPath } from '../../../harness/data/shared-data.ts';

const free = { fee: noFee };

describe('similarity: fees', () => {
  it("should charge Kalshi's 0.07 × C × P × (1 − P), rounded up to the cent", () => {
    const fee = kalshiFee();
    assert.equal(fee('0.5', '1'), '0.02'); // 0.0175 → 0.02
    assert.equal(fee('0.5', '100'), '1.75');
    assert.equal(fee('0.48', '100'), '1.75'); // 1.7472 → 1.75
    assert.equal(fee('0.05', '100'), '0.34'); // 0.3325 → 0.34
    assert.equal(fee('0.99', '10'), '0.01'); // 0.00693 → 0.01
    assert.equal(kalshiFee('0.0175')('0.5', '100'), '0.44'); // maker rate: 0.4375 → 0.44
  });

  it("should charge Polymarket's C × rate × (p(1 − p))^exponent, and nothing on fee-free markets", () => {
    assert.equal(polymarketFee()('0.5', '100'), '0');
    assert.equal(polymarketFee('0.0175', 1)('0.5', '100'), '0.4375');
    // 100 × 0.25 × (0.54 × 0.46)² = 1.54256400 → 1.54257 (5 places, rounded up)
    assert.equal(polymarketFee('0.25', 2)('0.54', '100'), '1.54257');
  });
});

describe('similarity: box arbitrage', () => {
  it('should buy venue_a left and venue_b NO when they are the same contract and that is cheaper than 1', () => {
    // venue_a: Yes 0.38/0.40 → Yes ask 0.40, No ask 0.62. venue_b: YES 0.52/0.55 → NO ask 0.48.
    const a = { ...asksFromTopOfBook('0.38', '0.4'), ...free };
    const b = { ...asksFromTopOfBook('0.52', '0.55'), fee: kalshiFee() };
    assert.deepEqual([a.leftAsk, a.rightAsk, b.leftAsk, b.rightAsk], ['0.4', '0.62', '0.55', '0.48']);
    const r = boxArbitrage({ a, b, alignment: 'same', contracts: '100' });
    // 100 × (0.40 + 0.48) = 88, Kalshi fee on 100 NO at 0.48 = 1.75: (100 − 89.75) / 100.
    assert.equal(r.arbitrage, '0.1025');
    assert.deepEqual(r.box, { a: 'left', b: 'no', askA: '0.4', askB: '0.48', fees: '1.75', cost: '0.8975' });
  });

  it('should pair left with YES when the contracts are inverted', () => {
    const a = { leftAsk: '0.3', rightAsk: '0.72', ...free };
    const b = { leftAsk: '0.6', rightAsk: '0.75', ...free };
    assert.equal(boxArbitrage({ a, b, alignment: 'same' }).arbitrage, '0');
    const r = boxArbitrage({ a, b, alignment: 'inverted' });
    // left_a + YES_b = 0.3 + 0.6 = 0.9
    assert.equal(r.arbitrage, '0.1');
    assert.equal(r.box?.b, 'yes');
  });

  it('should be 0 when the fees eat the edge, or a leg has no ask', () => {
    const a = { leftAsk: '0.49', rightAsk: '0.52', fee: polymarketFee('0.0175', 1) };
    const b = { leftAsk: '0.5', rightAsk: '0.5', fee: kalshiFee() };
    // 0.49 + 0.50 = 0.99: 1% gross, but 1.75 + 0.43733 in fees on 100 contracts.
    assert.equal(boxArbitrage({ a, b, alignment: 'same' }).arbitrage, '0');
    assert.equal(
      boxArbitrage({ a: { ...a, fee: noFee }, b: { ...b, fee: noFee }, alignment: 'same' }).arbitrage,
      '0.01',
    );
    const empty = { leftAsk: null, rightAsk: '0.1', ...free };
    assert.equal(
      boxArbitrage({ a: empty, b: { leftAsk: null, rightAsk: '0.2', ...free }, alignment: 'same' }).arbitrage,
      '0',
    );
  });

  it('should reproduce the gross edge a live bot logged for every box it found (BTC 15-minute, Feb 2026)', () => {
    const file = sharedPath('cross-venue/rao-pm-kalshi-arbitrage-bot/arb_executions.csv');
    if (!existsSync(file)) {
      assert.fail(
        `${file} is missing: this test reads the recorded executions from ../shared/data (no licence, not copied here)`,
      );
    }
    const [header, ...rows] = readFileSync(file, 'utf8').trim().split('\n');
    const columns = header!.split(',');
    const at = (row: string[], name: string) => row[columns.indexOf(name)]!;
    let checked = 0;
    for (const line of rows) {
      const row = line.split(',');
      // Polymarket's Up token and Kalshi's YES both pay when BTC closes the interval higher.
      const r = boxArbitrage({
        a: { leftAsk: at(row, 'poly_yes_ask'), rightAsk: at(row, 'poly_no_ask'), ...free },
        b: { leftAsk: at(row, 'kalshi_yes_ask'), rightAsk: at(row, 'kalshi_no_ask'), ...free },
        alignment: 'same',
      });
      const logged = Number(at(row, 'opp_edge_gross'));
      // The bot logged floats; the formula answers to 6 digits, rounded down.
      assert.ok(
        Math.abs(Number(r.arbitrage) - logged) < 1e-6,
        `row ${checked}: ${r.arbitrage} against ${logged}`,
      );
      checked++;
    }
    assert.ok(checked > 1000);
  });
});
