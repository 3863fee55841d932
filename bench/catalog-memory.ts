// The catalog read model's memory and the cost of a change (issues 18 item 6, 19 item 5).
//
//   node --expose-gc --import tsx bench/catalog-memory.ts [--cache load] [--changes 2000]
//
// Opens a chDB directory of .bench-cache built by bench:load (`load`) or bench:listing
// (`listing-catalog`): the full order-book dataset's 164,709 markets plus the 100 recorded Kalshi
// markets. `--cache catalog` builds (once, in about a minute) a directory holding that catalog
// alone, without reading the quote files: the same markets, events, texts and ids, other prices
// (bench/support/dataset-catalog.ts). In one process: heap used (after a full GC) before and after the catalog read model's
// first load — the memory the model holds —, the load time, and then --changes markets written
// again with a newer version, which the running model picks up as changes: the longest the event
// loop was held meanwhile, against the time of a full rebuild.
// Printed and written to bench/results/catalog-memory.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createLogger } from '../core/logger.ts';
import type { MarketMessage } from '../core/market-data.ts';
import { CatalogReadModel } from '../engine/market-queries/catalog-read-model.ts';
import { CatalogSnapshot } from '../engine/market-queries/catalog-snapshot.ts';
import { catalogRow } from '../engine/market-data/catalog-writer.ts';
import { insertCatalogRows, loadCatalogMessages } from '../storage/clickhouse/catalog.ts';
import { datasetCatalogMessages } from './support/dataset-catalog.ts';
import { cachedChdb } from './support/load-dataset.ts';
import { BENCH_CACHE, machine, machineTable, table, writeResult } from './support/load-report.ts';

const { values: args } = parseArgs({
  options: { cache: { type: 'string', default: 'load' }, changes: { type: 'string', default: '2000' } },
});
const CHANGES = Number(args.changes);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

// Measured a turn of the event loop later: the rows of the load query (≈ 300 MB of JSON text for the
// full catalog) stay reachable until the worker's reply has been let go, and a measurement taken
// right after start() counted them as held (724 MB on 2026-11-25, of which ≈ 420 MB was the model).
const heapMb = async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
// Typed arrays keep their contents outside the heap (the search index's single postings, its
// document flags): reported beside the heap, read right after a heapMb() (after its GC).
const buffersMb = () => process.memoryUsage().arrayBuffers / 2 ** 20;

const m = machine();
if (args.cache !== 'catalog' && !existsSync(path.join(BENCH_CACHE, args.cache, 'built.json'))) {
  // Checked here: cachedChdb clears a directory without a completed build (one being built, say).
  throw new Error(`.bench-cache/${args.cache} is not built: run npm run bench:load (or bench:listing) first`);
}
const { analytics } = await cachedChdb(args.cache, async (ch) => {
  const all = await datasetCatalogMessages();
  for (let i = 0; i < all.length; i += 10_000)
    await insertCatalogRows(ch, all.slice(i, i + 10_000).map(catalogRow));
  await ch.command('bench.optimize', `OPTIMIZE TABLE ${ch.table('markets')} FINAL`);
  return { markets: all.length };
});
const log = createLogger('warn');
const before = await heapMb();
const beforeBuffers = buffersMb();
const model = new CatalogReadModel(analytics, log, { refreshMs: 3_600_000 });
const t0 = Date.now();
await model.start();
const loadMs = Date.now() - t0;
const after = await heapMb();
const afterBuffers = buffersMb();
const snapshot = model.current();
const markets = snapshot.marketCount;

