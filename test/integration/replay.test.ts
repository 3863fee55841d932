// The replay connector against the shipped slice of the Polymarket order-book dataset, published
// into the in-process bus and read back by a consumer group, the way the engine reads it.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { asyncBufferFromFile, parquetMetadataAsync, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { pino } from 'pino';
import { add } from '../../core/decimal.ts';
import { createLogger } from '../../core/logger.ts';
import type { MarketDataMessage, PolymarketMarketMessage, QuoteMessage } from '../../core/market-data.ts';
import { MarketDataPublisher } from '../../ingest/publisher.ts';
import {
  DEFAULT_REPLAY_DIR,
  ReplayConnector,
  loadReplayCatalog,
  outcomesOf,
  type ReplayCatalog,
  type ReplayCheckpoint,
  type ReplayClock,
  type ReplayConnectorOptions,
  type ReplayPublisher,
} from '../../ingest/replay/index.ts';
import { Pacer } from '../../ingest/replay/pacer.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { ReplayCollector } from '../support/replay-consumer.ts';
import { sharedPath } from '../../harness/data/shared-data.ts';
import { barrier, eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
const SLICE = DEFAULT_REPLAY_DIR;
const QUOTES_FILE = path.join(SLICE, 'quotes', 'dt=2026-07-11', 'data_0.parquet');

/** A market alone in its event, never labelled. */
const LONE = 'aachc-mlb-2026-09-27-br-lad';
/** One of six markets of "Highest temperature in Los Angeles on July 11?"; labelled YES by the API; has crossed rows. */
const LAX = 'tc-temp-laxhigh-2026-07-11-gte77lt78f';
/** Labelled NO by price convergence only. */
const CONVERGED = 'aachc-mlb-2026-09-27-wr-cin';

interface Row {
  ts: number;
  slug: string;
  bid: number | null;
  ask: number | null;
  volume24hr: number | null;
}

// ── the documented id rules, implemented independently ────────────────────────────────────────────
const NS = 'pme:polymarket-orderbook-dataset';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const expectedIds = (slug: string) => ({
  condition: `0x${sha(`${NS}:condition:${slug}`)}`,
  yes: BigInt(`0x${sha(`${NS}:token:${slug}:yes`)}`).toString(),
  no: BigInt(`0x${sha(`${NS}:token:${slug}:no`)}`).toString(),
});

let rows: Row[];
let catalog: ReplayCatalog;
const tmpDirs: string[] = [];

function tmpDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pme-replay-'));
  tmpDirs.push(dir);
  return dir;
}

const isCrossed = (r: Row) => r.bid !== null && r.ask !== null && r.ask < r.bid;

/** A bus, a consumer group reading it, and a publisher into it. */
async function harness() {
  const bus = new LogBus({ partitions: 4 });
  await bus.start();
  const collector = new ReplayCollector(bus, `replay-test-${Math.random().toString(36).slice(2)}`);
  await collector.start();
  const publisher = new MarketDataPublisher(bus, log);
  /** Every message in the order the replay handed it to the publisher. */
  const published: MarketDataMessage[] = [];
  const spy: ReplayPublisher = {
    publish: (source, messages) => {
      published.push(...messages);
      return publisher.publish(source, messages);
    },
    reject: (...args) => publisher.reject(...args),
  };
  return {
    bus,
    collector,
    publisher,
    published,
    replay(options: Partial<ReplayConnectorOptions> = {}, via: ReplayPublisher = spy) {
      return new ReplayConnector({ dir: SLICE, publisher: via, log, ...options });
    },
    async close() {
      await collector.stop();
      await bus.stop();
    },
  };
}

/** Runs a replay to its end and waits until the consumer has every record it published. */
async function replayAll(h: Awaited<ReturnType<typeof harness>>, replay: ReplayConnector) {
  const before = h.collector.count;
  await replay.start();
  const summary = await replay.done;
  const published =
    summary.quoteMessages + summary.markets + summary.closed + summary.updated + summary.rejected;
  await h.collector.waitFor(before + published);
  return summary;
}

const quoteKey = (q: QuoteMessage) => `${q.token_id}@${q.ts}`;

