// Walking the recorded Trump 2024 "No" book (market channel snapshot, 2024-10-13): best asks
// 0.514 × 20230.87, 0.515 × 43551.96…; best bids 0.511 × 1304.72, 0.51 × 12848.17…
// Every expected figure is worked out by hand in the comment beside it.
import assert from 'node:assert/strict';
import { sortLevels } from '../../../core/market-data.ts';
import { InsufficientLiquidityError, relativeSlippage, walkBook } from '../../../engine/trading/book-walk.ts';
import { clobResources, polymarketSample } from '../../../harness/data/venue-samples.ts';

const raw = JSON.parse(polymarketSample(`${clobResources}/ws_messages/book.json`)) as {
  bids: { price: string; size: string }[];
  asks: { price: string; size: string }[];
};
const book = {
  bids: sortLevels(
    raw.bids.map((l) => [l.price, l.size] as const),
    'bids',
  ),
  asks: sortLevels(
    raw.asks.map((l) => [l.price, l.size] as const),
    'asks',
  ),
};

describe('book walk (quotes and fills against a real book)', () => {
  it('should buy shares inside the best level at its price, without slippage', () => {
    // 1500 × 0.514 = 771
    const walk = walkBook(book, { side: 'BUY', amount: '1500', units: 'SHARES' });
    assert.deepEqual(
      [walk.shares, walk.usdc, walk.averagePrice, walk.bestPrice],
      ['1500', '771', '0.514', '0.514'],
    );
    assert.equal(relativeSlippage(walk, 'BUY'), '0');
  });

  it('should walk into the next level and average the prices exactly', () => {
    // 20230.87 × 0.514 = 10398.66718; 4769.13 × 0.515 = 2456.10195; total 12854.76913 for 25000 shares
    // average 12854.76913 / 25000 = 0.5141907652 → 0.514191; slippage (0.514191 − 0.514) / 0.514 = 0.0003716 → 0.000372
    const walk = walkBook(book, { side: 'BUY', amount: '25000', units: 'SHARES' });
    assert.deepEqual(walk.fills, [
      { price: '0.514', shares: '20230.87', usdc: '10398.66718' },
      { price: '0.515', shares: '4769.13', usdc: '2456.10195' },
    ]);
    assert.deepEqual([walk.shares, walk.usdc, walk.averagePrice], ['25000', '12854.76913', '0.514191']);
    assert.equal(relativeSlippage(walk, 'BUY'), '0.000372');
  });

  it('should sell into the bids, highest first', () => {
    // 1304.72 × 0.511 = 666.71192; 100 × 0.51 = 51; 717.71192 for 1404.72 shares
    // average 0.5109288… → 0.510929; slippage (0.511 − 0.510929) / 0.511 = 0.000139
    const walk = walkBook(book, { side: 'SELL', amount: '1404.72', units: 'SHARES' });
    assert.deepEqual(
      [walk.shares, walk.usdc, walk.averagePrice, walk.bestPrice],
      ['1404.72', '717.71192', '0.510929', '0.511'],
    );
    assert.equal(relativeSlippage(walk, 'SELL'), '0.000139');
  });

  it('should spend a USDC amount on the whole base units of shares it pays for', () => {
    // 1000 / 0.514 = 1945.52529182… → 1945.525291 shares, costing 999.999999574 → 1000 (rounded up to a base unit)
    const walk = walkBook(book, { side: 'BUY', amount: '1000', units: 'USDC' });
    assert.deepEqual([walk.shares, walk.usdc, walk.averagePrice], ['1945.525291', '1000', '0.514']);
  });

  it('should receive a USDC amount by selling what the bids pay it for', () => {
    // 666.71192 (all of 0.511) + 33.28808 / 0.51 = 65.270745… → 65.270745 shares at 0.51 = 33.28807995
    // total 699.99999995 → 699.999999 (rounded down), shares 1369.990745
    const walk = walkBook(book, { side: 'SELL', amount: '700', units: 'USDC' });
    assert.deepEqual([walk.shares, walk.usdc], ['1369.990745', '699.999999']);
  });

  it('should refuse an order the book is too thin for, and one on an empty side, with the reason', () => {
    assert.throws(
      () => walkBook(book, { side: 'SELL', amount: '100000000', units: 'SHARES' }),
      (err: unknown) => {
        assert.ok(err instanceof InsufficientLiquidityError);
        assert.equal(err.status, 400);
        assert.match(
          err.message,
          /^the book is too thin: its bids hold [\d.]+ shares, the order asks for 100000000 shares$/,
        );
        return true;
      },
    );
    assert.throws(
      () => walkBook({ bids: book.bids, asks: [] }, { side: 'BUY', amount: '1', units: 'USDC' }),
      /the book has no asks/,
    );
  });
});
