// Storage and reads of the order-book history: the schema before migration 003 (`book_snapshots`:
// the whole book on every change) against the book store (tokens, book_states, book_deltas, the
// rollups), the same changes written to both, in one run, in one chDB directory (fresh each run).
//
//   npm run bench:storage        (node --import tsx bench/storage.ts [--scale 1500] [--reads 21])
//
// 1. The shipped slice (datasets/polymarket-orderbook-slice: one day, 220 markets, top of book):
//    its quotes as the replay stores them (YES tokens), bytes on disk per change and for the day.
// 2. A synthetic full-depth day at the live rate (3,000 book changes/s over 300,000 tokens =
//    259.2M changes/day), as a sample: tokens of three activity classes each run a whole day at
//    their class's rate (1% of tokens at 0.5 changes/s, 9% at 0.04/s, 90% at 0.0016/s: 50%, 36%
//    and 14% of the changes), starting from the recorded market-channel book and changed as
//    price_change changes it (harness/data/book-changes.ts), with last trades on 5% of changes.
//    The sample holds 1/scale of the day's changes in the classes' proportions, so bytes per change
//    carry over: per day = bytes per change × 259.2M (tokens: bytes per token × 300,000). Both
//    schemas get the rows the engine writes (the new one through MarketStateWriter itself).
// 3. Reads: 1-minute buckets over the 24 h of the busiest sample token (1,440 books), the old
//    query (LIMIT 1 BY bucket over book_snapshots) against readBuckets on the book store.
// 4. Codecs: the book store's delta columns under other codecs, compressed bytes per column.
// Tables are merged (OPTIMIZE FINAL) before they are measured, in wide parts (as a large table's are:
// wideParts). Written to bench/results/storage.md.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLogger } from '../core/logger.ts';
import type { BookMessage } from '../core/market-data.ts';
import { MarketStateWriter } from '../engine/market-data/market-state-writer.ts';
import { ClickHouseAnalytics } from '../storage/clickhouse/analytics.ts';
import { readBuckets } from '../storage/clickhouse/book-history.ts';
import { migrateClickHouse } from '../storage/clickhouse/migrate.ts';
import { decimalPairsField, nullableDecimalField } from '../storage/clickhouse/tab-separated.ts';
import { MemoryHotState } from '../storage/hot/memory-hot-state.ts';
import { readMigrations, splitStatements } from '../storage/migrations.ts';
import { bookChangeStream } from '../harness/data/book-changes.ts';
import { recordedTrumpBook } from '../harness/stack/market-data.ts';
import { conditionIdSql, sqlText, yesTokenIdSql } from './support/load-dataset.ts';
import {
  BENCH_CACHE,
  BENCH_ROOT,
  machine,
  machineTable,
  ms,
  percentile,
  table,
  writeResult,
} from './support/load-report.ts';

const { values: args } = parseArgs({
  options: { scale: { type: 'string', default: '1500' }, reads: { type: 'string', default: '21' } },
});
const SCALE = Number(args.scale);
const READS = Number(args.reads);
const DAY_MS = 86_400_000;
const LIVE_CHANGES_PER_DAY = 3000 * 86_400;
const LIVE_TOKENS = 300_000;
const GOAL_RATIO = 10;
const GOAL_READ_MS = 20;
const DAY = Date.parse('2026-07-12T00:00:00.000Z');

/** Activity classes: share of tokens, changes per second per token. */
const CLASSES = [
  { name: 'busy', tokenShare: 0.01, rate: 0.5 },
  { name: 'active', tokenShare: 0.09, rate: 0.04 },
  { name: 'quiet', tokenShare: 0.9, rate: 0.0016 },
];

const SLICE = path.join(BENCH_ROOT, 'datasets/polymarket-orderbook-slice');
const OLD = 'storage_old';
const NEW = 'storage_new';

interface TableSize {
  rows: number;
  /** Compressed column data: what grows with the rows (bytes_on_disk adds per-part files and marks). */
  bytes: number;
  disk: number;
  uncompressed: number;
}

