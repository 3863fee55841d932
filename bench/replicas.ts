// Every role at several replicas on one machine (issue 18, "Measured"): is anything corrupted, and
// how fast is the engine's pipeline with 1, 2 and 3 engine processes?
//
//   npm run bench:replicas   (node --import tsx bench/replicas.ts [--engines 3] [--ingests 2] [--apis 2]
//                             [--rows 7000] [--speed 100] [--scale-records 40000] [--scale 1,2,3])
//
// Real parts: the roles as separate processes (bin/main.ts engine | ingest | api) on a kcat mock
// Kafka broker of the run's own, a fresh database on the throw-away PostgreSQL and a Redis logical
// database (harness/servers/services.ts), ClickHouse as one chDB directory per process. The run
// (harness/replicas/run.ts): the ingest replicas replay the first --rows quotes of the shipped
// slice at --speed; the run publishes the recorded catalogs and a same-day slice of both venues'
// catalogs, depth books, deltas and last trades, deposits (each record twice); accounts trade
// paper orders through the api replicas; the engine holding the leases and one ingest are
// SIGKILLed midway and started again once the others took over. Checked against a single-process
// fold of the topics: token states in Redis, the current pair set; in PostgreSQL: orders, fills,
// positions, deposit credits, the ledger; on the engines' /metrics: at most one holder per lease.
// Exit 1 when a check fails.
//
// Scaling (bench/support/replicas-scaling.ts): --scale-records quotes through N engines alone,
// rows/s as a ratio to one engine in the same run.
import { parseArgs } from 'node:util';
import { mochaGlobalSetup, mochaGlobalTeardown } from '../harness/servers/services.ts';
import { runReplicas, type RunResult } from '../harness/replicas/run.ts';
import { machine, machineTable, table, writeResult } from './support/load-report.ts';
import { measureScaling, type ScalingPoint } from './support/replicas-scaling.ts';

const { values: args } = parseArgs({
  options: {
    engines: { type: 'string', default: '3' },
    ingests: { type: 'string', default: '2' },
    apis: { type: 'string', default: '2' },
    rows: { type: 'string', default: '7000' },
    speed: { type: 'string', default: '100' },
    'scale-records': { type: 'string', default: '40000' },
    scale: { type: 'string', default: '1,2,3' },
  },
});
const REDIS_DB = 9;

const seconds = (ms: number | undefined) =>
  ms === undefined ? 'not within the run' : `${(ms / 1000).toFixed(1)} s`;
const list = (items: readonly string[], n = 5) =>
  items.length === 0 ? '' : ` (e.g. ${items.slice(0, n).join(', ')})`;

/** Each check: what it counts, how many (goal 0), and examples. */
function checks(r: RunResult): [string, number, string][] {
  const p = r.pairs;
  return [
    [
      'token states in Redis differing from one process',
      r.tokens.differing.length,
      `of ${r.tokens.compared}${list(
        r.tokens.differing.map((d) => `${d.token.slice(0, 12)}…: ${d.fields.join('+')}`),
        3,
      )}`,
    ],
    [
      'pairs differing from one process',
      p.missing.length + p.extra.length + p.changed.length,
      `missing ${p.missing.length}, extra ${p.extra.length}, changed ${p.changed.length}; one process: ${p.reference} pairs, replicas: ${p.actual}${list([...p.missing, ...p.extra, ...p.changed], 3)}`,
    ],
    [
      'duplicated fills',
      r.money.duplicatedFills,
      `${r.money.counts.fills} fills of ${r.money.counts.orders} orders`,
    ],
    ['duplicated deposit credits', r.money.duplicatedCredits, `${r.money.counts.deposits} deposits credited`],
    ['orders not placed by the run', r.money.extraOrders, ''],
    [
      'lease samples with two holders (rounds run twice)',
      r.leases.overlaps.length,
      `of ${r.leases.samples}${list(r.leases.overlaps.map((o) => `${o.lease}: ${o.holders.join('+')}`))}`,
    ],
    [
      'money problems (orders, fills, positions, ledger, holds)',
      r.money.problems.length,
      list(r.money.problems, 3),
    ],
  ];
}

