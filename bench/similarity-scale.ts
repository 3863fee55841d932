// Scale of engine/similarity: a full pass over a 150,000-market catalog and the incremental cost of
// one new market.
//
//   node --import tsx bench/similarity-scale.ts [--markets 150000]
//
// The catalog is built from real records in ../shared/data (read at run time; the benchmark stops
// with an explanation when they are absent):
// - venue_a: questions of the Polymarket order-book dataset (markets.parquet, 164,709 real
//   markets, CC BY 4.0 — "Polymarket Order Book Dataset (2026), Dinesh Gopalakrishnan. Licensed
//   under CC BY 4.0."), ~98% sports, with categories; the end date is the date in the market slug
//   (else its last quote). No event records exist there, so the event title is empty.
// - venue_b: the 860 Kalshi markets of the 2026-03-01 cross-venue catalog and the 100 recorded
//   Kalshi API markets, each also replicated 10 times with a documented perturbation (every year in
//   its texts and its close time moved k = 1..10 years on: near-duplicates that share every name,
//   the worst case for candidate generation); the rest of venue_b is order-book questions that are
//   not on venue_a (a stand-in for Kalshi's sports catalog: the same leagues, other markets).
// Venue shares: 80% venue_a, 20% venue_b.
//
// Printed: the full pass (SimilarityIndex.load into an empty index, a rebuild: features,
// indexing, game blocking, text candidates and scoring in one settle), a further settle on the
// full catalog, the incremental upsert of 200 markets not in the
// catalog (median, p99, max), peak RSS, the load average, and ratios against baselines measured
// in the same run: a plain tokenisation pass over the same titles (lower case, split on
// non-alphanumerics, a term-count map per market: the least any pass over the texts costs on this
// machine at this moment), all-pairs comparisons, and the same upserts into a catalog ten times
// smaller (the cost should not grow with the catalog).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import type { KalshiMarketMessage, MarketMessage } from '../core/market-data.ts';
import { contractOf } from '../engine/similarity/contract/index.ts';
import { extractFeatures, resolutionTerms, scorePair, SimilarityIndex } from '../engine/similarity/index.ts';
import { parseKalshiMarkets } from '../venues/kalshi/index.ts';
import { loadCatalogs, looseMessage } from '../harness/data/cross-venue.ts';
import { requireShared, sharedData } from '../harness/data/shared-data.ts';

const SHARED = sharedData;
const MARKETS_PARQUET = path.join(SHARED, 'polymarket-orderbook-dataset/markets.parquet');
const KALSHI_SAMPLES = path.join(SHARED, 'kalshi-api-samples/kalshi_markets.json');
const REPLICAS = 10;
const NEW_MARKETS = 200;
const RECALL_SAMPLE = 20;

function need(file: string): string {
  return requireShared(path.relative(SHARED, file), 'the scale benchmark (its catalog)');
}

interface DatasetRow {
  slug: string;
  question: string;
  category: string | null;
  last_ts: Date | string | null;
}

async function datasetRows(): Promise<DatasetRow[]> {
  const file = await asyncBufferFromFile(need(MARKETS_PARQUET));
  return (await parquetReadObjects({
    file,
    compressors,
    columns: ['slug', 'question', 'category', 'last_ts'],
  })) as DatasetRow[];
}

function endOf(row: DatasetRow): string | null {
  const day = /(\d{4}-\d{2}-\d{2})/.exec(row.slug)?.[1];
  if (day) return `${day}T23:59:00Z`;
  return row.last_ts ? new Date(row.last_ts).toISOString() : null;
}

function datasetMessage(row: DatasetRow, venue: 'venue_a' | 'venue_b'): MarketMessage {
  const m = looseMessage({
    venue,
    id: row.slug,
    question: row.question,
    endsAt: endOf(row),
    category: row.category,
  });
  // On venue_a the real Polymarket slug: game markets ("nba-hou-det-2026-01-24-…") are read as
  // game contracts and go through the blocking path, as they would live.
  return venue === 'venue_a' ? ({ ...m, market: { ...m.market, slug: row.slug } } as MarketMessage) : m;
}

