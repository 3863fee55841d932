// The sandbox venue_b (ingest/sandbox/kalshi) as a Kalshi client meets it: every answer held to
// kalshi-typescript's models (required fields, types, enums; no field the model does not name), read
// by the connector's own parsers, its query parameters those the official client sends, its
// refusals Kalshi's error shape, its 429 beyond Kalshi Basic's 20 reads a second, its prices on
// the tick inside [0.01, 0.99] and following the linked venue_a price.
import { isSandboxMint, isSandboxTicker } from '../../../core/sandbox.ts';
import assert from 'node:assert/strict';
import bs58 from 'bs58';
import { kalshiSample } from '../../../harness/data/venue-samples.ts';
import { tokenIdOf } from '../../../ingest/replay/ids.ts';
import {
  KalshiSandboxServer,
  SANDBOX_EVENTS,
  SANDBOX_MARKETS,
  SANDBOX_SERIES,
  sandboxMints,
  startKalshiSandbox,
  type KalshiSandbox,
} from '../../../ingest/sandbox/kalshi/index.ts';
import { KALSHI_BASE_PATH } from '../../../ingest/sandbox/kalshi/server.ts';
import {
  USDC_SOLANA_MINT,
  parseDflowMarketMints,
  parseKalshiEvent,
  parseKalshiMarket,
  parseKalshiOrderbook,
  parseKalshiTrade,
} from '../../../venues/kalshi/index.ts';
import { queryParametersOf, shapeProblems } from '../../support/kalshi-models.ts';

// The recorded day of venue_a: every sandbox market is open then.
const DAY = Date.parse('2026-07-11T20:00:00.000Z');
const SEED = 11;
const aPrice = (token: string) => (token === tokenIdOf('cpc-btc-150k-12-31-2026', 'yes') ? '0.2' : '0.55');

/**
 * A sandbox read by a client that keeps to Kalshi's pace: the rate limit's clock moves 100 ms a
 * read (10 a second, the connector's default), so these tests meet the limit only where they mean to.
 */
async function paced(
  seed: number,
  priceOf: (token: string) => string | undefined,
  now: () => number,
): Promise<KalshiSandbox> {
  let clock = 0;
  const server = new KalshiSandboxServer({ seed, priceOf, now, rateClock: () => (clock += 100) });
  const origin = await server.listen();
  return {
    kalshiUrl: `${origin}${KALSHI_BASE_PATH}`,
    dflowUrl: origin,
    dflowApiKey: 'sbx-test-key',
    close: () => server.close(),
  };
}

async function get(base: string, path: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.json() };
}

