// The Polymarket connector against a local venue that plays recorded real payloads (LGPL-3.0 data,
// see test/unit/venues/samples.ts): Gamma events split into pages, the CLOB market channel's
// recorded `book` / `price_change` / `last_trade_price` frames, and REST /book. What the connector
// publishes is read back from an in-memory LogBus, as the engine would read it.
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import { validateMessage, type BookDeltaMessage, type BookMessage } from '../../core/market-data.ts';
import { BookTracker } from '../../ingest/polymarket/book-tracker.ts';
import { MarketDataPublisher } from '../../ingest/publisher.ts';
import { PolymarketConnector, type PolymarketConnectorOptions } from '../../ingest/polymarket/index.ts';
import { parseClobBook } from '../../venues/polymarket/index.ts';
import {
  startConnector,
  stopConnector,
  type ConnectorHarness,
  type ConnectorParts,
} from '../support/connector-harness.ts';
import {
  btcMarketInfo,
  polymarketVenue,
  recordedBookFrame,
  recordedEvents,
  recordedLastTrade,
  recordedPriceChange,
  recordedPriceChangeV2,
  tokensOf,
  TRUMP_NO,
  TRUMP_YES,
  V2_TOKEN,
} from '../support/polymarket-venue.ts';
import type { VenueServer } from '../support/venue-server.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

type Raw = Record<string, any>;
type Harness = ConnectorHarness<PolymarketConnector>;

/** The options the tests' connectors run with, on `server`, publishing through `publisher`. */
function connectorOptions(
  { server, publisher, retries }: Pick<ConnectorParts, 'server' | 'publisher' | 'retries'>,
  overrides: Partial<PolymarketConnectorOptions> = {},
): PolymarketConnectorOptions {
  return {
    publisher,
    log,
    gammaUrl: server.url,
    clobUrl: server.url,
    wsUrl: server.wsUrl,
    pollIntervalMs: 60_000,
    maxMarkets: 2,
    gammaPageSize: 1,
    subscribeBatchSize: 3,
    pingIntervalMs: 50,
    staleAfterMs: 10_000,
    snapshotGraceMs: 100,
    silenceMs: 60_000,
    clobMinIntervalMs: 0,
    reconnectBackoff: { initialMs: 20, maxMs: 100 },
    pollBackoff: { initialMs: 20, maxMs: 100 },
    http: { retries: 1, backoff: { initialMs: 10, maxMs: 20 }, onRetry: (r) => retries.push(r) },
    ...overrides,
  };
}

async function harness(
  overrides: Partial<PolymarketConnectorOptions> = {},
  configure: (server: VenueServer) => void = () => {},
  venue: () => Promise<VenueServer> = polymarketVenue,
): Promise<Harness> {
  return startConnector(
    venue,
    configure,
    log,
    (parts) => new PolymarketConnector(connectorOptions(parts, overrides)),
  );
}

