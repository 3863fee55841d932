// The copytrade target watcher against a node:http stand-in of the Polymarket Data API serving
// recorded /activity rows (test/fixtures/polymarket-data-api, see SOURCE.txt), the real test
// PostgreSQL (copytrades and cursors) and the in-process bus: what reaches trading.target-trades,
// where each cursor ends, and what a failing or silent Data API leaves behind.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createLogger } from '../../core/logger.ts';
import type { PeriodicTask } from '../../core/periodic.ts';
import { parseTargetTradeMessage, type TargetTradeMessage } from '../../core/trading-events.ts';
import { targetWatchTask, type TargetWatcherOptions } from '../../ingest/polymarket/target-watcher.ts';
import type { BusRecord, DeliveredRecord } from '../../storage/bus/bus.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { allTopics, topics } from '../../storage/bus/topics.ts';
import { findTargetCursor } from '../../storage/postgres/repositories/copytrade-cursors.ts';
import { targetHealthOf } from '../../storage/postgres/repositories/copytrade-target-health.ts';
import { startAccountsApi, type AccountsApi } from '../../harness/stack/accounts-api.ts';
import { DataApiStandIn } from '../support/data-api-stand-in.ts';
import { eventually } from '../support/wait.ts';
import { buildWalletOwner, type WalletOwner } from '../../harness/stack/wallets.ts';

const log = createLogger('silent');
type Row = Record<string, unknown>;

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'polymarket-data-api');
const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));
const byType = (fixture('data_v1_activity_by_type.json') as { response: Record<string, { rows: Row[] }> })
  .response;
const recordedTrades = (fixture('data_v1_trades.json') as { response: Row[] }).response;
const nautilus = fixture('data_api_trades_response.json') as Row[];

const BOSONA = '0xc2ad03f79ca3f3c17d8c7de2612ce0c89b7d40ed';
/** Followed only by a STOPPED copytrade. */
const UNFOLLOWED = `0x${'ab'.repeat(20)}`;
const THREE = '0x3333333333333333333333333333333333333333';
const NOW = Date.parse('2026-09-28T18:31:00.000Z');
const hash = (byte: string) => `0x${byte.repeat(32)}`;

// Recorded: /activity TRADE rows at 1790620118 (BUY Down 199.372308) and 1790620097 (BUY Up 5).
const [tradeAt118, tradeAt097] = byType.TRADE!.rows as [Row, Row];
// Derived: the recorded /trades row at 1790620238 as /activity lists it (type TRADE; its usdcSize
// was not recorded, so the message's usdc is price × shares).
const tradeAt238: Row = { ...recordedTrades[0]!, type: 'TRADE' };

/** The in-process bus, keeping what was published to trading.target-trades (in publish order). */
class RecordingBus extends LogBus {
  readonly targetTrades: BusRecord[] = [];

  override async publish(topic: string, records: readonly BusRecord[]): Promise<void> {
    await super.publish(topic, records);
    if (topic === topics.targetTrades) this.targetTrades.push(...records);
  }
}

