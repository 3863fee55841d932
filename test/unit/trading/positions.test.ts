// Positions by average cost and the paper venue's matching rules, on figures worked out by hand
// (the levels are the recorded Trump 2024 "No" book's best ones: asks 0.514 × 20230.87,
// 0.515 × 43551.96, 0.516 × 28605.55; bids 0.511 × 1304.72, 0.51 × 12848.17).
import assert from 'node:assert/strict';
import type { TradableBook } from '../../../engine/trading/books.ts';
import { paperMatch, stopTriggered, type PaperOrder } from '../../../engine/trading/paper-venue.ts';
import { afterFill, unrealized } from '../../../engine/trading/positions.ts';

const book: TradableBook = {
  asks: [
    ['0.514', '20230.87'],
    ['0.515', '43551.96'],
    ['0.516', '28605.55'],
  ],
  bids: [
    ['0.511', '1304.72'],
    ['0.51', '12848.17'],
  ],
  assumed: false,
  ts: 1728799418260,
};

const limit = (over: Partial<PaperOrder> = {}): PaperOrder => ({
  side: 'BUY',
  type: 'LIMIT',
  units: 'SHARES',
  price: '0.515',
  shares: '70000',
  amount: null,
  filled_shares: '0',
  triggered_at: null,
  book_ts: null,
  book_taken: '0',
  ...over,
});

describe('positions (average cost)', () => {
  it('should add buys at their cost and realize sells against the average cost', () => {
    let h = afterFill(
      { shares: '0', cost: '0', realized: '0' },
      { side: 'BUY', shares: '200', usdc: '96', fee: '0' },
    );
    assert.deepEqual(h, { shares: '200', cost: '96', realized: '0' });
    // 120 of 200 take 57.6 of the cost; 68.4 − 57.6 = 10.8
    h = afterFill(h, { side: 'SELL', shares: '120', usdc: '68.4', fee: '0' });
    assert.deepEqual(h, { shares: '80', cost: '38.4', realized: '10.8' });
    // Fees: a buy's add to the cost, a sell's come off what it brought.
    h = afterFill(h, { side: 'BUY', shares: '20', usdc: '10', fee: '0.05' });
    assert.deepEqual(h, { shares: '100', cost: '48.45', realized: '10.8' });
    h = afterFill(h, { side: 'SELL', shares: '33.333333', usdc: '20', fee: '0.1' });
    // 48.45 × 33.333333 / 100 = 16.1499998… → 16.15; realized 10.8 + (20 − 0.1 − 16.15) = 14.55
    assert.deepEqual(h, { shares: '66.666667', cost: '32.3', realized: '14.55' });
    assert.equal(unrealized({ shares: '80', cost: '38.4' }, '0.575'), '7.6');
    assert.equal(unrealized({ shares: '194.552529', cost: '100' }, '0.5125'), '-0.291829');
  });

  it('should take the whole cost out when a sell empties the position', () => {
    const h = afterFill(
      { shares: '30', cost: '14.4', realized: '15.8' },
      { side: 'SELL', shares: '30', usdc: '14.1', fee: '0' },
    );
    assert.deepEqual(h, { shares: '0', cost: '0', realized: '15.5' });
  });
});

describe('paper venue matching', () => {
  it('should fill a limit buy through the levels at or under its price and leave the rest', () => {
    const m = paperMatch(limit(), book, undefined);
    assert.deepEqual(m.fills, [
      { price: '0.514', shares: '20230.87', usdc: '10398.66718' },
      { price: '0.515', shares: '43551.96', usdc: '22429.2594' },
    ]);
    assert.deepEqual(m.book, { ts: '1728799418260', taken: '63782.83' });
  });

  it('should never give an order the same snapshot’s liquidity twice', () => {
    // After the first match, the price is raised to 0.516 against the same snapshot: only the 0.516 level is new to it.
    const m = paperMatch(
      limit({ price: '0.516', filled_shares: '63782.83', book_ts: '1728799418260', book_taken: '63782.83' }),
      book,
      undefined,
    );
    assert.deepEqual(m.fills, [{ price: '0.516', shares: '6217.17', usdc: '3208.05972' }]);
    // A new snapshot (another ts) is the venue's book again, whole.
    const fresh = paperMatch(
      limit({ filled_shares: '63782.83', book_ts: '1728799418260', book_taken: '63782.83' }),
      { ...book, ts: book.ts + 1 },
      undefined,
    );
    assert.deepEqual(fresh.fills, [{ price: '0.514', shares: '6217.17', usdc: '3195.62538' }]);
  });

  it('should trigger a stoploss at or under its price and sell into the bids at any price', () => {
    const stop = limit({ side: 'SELL', type: 'STOPLOSS', price: '0.5', shares: '2000' });
    assert.equal(stopTriggered(stop, '0.5125'), false);
    assert.deepEqual(paperMatch(stop, book, '0.5125').fills, []);
    assert.equal(stopTriggered(stop, '0.5'), true);
    // 1304.72 @ 0.511 (666.71192) and 695.28 @ 0.51 (354.5928), each rounded down to a base unit.
    assert.deepEqual(paperMatch(stop, book, '0.49').fills, [
      { price: '0.511', shares: '1304.72', usdc: '666.71192' },
      { price: '0.51', shares: '695.28', usdc: '354.5928' },
    ]);
  });

  it('should sell at once a stoploss whose trigger is at or above the displayed price (placed above the market)', () => {
    // The first match of a new order (OrderService.firstPaperMatch) is this one, with the price as it is now:
    // a trigger of 0.55 over a displayed 0.5125 is reached already and sells into the bids like a market sell.
    const above = limit({ side: 'SELL', type: 'STOPLOSS', price: '0.55', shares: '100' });
    assert.equal(stopTriggered(above, '0.5125'), true);
    assert.deepEqual(paperMatch(above, book, '0.5125').fills, [
      { price: '0.511', shares: '100', usdc: '51.1' },
    ]);
    // With no displayed price, nothing triggers.
    assert.deepEqual(paperMatch(above, book, undefined).fills, []);
  });

  it('should fill a market order whole within its worst price, or refuse it', () => {
    const market = limit({ type: 'MARKET', units: 'USDC', amount: '96', shares: null, price: '0.52' });
    // 96 / 0.514 = 186.770428 shares (down) for 95.999999992 → 96 (up)
    assert.deepEqual(paperMatch(market, book, undefined).fills, [
      { price: '0.514', shares: '186.770428', usdc: '96' },
    ]);
    assert.throws(
      () => paperMatch({ ...market, amount: '1000000', price: '0.515' }, book, undefined),
      /too thin: its asks at prices within 0.515 hold 32827.92658 USDC/,
    );
  });
});
