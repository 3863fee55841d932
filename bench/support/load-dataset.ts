// The full order-book dataset (../shared/data/polymarket-orderbook-dataset) loaded into a chDB
// directory under .bench-cache/, once: later runs open the directory as it is. chDB binds one data
// directory per process, so each benchmark process opens exactly one of these.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ID_NAMESPACE, conditionIdOf, tokenIdOf } from '../../ingest/replay/ids.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import { requireShared } from '../../harness/data/shared-data.ts';
import { BENCH_CACHE, SHARED_DATA } from './load-report.ts';

export const DATASET_DIR = path.join(SHARED_DATA, 'polymarket-orderbook-dataset');
export const BENCH_DATABASE = 'bench';

export function requireDataset(): void {
  for (const file of ['markets.parquet', 'quotes']) {
    requireShared(`polymarket-orderbook-dataset/${file}`, 'this benchmark (the full order-book dataset)');
  }
}

/** The dataset's days (its quotes/dt=YYYY-MM-DD directories), in order. */
export function quoteDays(): string[] {
  return readdirSync(path.join(DATASET_DIR, 'quotes'))
    .filter((d) => d.startsWith('dt='))
    .map((d) => d.slice(3))
    .sort();
}

/** The dataset's most-quoted market and its recorded snapshots (`n_snaps`; ties: the first slug). */
export async function mostQuoted(ch: ClickHouseAnalytics): Promise<{ slug: string; n: string }> {
  const markets = sqlText(path.join(DATASET_DIR, 'markets.parquet'));
  const [top] = await ch.query<{ slug: string; n: string }>(
    'bench.top',
    `SELECT slug, n_snaps AS n FROM file(${markets}, Parquet) ORDER BY n_snaps DESC, slug ASC LIMIT 1`,
  );
  if (!top) throw new Error('markets.parquet names no market');
  return top;
}

