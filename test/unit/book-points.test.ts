// The order-book history answer is serialized as text (serializeBookPoints) instead of presenting an
// object per point and stringifying them: it must give exactly the bytes of the object form.
import assert from 'node:assert/strict';
import { presentBookPoint, serializeBookPoints } from '../../api/markets/presenters.ts';
import type { BookHistoryPoint } from '../../engine/market-queries/book-history-query.ts';
import type { BookSnapshotRow } from '../../storage/clickhouse/book-history.ts';

const T = Date.parse('2026-07-10T20:25:46.000Z');

function row(overrides: Partial<BookSnapshotRow>): BookSnapshotRow {
  return {
    venue: 'venue_a',
    token_id: '11448250193940403054276807174489327238904182638337911027248541307524182610818',
    market_id: '0xf3769cf6000ee6a84b1f553e3847bb4ea7062904636eca10510e8661d19816bb',
    ts: T,
    best_bid: '0.511',
    best_ask: '0.514',
    bids: [
      ['0.511', '1304.72'],
      ['0.001', '9000023.58'],
    ],
    asks: [['0.514', '20230.87']],
    ...overrides,
  };
}

describe('order-book history serialization', () => {
  it('should give the bytes of JSON.stringify of the presented points', () => {
    const depth = row({});
    const topOfBook = row({ ts: T + 120_000, best_bid: null, best_ask: '0.03', bids: [], asks: [] });
    const venueB = row({
      venue: 'venue_b',
      token_id: 'KXBOND-30-ATJ:yes',
      market_id: 'KXBOND-30-"ATJ"\\é',
      best_bid: null,
      best_ask: null,
      bids: [],
      asks: [],
    });
    // Buckets carry one snapshot object through several points, newest first.
    const points: BookHistoryPoint[] = [
      { row: venueB, at: T + 4 * 3_600_000 },
      { row: topOfBook, at: T + 3 * 3_600_000 },
      { row: topOfBook, at: T + 2 * 3_600_000 },
      { row: depth, at: T + 3_600_000 },
      { row: depth, at: T },
    ];
    const text = serializeBookPoints(points);
    assert.equal(text, JSON.stringify(points.map(presentBookPoint)));
    const [first] = JSON.parse(text) as Record<string, unknown>[];
    assert.deepEqual(Object.keys(first!), [
      'condition_id',
      'token_id',
      'bids',
      'asks',
      'best_bid',
      'best_ask',
      'created_at',
    ]);
  });

  it('should give [] for no points', () => {
    assert.equal(serializeBookPoints([]), '[]');
  });
});