/** The first message of each market (its opening), in publish order. */
function openings(markets: readonly PolymarketMarketMessage[]): PolymarketMarketMessage[] {
  const seen = new Set<string>();
  return markets.filter((m) => !seen.has(m.market.slug) && seen.add(m.market.slug));
}

/** Each market's newest version (what the catalog keeps), by slug. */
function latest(markets: readonly PolymarketMarketMessage[]): Map<string, PolymarketMarketMessage> {
  const out = new Map<string, PolymarketMarketMessage>();
  for (const m of markets) {
    const seen = out.get(m.market.slug);
    if (!seen || seen.source_ts <= m.source_ts) out.set(m.market.slug, m);
  }
  return out;
}

describe('replay connector (order-book dataset → venue_a market data)', function () {
  this.timeout(120_000);

  before(async () => {
    const objects = await parquetReadObjects({
      file: await asyncBufferFromFile(QUOTES_FILE),
      columns: ['ts', 'slug', 'bid', 'ask', 'volume24hr'],
      compressors,
    });
    rows = objects.map((o) => ({
      ts: (o.ts as Date).getTime(),
      slug: o.slug as string,
      bid: o.bid as number | null,
      ask: o.ask as number | null,
      volume24hr: o.volume24hr as number | null,
    }));
    catalog = await loadReplayCatalog(SLICE);
  });

  after(() => {
    for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
  });

  describe('a full replay of the slice', () => {
    let h: Awaited<ReturnType<typeof harness>>;
    let summary: Awaited<ReturnType<typeof replayAll>>;

    before(async () => {
      h = await harness();
      summary = await replayAll(h, h.replay());
    });

    after(async () => {
      await h?.close();
    });

    it('should publish only messages the consumers accept', () => {
      assert.deepEqual(h.collector.invalid, []);
      assert.equal(summary.outcome, 'finished');
    });

    it('should account for every recorded row: two quotes each, or one dead letter', () => {
      const crossed = rows.filter(isCrossed).length;
      assert.ok(crossed > 0, 'the slice has crossed rows');
      assert.equal(summary.quotes, rows.length - crossed);
      assert.equal(summary.rejected, crossed);
      assert.equal(h.collector.quotes().length, 2 * (rows.length - crossed));
      assert.equal(h.collector.deadLetters().length, crossed);
    });

    it('should dead-letter crossed books with the reason and the row', () => {
      const letters = h.collector.deadLetters();
      const lax = rows.filter((r) => r.slug === LAX && isCrossed(r));
      const laxLetters = letters.filter((l) => (JSON.parse(l.value) as Row).slug === LAX);
      assert.equal(laxLetters.length, lax.length);
      for (const letter of laxLetters) {
        assert.match(letter.reason, /^crossed book: ask [0-9.]+ < bid [0-9.]+$/);
        assert.equal(letter.key, `venue_a:${expectedIds(LAX).yes}`);
        const row = JSON.parse(letter.value) as Row & { ts: string };
        assert.ok(row.ask! < row.bid!);
      }
    });

    it('should open each market once, with the derived ids, before its first quote', () => {
      const markets = openings(h.collector.markets());
      assert.equal(markets.length, catalog.markets.length);
      assert.equal(new Set(markets.map((m) => m.market.slug)).size, catalog.markets.length);

      const lone = markets.find((m) => m.market.slug === LONE)!;
      const ids = expectedIds(LONE);
      // A literal as well: ids must not change between runs or releases.
      assert.equal(
        lone.market.condition_id,
        '0x7e19dbd4d862f0b2d9197e4515e268d6ea76a46d8597e14bd96e52ce0ea818b2',
      );
      assert.equal(
        lone.market.left_token_id,
        '32128789626271080500519822247435629722495130940771562678419731334843713582635',
      );
      assert.equal(lone.market.market_id, ids.condition);
      assert.equal(lone.market.left_token_id, ids.yes);
      assert.equal(lone.market.right_token_id, ids.no);
      assert.match(lone.market.right_token_id, /^[1-9][0-9]*$/);
      assert.equal(lone.market.question, 'MLB Best Regular Season Record');
      assert.equal(
        lone.market.outcome,
        'MLB Best Regular Season Record',
        'a lone market is named by its question',
      );
      assert.equal(lone.market.ends_at, '2026-09-27T00:00:00.000Z');
      assert.deepEqual([lone.market.active, lone.market.closed, lone.market.resolved], [true, false, false]);
      assert.equal(lone.market.winner_token_id, '');
      assert.equal(lone.event.event_id, 1677520777942323);
      assert.ok(Number.isSafeInteger(lone.event.event_id) && lone.event.event_id > 0);
      assert.equal(lone.event.slug, 'mlb-best-regular-season-record');
      assert.deepEqual(lone.event.tags, ['sports']);
      assert.deepEqual(lone.event.labels, ['Sports']);

      // The market message is handed to the bus before the first quote of its tokens.
      const first = h.published.findIndex((m) => m.type === 'quote' && m.market_id === ids.condition);
      const market = h.published.findIndex((m) => m.type === 'market' && m.market.slug === LONE);
      assert.ok(market >= 0 && first > market, `market message at ${market}, first quote at ${first}`);
      assert.equal(lone.source_ts, (h.published[first] as QuoteMessage).ts);
    });

    it('should group markets sharing a question into one event, each named by its own slug suffix', () => {
      const lax = openings(h.collector.markets()).filter(
        (m) => m.market.question === 'Highest temperature in Los Angeles on July 11?',
      );
      assert.equal(lax.length, 6);
      assert.equal(new Set(lax.map((m) => m.event.event_id)).size, 1);
      const one = lax.find((m) => m.market.slug === LAX)!;
      assert.equal(one.market.outcome, 'gte77lt78f');
      assert.equal(one.event.slug, 'highest-temperature-in-los-angeles-on-july-11');
      assert.equal(new Set(lax.map((m) => m.market.outcome)).size, 6);
    });

    it('should publish the first recorded quote of a market as recorded, and the NO side as its complement', () => {
      const ids = expectedIds(LONE);
      const firstRow = rows.filter((r) => r.slug === LONE).sort((a, b) => a.ts - b.ts)[0]!;
      const quotes = h.collector.quotes().filter((q) => q.market_id === ids.condition);
      const yes = quotes.find((q) => q.token_id === ids.yes)!;
      const no = quotes.find((q) => q.token_id === ids.no)!;
      assert.equal(yes.ts, firstRow.ts);
      assert.equal(firstRow.ts, Date.parse('2026-07-11T00:01:35.000Z'));
      assert.equal(yes.bid, String(firstRow.bid));
      assert.equal(yes.ask, String(firstRow.ask));
      assert.deepEqual([yes.bid, yes.ask], ['0.58', '0.81']);
      assert.deepEqual([no.bid, no.ask, no.ts], ['0.19', '0.42', firstRow.ts]);
      assert.equal(quotes.length, 2 * rows.filter((r) => r.slug === LONE).length);
    });

    it('should make every NO quote the exact complement of its YES quote, nulls included', () => {
      const bySide = new Map<string, QuoteMessage>();
      for (const q of h.collector.quotes()) bySide.set(quoteKey(q), q);
      const noOf = new Map(
        h.collector.markets().map((m) => [m.market.left_token_id, m.market.right_token_id]),
      );
      let pairs = 0;
      let nullSides = 0;
      for (const yes of h.collector.quotes()) {
        const noToken = noOf.get(yes.token_id);
        if (noToken === undefined) continue;
        const no = bySide.get(`${noToken}@${yes.ts}`);
        assert.ok(no, `NO quote of ${yes.market_id} at ${yes.ts}`);
        if (yes.ask === null) assert.equal(no.bid, null);
        else assert.equal(add(yes.ask, no.bid!), '1', `${yes.ask} + ${no.bid}`);
        if (yes.bid === null) assert.equal(no.ask, null);
        else assert.equal(add(yes.bid, no.ask!), '1', `${yes.bid} + ${no.ask}`);
        if (yes.bid === null || yes.ask === null) nullSides += 1;
        pairs += 1;
      }
      assert.equal(pairs, summary.quotes);
      assert.ok(nullSides > 0, 'the slice has empty sides, published as null');
    });

    it('should deliver each token’s quotes in recorded time order', () => {
      const last = new Map<string, number>();
      const partitionOf = new Map<string, number>();
      for (const { record, message } of h.collector.received) {
        if (message.type !== 'quote') continue;
        const previous = last.get(message.token_id);
        assert.ok(previous === undefined || message.ts >= previous, `${message.token_id} went back in time`);
        last.set(message.token_id, message.ts);
        const partition = partitionOf.get(message.token_id);
        assert.ok(partition === undefined || partition === record.partition);
        partitionOf.set(message.token_id, record.partition);
      }
      assert.equal(last.size, 2 * catalog.markets.length);
    });

    it('should end with the catalog facts the dataset records: closed, resolved, winner, active', () => {
      // The rule, from the dataset's own fields: a market whose last snapshot (markets.parquet last_ts)
      // is before the end of the recording (15 min of slack), or that the API labelled, has closed; an
      // API label resolves it to its side. The slice replays one day, so these close when it ends.
      const recordingEnd = Math.max(...catalog.markets.map((m) => m.lastTs!));
      const expectClosed = (slug: string, lastTs: number) =>
        catalog.labels.get(slug)?.source === 'api' || lastTs < recordingEnd - 15 * 60_000;
      const final = latest(h.collector.markets());
      assert.equal(final.size, catalog.markets.length);
      let closed = 0;
      let resolved = 0;
      for (const m of catalog.markets) {
        const msg = final.get(m.slug)!;
        const label = catalog.labels.get(m.slug);
        const shouldClose = expectClosed(m.slug, m.lastTs!);
        const ids = expectedIds(m.slug);
        assert.equal(msg.market.closed, shouldClose, m.slug);
        assert.equal(msg.market.active, !shouldClose, `${m.slug}: active = open for trading`);
        assert.equal(msg.market.accepting_orders, !shouldClose);
        const api = shouldClose && label?.source === 'api';
        assert.equal(msg.market.resolved, api, m.slug);
        assert.equal(msg.market.winner_token_id, api ? (label.y === 1 ? ids.yes : ids.no) : '', m.slug);
        if (api)
          assert.deepEqual(
            [msg.market.left_price, msg.market.right_price],
            label.y === 1 ? ['1', '0'] : ['0', '1'],
          );
        if (shouldClose) assert.equal(msg.source_ts, m.lastTs! + 1, `${m.slug} closes at its last snapshot`);
        closed += Number(shouldClose);
        resolved += Number(api);
      }
      // What the rule gives on the shipped slice (also checked against chDB's reading of the files).
      assert.deepEqual([closed, resolved, summary.closed], [67, 39, 67]);
      assert.equal(
        summary.updated,
        catalog.markets.length - 67,
        'every market still open gets its final state',
      );
    });

    it('should give each market the last quote and the last 24 h volume the data recorded', () => {
      const final = latest(h.collector.markets());
      let withVolume = 0;
      for (const m of catalog.markets) {
        const own = rows.filter((r) => r.slug === m.slug && !isCrossed(r)).sort((a, b) => a.ts - b.ts);
        const last = own.at(-1)!;
        const lastVolume = own.filter((r) => r.volume24hr !== null).at(-1)?.volume24hr ?? null;
        const msg = final.get(m.slug)!;
        assert.equal(msg.market.best_bid, last.bid === null ? null : String(last.bid), m.slug);
        assert.equal(msg.market.best_ask, last.ask === null ? null : String(last.ask), m.slug);
        assert.equal(
          msg.market.volume24hr === null ? null : Number(msg.market.volume24hr),
          lastVolume,
          m.slug,
        );
        if (lastVolume !== null) withVolume += 1;
        if (!msg.market.closed)
          assert.equal(msg.source_ts, last.ts, 'an open market’s final state is as of its last quote');
      }
      assert.ok(withVolume > 100, `${withVolume} markets have a recorded 24 h volume`);
    });

    it('should keep an event active while one of its markets is open, and close it with its last', () => {
      const byEvent = new Map<number, PolymarketMarketMessage[]>();
      for (const m of latest(h.collector.markets()).values()) {
        const list = byEvent.get(m.event.event_id) ?? [];
        list.push(m);
        byEvent.set(m.event.event_id, list);
      }
      let ended = 0;
      for (const markets of byEvent.values()) {
        const open = markets.some((m) => !m.market.closed);
        const newest = markets.reduce((a, b) => (b.source_ts > a.source_ts ? b : a));
        assert.equal(newest.event.active, open, newest.event.title);
        assert.equal(newest.event.closed, !open, newest.event.title);
        ended += Number(!open);
      }
      assert.ok(ended > 5 && ended < byEvent.size, `${ended} of ${byEvent.size} events ended`);
    });
  });

  describe('closing', () => {
    it('should close a market once the replay passes its last snapshot, resolving it only on an API label', async () => {
      // The slice's markets all outlive 2026-07-11: move three last snapshots into the day.
      const lastTsOf = (slug: string) =>
        rows.filter((r) => r.slug === slug).sort((a, b) => a.ts - b.ts)[40]!.ts;
      const moved = new Map([LAX, CONVERGED, LONE].map((slug) => [slug, lastTsOf(slug)]));
      const patched: ReplayCatalog = {
        labels: catalog.labels,
        markets: catalog.markets.map((m) => (moved.has(m.slug) ? { ...m, lastTs: moved.get(m.slug)! } : m)),
      };
      assert.equal(catalog.labels.get(LAX)?.source, 'api');
      assert.equal(catalog.labels.get(LAX)?.y, 1);
      assert.equal(catalog.labels.get(CONVERGED)?.source, 'convergence');
      assert.equal(catalog.labels.has(LONE), false);

      const h = await harness();
      try {
        const summary = await replayAll(h, h.replay({ catalog: patched, maxRows: 220 * 60 }));
        assert.equal(summary.outcome, 'limit');
        assert.equal(summary.closed, 3);
        const bySlug = (slug: string) => h.collector.markets().filter((m) => m.market.slug === slug);

        const [open, closing] = bySlug(LAX) as [PolymarketMarketMessage, PolymarketMarketMessage];
        assert.equal(bySlug(LAX).length, 2);
        assert.deepEqual([open.market.closed, closing.market.closed], [false, true]);
        assert.ok(closing.source_ts > open.source_ts, 'the closing update is the newer version');
        assert.equal(closing.source_ts, moved.get(LAX)! + 1);
        assert.equal(closing.market.resolved, true);
        assert.equal(closing.market.winner_token_id, expectedIds(LAX).yes);
        assert.deepEqual([closing.market.left_price, closing.market.right_price], ['1', '0']);
        assert.equal(closing.market.accepting_orders, false);
        assert.equal(closing.event.closed, false, 'its siblings are still open');

        const converged = bySlug(CONVERGED).at(-1)!;
        assert.equal(converged.market.closed, true);
        assert.equal(converged.market.resolved, false, 'a convergence label is not a resolution');
        assert.equal(converged.market.winner_token_id, '');

        const lone = bySlug(LONE).at(-1)!;
        assert.deepEqual([lone.market.closed, lone.market.resolved, lone.event.closed], [true, false, true]);
        assert.equal(lone.source_ts, moved.get(LONE)! + 1);
      } finally {
        await h.close();
      }
    });
  });

  describe('restarts', () => {
    it('should resume from the checkpoint without publishing a quote twice or skipping one', async () => {
      const dataDir = tmpDataDir();
      const h = await harness();
      try {
        const first = await replayAll(h, h.replay({ dataDir, maxRows: 7777, batchMessages: 1000 }));
        assert.equal(first.outcome, 'limit');
        const firstQuotes = h.collector.quotes();
        const file = path.join(dataDir, 'replay', 'checkpoint.json');
        const saved = (
          JSON.parse(readFileSync(file, 'utf8')) as { replays: Record<string, ReplayCheckpoint> }
        ).replays[SLICE]!;
        assert.equal(saved.file, 'dt=2026-07-11/data_0.parquet');
        assert.equal(saved.rows_done, 7777);
        assert.equal(saved.ts, Math.max(...firstQuotes.map((q) => q.ts)), 'the last published quote time');

        const second = await replayAll(h, h.replay({ dataDir, maxRows: 10_000, batchMessages: 1000 }));
        assert.equal(second.resumedFrom?.rows_done, 7777);
        const secondQuotes = h.collector.quotes().slice(firstQuotes.length);
        const seen = new Set(firstQuotes.map(quoteKey));
        assert.equal(secondQuotes.filter((q) => seen.has(quoteKey(q))).length, 0, 'no quote published twice');

        // Together they are exactly the first 17 777 rows (the slice is in time order).
        const expected = rows.slice(0, 17_777).filter((r) => !isCrossed(r)).length;
        assert.equal(first.quotes + second.quotes, expected);
        assert.equal(new Set([...firstQuotes, ...secondQuotes].map(quoteKey)).size, 2 * expected);
      } finally {
        await h.close();
      }
    });

    it('should stop between batches, finish the publish in flight, and checkpoint exactly what was published', async () => {
      const dataDir = tmpDataDir();
      const h = await harness();
      let calls = 0;
      let rowsPublished = 0;
      const order: string[] = [];
      let replay!: ReplayConnector;
      let stopping: Promise<void> | undefined;
      const gate = barrier();
      const stoppingPublisher: ReplayPublisher = {
        publish: async (source, messages) => {
          calls += 1;
          if (calls === 3) {
            // stop() while this publish is in flight; the publish goes on once the test saw stop() called.
            stopping = replay.stop().then(() => void order.push('stop returned'));
            await gate.reached;
          }
          await h.publisher.publish(source, messages);
          rowsPublished += messages.filter((m) => m.type === 'quote').length / 2;
          if (calls === 3) order.push('publish in flight done');
        },
        reject: async (...args) => {
          rowsPublished += 1;
          await h.publisher.reject(...args);
        },
      };
      try {
        replay = h.replay({ dataDir, batchMessages: 1000 }, stoppingPublisher);
        await replay.start();
        await eventually('stop() to be called during the third publish', () => stopping !== undefined);
        gate.pass();
        const summary = await replay.done;
        await stopping;
        assert.equal(summary.outcome, 'stopped');
        const expected = ['publish in flight done', 'stop returned'];
        assert.deepEqual(order, expected, 'stop waits for the publish in flight');
        assert.equal(calls, 3, 'nothing published after stop');
        assert.deepEqual(await replay.health(), { ok: true, detail: 'stopped' });
        const saved = (
          JSON.parse(readFileSync(path.join(dataDir, 'replay', 'checkpoint.json'), 'utf8')) as {
            replays: Record<string, ReplayCheckpoint>;
          }
        ).replays[SLICE]!;
        assert.equal(saved.rows_done, rowsPublished);
        assert.equal(saved.finished, false);

        const rest = await replayAll(h, h.replay({ dataDir, maxRows: 3000 }));
        assert.equal(rest.resumedFrom?.rows_done, rowsPublished);
        const keys = h.collector.quotes().map(quoteKey);
        assert.equal(new Set(keys).size, keys.length, 'no quote published twice');
      } finally {
        await h.close();
      }
    });

    it('should keep retrying a batch the bus refuses, report unhealthy, and never checkpoint it', async () => {
      const dataDir = tmpDataDir();
      const h = await harness();
      let calls = 0;
      let rowsPublished = 0;
      const failingPublisher: ReplayPublisher = {
        publish: async (source, messages) => {
          calls += 1;
          if (calls >= 3) throw new Error('broker unavailable');
          await h.publisher.publish(source, messages);
          rowsPublished += messages.filter((m) => m.type === 'quote').length / 2;
        },
        reject: (...args) => h.publisher.reject(...args),
      };
      try {
        const replay = h.replay(
          { dataDir, batchMessages: 1000, retryInitialMs: 5, retryMaxMs: 10 },
          failingPublisher,
        );
        await replay.start();
        await eventually('six refused publishes', () => calls >= 6, 10_000);
        const health = await replay.health();
        assert.equal(health.ok, false);
        assert.match(health.detail ?? '', /broker unavailable/);
        await replay.stop();
        assert.equal((await replay.done).outcome, 'stopped');
        const saved = (
          JSON.parse(readFileSync(path.join(dataDir, 'replay', 'checkpoint.json'), 'utf8')) as {
            replays: Record<string, ReplayCheckpoint>;
          }
        ).replays[SLICE]!;
        const crossedSoFar = rows.slice(0, saved.rows_done).filter(isCrossed).length;
        assert.equal(
          saved.rows_done - crossedSoFar,
          rowsPublished,
          'the checkpoint covers the two published batches only',
        );

        // A restart picks up at the refused batch: nothing lost, nothing twice.
        const rest = await replayAll(h, h.replay({ dataDir, maxRows: 2000 }));
        assert.equal(rest.resumedFrom?.rows_done, saved.rows_done);
        const keys = h.collector.quotes().map(quoteKey);
        assert.equal(new Set(keys).size, keys.length);
        const expected = rows.slice(0, saved.rows_done + 2000).filter((r) => !isCrossed(r)).length;
        assert.equal(keys.length, 2 * expected);
      } finally {
        await h.close();
      }
    });

    it('should publish no quote again once a replay has finished', async () => {
      const dataDir = tmpDataDir();
      const h = await harness();
      try {
        const all = await replayAll(h, h.replay({ dataDir }));
        assert.equal(all.outcome, 'finished');
        assert.ok(all.closed > 0 && all.updated > 0);
        const again = await replayAll(h, h.replay({ dataDir }));
        assert.deepEqual(
          [again.outcome, again.quotes, again.rejected, again.closed, again.updated],
          ['finished', 0, 0, 0, 0],
        );
        assert.ok(existsSync(path.join(dataDir, 'replay', 'checkpoint.json')));
      } finally {
        await h.close();
      }
    });
  });

  describe('progress', () => {
    it('should log rows of total, percent, rate and time left as the replay goes', async () => {
      const lines: {
        msg: string;
        rows: number;
        total: number;
        percent: number;
        rowsPerSecond: number;
        secondsLeft: number | null;
      }[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) {
            const entry = JSON.parse(line) as (typeof lines)[number];
            if (entry.msg.startsWith('replay ') && 'total' in entry) lines.push(entry);
          }
          done();
        },
      });
      const h = await harness();
      try {
        const maxRows = 20_000;
        await replayAll(h, h.replay({ maxRows, progressIntervalMs: 0, log: pino({ level: 'info' }, sink) }));
        assert.ok(lines.length >= 5, `${lines.length} progress lines`);
        for (const [i, line] of lines.entries()) {
          assert.equal(line.total, rows.length, 'the total comes from the Parquet footers');
          assert.ok(i === 0 || line.rows >= lines[i - 1]!.rows, 'rows only grow');
          assert.equal(line.percent, Math.round((line.rows / rows.length) * 1000) / 10);
          assert.match(
            line.msg,
            /^replay [\d,]+ of 155,320 rows \([\d.]+%\), [\d,]+ rows\/s, ((\d+h \d\dm|\d+m \d\ds|\d+s) left|time left unknown)$/,
          );
        }
        const last = lines.at(-1)!;
        assert.equal(last.rows, maxRows);
        assert.ok(
          last.rowsPerSecond > 0 && last.secondsLeft !== null && last.secondsLeft >= 0,
          JSON.stringify(last),
        );
      } finally {
        await h.close();
      }
    });
  });

  describe('the full dataset (when ../shared/data is present)', () => {
    const FULL = sharedPath('polymarket-orderbook-dataset');

    it('should replay a slug-sorted row group in time order', async function () {
      if (!existsSync(path.join(FULL, 'markets.parquet'))) this.skip();
      const first = path.join(FULL, 'quotes', 'dt=2026-07-10', 'data_0.parquet');
      const metadata = await parquetMetadataAsync(await asyncBufferFromFile(first));
      const groupRows = Number(metadata.row_groups[0]!.num_rows);
      const h = await harness();
      try {
        const replay = h.replay({ dir: FULL, maxRows: groupRows });
        await replay.start();
        const summary = await replay.done;
        assert.equal(summary.quotes + summary.rejected, groupRows);
        const quotes = h.published.filter((m): m is QuoteMessage => m.type === 'quote');
        // The file is sorted by slug: without the per-group sort the first slug's whole day would come first.
        assert.ok(
          quotes.every((q, i) => i === 0 || q.ts >= quotes[i - 1]!.ts),
          'publish order is recorded time order within the row group',
        );
        assert.ok(new Set(quotes.map((q) => q.market_id)).size > 100);
      } finally {
        await h.close();
      }
    });
  });

  describe('pacing', () => {
    function fakeClock() {
      let now = 1_000_000;
      const sleeps: number[] = [];
      const clock: ReplayClock = {
        now: () => now,
        sleep: (ms) => {
          sleeps.push(ms);
          now += ms;
          return Promise.resolve();
        },
      };
      return { clock, sleeps };
    }

    it('should sleep so that recorded time runs N times faster than the clock', async () => {
      const { clock, sleeps } = fakeClock();
      const h = await harness();
      try {
        const n = 2200;
        await replayAll(h, h.replay({ speed: 60, clock, maxRows: n }));
        const times = [...new Set(rows.slice(0, n).map((r) => r.ts))];
        const expected = times.slice(1).map((ts, i) => (ts - times[i]!) / 60);
        assert.equal(sleeps.length, expected.length);
        sleeps.forEach((ms, i) =>
          assert.ok(Math.abs(ms - expected[i]!) < 1e-6, `sleep ${i}: ${ms} vs ${expected[i]}`),
        );
        const total = sleeps.reduce((a, b) => a + b, 0);
        assert.ok(Math.abs(total - (times.at(-1)! - times[0]!) / 60) < 1e-3);
        assert.ok(total > 60_000 / 60, 'more than one recorded minute was paced');
      } finally {
        await h.close();
      }
    });

    it('should not sleep at max speed', async () => {
      const { clock, sleeps } = fakeClock();
      const h = await harness();
      try {
        await replayAll(h, h.replay({ speed: 'max', clock, maxRows: 2200 }));
        assert.deepEqual(sleeps, []);
      } finally {
        await h.close();
      }
    });

    it('should not sleep through the collector outage, a missing day, or a row group starting the day over', () => {
      const { clock } = fakeClock();
      const pacer = new Pacer(60, clock, 10 * 60_000);
      const t0 = Date.parse('2026-07-17T17:20:00Z');
      assert.equal(pacer.wait(t0, 1), 0);
      assert.equal(pacer.wait(t0 + 120_000, 1), 2000);
      assert.equal(pacer.wait(Date.parse('2026-07-22T10:32:48Z'), 2), 0, 'outage: segment 1 → 2');
      assert.equal(pacer.wait(Date.parse('2026-07-29T00:01:40Z'), 2), 0, 'days missing from the data');
      assert.equal(pacer.wait(Date.parse('2026-07-29T00:00:10Z'), 2), 0, 'back to the start of the day');
      assert.equal(pacer.wait(Date.parse('2026-07-29T00:02:10Z'), 2), 2000);
    });
  });

  describe('identifiers', () => {
    it('should name an event’s markets by the shortest slug suffix no sibling shares', () => {
      assert.deepEqual(
        outcomesOf('When will Bitcoin hit $150k?', [
          'cpc-btc-150k-07-31-2026',
          'cpc-btc-150k-08-31-2026',
          'cpc-btc-150k-12-31-2026',
        ]),
        ['07-31-2026', '08-31-2026', '12-31-2026'],
      );
      assert.deepEqual(
        outcomesOf('Arizona Regular Season Win Total', [
          'aachc-cfb-wins-2026-11-28-arz-5pt5wins',
          'aachc-nfl-wins-2027-01-10-ari-5pt5wins',
          'aachc-nfl-wins-2027-01-10-ari-6pt5wins',
        ]),
        ['arz-5pt5wins', 'ari-5pt5wins', '6pt5wins'],
      );
      assert.deepEqual(outcomesOf('Solo?', ['x-1']), ['Solo?']);
    });
  });
});
