// Every role at several replicas on one machine (issue 18, "Measured"): is anything corrupted, and
// how fast is the engine's pipeline with 1, 2 and 3 engine processes?
//
//   npm run bench:replicas   (node --import tsx bench/replicas.ts [--engines 3] [--ingests 2] [--apis 2]
//                             [--rows 7000] [--speed 100] [--scale-records 40000] [--scale 1,2,3]
//                             [--broker-rtt 50])
//
// Real parts: the roles as separate processes (bin/main.ts engine | ingest | api) on librdkafka's
// mock Kafka cluster (started through kcat: harness/servers/kafka-mock.ts; not a real broker) of
// the run's own, a fresh database on the throw-away PostgreSQL and a Redis logical
// database (harness/servers/services.ts), ClickHouse as one chDB directory per process. The run
// (harness/replicas/run.ts): the ingest replicas replay the first --rows quotes of the shipped
// slice at --speed; the run publishes the recorded catalogs and a same-day slice of both venues'
// catalogs, depth books, deltas and last trades, deposits (each record twice); accounts trade
// paper orders through the api replicas; the engine holding the leases and one ingest are
// SIGKILLed midway and started again once the others took over. Checked against a single-process
// fold of the topics: token states in Redis, the current pair set; in PostgreSQL: orders, fills,
// positions, deposit credits, the ledger; on the engines' /metrics: at most one holder per lease.
// Takeover (issue 47): from each SIGKILL to the survivors' assignments covering the killed member's
// partitions, to the last survivor rejoining each group, and to a survivor holding each of its
// leases; goal 10 s. The mock holds every rebalance's join for its session timeout less 1 s, where
// a real broker ends the join once the live members have rejoined, so on the mock the assignment
// comes ~5 s after the rejoin. Slow batch (harness/replicas/slow-batch.ts): a member whose batch
// takes 3 session timeouts keeps its partitions and nothing is handled twice; its control, a
// plain kafkajs consumer that does not heartbeat in its batch, is expelled.
// Exit 1 when a check fails.
//
// Scaling (bench/support/replicas-scaling.ts): --scale-records quotes through N engines alone,
// rows/s as a ratio to one engine in the same run.
import { parseArgs } from 'node:util';
import { mochaGlobalSetup, mochaGlobalTeardown } from '../harness/servers/services.ts';
import { runReplicas, type RunResult } from '../harness/replicas/run.ts';
import { slowBatchCase, type SlowBatchOutcome } from '../harness/replicas/slow-batch.ts';
import { startKafkaMock } from '../harness/servers/kafka-mock.ts';
import { createLogger } from '../core/logger.ts';
import { loadConfig } from '../core/config.ts';
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
    // The mock's round trip for the replica run (not the slow-batch or pipeline parts): 50 ms keeps
    // the mock's refusal of a follower's SyncGroup that comes after the leader's (a real broker
    // answers it) from adding join rounds: the leader sends its SyncGroup only after a Metadata
    // round trip, so followers get that long to send theirs. With 0, 4 of 5 runs on 2026-12-03
    // had such rounds (15.6-24.8 s); with 50, 0 of 3 (docs/benchmarks.md, Replicas).
    'broker-rtt': { type: 'string', default: '50' },
  },
});
const REDIS_DB = 9;
/** The takeover goal after a SIGKILL (issue 47). */
const TAKEOVER_GOAL_MS = 10_000;

/** The shipped defaults (core/config.ts): what every member of the run uses. */
const defaults = loadConfig({});
const TIMINGS = {
  sessionTimeoutMs: defaults.KAFKA_SESSION_TIMEOUT_MS,
  heartbeatIntervalMs: defaults.KAFKA_HEARTBEAT_INTERVAL_MS,
  rebalanceTimeoutMs: defaults.KAFKA_REBALANCE_TIMEOUT_MS,
  maxWaitTimeMs: defaults.KAFKA_MAX_WAIT_MS,
};
const timingsLine =
  `Kafka session ${TIMINGS.sessionTimeoutMs} ms, heartbeat ${TIMINGS.heartbeatIntervalMs} ms, rebalance timeout ${TIMINGS.rebalanceTimeoutMs} ms, fetch wait ${TIMINGS.maxWaitTimeMs} ms; ` +
  `leases ${defaults.LEASE_TTL_S} s, renewed (and checked by standbys) every ${defaults.LEASE_RENEW_INTERVAL_MS} ms`;

