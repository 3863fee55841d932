// Benchmark 1 of the market-data issue: the whole market-data pipeline on real data.
//
//   npm run bench:pipeline                      (or: node --import tsx bench/pipeline.ts)
//   node --import tsx bench/pipeline.ts --rows 500000 --only pipeline-log,raw-insert
//   node --import tsx bench/pipeline.ts --rows 1000000 --only raw-insert,pipeline-kafka --brokers 3
//
// Replays the first 5,000,000 quote rows of the Polymarket order-book dataset (../shared/data/
// polymarket-orderbook-dataset, CC BY 4.0 — "Polymarket Order Book Dataset (2026), Dinesh
// Gopalakrishnan. Licensed under CC BY 4.0.") through ingest → bus → engine → ClickHouse (chDB):
// once over the in-process bus (LogBus) and once over kafkajs to librdkafka's mock broker (kcat).
// Each recorded row becomes two quote messages (YES as recorded, NO as its complement) and so two
// book_states rows. In the same run, the same book_states rows are inserted raw (through the
// engine's own insert: TabSeparated text into chDB, in batches of the engine's batch size). For
// context: the Kafka scenario with only its transport left (the same replay and processes, nothing
// validated, decoded or written: what kafkajs alone moves here), and the same rows made inside chDB
// from the Parquet files by one INSERT … SELECT. Goals: pipeline rows/s ≥ 0.5 × raw insert rows/s;
// peak RSS < 1.5 GB.
//
// Every scenario runs in its own child process (bench/pipeline-scenario.ts) with a fresh chDB data
// directory; the Kafka scenario runs the engine and the replay in two processes around a fresh mock
// cluster (fresh topics and groups). This process prints the table and writes it to
// bench/results/pipeline.md.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type {
  EngineExpectation,
  IngestReport,
  ScenarioConfig,
  ScenarioName,
  ScenarioResult,
} from './pipeline-config.ts';
import { MARKET_STATE_PARTITIONS_AT_ONCE } from '../engine/market-data/market-state-writer.ts';
import { sharedPath } from '../harness/data/shared-data.ts';
import { forkChild, runChild } from './support/child-scenario.ts';
import { kcatAvailable, startKafkaMock } from '../harness/servers/kafka-mock.ts';
import { machine, writeResult, type Machine } from './support/load-report.ts';
import { processPeakRss } from './support/peak-rss.ts';

const DEFAULT_DATASET = sharedPath('polymarket-orderbook-dataset');
/** Partitions of the Kafka scenarios' topics (the mock auto-creates topics with 4). */
const KAFKA_PARTITIONS = 4;
const SCENARIO_SCRIPT = path.join(import.meta.dirname, 'pipeline-scenario.ts');

/** Run order: the baseline first, the context row last. */
const ORDER: ScenarioName[] = [
  'raw-insert',
  'pipeline-log',
  'pipeline-kafka',
  'kafka-transport',
  'parquet-insert',
];

const LABEL: Record<ScenarioName, string> = {
  'raw-insert': 'raw chDB insert (baseline)',
  'pipeline-log': 'pipeline, in-process bus',
  'pipeline-kafka': 'pipeline, kafkajs → mock broker (2 processes)',
  'kafka-transport': 'kafkajs transport alone: replay → producer → consumer, no engine (context)',
  'parquet-insert': 'INSERT … SELECT FROM file(parquet) (context)',
};

/**
 * V8 flags of the children, as the engine would be deployed (NODE_OPTIONS). A 128 MiB young
 * generation (default 16) makes scavenges 8× rarer: each one copies the batches in flight and the
 * records on the bus, and fewer of them get promoted to die in the old generation (measured at
 * 1M rows: 64 MiB 22.5 s, 128 MiB 19.3 s, 256 MiB 23.6 s). The old generation is capped at
 * 768 MiB: the pipeline's live heap is ~250–300 MB, and without a cap V8 lets garbage pile up to
 * ~1.3 GB before a full collection. The raw insert gets the same young generation and V8's default
 * old generation (it holds no state: a cap would only be a handicap if anything).
 */
const YOUNG_GENERATION = '--max-semi-space-size=128';
const PIPELINE_FLAGS = [YOUNG_GENERATION, '--max-old-space-size=768'];
/** Extra flags for every child, for diagnosis: PIPELINE_CHILD_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof'. */
const EXTRA = (process.env.PIPELINE_CHILD_FLAGS ?? '').split(' ').filter(Boolean);
const FLAGS: Record<ScenarioName, string[]> = {
  'raw-insert': [YOUNG_GENERATION, ...EXTRA],
  'parquet-insert': EXTRA,
  'pipeline-log': [...PIPELINE_FLAGS, ...EXTRA],
  'pipeline-kafka': [...PIPELINE_FLAGS, ...EXTRA],
  'kafka-transport': [...PIPELINE_FLAGS, ...EXTRA],
};

