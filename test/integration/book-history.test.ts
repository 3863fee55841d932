// Order-book history as the engine stores it (whole books, level changes, minute checkpoints) and
// the reads rebuild it: every bucket of a bucketed read is the book as it stood at the bucket's end,
// and every raw row the book after its change, compared with the books the change stream leads to.
// The stream starts from the recorded market-channel book and changes its levels as price_change
// does: bursts (checkpoints each minute), quiet hours, changes sharing a millisecond, whole books
// now and then. On both placements: chDB in process, and a server over HTTP (TEST_CLICKHOUSE_URL, or
// the run's chDB stand-in behind ClickHouse's HTTP interface: harness/servers/clickhouse-http.ts).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createLogger } from '../../core/logger.ts';
import { MarketStateWriter } from '../../engine/market-data/market-state-writer.ts';
import type { TokenBook } from '../../engine/market-data/token-state.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import {
  bookTimeRange,
  readBuckets,
  readSnapshots,
  type BookSnapshotRow,
} from '../../storage/clickhouse/book-history.ts';
import { emptyBookHistoryRows, insertBookHistory } from '../../storage/clickhouse/book-rows.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { readMigrations } from '../../storage/migrations.ts';
import { tempDir } from '../../harness/servers/backends.ts';
import { clickHousePlacements, type ClickHousePlacement } from '../../harness/servers/clickhouse-http.ts';
import { bookChangeStream } from '../../harness/data/book-changes.ts';
import { recordedTrumpBook } from '../../harness/stack/market-data.ts';

const MIGRATIONS = path.join(import.meta.dirname, '../../storage/clickhouse/migrations');
const START = Date.parse('2026-07-11T00:00:00.000Z');
// Bursts (about a change a second: a checkpoint each minute), quiet hours (a change every few
// minutes), and a second burst where a sixth of the changes share the previous one's millisecond.
const gap = (i: number, u: number): number =>
  i < 900
    ? Math.floor(u * 2000)
    : i < 1000
      ? 60_000 + Math.floor(u * 240_000)
      : u < 0.16
        ? 0
        : Math.floor(u * 1500);
const recorded = recordedTrumpBook();
const { messages, books } = bookChangeStream(recorded, {
  start: START,
  gap,
  changes: 1800,
  bookEvery: 400,
  tradeShare: 0.05,
});
const token = { venue: recorded.venue, tokenId: recorded.token_id };
const last = books[books.length - 1]!.ts;

/** The book as it stood at `at` (inclusive): after the last change at or before it. */
function bookAt(at: number): { ts: number; book: TokenBook } | undefined {
  let lo = 0;
  let hi = books.length - 1;
  if (books[0]!.ts > at) return undefined;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (books[mid]!.ts <= at) lo = mid;
    else hi = mid - 1;
  }
  return books[lo];
}

function assertBook(row: BookSnapshotRow, expected: { ts: number; book: TokenBook }, what: string): void {
  assert.deepEqual(
    { ts: row.ts, best_bid: row.best_bid, best_ask: row.best_ask, bids: row.bids, asks: row.asks },
    {
      ts: expected.ts,
      best_bid: expected.book.bestBid,
      best_ask: expected.book.bestAsk,
      bids: expected.book.bids,
      asks: expected.book.asks,
    },
    what,
  );
}

/** A top of book of the 1-minute rollup, as JSON gives its named tuple. */
interface Top {
  best_bid: string | null;
  best_ask: string | null;
}