/** A Kalshi market moved k years on: every year in its texts and its close time. */
function shifted(m: KalshiMarketMessage, k: number): KalshiMarketMessage {
  const years = (s: string) => s.replace(/\b(20\d\d)\b/g, (y) => String(Number(y) + k));
  const time = (iso: string | null) => {
    if (!iso) return iso;
    const d = new Date(iso);
    d.setUTCFullYear(d.getUTCFullYear() + k);
    return d.toISOString();
  };
  const ticker = `${m.market.ticker}-R${k}`;
  return {
    ...m,
    event: {
      ...m.event,
      event_id: `${m.event.event_id}-R${k}`,
      title: years(m.event.title),
      sub_title: years(m.event.sub_title),
      ends_at: time(m.event.ends_at),
    },
    market: {
      ...m.market,
      market_id: ticker,
      ticker,
      question: years(m.market.question),
      outcome: years(m.market.outcome),
      ends_at: time(m.market.ends_at),
      left_token_id: `${ticker}:yes`,
      right_token_id: `${ticker}:no`,
    },
  };
}

function kalshiRecords(): KalshiMarketMessage[] {
  const samples = parseKalshiMarkets(readFileSync(need(KALSHI_SAMPLES), 'utf8'), {
    receivedAt: Date.parse('2025-10-31T00:00:00Z'),
  });
  if (!samples.ok) throw new Error(`Kalshi samples: ${samples.reason}`);
  // The recorded samples and the catalog share a few markets (KXBOND-30-*): keep one of each.
  const byTicker = new Map<string, KalshiMarketMessage>();
  for (const m of [...loadCatalogs().kalshi, ...samples.value.items])
    if (!byTicker.has(m.market.ticker)) byTicker.set(m.market.ticker, m);
  return [...byTicker.values()];
}

/** The baseline: every market's question and event title tokenised plainly into a term-count map. */
function plainTokenisation(markets: readonly MarketMessage[]): number {
  const start = performance.now();
  let terms = 0;
  for (const m of markets) {
    const counts = new Map<string, number>();
    for (const t of `${m.market.question} ${m.event.title}`.toLowerCase().split(/[^a-z0-9]+/))
      if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
    terms += counts.size;
  }
  if (terms === 0) throw new Error('no terms');
  return (performance.now() - start) / 1000;
}

const cpuSeconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6;

const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (x: number) => `${x.toFixed(2)} ms`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

export interface Catalog {
  markets: MarketMessage[];
  fresh: MarketMessage[];
  venueA: number;
  venueB: number;
  realKalshi: number;
}

export async function buildCatalog(total: number): Promise<Catalog> {
  const rows = await datasetRows();
  const kalshi = kalshiRecords();
  const venueA = Math.round(total * 0.8);
  const venueB = total - venueA;
  // Deterministic interleave: venue_a takes 4 rows in 5, the held-out fifth feeds venue_b.
  const aRows: DatasetRow[] = [];
  const heldOut: DatasetRow[] = [];
  rows.forEach((r, i) => (i % 5 === 4 ? heldOut : aRows).push(r));
  const replicas = kalshi.flatMap((m) => Array.from({ length: REPLICAS }, (_, k) => shifted(m, k + 1)));
  const bKalshi = [...kalshi, ...replicas].slice(0, venueB);
  const bDataset = heldOut.slice(0, venueB - bKalshi.length);
  const markets: MarketMessage[] = [
    ...aRows.slice(0, venueA).map((r) => datasetMessage(r, 'venue_a')),
    ...bKalshi,
    ...bDataset.map((r) => datasetMessage(r, 'venue_b')),
  ];
  // New markets for the incremental measure: dataset rows on neither side yet, and Kalshi
  // markets moved 11 years on, alternating venues.
  const spareA = aRows.slice(venueA);
  const spareB = heldOut.slice(bDataset.length);
  const fresh: MarketMessage[] = [];
  for (let i = 0; fresh.length < NEW_MARKETS; i++) {
    if (i % 4 === 0)
      fresh.push(shifted(kalshi[i % kalshi.length]!, REPLICAS + 1 + Math.floor(i / kalshi.length)));
    else if (i % 4 === 1 && spareB[i]) fresh.push(datasetMessage(spareB[i]!, 'venue_b'));
    else fresh.push(datasetMessage(spareA[i] ?? rows[i]!, 'venue_a'));
  }
  return { markets, fresh, venueA, venueB, realKalshi: kalshi.length };
}

