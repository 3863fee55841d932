// The Kalshi-via-DFlow connector against a local venue. The market listing plays the 100 recorded
// real Kalshi market objects (../shared/data only: no licence, never copied here), split into
// pages. Nothing else was recorded, so the rest is hand-built in the documented shapes and says so:
// order books ({orderbook_fp:{yes_dollars,no_dollars}}) from each recorded market's own best YES
// and NO bids with made-up sizes, one event record, and DFlow market objects with made-up base58
// mints. What the connector publishes is read back from an in-memory LogBus.
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import { validateMessage } from '../../core/market-data.ts';
import { KalshiConnector, type KalshiConnectorOptions } from '../../ingest/kalshi/index.ts';
import { USDC_SOLANA_MINT } from '../../venues/kalshi/index.ts';
import { kalshiSample } from '../unit/venues/samples.ts';
import { startConnector, stopConnector, type ConnectorHarness } from '../support/connector-harness.ts';
import { VenueServer } from '../support/venue-server.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
type Raw = Record<string, any>;

const recorded = (): Raw[] => JSON.parse(kalshiSample('kalshi_markets.json')) as Raw[];
/** Kalshi answers `status=open` with the markets it reports as `active`. */
const openMarkets = (): Raw[] => recorded().filter((m) => m.status === 'active');
/** By 24 h volume (0 for all recorded ones), then total volume. */
const TOP3 = ['KXBOND-30-ATJ', 'KXBOND-30-HC', 'KXBOND-30-HAR'];

// Hand-built: the recorded markets carry no event record.
const BOND_EVENT = {
  event_ticker: 'KXBOND-30',
  series_ticker: 'KXBOND',
  title: 'Next James Bond actor (hand-built event record)',
  category: 'Entertainment',
  mutually_exclusive: true,
};

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** A made-up, well-formed base58 address per (kind, n). */
function fakeMint(kind: 'Yes' | 'No', n: number): string {
  let digits = '';
  do {
    digits = BASE58[n % 58]! + digits;
    n = Math.floor(n / 58);
  } while (n > 0);
  return `${kind}${digits}`.padEnd(44, '1');
}

/** Hand-built book from the recorded top of book: best YES bid and best NO bid, 100 contracts each. */
function bookOf(market: Raw): Raw {
  const side = (price: string) => (Number(price) > 0 ? [[price, '100.00']] : []);
  return {
    orderbook_fp: { yes_dollars: side(market.yes_bid_dollars), no_dollars: side(market.no_bid_dollars) },
  };
}

type Harness = ConnectorHarness<KalshiConnector>;

async function venue(): Promise<VenueServer> {
  const server = await VenueServer.start();
  const markets = openMarkets();
  server.route('GET /markets', ({ query }) => {
    assert.equal(query.get('status'), 'open');
    const limit = Number(query.get('limit') ?? 100);
    const cursor = query.get('cursor');
    const from = cursor ? Number(Buffer.from(cursor, 'base64').toString()) : 0;
    const next = from + limit < markets.length ? Buffer.from(String(from + limit)).toString('base64') : '';
    return { body: { markets: markets.slice(from, from + limit), cursor: next } };
  });
  server.route('GET /events', () => ({ body: { events: [BOND_EVENT], cursor: '' } }));
  server.route('GET /markets/*', ({ path }) => {
    const ticker = decodeURIComponent(path.split('/')[2] ?? '');
    const market = markets.find((m) => m.ticker === ticker);
    return market ? { body: bookOf(market) } : { status: 404, body: { error: { code: 'not_found' } } };
  });
  server.route('POST /api/v1/markets/batch', ({ body, headers }) => {
    if (headers['x-api-key'] !== 'test-key') return { status: 401, body: { error: 'unauthorized' } };
    const tickers = (body as { tickers: string[] }).tickers;
    const all = markets.map((m) => m.ticker as string);
    return {
      body: {
        markets: tickers
          // KXBOND-30-HC is "not tokenized yet": no accounts for USDC.
          .map((ticker) => ({
            ticker,
            status: 'active',
            accounts:
              ticker === 'KXBOND-30-HC'
                ? {}
                : {
                    [USDC_SOLANA_MINT]: {
                      yesMint: fakeMint('Yes', all.indexOf(ticker)),
                      noMint: fakeMint('No', all.indexOf(ticker)),
                      marketLedger: null,
                      isInitialized: true,
                    },
                  },
          })),
        cursor: null,
      },
    };
  });
  return server;
}

