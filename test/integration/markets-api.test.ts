// The market routes (spec 4.3) over HTTP on a catalog built from recorded real venue payloads run
// through the real ingest publisher, bus, engine processors, chDB and Redis: listing shapes, every
// filter and sort, paging, search ranking, statistics, the venue_a routes, prices and sparklines,
// and the read model following catalog changes.
import assert from 'node:assert/strict';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MarketMessage, PolymarketMarketMessage } from '../../core/market-data.ts';
import { kalshiSample } from '../../harness/data/venue-samples.ts';
import {
  bookAt,
  quoteAt,
  STACK_NOW,
  recordedCatalog,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import type { TestClient } from '../../harness/stack/http.ts';
import { ISO_Z } from '../support/shapes.ts';

/** A GET whose body is not decoded, to see the bytes and encoding sent. */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const DEM_SLUG = 'democratic-presidential-nominee-2028';
const VENUE_A_EVENT_KEYS = [
  'event_id',
  'title',
  'slug',
  'description',
  'image',
  'tags',
  'labels',
  'neg_risk',
  'active',
  'liquidity',
  'volume',
  'volume24hr',
  'volume1wk',
  'volume1mo',
  'volume1yr',
  'live',
  'created_at',
  'updated_at',
  'ends_at',
];
const VENUE_A_MARKET_KEYS = [
  'event_id',
  'condition_id',
  'question',
  'outcome',
  'slug',
  'description',
  'image',
  'left_outcome',
  'right_outcome',
  'left_price',
  'right_price',
  'left_token_id',
  'right_token_id',
  'winner_token_id',
  'active',
  'resolved',
  'data_source',
  'fees',
  'decimals',
  'liquidity',
  'volume',
  'volume24hr',
  'volume1wk',
  'volume1mo',
  'volume1yr',
  'rewards',
  'created_at',
  'updated_at',
  'ends_at',
  // Additive: the venue's rules for the market's orders (issue 33).
  'tick_size',
  'min_order_size',
  'fee_schedule',
];
const VENUE_B_EVENT_KEYS = [
  'series_id',
  'event_id',
  'title',
  'sub_title',
  'slug',
  'image',
  'tags',
  'labels',
  'category',
  'active',
  'liquidity',
  'volume',
  'live',
  'created_at',
  'updated_at',
  'ends_at',
];
const VENUE_B_MARKET_KEYS = [
  'series_id',
  'event_id',
  'market_id',
  'kalshi_id',
  'title',
  'outcome',
  'description',
  'image',
  'left_outcome',
  'right_outcome',
  'left_price',
  'right_price',
  'left_token_id',
  'right_token_id',
  'winner_token_id',
  'active',
  'resolved',
  'data_source',
  'claimable',
  'liquidity',
  'open_interest',
  'volume',
  'volume24hr',
  'router_a',
  'router_b',
  'created_at',
  'updated_at',
  'ends_at',
  'tick_size',
  'min_order_size',
  'fee_schedule',
];

interface RawKalshi {
  ticker: string;
  event_ticker: string;
  status: string;
  volume: number;
}

const rawKalshi = (): RawKalshi[] => JSON.parse(kalshiSample('kalshi_markets.json')) as RawKalshi[];

interface WireEvent {
  event_id: number | string;
  title: string;
  tags: string[];
  live: Record<string, boolean>;
  volume: number;
  created_at: string | null;
  ends_at: string;
  [field: string]: unknown;
}
interface WireMarket {
  kalshi_id: string;
  condition_id: string;
  outcome: string;
  left_price: number;
  right_price: number;
  rewards: { rewards: boolean };
  created_at: string | null;
  [field: string]: unknown;
}
type Entry = { venue: 'venue_a' | 'venue_b'; event: WireEvent; markets: WireMarket[] };

function eventKey(e: Entry): string {
  return `${e.venue}:${String(e.event.event_id)}`;
}

function sorted<T>(values: T[]): T[] {
  return [...values].sort();
}

/** Asserts values ordered (nulls last in both directions). */
function assertOrdered(values: (number | null)[], order: 'ASC' | 'DESC', what: string): void {
  const firstNull = values.indexOf(null);
  if (firstNull !== -1)
    assert.ok(
      values.slice(firstNull).every((v) => v === null),
      `${what}: nulls last`,
    );
  const known = values.filter((v): v is number => v !== null);
  for (let i = 1; i < known.length; i++) {
    const ok = order === 'ASC' ? known[i - 1]! <= known[i]! : known[i - 1]! >= known[i]!;
    assert.ok(ok, `${what} ${order}: ${known[i - 1]} then ${known[i]}`);
  }
}

const ms = (iso: string | null): number | null => (iso === null ? null : Date.parse(iso));

describe('market routes: listings, search, statistics, prices', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;
  let client: TestClient;
  let catalog: MarketMessage[];
  let dem: PolymarketMarketMessage[];
  let btc: PolymarketMarketMessage;
  const T0 = Date.parse('2026-03-12T06:10:00.000Z');

  const list = async (query = ''): Promise<Entry[]> => {
    const r = await client.get(`/api/v1/markets${query}`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.body.success, true);
    return r.body.data as Entry[];
  };
  const allEventKeys = () => new Set(catalog.map((m) => `${m.venue}:${String(m.event.event_id)}`));

  before(async () => {
    stack = await startMarketDataStack();
    client = stack.client;
    catalog = recordedCatalog();
    dem = catalog.filter(
      (m): m is PolymarketMarketMessage => m.venue === 'venue_a' && m.event.slug === DEM_SLUG,
    );
    btc = catalog.find(
      (m): m is PolymarketMarketMessage => m.venue === 'venue_a' && m.event.event_id === 260654,
    )!;
    const up = btc.market;
    await stack.ingest([
      ...catalog,
      // The BTC "Up" token quoted twice, two hours apart: displayed price 0.41, then 0.51.
      quoteAt('venue_a', up.market_id, up.left_token_id, T0, '0.4', '0.42'),
      quoteAt('venue_a', up.market_id, up.left_token_id, T0 + 2 * 3_600_000, '0.5', '0.52'),
    ]);
  });
  after(() => stack?.stop());

  describe('GET /api/v1/markets', () => {
    it('should list every event of both venues by volume, highest first, without credentials', async () => {
      const data = await list('?limit=250');
      assert.deepEqual(new Set(data.map(eventKey)), allEventKeys());
      assert.equal(eventKey(data[0]!), 'venue_a:30829', 'the $800M Democratic nominee event leads');
      assertOrdered(
        data.map((e) => e.event.volume),
        'DESC',
        'volume',
      );
      const first100 = await list();
      assert.equal(first100.length, Math.min(100, data.length), 'default limit 100');
    });

    it('should present venue_a events and markets in the listing form (numbers for volumes and prices)', async () => {
      const [entry] = await list('?limit=1');
      assert.equal(entry!.venue, 'venue_a');
      const { event, markets } = entry!;
      assert.deepEqual(Object.keys(event), VENUE_A_EVENT_KEYS);
      assert.equal(event.event_id, 30829);
      assert.equal(event.title, 'Democratic Presidential Nominee 2028');
      assert.equal(event.volume, 799823812.487094);
      assert.equal(event.liquidity, 43042905.16152);
      assert.equal(typeof event.volume24hr, 'number');
      assert.deepEqual(event.live, { live: true, ended: false });
      assert.equal(event.active, true);
      assert.ok(event.tags.includes('elections'));
      assert.equal(event.ends_at, '2028-11-07T00:00:00.000Z');
      assert.match(event.created_at ?? '', ISO_Z);

      assert.equal(markets.length, 2);
      for (const m of markets) assert.deepEqual(Object.keys(m), VENUE_A_MARKET_KEYS);
      const [smith, whitmer] = markets;
      assert.equal(smith!.outcome, 'Stephen A. Smith', 'higher-volume market first');
      assert.equal(smith!.left_price, 0.0105);
      assert.equal(smith!.right_price, 0.9895);
      assert.equal(smith!.volume, 12232699.615479222);
      assert.equal(smith!.event_id, 30829);
      assert.match(String(smith!.left_token_id), /^\d+$/);
      assert.equal(smith!.winner_token_id, '');
      assert.deepEqual(smith!.rewards, { rewards: true });
      assert.equal(smith!.resolved, false);
      assert.equal(typeof smith!.decimals, 'number');
      // The recorded Gamma record: orderPriceMinTickSize 0.001, orderMinSize 5, feesEnabled false.
      assert.deepEqual([smith!.tick_size, smith!.min_order_size], ['0.001', '5']);
      const { read_at: readAt, ...rates } = smith!.fee_schedule as { read_at: string };
      assert.deepEqual(rates, { taker_rate: '0', maker_rate: '0', exponent: 1 });
      assert.match(readAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      assert.equal(whitmer!.outcome, 'Gretchen Whitmer');
      assert.equal(whitmer!.left_price, 0.0145);
    });

    it('should present venue_b events and markets in their own form', async () => {
      const data = await list('?venue=venue_b&limit=250');
      const bond = data.find((e) => e.event.event_id === 'KXBOND-30')!;
      assert.ok(bond, 'KXBOND-30 is listed');
      assert.deepEqual(Object.keys(bond.event), VENUE_B_EVENT_KEYS);
      assert.equal(bond.event.series_id, 'KXBOND');
      assert.deepEqual(bond.event.live, { is_active: true });
      const raw = rawKalshi().filter((m) => m.event_ticker === 'KXBOND-30');
      assert.equal(bond.markets.length, raw.length);
      assert.equal(
        bond.event.volume,
        raw.reduce((s, m) => s + m.volume, 0),
        'event volume: the sum of its markets',
      );
      for (const m of bond.markets) assert.deepEqual(Object.keys(m), VENUE_B_MARKET_KEYS);
      const [top] = bond.markets;
      assert.equal(top!.kalshi_id, 'KXBOND-30-ATJ', 'the 50 384-contract market first');
      assert.equal(top!.market_id, 'KXBOND-30-ATJ');
      assert.equal(top!.event_id, 'KXBOND-30');
      assert.equal(top!.title, 'Will Aaron Taylor-Johnson be the next James Bond?');
      assert.equal(top!.left_price, 0.175);
      assert.equal(top!.right_price, 0.825);
      assert.equal(top!.volume, 50384);
      assert.equal(top!.left_token_id, 'KXBOND-30-ATJ:yes');
      assert.equal(top!.claimable, false);
      assert.deepEqual(top!.router_a, { enabled: false });
      assert.equal(top!.router_b, false);
      // Kalshi's price_ranges step of a cent, whole contracts, the General Trading Fees as read at receipt.
      assert.deepEqual([top!.tick_size, top!.min_order_size], ['0.01', '1']);
      assert.deepEqual(top!.fee_schedule, {
        taker_rate: '0.07',
        maker_rate: '0',
        exponent: 1,
        read_at: '2025-08-20T12:00:00.000Z',
      });
      const finalized = data.find((e) => e.event.event_id === 'KXNYKCOACH-25')!;
      const brown = finalized.markets.find((m) => m.kalshi_id === 'KXNYKCOACH-25-MBRO')!;
      assert.equal(brown.resolved, true);
      assert.equal(brown.claimable, true);
      assert.equal(brown.winner_token_id, 'KXNYKCOACH-25-MBRO:yes');
      assert.deepEqual(finalized.event.live, { is_active: false });
    });

    for (const sort of ['volume', 'liquidity', 'created_at', 'ends_at', 'newest'] as const) {
      for (const order of ['ASC', 'DESC'] as const) {
        it(`should sort by ${sort} ${order}`, async () => {
          const data = await list(`?sort=${sort}&order=${order}&limit=250`);
          assert.equal(data.length, allEventKeys().size);
          const value = (e: Entry): number | null => {
            if (sort === 'volume' || sort === 'liquidity') return e.event[sort] as number;
            if (sort === 'newest') {
              const times = [e.event.created_at, ...e.markets.map((m) => m.created_at)]
                .map(ms)
                .filter((t) => t !== null);
              return times.length ? Math.max(...times) : null;
            }
            return ms(e.event[sort]);
          };
          assertOrdered(data.map(value), order, sort);
        });
      }
    }

    it('should tell newest from created_at: an event that gained a market recently rises', async () => {
      const byCreated = await list('?sort=created_at&limit=250');
      const byNewest = await list('?sort=newest&limit=250');
      assert.notDeepEqual(byCreated.map(eventKey), byNewest.map(eventKey));
    });

    it('should page with limit and offset', async () => {
      const six = (await list('?limit=6')).map(eventKey);
      const a = (await list('?limit=3')).map(eventKey);
      const b = (await list('?limit=3&offset=3')).map(eventKey);
      assert.deepEqual([...a, ...b], six);
      assert.deepEqual(await list('?offset=100000'), []);
    });

    it('should filter by venue', async () => {
      const a = await list('?venue=venue_a&limit=250');
      assert.deepEqual(sorted(a.map(eventKey)), ['venue_a:260654', 'venue_a:30829', 'venue_a:346898']);
      const b = await list('?venue=venue_b&limit=250');
      assert.ok(b.length > 0 && b.every((e) => e.venue === 'venue_b'));
      assert.equal(a.length + b.length, allEventKeys().size);
    });

    it('should keep only markets whose left price is within min_price..max_price', async () => {
      const data = await list('?min_price=0.1&max_price=0.2');
      assert.deepEqual(data.map(eventKey), ['venue_b:KXBOND-30']);
      assert.deepEqual(sorted(data[0]!.markets.map((m) => m.kalshi_id)), [
        'KXBOND-30-AP',
        'KXBOND-30-ATJ',
        'KXBOND-30-CAL',
        'KXBOND-30-HAR',
        'KXBOND-30-JACO',
        'KXBOND-30-JOS',
      ]);
      const cheap = await list('?max_price=0.02&venue=venue_a');
      assert.deepEqual(cheap.map(eventKey), ['venue_a:30829']);
      assert.deepEqual(
        cheap[0]!.markets.map((m) => m.left_price),
        [0.0105, 0.0145],
      );
    });

    it('should filter by end date (an event ends with its last market)', async () => {
      const early = await list('?max_ends_at=2026-03-13&limit=250');
      const keys = early.map(eventKey);
      assert.ok(keys.includes('venue_a:260654'), 'BTC up/down ends 2026-03-12');
      assert.ok(!keys.includes('venue_a:30829'));
      assert.ok(early.every((e) => Date.parse(e.event.ends_at) <= Date.parse('2026-03-13T00:00:00Z')));
      const in2028 = await list(
        '?min_ends_at=2028-01-01T00:00:00Z&max_ends_at=2028-12-31T23:59:59Z&limit=250',
      );
      assert.ok(in2028.map(eventKey).includes('venue_a:30829'));
      assert.ok(!in2028.map(eventKey).includes('venue_b:KXBOND-30'), 'KXBOND-30 ends 2030');
      for (const e of in2028) assert.ok(e.event.ends_at.startsWith('2028-'), e.event.ends_at);
    });

    it('should filter by tags (slug or label, any case, any of several)', async () => {
      assert.deepEqual((await list('?tags=elections')).map(eventKey), ['venue_a:30829']);
      assert.deepEqual((await list('?tags=Politics')).map(eventKey), ['venue_a:30829']);
      assert.deepEqual((await list('?tags=no-such-tag, ELECTIONS')).map(eventKey), ['venue_a:30829']);
      assert.deepEqual(await list('?tags=no-such-tag'), []);
    });

    it('should keep only markets with rewards when rewards=true', async () => {
      const data = await list('?rewards=true&limit=250');
      assert.ok(data.length > 0);
      assert.ok(
        data.every((e) => e.venue === 'venue_a' && e.markets.every((m) => m.rewards.rewards === true)),
      );
    });

    it('should keep only events open for trading when live=true', async () => {
      const data = await list('?live=true&limit=250');
      const keys = data.map(eventKey);
      assert.ok(keys.includes('venue_a:30829') && keys.includes('venue_b:KXBOND-30'));
      assert.ok(!keys.includes('venue_a:346898'), 'the finished CS2 match is not live');
      assert.ok(!keys.includes('venue_b:KXNYKCOACH-25'), 'a finalized event is not live');
      for (const e of data)
        assert.equal(e.venue === 'venue_a' ? e.event.live.live : e.event.live.is_active, true);
      const all = await list('?limit=250');
      const cs2 = all.find((e) => eventKey(e) === 'venue_a:346898')!;
      assert.deepEqual(cs2.event.live, { live: false, ended: true });
    });

    it('should leave out of live=true the events open for trading whose ends_at has passed', async () => {
      const isLive = (e: Entry) =>
        (e.venue === 'venue_a' ? e.event.live.live : e.event.live.is_active) === true;
      const ended = (e: Entry) => e.event.ends_at !== null && Date.parse(e.event.ends_at) <= STACK_NOW;
      const overdue = (await list('?limit=250')).filter((e) => isLive(e) && ended(e)).map(eventKey);
      assert.ok(overdue.length > 0, 'the recorded catalog has open events past their end');
      const live = (await list('?live=true&limit=250')).map(eventKey);
      assert.ok(live.length > 0);
      assert.deepEqual(
        live.filter((k) => overdue.includes(k)),
        [],
      );
    });

    it('should keep only high-certainty open markets when bonds=true', async () => {
      const data = await list('?bonds=true&limit=250');
      const byKey = new Map(data.map((e) => [eventKey(e), e]));
      assert.deepEqual(
        byKey.get('venue_a:30829')!.markets.length,
        2,
        'both nominee long shots are priced ≤ 0.05',
      );
      assert.deepEqual(
        sorted(byKey.get('venue_b:KXBOND-30')!.markets.map((m) => m.kalshi_id)),
        ['KXBOND-30-CHARL', 'KXBOND-30-HC', 'KXBOND-30-RM'],
        'priced 0.025, 0.05 and 0.04; the others are below 0.95 on both sides',
      );
      assert.ok(!byKey.has('venue_a:346898'), 'resolved markets are not bonds');
      for (const e of data) {
        for (const m of e.markets) {
          assert.ok(Math.max(m.left_price, m.right_price) >= 0.95);
          assert.equal(m.active, true);
          assert.equal(m.resolved, false);
        }
      }
    });

    it('should omit the sub-markets when markets=false', async () => {
      const data = await list('?markets=false&limit=250');
      assert.equal(data.length, allEventKeys().size);
      assert.ok(data.every((e) => Array.isArray(e.markets) && e.markets.length === 0));
    });

    it('should answer the same bytes for the same listing', async () => {
      const a = await fetch(`${client.baseUrl}/api/v1/markets?limit=50&sort=liquidity`);
      const b = await fetch(`${client.baseUrl}/api/v1/markets?sort=liquidity&order=DESC&limit=50`);
      assert.equal(a.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.equal(await a.text(), await b.text());
    });

    it('should tag a listing with a strong ETag and answer 304 without a body when it is unchanged', async () => {
      const url = `${client.baseUrl}/api/v1/markets?limit=5`;
      const first = await fetch(url);
      const tag = first.headers.get('etag');
      assert.match(tag ?? '', /^"[A-Za-z0-9_-]+"$/);
      const text = await first.text();
      const again = await fetch(url, { headers: { 'if-none-match': tag! } });
      assert.equal(again.status, 304);
      assert.equal(await again.text(), '');
      const other = await fetch(url, { headers: { 'if-none-match': '"not-this"' } });
      assert.equal(other.status, 200);
      assert.equal(await other.text(), text);
    });

    it('should send a large listing in br or gzip as asked, decoding to the same JSON, and a small one as it is', async () => {
      const path = '/api/v1/markets?limit=20';
      const identity = await rawGet(client.baseUrl + path, 'identity');
      assert.equal(identity.headers['content-encoding'], undefined);
      assert.ok(identity.body.length >= 1024);
      const br = await rawGet(client.baseUrl + path, 'gzip;q=0.9, br');
      assert.equal(br.headers['content-encoding'], 'br');
      assert.match(String(br.headers.vary), /accept-encoding/i);
      assert.deepEqual(
        JSON.parse(brotliDecompressSync(br.body).toString()),
        JSON.parse(identity.body.toString()),
      );
      const gzip = await rawGet(client.baseUrl + path, 'br;q=0, gzip');
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.deepEqual(JSON.parse(gunzipSync(gzip.body).toString()), JSON.parse(identity.body.toString()));
      assert.notEqual(gzip.headers.etag, br.headers.etag);
      assert.notEqual(gzip.headers.etag, identity.headers.etag);
      const small = await rawGet(
        client.baseUrl + '/api/v1/markets?limit=1&markets=false&offset=100000',
        'br, gzip',
      );
      assert.ok(small.body.length < 1024);
      assert.equal(small.headers['content-encoding'], undefined);
    });

    it('should refuse parameters it does not know, __proto__ included, naming them', async () => {
      const colour = await client.get('/api/v1/markets?limit=2&colour=blue');
      assert.equal(colour.status, 400);
      assert.equal(colour.body.param, 'colour');
      assert.match(
        colour.body.error,
        /^query\.colour is not allowed \(allowed query parameters: venue, sort, order, limit,/,
      );
      const proto = await client.get('/api/v1/markets?limit=2&__proto__=x&__proto__=y');
      assert.equal(proto.status, 400);
      assert.equal(proto.body.param, '__proto__');
    });

    it('should refuse invalid parameters with a 400 naming the parameter', async () => {
      const cases: [string, RegExp][] = [
        ['limit=0', /query\.limit/],
        ['limit=251', /query\.limit must be <= 250/],
        ['offset=-1', /query\.offset/],
        ['order=up', /query\.order must be one of ASC, DESC/],
        ['sort=popular', /query\.sort/],
        ['venue=venue_c', /query\.venue/],
        ['min_price=1.5', /query\.min_price/],
        ['max_price=abc', /query\.max_price/],
        ['min_price=0.6&max_price=0.4', /query\.min_price must not be greater than query\.max_price/],
        ['min_ends_at=yesterday', /query\.min_ends_at/],
        [
          'min_ends_at=2027-01-01&max_ends_at=2026-01-01',
          /query\.min_ends_at must not be after query\.max_ends_at/,
        ],
        ['rewards=maybe', /query\.rewards/],
        ['markets=none', /query\.markets/],
      ];
      for (const [query, message] of cases) {
        const r = await client.get(`/api/v1/markets?${query}`);
        assert.equal(r.status, 400, query);
        assert.equal(r.body.success, false);
        assert.match(r.body.error, message, query);
      }
    });
  });

  describe('GET /api/v1/markets/search/{query}', () => {
    const search = async (q: string, extra = ''): Promise<Entry[]> => {
      const r = await client.get(`/api/v1/markets/search/${encodeURIComponent(q)}${extra}`);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body.data as Entry[];
    };

    it('should rank the event whose title matches first', async () => {
      const data = await search('democratic nominee');
      assert.equal(eventKey(data[0]!), 'venue_a:30829');
      assert.deepEqual(Object.keys(data[0]!), ['venue', 'event', 'markets', 'data_source']);
      assert.equal(data[0]!.markets.length, 2);
    });

    it('should find events by a market question, across venues, by the last word as a prefix', async () => {
      assert.equal(eventKey((await search('stephen smith'))[0]!), 'venue_a:30829');
      assert.equal(eventKey((await search('bitc'))[0]!), 'venue_a:260654');
      assert.equal(eventKey((await search('Fannie Mae ip'))[0]!), 'venue_b:KXIPOFANNIE');
      const bond = (await search('james bond')).slice(0, 2).map(eventKey);
      assert.deepEqual(sorted(bond), ['venue_b:KXBOND-30', 'venue_b:KXPERFORMBOND-35']);
      assert.equal(eventKey((await search('REGE-JEAN'))[0]!), 'venue_b:KXBOND-30', 'accents and case folded');
      assert.equal(eventKey((await search('elections'))[0]!), 'venue_a:30829', 'tags are searched');
    });

    it('should page with limit and offset and answer [] when nothing matches', async () => {
      const four = (await search('will', '?limit=4')).map(eventKey);
      assert.equal(four.length, 4);
      const a = (await search('will', '?limit=2')).map(eventKey);
      const b = (await search('will', '?limit=2&offset=2')).map(eventKey);
      assert.deepEqual([...a, ...b], four);
      assert.equal((await search('will')).length <= 20, true, 'default limit 20');
      assert.deepEqual(await search('zzzqqqxx'), []);
      const r = await client.get('/api/v1/markets/search/bond?limit=101');
      assert.equal(r.status, 400);
      assert.match(r.body.error, /query\.limit/);
    });
  });

  describe('GET /api/v1/markets/statistics', () => {
    it('should count markets, open markets and volume per venue', async () => {
      const r = await client.get('/api/v1/markets/statistics');
      assert.equal(r.status, 200);
      const { venue_a, venue_b } = r.body.data;
      assert.deepEqual(Object.keys(r.body.data), ['venue_a', 'venue_b']);
      assert.equal(venue_a.total_markets, 5);
      assert.equal(venue_a.active_markets, 3, 'the two nominee markets and BTC; the CS2 markets are closed');
      const polyVolume = 12232699.615479222 + 6313171.174692103 + 9.999997 + 26458.188064999995 + 16.991;
      assert.ok(Math.abs(venue_a.total_volume - polyVolume) < 1e-6, String(venue_a.total_volume));
      const raw = rawKalshi();
      assert.equal(venue_b.total_markets, raw.length);
      assert.equal(venue_b.active_markets, raw.filter((m) => m.status === 'active').length);
      assert.equal(
        venue_b.total_volume,
        raw.reduce((s, m) => s + m.volume, 0),
      );
    });
  });

  describe('venue_a routes', () => {
    it('should list venue_a events without the venue key', async () => {
      const r = await client.get('/api/v1/venue_a/markets?limit=2&order=ASC&sort=ends_at');
      assert.equal(r.status, 200);
      const data = r.body.data as Entry[];
      assert.equal(data.length, 2);
      for (const e of data) {
        assert.deepEqual(Object.keys(e), ['event', 'markets', 'data_source']);
        assert.deepEqual(Object.keys(e.event), VENUE_A_EVENT_KEYS);
      }
      assert.equal(data[0]!.event.event_id, 260654, 'BTC ends first');
      const all = (await client.get('/api/v1/venue_a/markets')).body.data as Entry[];
      assert.deepEqual(
        all.map((e) => e.event.event_id),
        [30829, 346898, 260654],
        'by volume, highest first',
      );
    });

    it('should refuse sort=newest and other invalid parameters on the venue_a listing', async () => {
      for (const [query, field] of [
        ['sort=newest', 'sort'],
        ['limit=300', 'limit'],
        ['order=asc', 'order'],
      ]) {
        const r = await client.get(`/api/v1/venue_a/markets?${query}`);
        assert.equal(r.status, 400, query);
        assert.match(r.body.error, new RegExp(`query\\.${field}`));
      }
    });

    it('should give one event with its markets by slug, and 404 for an unknown slug', async () => {
      const r = await client.get(`/api/v1/venue_a/market/slug/${DEM_SLUG}`);
      assert.equal(r.status, 200);
      assert.deepEqual(Object.keys(r.body.data), ['event', 'markets', 'data_source']);
      assert.equal(
        r.body.data.data_source,
        'live',
        'the Gamma records are ingested as the live connector publishes them',
      );
      assert.equal(r.body.data.event.event_id, 30829);
      assert.deepEqual(
        sorted((r.body.data.markets as WireMarket[]).map((m) => m.condition_id)),
        sorted(dem.map((m) => m.market.condition_id)),
      );
      const bySlugOfMarket = await client.get(`/api/v1/venue_a/market/slug/${dem[0]!.market.slug}`);
      assert.equal(bySlugOfMarket.body.data.event.event_id, 30829, 'a market slug finds its event');
      const missing = await client.get('/api/v1/venue_a/market/slug/no-such-event');
      assert.equal(missing.status, 404);
      assert.deepEqual(missing.body, {
        success: false,
        error: 'event no-such-event not found',
        code: 'not_found',
      });
      const kalshi = await client.get('/api/v1/venue_a/market/slug/kxbond-30');
      assert.equal(kalshi.status, 404, 'venue_b events are not venue_a events');
    });
  });

  describe('prices and sparklines', () => {
    it('should give the engine price of a quoted token, the catalog price otherwise, and leave unknown tokens out', async () => {
      const whitmer = dem.find((m) => m.market.outcome === 'Gretchen Whitmer')!.market;
      const r = await client.post('/api/v1/markets/prices', {
        token_ids: [
          btc.market.left_token_id,
          whitmer.left_token_id,
          whitmer.right_token_id,
          'KXBOND-30-ATJ:no',
          '123',
        ],
      });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body.data, {
        [btc.market.left_token_id]: 0.51, // mid of the last quote 0.50 / 0.52
        [whitmer.left_token_id]: 0.0145,
        [whitmer.right_token_id]: 0.9855,
        'KXBOND-30-ATJ:no': 0.825,
      });
    });

    it('should say how fresh the prices are and that replayed ones come from a recording (headers: the map stays bare)', async () => {
      const recorded = await client.post('/api/v1/markets/prices', { token_ids: [btc.market.left_token_id] });
      const lastQuote = new Date(T0 + 2 * 3_600_000).toISOString();
      assert.equal(recorded.headers.get('x-prices-as-of'), lastQuote);
      assert.equal(recorded.headers.get('x-data-source'), `recording; recorded_at=${lastQuote}`);

      // A full book is what the live venues publish.
      const other = dem.find((m) => m.market.outcome !== 'Gretchen Whitmer')!.market;
      await stack.ingest([
        bookAt('venue_a', other.market_id, other.left_token_id, T0, [['0.1', '10']], [['0.12', '10']]),
      ]);
      const live = await client.post('/api/v1/markets/prices', { token_ids: [other.left_token_id] });
      assert.equal(live.headers.get('x-prices-as-of'), new Date(T0).toISOString());
      assert.equal(live.headers.get('x-data-source'), 'live');
      const both = await client.post('/api/v1/markets/prices', {
        token_ids: [other.left_token_id, btc.market.left_token_id],
      });
      assert.equal(
        both.headers.get('x-prices-as-of'),
        new Date(T0).toISOString(),
        'the oldest price of the answer',
      );
      assert.match(both.headers.get('x-data-source') ?? '', /^recording; /);
      assert.deepEqual(
        Object.keys(both.body.data).sort(),
        [other.left_token_id, btc.market.left_token_id].sort(),
      );

      const catalogOnly = await client.post('/api/v1/markets/prices', { token_ids: ['KXBOND-30-ATJ:no'] });
      assert.equal(catalogOnly.headers.get('x-prices-as-of'), null);
    });

    it('should give 24 hourly points, oldest first, for tokens with a sparkline', async () => {
      const r = await client.post('/api/v1/markets/sparklines', {
        token_ids: [btc.market.left_token_id, btc.market.right_token_id],
      });
      assert.equal(r.status, 200);
      assert.deepEqual(Object.keys(r.body.data), [btc.market.left_token_id]);
      const points = r.body.data[btc.market.left_token_id] as number[];
      assert.equal(points.length, 24);
      assert.deepEqual(points, [...new Array<number>(23).fill(0.41), 0.51]);
    });

    it('should refuse a missing, malformed or oversized token list', async () => {
      for (const path of ['/api/v1/markets/prices', '/api/v1/markets/sparklines']) {
        const missing = await client.post(path, {});
        assert.equal(missing.status, 400);
        assert.match(missing.body.error, /body\.token_ids is required/);
        const wrong = await client.post(path, { token_ids: 'abc' });
        assert.match(wrong.body.error, /body\.token_ids/);
        const many = await client.post(path, { token_ids: Array.from({ length: 501 }, (_, i) => String(i)) });
        assert.equal(many.status, 400);
        assert.match(many.body.error, /body\.token_ids must have at most 500 items/);
        const empty = await client.post(path, { token_ids: [] });
        assert.deepEqual(empty.body, { success: true, data: {} });
      }
    });
  });

  describe('catalog refresh', () => {
    it('should serve a changed catalog after the next refresh, listings included', async () => {
      const before = await list('?limit=1');
      const tagBefore = (await fetch(`${client.baseUrl}/api/v1/markets?limit=1`)).headers.get('etag')!;
      assert.equal(eventKey(before[0]!), 'venue_a:30829');
      const bigger: PolymarketMarketMessage = {
        ...btc,
        source_ts: btc.source_ts + 1000,
        event: { ...btc.event, volume: '900000000', title: 'Bitcoin Up or Down (updated)' },
        market: { ...btc.market, volume: '900000000' },
      };
      await stack.ingest([bigger]);
      const after = await list('?limit=1');
      assert.equal(eventKey(after[0]!), 'venue_a:260654');
      assert.equal(after[0]!.event.title, 'Bitcoin Up or Down (updated)');
      assert.equal(after[0]!.event.volume, 900000000);
      // The old tag no longer matches: the changed listing comes whole, under a new tag.
      const changed = await fetch(`${client.baseUrl}/api/v1/markets?limit=1`, {
        headers: { 'if-none-match': tagBefore },
      });
      assert.equal(changed.status, 200);
      assert.notEqual(changed.headers.get('etag'), tagBefore);
      assert.equal(((await changed.json()) as { data: unknown[] }).data.length, 1);
      const health = await stack.catalog.health();
      assert.equal(health.ok, true, health.detail);
    });

    it('should notice an update even when a merge has already dropped the row it replaced', async () => {
      const markets = stack.analytics.table('markets');
      await stack.analytics.command('t', `OPTIMIZE TABLE ${markets} FINAL`);
      await stack.catalog.refresh();
      const whitmer = dem.find((m) => m.market.outcome === 'Gretchen Whitmer')!;
      // An older version than the catalog's newest: neither the row count (after the merge) nor
      // the newest version changes.
      await stack.ingest(
        [
          {
            ...whitmer,
            source_ts: whitmer.source_ts + 1,
            market: { ...whitmer.market, left_price: '0.2', right_price: '0.8' },
          },
        ],
        { refresh: false },
      );
      await stack.analytics.command('t', `OPTIMIZE TABLE ${markets} FINAL`);
      await stack.catalog.refresh();
      const [entry] = await list(`?tags=elections`);
      const market = entry!.markets.find((m) => m.outcome === 'Gretchen Whitmer')!;
      assert.equal(market.left_price, 0.2);
    });
  });
});
