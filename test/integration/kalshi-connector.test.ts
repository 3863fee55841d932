// The Kalshi-via-DFlow connector against a local venue (test/support/kalshi-venue.ts: the recorded
// real market listing, hand-built books, event and DFlow mints). What the connector publishes is
// read back from an in-memory LogBus.
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import { validateMessage } from '../../core/market-data.ts';
import { KalshiConnector, type KalshiConnectorOptions } from '../../ingest/kalshi/index.ts';
import { startConnector, stopConnector, type ConnectorHarness } from '../support/connector-harness.ts';
import {
  BOND_EVENT,
  fakeMint,
  kalshiRefusal,
  kalshiVenue as venue,
  openMarkets,
} from '../support/kalshi-venue.ts';
import type { VenueServer } from '../support/venue-server.ts';
import { eventually, eventuallyValue } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

/** By 24 h volume (0 for all recorded ones), then total volume. */
const TOP3 = ['KXBOND-30-ATJ', 'KXBOND-30-HC', 'KXBOND-30-HAR'];

type Harness = ConnectorHarness<KalshiConnector>;

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
    assert.ok(
      consumed.markets.every((m) => !('source' in m)),
      'live: no source stamped (only a sandbox sets one)',
    );
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

  it('should publish the final record of a market once it is no longer listed open, and ask once', async () => {
    const open = openMarkets();
    const closing = open.find((m) => m.ticker === 'KXBOND-30-ATJ')!;
    const garbled = open.find((m) => m.ticker === 'KXBOND-30-HC')!; // its final record does not parse
    let listings = 0;
    h = await harness({ pollIntervalMs: 30, marketsPageSize: 1000 }, (server) => {
      // Listed on the first poll; from the second on, settled: gone from the open listing.
      server.route('GET /markets', () => {
        listings++;
        return {
          body: {
            markets: listings === 1 ? open : open.filter((m) => m !== closing && m !== garbled),
            cursor: '',
          },
        };
      });
      server.route(`GET /markets/${closing.ticker}`, () => ({
        body: { market: { ...closing, status: 'finalized', result: 'yes' } },
      }));
      server.route(`GET /markets/${garbled.ticker}`, () => ({ body: '{"market": ' }));
    });
    const { server, consumed } = h;
    const final = () =>
      consumed.markets.find((m) => m.market.ticker === closing.ticker && m.market.closed === true);
    await eventually('the final record of the settled market', () => final() !== undefined);
    assert.equal(listings >= 2, true);
    assert.ok(validateMessage(final()!).ok);
    assert.deepEqual(
      [final()!.market.active, final()!.market.resolved, final()!.market.winner_token_id],
      [false, true, 'KXBOND-30-ATJ:yes'],
    );
    const seen = listings;
    await eventually('three more polls', () => listings >= seen + 3);
    assert.equal(server.requests(`/markets/${closing.ticker}`).length, 1, 'asked once');
    // A final record that does not parse is dead-lettered with the reason, and not asked again.
    assert.equal(server.requests(`/markets/${garbled.ticker}`).length, 1, 'the garbled one asked once');
    assert.ok(
      consumed.deadLetters.some((d) => JSON.stringify(d).includes(`/markets/${garbled.ticker}`)),
      'dead-lettered',
    );
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
        failures-- > 0 ? kalshiRefusal(503, 'service_unavailable') : normal(request),
      );
    });
    const { connector, consumed } = h;
    const sick = await eventuallyValue('the failed poll in its health', async () => {
      const health = await connector.health();
      return /HTTP 503/.test(health.detail ?? '') ? health : undefined;
    });
    assert.equal(sick.ok, false);
    assert.match(sick.detail ?? '', /^Kalshi poll failed: HTTP 503 from http:\/\/127\.0\.0\.1:\d+\/markets/);
    await eventually('recovered', () => consumed.books.length >= 6);
    assert.equal(h.server.requests('/markets').filter((r) => r.status === 503).length, 4);
    assert.equal((await connector.health()).ok, true);
  });

  it('should count order books Kalshi cannot serve now as a failed poll, and leave out those it refuses, by its error codes', async () => {
    let answer = kalshiRefusal(503, 'service_unavailable');
    h = await harness({ pollIntervalMs: 50, http: { retries: 0 } }, (server) => {
      const normal = server.routeFor('GET /markets/*');
      server.route('GET /markets/*', (request) =>
        request.path.endsWith('/orderbook') ? answer : normal(request),
      );
    });
    const { connector, consumed, server } = h;
    const sick = await eventuallyValue('the failed poll in its health', async () => {
      const health = await connector.health();
      return /HTTP 503/.test(health.detail ?? '') ? health : undefined;
    });
    assert.equal(sick.ok, false);
    assert.match(sick.detail ?? '', /\/orderbook/);
    // Refused (the request itself, Kalshi's `bad_request`): nothing to retry, the poll is not failing.
    answer = kalshiRefusal(400, 'bad_request', 'hand-built refusal');
    const refusedFrom = server.requests(/\/orderbook$/).length;
    await eventually(
      'a poll of refused books',
      () => server.requests(/\/orderbook$/).filter((r) => r.status === 400).length >= 3,
    );
    await eventually('healthy again', async () => (await connector.health()).ok);
    assert.ok(server.requests(/\/orderbook$/).length > refusedFrom);
    assert.equal(consumed.books.length, 0);
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