async function sizes(ch: ClickHouseAnalytics, database: string): Promise<Map<string, TableSize>> {
  const rows = await ch.query<{
    table: string;
    rows: string;
    bytes: string;
    disk: string;
    uncompressed: string;
  }>(
    'bench.sizes',
    `SELECT table, sum(rows) AS rows, sum(data_compressed_bytes) AS bytes, sum(bytes_on_disk) AS disk,
            sum(data_uncompressed_bytes) AS uncompressed
     FROM system.parts WHERE database = {db: String} AND active GROUP BY table`,
    { db: database },
  );
  return new Map(
    rows.map((r) => [
      r.table,
      {
        rows: Number(r.rows),
        bytes: Number(r.bytes),
        disk: Number(r.disk),
        uncompressed: Number(r.uncompressed),
      },
    ]),
  );
}

/** The database's MergeTree tables (of any MergeTree engine). */
async function mergeTreeTables(ch: ClickHouseAnalytics, database: string): Promise<string[]> {
  const tables = await ch.query<{ name: string }>(
    'bench.tables',
    `SELECT name FROM system.tables WHERE database = {db: String} AND engine LIKE '%MergeTree'`,
    { db: database },
  );
  return tables.map((t) => `${database}.${t.name}`);
}

async function optimize(ch: ClickHouseAnalytics, database: string): Promise<void> {
  for (const table of await mergeTreeTables(ch, database))
    await ch.command('bench.optimize', `OPTIMIZE TABLE ${table} FINAL`);
}

/**
 * Every table of the database writes wide parts (a file per column), as a table holding a year of
 * history does: below 10 MB (min_bytes_for_wide_part) a part is compact, its columns in one file, and
 * on this sample's small tables a compact part left a column's codec without effect (book_deltas'
 * changes: 1,624 KB under ZSTD(3), 1,629 KB under ZSTD(6); wide: 1,598 and 1,539 KB).
 */
async function wideParts(ch: ClickHouseAnalytics, database: string): Promise<void> {
  for (const table of await mergeTreeTables(ch, database)) {
    await ch.command('bench.wide', `ALTER TABLE ${table} MODIFY SETTING min_bytes_for_wide_part = 0`);
  }
}

/** The old schema: migration 001's book_snapshots statement, in its own database. */
async function createOldSchema(old: ClickHouseAnalytics): Promise<void> {
  const first = readMigrations(path.join(BENCH_ROOT, 'storage/clickhouse/migrations'))[0]!;
  const statement = splitStatements(first.sql).find((s) => s.includes('book_snapshots'))!;
  await old.command('bench.old', statement.replaceAll('{db}', OLD));
}

/** The rows the engine wrote before migration 003: the whole book after each change, one TabSeparated line each. */
function oldRows(
  rows: readonly {
    token: string;
    market: string;
    ts: number;
    bid: string | null;
    ask: string | null;
    bids: [string, string][];
    asks: [string, string][];
  }[],
): Buffer {
  let text = '';
  for (const r of rows) {
    const ts = new Date(r.ts).toISOString().replace('T', ' ').replace('Z', '');
    text += `venue_a\t${r.token}\t${r.market}\t${ts}\t${nullableDecimalField(r.bid)}\t${nullableDecimalField(r.ask)}\t${decimalPairsField(r.bids)}\t${decimalPairsField(r.asks)}\n`;
  }
  return Buffer.from(text);
}

/** The shipped slice's quotes (YES tokens) into both schemas, as the replay stores them. */
async function loadSlice(ch: ClickHouseAnalytics): Promise<number> {
  const quotes = sqlText(path.join(SLICE, 'quotes/*/*.parquet'));
  const markets = sqlText(path.join(SLICE, 'markets.parquet'));
  const source = `FROM file(${quotes}, Parquet) AS q
     INNER JOIN (
       SELECT slug, ${yesTokenIdSql('slug')} AS token_id, ${conditionIdSql('slug')} AS condition_id
       FROM (SELECT DISTINCT assumeNotNull(slug) AS slug FROM file(${markets}, Parquet) WHERE slug IS NOT NULL)
     ) AS ids ON ids.slug = assumeNotNull(q.slug)
     WHERE q.slug IS NOT NULL AND q.ts IS NOT NULL AND NOT ifNull(q.ask < q.bid, false)`;
  const ts = 'fromUnixTimestamp64Milli(intDiv(toUnixTimestamp64Micro(q.ts), 1000))';
  const prices = 'toDecimal32(toString(q.bid), 6), toDecimal32(toString(q.ask), 6)';
  await ch.command(
    'bench.slice',
    `INSERT INTO ${OLD}.book_snapshots SELECT 'venue_a', ids.token_id, ids.condition_id, ${ts}, ${prices}, [], [] ${source}`,
  );
  // The book store gets the same rows as migration 003 moves them: each a `quote` state.
  await ch.command(
    'bench.slice',
    `INSERT INTO ${NEW}.tokens (venue, token_id, market_id) SELECT DISTINCT venue, token_id, market_id FROM ${OLD}.book_snapshots`,
  );
  await ch.command(
    'bench.slice',
    `INSERT INTO ${NEW}.book_states (venue, token_id, ts, seq, kind, next_ts, best_bid, best_ask, bids, asks)
     SELECT venue, token_id, ts, 0, 'quote', NULL, best_bid, best_ask, [], [] FROM ${OLD}.book_snapshots`,
  );
  const [row] = await ch.query<{ n: string }>(
    'bench.slice',
    `SELECT count() AS n FROM ${OLD}.book_snapshots FINAL`,
  );
  return Number(row!.n);
}