async function main(): Promise<void> {
  const host = machine();
  await mochaGlobalSetup();
  try {
    const plan = {
      engines: Number(args.engines),
      ingests: Number(args.ingests),
      apis: Number(args.apis),
      replayRows: Number(args.rows),
      replaySpeed: args.speed,
      similarityMarkets: 300,
      depthTokens: 200,
      updatesPerToken: 20,
      accounts: 8,
      limitsPerAccount: 3,
      depositsPerAccount: 2,
      redisDb: REDIS_DB,
      awaitTakeover: true,
      killIngest: true,
      restartKilled: true,
    };
    const run = await runReplicas(plan, (line) => console.log(line));
    const takeover = [
      ...[...run.takeover.partitions].map(([group, ms]) => [`partitions of ${group}`, seconds(ms)]),
      ...[...run.takeover.leases].map(([lease, ms]) => [`lease ${lease}`, seconds(ms)]),
    ];
    const scaling: ScalingPoint[] = [];
    for (const n of args.scale.split(',').filter(Boolean).map(Number)) {
      scaling.push(await measureScaling(n, Number(args['scale-records']), 2000, REDIS_DB));
      console.log(`${n} engine(s): ${scaling.at(-1)!.rowsPerSecond.toFixed(0)} rows/s`);
    }
    const base = scaling.find((s) => s.engines === 1)?.rowsPerSecond;
    const report = [
      '# Replicas (`npm run bench:replicas`)',
      '',
      `${plan.engines} engine, ${plan.ingests} ingest and ${plan.apis} api processes on one kcat mock broker, one PostgreSQL database, one Redis database, chDB per process. ` +
        `Each ingest replays the first ${plan.replayRows} quote rows of the shipped slice at REPLAY_SPEED=${plan.replaySpeed}; the run adds ${plan.similarityMarkets} + ${plan.similarityMarkets} markets of the same-day cross-venue catalogs and the recorded catalog, ` +
        `${plan.depthTokens} depth books with ${plan.updatesPerToken} deltas and last trades each, ${plan.accounts} accounts trading ${plan.accounts * (plan.limitsPerAccount + 1)} paper orders through both api replicas, ` +
        `${plan.accounts * plan.depositsPerAccount * 2} deposits (each record published twice). ${run.takeover.engine} (the lease holder) and ${run.takeover.ingest ?? 'no ingest'} were SIGKILLed midway and started again once the others had taken over. ` +
        `Topics at the end: ${run.records.markets} market, ${run.records.books} book and ${run.records.prices} price records; run ${run.seconds.toFixed(0)} s.`,
      '',
      table(
        ['check', 'measured', 'goal', 'detail'],
        checks(run).map(([what, n, detail]) => [what, String(n), '0', detail]),
      ),
      '',
      `Takeover after SIGKILL of ${run.takeover.engine} (from the kill to the survivors' first assignment or lease covering what it held):`,
      '',
      table(
        ['what', 'taken over after'],
        [
          ...takeover,
          [
            'the killed engine and ingest started again: ready after',
            run.restartSeconds === undefined ? 'not restarted' : `${run.restartSeconds.toFixed(0)} s`,
          ],
        ],
      ),
      '',
      `Pipeline: ${args['scale-records']} quotes over 2,000 tokens published at once into a group of N engine processes (joined, idle), until engine.market-state committed all of md.books:`,
      '',
      table(
        ['engines', 'seconds', 'rows/s', 'ratio to 1 engine'],
        scaling.map((s) => [
          String(s.engines),
          s.seconds.toFixed(1),
          s.rowsPerSecond.toFixed(0),
          base ? (s.rowsPerSecond / base).toFixed(2) : '',
        ]),
      ),
      '',
      machineTable(host),
    ].join('\n');
    console.log(report);
    console.log(`written to ${writeResult('replicas.md', report)}`);
    if (checks(run).some(([, n]) => n > 0)) process.exitCode = 1;
  } finally {
    await mochaGlobalTeardown();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