async function harness(
  overrides: Partial<KalshiConnectorOptions> = {},
  configure: (server: VenueServer) => void = () => {},
): Promise<Harness> {
  return startConnector(
    venue,
    configure,
    log,
    ({ server, publisher, retries }) =>
      new KalshiConnector({
        publisher,
        log,
        kalshiUrl: server.url,
        dflowUrl: server.url,
        pollIntervalMs: 60_000,
        maxMarkets: 3,
        marketsPageSize: 20,
        kalshiMinIntervalMs: 0,
        dflowMinIntervalMs: 0,
        orderbookConcurrency: 1,
        pollBackoff: { initialMs: 20, maxMs: 100 },
        http: {
          backoff: { initialMs: 10, maxMs: 20 },
          onRetry: (r) => retries.push(r),
          // Records every wait in the venue's timeline, then waits 5 ms instead: no test depends on the clock.
          sleep: async (ms, signal) => {
            server.timeline.push({ kind: 'note', text: `wait ${ms}` });
            await new Promise<void>((resolve) => {
              const t = setTimeout(resolve, 5);
              signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
            });
          },
        },
        ...overrides,
      }),
  );
}

describe('Kalshi connector (local venue playing recorded markets)', function () {
  this.timeout(20_000);
  let h: Harness | undefined;

  afterEach(async () => {
    await stopConnector(h);
    h = undefined;
  });

  it('should page the open markets and publish a valid market message for each', async () => {
    h = await harness();
    const { server, consumed } = h;
    const open = openMarkets();
    await eventually('every open market', () => consumed.markets.length >= open.length);
    const pages = server.requests('/markets');
    assert.equal(pages.length, Math.ceil(open.length / 20), `${open.length} markets, 20 a page`);
    assert.match(pages[0]!.query, /status=open/);
    assert.match(pages[0]!.query, /mve_filter=exclude/);
    assert.doesNotMatch(pages[0]!.query, /cursor=/);
    assert.ok(pages.slice(1).every((p) => /cursor=/.test(p.query)));
    assert.deepEqual(
      consumed.markets.map((m) => m.market.ticker as string).sort(),
      open.map((m) => m.ticker as string).sort(),
    );
    for (const m of consumed.markets) assert.ok(validateMessage(m).ok, JSON.stringify(validateMessage(m)));
    const atj = consumed.markets.find((m) => m.market.ticker === 'KXBOND-30-ATJ')!;
    assert.equal(atj.event.title, BOND_EVENT.title, 'joined with its event from the events listing');
    assert.deepEqual(atj.event.labels, ['Entertainment']);
    assert.deepEqual([atj.market.best_bid, atj.market.best_ask], ['0.16', '0.19']);
    assert.deepEqual(
      [atj.market.left_token_id, atj.market.token_id_source],
      ['KXBOND-30-ATJ:yes', 'derived'],
    );
    assert.equal(server.requests('/api/v1/markets/batch').length, 0, 'no DFlow call without a key');
  });

  it('should poll the order books of the most traded open markets and publish a book per token', async () => {
    h = await harness();
    const { server, consumed } = h;
    await eventually('six books', () => consumed.books.length >= 6);
    assert.deepEqual(
      server.requests(/\/orderbook$/).map((r) => r.path),
      TOP3.map((t) => `/markets/${t}/orderbook`),
    );
    const yes = consumed.books.find((b) => b.token_id === 'KXBOND-30-ATJ:yes')!;
    const no = consumed.books.find((b) => b.token_id === 'KXBOND-30-ATJ:no')!;
    // Recorded top of book of KXBOND-30-ATJ: YES bid 0.16 / ask 0.19, NO bid 0.81.
    assert.deepEqual([yes.bids[0]?.[0], yes.asks[0]?.[0]], ['0.16', '0.19']);
    assert.deepEqual([no.bids[0]?.[0], no.asks[0]?.[0]], ['0.81', '0.84']);
    assert.equal(yes.venue, 'venue_b');
    for (const b of consumed.books) assert.ok(validateMessage(b).ok);
    assert.equal((await h.connector.health()).ok, true);
  });

  it('should honour Retry-After on a 429 and then retry', async () => {
    let refused = false;
    h = await harness({}, (server) => {
      const normal = server.routeFor('GET /markets/*');
      server.route('GET /markets/*', (request) => {
        if (!refused) {
          refused = true;
          return { status: 429, headers: { 'retry-after': '1' }, body: { error: 'too many requests' } };
        }
        return normal(request);
      });
    });
    const { server, consumed, retries } = h;
    await eventually('six books', () => consumed.books.length >= 6);
    assert.deepEqual(
      retries.map((r) => [r.status, r.delayMs, r.retryAfter]),
      [[429, 1000, true]],
    );
    // The venue's log with the waits: refused, waited the 1 s asked for, asked again for the same book.
    const orderbook = (e: (typeof server.timeline)[number]) =>
      e.kind === 'request' && e.path.endsWith('/orderbook');
    const first = server.timeline.findIndex(orderbook);
    const [refusal, wait, retry] = server.timeline.slice(first, first + 3);
    assert.deepEqual(refusal, {
      kind: 'request',
      method: 'GET',
      path: `/markets/${TOP3[0]}/orderbook`,
      query: '',
      status: 429,
    });
    assert.deepEqual(wait, { kind: 'note', text: 'wait 1000' });
    assert.deepEqual(retry, { ...refusal, status: 200 });
  });

  it('should dead-letter a corrupt order book with the reason and keep polling the others', async () => {
    h = await harness({}, (server) => {
      const normal = server.routeFor('GET /markets/*');
      server.route('GET /markets/*', (request) =>
        request.path.includes('KXBOND-30-HC')
          ? { body: '{"orderbook_fp":{"yes_dollars":[["abc","1.00"]],"no_dollars":[]}}' }
          : normal(request),
      );
    });
    const { consumed } = h;
    await eventually(
      'four books and a dead letter',
      () => consumed.books.length >= 4 && consumed.deadLetters.length >= 1,
    );
    const [letter] = consumed.deadLetters;
    assert.equal(letter!.topic, 'venue:kalshi.orderbook');
    assert.equal(letter!.key, 'KXBOND-30-HC');
    assert.equal(letter!.reason, 'yes bids[0].price is not a decimal: "abc"');
    assert.deepEqual([...new Set(consumed.books.map((b) => b.market_id as string))].sort(), [
      'KXBOND-30-ATJ',
      'KXBOND-30-HAR',
    ]);
  });

  it('should use DFlow mints as token ids when an API key is set', async () => {
    h = await harness({ dflowApiKey: 'test-key' });
    const { server, consumed } = h;
    await eventually('six books', () => consumed.books.length >= 6);
    await eventually('every open market', () => consumed.markets.length >= openMarkets().length);
    const batches = server.requests('/api/v1/markets/batch');
    assert.equal(batches.length, 1, `${openMarkets().length} tickers fit one batch of 100`);
    const index = openMarkets().findIndex((m) => m.ticker === 'KXBOND-30-ATJ');
    const atj = consumed.markets.find((m) => m.market.ticker === 'KXBOND-30-ATJ')!;
    assert.deepEqual(
      [atj.market.left_token_id, atj.market.right_token_id, atj.market.token_id_source],
      [fakeMint('Yes', index), fakeMint('No', index), 'dflow_mint'],
    );
    assert.ok(
      consumed.books.some((b) => b.market_id === 'KXBOND-30-ATJ' && b.token_id === fakeMint('Yes', index)),
    );
    // Not tokenized yet: derived ids, and no dead letter for it.
    const hc = consumed.markets.find((m) => m.market.ticker === 'KXBOND-30-HC')!;
    assert.equal(hc.market.left_token_id, 'KXBOND-30-HC:yes');
    assert.ok(consumed.books.some((b) => b.token_id === 'KXBOND-30-HC:no'));
    assert.equal(consumed.deadLetters.length, 0);
  });

  it('should report a failing venue as unhealthy, keep retrying and recover', async () => {
    let failures = 4;
    h = await harness({ http: { retries: 0 } }, (server) => {
      const normal = server.routeFor('GET /markets');
      server.route('GET /markets', (request) =>
        failures-- > 0 ? { status: 503, body: { error: 'unavailable' } } : normal(request),
      );
    });
    const { connector, consumed } = h;
    let sick = await connector.health();
    while (!/HTTP 503/.test(sick.detail ?? '')) {
      await new Promise((r) => setTimeout(r, 10));
      sick = await connector.health();
    }
    assert.equal(sick.ok, false);
    assert.match(sick.detail ?? '', /^Kalshi poll failed: HTTP 503 from http:\/\/127\.0\.0\.1:\d+\/markets/);
    await eventually('recovered', () => consumed.books.length >= 6);
    assert.equal(h.server.requests('/markets').filter((r) => r.status === 503).length, 4);
    assert.equal((await connector.health()).ok, true);
  });

  it('should stop promptly in the middle of a poll', async () => {
    let release: () => void = () => {};
    let hanging = false;
    h = await harness({}, (server) => {
      const normal = server.routeFor('GET /markets/*');
      server.route('GET /markets/*', (request) => {
        hanging = true;
        return new Promise((resolve) => {
          release = () => resolve(normal(request));
        });
      });
    });
    await eventually(
      'an order book request held by the venue',
      () => h!.server.requests(/\/orderbook$/).length === 0 && hanging,
    );
    // Resolves although the venue never answers: the request is aborted (the test's time-out bounds it).
    await h.connector.stop();
    assert.deepEqual(await h.connector.health(), { ok: false, detail: 'not started' });
    release();
  });
});
