// A market's past over HTTP (issue 43): candles, trades and one market by its venue id, on the real
// engine and chDB. Recorded catalog markets get quotes (as the dataset replay publishes them), live
// trades (md.prices) and backfilled trades and prices (md.history) at chosen times; the routes answer
// from trades where a range holds any and from prices otherwise, say which and from what sources,
// count a trade seen live and by backfill once, and agree bucket for bucket with docs/data.md's
// candle recipes run on the same store.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  HistoryMessage,
  KalshiMarketMessage,
  PolymarketMarketMessage,
  PriceMessage,
} from '../../core/market-data.ts';
import {
  quoteAt,
  recordedCatalog,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';

const T = Date.parse('2026-03-02T00:00:00.000Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const iso = (ms: number) => new Date(ms).toISOString();
const TX = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

interface Candle {
  start: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | null;
  trades: number | null;
}
interface CandlesAnswer {
  venue: string;
  market_id: string;
  token_id: string;
  basis: 'trades' | 'prices';
  sources: string[];
  start: string | null;
  end: string | null;
  candles: Candle[];
}

describe('market routes: candles, trades and markets by venue id', function () {
  this.timeout(180_000);
  let stack: MarketDataStack;
  let traded: PolymarketMarketMessage['market'];
  let quoted: PolymarketMarketMessage['market'];
  let kalshi: KalshiMarketMessage;

  const live = (n: number, ts: number, price: string, size: string): PriceMessage => ({
    v: 1,
    type: 'price',
    venue: 'venue_a',
    market_id: traded.market_id,
    token_id: traded.left_token_id,
    kind: 'last_trade',
    price,
    ts,
    side: 'buy',
    size,
    trade_id: TX(n),
  });
  const history = (
    m: { venue: 'venue_a' | 'venue_b'; market_id: string; token_id: string },
    from: number,
    to: number,
    parts: Partial<HistoryMessage>,
  ): HistoryMessage => ({
    v: 1,
    type: 'history',
    ...m,
    source: 'backfill',
    from,
    to,
    trades: [],
    prices: [],
    ...parts,
  });

  const get = async (url: string, status = 200) => {
    const r = await stack.client.get(url);
    assert.equal(r.status, status, `${url}: ${JSON.stringify(r.body)}`);
    return r;
  };
  const candles = async (query: string) =>
    (await get(`/api/v1/markets/candles?${query}`)).body.data as CandlesAnswer;

  before(async () => {
    stack = await startMarketDataStack();
    const catalog = recordedCatalog();
    const dem = catalog.filter(
      (m): m is PolymarketMarketMessage => m.venue === 'venue_a' && m.event.event_id === 30829,
    );
    traded = dem.find((m) => m.market.outcome === 'Gretchen Whitmer')!.market;
    quoted = dem.find((m) => m.market.outcome === 'Stephen A. Smith')!.market;
    kalshi = catalog.find((m): m is KalshiMarketMessage => m.venue === 'venue_b')!;
    const tradedToken = {
      venue: 'venue_a' as const,
      market_id: traded.market_id,
      token_id: traded.left_token_id,
    };
    await stack.ingest([
      ...catalog,
      // Quotes of the recording: three in the first hour, one in the third.
      quoteAt('venue_a', quoted.market_id, quoted.left_token_id, T + 5 * MIN, '0.1', '0.12'),
      quoteAt('venue_a', quoted.market_id, quoted.left_token_id, T + 20 * MIN, '0.14', '0.2'),
      quoteAt('venue_a', quoted.market_id, quoted.left_token_id, T + 50 * MIN, '0.08', '0.1'),
      quoteAt('venue_a', quoted.market_id, quoted.left_token_id, T + 2 * HOUR + MIN, '0.2', '0.22'),
      // Live trades in the second hour; the backfill gives the earlier ones and the 2nd live one again.
      live(2, T + HOUR + 10 * MIN + 412, '0.31', '10'),
      live(3, T + HOUR + 40 * MIN + 7, '0.35', '2.5'),
      history(tradedToken, T - HOUR, T + HOUR + 30 * MIN, {
        trades: [
          { trade_id: TX(1), ts: T + 15 * MIN, price: '0.2999999997', side: 'sell', size: '4' },
          { trade_id: TX(2), ts: T + HOUR + 10 * MIN, price: '0.3100000001', side: 'buy', size: '10' },
        ],
        prices: [{ ts: T, price: '0.3' }],
      }),
      // venue_b: backfilled prices only (candle closes).
      history(
        { venue: 'venue_b', market_id: kalshi.market.market_id, token_id: kalshi.market.left_token_id },
        T,
        T + 3 * HOUR,
        {
          prices: [
            { ts: T + HOUR, price: '0.55' },
            { ts: T + 2 * HOUR, price: '0.6' },
            { ts: T + 3 * HOUR, price: '0.52' },
          ],
        },
      ),
    ]);
  });
  after(() => stack?.stop());

  it('should answer candles from trades where the range holds any, each trade counted once, with their sources', async () => {
    const r = await get(
      `/api/v1/markets/candles?token_id=${traded.left_token_id}&interval=1h&start=${iso(T)}&end=${iso(T + 3 * HOUR)}`,
    );
    const answer = r.body.data as CandlesAnswer;
    assert.equal(answer.basis, 'trades');
    assert.deepEqual(answer.sources, ['backfill', 'live']);
    assert.equal(r.headers.get('x-data-source'), 'backfill, live');
    assert.deepEqual(answer.candles, [
      { start: iso(T), open: 0.3, high: 0.3, low: 0.3, close: 0.3, volume: 4, trades: 1 },
      { start: iso(T + HOUR), open: 0.31, high: 0.35, low: 0.31, close: 0.35, volume: 12.5, trades: 2 },
    ]);
    assert.equal(answer.market_id, traded.market_id);
  });

  it('should answer candles from prices with null volume and count where no trade was stored: the recording and the backfill', async () => {
    const recorded = await candles(`token_id=${quoted.left_token_id}&interval=1h`);
    assert.equal(recorded.basis, 'prices');
    assert.deepEqual(recorded.sources, ['recording']);
    assert.equal(recorded.start, iso(T));
    assert.equal(recorded.end, iso(T + 2 * HOUR + MIN));
    assert.deepEqual(recorded.candles, [
      { start: iso(T), open: 0.11, high: 0.17, low: 0.09, close: 0.09, volume: null, trades: null },
      {
        start: iso(T + 2 * HOUR),
        open: 0.21,
        high: 0.21,
        low: 0.21,
        close: 0.21,
        volume: null,
        trades: null,
      },
    ]);
    const byTicker = await candles(`ticker=${kalshi.market.market_id}&interval=4h`);
    assert.equal(byTicker.token_id, kalshi.market.left_token_id);
    assert.deepEqual(byTicker.sources, ['backfill']);
    assert.deepEqual(byTicker.candles, [
      { start: iso(T), open: 0.55, high: 0.6, low: 0.52, close: 0.52, volume: null, trades: null },
    ]);
  });

  it('should give a sparkline from backfilled prices where nothing was streamed or recorded, and say so', async () => {
    const r = await stack.client.post('/api/v1/markets/sparklines', {
      token_ids: [kalshi.market.left_token_id, quoted.left_token_id],
    });
    assert.equal(r.status, 200);
    const lines = r.body.data as Record<string, number[]>;
    // The engine's rule: the first price fills the line, later hours move it on.
    assert.deepEqual(lines[kalshi.market.left_token_id], [...new Array<number>(22).fill(0.55), 0.6, 0.52]);
    assert.equal(lines[quoted.left_token_id]!.length, 24);
    assert.equal(
      r.headers.get('x-data-source'),
      `recording; recorded_at=${iso(T + 2 * HOUR + MIN)}, backfill`,
    );
    const alone = await stack.client.post('/api/v1/markets/sparklines', {
      token_ids: [kalshi.market.left_token_id],
    });
    assert.equal(alone.headers.get('x-data-source'), 'backfill');
  });

  it('should answer an order-book read with the latest backfilled price where no book was recorded, never a level, and say so', async () => {
    const token = kalshi.market.left_token_id;
    const url = `/api/v1/markets/orderbooks?venue=venue_b&market_id=${encodeURIComponent(kalshi.market.market_id)}`;
    const latest = await get(url);
    assert.deepEqual(latest.body.data, [
      {
        condition_id: kalshi.market.market_id,
        token_id: token,
        bids: {},
        asks: {},
        best_bid: null,
        best_ask: null,
        price: 0.52,
        created_at: iso(T + 3 * HOUR),
      },
    ]);
    assert.equal(latest.headers.get('x-data-source'), 'backfill');
    const bucketed = await get(`${url}&bucket=1h`);
    assert.deepEqual(bucketed.body.data, latest.body.data, 'bucketed or raw, the one price there is');
    // Within a range: the latest price in it; a range before every price: nothing.
    const earlier = await get(`${url}&end=${iso(T + 2 * HOUR + 30 * MIN)}`);
    assert.deepEqual([earlier.body.data[0].price, earlier.body.data[0].created_at], [0.6, iso(T + 2 * HOUR)]);
    const none = await get(`${url}&end=${iso(T + HOUR - 1)}`);
    assert.deepEqual(none.body.data, []);
    assert.equal(none.headers.get('x-data-source'), null);
    assert.deepEqual((await get(`${url}&offset=1`)).body.data, [], 'one entry: a second page has none');

    // A token with a recorded book answers its book alone, even where the range holds none of it.
    const recorded = await get(
      `/api/v1/markets/orderbooks?venue=venue_a&token_id=${quoted.left_token_id}&limit=1`,
    );
    assert.equal(recorded.body.data.length, 1);
    assert.equal('price' in recorded.body.data[0], false);
    assert.notEqual(recorded.headers.get('x-data-source'), 'backfill');
    const outside = await get(
      `/api/v1/markets/orderbooks?venue=venue_a&token_id=${quoted.left_token_id}&end=${iso(T)}`,
    );
    assert.deepEqual(outside.body.data, []);
  });

  it('should price a token with neither a held book nor a listed price by its latest backfilled price, and say so', async () => {
    const r = await stack.client.post('/api/v1/markets/prices', {
      token_ids: [kalshi.market.left_token_id, quoted.left_token_id],
    });
    assert.equal(r.status, 200);
    assert.deepEqual(r.body.data, { [kalshi.market.left_token_id]: 0.52, [quoted.left_token_id]: 0.21 });
    assert.equal(
      r.headers.get('x-data-source'),
      `recording; recorded_at=${iso(T + 2 * HOUR + MIN)}, backfill`,
    );
    const alone = await stack.client.post('/api/v1/markets/prices', {
      token_ids: [kalshi.market.left_token_id],
    });
    assert.deepEqual(
      [alone.body.data, alone.headers.get('x-data-source')],
      [{ [kalshi.market.left_token_id]: 0.52 }, 'backfill'],
    );
    const held = await stack.client.post('/api/v1/markets/prices', { token_ids: [quoted.left_token_id] });
    assert.equal(
      held.headers.get('x-data-source'),
      `recording; recorded_at=${iso(T + 2 * HOUR + MIN)}`,
      'no backfill where none was used',
    );
  });

  it('should refuse a range of more than 5,000 buckets with too_many_buckets, and bad targets with a 4xx', async () => {
    const wide = await get(
      `/api/v1/markets/candles?token_id=${traded.left_token_id}&interval=1m&start=${iso(T)}&end=${iso(T + 4 * 86_400_000)}`,
      400,
    );
    assert.equal(wide.body.code, 'too_many_buckets');
    assert.equal(
      (await get(`/api/v1/markets/candles?token_id=${traded.left_token_id}&ticker=X`, 400)).body.code,
      'invalid_request',
    );
    assert.equal((await get('/api/v1/markets/candles?interval=1h', 400)).body.code, 'invalid_request');
    assert.equal(
      (await get('/api/v1/markets/candles?token_id=1&interval=2h', 400)).body.code,
      'invalid_request',
    );
    await get('/api/v1/markets/candles?token_id=123456', 404);
    await get('/api/v1/markets/trades?ticker=NO-SUCH-TICKER', 404);
  });

  it('should list trades newest first with the venue id, paged, each once with its source', async () => {
    const r = await get(`/api/v1/markets/trades?token_id=${traded.left_token_id}`);
    const trades = r.body.data as {
      trade_id: string;
      price: number;
      size: number;
      side: string;
      time: string;
      source: string;
    }[];
    assert.deepEqual(
      trades.map((t) => [t.trade_id, t.price, t.size, t.side, t.time, t.source]),
      [
        [TX(3), 0.35, 2.5, 'buy', iso(T + HOUR + 40 * MIN + 7), 'live'],
        [TX(2), 0.31, 10, 'buy', iso(T + HOUR + 10 * MIN + 412), 'live'],
        [TX(1), 0.3, 4, 'sell', iso(T + 15 * MIN), 'backfill'],
      ],
    );
    const page = (await get(`/api/v1/markets/trades?token_id=${traded.left_token_id}&limit=1&offset=1`)).body
      .data as { trade_id: string }[];
    assert.deepEqual(
      page.map((t) => t.trade_id),
      [TX(2)],
    );
    const early = (await get(`/api/v1/markets/trades?token_id=${traded.left_token_id}&end=${iso(T + HOUR)}`))
      .body.data as { trade_id: string }[];
    assert.deepEqual(
      early.map((t) => t.trade_id),
      [TX(1)],
    );
  });

  it('should give one market by its venue id on both venues, and 404 for an unknown one', async () => {
    const a = (
      await get(`/api/v1/venue_a/market/condition/${traded.market_id.toUpperCase().replace('0X', '0x')}`)
    ).body.data;
    assert.equal(a.market.condition_id, traded.market_id);
    assert.equal(a.event.event_id, 30829);
    const b = (await get(`/api/v1/venue_b/market/ticker/${kalshi.market.market_id.toLowerCase()}`)).body.data;
    assert.equal(b.market.market_id, kalshi.market.market_id);
    assert.equal(b.event.event_id, kalshi.event.event_id);
    await get(`/api/v1/venue_a/market/condition/0x${'0'.repeat(64)}`, 404);
    await get('/api/v1/venue_a/market/condition/not-a-condition-id', 400);
    await get('/api/v1/venue_b/market/ticker/NO-SUCH-TICKER', 404);
  });

  it('should answer a range that cuts a minute from the rows inside it only, as the whole life does', async () => {
    // The NO token of the quoted market: nothing stored for it yet.
    const cut = { market_id: quoted.market_id, left_token_id: quoted.right_token_id };
    const at = T + 6 * HOUR;
    const quote = (ms: number, bid: string, ask: string) =>
      quoteAt('venue_a', cut.market_id, cut.left_token_id, at + ms, bid, ask);
    await stack.ingest([
      quote(10_000, '0.1', '0.2'),
      quote(40_000, '0.3', '0.4'),
      quote(MIN + 5_000, '0.5', '0.6'),
      quote(MIN + 50_000, '0.2', '0.3'),
      quote(2 * MIN + 20_000, '0.4', '0.5'),
    ]);
    const c = (t: number, open: number, high: number, low: number, close: number) => ({
      start: iso(t),
      open,
      high,
      low,
      close,
      volume: null,
      trades: null,
    });
    const whole = await candles(`token_id=${cut.left_token_id}&interval=1m`);
    assert.equal(whole.start, iso(at));
    assert.equal(whole.end, iso(at + 2 * MIN + 20_000));
    assert.deepEqual(whole.candles, [
      c(at, 0.15, 0.35, 0.15, 0.35),
      c(at + MIN, 0.55, 0.55, 0.25, 0.25),
      c(at + 2 * MIN, 0.45, 0.45, 0.45, 0.45),
    ]);
    const range = `start=${iso(at + 30_000)}&end=${iso(at + MIN + 30_000)}`;
    const cutMinutes = await candles(`token_id=${cut.left_token_id}&interval=1m&${range}`);
    assert.deepEqual(cutMinutes.candles, [
      c(at, 0.35, 0.35, 0.35, 0.35),
      c(at + MIN, 0.55, 0.55, 0.55, 0.55),
    ]);
    const oneBucket = await candles(`token_id=${cut.left_token_id}&interval=5m&${range}`);
    assert.deepEqual(oneBucket.candles, [c(at, 0.35, 0.55, 0.35, 0.55)]);
    const inside = await candles(
      `token_id=${cut.left_token_id}&interval=1h&start=${iso(at + 41_000)}&end=${iso(at + 66_000)}`,
    );
    assert.deepEqual(inside.candles, [c(at, 0.55, 0.55, 0.55, 0.55)]);
  });

  it("should equal docs/data.md's candle recipes bucket for bucket", async () => {
    const doc = readFileSync(path.join(import.meta.dirname, '../../docs/data.md'), 'utf8');
    const recipe = (name: string) => {
      const text = new RegExp(`<!-- recipe: ${name} -->\\n\`\`\`sql\\n([\\s\\S]*?)\`\`\``).exec(doc)?.[1];
      assert.ok(text, `docs/data.md has the ${name} recipe`);
      return text;
    };
    const ch = stack.analytics;
    const run = async (
      name: string,
      venue: string,
      token: string,
      start: number,
      end: number,
      interval: string,
    ) => {
      const sql = recipe(name)
        .replaceAll("'venue_a'", `'${venue}'`)
        .replaceAll('<token id>', token)
        .replaceAll('<start>', iso(start).replace('T', ' ').replace('Z', ''))
        .replaceAll('<end>', iso(end).replace('T', ' ').replace('Z', ''))
        .replaceAll('INTERVAL 1 HOUR', interval)
        .replace(
          /(?<=FROM )(trades|price_ticks|book_states|book_deltas|price_ohlc_1m|price_ohlc_1h)\b/g,
          (t) => ch.table(t),
        );
      const rows = await ch.query<Record<string, unknown>>('t', sql);
      return rows.map((r) => ({
        start: iso(Date.parse(`${String(r.bucket).replace(' ', 'T')}Z`)),
        open: Number(r.open),
        high: Number(r.high),
        low: Number(r.low),
        close: Number(r.close),
        volume: r.volume === undefined ? null : Number(r.volume),
        trades: r.trades === undefined ? null : Number(r.trades),
      }));
    };
    interface RecipeCase {
      name: string;
      venue: string;
      token: string;
      query: string;
      interval: [string, string];
      /** Default [T - 1 h, T + 3 h]; 'life': no start or end (the route's whole-life read). */
      range?: [number, number] | 'life';
    }
    // The token each venue's cases read, and how the route is asked for it.
    const onA = { venue: 'venue_a', token: quoted.left_token_id, query: `token_id=${quoted.left_token_id}` };
    const onB = {
      venue: 'venue_b',
      token: kalshi.market.left_token_id,
      query: `ticker=${kalshi.market.market_id}`,
    };
    const cases: RecipeCase[] = [
      {
        name: 'candles-trades',
        venue: 'venue_a',
        token: traded.left_token_id,
        query: `token_id=${traded.left_token_id}`,
        interval: ['15m', 'INTERVAL 15 MINUTE'],
      },
      {
        name: 'candles-trades',
        venue: 'venue_a',
        token: traded.left_token_id,
        query: `token_id=${traded.left_token_id}`,
        interval: ['1d', 'INTERVAL 1 DAY'],
      },
      {
        name: 'candles-prices',
        ...onA,
        interval: ['5m', 'INTERVAL 5 MINUTE'],
      },
      {
        name: 'candles-prices-1m',
        ...onA,
        interval: ['5m', 'INTERVAL 5 MINUTE'],
      },
      {
        name: 'candles-prices-1m',
        ...onB,
        interval: ['1h', 'INTERVAL 1 HOUR'],
      },
      {
        // A range that cuts minutes at both ends.
        name: 'candles-prices',
        ...onA,
        interval: ['15m', 'INTERVAL 15 MINUTE'],
        range: [T + 4 * MIN + 30_000, T + 2 * HOUR + MIN + 1],
      },
      {
        name: 'candles-prices',
        ...onB,
        interval: ['1h', 'INTERVAL 1 HOUR'],
      },
      {
        name: 'candles-prices-1h',
        ...onA,
        interval: ['1h', 'INTERVAL 1 HOUR'],
      },
      {
        name: 'candles-prices-1h',
        ...onB,
        interval: ['4h', 'INTERVAL 4 HOUR'],
      },
      {
        name: 'candles-prices-1h',
        ...onA,
        interval: ['1d', 'INTERVAL 1 DAY'],
        range: 'life',
      },
      {
        name: 'candles-prices',
        ...onA,
        interval: ['1h', 'INTERVAL 1 HOUR'],
        range: 'life',
      },
      {
        // A range that cuts hours and minutes at both ends: hours, minutes and raw rows merged.
        name: 'candles-prices',
        ...onA,
        interval: ['1h', 'INTERVAL 1 HOUR'],
        range: [T - 30 * MIN + 1, T + 2 * HOUR + MIN + 1],
      },
    ];
    for (const c of cases) {
      const asked = c.range === 'life' ? undefined : (c.range ?? [T - HOUR, T + 3 * HOUR]);
      const route = await candles(
        `${c.query}&interval=${c.interval[0]}${asked ? `&start=${iso(asked[0])}&end=${iso(asked[1])}` : ''}`,
      );
      const [start, end] = asked ?? [Date.parse(route.start!), Date.parse(route.end!)];
      assert.equal(route.basis, c.name === 'candles-trades' ? 'trades' : 'prices');
      const fromRecipe = await run(c.name, c.venue, c.token, start, end, c.interval[1]);
      assert.ok(fromRecipe.length > 0, `${c.name} ${c.interval[0]} has candles`);
      assert.deepEqual(route.candles, fromRecipe, `${c.name} ${c.interval[0]}`);
    }
  });
});
