// The catalog a user sees after the shipped slice is replayed: the replay's market messages through
// the engine into chDB and the read model, then the market routes. Statistics, `live` and the
// ClickHouse catalog columns follow the facts the dataset records (last snapshot, API labels), not
// "everything is active".
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import type { MarketDataMessage, PolymarketMarketMessage } from '../../core/market-data.ts';
import {
  DEFAULT_REPLAY_DIR,
  loadReplayCatalog,
  ReplayConnector,
  RECORDING_END_TOLERANCE_MS,
} from '../../ingest/replay/index.ts';
import { STACK_NOW, startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';

describe('catalog facts after a replay of the shipped slice', function () {
  this.timeout(180_000);
  let stack: MarketDataStack;
  /** Expected from the dataset's own files: slug → closed, and the API-labelled ones. */
  const closedBySlug = new Map<string, boolean>();
  const questionOf = new Map<string, string>();
  let resolvedCount = 0;

  before(async () => {
    const catalog = await loadReplayCatalog(DEFAULT_REPLAY_DIR);
    const recordingEnd = Math.max(...catalog.markets.map((m) => m.lastTs!));
    for (const m of catalog.markets) {
      const api = catalog.labels.get(m.slug)?.source === 'api';
      closedBySlug.set(m.slug, api || m.lastTs! < recordingEnd - RECORDING_END_TOLERANCE_MS);
      questionOf.set(m.slug, m.question);
      resolvedCount += Number(api);
    }

    const messages: MarketDataMessage[] = [];
    const replay = new ReplayConnector({
      dir: DEFAULT_REPLAY_DIR,
      log: createLogger('silent'),
      publisher: {
        publish: (_source, batch) => {
          for (const m of batch) if (m.type === 'market') messages.push(m);
          return Promise.resolve();
        },
        reject: () => Promise.resolve(),
      },
    });
    await replay.start();
    assert.equal((await replay.done).outcome, 'finished');
    stack = await startMarketDataStack();
    await stack.ingest(messages);
  });

  after(async () => {
    await stack?.stop();
  });

  const expectedOpen = () => [...closedBySlug.values()].filter((closed) => !closed).length;

  it('should count as active only the markets still open when the data ends', async () => {
    const r = await stack.client.get('/api/v1/markets/statistics');
    assert.equal(r.status, 200);
    const { venue_a } = r.body.data as { venue_a: { total_markets: number; active_markets: number } };
    assert.equal(venue_a.total_markets, closedBySlug.size);
    assert.equal(venue_a.active_markets, expectedOpen());
    assert.ok(venue_a.active_markets < venue_a.total_markets);
  });

  it('should list as live only events with a market open, and mark the others ended', async () => {
    const live = (await stack.client.get('/api/v1/markets?venue=venue_a&live=true&limit=250')).body.data as {
      event: { title: string; ends_at: string | null; live: { live: boolean; ended: boolean } };
      markets: { slug: string; active: boolean }[];
    }[];
    const all = (await stack.client.get('/api/v1/markets?venue=venue_a&limit=250')).body.data as typeof live;
    const openQuestions = new Set(
      [...closedBySlug].filter(([, closed]) => !closed).map(([slug]) => questionOf.get(slug)),
    );
    // live=true also leaves out an event whose end has passed, though the recording still has it open.
    const now = STACK_NOW; // the stack's clock, which the API judges by
    const notPast = (e: (typeof live)[number]) =>
      e.event.ends_at === null || Date.parse(e.event.ends_at) > now;
    const shown = new Set(live.map((e) => e.event.title));
    for (const e of live) assert.ok(openQuestions.has(e.event.title) && notPast(e), e.event.title);
    for (const e of all)
      if (openQuestions.has(e.event.title) && notPast(e)) assert.ok(shown.has(e.event.title), e.event.title);
    assert.ok(
      all.some((e) => openQuestions.has(e.event.title) && !notPast(e)),
      'the recording has open events past their end',
    );
    for (const e of live) assert.deepEqual(e.event.live, { live: true, ended: false });
    const ended = all.filter((e) => !openQuestions.has(e.event.title) && !shown.has(e.event.title));
    assert.ok(ended.length > 0, 'the slice has events that ended');
    for (const e of ended) {
      assert.deepEqual(e.event.live, { live: false, ended: true }, e.event.title);
      for (const m of e.markets) assert.equal(m.active, false, m.slug);
    }
    // "Highest temperature in Miami on July 11?": every market resolved on 2026-07-12.
    assert.ok(ended.some((e) => e.event.title === 'Highest temperature in Miami on July 11?'));
  });

  it('should keep the facts in the ClickHouse catalog columns a data team queries', async () => {
    const [row] = await stack.analytics.query<{
      total: string;
      active: string;
      closed: string;
      resolved: string;
    }>(
      'test',
      `SELECT count() AS total, countIf(active) AS active, countIf(closed) AS closed, countIf(resolved) AS resolved
       FROM ${stack.analytics.table('markets')} FINAL WHERE venue = 'venue_a'`,
    );
    assert.deepEqual([row!.total, row!.active, row!.closed, row!.resolved].map(Number), [
      closedBySlug.size,
      expectedOpen(),
      closedBySlug.size - expectedOpen(),
      resolvedCount,
    ]);
    const winners = await stack.analytics.query<{ message: string }>(
      'test',
      `SELECT message FROM ${stack.analytics.table('markets')} FINAL WHERE resolved`,
    );
    for (const { message } of winners) {
      const m = (JSON.parse(message) as PolymarketMarketMessage).market;
      assert.ok([m.left_token_id, m.right_token_id].includes(m.winner_token_id), m.slug);
    }
  });
});
