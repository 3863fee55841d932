// The analytics port through @clickhouse/client, on both placements: chDB in process, and a server
// over ClickHouse's HTTP interface (TEST_CLICKHOUSE_URL when given, else the chDB stand-in the run
// starts: harness/servers/clickhouse-http.ts; Debian's clickhouse-server 18.16 is too old for typed
// query parameters).
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import {
  insertBookSnapshots,
  readSnapshots,
  type BookSnapshotRow,
} from '../../storage/clickhouse/book-history.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import { BadRequestError } from '../../core/errors.ts';
import { tempDir } from '../../harness/servers/backends.ts';
import { clickHousePlacements, type ClickHousePlacement } from '../../harness/servers/clickhouse-http.ts';

function analyticsContract({ name, placement }: ClickHousePlacement): void {
  describe(`analytics port: ${name}`, function () {
    this.timeout(60_000);
    let ch: ClickHouseAnalytics;

    before(async () => {
      ch = new ClickHouseAnalytics(await placement('ch'));
      await ch.start();
      await ch.command(
        't',
        `CREATE TABLE ${ch.table('quotes')} (token_id String, ts DateTime64(3, 'UTC'), bid Decimal(9, 6), ask Decimal(9, 6))
         ENGINE = MergeTree ORDER BY (token_id, ts)`,
      );
    });
    after(() => ch.stop());

    it('should insert rows and read them back with typed parameters', async () => {
      await ch.insert('t', 'quotes', [
        { token_id: 'T1', ts: '2026-07-10 00:00:00.000', bid: '0.51', ask: '0.53' },
        { token_id: 'T1', ts: '2026-07-10 00:02:00.000', bid: '0.52', ask: '0.54' },
        { token_id: 'T2', ts: '2026-07-10 00:00:00.000', bid: '0.10', ask: '0.12' },
      ]);
      const rows = await ch.query<{ time: string; bid_price: string; ask_price: string }>(
        't',
        `SELECT toString(ts) AS time, toString(bid) AS bid_price, toString(ask) AS ask_price FROM ${ch.table('quotes')}
         WHERE token_id = {token_id: String} AND ts >= {from: DateTime64(3, 'UTC')} ORDER BY ts`,
        { token_id: 'T1', from: '2026-07-10 00:01:00.000' },
      );
      assert.deepEqual(rows, [{ time: '2026-07-10 00:02:00.000', bid_price: '0.52', ask_price: '0.54' }]);
    });

    it('should keep decimals exact in aggregates', async () => {
      const [row] = await ch.query<{ s: string }>(
        't',
        `SELECT toString(sum(bid)) AS s FROM ${ch.table('quotes')} WHERE token_id IN {ids: Array(String)}`,
        { ids: ['T1', 'T2'] },
      );
      assert.equal(row!.s, '1.13');
    });

    it('should not let a parameter inject SQL', async () => {
      const rows = await ch.query(
        't',
        `SELECT token_id FROM ${ch.table('quotes')} WHERE token_id = {id: String}`,
        {
          id: "T1' OR '1'='1",
        },
      );
      assert.deepEqual(rows, []);
    });

    it("should reject a failing statement with ClickHouse's error code and text", async () => {
      await assert.rejects(
        ch.query('t', `SELECT nope FROM ${ch.table('quotes')}`),
        (err: Error & { code?: unknown }) => {
          assert.equal(String(err.code), '47', err.message);
          assert.match(err.message, /Unknown expression identifier|Missing columns/);
          return true;
        },
      );
      await assert.rejects(
        ch.command('t', `INSERT INTO ${ch.table('absent')} VALUES (1)`),
        (err: Error & { code?: unknown }) => {
          assert.equal(String(err.code), '60', err.message);
          return true;
        },
      );
    });

    it("should stream a data team's statement in its own format, and answer its failure as a bad request", async () => {
      const stream = await ch.exportQuery(
        't',
        `SELECT token_id, toString(bid) AS bid FROM ${ch.table('quotes')} ORDER BY token_id, ts\nFORMAT JSONEachRow`,
      );
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      assert.deepEqual(
        Buffer.concat(chunks)
          .toString()
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as unknown),
        [
          { token_id: 'T1', bid: '0.51' },
          { token_id: 'T1', bid: '0.52' },
          { token_id: 'T2', bid: '0.1' },
        ],
      );
      await assert.rejects(
        async () => {
          for await (const chunk of await ch.exportQuery(
            't',
            `SELECT nope FROM ${ch.table('quotes')}\nFORMAT JSONEachRow`,
          ))
            void chunk;
        },
        (err: Error) => err instanceof BadRequestError && /query failed: .*nope/s.test(err.message),
      );
    });

    it('should write encoded snapshots that read back exactly, awkward text included', async () => {
      const books = new ClickHouseAnalytics(await placement('books'));
      await books.start();
      try {
        await migrateClickHouse(books);
        const ts = Date.parse('2026-07-10T00:00:00.123Z');
        const row: BookSnapshotRow = {
          venue: 'venue_a',
          token_id: "tab\there, new\nline, back\\slash, quote ' and NUL \0 — ünïcode",
          market_id: 'M\r1',
          ts,
          best_bid: '0.5',
          best_ask: null,
          bids: [
            ['0.5', '120.25'],
            ['0.49', '3'],
          ],
          asks: [],
        };
        await insertBookSnapshots(books, [row]);
        const back = await readSnapshots(books, {
          venue: 'venue_a',
          tokenId: row.token_id,
          order: 'ASC',
          limit: 10,
          offset: 0,
        });
        assert.deepEqual(back, [row]);
      } finally {
        await books.stop();
      }
    });

    it('should apply migrations once and be safe to run twice', async () => {
      const dir = tempDir('pme-ch-migrations-');
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, '001_first.sql'),
        'CREATE TABLE IF NOT EXISTS {db}.m1 (id UInt32) ENGINE = MergeTree ORDER BY id;\nINSERT INTO {db}.m1 VALUES (1);\n',
      );
      assert.deepEqual(
        (await migrateClickHouse(ch, dir)).map((m) => m.name),
        ['001_first'],
      );
      assert.deepEqual(await migrateClickHouse(ch, dir), []);
      const [row] = await ch.query<{ n: string }>('t', `SELECT count() AS n FROM ${ch.table('m1')}`);
      assert.equal(Number(row!.n), 1, 'the migration ran exactly once');
    });
  });
}

for (const placement of clickHousePlacements) analyticsContract(placement);
