// GET /api/v1/markets/orderbooks over HTTP: book snapshots published at chosen times (plus the
// recorded real Trump 2024 book) run through the real engine into chDB, read back raw and in
// buckets: bucket boundaries, fill-forward, order, paging, time formats, defaults and refusals.
import assert from 'node:assert/strict';
import type { PolymarketMarketMessage } from '../../core/market-data.ts';
import {
  bookAt,
  quoteAt,
  recordedCatalog,
  recordedTrumpBook,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import type { TestClient } from '../../harness/stack/http.ts';

const TRUMP_2024 = '0xdd22472e552920b8438158ea7238bfadfa4f736aa4cee91a6b86c39ead110917';
const TRUMP_NO = '48331043336612883890938759509493159234755048973500640148014422747788308965732';

const T = Date.parse('2026-01-01T00:00:00.000Z');
const S = 1000;
const MIN = 60 * S;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

type Snapshot = {
  condition_id: string;
  token_id: string;
  bids: Record<string, number>;
  asks: Record<string, number>;
  best_bid: number | null;
  best_ask: number | null;
  created_at: string;
};

describe('market routes: historical order books', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;
  let client: TestClient;
  let whitmer: PolymarketMarketMessage['market'];
  let smith: PolymarketMarketMessage['market'];

  const books = async (query: string): Promise<Snapshot[]> => {
    const r = await client.get(`/api/v1/markets/orderbooks?${query}`);
    assert.equal(r.status, 200, `${query}: ${JSON.stringify(r.body)}`);
    assert.equal(r.body.success, true);
    return r.body.data as Snapshot[];
  };
  const times = (list: Snapshot[]) => list.map((s) => s.created_at);
  const bestBids = (list: Snapshot[]) => list.map((s) => s.best_bid);

  before(async () => {
    stack = await startMarketDataStack();
    client = stack.client;
    const catalog = recordedCatalog();
    const dem = catalog.filter(
      (m): m is PolymarketMarketMessage => m.venue === 'venue_a' && m.event.event_id === 30829,
    );
    whitmer = dem.find((m) => m.market.outcome === 'Gretchen Whitmer')!.market;
    smith = dem.find((m) => m.market.outcome === 'Stephen A. Smith')!.market;
    const w = (ts: number, bids: [string, string][], asks: [string, string][]) =>
      bookAt('venue_a', whitmer.market_id, whitmer.left_token_id, ts, bids, asks);
    const d = (ts: number, bid: string) =>
      quoteAt('venue_a', smith.market_id, smith.left_token_id, ts, bid, '0.5');
    await stack.ingest([
      ...catalog,
      recordedTrumpBook(),
      // Whitmer "Yes": four snapshots inside five minutes (none in the third and fourth minute).
      w(T + 10 * S, [['0.014', '100']], [['0.015', '200']]),
      w(
        T + 50 * S,
        [
          ['0.013', '150'],
          ['0.012', '10'],
        ],
        [['0.016', '50']],
      ),
      w(T + 70 * S, [['0.012', '300']], []),
      quoteAt('venue_a', whitmer.market_id, whitmer.left_token_id, T + 250 * S, '0.02', '0.03'),
      // Smith "Yes": top of book on day 0, day 1 (+5 h) and day 4.
      d(T, '0.01'),
      d(T + DAY + 5 * 3_600_000, '0.02'),
      d(T + 4 * DAY, '0.04'),
      // A venue_b market's YES token, keyed by the market ticker.
      bookAt('venue_b', 'KXBOND-30-ATJ', 'KXBOND-30-ATJ:yes', T, [['0.17', '40']], [['0.18', '25']]),
      bookAt('venue_b', 'KXBOND-30-ATJ', 'KXBOND-30-ATJ:yes', T + MIN, [['0.16', '10']], [['0.19', '5']]),
    ]);
  });
  after(() => stack?.stop());

  it('should give the recorded Trump book with its full depth, price → size', async () => {
    const [book, ...rest] = await books(`venue=venue_a&token_id=${TRUMP_NO}`);
    assert.equal(rest.length, 0);
    const recorded = recordedTrumpBook();
    assert.deepEqual(Object.keys(book!), [
      'condition_id',
      'token_id',
      'bids',
      'asks',
      'best_bid',
      'best_ask',
      'created_at',
    ]);
    assert.equal(book!.condition_id, TRUMP_2024);
    assert.equal(book!.token_id, TRUMP_NO);
    assert.equal(book!.best_bid, 0.511);
    assert.equal(book!.best_ask, 0.514);
    assert.equal(Object.keys(book!.bids).length, 76);
    assert.equal(Object.keys(book!.asks).length, 86);
    assert.equal(book!.bids['0.511'], 1304.72);
    assert.equal(book!.asks['0.514'], 20230.87);
    assert.equal(book!.bids['0.001'], 9000023.58);
    assert.equal(book!.created_at, iso(recorded.ts));
  });

  it('should list raw snapshots newest first by default, oldest first with order=ASC, paged', async () => {
    const token = `venue=venue_a&token_id=${whitmer.left_token_id}`;
    const desc = await books(token);
    assert.deepEqual(times(desc), [T + 250 * S, T + 70 * S, T + 50 * S, T + 10 * S].map(iso));
    assert.deepEqual(bestBids(desc), [0.02, 0.012, 0.013, 0.014]);
    assert.deepEqual(desc[1]!.asks, {}, 'an empty side is an empty object');
    assert.equal(desc[1]!.best_ask, null, 'and its best price null');
    assert.deepEqual(desc[0]!.bids, {}, 'a top-of-book quote has no depth');
    assert.equal(desc[0]!.best_ask, 0.03);
    assert.deepEqual(desc[2]!.bids, { '0.013': 150, '0.012': 10 });
    assert.equal(desc[2]!.condition_id, whitmer.condition_id);
    const asc = await books(`${token}&order=ASC`);
    assert.deepEqual(times(asc), [...times(desc)].reverse());
    assert.deepEqual(times(await books(`${token}&limit=2&offset=1`)), [T + 70 * S, T + 50 * S].map(iso));
    assert.deepEqual(
      times(await books(`${token}&start=${T + 50 * S}&end=${T + 70 * S}`)),
      [T + 70 * S, T + 50 * S].map(iso),
    );
  });

  it('should show each bucket as the book stood at its end, carried forward through empty buckets', async () => {
    const q = `venue=venue_a&token_id=${whitmer.left_token_id}&bucket=1m&start=${T}&end=${T + 299 * S}&order=ASC`;
    const buckets = await books(q);
    assert.deepEqual(
      times(buckets),
      [1, 2, 3, 4, 5].map((k) => iso(T + k * MIN)),
      'labelled with the bucket end',
    );
    // minute 0: last snapshot T+50s; minute 1: T+70s; minutes 2 and 3: none, T+70s carried; minute 4: T+250s.
    assert.deepEqual(bestBids(buckets), [0.013, 0.012, 0.012, 0.012, 0.02]);
    assert.deepEqual(buckets[0]!.bids, { '0.013': 150, '0.012': 10 });
    assert.deepEqual(buckets[3]!.bids, { '0.012': 300 });
    assert.equal(buckets[3]!.best_ask, null);

    const desc = await books(q.replace('&order=ASC', ''));
    assert.deepEqual(times(desc), [...times(buckets)].reverse(), 'DESC by default');
    assert.deepEqual(
      times(await books(`${q}&limit=2&offset=1`)),
      [2, 3].map((k) => iso(T + k * MIN)),
    );
    // A page of empty buckets still shows the book carried from before the page.
    const emptyPage = await books(`${q}&limit=2&offset=2`);
    assert.deepEqual(
      times(emptyPage),
      [3, 4].map((k) => iso(T + k * MIN)),
    );
    assert.deepEqual(bestBids(emptyPage), [0.012, 0.012]);
    assert.deepEqual(emptyPage[0]!.bids, { '0.012': 300 });

    const halfMinutes = await books(
      `venue=venue_a&token_id=${whitmer.left_token_id}&bucket=30s&start=${T}&end=${T + 119 * S}&order=ASC`,
    );
    assert.deepEqual(
      times(halfMinutes),
      [30, 60, 90, 120].map((s) => iso(T + s * S)),
    );
    assert.deepEqual(bestBids(halfMinutes), [0.014, 0.013, 0.012, 0.012]);
  });

  it('should default the range to the first and latest snapshot', async () => {
    const buckets = await books(`venue=venue_a&token_id=${whitmer.left_token_id}&bucket=1m&order=ASC`);
    assert.deepEqual(
      times(buckets),
      [1, 2, 3, 4, 5].map((k) => iso(T + k * MIN)),
    );
  });

  it('should page the newest buckets without a range from the latest snapshot backwards', async () => {
    const token = `venue=venue_a&token_id=${whitmer.left_token_id}&bucket=1m`;
    const all = await books(token);
    assert.deepEqual(
      times(all),
      [5, 4, 3, 2, 1].map((k) => iso(T + k * MIN)),
    );
    assert.deepEqual(bestBids(all), [0.02, 0.012, 0.012, 0.012, 0.013]);
    assert.deepEqual(
      times(await books(`${token}&limit=2`)),
      [5, 4].map((k) => iso(T + k * MIN)),
    );
    const later = await books(`${token}&limit=2&offset=2`);
    assert.deepEqual(
      times(later),
      [3, 2].map((k) => iso(T + k * MIN)),
    );
    assert.deepEqual(bestBids(later), [0.012, 0.012], 'carried from before the page');
    // A start only: the book of its bucket is the last snapshot up to the bucket's end.
    const fromMinute1 = await books(`${token}&start=${T + 60 * S}`);
    assert.deepEqual(
      times(fromMinute1),
      [5, 4, 3, 2].map((k) => iso(T + k * MIN)),
    );
    assert.deepEqual(bestBids(fromMinute1), [0.02, 0.012, 0.012, 0.012]);
    assert.deepEqual(await books(`${token}&start=${T + 260 * S}`), [], 'a start after the latest snapshot');
    const lastDay = await books(`venue=venue_a&token_id=${smith.left_token_id}&bucket=1d&limit=1`);
    assert.deepEqual(times(lastDay), [iso(T + 5 * DAY)]);
    assert.deepEqual(bestBids(lastDay), [0.04]);
  });

  it('should leave out buckets before the first snapshot', async () => {
    const buckets = await books(
      `venue=venue_a&token_id=${whitmer.left_token_id}&bucket=1m&start=${T - 2 * MIN}&end=${T + 59 * S}&order=ASC`,
    );
    assert.deepEqual(times(buckets), [iso(T + MIN)]);
  });

  it('should derive the bucket from points, capped at one day', async () => {
    const byPoints = await books(
      `venue=venue_a&token_id=${whitmer.left_token_id}&points=5&start=${T}&end=${T + 300 * S - 1}&order=ASC`,
    );
    assert.deepEqual(
      times(byPoints),
      [1, 2, 3, 4, 5].map((k) => iso(T + k * MIN)),
      '300 s / 5 points = 1 min',
    );
    const capped = await books(`venue=venue_a&token_id=${smith.left_token_id}&points=2&order=ASC`);
    assert.deepEqual(
      times(capped),
      [1, 2, 3, 4, 5].map((k) => iso(T + k * DAY)),
      'four days / 2 would be 2 d: 1 d',
    );
    assert.deepEqual(bestBids(capped), [0.01, 0.02, 0.02, 0.02, 0.04]);
    const daily = await books(`venue=venue_a&token_id=${smith.left_token_id}&bucket=1d&order=ASC`);
    assert.deepEqual(times(daily), times(capped));
  });

  it('should read start and end as unix seconds, unix milliseconds or ISO 8601', async () => {
    const token = `venue=venue_a&token_id=${whitmer.left_token_id}`;
    const expected = [T + 70 * S, T + 50 * S].map(iso);
    for (const [start, end] of [
      [String((T + 50 * S) / 1000), String((T + 70 * S) / 1000)],
      [String(T + 50 * S), String(T + 70 * S)],
      ['2026-01-01T00:00:50Z', '2026-01-01T00:01:10.000Z'],
      ['2026-01-01T00:00:50', '2026-01-01T01:01:10%2B01:00'],
    ]) {
      assert.deepEqual(
        times(await books(`${token}&start=${start}&end=${end}`)),
        expected,
        `${start}..${end}`,
      );
    }
  });

  it('should read a venue_b market by its ticker from its YES token', async () => {
    const list = await books('venue=venue_b&market_id=KXBOND-30-ATJ');
    assert.deepEqual(times(list), [T + MIN, T].map(iso));
    assert.equal(list[0]!.token_id, 'KXBOND-30-ATJ:yes');
    assert.equal(list[0]!.condition_id, 'KXBOND-30-ATJ');
    assert.deepEqual(list[1]!.bids, { '0.17': 40 });
    const unknown = await client.get('/api/v1/markets/orderbooks?venue=venue_b&market_id=KXNOPE-1');
    assert.equal(unknown.status, 404);
    assert.match(unknown.body.error, /KXNOPE-1/);
  });

  it('should answer [] for a token without history', async () => {
    assert.deepEqual(await books(`venue=venue_a&token_id=${whitmer.right_token_id}`), []);
    assert.deepEqual(await books(`venue=venue_a&token_id=${whitmer.right_token_id}&bucket=1h`), []);
  });

  it('should refuse invalid parameters with a 400 naming the parameter', async () => {
    const token = `venue=venue_a&token_id=${whitmer.left_token_id}`;
    const cases: [string, RegExp][] = [
      ['', /query\.venue is required/],
      ['venue=venue_c&token_id=1', /query\.venue/],
      ['venue=venue_a', /query\.token_id is required when venue is venue_a/],
      ['venue=venue_b&token_id=1', /query\.market_id is required when venue is venue_b/],
      [`${token}&bucket=2d`, /query\.bucket must be at most 1d/],
      [`${token}&bucket=25h`, /query\.bucket must be at most 1d/],
      [`${token}&bucket=5x`, /query\.bucket/],
      [`${token}&bucket=0s`, /query\.bucket/],
      [`${token}&points=0`, /query\.points/],
      [`${token}&bucket=1m&points=5`, /query\.bucket and query\.points/],
      [`${token}&start=yesterday`, /query\.start/],
      [`${token}&end=2026-13-45`, /query\.end/],
      // Past 9999-12-31T23:59:59Z (and past JavaScript's safe integers): the documented range.
      [
        `${token}&start=9999999999999999`,
        /query\.start must be a time from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z/,
      ],
      [
        `${token}&end=9999999999999999`,
        /query\.end must be a time from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z/,
      ],
      [`${token}&end=253402300800000`, /query\.end must be a time from/],
      [`${token}&start=1969-12-31T23:59:59Z`, /query\.start must be a time from/],
      [`${token}&start=${T + MIN}&end=${T}`, /query\.start must not be after query\.end/],
      [`${token}&limit=25001`, /query\.limit/],
      [`${token}&limit=0`, /query\.limit/],
      [`${token}&order=DOWN`, /query\.order/],
      [`${token}&offset=-5`, /query\.offset/],
    ];
    for (const [query, message] of cases) {
      const r = await client.get(`/api/v1/markets/orderbooks?${query}`);
      assert.equal(r.status, 400, `${query}: ${JSON.stringify(r.body)}`);
      assert.equal(r.body.success, false);
      assert.match(r.body.error, message, query);
    }
    assert.equal((await client.get(`/api/v1/markets/orderbooks?${token}&limit=25000&bucket=1d`)).status, 200);
    // The ends of the range are times like any other.
    const whole = await client.get(`/api/v1/markets/orderbooks?${token}&start=0&end=253402300799999`);
    assert.equal(whole.status, 200, JSON.stringify(whole.body));
    assert.ok(whole.body.data.length > 0);
    const bucketed = await client.get(
      `/api/v1/markets/orderbooks?${token}&start=0&end=9999-12-31T23:59:59Z&points=10`,
    );
    assert.equal(bucketed.status, 200, JSON.stringify(bucketed.body));
  });
});
