// The example queries of docs/data.md (the five that answer data teams' questions, and the rollup's
// minute candles), read from the document itself and run through
// POST /api/v1/admin/sql on a store filled the way production fills it: the shipped order-book
// slice replayed (catalog and quotes), plus the real same-day Fed-chair catalogs of both venues
// (../shared/data/cross-venue) paired by the similarity engine and quoted at chosen prices.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLogger } from '../../core/logger.ts';
import type { MarketDataMessage, MarketMessage, QuoteMessage } from '../../core/market-data.ts';
import { DEFAULT_REPLAY_DIR, ReplayConnector } from '../../ingest/replay/index.ts';
import { CROSS_VENUE, loadCatalogs } from '../../harness/data/cross-venue.ts';
import { quoteAt, startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';

const DOC = path.resolve(import.meta.dirname, '..', '..', 'docs', 'data.md');
const ADMIN_KEY = 'adm_unused'; // what the stack's app is given (its digest)

/** `<!-- query: name -->` followed by a ```sql block. */
function docQueries(): Map<string, string> {
  const text = readFileSync(DOC, 'utf8');
  const out = new Map<string, string>();
  for (const m of text.matchAll(/<!-- query: ([a-z-]+) -->\n```sql\n([\s\S]*?)```/g)) out.set(m[1]!, m[2]!);
  return out;
}

type Row = Record<string, unknown>;

/** Items by key, each group in the items' order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

describe('docs/data.md example queries', function () {
  this.timeout(240_000);
  const queries = docQueries();
  let stack: MarketDataStack;
  const replayed: MarketDataMessage[] = [];
  const hasCrossVenue = existsSync(CROSS_VENUE);
  let pair: { a: string; b: string } | undefined;

  /** The document's query `name` (a token's placeholder, where it has one, replaced by `token`). */
  const run = async (name: string, token?: string): Promise<Row[]> => {
    const text = queries.get(name);
    assert.ok(text, `docs/data.md has the query ${name}`);
    const query = token === undefined ? text : text.replaceAll('<token id>', token);
    const r = await stack.client.post<{ data: Row[] }>(
      '/api/v1/admin/sql',
      { query, format: 'JSON' },
      { 'X-Admin-Key': ADMIN_KEY },
    );
    assert.equal(r.status, 200, `${name}: ${JSON.stringify(r.body)}`);
    return r.body.data;
  };

  before(async () => {
    assert.deepEqual(
      [...queries.keys()],
      [
        'minute-candles',
        'spread-over-time',
        'liquidity-by-category',
        'cross-venue-gaps',
        'resolution-calibration',
        'volume-leaders',
      ],
    );
    const replay = new ReplayConnector({
      dir: DEFAULT_REPLAY_DIR,
      log: createLogger('silent'),
      publisher: {
        publish: (_source, batch) => {
          replayed.push(...batch);
          return Promise.resolve();
        },
        reject: () => Promise.resolve(),
      },
    });
    await replay.start();
    assert.equal((await replay.done).outcome, 'finished');
    stack = await startMarketDataStack();
    await stack.ingest(replayed);
    if (hasCrossVenue) {
      // The real Fed-chair catalogs of both venues; the similarity engine pairs them. The best pair
      // it finds is then quoted on both venues at chosen prices.
      const catalogs = loadCatalogs();
      const fed = [
        ...catalogs.kalshi.filter((m) => m.market.market_id.startsWith('KXFEDCHAIRNOM-29-')),
        ...catalogs.polymarket.filter((m) => /Fed chair/i.test(m.market.question)),
      ];
      await stack.ingest(fed);
      const table = stack.analytics.table('similar_pairs');
      const deadline = Date.now() + 60_000;
      let best: { venue_a_market: string; venue_b_market: string; yes_token: string } | undefined;
      while (!best) {
        [best] = await stack.analytics.query<NonNullable<typeof best>>(
          'test',
          `SELECT venue_a_market, venue_b_market, argMax(yes_token, ts) AS yes_token FROM ${table}
           GROUP BY venue_a_market, venue_b_market HAVING argMax(similarity, ts) >= 0.8
           ORDER BY argMax(similarity, ts) DESC, venue_a_market, venue_b_market LIMIT 1`,
        );
        if (!best && Date.now() > deadline)
          throw new Error('the similarity engine paired no Fed-chair markets');
        if (!best) await new Promise((r) => setTimeout(r, 250));
      }
      const b = fed.find((m) => `${m.venue}:${m.market.market_id}` === best.venue_b_market)!;
      pair = { a: best.venue_a_market, b: best.venue_b_market };
      const ts = Date.parse('2026-03-01T18:00:00Z');
      await stack.ingest([
        quoteAt('venue_a', best.venue_a_market.replace(/^venue_a:/, ''), best.yes_token, ts, '0.4', '0.42'),
        quoteAt('venue_b', b.market.market_id, b.market.left_token_id, ts, '0.5', '0.56'),
      ]);
    }
  });

  after(async () => {
    await stack?.stop();
  });

  const yesQuotes = (): QuoteMessage[] => {
    const yes = new Set(replayed.flatMap((m) => (m.type === 'market' ? [m.market.left_token_id] : [])));
    return replayed.filter((m): m is QuoteMessage => m.type === 'quote' && yes.has(m.token_id));
  };

  it("minute candles: each minute's top, mid open, high, low and close and changes of the most quoted token, as its quotes give them", async () => {
    const byToken = groupBy(yesQuotes(), (q) => q.token_id);
    const [token, quotes] = [...byToken].sort((a, b) => b[1].length - a[1].length)[0]!;
    const rows = await run('minute-candles', token);
    const micro = (x: unknown) => (x === null ? null : Math.round(Number(x) * 1e6));
    const mid = (q: QuoteMessage) =>
      q.bid === null || q.ask === null ? null : (micro(q.bid)! + micro(q.ask)!) / 2;
    const minutes = groupBy(
      [...quotes].sort((a, b) => a.ts - b.ts),
      (q) => new Date(Math.floor(q.ts / 60_000) * 60_000).toISOString().replace('T', ' ').slice(0, 19),
    );
    const mids = (qs: QuoteMessage[]) => qs.map(mid).filter((m): m is number => m !== null);
    assert.ok(minutes.size > 100, `minutes: ${minutes.size}`);
    assert.deepEqual(
      rows.map((r) => [
        r.minute,
        micro(r.bid),
        micro(r.ask),
        micro(r.mid_open),
        micro(r.high),
        micro(r.low),
        micro(r.mid_close),
        Number(r.changes),
      ]),
      [...minutes].map(([minute, qs]) => {
        const last = qs.at(-1)!;
        const [open, close] = [mid(qs[0]!), mid(last)];
        const all = mids(qs);
        return [
          minute,
          micro(last.bid),
          micro(last.ask),
          open,
          all.length ? Math.max(...all) : null,
          all.length ? Math.min(...all) : null,
          close,
          qs.length,
        ];
      }),
    );
  });

  it('spread over time: every two-sided YES quote counted once, per hour and category', async () => {
    const rows = await run('spread-over-time');
    const twoSided = yesQuotes().filter((q) => q.bid !== null && q.ask !== null);
    assert.equal(
      rows.reduce((s, r) => s + Number(r.quotes), 0),
      twoSided.length + (hasCrossVenue ? 2 : 0),
    );
    const slice = rows.filter((r) => String(r.hour).startsWith('2026-07-11'));
    assert.equal(new Set(slice.map((r) => r.hour)).size, 24, 'the slice covers the whole day');
    for (const r of rows)
      assert.ok(Number(r.avg_spread) >= 0 && Number(r.median_spread) >= 0, JSON.stringify(r));
    // One bucket recomputed from the messages.
    const sports = twoSided.filter((q) => new Date(q.ts).toISOString().startsWith('2026-07-11T12'));
    const category = new Map(
      replayed.flatMap((m) =>
        m.type === 'market' ? [[m.market.left_token_id, m.event.category] as const] : [],
      ),
    );
    const inSports = sports.filter((q) => category.get(q.token_id) === 'sports');
    const mean = inSports.reduce((s, q) => s + Number(q.ask) - Number(q.bid), 0) / inSports.length;
    const row = rows.find((r) => r.hour === '2026-07-11 12:00:00' && r.category === 'sports')!;
    assert.equal(Number(row.quotes), inSports.length);
    assert.ok(Math.abs(Number(row.avg_spread) - mean) < 1e-4, `${String(row.avg_spread)} vs ${mean}`);
  });

  it('liquidity by category: markets and open markets per category as the catalog has them', async () => {
    const rows = await run('liquidity-by-category');
    const final = new Map<string, MarketMessage>();
    for (const m of replayed) if (m.type === 'market') final.set(m.market.market_id, m);
    const sliceRows = rows.filter((r) => r.venue === 'venue_a' && r.category !== '' && r.category !== null);
    for (const category of new Set([...final.values()].map((m) => m.event.category))) {
      const own = [...final.values()].filter((m) => m.event.category === category);
      const row = sliceRows.find((r) => r.category === category && Number(r.quoted_markets) > 0)!;
      assert.ok(row, `category ${category}`);
      assert.equal(Number(row.open_markets), own.filter((m) => m.market.active).length, category!);
      const quoted = new Set(
        yesQuotes()
          .filter((q) => q.bid !== null && q.ask !== null)
          .map((q) => q.market_id),
      );
      assert.equal(
        Number(row.quoted_markets),
        own.filter((m) => quoted.has(m.market.market_id)).length,
        category!,
      );
      assert.ok(Number(row.tight_markets) <= Number(row.quoted_markets));
    }
    if (hasCrossVenue) assert.ok(rows.some((r) => r.venue === 'venue_b' && Number(r.venue_liquidity) >= 0));
  });

  it('cross-venue price gaps: a pair the engine found, at the gap of its latest mids', async function () {
    if (!hasCrossVenue) this.skip();
    const rows = await run('cross-venue-gaps');
    const row = rows.find((r) => r.venue_a_market === pair!.a && r.venue_b_market === pair!.b);
    assert.ok(row, JSON.stringify({ pair, rows }));
    assert.deepEqual([Number(row.venue_a_mid), Number(row.venue_b_mid)], [0.41, 0.53]);
    assert.ok(Math.abs(Number(row.gap) - 0.12) < 1e-9, String(row.gap));
    assert.ok(Number(row.similarity) >= 0.8);
    assert.equal(rows[0], row, 'the only quoted pair, so the largest gap');
  });

  it('resolution calibration: API-resolved markets by earlier price, YES rate within [0, 1]', async () => {
    const rows = await run('resolution-calibration');
    const resolved = new Map<string, MarketMessage>();
    for (const m of replayed)
      if (m.type === 'market' && m.market.resolved) resolved.set(m.market.market_id, m);
    const total = rows.reduce((s, r) => s + Number(r.markets), 0);
    assert.equal(total, resolved.size, 'every resolved market was quoted for over six hours');
    const yesWins = [...resolved.values()].filter(
      (m) => m.market.winner_token_id === m.market.left_token_id,
    ).length;
    assert.equal(
      rows.reduce((s, r) => s + Number(r.yes_wins), 0),
      yesWins,
    );
    for (const r of rows) {
      assert.ok(Number(r.price_bucket) >= 0 && Number(r.price_bucket) <= 1);
      assert.ok(Number(r.yes_rate) >= 0 && Number(r.yes_rate) <= 1);
    }
  });

  it('volume leaders: ten markets, highest 24 h volume first', async () => {
    const rows = await run('volume-leaders');
    assert.equal(rows.length, 10);
    const volumes = rows.map((r) => Number(r.volume_24h));
    assert.deepEqual(
      volumes,
      [...volumes].sort((x, y) => y - x),
    );
    let best = 0;
    for (const m of replayed)
      if (m.type === 'market' && m.market.volume24hr !== null)
        best = Math.max(best, Number(m.market.volume24hr));
    assert.ok(volumes[0]! >= best && best > 0, `${volumes[0]} vs the slice's best ${best}`);
  });
});