// Changes: CHANGES markets spread over the catalog, a newer version with another volume.
const messages = (await loadCatalogMessages(analytics)).map((j) => JSON.parse(j) as MarketMessage);
/** Writes the markets with `volume` set, has the model pick them up: time, event-loop holds, how many applied. */
async function changeAndFollow(markets: readonly MarketMessage[], volume: string) {
  const written = markets.map(
    (msg) => ({ ...msg, source_ts: msg.source_ts + 1, market: { ...msg.market, volume } }) as MarketMessage,
  );
  await insertCatalogRows(analytics, written.map(catalogRow));
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const t = Date.now();
  await model.refresh();
  const ms = Date.now() - t;
  delay.disable();
  const applied = written.filter(
    (c) => snapshot.market(c.venue, c.market.market_id)?.market.data.volume === volume,
  ).length;
  return { ms, applied, written, maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 };
}
const step = Math.max(1, Math.floor(messages.length / CHANGES));
const first = await changeAndFollow(messages.filter((_, i) => i % step === 0).slice(0, CHANGES), '1234.5');
// For comparison: a full rebuild of the same catalog (what every version cost before).
const rebuildMs = ((): number => {
  const t2 = Date.now();
  new CatalogSnapshot('full', messages).warmSearch();
  return Date.now() - t2;
})();
messages.length = 0;
// Every sort order a listing can ask for (built on first use, then kept), measured after the changes
// (kept current by them once built: measured without, as before) and the rebuild, let go first.
for (const venue of ['all', 'venue_a', 'venue_b'] as const) {
  for (const sort of ['volume', 'liquidity', 'created_at', 'ends_at', 'newest'] as const) {
    for (const order of ['ASC', 'DESC'] as const) snapshot.list({ venue, sort, order, limit: 1, offset: 0 });
  }
}
const withOrders = await heapMb();
const withOrdersBuffers = buffersMb();
// The same markets changed once more, now that listings have built the sort orders (what a live
// catalog meets): the orders note the changes (catalog-snapshot.ts noteInOrders, folded).
const again = await changeAndFollow(first.written, '2345.5');
// The next listing of each order folds the changes into it: the longest of those 30 first reads.
let foldMs = 0;
for (const venue of ['all', 'venue_a', 'venue_b'] as const) {
  for (const sort of ['volume', 'liquidity', 'created_at', 'ends_at', 'newest'] as const) {
    for (const order of ['ASC', 'DESC'] as const) {
      const t4 = performance.now();
      snapshot.list({ venue, sort, order, limit: 1, offset: 0 });
      foldMs = Math.max(foldMs, performance.now() - t4);
    }
  }
}
await model.stop();
await analytics.stop();

const rows = [
  ['markets in the catalog', markets.toLocaleString('en-US')],
  ['events', snapshot.events.length.toLocaleString('en-US')],
  ['heap used before the first load (after GC)', `${before.toFixed(0)} MB`],
  ['heap used after the first load (after GC)', `${after.toFixed(0)} MB`],
  [
    'the read model holds',
    `${(after - before).toFixed(0)} MB (${(((after - before) * 2 ** 20) / markets).toFixed(0)} bytes per market)`,
  ],
  [
    'after the changes, with the 30 sort orders built (first listings)',
    `${(withOrders - before).toFixed(0)} MB (${(((withOrders - before) * 2 ** 20) / markets).toFixed(0)} bytes per market)`,
  ],
  [
    'array buffers held beside the heap (typed arrays)',
    `${(afterBuffers - beforeBuffers).toFixed(1)} MB after the first load, ${(withOrdersBuffers - beforeBuffers).toFixed(1)} MB with the sort orders`,
  ],
  ['first load (query, parse, index)', `${(loadMs / 1000).toFixed(1)} s`],
  [
    'changes written',
    `${CHANGES.toLocaleString('en-US')} markets (newer version), applied ${first.applied.toLocaleString('en-US')}`,
  ],
  [
    'picked up and applied (one refresh, in slices of ≤ 50 changes)',
    `${first.ms} ms; longest hold of the event loop meanwhile ${first.maxMs.toFixed(1)} ms (p99 ${first.p99Ms.toFixed(1)} ms)`,
  ],
  [
    'the same markets changed again, with the 30 sort orders built (one refresh)',
    `${again.ms} ms for ${again.applied.toLocaleString('en-US')} applied; longest hold of the event loop ${again.maxMs.toFixed(1)} ms (p99 ${again.p99Ms.toFixed(1)} ms); then the first listing of each order (folds the changes in) ${foldMs.toFixed(1)} ms at most`,
  ],
  [
    'a full rebuild of the same catalog (the old way, per version)',
    `${rebuildMs} ms in one piece (query and parse not counted)`,
  ],
];
const markdown = `# Benchmark: the catalog read model's memory and changes

Produced by \`node --expose-gc --import tsx bench/catalog-memory.ts\` (bench/catalog-memory.ts); overwritten per run.

${machineTable(m)}

${table(['', ''], rows)}
`;
console.log(markdown);
console.log(writeResult('catalog-memory.md', markdown));
