// INGEST_SOURCES=auto (the default) against local stand-in venues that play recorded payloads:
// both venues answering → both streamed live; neither → the recorded replay for venue_a, then the
// sandbox for both (venue_b a simulated Kalshi), said in the log and in the components' health
// (/readyz); one venue failing with 5xx; one venue answering takes its half out of the sandbox.
// The ingest connectors are built as the ingest role builds them (connectorsFromConfig), on the
// embedded bus.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { loadConfig } from '../../core/config.ts';
import { isSandboxTicker } from '../../core/sandbox.ts';
import { Runtime, type Component } from '../../core/lifecycle.ts';
import { AutoSources, chooseSources, sandboxHalves } from '../../ingest/auto-sources.ts';
import { connectorsFromConfig } from '../../bin/wiring/ingest.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { tempDir } from '../../harness/servers/backends.ts';
import { capturedLog } from '../../harness/stack/captured-log.ts';
import { freePort } from '../../harness/servers/free-port.ts';
import { kalshiVenue } from '../support/kalshi-venue.ts';
import { polymarketVenue } from '../support/polymarket-venue.ts';
import { sliceHead } from '../../harness/servers/processes.ts';
import { ConsumedMessages, VenueServer } from '../support/venue-server.ts';
import { eventually } from '../support/wait.ts';

interface Venues {
  polymarket: { gamma: string; clob: string; ws: string };
  kalshi: string;
}