/** A token of the synthetic sample: the recorded book under another token id, and its day of changes. */
function sampleToken(base: BookMessage, index: number, rate: number): ReturnType<typeof bookChangeStream> {
  const first: BookMessage = {
    ...base,
    token_id: `${base.token_id.slice(0, -6)}${String(index).padStart(6, '0')}`,
    market_id: `0xbench${index}`,
  };
  const meanGap = 1000 / rate;
  const changes = Math.round(DAY_MS / meanGap);
  // Exponential gaps around the class's mean; the whole day.
  const gap = (_i: number, u: number) => Math.floor(-Math.log(1 - u) * meanGap);
  return bookChangeStream(
    first,
    { start: DAY + (index % 997), gap, changes, bookEvery: 0, tradeShare: 0.05 },
    index + 1,
  );
}

interface Sample {
  changes: number;
  tokens: number;
  busiest: { tokenId: string; changes: number };
  perClass: string[];
}

/** The synthetic sample into both schemas: the engine's own writer for the book store, whole books for the old one. */
async function loadSynthetic(ch: ClickHouseAnalytics, old: ClickHouseAnalytics): Promise<Sample> {
  const base = recordedTrumpBook();
  const writer = new MarketStateWriter(ch, new MemoryHotState(), createLogger('silent'));
  const target = LIVE_CHANGES_PER_DAY / SCALE;
  const meanRate = CLASSES.reduce((s, c) => s + c.tokenShare * c.rate, 0);
  let index = 0;
  let changes = 0;
  let busiest = { tokenId: '', changes: 0 };
  const perClass: string[] = [];
  for (const c of CLASSES) {
    const share = (c.tokenShare * c.rate) / meanRate;
    const perToken = c.rate * 86_400;
    const tokens = Math.max(1, Math.round((target * share) / perToken));
    let classChanges = 0;
    for (let t = 0; t < tokens; t++) {
      const { messages, books } = sampleToken(base, index++, c.rate);
      for (let i = 0; i < messages.length; i += 5000) await writer.handle(messages.slice(i, i + 5000));
      const first = messages[0] as BookMessage;
      for (let i = 0; i < books.length; i += 5000) {
        const rows = books.slice(i, i + 5000).map(({ ts, book }) => ({
          token: first.token_id,
          market: first.market_id,
          ts,
          bid: book.bestBid,
          ask: book.bestAsk,
          bids: book.bids,
          asks: book.asks,
        }));
        await old.insertEncoded('bench.old', 'book_snapshots', {
          format: 'TabSeparated',
          body: oldRows(rows),
          rows: rows.length,
        });
      }
      classChanges += books.length;
      if (books.length > busiest.changes) busiest = { tokenId: first.token_id, changes: books.length };
    }
    changes += classChanges;
    perClass.push(
      `${c.name}: ${tokens} tokens × ~${Math.round(perToken).toLocaleString('en-US')} changes (${(100 * share).toFixed(0)}%)`,
    );
  }
  return { changes, tokens: index, busiest, perClass };
}

