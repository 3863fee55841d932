// Reads that use the keys and retention that drops whole partitions (issue 35 item 5). Every view
// docs/data.md documents is read with a per-token (per-market) filter under `EXPLAIN indexes = 1`:
// the primary key must select fewer granules than each table holds. Retention: a month whose rows
// are all past the TTL (counted from ts, the partition key) is dropped as a whole part; a month
// within it stays. Tables filled by SQL (40 tokens, several granules each). On both placements (harness/servers/clickhouse-http.ts).
import assert from 'node:assert/strict';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import { clickHousePlacements, type ClickHousePlacement } from '../../harness/servers/clickhouse-http.ts';

/** Each ReadFromMergeTree of a plan with the granules its primary key selected of the total. */
function primaryKeyReads(plan: string[]): { table: string; selected: number; total: number }[] {
  const out: { table: string; selected: number; total: number }[] = [];
  let table = '';
  let inPrimaryKey = false;
  for (const line of plan) {
    const read = /ReadFromMergeTree \(([^)]+)\)/.exec(line);
    if (read) [table, inPrimaryKey] = [read[1]!.split('.').pop()!, false];
    else if (/\bPrimaryKey\b/.test(line)) inPrimaryKey = true;
    else if (inPrimaryKey) {
      const g = /Granules: (\d+)\/(\d+)/.exec(line);
      if (g) {
        out.push({ table, selected: Number(g[1]), total: Number(g[2]) });
        inPrimaryKey = false;
      }
    }
  }
  return out;
}