/** SQL string literal (single quotes doubled) for text we control (paths, the id namespace). */
export function sqlText(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * ingest/replay/ids.ts in SQL: the YES token id is the uint256 whose big-endian bytes are
 * sha256(namespace:token:slug:yes), in decimal; reinterpretAsUInt256 reads little-endian, hence the
 * reverse. The condition id is 0x + the lower-case hex sha256 of namespace:condition:slug.
 */
export function yesTokenIdSql(slug: string): string {
  return `toString(reinterpretAsUInt256(reverse(SHA256(concat(${sqlText(`${ID_NAMESPACE}:token:`)}, ${slug}, ':yes')))))`;
}

export function conditionIdSql(slug: string): string {
  return `concat('0x', lower(hex(SHA256(concat(${sqlText(`${ID_NAMESPACE}:condition:`)}, ${slug})))))`;
}

/** Throws unless the SQL derivation gives the replay's ids for these slugs. */
export async function verifyDerivedIds(ch: ClickHouseAnalytics, slugs: readonly string[]): Promise<void> {
  for (const slug of slugs) {
    const [row] = await ch.query<{ token: string; condition: string }>(
      'bench.ids',
      `SELECT ${yesTokenIdSql('{slug: String}')} AS token, ${conditionIdSql('{slug: String}')} AS condition`,
      { slug },
    );
    if (row?.token !== tokenIdOf(slug, 'yes') || row.condition !== conditionIdOf(slug)) {
      throw new Error(
        `SQL id derivation differs from ingest/replay/ids.ts for ${slug}: ${JSON.stringify(row)} vs ${tokenIdOf(slug, 'yes')} ${conditionIdOf(slug)}`,
      );
    }
  }
}

export interface CachedChdb {
  analytics: ClickHouseAnalytics;
  /** What the build step reported, stored beside the directory. */
  info: Record<string, unknown>;
  /** True when this run built the directory. */
  built: boolean;
}

/**
 * Opens .bench-cache/<name>/chdb, building it first when no completed build is recorded there (a
 * build interrupted half-way is discarded and redone).
 */
export async function cachedChdb(
  name: string,
  build: (ch: ClickHouseAnalytics) => Promise<Record<string, unknown>>,
): Promise<CachedChdb> {
  const dir = path.join(BENCH_CACHE, name);
  const marker = path.join(dir, 'built.json');
  const chdbPath = path.join(dir, 'chdb');
  const built = !existsSync(marker);
  if (built) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const analytics = new ClickHouseAnalytics({ chdbPath, database: BENCH_DATABASE });
  await analytics.start();
  await migrateClickHouse(analytics);
  if (!built)
    return { analytics, info: JSON.parse(readFileSync(marker, 'utf8')) as Record<string, unknown>, built };
  const info = { ...(await build(analytics)), builtAt: new Date().toISOString() };
  writeFileSync(marker, `${JSON.stringify(info, null, 2)}\n`);
  return { analytics, info, built };
}

/**
 * Every quote of the dataset as a venue_a `quote` state of the market's YES token, the way the
 * replay and the engine store it (source `recording`, as the replay labels it) (top of book: best bid/ask as exact decimals, no depth; ts in ms;
 * the token's market = the derived condition id, in `tokens`), one day file at a time. The replay
 * also writes the NO token (the complement prices); this load writes the YES token only. Crossed
 * quotes (ask < bid) are left out, as the replay dead-letters them. Ids are derived once per slug
 * (164,709 hashes, not 145M) and joined in.
 *
 * The 1-minute rollup (book_top_1m) is filled the way its view would fill it, but not by the view:
 * the view hashes each inserted block by token and minute, and every quote here is a group of its
 * own (one poll every ~2 min); migration 003's view did so into argMax/argMin states with a Tuple
 * key and a Nullable value, ClickHouse's generic (slow) kind of state. On one day (5.6M rows) the view took 95 of the
 * load's 98 s (3.6 s without it); the full dataset took 5,429 s, against 220 s into the old
 * book_snapshots table. So the view is detached for the load, each day is staged in a table sorted
 * like book_states, and the view's own SELECT (read from system.tables) runs on the staged day,
 * aggregating in key order: the same rows aggregated by the same query, one INSERT a day as before.
 * That day: 41 s, and byte-identical book_states, book_top_1m (raw states) and tokens; the full
 * dataset 1,424 s (1,278 s of it the rollup: the states are generic whatever fills them). Those
 * figures are of migration 003's rollup; with migration 005's (two Tuple states keyed by a UInt32)
 * the full load took 1,452 s, 1,153 s of it the rollup (2026-11-28): its states are still generic
 * (a Tuple value), and here every quote is a minute of its own. Migration 007's rollup is plain
 * min/max columns: on one host (2026-11-28) the full load took 316 s, 247 s of it the rollup,
 * against 556 s and 484 s with 005's.
 */
export async function loadBookSnapshots(
  ch: ClickHouseAnalytics,
  days?: readonly string[],
): Promise<Record<string, unknown>> {
  const markets = sqlText(path.join(DATASET_DIR, 'markets.parquet'));
  const states = ch.table('book_states');
  const view = ch.table('book_top_1m_states');
  const staged = ch.table('bench_load_day');
  const rollup = await rollupOf(ch, states, staged);
  const t0 = Date.now();
  const seconds = { stage: 0, states: 0, rollup: 0 };
  const timed = async (step: keyof typeof seconds, sql: string) => {
    const t = Date.now();
    await ch.command('bench.load', sql);
    seconds[step] += (Date.now() - t) / 1000;
  };
  await ch.command(
    'bench.load',
    `CREATE TABLE IF NOT EXISTS ${staged} AS ${states} ENGINE = MergeTree ORDER BY (token_key, ts, seq, kind)`,
  );
  await ch.command('bench.load', `DETACH TABLE ${view}`);
  try {
    for (const day of days ?? quoteDays()) {
      const quotes = sqlText(path.join(DATASET_DIR, `quotes/dt=${day}/*.parquet`));
      await ch.command('bench.load', `TRUNCATE TABLE ${staged}`);
      await timed(
        'stage',
        `INSERT INTO ${staged} (venue, token_id, ts, seq, kind, next_ts, best_bid, best_ask, bids, asks, source)
         SELECT 'venue_a', ids.token_id,
                fromUnixTimestamp64Milli(intDiv(toUnixTimestamp64Micro(q.ts), 1000)), 0, 'quote', NULL,
                toDecimal32(toString(q.bid), 6), toDecimal32(toString(q.ask), 6), [], [], 'recording'
         FROM file(${quotes}, Parquet) AS q
         INNER JOIN (
           SELECT slug, ${yesTokenIdSql('slug')} AS token_id, ${conditionIdSql('slug')} AS condition_id
           FROM (SELECT DISTINCT assumeNotNull(slug) AS slug FROM file(${markets}, Parquet) WHERE slug IS NOT NULL)
         ) AS ids ON ids.slug = assumeNotNull(q.slug)
         WHERE q.slug IS NOT NULL AND q.ts IS NOT NULL AND NOT ifNull(q.ask < q.bid, false)
         SETTINGS min_insert_block_size_rows = 4000000, min_insert_block_size_bytes = 0`,
      );
      await timed(
        'states',
        `INSERT INTO ${states} (${STATE_COLUMNS}) SELECT ${STATE_COLUMNS} FROM ${staged}
         SETTINGS min_insert_block_size_rows = 4000000, min_insert_block_size_bytes = 0`,
      );
      await timed('rollup', rollup);
    }
  } finally {
    await ch.command('bench.load', `ATTACH TABLE ${view}`);
  }
  await ch.command('bench.load', `DROP TABLE ${staged}`);
  await ch.command(
    'bench.load',
    `INSERT INTO ${ch.table('tokens')} (venue, token_id, market_id)
     SELECT 'venue_a', ${yesTokenIdSql('slug')}, ${conditionIdSql('slug')}
     FROM (SELECT DISTINCT assumeNotNull(slug) AS slug FROM file(${markets}, Parquet) WHERE slug IS NOT NULL)`,
  );
  const insertSeconds = (Date.now() - t0) / 1000;
  // One part per month partition, as a table that has been merging for a while would have.
  const t1 = Date.now();
  await ch.command('bench.optimize', `OPTIMIZE TABLE ${ch.table('book_states')} FINAL`);
  const optimizeSeconds = (Date.now() - t1) / 1000;
  const [count] = await ch.query<{ n: string }>(
    'bench.count',
    `SELECT count() AS n FROM ${ch.table('book_states')}`,
  );
  return {
    rows: Number(count?.n ?? 0),
    insertSeconds,
    stepSeconds: seconds,
    optimizeSeconds,
    ...(days ? { days } : {}),
  };
}

const STATE_COLUMNS = 'token_key, ts, seq, kind, next_ts, best_bid, best_ask, bids, asks, source';

/**
 * The rollup view's INSERT, reading `staged` instead of `states`. In key order on one thread (on
 * one day: 13 s; 29 s on two threads, which merge their partial generic states; 43 s hashed), and
 * without the insert-time merge, which has nothing to merge: GROUP BY already gave one row a key.
 */
async function rollupOf(ch: ClickHouseAnalytics, states: string, staged: string): Promise<string> {
  const [view] = await ch.query<{ select: string }>(
    'bench.load.view',
    `SELECT as_select AS select FROM system.tables WHERE database = {db: String} AND name = 'book_top_1m_states'`,
    { db: ch.database },
  );
  const select = view?.select ?? '';
  if (!select.includes(`FROM ${states} `))
    throw new Error(`book_top_1m_states does not read ${states}: ${select}`);
  return `INSERT INTO ${ch.table('book_top_1m')} (token_key, minute, open, close, mid_high, mid_low, changes)
          ${select.replace(`FROM ${states} `, `FROM ${staged} `)}
          SETTINGS optimize_aggregation_in_order = 1, max_threads = 1, optimize_on_insert = 0, min_insert_block_size_rows = 4000000, min_insert_block_size_bytes = 0`;
}
