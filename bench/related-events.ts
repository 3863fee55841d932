// Related events of every event of the full catalog (issue 46 item 5): the engine's batched
// computation (CatalogSnapshot.relatedOnVenueEach, engine/market-queries/related-search.ts) against
// the one-event-at-a-time computation it replaced (relatedOnVenue), in the same run.
//
//   npm run bench:related [-- --sample 50]
//
// The catalog is the full order-book dataset's 164,709 markets plus the 100 recorded Kalshi markets,
// built in process (bench/support/dataset-catalog.ts: real texts, ids and event grouping). One by
// one is measured on every --sample-th event and extrapolated (all of it took 400 s in bench:load's
// seeding); the batch computes every event. The sampled events' answers are compared, entry by
// entry, to the batch's. Then 20 new markets are applied as the engine's writer applies them. CPU
// time is printed beside wall time: the machine is shared.
// Printed and written to bench/results/related-events.md.
import { parseArgs } from 'node:util';
import type { MarketMessage } from '../core/market-data.ts';
import { relatedEntries, relatedEntriesEach } from '../engine/market-data/related-events.ts';
import { CatalogSnapshot } from '../engine/market-queries/catalog-snapshot.ts';
import type { RelatedEntry } from '../storage/hot/related-state.ts';
import { datasetCatalogMessages } from './support/dataset-catalog.ts';
import { machine, machineTable, table, writeResult } from './support/load-report.ts';

const { values: args } = parseArgs({ options: { sample: { type: 'string', default: '50' } } });
const SAMPLE = Number(args.sample);

const m = machine();
const messages = await datasetCatalogMessages();
const catalog = new CatalogSnapshot('bench', messages);
catalog.warmSearch();
const events = catalog.events;

/** Wall and CPU (user + system) seconds of `run`. */
function timed<T>(run: () => T): { value: T; wall: number; cpu: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = run();
  const c = process.cpuUsage(c0);
  return { value, wall: (performance.now() - t0) / 1000, cpu: (c.user + c.system) / 1e6 };
}

const cuts = new Map<string, number>();
const batch = timed(() => {
  const lists = new Map<string, RelatedEntry[]>();
  for (const { event, entries, cut } of relatedEntriesEach(catalog, events)) {
    lists.set(event.key, entries);
    cuts.set(event.key, cut);
  }
  return lists;
});
const sampled = events.filter((_, i) => i % SAMPLE === 0);
const single = timed(() => sampled.map((e) => relatedEntries(catalog, e)));
const scale = events.length / sampled.length;
const differing = sampled.filter(
  (e, i) => JSON.stringify(single.value[i]) !== JSON.stringify(batch.value.get(e.key)),
).length;

// Incremental: NEW markets arrive (copies of spread-out markets, each as a new event), as
// RelatedEventsWriter.handle takes them: their lists, and the unchanged lists they may enter.
const NEW = 20;
const arriving = messages
  .filter((_, i) => i % Math.floor(messages.length / NEW) === 0)
  .slice(0, NEW)
  .map(
    (m, i) =>
      ({
        ...m,
        source_ts: m.source_ts + 1,
        market: { ...m.market, market_id: `bench-new-${i}`, slug: `bench-new-${i}` },
        event: { ...m.event, event_id: `bench-new-${i}`, slug: `bench-new-${i}` },
      }) as MarketMessage,
  );
const incremental = timed(() => {
  const { changed } = catalog.apply('bench-2', arriving);
  const rejudge = new Set<string>();
  for (const e of changed)
    for (const other of catalog.eventsThatMayList(e, (key) => cuts.get(key))) rejudge.add(other.key);
  const again = [...changed, ...[...rejudge].map((key) => catalog.event(key)!)];
  let n = 0;
  for (const _ of relatedEntriesEach(catalog, again)) n++;
  return { changed: changed.length, rejudged: rejudge.size, computed: n };
});

const rows = [
  ['events', events.length.toLocaleString('en-US')],
  [
    'one event at a time (relatedOnVenue), extrapolated',
    `${(single.wall * scale).toFixed(1)} s wall, ${(single.cpu * scale).toFixed(1)} s CPU (measured on ${sampled.length.toLocaleString('en-US')} events: ${single.wall.toFixed(1)} s)`,
  ],
  [
    'all events together (relatedOnVenueEach)',
    `${batch.wall.toFixed(1)} s wall, ${batch.cpu.toFixed(1)} s CPU`,
  ],
  ['ratio (one at a time / together, CPU)', `${((single.cpu * scale) / batch.cpu).toFixed(1)}×`],
  ['goal', '< 60 s for the full catalog'],
  [
    `then ${NEW} new markets (new events): their lists and the unchanged lists they may enter`,
    `${incremental.wall.toFixed(1)} s wall, ${incremental.cpu.toFixed(1)} s CPU: ${incremental.value.changed} changed, ${incremental.value.rejudged.toLocaleString('en-US')} unchanged judged again (${(batch.cpu / incremental.cpu).toFixed(0)}× less than all)`,
  ],
  ['sampled answers differing from the batch', `${differing} of ${sampled.length.toLocaleString('en-US')}`],
];
const markdown = `# Related events of the full catalog\n\n${machineTable(m)}\n\n${table(['figure', 'value'], rows)}\n`;
console.log(markdown);
console.log(`written to ${writeResult('related-events.md', markdown)}`);
if (differing > 0) process.exitCode = 1;