/** Old bucket read, as storage/clickhouse/book-history.ts ran it on book_snapshots before migration 003. */
async function oldBuckets(
  ch: ClickHouseAnalytics,
  tokenId: string,
  start: number,
  end: number,
  bucketMs: number,
): Promise<number> {
  const take = Math.floor(end / bucketMs) - Math.floor(start / bucketMs) + 2;
  const rows = await ch.query<unknown>(
    'bench.old.buckets',
    `SELECT intDiv(toUnixTimestamp64Milli(ts), {bucket: Int64}) AS b, toUnixTimestamp64Milli(ts) AS at, market_id,
            toString(best_bid) AS best_bid, toString(best_ask) AS best_ask,
            arrayMap(l -> (toString(l.1), toString(l.2)), bids) AS bids,
            arrayMap(l -> (toString(l.1), toString(l.2)), asks) AS asks
     FROM ${OLD}.book_snapshots
     WHERE venue = 'venue_a' AND token_id = {token: String} AND ts <= fromUnixTimestamp64Milli({end: Int64})
     ORDER BY ts DESC LIMIT 1 BY b LIMIT {take: UInt32}`,
    { token: tokenId, bucket: bucketMs, end, take },
  );
  return rows.length;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

const CODECS = [
  { name: 'LZ4 (default)', ts: 'LZ4', seq: 'LZ4', arrays: 'LZ4' },
  { name: 'ZSTD(1)', ts: 'ZSTD(1)', seq: 'ZSTD(1)', arrays: 'ZSTD(1)' },
  {
    name: 'DoubleDelta + ZSTD(1) / T64 + ZSTD(1) / ZSTD(1)',
    ts: 'DoubleDelta, ZSTD(1)',
    seq: 'T64, ZSTD(1)',
    arrays: 'ZSTD(1)',
  },
  {
    name: 'Delta + ZSTD(1) / T64 + ZSTD(1) / ZSTD(3) (migration 003)',
    ts: 'Delta, ZSTD(1)',
    seq: 'T64, ZSTD(1)',
    arrays: 'ZSTD(3)',
  },
  {
    name: 'Delta + ZSTD(1) / T64 + ZSTD(1) / ZSTD(6) (chosen: migration 006)',
    ts: 'Delta, ZSTD(1)',
    seq: 'T64, ZSTD(1)',
    arrays: 'ZSTD(6)',
  },
  {
    name: 'Delta + ZSTD(3) / T64 + ZSTD(1) / ZSTD(9)',
    ts: 'Delta, ZSTD(3)',
    seq: 'T64, ZSTD(1)',
    arrays: 'ZSTD(9)',
  },
];

/** book_deltas' rows under each codec set: compressed bytes of ts, seq and changes (wide parts: a compact part has no per-column sizes). */
async function codecs(ch: ClickHouseAnalytics): Promise<string[][]> {
  const out: string[][] = [];
  for (const [i, c] of CODECS.entries()) {
    const name = `${NEW}.codec_${i}`;
    await ch.command(
      'bench.codec',
      `CREATE TABLE ${name} (token_key UInt64, ts DateTime64(3, 'UTC') CODEC(${c.ts}), seq UInt16 CODEC(${c.seq}),
         changes Array(Tuple(side Enum8('bid' = 1, 'ask' = 2), price Decimal(9, 6), size Decimal(18, 6))) CODEC(${c.arrays}))
       ENGINE = MergeTree ORDER BY (token_key, ts, seq) SETTINGS min_bytes_for_wide_part = 0`,
    );
    await ch.command(
      'bench.codec',
      `INSERT INTO ${name} SELECT token_key, ts, seq, changes FROM ${NEW}.book_deltas`,
    );
    await ch.command('bench.codec', `OPTIMIZE TABLE ${name} FINAL`);
    const cols = await ch.query<{ name: string; bytes: string }>(
      'bench.codec',
      `SELECT column AS name, sum(column_data_compressed_bytes) AS bytes FROM system.parts_columns
       WHERE database = {db: String} AND table = {t: String} AND active GROUP BY column`,
      { db: NEW, t: `codec_${i}` },
    );
    const bytes = (n: string) => Number(cols.find((r) => r.name === n)?.bytes ?? 0);
    out.push([c.name, kb(bytes('ts')), kb(bytes('seq')), kb(bytes('changes'))]);
    await ch.command('bench.codec', `DROP TABLE ${name}`);
  }
  return out;
}

const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KiB`;
const gb = (bytes: number) => `${(bytes / 1e9).toLocaleString('en-US', { maximumFractionDigits: 2 })} GB`;
const perChange = (bytes: number, n: number) => `${(bytes / n).toFixed(1)} B`;

const NEW_TABLES = [
  'tokens',
  'book_states',
  'book_deltas',
  'trades',
  'price_ticks',
  'book_top_1m',
  'trade_ohlc_1m',
];

function newBytes(
  s: Map<string, TableSize>,
  without: string[] = [],
  field: 'bytes' | 'disk' = 'bytes',
): number {
  return NEW_TABLES.filter((t) => !without.includes(t)).reduce((sum, t) => sum + (s.get(t)?.[field] ?? 0), 0);
}

async function main(): Promise<void> {
  const m = machine();
  const dir = path.join(BENCH_CACHE, 'storage');
  rmSync(dir, { recursive: true, force: true });
  const ch = new ClickHouseAnalytics({ chdbPath: path.join(dir, 'chdb'), database: NEW });
  await ch.start();
  const old = new ClickHouseAnalytics({ chdbPath: path.join(dir, 'chdb'), database: OLD });
  await old.start();
  try {
    await migrateClickHouse(ch);
    await createOldSchema(old);
    await wideParts(ch, NEW);
    await wideParts(ch, OLD);

    // 1. The slice.
    const sliceChanges = await loadSlice(ch);
    await optimize(ch, OLD);
    await optimize(ch, NEW);
    const sliceOld = (await sizes(ch, OLD)).get('book_snapshots')!;
    const sliceNewSizes = await sizes(ch, NEW);
    const sliceNew = newBytes(sliceNewSizes);
    await ch.command('bench.reset', `TRUNCATE TABLE ${OLD}.book_snapshots`);
    for (const t of NEW_TABLES) await ch.command('bench.reset', `TRUNCATE TABLE ${NEW}.${t}`);

    // 2. The synthetic full-depth sample.
    const t0 = Date.now();
    const sample = await loadSynthetic(ch, old);
    const loadSeconds = (Date.now() - t0) / 1000;
    await optimize(ch, OLD);
    await optimize(ch, NEW);
    const synOld = (await sizes(ch, OLD)).get('book_snapshots')!;
    const synSizes = await sizes(ch, NEW);
    const tokenBytes = (synSizes.get('tokens')?.bytes ?? 0) / sample.tokens;
    const synNew = newBytes(synSizes, ['tokens']);
    const [checkpoints] = await ch.query<{ n: string }>(
      'bench.cp',
      `SELECT count() AS n FROM ${NEW}.book_states WHERE kind = 'checkpoint'`,
    );

    // 3. Reads: 1-minute buckets over the busiest token's day, old query and readBuckets alternating.
    const ref = { venue: 'venue_a', tokenId: sample.busiest.tokenId };
    const start = DAY;
    const end = DAY + DAY_MS - 1;
    const got = await readBuckets(ch, {
      ...ref,
      start,
      end,
      bucketMs: 60_000,
      order: 'ASC',
      limit: 1440,
      offset: 0,
    });
    const oldTimes: number[] = [];
    const newTimes: number[] = [];
    for (let i = 0; i < READS + 3; i++) {
      const o = await timed(() => oldBuckets(ch, ref.tokenId, start, end, 60_000));
      const n = await timed(() =>
        readBuckets(ch, { ...ref, start, end, bucketMs: 60_000, order: 'ASC', limit: 1440, offset: 0 }),
      );
      if (i >= 3) {
        oldTimes.push(o);
        newTimes.push(n);
      }
    }

    // 4. Codecs.
    const codecRows = await codecs(ch);

    const perDayOld = (synOld.bytes / sample.changes) * LIVE_CHANGES_PER_DAY;
    const perDayNew = (synNew / sample.changes) * LIVE_CHANGES_PER_DAY + tokenBytes * LIVE_TOKENS;
    const ratio = (a: number, b: number) => (a / b).toFixed(1);
    const oldP50 = percentile(oldTimes, 50);
    const newP50 = percentile(newTimes, 50);
    const detail = (s: Map<string, TableSize>) =>
      NEW_TABLES.filter((t) => (s.get(t)?.rows ?? 0) > 0)
        .map((t) => `${t} ${s.get(t)!.rows.toLocaleString('en-US')} rows ${kb(s.get(t)!.bytes)}`)
        .join('; ');
    const markdown = [
      '# Benchmark: order-book history storage and reads, old schema vs book store',
      '',
      'Produced by `npm run bench:storage` (bench/storage.ts); overwritten per run. Bytes are the compressed',
      'column data of the active parts after OPTIMIZE FINAL, all written wide as a large table’s parts are (chDB; `bytes_on_disk` adds per-part files and marks that',
      'do not grow with the rows: given in brackets), the book store counted with every table it writes (tokens,',
      'book_states with checkpoints, book_deltas, trades, the rollups).',
      '',
      machineTable(m),
      '',
      table(
        ['data', 'changes', 'old: book_snapshots', 'new: book store', 'old / new', 'goal'],
        [
          [
            `shipped slice (1 day, top of book, YES tokens)`,
            sliceChanges.toLocaleString('en-US'),
            `${kb(sliceOld.bytes)} (${perChange(sliceOld.bytes, sliceChanges)}/change) [${kb(sliceOld.disk)}]`,
            `${kb(sliceNew)} (${perChange(sliceNew, sliceChanges)}/change) [${kb(newBytes(sliceNewSizes, [], 'disk'))}]`,
            ratio(sliceOld.bytes, sliceNew),
            '',
          ],
          [
            '… the slice without the 1-minute rollup',
            '',
            '',
            `${kb(newBytes(sliceNewSizes, ['book_top_1m']))}`,
            ratio(sliceOld.bytes, newBytes(sliceNewSizes, ['book_top_1m'])),
            '',
          ],
          [
            `synthetic full-depth sample (1/${SCALE} of a live day)`,
            sample.changes.toLocaleString('en-US'),
            `${kb(synOld.bytes)} (${perChange(synOld.bytes, sample.changes)}/change) [${kb(synOld.disk)}]`,
            `${kb(synNew)} (${perChange(synNew, sample.changes)}/change) [${kb(newBytes(synSizes, ['tokens'], 'disk'))}]`,
            ratio(synOld.bytes, synNew),
            '',
          ],
          [
            '… uncompressed (what the old rows are before LZ4)',
            '',
            `${kb(synOld.uncompressed)} (${perChange(synOld.uncompressed, sample.changes)}/change)`,
            '',
            ratio(synOld.uncompressed, synNew),
            '',
          ],
          [
            'live full-depth day, extrapolated (259.2M changes, 300k tokens)',
            LIVE_CHANGES_PER_DAY.toLocaleString('en-US'),
            gb(perDayOld),
            gb(perDayNew),
            ratio(perDayOld, perDayNew),
            `≥ ${GOAL_RATIO}×: ${perDayOld / perDayNew >= GOAL_RATIO ? 'met' : 'not met'}`,
          ],
        ],
      ),
      '',
      table(
        ['read: 1-minute buckets over 24 h of the busiest sample token', 'runs', 'p50', 'p99', 'goal'],
        [
          [
            `old: LIMIT 1 BY bucket over book_snapshots (${sample.busiest.changes.toLocaleString('en-US')} whole books)`,
            String(oldTimes.length),
            ms(oldP50),
            ms(percentile(oldTimes, 99)),
            '',
          ],
          [
            `new: readBuckets (${got.length} books at bucket ends)`,
            String(newTimes.length),
            ms(newP50),
            ms(percentile(newTimes, 99)),
            `p50 ≤ ${GOAL_READ_MS} ms: ${newP50 <= GOAL_READ_MS ? 'met' : 'not met'}`,
          ],
          ['ratio new p50 / old p50', '', (newP50 / oldP50).toFixed(2), '', ''],
        ],
      ),
      '',
      table(['book_deltas under codecs (ts / seq / changes)', 'ts', 'seq', 'changes'], codecRows),
      '',
      `Sample: ${sample.tokens} tokens, ${sample.perClass.join('; ')}; ${Number(checkpoints!.n).toLocaleString('en-US')} checkpoints; loaded in ${loadSeconds.toFixed(0)} s.`,
      `Book store, slice: ${detail(sliceNewSizes)}.`,
      `Book store, sample: ${detail(synSizes)}.`,
      'Per day = bytes per change of the sample × 259.2M (+ tokens: bytes per token × 300,000 for the book store).',
      'The machine is shared: the ratios, measured in the same run, are the figures to compare.',
    ].join('\n');
    console.log(markdown);
    console.log(`\nwritten to ${writeResult('storage.md', markdown)}`);
  } finally {
    await old.stop();
    await ch.stop();
  }
}

await main();