function bookHistoryContract({ name, placement }: ClickHousePlacement): void {
  describe(`order-book history reads: ${name}`, function () {
    this.timeout(120_000);
    let ch: ClickHouseAnalytics;

    before(async () => {
      ch = new ClickHouseAnalytics(await placement('books'));
      await ch.start();
      await migrateClickHouse(ch);
      const writer = new MarketStateWriter(ch, new MemoryHotState(), createLogger('silent'));
      for (let i = 0; i < messages.length; i += 97) await writer.handle(messages.slice(i, i + 97));
    });
    after(() => ch.stop());

    it('should store each change once, as a whole book or a delta, and checkpoints for the bursts', async () => {
      const [row] = await ch.query<{
        states: string;
        deltas: string;
        checkpoints: string;
        trades: string;
        same_ms: string;
      }>(
        't',
        `SELECT (SELECT count() FROM ${ch.table('book_states')} FINAL WHERE kind != 'checkpoint') AS states,
                (SELECT count() FROM ${ch.table('book_deltas')} FINAL) AS deltas,
                (SELECT count() FROM ${ch.table('book_states')} FINAL WHERE kind = 'checkpoint') AS checkpoints,
                (SELECT count() FROM ${ch.table('trades')} FINAL) AS trades,
                (SELECT count() FROM ${ch.table('book_deltas')} FINAL WHERE seq > 0) AS same_ms`,
      );
      assert.equal(Number(row!.states) + Number(row!.deltas), books.length, 'one row per change');
      assert.equal(Number(row!.trades), messages.filter((m) => m.type === 'price').length);
      assert.ok(Number(row!.checkpoints) >= 20, `checkpoints: ${row!.checkpoints}`);
      assert.ok(Number(row!.same_ms) > 0, 'changes sharing a millisecond are kept apart by seq');
      assert.deepEqual(await bookTimeRange(ch, token), { first: START, last });
    });

    it("should keep each minute's first and last top of book, mid high and low and changes in book_top_1m", async () => {
      const rows = await ch.query<{
        minute: string;
        open: Top;
        close: Top;
        high: string | null;
        low: string | null;
        changes: string;
      }>(
        't',
        `SELECT toUnixTimestamp(minute) * 1000 AS minute, min(open) AS open, max(close) AS close,
                max(mid_high) AS high, min(mid_low) AS low, groupBitmapMerge(changes) AS changes
         FROM ${ch.table('book_top_1m')} WHERE token_key = cityHash64({venue: String}, {token: String})
         GROUP BY minute ORDER BY minute`,
        { venue: token.venue, token: token.tokenId },
      );
      // What the changes say, minute by minute (mids in millionths: prices have three decimals at most).
      const micro = (price: string | null) => (price === null ? null : Math.round(Number(price) * 1e6));
      const expected = new Map<
        number,
        { open: TokenBook; close: TokenBook; high: number | null; low: number | null; changes: number }
      >();
      for (const { ts, book } of books) {
        const minute = Math.floor(ts / 60_000) * 60_000;
        const mid =
          book.bestBid === null || book.bestAsk === null
            ? null
            : (micro(book.bestBid)! + micro(book.bestAsk)!) / 2;
        const m = expected.get(minute);
        if (!m) expected.set(minute, { open: book, close: book, high: mid, low: mid, changes: 1 });
        else {
          m.close = book;
          m.changes++;
          if (mid !== null) {
            m.high = m.high === null ? mid : Math.max(m.high, mid);
            m.low = m.low === null ? mid : Math.min(m.low, mid);
          }
        }
      }
      const top = (b: TokenBook) => [micro(b.bestBid), micro(b.bestAsk)];
      const stored = (t: Top) => [micro(t.best_bid), micro(t.best_ask)];
      assert.deepEqual(
        rows.map((r) => ({
          minute: Number(r.minute),
          open: stored(r.open),
          close: stored(r.close),
          high: micro(r.high),
          low: micro(r.low),
          changes: Number(r.changes),
        })),
        [...expected].map(([minute, m]) => ({
          minute,
          open: top(m.open),
          close: top(m.close),
          high: m.high,
          low: m.low,
          changes: m.changes,
        })),
      );
    });

    for (const bucketMs of [60_000, 300_000, 45_000, 3_600_000, 7_000]) {
      it(`should show the book at each bucket's end for ${bucketMs / 1000} s buckets, oldest and newest first`, async () => {
        const start = START - 2 * bucketMs;
        const asc = await readBuckets(ch, {
          ...token,
          start,
          end: last,
          bucketMs,
          order: 'ASC',
          limit: 400,
          offset: 0,
        });
        assert.ok(asc.length > 0);
        assert.equal(
          asc[0]!.bucketEnd,
          (Math.floor(START / bucketMs) + 1) * bucketMs,
          'no bucket before the first change',
        );
        for (const b of asc)
          assertBook(b.snapshot, bookAt(Math.min(last, b.bucketEnd - 1))!, `bucket ending ${b.bucketEnd}`);
        const desc = await readBuckets(ch, {
          ...token,
          end: last - 5 * bucketMs,
          bucketMs,
          order: 'DESC',
          limit: 25,
          offset: 3,
        });
        for (const b of desc)
          assertBook(
            b.snapshot,
            bookAt(Math.min(last - 5 * bucketMs, b.bucketEnd - 1))!,
            `page bucket ${b.bucketEnd}`,
          );
        // A page that starts in the quiet hours: its first buckets' book is older than the page.
        const quiet = books[950]!.ts + 1;
        const mid = await readBuckets(ch, {
          ...token,
          start: quiet,
          end: last,
          bucketMs,
          order: 'ASC',
          limit: 60,
          offset: 0,
        });
        assert.equal(
          mid.length,
          Math.min(60, Math.floor(last / bucketMs) - Math.floor(quiet / bucketMs) + 1),
        );
        for (const b of mid)
          assertBook(
            b.snapshot,
            bookAt(Math.min(last, b.bucketEnd - 1))!,
            `mid-history bucket ${b.bucketEnd}`,
          );
        const latest = await readBuckets(ch, { ...token, bucketMs, order: 'DESC', limit: 5, offset: 0 });
        assertBook(
          latest[0]!.snapshot,
          books[books.length - 1]!,
          'the open-ended page starts at the latest change',
        );
      });
    }

    it('should not read the state before a page once the token is known to have none before it', async () => {
      // A client of its own (what a process learned is kept per client), recording the bucket reads.
      const sql: string[] = [];
      const spy = new Proxy(ch, {
        get(target, key, receiver) {
          if (key === 'queryRowBinary')
            return (tag: string, text: string, params?: Record<string, unknown>) => {
              if (tag === 'books.buckets') sql.push(text);
              return target.queryRowBinary(tag, text, params);
            };
          const value: unknown = Reflect.get(target, key, receiver);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
      const readsOlder = () => sql.at(-1)!.includes('ts < fromUnixTimestamp64Milli({first: Int64})');
      const bucketMs = 3_600_000;
      const whole = { ...token, bucketMs, order: 'DESC' as const, limit: 400, offset: 0 };
      const firstRead = await readBuckets(spy, whole);
      assert.ok(readsOlder(), 'the first read of the token looks for a state before its page');
      const again = await readBuckets(spy, whole);
      assert.ok(!readsOlder(), "a page starting before the token's first state does not");
      assert.deepEqual(again, firstRead);
      // A page that starts after the token's first state needs the one before it, and reads it.
      const quiet = books[950]!.ts + 1;
      const later = await readBuckets(spy, {
        ...token,
        start: quiet,
        end: last,
        bucketMs: 60_000,
        order: 'ASC',
        limit: 60,
        offset: 0,
      });
      assert.ok(readsOlder());
      assert.ok(later.length > 0);
      for (const b of later)
        assertBook(b.snapshot, bookAt(Math.min(last, b.bucketEnd - 1))!, `bucket ${b.bucketEnd}`);
    });

    it('should move the history book_snapshots held into the book store (003), rebuild its 1-minute rollup (005, 007) and keep its levels under ZSTD(6) (006)', async () => {
      // A database at migration 2 holding old rows: a depth book and a quote, then migrated.
      const old = new ClickHouseAnalytics(await placement('books_v2'));
      await old.start();
      try {
        const dir = tempDir('pme-ch-v2-');
        mkdirSync(dir, { recursive: true });
        for (const m of readMigrations(MIGRATIONS).filter((m) => m.version <= 2))
          writeFileSync(path.join(dir, `${m.name}.sql`), m.sql);
        await migrateClickHouse(old, dir);
        await old.command(
          't',
          `INSERT INTO ${old.table('book_snapshots')} VALUES
           ('venue_a', 'T1', 'M1', '2026-07-11 00:00:00.000', 0.4, 0.6, [(0.4, 10), (0.39, 5.5)], [(0.6, 7)]),
           ('venue_a', 'T1', 'M1', '2026-07-11 00:01:30.000', 0.41, 0.6, [(0.41, 1)], [(0.6, 7)]),
           ('venue_b', 'K:yes', 'K', '2026-07-11 00:00:00.000', 0.2, NULL, [], [])`,
        );
        const later = readMigrations(MIGRATIONS)
          .filter((m) => m.version > 2)
          .map((m) => m.version);
        assert.deepEqual(
          (await migrateClickHouse(old)).map((m) => m.version),
          later,
        );
        assert.equal(later[0], 3);
        const t1 = { venue: 'venue_a', tokenId: 'T1' };
        const raw = await readSnapshots(old, { ...t1, order: 'ASC', limit: 10, offset: 0 });
        assert.deepEqual(
          raw.map((r) => [r.market_id, r.best_bid, r.bids, r.asks]),
          [
            [
              'M1',
              '0.4',
              [
                ['0.4', '10'],
                ['0.39', '5.5'],
              ],
              [['0.6', '7']],
            ],
            ['M1', '0.41', [['0.41', '1']], [['0.6', '7']]],
          ],
        );
        const buckets = await readBuckets(old, {
          ...t1,
          bucketMs: 60_000,
          order: 'DESC',
          limit: 3,
          offset: 0,
        });
        assert.deepEqual(
          buckets.map((b) => b.snapshot.best_bid),
          ['0.41', '0.4'],
          'newest bucket first',
        );
        const [quote] = await readSnapshots(old, {
          venue: 'venue_b',
          tokenId: 'K:yes',
          order: 'ASC',
          limit: 1,
          offset: 0,
        });
        assert.deepEqual([quote!.best_bid, quote!.best_ask, quote!.bids], ['0.2', null, []]);
        // Migrations 005 and 007 rebuilt the 1-minute rollup from the moved rows.
        const tops = await old.query<{ minute: string; close: Top; changes: string }>(
          't',
          `SELECT toString(minute) AS minute, max(close) AS close, groupBitmapMerge(changes) AS changes FROM ${old.table('book_top_1m')}
           GROUP BY token_key, minute ORDER BY token_key = cityHash64('venue_a', 'T1'), minute`,
        );
        assert.deepEqual(
          tops.map((r) => [
            r.minute,
            [r.close.best_bid, r.close.best_ask].map((p) => (p === null ? null : Number(p))),
            Number(r.changes),
          ]),
          [
            ['2026-07-11 00:00:00', [0.2, null], 1],
            ['2026-07-11 00:00:00', [0.4, 0.6], 1],
            ['2026-07-11 00:01:00', [0.41, 0.6], 1],
          ],
        );
        // Migration 006: levels and level changes under ZSTD(6).
        const codecs = await old.query<{ name: string; codec: string }>(
          't',
          `SELECT name, compression_codec AS codec FROM system.columns
           WHERE database = {db: String} AND ((table = 'book_states' AND name IN ('bids', 'asks')) OR (table = 'book_deltas' AND name = 'changes'))
           ORDER BY name`,
          { db: old.database },
        );
        assert.deepEqual(
          codecs.map((c) => [c.name, c.codec]),
          [
            ['asks', 'CODEC(ZSTD(6))'],
            ['bids', 'CODEC(ZSTD(6))'],
            ['changes', 'CODEC(ZSTD(6))'],
          ],
        );
        // Migration 007: the rollup's first and last top as plain min/max columns of (pos, best_bid, best_ask).
        const rollup = await old.query<{ name: string; type: string }>(
          't',
          `SELECT name, type FROM system.columns WHERE database = {db: String} AND table = 'book_top_1m' AND name IN ('open', 'close') ORDER BY name`,
          { db: old.database },
        );
        const top = 'Tuple(pos UInt32, best_bid Nullable(Decimal(9, 6)), best_ask Nullable(Decimal(9, 6)))';
        assert.deepEqual(
          rollup.map((c) => [c.name, c.type]),
          [
            ['close', `SimpleAggregateFunction(max, ${top})`],
            ['open', `SimpleAggregateFunction(min, ${top})`],
          ],
        );
        const [gone] = await old.query<{ n: string }>(
          't',
          `SELECT count() AS n FROM system.tables WHERE database = {db: String} AND name = 'book_snapshots'`,
          { db: old.database },
        );
        assert.equal(Number(gone!.n), 0, 'the old table is dropped');
      } finally {
        await old.stop();
      }
    });

    it('should read levels back digit for digit, and sort a book stored out of order once a change applies to it', async () => {
      // Reads decode decimals from their unscaled integers (RowBinary): sizes past 2^53 units too.
      const ref = { venue: 'venue_a', tokenId: 'T-digits' };
      const head = { venue: ref.venue, token_id: ref.tokenId, seq: 0, best_bid: '0.5', best_ask: '0.6' };
      const rows = emptyBookHistoryRows();
      rows.tokens.push({ venue: ref.venue, token_id: ref.tokenId, market_id: 'M-digits' });
      const bids: [string, string][] = [
        ['0.3', '999999999999.999999'],
        ['0.5', '0.000001'],
        ['0.4', '9007199254.740993'],
      ];
      rows.states.push({ ...head, ts: START, kind: 'book', next_ts: null, bids, asks: [['0.6', '1']] });
      rows.deltas.push({ ...head, ts: START + 1000, changes: [{ side: 'ask', price: '0.7', size: '2.5' }] });
      rows.deltas.push({
        ...head,
        ts: START + 2000,
        best_bid: '0.4',
        changes: [{ side: 'bid', price: '0.5', size: '0' }],
      });
      await insertBookHistory(ch, rows);
      const sorted: [string, string][] = [
        ['0.5', '0.000001'],
        ['0.4', '9007199254.740993'],
        ['0.3', '999999999999.999999'],
      ];
      const raw = await readSnapshots(ch, { ...ref, order: 'ASC', limit: 10, offset: 0 });
      assert.deepEqual(
        raw.map((r) => [r.market_id, r.best_bid, r.bids, r.asks]),
        [
          ['M-digits', '0.5', bids, [['0.6', '1']]],
          [
            'M-digits',
            '0.5',
            sorted,
            [
              ['0.6', '1'],
              ['0.7', '2.5'],
            ],
          ],
          [
            'M-digits',
            '0.4',
            sorted.slice(1),
            [
              ['0.6', '1'],
              ['0.7', '2.5'],
            ],
          ],
        ],
      );
      const buckets = await readBuckets(ch, {
        ...ref,
        start: START,
        end: START + 2999,
        bucketMs: 1000,
        order: 'ASC',
        limit: 10,
        offset: 0,
      });
      assert.deepEqual(
        buckets.map((b) => b.snapshot.bids),
        [bids, sorted, sorted.slice(1)],
      );
    });

    it("should give the book at any time by docs/data.md's full-book recipe", async () => {
      const doc = readFileSync(path.join(import.meta.dirname, '../../docs/data.md'), 'utf8');
      const recipe = /<!-- recipe: book-at -->\n```sql\n([\s\S]*?)```/.exec(doc)?.[1];
      assert.ok(recipe, 'docs/data.md has the book-at recipe');
      // Inside bursts (checkpoints), on a change, between changes, in the quiet hours, after a whole book.
      const times = [
        START,
        books[150]!.ts,
        books[700]!.ts + 1,
        books[950]!.ts + 30_000,
        books[1201]!.ts,
        books[1650]!.ts - 1,
        last + 60_000,
      ];
      for (const at of times) {
        const time = new Date(at).toISOString().replace('T', ' ').replace('Z', '');
        const query = recipe
          .replace("'venue_a'", `'${token.venue}'`)
          .replace('<token id>', token.tokenId)
          .replace('<time>', time)
          .replace(/\b(book_states|book_deltas)\b/g, (table) => ch.table(table));
        const rows: { side: string; price: string; size: string }[] = await ch.query('t', query);
        const expected = bookAt(at)!.book;
        const levels = (side: string): string[][] =>
          rows.filter((r) => r.side === side).map((r) => [String(r.price), String(r.size)]);
        assert.deepEqual(
          { bids: levels('bid'), asks: levels('ask') },
          { bids: expected.bids, asks: expected.asks },
          `the book at ${time}`,
        );
      }
    });

    it('should return the book after each change for raw pages, in both orders', async () => {
      const asc = await readSnapshots(ch, {
        ...token,
        start: START,
        end: last,
        order: 'ASC',
        limit: 150,
        offset: 1000,
      });
      assert.equal(asc.length, 150);
      asc.forEach((row, i) => assertBook(row, books[1000 + i]!, `change ${1000 + i}`));
      const desc = await readSnapshots(ch, { ...token, order: 'DESC', limit: 40, offset: 7 });
      desc.forEach((row, i) =>
        assertBook(row, books[books.length - 8 - i]!, `change ${books.length - 8 - i}`),
      );
    });
  });
}

for (const placement of clickHousePlacements) bookHistoryContract(placement);