describe('Polymarket connector (local venue playing recorded payloads)', function () {
  this.timeout(20_000);
  let h: Harness | undefined;

  afterEach(async () => {
    await stopConnector(h);
    h = undefined;
  });

  const topTokens = (): string[] => {
    const [nominee] = recordedEvents();
    // By 24 h volume: 559657 (129 642.79), 559659 (14 323.58); the BTC market (10.00) is third.
    return (nominee!.markets as Raw[]).flatMap(tokensOf);
  };

  it('should page the Gamma keyset listing and publish a valid market message per market', async () => {
    h = await harness();
    const { server, consumed } = h;
    await eventually('3 market messages', () => consumed.markets.length >= 3);
    const pages = server.requests('/events/keyset');
    assert.equal(pages.length, 2, 'one event per page, two events');
    assert.match(pages[0]!.query, /closed=false/);
    assert.doesNotMatch(pages[0]!.query, /after_cursor/);
    assert.match(pages[1]!.query, /after_cursor=/);
    const ids = consumed.markets.map((m) => m.market.market_id as string).sort();
    const expected = recordedEvents()
      .flatMap((e) => (e.markets as Raw[]).map((m) => m.conditionId as string))
      .sort();
    assert.deepEqual(ids, expected);
    for (const message of consumed.markets) assert.ok(validateMessage(message).ok);
    assert.equal(consumed.markets.find((m) => m.market.gamma_id === '559657')?.event.event_id, 30829);
  });

  it("should read the CLOB's fee parameters of a market whose Gamma record has none, once, with when they were read", async () => {
    const before = Date.now();
    const btc = btcMarketInfo({ r: 0.072, e: 1, to: true });
    h = await harness(
      { pollIntervalMs: 50 },
      () => {},
      () => polymarketVenue(btc),
    );
    const { server, consumed } = h;
    await eventually('two polls', () => server.requests('/events/keyset').length >= 4);
    const published = consumed.markets.filter((m) => m.market.market_id === btc.c);
    assert.ok(published.length >= 2, 'the BTC market published on each poll');
    for (const m of published) {
      const { read_at: readAt, ...rates } = m.market.fee_schedule as { read_at: string };
      // fd {r: 0.072, e: 1, to: true}: takers pay 0.072 × (p·(1−p))^1, makers nothing
      assert.deepEqual(rates, { taker_rate: '0.072', maker_rate: '0', exponent: 1 });
      assert.ok(Date.parse(readAt) >= before && Date.parse(readAt) <= Date.now());
      assert.ok(validateMessage(m).ok);
    }
    // Read once (kept an hour), and only for the market Gamma leaves without a schedule.
    assert.deepEqual(
      server.requests(/^\/clob-markets\//).map((r) => r.path),
      [`/clob-markets/${btc.c}`],
    );
    // The nominee markets (feesEnabled false) charge nothing, as Gamma says.
    const nominee = consumed.markets.find((m) => m.market.gamma_id === '559657')!;
    assert.equal(nominee.market.fee_schedule?.taker_rate, '0');
  });

  it('should leave the fees unknown when the CLOB market info cannot be read, and read it again next poll', async () => {
    h = await harness({ pollIntervalMs: 50 }, (server) => {
      server.route('GET /clob-markets/*', () => ({ status: 404, body: { error: 'market not found' } }));
    });
    const { server, consumed } = h;
    const btc = btcMarketInfo();
    await eventually('two reads', () => server.requests(/^\/clob-markets\//).length >= 2);
    const published = consumed.markets.filter((m) => m.market.market_id === btc.c);
    assert.ok(published.length >= 1);
    for (const m of published) assert.equal(m.market.fee_schedule, null);
  });

  it('should publish the final records of markets no longer listed, from their event, asked once', async () => {
    const [nominee, btc] = recordedEvents();
    const btcMarket = (btc!.markets as Raw[])[0]!;
    let listings = 0;
    h = await harness({ pollIntervalMs: 30, gammaPageSize: 100 }, (server) => {
      // Both events on the first poll; then the BTC market resolves and its event leaves the open listing.
      server.route('GET /events/keyset', () => ({
        body: { events: ++listings === 1 ? [nominee, btc] : [nominee] },
      }));
      const resolved = {
        ...btcMarket,
        closed: true,
        active: true,
        outcomePrices: JSON.stringify(['1', '0']),
      };
      server.route(`GET /events/${btc!.id}`, () => ({ body: { ...btc, closed: true, markets: [resolved] } }));
    });
    const { server, consumed } = h;
    const final = () =>
      consumed.markets.find((m) => m.market.market_id === btcMarket.conditionId && m.market.closed === true);
    await eventually('the final record of the resolved market', () => final() !== undefined);
    assert.ok(validateMessage(final()!).ok);
    assert.deepEqual(
      [final()!.market.active, final()!.market.resolved, final()!.market.winner_token_id],
      [false, true, tokensOf(btcMarket)[0]],
    );
    const seen = listings;
    await eventually('three more polls', () => listings >= seen + 3);
    assert.equal(server.requests(`/events/${btc!.id}`).length, 1, 'asked once');
  });

  it('should fall back to the offset listing when the keyset route is missing', async () => {
    // A venue without the keyset route: it answers 404.
    h = await harness({}, (server) =>
      server.route('GET /events/keyset', () => ({ status: 404, body: { error: 'not found' } })),
    );
    const { server, consumed } = h;
    await eventually('3 markets from the offset listing', () => consumed.markets.length >= 3);
    await eventually('the empty last page', () => server.requests('/events').length >= 3);
    const offsets = server.requests('/events').map((r) => new URLSearchParams(r.query).get('offset'));
    assert.deepEqual(offsets, ['0', '1', '2'], 'advances by what each page held, stops at the empty page');
    assert.match(server.requests('/events')[0]!.query, /active=true&closed=false/);
    assert.equal(server.requests('/events/keyset').length, 1, 'keyset is not asked again');
  });

  it('should subscribe the top markets’ tokens in batches and publish the recorded frames', async () => {
    h = await harness();
    const { server, consumed } = h;
    await eventually('subscription of 4 tokens', () => server.assetsOf(1).length >= 4);
    const [first, second] = server.subscriptions.filter((s) => s.connection === 1);
    assert.equal(first!.message.type, 'market');
    assert.equal((first!.message.assets_ids as string[]).length, 3);
    assert.equal(second!.message.operation, 'subscribe');
    assert.deepEqual(server.assetsOf(1).sort(), topTokens().sort());

    server.push(recordedBookFrame);
    server.push(recordedLastTrade);
    await eventually('the Trump "No" book', () => consumed.books.some((b) => b.token_id === TRUMP_NO));
    const book = consumed.books.find((b) => b.token_id === TRUMP_NO)!;
    assert.equal(book.type, 'book');
    assert.deepEqual(book.bids[0], ['0.511', '1304.72']);
    assert.deepEqual(book.asks[0], ['0.514', '20230.87']);
    assert.equal(book.bids.length, 76);
    assert.equal(book.asks.length, 86);
    assert.equal(book.hash, '655a38d4977427b086c25b985993691b753ed166');
    assert.equal(book.ts, 1728799418260);
    await eventually('the last trade', () => consumed.prices.length >= 1);
    assert.deepEqual(
      [
        consumed.prices[0]!.token_id,
        consumed.prices[0]!.kind,
        consumed.prices[0]!.price,
        consumed.prices[0]!.side,
      ],
      [TRUMP_YES, 'last_trade', '0.491', 'sell'],
    );
    for (const m of [...consumed.books, ...consumed.prices]) assert.ok(validateMessage(m).ok);
  });

  it('should re-snapshot over REST when a price_change cannot follow the book it would apply to', async () => {
    h = await harness();
    const { server, consumed } = h;
    await eventually('subscribed', () => server.assetsOf(1).length >= 4);
    server.push(recordedBookFrame);
    await eventually('the WS book', () => consumed.books.some((b) => b.token_id === TRUMP_NO));
    assert.equal(server.requests('/book').filter((r) => r.query.includes(TRUMP_NO)).length, 0);

    // Recorded on 2024-08-18, two months before the recorded book: it cannot follow from it.
    server.push(recordedPriceChange);
    await eventually('a REST /book for the token', () =>
      server.requests('/book').some((r) => r.query.includes(TRUMP_NO)),
    );
    await eventually(
      'the re-snapshot published',
      () => consumed.books.filter((b) => b.token_id === TRUMP_NO).length >= 2,
    );
    const [, snapshot] = consumed.books.filter((b) => b.token_id === TRUMP_NO);
    assert.deepEqual(
      [snapshot!.bids[0], snapshot!.asks[0]],
      [
        ['0.511', '1304.72'],
        ['0.514', '20230.87'],
      ],
    );
    assert.equal(
      consumed.books.filter((b) => b.type === 'book_delta' && b.token_id === TRUMP_NO).length,
      0,
      'the stale delta is not published',
    );

    // A 2025-shape delta for a token whose book was never received: no base, so a snapshot is asked for.
    server.push(recordedPriceChangeV2);
    await eventually('a REST /book for the v2 token', () =>
      server.requests('/book').some((r) => r.query.includes(V2_TOKEN)),
    );
  });

  it('should reconnect a dropped socket, re-subscribe every token and re-snapshot over REST', async () => {
    h = await harness();
    const { server } = h;
    const fetchedAfter = (index: number) =>
      new Set(
        server.timeline
          .slice(index)
          .filter((e) => e.kind === 'request' && e.path === '/book')
          .map((e) => (e.kind === 'request' ? new URLSearchParams(e.query).get('token_id') : '')),
      );
    await eventually('first subscription', () => server.assetsOf(1).length >= 4);
    // No initial dump brings these tokens' books, so the connector fetches them once now…
    await eventually('REST /book of every token after subscribing', () =>
      topTokens().every((t) => fetchedAfter(0).has(t)),
    );
    server.dropAll();
    await eventually('second subscription', () => server.assetsOf(2).length >= 4);
    assert.deepEqual(server.assetsOf(2).sort(), server.assetsOf(1).sort());
    const reconnectedAt = server.timeline.findIndex((e) => e.kind === 'connect' && e.connection === 2);
    // …and again after the reconnect: deltas may have been missed while it was down.
    await eventually('REST /book of every token after the reconnect', () =>
      topTokens().every((t) => fetchedAfter(reconnectedAt).has(t)),
    );
    await eventually('healthy again', () => server.openConnections.length === 1);
    assert.equal((await h.connector.health()).ok, true);
  });

  it('should send a text PING on every interval', async () => {
    h = await harness();
    const { server } = h;
    await eventually('three PINGs', () => server.timeline.filter((e) => e.kind === 'ping').length >= 3);
    assert.ok(
      server.timeline.filter((e) => e.kind === 'ping').every((e) => e.kind === 'ping' && e.connection === 1),
    );
  });

  it('should reconnect a connection that stops answering PINGs', async () => {
    h = await harness({ staleAfterMs: 200 });
    const { server } = h;
    await eventually('first subscription', () => server.assetsOf(1).length >= 4);
    server.answerPings = false;
    await eventually('a second connection', () => server.assetsOf(2).length >= 4);
  });

  it('should dead-letter a corrupt frame with the reason and keep streaming', async () => {
    h = await harness();
    const { server, consumed } = h;
    await eventually('subscribed', () => server.assetsOf(1).length >= 4);
    const corrupt = recordedLastTrade.slice(0, 120);
    server.push(corrupt);
    server.push(recordedBookFrame.replace('"price": "0.511"', '"price": "1.511"'));
    server.push(recordedLastTrade);
    await eventually('two dead letters', () => consumed.deadLetters.length >= 2);
    await eventually('the last trade after them', () => consumed.prices.length >= 1);
    const [truncated, outOfRange] = consumed.deadLetters;
    assert.equal(truncated!.topic, 'venue:polymarket.ws');
    assert.match(truncated!.reason, /^invalid JSON/);
    assert.equal(truncated!.value, corrupt);
    assert.match(outOfRange!.reason, /bids\[\d+\]\.price must be between 0 and 1/);
    assert.equal(consumed.books.length, 0, 'the corrupt book is not published');
    assert.equal(consumed.prices[0]!.price, '0.491');
  });

  it('should report an unreachable venue as unhealthy while it keeps retrying', async () => {
    h = await harness({ gammaUrl: 'http://127.0.0.1:1' });
    await eventually('several retries', () => h!.retries.length >= 3);
    const health = await h.connector.health();
    assert.equal(health.ok, false);
    assert.match(health.detail ?? '', /Gamma catalog: .*(fetch failed|ECONNREFUSED)/);
  });

  it('should close its sockets and timers on stop', async () => {
    h = await harness();
    const { server, connector } = h;
    await eventually('subscribed', () => server.assetsOf(1).length >= 4);
    await connector.stop();
    await eventually('socket closed at the venue', () => server.openConnections.length === 0, 2_000);
    const stoppedAt = server.timeline.length;
    // Barrier: a second connector on the same venue, with the same ping interval and back-off,
    // started after the stop. Timers of equal length fire in the order they were set, so by its
    // third PING (three intervals, longer than the longest back-off) a PING timer or reconnect
    // left behind by the first would have fired.
    const second = new PolymarketConnector(
      connectorOptions({ server, publisher: new MarketDataPublisher(h.bus, log), retries: [] }),
    );
    await second.start();
    try {
      await eventually(
        'three PINGs of the second connection',
        () => server.timeline.filter((e) => e.kind === 'ping' && e.connection === 2).length >= 3,
      );
    } finally {
      await second.stop();
    }
    const after = server.timeline.slice(stoppedAt);
    assert.deepEqual(
      after.filter((e) => e.kind === 'ping' && e.connection !== 2),
      [],
      'no PING after stop',
    );
    assert.deepEqual(
      server.timeline.filter((e) => e.kind === 'connect').map((e) => e.connection),
      [1, 2],
      'no reconnect after stop',
    );
    assert.deepEqual(await connector.health(), { ok: false, detail: 'not started' });
  });
});

describe('Polymarket book tracker', () => {
  const book = (): BookMessage => {
    const parsed = parseClobBook(recordedBookFrame);
    assert.ok(parsed.ok);
    return parsed.value;
  };
  const delta = (over: Partial<BookDeltaMessage>): BookDeltaMessage => ({
    v: 1,
    type: 'book_delta',
    venue: 'venue_a',
    market_id: book().market_id,
    token_id: TRUMP_NO,
    changes: [],
    ts: book().ts + 1,
    ...over,
  });

  it('should accept a delta whose result matches the venue’s best bid and ask', () => {
    const tracker = new BookTracker();
    tracker.applyBook(book(), 0);
    // The best ask (0.514) is taken: the next ask, 0.515, becomes the best.
    const verdict = tracker.applyDelta(delta({ changes: [{ side: 'ask', price: '0.514', size: '0' }] }), 1, {
      bestBid: '0.511',
      bestAsk: '0.515',
    });
    assert.deepEqual(verdict, { publish: true });
  });

  it('should flag a gap when the venue’s top of book differs from the book with the delta applied', () => {
    const tracker = new BookTracker();
    tracker.applyBook(book(), 0);
    const verdict = tracker.applyDelta(delta({ changes: [{ side: 'bid', price: '0.512', size: '10' }] }), 1, {
      bestBid: '0.513',
      bestAsk: '0.514',
    });
    assert.equal(verdict.publish, true);
    assert.match(verdict.gap ?? '', /top of book diverged: venue 0.513\/0.514, local 0.512\/0.514/);
    assert.equal(tracker.isSynced(TRUMP_NO), false);
  });

  it('should hold deltas while a snapshot is missing and replay those not older than it', () => {
    const tracker = new BookTracker();
    tracker.subscribed([TRUMP_NO], 0, 1_000);
    const early = delta({ ts: book().ts - 5, changes: [{ side: 'bid', price: '0.4', size: '1' }] });
    const late = delta({ ts: book().ts + 5, changes: [{ side: 'bid', price: '0.512', size: '7' }] });
    assert.deepEqual(
      tracker.applyDelta(early, 10),
      { publish: false, gap: undefined },
      'the dump is still due',
    );
    assert.deepEqual(tracker.applyDelta(late, 2_000), { publish: false, gap: 'delta without a book' });
    const verdict = tracker.applyBook(book(), 2_001);
    assert.deepEqual(verdict.replay, [late]);
    // The replayed delta is part of the book now: the venue's top after it is 0.512.
    assert.deepEqual(
      tracker.applyDelta(delta({ ts: book().ts + 6 }), 2_002, { bestBid: '0.512', bestAsk: '0.514' }),
      { publish: true },
    );
  });

  it('should call silent and missing books due, once per silence period', () => {
    const tracker = new BookTracker();
    tracker.subscribed(['a', 'b'], 0, 100);
    tracker.applyBook({ ...book(), token_id: 'b' }, 50);
    assert.deepEqual(tracker.due(['a', 'b'], 99, 1_000), []);
    assert.deepEqual(tracker.due(['a', 'b'], 100, 1_000), [{ tokenId: 'a', reason: 'no book held' }]);
    tracker.requested('a', 100);
    assert.deepEqual(tracker.due(['a', 'b'], 1_049, 1_000), []);
    assert.deepEqual(
      tracker.due(['a', 'b'], 1_100, 1_000).map((d) => d.tokenId),
      ['a', 'b'],
    );
  });
});