function keysContract({ name, placement }: ClickHousePlacement): void {
  describe(`reads by key and retention: ${name}`, function () {
    this.timeout(120_000);
    let ch: ClickHouseAnalytics;

    before(async () => {
      ch = new ClickHouseAnalytics(await placement('keys'));
      await ch.start();
      await migrateClickHouse(ch);
      const t = (n: string) => ch.table(n);
      const token = `cityHash64('venue_a', toString(number % 40))`;
      const at = (step: string) =>
        `toDateTime64('2026-07-11 00:00:00', 3, 'UTC') + intDiv(number, 40) * ${step}`;
      await ch.command(
        't',
        `INSERT INTO ${t('tokens')} (venue, token_id, market_id) SELECT 'venue_a', toString(number), 'm' FROM numbers(40)`,
      );
      await ch.command(
        't',
        `INSERT INTO ${t('book_states')} (token_key, ts, seq, kind, best_bid, best_ask, bids, asks)
        SELECT ${token}, ${at('1')}, 0, 'quote', 0.4, 0.6, [], [] FROM numbers(327680)`,
      );
      await ch.command(
        't',
        `INSERT INTO ${t('book_deltas')} (token_key, ts, seq, best_bid, best_ask, changes)
        SELECT ${token}, ${at('1')}, 1, 0.41, 0.6, [('bid', 0.41, 1)] FROM numbers(327680)`,
      );
      await ch.command(
        't',
        `INSERT INTO ${t('trades')} (token_key, ts, trade_id, price, side, size)
        SELECT ${token}, ${at('10')}, toString(number), 0.4, 'buy', 1 FROM numbers(327680)`,
      );
      await ch.command(
        't',
        `INSERT INTO ${t('market_changes')} (venue, market_id, event_id, category, active, closed, resolved, winner_token_id, ends_at, source, valid_from, message)
        SELECT 'venue_a', toString(number % 4000), 'e', 'c', true, number % 7 = 0, false, '', NULL, 'live', ${at('1')}, '{}' FROM numbers(100000)`,
      );
      for (const table of [
        'book_states',
        'book_deltas',
        'trades',
        'trade_ohlc_1m',
        'book_top_1m',
        'market_changes',
      ])
        await ch.command('t', `OPTIMIZE TABLE ${t(table)} FINAL`);
    });
    after(() => ch.stop());

    const views: [string, string][] = [
      ['book_tops', `token_key = cityHash64('venue_a', '7')`],
      ['trade_candles_1m', `token_key = cityHash64('venue_a', '7')`],
      ['market_history', `venue = 'venue_a' AND market_id = '7'`],
    ];
    for (const [view, filter] of views) {
      it(`should read ${view} of one token by the primary key`, async () => {
        const plan = await ch.query<{ explain: string }>(
          't',
          `EXPLAIN indexes = 1 SELECT count() FROM ${ch.table(view)} WHERE ${filter}`,
        );
        const reads = primaryKeyReads(plan.map((r) => r.explain)).filter((r) => r.table !== 'tokens');
        assert.ok(reads.length > 0, `${view} reads a table: ${plan.map((r) => r.explain).join('\n')}`);
        for (const r of reads) {
          assert.ok(r.total > 1, `${r.table} holds several granules (${r.total})`);
          assert.ok(r.selected < r.total, `${view} → ${r.table}: ${r.selected} of ${r.total} granules`);
        }
      });
    }

    it('should drop a month past its retention as a whole part and keep the months within it', async () => {
      const t = ch.table('book_deltas');
      // A month 500 days back written then (past the 400 days), the current month, and a month 600
      // days back imported today (a replayed recording: kept for the retention from today).
      await ch.command(
        't',
        `INSERT INTO ${t} (token_key, ts, seq, best_bid, best_ask, changes, inserted_at)
        SELECT 1, toStartOfMonth(now() - INTERVAL 500 DAY) + number, 0, 0.4, 0.6, [], toStartOfMonth(now() - INTERVAL 500 DAY) FROM numbers(10)
        UNION ALL SELECT 1, toStartOfMonth(now()) + number, 0, 0.4, 0.6, [], now() FROM numbers(10)
        UNION ALL SELECT 2, toStartOfMonth(now() - INTERVAL 600 DAY) + number, 0, 0.4, 0.6, [], now() FROM numbers(10)`,
      );
      const months = async () =>
        (
          await ch.query<{ partition: string }>(
            't',
            `SELECT partition FROM system.parts WHERE database = {db: String} AND table = 'book_deltas' AND active
           GROUP BY partition HAVING sum(rows) > 0 ORDER BY partition`,
            { db: ch.database },
          )
        ).map((r) => r.partition);
      const old = (
        await ch.query<{ m: string }>('t', `SELECT toString(toYYYYMM(now() - INTERVAL 500 DAY)) AS m`)
      )[0]!.m;
      const current = (await ch.query<{ m: string }>('t', `SELECT toString(toYYYYMM(now())) AS m`))[0]!.m;
      // ClickHouse applies the TTL as the rows are written: the expired month's part is written
      // empty, the rest untouched (materialize and merge change nothing more).
      await ch.command('t', `ALTER TABLE ${t} MATERIALIZE TTL SETTINGS mutations_sync = 2`);
      await ch.command('t', `OPTIMIZE TABLE ${t} FINAL`);
      const after = await months();
      const [left] = await ch.query<{ n: string }>('t', `SELECT count() AS n FROM ${t} WHERE token_key = 1`);
      assert.equal(Number(left!.n), 10, "the current month's rows, not the expired ones");
      assert.ok(!after.includes(old), `the expired month is gone: ${after.join(', ')}`);
      assert.ok(after.includes(current) && after.includes('202607'), 'the months within retention stay');
      const imported = (
        await ch.query<{ m: string }>('t', `SELECT toString(toYYYYMM(now() - INTERVAL 600 DAY)) AS m`)
      )[0]!.m;
      assert.ok(
        after.includes(imported),
        `a month imported today stays, however old its ts: ${after.join(', ')}`,
      );
      const [ttl] = await ch.query<{ ttl: string }>(
        't',
        `SELECT engine_full AS ttl FROM system.tables WHERE database = {db: String} AND name = 'book_deltas'`,
        { db: ch.database },
      );
      assert.match(ttl!.ttl, /TTL greatest\(toDateTime\(ts\), inserted_at\) \+ toIntervalDay\(400\)/);
      assert.match(ttl!.ttl, /ttl_only_drop_parts = 1/);
    });
  });
}

for (const placement of clickHousePlacements) keysContract(placement);