/** Both slow-batch cases on a mock broker of their own. */
async function slowBatches(): Promise<{
  heartbeating: SlowBatchOutcome;
  silent: SlowBatchOutcome;
  slowMs: number;
}> {
  const mock = await startKafkaMock();
  const log = createLogger('error', { component: 'slow-batch' });
  const slowMs = 3 * TIMINGS.sessionTimeoutMs;
  try {
    const heartbeating = await slowBatchCase(mock.brokers, TIMINGS, slowMs, true, log);
    const silent = await slowBatchCase(mock.brokers, TIMINGS, slowMs, false, log);
    return { heartbeating, silent, slowMs };
  } finally {
    await mock.stop();
  }
}

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
      brokerRttMs: Number(args['broker-rtt']),
    };
    const run = await runReplicas(plan, (line) => console.log(line));
    const goal = (ms: number | undefined) => (ms !== undefined && ms <= TAKEOVER_GOAL_MS ? 'met' : 'not met');
    const takeover = run.takeover.members.flatMap((m) => [
      ...[...m.partitions].map(([group, ms]) => [
        m.name,
        `partitions of ${group}`,
        seconds(m.rejoined.get(group)),
        String(m.crashes.get(group) ?? 0),
        seconds(ms),
        goal(ms),
      ]),
      ...[...m.leases].map(([lease, ms]) => [m.name, `lease ${lease}`, '', '', seconds(ms), goal(ms)]),
    ]);
    const worst = (pick: (m: (typeof run.takeover.members)[number]) => Map<string, number | undefined>) => {
      const all = run.takeover.members.flatMap((m) => [...pick(m).values()]);
      return all.length === 0
        ? undefined
        : all.some((v) => v === undefined)
          ? Infinity
          : Math.max(...(all as number[]));
    };
    const summary = {
      partitions: worst((m) => m.partitions),
      rejoined: worst((m) => m.rejoined),
      leases: worst((m) => m.leases),
    };
    console.log(
      `takeover (worst): partitions ${seconds(summary.partitions)}, rejoined ${seconds(summary.rejoined)}, leases ${seconds(summary.leases)}`,
    );
    const slow = await slowBatches();
    const slowRows = [
      ['bus consumer (heartbeats while its handler runs)', slow.heartbeating],
      ['control: plain kafkajs consumer, no heartbeat in its batch', slow.silent],
    ] as const;
    for (const [what, o] of slowRows)
      console.log(
        `slow batch, ${what}: taken over ${o.takenOverAfterMs === undefined ? 'no' : seconds(o.takenOverAfterMs)}, ${o.duplicated} of ${o.published} handled twice`,
      );
    const scaling: ScalingPoint[] = [];
    for (const n of args.scale.split(',').filter(Boolean).map(Number)) {
      scaling.push(await measureScaling(n, Number(args['scale-records']), 2000, REDIS_DB));
      console.log(`${n} engine(s): ${scaling.at(-1)!.rowsPerSecond.toFixed(0)} rows/s`);
    }
    const base = scaling.find((s) => s.engines === 1)?.rowsPerSecond;
    const report = [
      '# Replicas (`npm run bench:replicas`)',
      '',
      `${plan.engines} engine, ${plan.ingests} ingest and ${plan.apis} api processes on one broker — librdkafka's mock cluster (through kcat), not a real Kafka broker, its responses delayed ${plan.brokerRttMs} ms (test.mock.broker.rtt) —, one PostgreSQL database, one Redis database, chDB per process. ` +
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
      `Takeover after SIGKILL of ${run.takeover.engine} and ${run.takeover.ingest ?? 'no ingest'}, with the shipped timings (${timingsLine}). ` +
        "From the kill to: the last survivor rejoining the group (the coordinator has expelled the killed member; a real broker's join ends once the live members rejoined), " +
        `the survivors' assignment covering every partition it held (the mock holds each join ${TIMINGS.sessionTimeoutMs - 1000} ms, its session timeout less 1 s, whoever has rejoined: rdkafka_mock_cgrp.c, rd_kafka_mock_cgrp_rebalance), and a survivor taking each lease it held. ` +
        `A survivor's consumer that crashed meanwhile adds a round: on the mock, a SyncGroup that reached it after the leader's is refused (a real broker answers it), kafkajs gives that consumer up and it leaves, and its replacement joins the next ${(TIMINGS.sessionTimeoutMs - 1000) / 1000} s window. Goal ${TAKEOVER_GOAL_MS / 1000} s:`,
      '',
      table(
        [
          'killed',
          'what',
          'survivors rejoined after',
          "survivors' consumers crashed",
          'taken over after',
          `goal ≤ ${TAKEOVER_GOAL_MS / 1000} s`,
        ],
        [
          ...takeover,
          [
            'both',
            'started again: ready after',
            '',
            '',
            run.restartSeconds === undefined ? 'not restarted' : `${run.restartSeconds.toFixed(0)} s`,
            '',
          ],
        ],
      ),
      '',
      `Slow batch: two members of one group on a mock broker of its own, the same timings; one member's batch takes ${(slow.slowMs / 1000).toFixed(0)} s (3 session timeouts) while 200 records are published:`,
      '',
      table(
        [
          'slow member',
          'batch took',
          'its partitions taken over',
          'assignments changed',
          'records handled',
          'handled twice',
        ],
        slowRows.map(([what, o]) => [
          what,
          seconds(o.slowMs),
          o.takenOverAfterMs === undefined ? 'no' : `after ${seconds(o.takenOverAfterMs)}`,
          String(o.moved),
          `${o.handled} of ${o.published}`,
          `${o.duplicated}${o.duplicates.length ? ` (${o.duplicates.slice(0, 3).join(', ')})` : ''}`,
        ]),
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
    const slowFailed =
      slow.heartbeating.takenOverAfterMs !== undefined ||
      slow.heartbeating.moved > 0 ||
      slow.heartbeating.duplicated > 0 ||
      slow.heartbeating.handled < slow.heartbeating.published;
    if (checks(run).some(([, n]) => n > 0) || slowFailed) process.exitCode = 1;
  } finally {
    await mochaGlobalTeardown();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