describe('sandbox venue_b: the simulated Kalshi and DFlow', () => {
  let sbx: KalshiSandbox;
  before(async () => {
    sbx = await paced(SEED, aPrice, () => DAY);
  });
  after(() => sbx.close());

  it('should listen on the loopback interface at a free port, Kalshi under /trade-api/v2', async () => {
    const s = await startKalshiSandbox({ seed: SEED, priceOf: aPrice, now: () => DAY });
    try {
      assert.match(s.kalshiUrl, /^http:\/\/127\.0\.0\.1:\d+\/trade-api\/v2$/);
      assert.equal((await get(s.kalshiUrl, '/series/SBXBTCMAXY')).body.series.ticker, 'SBXBTCMAXY');
    } finally {
      await s.close();
    }
  });

  it('should write its own catalog: SBX tickers, 10–15 markets, every event and series named, no recorded Kalshi text', () => {
    assert.ok(SANDBOX_MARKETS.length >= 10 && SANDBOX_MARKETS.length <= 15);
    for (const t of [
      ...SANDBOX_SERIES.map((s) => s.ticker),
      ...SANDBOX_EVENTS.map((e) => e.ticker),
      ...SANDBOX_MARKETS.map((m) => m.ticker),
    ])
      assert.match(t, /^SBX[A-Z]/);
    for (const m of SANDBOX_MARKETS) {
      const event = SANDBOX_EVENTS.find((e) => e.ticker === m.event);
      assert.ok(event, m.ticker);
      assert.ok(
        SANDBOX_SERIES.some((s) => s.ticker === event.series),
        m.ticker,
      );
      assert.ok(m.ticker.startsWith(`${m.event}-`) || m.ticker === m.event, m.ticker);
    }
    assert.ok(
      SANDBOX_MARKETS.some((m) => m.link.differs === undefined) &&
        SANDBOX_MARKETS.some((m) => m.link.differs !== undefined),
    );
    // Never copied from the unlicensed recorded samples.
    const recorded = JSON.parse(kalshiSample('kalshi_markets.json')) as {
      rules_primary?: string;
      rules_secondary?: string;
      title?: string;
    }[];
    const theirs = new Set(
      recorded.flatMap((r) => [r.rules_primary, r.rules_secondary, r.title]).filter(Boolean),
    );
    for (const m of SANDBOX_MARKETS)
      for (const text of [m.rules_primary, m.rules_secondary, m.title]) assert.ok(!theirs.has(text), text);
  });

  it("should answer every listing and record in kalshi-typescript's model, parsed by the connector's parsers", async () => {
    const markets = await get(sbx.kalshiUrl, '/markets?status=open&mve_filter=exclude&limit=1000');
    assert.deepEqual(shapeProblems(markets.body, 'GetMarketsResponse'), []);
    assert.equal(markets.body.markets.length, SANDBOX_MARKETS.length);
    const events = await get(sbx.kalshiUrl, '/events?status=open&limit=200');
    assert.deepEqual(shapeProblems(events.body, 'GetEventsResponse'), []);
    assert.equal(events.body.events.length, SANDBOX_EVENTS.length);
    const nested = await get(sbx.kalshiUrl, '/events?with_nested_markets=true');
    assert.deepEqual(shapeProblems(nested.body, 'GetEventsResponse'), []);
    for (const s of SANDBOX_SERIES)
      assert.deepEqual(
        shapeProblems((await get(sbx.kalshiUrl, `/series/${s.ticker}`)).body, 'GetSeriesResponse'),
        [],
        s.ticker,
      );
    for (const e of SANDBOX_EVENTS) {
      const { body } = await get(sbx.kalshiUrl, `/events/${e.ticker}`);
      assert.deepEqual(shapeProblems(body, 'GetEventResponse'), [], e.ticker);
      const parsed = parseKalshiEvent(body);
      assert.ok(parsed.ok && parsed.value.rejected.length === 0 && parsed.value.items.length > 0, e.ticker);
    }
    for (const raw of markets.body.markets) {
      const event = events.body.events.find((e: any) => e.event_ticker === raw.event_ticker);
      const one = await get(sbx.kalshiUrl, `/markets/${raw.ticker}`);
      assert.deepEqual(shapeProblems(one.body, 'GetMarketResponse'), [], raw.ticker);
      const parsed = parseKalshiMarket(one.body.market, { event, mints: mintsOf(raw.ticker) });
      assert.ok(parsed.ok, parsed.ok ? '' : parsed.reason);
      const m = parsed.value.market;
      assert.equal(m.active, true);
      assert.equal(m.left_token_id, sandboxMints(raw.ticker).yes);
      assert.equal(m.tick_size, '0.01');
      assert.ok(
        m.contract_terms?.rules_primary && m.contract_terms.settlement_sources.length > 0,
        raw.ticker,
      );
      assert.ok(Number(m.volume) > 0 && Number(m.volume24hr) > 0, 'traded');
      const book = await get(sbx.kalshiUrl, `/markets/${raw.ticker}/orderbook`);
      assert.deepEqual(shapeProblems(book.body, 'GetMarketOrderbookResponse'), [], raw.ticker);
      const books = parseKalshiOrderbook(JSON.stringify(book.body), {
        ticker: raw.ticker,
        mints: mintsOf(raw.ticker),
      });
      assert.ok(books.ok, books.ok ? '' : books.reason);
      assert.ok(books.value.yes.bids.length > 1 && books.value.yes.asks.length > 1, 'depth on both sides');
      assert.equal(books.value.yes.bids[0]![0], m.best_bid);
      assert.equal(books.value.yes.asks[0]![0], m.best_ask);
    }
    const trades = await get(sbx.kalshiUrl, `/markets/trades?min_ts=${DAY / 1000 - 600}&limit=1000`);
    assert.deepEqual(shapeProblems(trades.body, 'GetTradesResponse'), []);
    assert.ok(trades.body.trades.length > 0);
    for (const t of trades.body.trades) {
      assert.ok(Date.parse(t.created_time) >= DAY - 600_000 && Date.parse(t.created_time) <= DAY);
      assert.ok(parseKalshiTrade(t, mintsOf(t.ticker)).ok);
    }
    assert.ok(
      !trades.body.trades.some(
        (t: any, i: number) => i > 0 && t.created_time > trades.body.trades[i - 1].created_time,
      ),
      'newest first',
    );
  });

  it('should take only the query parameters kalshi-typescript sends, and refuse others in Kalshi’s words', async () => {
    const served: [string, string[]][] = [
      ['/markets', ['status', 'limit', 'cursor', 'event_ticker', 'series_ticker', 'tickers', 'mve_filter']],
      ['/markets/trades', ['ticker', 'min_ts', 'max_ts', 'limit', 'cursor', 'is_block_trade']],
      ['/events', ['status', 'limit', 'cursor', 'series_ticker', 'with_nested_markets']],
      ['/markets/SBXTPOY-26-POPLEO/orderbook', ['depth']],
    ];
    for (const [path, names] of served) {
      const known = queryParametersOf(path);
      assert.ok(known, path);
      for (const name of names) assert.ok(known.has(name), `${path} ${name}`);
    }
    for (const [path, status, code] of [
      ['/markets?colour=red', 400, 'bad_request'],
      ['/markets?limit=1001', 400, 'bad_request'],
      ['/events?limit=201', 400, 'bad_request'],
      ['/markets?status=active', 400, 'bad_request'],
      ['/markets?cursor=%21%21', 400, 'bad_request'],
      ['/markets/KXBTC-NOT-SBX', 404, 'not_found'],
      ['/events/SBXNOPE', 404, 'not_found'],
    ] as const) {
      const answer = await get(sbx.kalshiUrl, path);
      assert.equal(answer.status, status, path);
      assert.equal(answer.body.error.code, code, path);
      assert.deepEqual(shapeProblems(answer.body.error, 'ErrorResponse'), [], path);
    }
  });

  it('should page markets and trades by cursor, each item once', async () => {
    const tickers: string[] = [];
    let cursor = '';
    do {
      const { body } = await get(
        sbx.kalshiUrl,
        `/markets?status=open&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
      );
      assert.ok(body.markets.length <= 4);
      tickers.push(...body.markets.map((m: any) => m.ticker as string));
      cursor = body.cursor;
    } while (cursor);
    assert.deepEqual(tickers.sort(), SANDBOX_MARKETS.map((m) => m.ticker).sort());
    const all = (
      await get(sbx.kalshiUrl, `/markets/trades?min_ts=${DAY / 1000 - 3600}&limit=1000`)
    ).body.trades.map((t: any) => t.trade_id);
    const paged: string[] = [];
    cursor = '';
    do {
      const { body } = await get(
        sbx.kalshiUrl,
        `/markets/trades?min_ts=${DAY / 1000 - 3600}&limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      paged.push(...body.trades.map((t: any) => t.trade_id as string));
      cursor = body.cursor;
    } while (cursor);
    assert.ok(all.length > 50);
    assert.deepEqual(paged, all);
  });

  it("should give each market DFlow's accounts with sandbox mints: 32-byte base58 keys from the ticker, prefixed SBX, behind an API key", async () => {
    const tickers = SANDBOX_MARKETS.map((m) => m.ticker);
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(`${sbx.dflowUrl}/api/v1/markets/batch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    assert.equal((await post({}, { tickers })).status, 401);
    const answer = (await (await post({ 'x-api-key': sbx.dflowApiKey }, { tickers })).json()) as {
      markets: unknown[];
    };
    assert.equal(answer.markets.length, tickers.length);
    const seen = new Set<string>();
    for (const raw of answer.markets) {
      const mints = parseDflowMarketMints(raw, USDC_SOLANA_MINT);
      assert.ok(mints.ok, mints.ok ? '' : mints.reason);
      assert.deepEqual(
        [mints.value.yes_mint, mints.value.no_mint],
        [sandboxMints(mints.value.ticker).yes, sandboxMints(mints.value.ticker).no],
      );
      for (const key of [mints.value.yes_mint, mints.value.no_mint]) {
        assert.equal(bs58.decode(key).length, 32);
        assert.ok(isSandboxMint(key), `${key} carries the sandbox prefix`);
        assert.ok(isSandboxTicker(mints.value.ticker), `${mints.value.ticker} carries the sandbox prefix`);
        assert.ok(!seen.has(key));
        seen.add(key);
      }
    }
    assert.equal(
      (await post({ 'x-api-key': 'k' }, { tickers: Array.from({ length: 101 }, (_, i) => `T${i}`) })).status,
      400,
    );
    const byMint = (await (
      await post(
        { 'x-api-key': 'k' },
        { tickers: ['KXNOT-REAL'], mints: [sandboxMints('SBXGDP-26Q2-T2.0').ledger] },
      )
    ).json()) as { markets: { ticker: string }[] };
    assert.deepEqual(
      byMint.markets.map((m) => m.ticker),
      ['SBXGDP-26Q2-T2.0'],
      'by its ledger; the unknown ticker left out',
    );
  });

  it('should price around the linked venue_a price, on the 0.01 tick inside [0.01, 0.99], the same for the same seed', async () => {
    const fair = async (priceOf: (t: string) => string | undefined, seed = SEED) => {
      const s = await paced(seed, priceOf, () => DAY);
      try {
        const { body } = await get(s.kalshiUrl, '/markets?status=open');
        return new Map<string, { bid: number; ask: number }>(
          body.markets.map((m: any) => [
            m.ticker,
            { bid: Number(m.yes_bid_dollars), ask: Number(m.yes_ask_dollars) },
          ]),
        );
      } finally {
        await s.close();
      }
    };
    const low = await fair(() => '0.2');
    const high = await fair(() => '0.8');
    const again = await fair(() => '0.8');
    assert.deepEqual(again, high, 'seeded: the same answer again');
    for (const m of SANDBOX_MARKETS) {
      const l = low.get(m.ticker)!;
      const h = high.get(m.ticker)!;
      for (const p of [l.bid, l.ask, h.bid, h.ask]) {
        assert.ok(p >= 0.01 && p <= 0.99, `${m.ticker} ${p}`);
        assert.equal(Math.round(p * 100) / 100, p);
      }
      const mid = (x: { bid: number; ask: number }) => (x.bid + x.ask) / 2;
      const lean = m.link.shift ?? 0;
      assert.ok(Math.abs(mid(l) - 0.2 - lean) <= 0.031, `${m.ticker} follows 0.2: ${mid(l)}`);
      assert.ok(Math.abs(mid(h) - 0.8 - lean) <= 0.031, `${m.ticker} follows 0.8: ${mid(h)}`);
    }
    const floor = await fair(() => '0');
    for (const [, p] of floor) assert.ok(p.ask >= 0.02 && p.bid >= 0, 'bounded at the bottom');
  });

  it("should refuse reads beyond Kalshi Basic's 20 a second with 429 and Kalshi's error, and take them again a second later", async () => {
    let clock = 0;
    const server = new KalshiSandboxServer({
      seed: 1,
      priceOf: () => undefined,
      now: () => DAY,
      rateClock: () => clock,
    });
    const origin = await server.listen();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++)
        statuses.push((await fetch(`${origin}${KALSHI_BASE_PATH}/series/SBXGDP`)).status);
      assert.deepEqual(statuses, [...Array(20).fill(200), 429, 429]);
      const refused = await get(`${origin}${KALSHI_BASE_PATH}`, '/series/SBXGDP');
      assert.equal(refused.status, 429);
      assert.equal(refused.body.error.code, 'too_many_requests');
      assert.deepEqual(shapeProblems(refused.body.error, 'ErrorResponse'), []);
      clock += 1000;
      assert.equal((await fetch(`${origin}${KALSHI_BASE_PATH}/series/SBXGDP`)).status, 200);
    } finally {
      await server.close();
    }
  });

  it('should close a market at its close time: no longer listed open, its record closed with an empty book', async () => {
    const cpi = SANDBOX_MARKETS.find((m) => m.ticker === 'SBXCPIYOY-26JUN-T3.8')!;
    const s = await paced(SEED, aPrice, () => Date.parse(cpi.close_time) + 1);
    try {
      const open = (await get(s.kalshiUrl, '/markets?status=open')).body.markets.map((m: any) => m.ticker);
      assert.ok(!open.includes(cpi.ticker));
      assert.ok(open.includes('SBXTPOY-26-POPLEO'));
      const { body } = await get(s.kalshiUrl, `/markets/${cpi.ticker}`);
      assert.equal(body.market.status, 'closed');
      const parsed = parseKalshiMarket(body.market);
      assert.ok(parsed.ok && parsed.value.market.closed && !parsed.value.market.resolved);
      assert.deepEqual((await get(s.kalshiUrl, `/markets/${cpi.ticker}/orderbook`)).body, {
        orderbook_fp: { yes_dollars: [], no_dollars: [] },
      });
    } finally {
      await s.close();
    }
  });
});

function mintsOf(ticker: string) {
  const m = sandboxMints(ticker);
  return {
    ticker,
    settlement_mint: USDC_SOLANA_MINT,
    yes_mint: m.yes,
    no_mint: m.no,
    market_ledger: m.ledger,
    is_initialized: true,
    redemption_status: null,
  };
}