describe('copytrade target watcher (Data API activity → trading.target-trades)', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let owner: WalletOwner;
  let bus: RecordingBus;
  let dataApi: DataApiStandIn;
  const delivered: DeliveredRecord[] = [];

  const follow = async (target: string, status: 'ACTIVE' | 'PAUSED' | 'STOPPED', createdAtUnix: number) => {
    await api.sql.query(
      'test.copytrade_insert',
      `INSERT INTO copytrades (copytrade_id, wallet_id, target, mode, settings, status, created_at, updated_at)
       VALUES ($1, $2, $3, 'COPY', '{}', $4, to_timestamp($5), to_timestamp($5))`,
      [randomUUID(), owner.walletId, target, status, createdAtUnix],
    );
  };
  const task = (options: TargetWatcherOptions & { now?: () => number } = {}) =>
    targetWatchTask(
      { sql: api.sql, bus, log, dataApiUrl: dataApi.url, now: () => NOW, timeoutMs: 500, ...options },
      60_000,
    );

  /** Runs one round; returns what it published, parsed and checked against the topic's schema. */
  const round = async (t: PeriodicTask, key?: string) => {
    const before = bus.targetTrades.length;
    dataApi.requests.length = 0;
    await t.runOnce();
    const records = bus.targetTrades.slice(before).filter((r) => key === undefined || r.key === key);
    const messages = records.map((r) => {
      const parsed = parseTargetTradeMessage(r.value);
      assert.ok(parsed.ok, parsed.ok ? '' : parsed.reason);
      assert.deepEqual(r.decoded, parsed.message, 'decoded is the message that was sent');
      assert.equal(r.key, parsed.message.target);
      return parsed.message;
    });
    return { messages, health: await t.health() };
  };
  const cursor = (target: string) => findTargetCursor(api.sql, target);
  /** How the address's reads went, as recorded for the copytrade routes. */
  const readHealth = async (target: string) => {
    const row = (await targetHealthOf(api.sql, [target])).get(target);
    if (!row) return undefined;
    return { ...row, last_read_at: row.last_read_at?.getTime(), last_error_at: row.last_error_at?.getTime() };
  };
  const idOf = (row: Row) => `${String(row.transactionHash)}:${String(row.asset)}:${String(row.side)}`;

  before(async () => {
    api = await startAccountsApi();
    owner = await buildWalletOwner(api, await api.newProject());
    bus = new RecordingBus({ log });
    await bus.start();
    await bus.ensureTopics(allTopics);
    const reader = bus.consumer({
      groupId: 'test.target-trades',
      topics: [topics.targetTrades],
      handler: (batch) => {
        delivered.push(...batch.records);
        return Promise.resolve();
      },
    });
    await reader.start();
    dataApi = new DataApiStandIn();
    await dataApi.start();
    // Every recorded /activity row of the address (the stand-in serves only TRADE rows when asked
    // for type=TRADE, as the API does), and one more trade from the recorded /trades answer.
    dataApi.rows.push(...Object.values(byType).flatMap((t) => t.rows), tradeAt238);

    // Followed since 1790620100 (18:28:20): the trade at 18:28:17 came before. An older copytrade
    // of the address was STOPPED (its creation does not count) and a later one is PAUSED.
    await follow(BOSONA, 'STOPPED', 1790000000);
    await follow(BOSONA, 'ACTIVE', 1790620100);
    await follow(BOSONA, 'PAUSED', 1790620200);
    await follow(UNFOLLOWED, 'STOPPED', 1700000000);
    dataApi.rows.push({ ...tradeAt118, proxyWallet: UNFOLLOWED, transactionHash: hash('ee') });
  });
  after(async () => {
    await bus.stop();
    await dataApi.stop();
    await api.stop();
  });

  it('should publish the trades made since the copytrade was created, exactly, then advance the cursor', async () => {
    const { messages, health } = await round(task());
    assert.deepEqual(health, { ok: true });
    const expected: TargetTradeMessage[] = [
      {
        v: 1,
        type: 'target_trade',
        venue: 'venue_a',
        target: BOSONA,
        trade_id: idOf(tradeAt118),
        token_id: '87378234650055540935470495291045092567587444793277575994368171700863579455312',
        market_id: '0x968aa5e188a733a873ba95e738620534a6e5af0b6f51d9b09239dc0557af2895',
        side: 'BUY',
        price: '0.7400000004',
        shares: '199.372308',
        usdc: '147.535508',
        at: '2026-09-28T18:28:38.000Z',
        seen_at: '2026-09-28T18:31:00.000Z',
      },
      {
        v: 1,
        type: 'target_trade',
        venue: 'venue_a',
        target: BOSONA,
        trade_id: idOf(tradeAt238),
        token_id: '84757366440098301426530610616217983251057323529958745541991207115084628755708',
        market_id: '0x70cd1632e0469a457fa385f00f241911493a293faeb22ec0a0fe023d661b3d8b',
        side: 'BUY',
        price: '0.3200000233',
        shares: '10.294118',
        usdc: '3.2941179998529494',
        at: '2026-09-28T18:30:38.000Z',
        seen_at: '2026-09-28T18:31:00.000Z',
      },
    ];
    assert.deepEqual(messages, expected);
    assert.ok(
      !messages.some((m) => m.trade_id === idOf(tradeAt097)),
      'the trade before the copytrade was not published',
    );
    assert.equal(await cursor(BOSONA), 1790620238);
    // Only the followed address was asked about, from its live copytrade's creation on.
    assert.deepEqual([...dataApi.usersAsked()], [BOSONA]);
    assert.equal(dataApi.requests[0]!.get('start'), '1790620100');
    assert.equal(await cursor(UNFOLLOWED), undefined);
    // The read is recorded for the copytrade routes; the address nobody follows was not read.
    assert.deepEqual(await readHealth(BOSONA), {
      target: BOSONA,
      last_read_at: NOW,
      last_error: null,
      last_error_at: undefined,
      failing: false,
    });
    assert.equal(await readHealth(UNFOLLOWED), undefined);
    // And the records reach a consumer of the topic, keyed by the address.
    await eventually('two target trades delivered', () => delivered.length === 2);
    assert.deepEqual(
      delivered.map((r) => [r.key, JSON.parse(r.value)]),
      expected.map((m) => [BOSONA, m]),
    );
  });

  it('should publish, in the next round, only trades at or after the cursor second (repeats only of that second)', async () => {
    // Derived: a new trade in the cursor's own second (indexed after the first round) and a later one.
    const sameSecond: Row = { ...tradeAt097, timestamp: 1790620238, transactionHash: hash('aa') };
    const later: Row = { ...tradeAt118, timestamp: 1790620300, transactionHash: hash('bb') };
    dataApi.rows.push(sameSecond, later);

    const { messages, health } = await round(task());
    assert.deepEqual(health, { ok: true });
    assert.equal(dataApi.requests[0]!.get('start'), '1790620238');
    assert.deepEqual(
      messages.map((m) => [m.trade_id, m.at]),
      [
        [idOf(tradeAt238), '2026-09-28T18:30:38.000Z'], // published again: the cursor's second
        [idOf(sameSecond), '2026-09-28T18:30:38.000Z'],
        [idOf(later), '2026-09-28T18:31:40.000Z'],
      ],
    );
    assert.equal(messages[1]!.usdc, '1.67616');
    assert.equal(await cursor(BOSONA), 1790620300);
  });

  it('should read a backlog a bounded number of pages per round and go on from its newest trade', async () => {
    // Derived from the NautilusTrader sample's 0x3333… row: three trades a second apart.
    const base = nautilus[2]!;
    const backlog = ['31', '32', '33'].map((b, i) => ({
      ...base,
      type: 'TRADE',
      timestamp: 1709999800 + i,
      transactionHash: hash(b),
    }));
    dataApi.rows.push(...backlog);
    await follow(THREE, 'ACTIVE', 1709999000);
    const paged = task({ pageSize: 1, maxPagesPerTarget: 2 });

    const first = await round(paged, THREE);
    assert.deepEqual(
      first.messages.map((m) => m.trade_id),
      [idOf(backlog[0]!), idOf(backlog[1]!)],
    );
    assert.deepEqual(
      dataApi.requests
        .filter((q) => q.get('user') === THREE)
        .map((q) => [q.get('start'), q.get('offset'), q.get('limit')]),
      [
        ['1709999000', '0', '1'],
        ['1709999000', '1', '1'],
      ],
    );
    assert.equal(await cursor(THREE), 1709999801);
    const second = await round(paged, THREE);
    assert.deepEqual(
      second.messages.map((m) => m.trade_id),
      [idOf(backlog[1]!), idOf(backlog[2]!)],
    );
    const third = await round(paged, THREE);
    assert.deepEqual(
      third.messages.map((m) => m.trade_id),
      [idOf(backlog[2]!)],
    );
    assert.equal(await cursor(THREE), 1709999802);
    assert.deepEqual(third.messages[0]!.usdc, '33.75');
  });

  for (const failure of ['error', 'silent'] as const) {
    const what = failure === 'error' ? 'answers 500' : 'does not answer in time';
    it(`should publish nothing, keep every cursor and be degraded when the Data API ${what}`, async () => {
      dataApi.rows.push({
        ...tradeAt118,
        timestamp: 1790620400,
        transactionHash: hash(failure === 'error' ? 'c1' : 'c2'),
      });
      dataApi.failing.set('*', failure);
      try {
        const started = Date.now();
        const { messages, health } = await round(task());
        assert.deepEqual(messages, []);
        assert.equal(health.ok, false);
        assert.match(health.detail ?? '', /^Data API: 2 of 2 followed addresses not read/);
        assert.deepEqual(dataApi.usersAsked(), new Set([BOSONA, THREE]));
        assert.equal(await cursor(BOSONA), 1790620300);
        assert.equal(await cursor(THREE), 1709999802);
        // Each address's failure is recorded with the Data API's words; its last good read stays.
        const reason = failure === 'error' ? 'HTTP 500 internal error' : 'no answer in 500 ms';
        for (const target of [BOSONA, THREE]) {
          assert.deepEqual(await readHealth(target), {
            target,
            last_read_at: NOW, // the last good read is kept
            last_error: `Polymarket Data API: GET /activity: ${reason}`,
            last_error_at: NOW,
            failing: true,
          });
        }
        if (failure === 'silent') assert.ok(Date.now() - started < 5_000, 'the time-out cut the round short');
      } finally {
        dataApi.failing.clear();
      }
    });
  }

  it("should go on with the other addresses when one fails, keeping only that one's cursor (degraded meanwhile)", async () => {
    dataApi.failing.set(BOSONA, 'error');
    const newer: Row = { ...nautilus[2]!, type: 'TRADE', timestamp: 1709999900, transactionHash: hash('34') };
    dataApi.rows.push(newer);
    try {
      const { messages, health } = await round(task());
      assert.equal(health.ok, false);
      assert.match(
        health.detail ?? '',
        /^Data API: 1 of 2 followed addresses not read \(GET \/activity: HTTP 500/,
      );
      assert.deepEqual(
        messages.map((m) => [m.target, m.trade_id]),
        [
          [THREE, `${hash('33')}:${String(newer.asset)}:BUY`],
          [THREE, idOf(newer)],
        ],
      );
      assert.equal(await cursor(BOSONA), 1790620300);
      assert.equal(await cursor(THREE), 1709999900);
    } finally {
      dataApi.failing.clear();
    }
    // Once the Data API answers again, the failed address resumes from its cursor: the trades held
    // back by the failures above come now.
    const later = NOW + 60_000;
    const { messages } = await round(task({ now: () => later }), BOSONA);
    assert.deepEqual(
      messages.map((m) => m.at),
      ['2026-09-28T18:31:40.000Z', '2026-09-28T18:33:20.000Z', '2026-09-28T18:33:20.000Z'],
    );
    assert.equal(await cursor(BOSONA), 1790620400);
    // Read again: no longer failing, its last error (and when) kept for the record.
    assert.deepEqual(await readHealth(BOSONA), {
      target: BOSONA,
      last_read_at: later,
      last_error: 'Polymarket Data API: GET /activity: HTTP 500 internal error',
      last_error_at: NOW,
      failing: false,
    });
  });
});
