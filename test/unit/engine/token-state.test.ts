import assert from 'node:assert/strict';
import {
  applyDelta,
  bookFromSnapshot,
  displayedPrice,
  SPARKLINE_BUCKET_MS,
  SPARKLINE_POINTS,
  updateSparkline,
} from '../../../engine/market-data/token-state.ts';

const H = SPARKLINE_BUCKET_MS;

describe('token state', () => {
  describe('displayed price', () => {
    it('should show the mid while the spread is at most 0.10', () => {
      assert.equal(displayedPrice('0.511', '0.514', '0.2'), '0.5125');
      assert.equal(displayedPrice('0.45', '0.55', undefined), '0.5');
    });

    it('should show the last trade when the spread is wider, else the mid', () => {
      assert.equal(displayedPrice('0.02', '0.51', '0.3'), '0.3');
      assert.equal(displayedPrice('0.02', '0.51', undefined), '0.265');
    });

    it('should fall back to one side or nothing', () => {
      assert.equal(displayedPrice(null, '0.6', undefined), '0.6');
      assert.equal(displayedPrice('0.4', null, '0.41'), '0.41');
      assert.equal(displayedPrice(null, null, undefined), null);
    });
  });

  describe('book deltas', () => {
    const book = bookFromSnapshot({
      v: 1,
      type: 'book',
      venue: 'venue_a',
      market_id: 'm',
      token_id: 't',
      bids: [
        ['0.5', '10'],
        ['0.49', '5'],
      ],
      asks: [['0.52', '7']],
      ts: 1000,
    });

    it('should set a level to its new total, remove it at 0 and keep best first', () => {
      const next = applyDelta(book, {
        v: 1,
        type: 'book_delta',
        venue: 'venue_a',
        market_id: 'm',
        token_id: 't',
        ts: 2000,
        changes: [
          { side: 'bid', price: '0.5', size: '0' },
          { side: 'bid', price: '0.505', size: '3' },
          { side: 'ask', price: '0.51', size: '2' },
        ],
      });
      assert.deepEqual(next.bids, [
        ['0.505', '3'],
        ['0.49', '5'],
      ]);
      assert.deepEqual(next.asks, [
        ['0.51', '2'],
        ['0.52', '7'],
      ]);
      assert.equal(next.bestBid, '0.505');
      assert.equal(next.bestAsk, '0.51');
      assert.equal(next.ts, 2000);
    });

    it('should give the same book when a delta is applied twice (redelivery)', () => {
      const delta = {
        v: 1 as const,
        type: 'book_delta' as const,
        venue: 'venue_a' as const,
        market_id: 'm',
        token_id: 't',
        ts: 2000,
        changes: [{ side: 'ask' as const, price: '0.52', size: '9' }],
      };
      assert.deepEqual(applyDelta(applyDelta(book, delta), delta), applyDelta(book, delta));
    });
  });

  describe('sparkline', () => {
    it('should start flat at the first price with a fixed number of points', () => {
      const s = updateSparkline(undefined, 10 * H + 5, 0.4);
      assert.equal(s.points.length, SPARKLINE_POINTS);
      assert.ok(s.points.every((p) => p === 0.4));
      assert.equal(s.end, 10 * H);
    });

    it('should overwrite the newest bucket and carry values through empty buckets, oldest first', () => {
      let s = updateSparkline(undefined, 10 * H, 0.4);
      s = updateSparkline(s, 10 * H + 60_000, 0.45);
      s = updateSparkline(s, 13 * H + 1, 0.6);
      assert.equal(s.end, 13 * H);
      assert.deepEqual(s.points.slice(-4), [0.45, 0.45, 0.45, 0.6]);
      assert.equal(s.points.length, SPARKLINE_POINTS);
    });

    it('should not rewrite history with an older update', () => {
      const s = updateSparkline(updateSparkline(undefined, 10 * H, 0.4), 8 * H, 0.9);
      assert.ok(s.points.every((p) => p === 0.4));
    });

    it('should drop points older than the window', () => {
      let s = updateSparkline(undefined, 0, 0.1);
      s = updateSparkline(s, 100 * H, 0.2);
      assert.ok(s.points.every((p) => p === 0.1 || p === 0.2));
      assert.equal(s.points.filter((p) => p === 0.2).length, 1);
      assert.equal(s.points.length, SPARKLINE_POINTS);
    });
  });
});