function parse() {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '5000000' },
      batch: { type: 'string', default: '20000' },
      only: { type: 'string' },
      brokers: { type: 'string', default: '1' },
      dataset: { type: 'string' },
    },
  });
  const rows = Number(values.rows);
  const batch = Number(values.batch);
  if (!Number.isInteger(rows) || rows < 1)
    throw new Error(`--rows must be a positive integer, got ${values.rows}`);
  if (!Number.isInteger(batch) || batch < 1)
    throw new Error(`--batch must be a positive integer, got ${values.batch}`);
  const brokers = Number(values.brokers);
  if (!Number.isInteger(brokers) || brokers < 1)
    throw new Error(`--brokers must be a positive integer, got ${values.brokers}`);
  const only = values.only ? values.only.split(',').map((s) => s.trim()) : ORDER;
  for (const name of only)
    if (!ORDER.includes(name as ScenarioName))
      throw new Error(`--only: unknown scenario ${name} (known: ${ORDER.join(', ')})`);
  const dataset = path.resolve(values.dataset ?? process.env.PIPELINE_DATASET ?? DEFAULT_DATASET);
  return { rows, batch, brokers, scenarios: ORDER.filter((s) => only.includes(s)), dataset };
}

function requireDataset(dir: string): void {
  const missing = ['markets.parquet', 'quotes'].filter((f) => !existsSync(path.join(dir, f)));
  if (missing.length > 0) {
    console.error(
      `The pipeline benchmark needs the full Polymarket order-book dataset at\n  ${dir}\n` +
        `(markets.parquet and quotes/dt=YYYY-MM-DD/data_0.parquet; missing: ${missing.join(', ')}).\n` +
        'It is not shipped with the project (the shipped slice is far smaller than 5M rows). Put the ' +
        'dataset there, or point --dataset / PIPELINE_DATASET at it.',
    );
    process.exit(1);
  }
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const gb = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GB`;

function table(header: string[], rows: string[][], align: ('l' | 'r')[]): { text: string; markdown: string } {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const pad = (cell: string, i: number) =>
    align[i] === 'r' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!);
  const line = (cells: string[]) => cells.map(pad).join('  ');
  const text = [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
  const md = [
    `| ${header.join(' | ')} |`,
    `| ${align.map((a) => (a === 'r' ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
  return { text, markdown: md };
}

interface Row {
  name: ScenarioName;
  result?: ScenarioResult;
  error?: string;
}

type BaseConfig = Omit<ScenarioConfig, 'role' | 'workDir' | 'brokers'>;

function render(rowsIn: Row[], m: Machine, args: ReturnType<typeof parse>, config: BaseConfig) {
  const raw = rowsIn.find((r) => r.name === 'raw-insert')?.result;
  const rawRate = raw ? raw.snapshotRows / raw.seconds : undefined;
  const header = [
    'scenario',
    'quote rows',
    'book_states rows',
    'seconds',
    'snapshot rows/s',
    'ratio vs raw insert',
    'peak RSS',
  ];
  const body = rowsIn.map(({ name, result: r, error }) => {
    if (!r) return [LABEL[name], '—', '—', '—', '—', '—', `failed: ${error ?? 'no result'}`];
    const rate = r.snapshotRows / r.seconds;
    return [
      LABEL[name],
      int(r.quoteRows),
      int(r.snapshotRows),
      r.seconds.toFixed(1),
      int(rate),
      name === 'raw-insert' ? '1.00' : rawRate ? (rate / rawRate).toFixed(2) : '—',
      gb(r.maxRssBytes),
    ];
  });
  const main = table(header, body, ['l', 'r', 'r', 'r', 'r', 'r', 'r']);

  const detailHeader = [
    'scenario',
    'inserts (mean rows)',
    'replay done at',
    'CPU user+sys',
    'heap at RSS peak',
    'rows in table',
    'notes',
  ];
  const details = rowsIn
    .filter((r) => r.result)
    .map(({ name, result: r }) => [
      LABEL[name],
      `${int(r!.inserts)} (${int(r!.meanInsertRows)})`,
      r!.replaySeconds !== undefined ? `${r!.replaySeconds.toFixed(1)} s` : '—',
      `${(r!.cpuUserSeconds + r!.cpuSystemSeconds).toFixed(1)} s`,
      gb(r!.heapAtPeakBytes),
      int(r!.tableRows),
      [
        ...(r!.ingest
          ? [
              `ingest process: peak RSS ${gb(r!.ingest.maxRssBytes)}, CPU ${(r!.ingest.cpuUserSeconds + r!.ingest.cpuSystemSeconds).toFixed(1)} s`,
            ]
          : []),
        ...(r!.brokerPeakRssBytes !== undefined
          ? [`broker (kcat) peak RSS ${gb(r!.brokerPeakRssBytes)}`]
          : []),
        ...(r!.catalogRows !== undefined ? [`${int(r!.catalogRows)} catalog rows`] : []),
        ...(r!.rejectedRows ? [`${int(r!.rejectedRows)} quote rows dead-lettered`] : []),
        ...r!.notes,
      ].join('; '),
    ]);
  const detail = table(detailHeader, details, ['l', 'r', 'r', 'r', 'r', 'r', 'l']);

  const machineLine = `${m.cpu} × ${m.cores} cores (shared), ${m.memoryGb} GB RAM, Node ${m.node}, ${m.date}, load average at start ${m.load}`;
  const settings =
    `batch ${int(config.batchSize)} records per engine handler call (= book_states rows per insert, ` +
    `raw insert too); replay publishes ${int(config.replayBatch)} messages per call; in-process bus: 4 partitions, ` +
    `backpressure at ${int(config.maxLagRecords)} unconsumed records, ${int(config.segmentRecords)}-record segments; ` +
    `kafka: ingest (replay + producer) and engine in separate processes, ${args.brokers} mock broker${args.brokers === 1 ? '' : 's'} ` +
    `(kafkajs fetches from each broker on its own), 4 partitions, replay publishes ` +
    `${int(config.kafkaReplayBatch)} messages per call (the mock answers a fetch with one producer request per partition), ` +
    `gzip-compressed record batches, producer requests of ` +
    `${int(config.kafkaRecordsPerSend)} records, fetch ${int(config.kafkaMaxBytesPerPartition / 2 ** 20)} MiB per partition, ` +
    `producer held ≤ ${int(config.kafkaMaxLagRecords)} records ahead (the mock broker keeps only 5 MiB per partition); ` +
    `both buses: the market-state consumer handles ${MARKET_STATE_PARTITIONS_AT_ONCE} partitions at once; ` +
    `pipelines run with node ${PIPELINE_FLAGS.join(' ')}`;
  const legend =
    'quote rows: recorded rows of the dataset replayed (each is published as a YES and a NO quote message); ' +
    "book_states rows: rows written to ClickHouse (one per quote message). seconds: from the replay's start " +
    'until every book_states and catalog row is durable (raw insert: the sum of its insert calls only). ' +
    "ratio: snapshot rows/s ÷ the raw insert's snapshot rows/s (goal ≥ 0.5). peak RSS: the child process's " +
    'getrusage maxrss (goal < 1.5 GB).';
  const text = [
    `Pipeline benchmark — ${int(args.rows)} quote rows of ${args.dataset}`,
    machineLine,
    '',
    main.text,
    '',
    detail.text,
    '',
    legend,
    settings,
  ].join('\n');
  const markdown = [
    '# Pipeline benchmark (market data: replay → bus → engine → ClickHouse)',
    '',
    `Generated by \`npm run bench:pipeline\` (bench/pipeline.ts); overwritten on every run.`,
    '',
    `Machine: ${machineLine}.`,
    '',
    `Data: the first ${int(args.rows)} quote rows of the Polymarket order-book dataset (../shared/data/` +
      'polymarket-orderbook-dataset; "Polymarket Order Book Dataset (2026), Dinesh Gopalakrishnan. Licensed under CC BY 4.0.").',
    '',
    main.markdown,
    '',
    details.length > 0 ? detail.markdown : '',
    '',
    `${legend}`,
    '',
    `Settings: ${settings}.`,
    '',
  ].join('\n');
  return { text, markdown };
}

/**
 * pipeline-kafka as Kafka is deployed: the engine (consumers, chDB) and the ingest (replay,
 * producer) in two processes, around a fresh mock broker. The engine joins its groups first; the
 * clock runs from the replay's start (ingest) to the last durable row (engine), in epoch ms.
 * kafka-transport: the same processes and records with only the transport left (see
 * ScenarioConfig.transportOnly): what kafkajs alone allows on this machine.
 */
async function runKafka(
  name: 'pipeline-kafka' | 'kafka-transport',
  base: BaseConfig,
  workDir: string,
  brokers: number,
): Promise<ScenarioResult> {
  const broker = await startKafkaMock(undefined, brokers);
  const config = { ...base, workDir, brokers: broker.brokers, transportOnly: name === 'kafka-transport' };
  try {
    const engine = forkChild<ScenarioConfig, ScenarioResult>(
      SCENARIO_SCRIPT,
      { ...config, role: 'kafka-engine' },
      FLAGS[name],
    );
    await Promise.race([engine.waitFor('ready'), engine.result]);
    const ingest = await runChild<ScenarioConfig, IngestReport>(
      SCENARIO_SCRIPT,
      { ...config, role: 'kafka-ingest' },
      FLAGS[name],
    );
    engine.send('expect', {
      quoteMessages: ingest.quoteMessages,
      catalogMessages: ingest.catalogMessages,
      startEpochMs: ingest.startEpochMs,
      endEpochMs: ingest.endEpochMs,
    } satisfies EngineExpectation);
    const result = await engine.result;
    const brokerPeakRssBytes = await processPeakRss(broker.pid);
    return {
      ...result,
      scenario: name,
      quoteRows: ingest.quoteRows,
      rejectedRows: ingest.rejectedRows,
      ...(brokerPeakRssBytes !== undefined ? { brokerPeakRssBytes } : {}),
      ingest: {
        maxRssBytes: ingest.maxRssBytes,
        cpuUserSeconds: ingest.cpuUserSeconds,
        cpuSystemSeconds: ingest.cpuSystemSeconds,
      },
    };
  } finally {
    await broker.stop();
  }
}

async function main(): Promise<void> {
  const args = parse();
  requireDataset(args.dataset);
  if (args.scenarios.some((s) => s === 'pipeline-kafka' || s === 'kafka-transport') && !kcatAvailable()) {
    console.error(
      'The Kafka scenarios need kcat (librdkafka mock cluster): apt-get install kcat, or leave them out with --only.',
    );
    process.exit(1);
  }
  const m = machine();
  const base: BaseConfig = {
    dataset: args.dataset,
    rows: args.rows,
    batchSize: args.batch,
    replayBatch: 20_000,
    // About an engine batch per partition in each producer request (ScenarioConfig.kafkaReplayBatch);
    // a tenth less, as keys spread ±5% over the partitions: a share above the batch would be an
    // extra small insert.
    kafkaReplayBatch: Math.floor(args.batch * KAFKA_PARTITIONS * 0.9),
    maxLagRecords: 100_000,
    // 1.5 publishes: the next one goes out while the engine has up to half of one left. Compressed
    // (~130 B per record), ≤ 30,000 records per partition stay under the mock's 5 MiB.
    kafkaMaxLagRecords: 120_000,
    segmentRecords: 2_000,
    kafkaMaxBytesPerPartition: 8 * 2 ** 20,
    kafkaRecordsPerSend: 8_000,
    stallMs: 60_000,
  };
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pme-bench-pipeline-'));
  const rows: Row[] = [];
  try {
    for (const name of args.scenarios) {
      const workDir = path.join(scratch, name);
      mkdirSync(workDir);
      const t0 = Date.now();
      console.log(`… ${LABEL[name]}`);
      try {
        const result =
          name === 'pipeline-kafka' || name === 'kafka-transport'
            ? await runKafka(name, base, workDir, args.brokers)
            : await runChild<ScenarioConfig, ScenarioResult>(
                SCENARIO_SCRIPT,
                { ...base, role: name, workDir },
                FLAGS[name],
              );
        rows.push({ name, result });
        console.log(
          `  ${int(result.snapshotRows)} rows in ${result.seconds.toFixed(1)} s, peak RSS ${gb(result.maxRssBytes)} ` +
            `(child ran ${((Date.now() - t0) / 1000).toFixed(0)} s)`,
        );
      } catch (err) {
        rows.push({ name, error: (err as Error).message });
        console.error(`  failed: ${(err as Error).message}`);
      }
      rmSync(workDir, { recursive: true, force: true });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const { text, markdown } = render(rows, m, args, base);
  console.log(`\n${text}`);
  console.log(`\nwritten to ${writeResult('pipeline.md', markdown)}`);
  if (rows.some((r) => !r.result)) process.exitCode = 1;
}

await main();