describe('ingest sources: auto', function () {
  this.timeout(60_000);
  const cleanup: (() => Promise<void> | void)[] = [];
  let replayDir: string;

  before(async () => {
    replayDir = await sliceHead(50);
    cleanup.push(() => rmSync(replayDir, { recursive: true, force: true }));
  });
  afterEach(async () => {
    for (const step of cleanup.splice(1).reverse()) await step();
  });
  after(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  /** The ingest role's connectors on `venues`, started on an in-process bus; what they publish. */
  async function ingest(venues: Venues) {
    const dataDir = tempDir('pme-auto-sources-');
    const config = loadConfig({
      DATA_DIR: dataDir,
      REPLAY_DIR: replayDir,
      POLYMARKET_GAMMA_URL: venues.polymarket.gamma,
      POLYMARKET_CLOB_URL: venues.polymarket.clob,
      POLYMARKET_WS_URL: venues.polymarket.ws,
      KALSHI_API_URL: venues.kalshi,
      DFLOW_API_URL: venues.kalshi,
    });
    assert.equal(config.INGEST_SOURCES, 'auto', 'the default');
    const log = capturedLog();
    const bus = new LogBus({ partitions: 4 });
    await bus.start();
    const consumed = new ConsumedMessages();
    await consumed.start(bus);
    const [sources, ...others] = connectorsFromConfig(config, { bus }, log.log) as [
      AutoSources,
      ...Component[],
    ];
    assert.equal(others.length, 0);
    assert.ok(sources instanceof AutoSources);
    const runtime = new Runtime(log.log);
    await runtime.start(sources); // as the ingest role starts it
    cleanup.push(async () => {
      await runtime.stop();
      await consumed.stop();
      await bus.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const venuesSeen = () => new Set(consumed.markets.map((m) => m.venue as string));
    return { sources, runtime, consumed, log, venuesSeen };
  }

  async function liveVenues(): Promise<Venues> {
    const [poly, kalshi] = await Promise.all([polymarketVenue(), kalshiVenue()]);
    cleanup.push(
      () => poly.close(),
      () => kalshi.close(),
    );
    return { polymarket: { gamma: poly.url, clob: poly.url, ws: poly.wsUrl }, kalshi: kalshi.url };
  }

  it('should stream both venues live when both answer', async () => {
    const run = await ingest(await liveVenues());
    assert.deepEqual([...run.sources.sources].sort(), ['kalshi', 'polymarket']);
    await eventually('markets of both venues', () => run.venuesSeen().size === 2);
    const health = await run.runtime.health();
    assert.match(
      health['ingest-sources']!.detail!,
      /venue_a: Polymarket live \(answered 200\); venue_b: Kalshi live \(answered 200\)/,
    );
    assert.ok(
      health['polymarket-connector'] && health['kalshi-connector'],
      'each connector reported on its own (/readyz)',
    );
    assert.ok(
      run.log
        .lines()
        .some((l) => l.level === 30 && /ingest sources: venue_a: Polymarket live/.test(String(l.msg))),
    );
  });

  it('should replay the recorded dataset for venue_a, then its sandbox, when no venue answers, and say so', async () => {
    const down = `http://127.0.0.1:${await freePort()}`; // nothing listens: refused at once
    const run = await ingest({
      polymarket: { gamma: down, clob: down, ws: down.replace('http', 'ws') },
      kalshi: down,
    });
    assert.deepEqual([...run.sources.sources], ['replay', 'sandbox']);
    assert.deepEqual(sandboxHalves(run.sources.sources), { venue_a: true, venue_b: true });
    await eventually('the replayed catalog', () => run.consumed.markets.length > 0);
    // venue_b is the sandbox Kalshi, read by the Kalshi connector once the venue_a walk has begun.
    await eventually('sandbox venue_b markets', () => run.venuesSeen().has('venue_b'), 120_000);
    const venueB = run.consumed.markets.filter((m) => m.venue === 'venue_b');
    assert.ok(
      venueB.every((m) => m.source === 'sandbox' && isSandboxTicker(String(m.market.ticker))),
      'every venue_b market is a labelled SBX market',
    );
    const health = await run.runtime.health();
    assert.equal(health['ingest-sources']!.ok, true);
    assert.match(
      health['ingest-sources']!.detail!,
      /Polymarket unreachable \(ECONNREFUSED\): replaying the recorded dataset instead/,
    );
    assert.match(
      health['ingest-sources']!.detail!,
      /Kalshi unreachable \(ECONNREFUSED\): the sandbox \(a simulated Kalshi\) instead/,
    );
    assert.match(
      health['sandbox-venue-b']!.detail!,
      /simulated Kalshi at http:\/\/127\.0\.0\.1:/,
      'the venue_b sandbox reported (/readyz)',
    );
    assert.ok(health.replay, 'the replay reported on its own (/readyz)');
    assert.match(health.sandbox!.detail!, /seed=/, 'the sandbox reported with its seed (/readyz)');
    await eventually('sandbox-labelled books after the replay', () =>
      run.consumed.books.some((m) => m.source === 'sandbox'),
    );
    const warning = run.log.lines().find((l) => l.level === 40 && /^ingest sources:/.test(String(l.msg)));
    assert.ok(warning, 'the fallback is logged as a warning');
  });

  it('should take a venue answering 5xx as unreachable and a 4xx as there', async () => {
    const server = await VenueServer.start();
    cleanup.push(() => server.close());
    server.route('GET /events/keyset', () => ({ status: 503, body: { error: 'maintenance' } }));
    server.route('GET /markets', () => ({ status: 429, body: { error: 'too many requests' } }));
    const choice = await chooseSources({
      polymarket: `${server.url}/events/keyset`,
      kalshi: `${server.url}/markets`,
    });
    assert.deepEqual([...choice.sources].sort(), ['kalshi', 'replay', 'sandbox']);
    // Kalshi answered: it takes venue_b out of the sandbox; venue_a stays simulated after its replay.
    assert.deepEqual(sandboxHalves(choice.sources), { venue_a: true, venue_b: false });
    assert.deepEqual(sandboxHalves(new Set(['polymarket', 'kalshi', 'sandbox'])), {
      venue_a: false,
      venue_b: false,
    });
    assert.match(choice.said, /Polymarket unreachable \(answered 503\)/);
    assert.match(choice.said, /Kalshi live \(answered 429\)/);
    // Polymarket answers and Kalshi does not: venue_b alone is simulated.
    const onlyPolymarket = await chooseSources({ polymarket: 'poly', kalshi: 'kalshi' }, (url) =>
      Promise.resolve(
        url === 'poly' ? { reachable: true, status: 200 } : { reachable: false, reason: 'ENOTFOUND' },
      ),
    );
    assert.deepEqual([...onlyPolymarket.sources].sort(), ['polymarket', 'sandbox']);
    assert.deepEqual(sandboxHalves(onlyPolymarket.sources), { venue_a: false, venue_b: true });
  });
});