function timeUpserts(index: SimilarityIndex, fresh: MarketMessage[]): number[] {
  const times: number[] = [];
  for (const m of fresh) {
    const t = performance.now();
    index.upsert(m);
    times.push(performance.now() - t);
  }
  for (const m of fresh) index.remove(`${m.venue}:${m.market.market_id}`);
  return times.sort((x, y) => x - y);
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({ options: { markets: { type: 'string', default: '150000' } } });
  const total = Number(args.markets);
  const t0 = performance.now();
  const catalog = await buildCatalog(total);
  const t1 = performance.now();
  console.log(
    `Similarity scale benchmark: ${catalog.markets.length} markets (venue_a ${catalog.venueA} order-book dataset questions; venue_b ${catalog.venueB}: ${catalog.realKalshi} distinct real Kalshi markets, ${catalog.realKalshi * REPLICAS} year-shifted replicas, the rest held-out dataset questions). Catalog built in ${(t1 - t0).toFixed(0)} ms.`,
  );
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}; load average (1/5/15 min) at start ${loadAverage()}\n`,
  );
  const baselineCpu = process.cpuUsage();
  const baseline = plainTokenisation(catalog.markets);
  const baselineCpuS = cpuSeconds(process.cpuUsage(baselineCpu));

  const tf = performance.now();
  for (const m of catalog.markets.slice(0, 20_000)) extractFeatures(m);
  const perFeature = (performance.now() - tf) / 20_000;
  // The same-contract verdict's reading of every market's terms (rules, Kalshi's structured strike
  // and sources, the race), part of every upsert: its own share of the full pass.
  const tt = performance.now();
  const termsCpu = process.cpuUsage();
  for (const m of catalog.markets) resolutionTerms(m);
  const termsS = (performance.now() - tt) / 1000;
  const termsCpuS = cpuSeconds(process.cpuUsage(termsCpu));

  // Baseline for the incremental cost: the same upserts into a catalog ten times smaller.
  const small = new SimilarityIndex();
  for (const m of catalog.markets.filter((_, i) => i % 10 === 0)) small.upsert(m);
  const smallTimes = timeUpserts(small, catalog.fresh);

  // The full pass as a rebuild: load() upserts every market (game and proposition pairs through
  // their blocks) and scores the text pairs once, in the settle that ends it.
  const index = new SimilarityIndex();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  index.load(catalog.markets);
  const full = (performance.now() - start) / 1000;
  const fullCpu = process.cpuUsage(cpuStart);
  // …and the settle alone on the full catalog, as the writer runs it when a tenth has changed.
  const startSettle = performance.now();
  index.settle();
  const settle = (performance.now() - startSettle) / 1000;
  const games = catalog.markets.filter((m) => contractOf(m) !== null).length;
  const stats = index.stats();
  // Candidate recall against exhaustive scoring, on a sample of the new markets: every market of
  // the other venue scored on demand (scoreOf), pairs ≥ 0.8 compared with what upsert found.
  const sample = catalog.fresh.filter((_, i) => i % 10 === 1).slice(0, RECALL_SAMPLE);
  let exhaustive = 0;
  let retrieved = 0;
  let scored = 0;
  const te = performance.now();
  for (const m of sample) {
    const key = `${m.venue}:${m.market.market_id}`;
    const found = new Set(
      index
        .upsert(m)
        .pairs.filter((p) => p.similarity >= 0.8)
        .map((p) => (m.venue === 'venue_a' ? p.venue_b.key : p.venue_a.key)),
    );
    for (const other of catalog.markets) {
      if (other.venue === m.venue) continue;
      const otherKey = `${other.venue}:${other.market.market_id}`;
      scored++;
      if ((index.scoreOf(key, otherKey)?.similarity ?? 0) >= 0.8) {
        exhaustive++;
        if (found.has(otherKey)) retrieved++;
      }
    }
    index.remove(key);
  }
  const exhaustiveMs = performance.now() - te;
  const times = timeUpserts(index, catalog.fresh);

  // All-pairs baseline: what scoring every venue_a × venue_b pair would cost at the measured rate.
  const byKey = catalog.markets.slice(0, 400).map(extractFeatures);
  const as = byKey.filter((f) => f.venue === 'venue_a');
  const bs = catalog.markets.slice(catalog.venueA, catalog.venueA + 20).map(extractFeatures);
  const ts = performance.now();
  let n = 0;
  for (const a of as) {
    for (const b of bs) {
      scorePair(a, b, () => 1);
      n++;
    }
  }
  const perScore = (performance.now() - ts) / n;
  const allPairs = catalog.venueA * catalog.venueB;

  console.log(
    `Full pass (load: every market indexed, game pairs blocked, text pairs scored in one settle): ${full.toFixed(1)} s for ${stats.markets} markets (${((full * 1000) / stats.markets).toFixed(3)} ms per market; feature extraction alone ${perFeature.toFixed(3)} ms)`,
  );
  console.log(
    `  of which the resolution terms the verdict reads: ${termsS.toFixed(2)} s (${((termsS * 1e6) / catalog.markets.length).toFixed(1)} µs per market; ${(termsS / baseline).toFixed(1)}× the tokenisation baseline, in CPU time ${(termsCpuS / baselineCpuS).toFixed(1)}×)`,
  );
  console.log(
    `  of which game markets (structured contracts, blocking path): ${games}; a further settle() of the text pairs on the full catalog (the writer's periodic one): ${settle.toFixed(1)} s`,
  );
  console.log(
    `  pairs kept (≥ ${0.5}): ${stats.pairs}; at ≥ 0.8: ${index.pairs(0.8, Number.MAX_SAFE_INTEGER).length}`,
  );
  console.log(
    `  pairs scored: ${stats.comparisons} = ${(stats.comparisons / stats.markets).toFixed(1)} per market; all pairs would be ${allPairs.toExponential(2)} (ratio ${(allPairs / stats.comparisons).toFixed(0)}×)`,
  );
  console.log(
    `  all-pairs scoring at the measured ${(perScore * 1000).toFixed(1)} µs per pair: ~${((allPairs * perScore) / 3_600_000).toFixed(1)} h, ${((allPairs * perScore) / 1000 / full).toFixed(0)}× the full pass`,
  );
  console.log(
    `  postings walked: ${stats.postingsVisited} (${(stats.postingsVisited / stats.markets).toFixed(0)} per market)`,
  );
  console.log(
    `  candidate recall against exhaustive scoring (${sample.length} new markets × the other venue, ${scored} pairs scored in ${(exhaustiveMs / 1000).toFixed(1)} s): ${retrieved}/${exhaustive} pairs ≥ 0.8 found by upsert`,
  );
  console.log(`Incremental upsert of one new market (${times.length} markets, catalog of ${stats.markets}):`);
  console.log(
    `  median ${ms(quantile(times, 0.5))}, p99 ${ms(quantile(times, 0.99))}, max ${ms(times.at(-1)!)}`,
  );
  console.log(
    `  same upserts into a catalog of ${small.stats().markets - 0}: median ${ms(quantile(smallTimes, 0.5))}, p99 ${ms(quantile(smallTimes, 0.99))} (ratio of medians ${(quantile(times, 0.5) / quantile(smallTimes, 0.5)).toFixed(2)} for ${(stats.markets / small.stats().markets).toFixed(0)}× the catalog)`,
  );
  console.log(
    `Baseline in this run: plain tokenisation of the same ${catalog.markets.length} titles ${baseline.toFixed(2)} s; full pass ${(full / baseline).toFixed(1)}× it, settle ${(settle / baseline).toFixed(1)}× it; in CPU time (user + system, this process: less sensitive to the other jobs) ${baselineCpuS.toFixed(2)} s and ${cpuSeconds(fullCpu).toFixed(1)} s, ${(cpuSeconds(fullCpu) / baselineCpuS).toFixed(1)}×`,
  );
  console.log(`Peak RSS: ${mb(process.resourceUsage().maxRSS)}; load average at the end ${loadAverage()}`);
  console.log(
    `Goals (issues 17 and 36): full pass < 30 s: ${full < 30 ? 'met' : 'NOT met'}; one new market < 5 ms (p99): ${quantile(times, 0.99) < 5 ? 'met' : 'NOT met'}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
