// Pipeline throughput of bench/replicas.ts by engine count: a cluster of N engine processes alone
// (a fresh broker, database and Redis database each time), joined and idle; then `records`
// quotes over `tokens` tokens published as fast as the service's own publisher goes, and the time
// from the first publish until the market-state group (book history in ClickHouse, token states in
// Redis) has committed all of md.books. The other engine groups consume md.books meanwhile, as in
// production.
import { createLogger } from '../../core/logger.ts';
import type { MarketDataMessage } from '../../core/market-data.ts';
import { topics } from '../../storage/bus/topics.ts';
import { quoteAt } from '../../harness/stack/market-data.ts';
import { groupLag, kafkaAdmin, waitUntil } from '../../harness/servers/processes.ts';
import { ReplicaCluster } from '../../harness/replicas/cluster.ts';
import { InputPublisher, priceText } from '../../harness/replicas/inputs.ts';

export interface ScalingPoint {
  engines: number;
  records: number;
  seconds: number;
  rowsPerSecond: number;
}

function quotes(records: number, tokens: number): MarketDataMessage[] {
  const t0 = Date.parse('2026-11-20T00:00:00.000Z');
  return Array.from({ length: records }, (_, i) => {
    const token = i % tokens;
    const step = Math.floor(i / tokens);
    const bid = 0.3 + (step % 20) / 100;
    return quoteAt(
      'venue_a',
      `scale-m${token}`,
      `scale-t${token}`,
      t0 + step * 1000,
      priceText(bid),
      priceText(bid + 0.02),
    );
  });
}

/** No join for this long: the group's rebalance is over (kafkajs heartbeats every 3 s). */
const SETTLED_MS = 5000;

/**
 * Waits until every engine's market-state consumer has joined and no join has come for SETTLED_MS
 * (a rebalance still under way would be timed with the pipeline: one run of 2026-11-27 took 30.9 s
 * instead of ~2.5 s, about the session timeout). The mock broker has no DescribeGroups to ask.
 */
async function groupJoined(cluster: ReplicaCluster, engines: number): Promise<void> {
  await waitUntil(
    `${engines} engines to share md.books, joins settled`,
    () => {
      const joins = cluster
        .running('engine')
        .map((m) =>
          m.proc.logs((l) => l.msg === 'joined consumer group' && l.group === 'engine.market-state'),
        );
      const last = Math.max(0, ...joins.flat().map((l) => Number(l.time)));
      return joins.filter((j) => j.length > 0).length === engines && Date.now() - last > SETTLED_MS;
    },
    120_000,
    () => cluster.context(),
    250,
  );
}

export async function measureScaling(
  engines: number,
  records: number,
  tokens: number,
  redisDb: number,
): Promise<ScalingPoint> {
  const cluster = await ReplicaCluster.start({ redisDb });
  const publisher = new InputPublisher(cluster.brokers, createLogger('warn'));
  const admin = await kafkaAdmin(cluster.brokers);
  try {
    await publisher.start();
    await Promise.all(Array.from({ length: engines }, (_, i) => cluster.start('engine', `engine#${i + 1}`)));
    await groupJoined(cluster, engines);
    const messages = quotes(records, tokens);
    const t0 = performance.now();
    await publisher.publish(messages);
    await waitUntil(
      'engine.market-state to commit all of md.books',
      async () => (await groupLag(admin, 'engine.market-state', topics.books)).lag === 0n,
      600_000,
      () => cluster.context(),
      100,
    );
    const seconds = (performance.now() - t0) / 1000;
    return { engines, records, seconds, rowsPerSecond: records / seconds };
  } finally {
    await admin.disconnect();
    await publisher.stop();
    await cluster.stop();
  }
}
