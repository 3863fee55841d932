// A consumer whose batch is slow but alive must keep its partitions (bench/replicas.ts, issue 47):
// two members of one group on a broker, each owning some partitions; then records are published and
// one member's first batch takes `slowMs` (longer than the session timeout) before it returns. With
// the bus's consumer (storage/bus/kafka-consumer.ts heartbeats while a handler runs) nothing moves;
// the control runs the same slow batch in a plain kafkajs consumer that does not heartbeat inside
// its batch, which the coordinator expels after the session timeout: its partitions go to the other
// member and the slow batch, never committed, is handled twice. Records are counted by
// (partition, offset): each handled once is the goal.
import type { Consumer } from 'kafkajs';
import type { Logger } from '../../core/logger.ts';
import type { Batch, BusConsumer } from '../../storage/bus/bus.ts';
import { coPartitionedAssigner } from '../../storage/bus/co-partitioned-assigner.ts';
import { createKafkaClient } from '../../storage/bus/kafka-client.ts';
import { KafkaBus, type KafkaBusOptions } from '../../storage/bus/kafka-bus.ts';
import { sleep, waitUntil } from '../servers/processes.ts';

export interface SlowBatchTimings {
  sessionTimeoutMs: number;
  heartbeatIntervalMs: number;
  rebalanceTimeoutMs: number;
  maxWaitTimeMs: number;
}

export interface SlowBatchOutcome {
  /** The slow member's batch: from its start to its end (ms). */
  slowMs: number;
  /** Milliseconds from the slow batch's start until the other member was assigned a partition of the slow member (undefined: never). */
  takenOverAfterMs: number | undefined;
  /** Partitions that changed hands after the records were published. */
  moved: number;
  published: number;
  /** Records handled (by either member), and how many of them a second time. */
  handled: number;
  duplicated: number;
  /** Records handled twice or more (topic/partition/offset), a few. */
  duplicates: string[];
}

const RECORDS = 200;
const PARTITIONS = 4;

type Counted = Map<string, number>;
const count = (seen: Counted, topic: string, partition: number, offset: string) => {
  const key = `${topic}/${partition}/${offset}`;
  seen.set(key, (seen.get(key) ?? 0) + 1);
};

/** One run: the slow member heartbeats (the bus's consumer) or not (a plain kafkajs consumer). */
export async function slowBatchCase(
  brokers: string,
  timings: SlowBatchTimings,
  slowMs: number,
  heartbeats: boolean,
  log: Logger,
): Promise<SlowBatchOutcome> {
  const tag = `${heartbeats ? 'heartbeating' : 'silent'}-${Date.now()}`;
  const topic = `bench.slow-batch.${tag}`;
  const groupId = `bench.slow-batch.${tag}`;
  const options = (clientId: string): KafkaBusOptions => ({
    brokers: [brokers],
    clientId,
    partitions: PARTITIONS,
    log,
    ...timings,
    // One Kafka record per record (no envelopes), so offsets count records.
    envelope: false,
  });
  const seen: Counted = new Map();
  /** Set once the warm-up record is handled: the slow member's next batch is the slow one. */
  let armed = false;
  let slowStart: number | undefined;
  let slowEnd: number | undefined;
  let publishedAt = Infinity;
  /** Assignments of the other member, with when they were told. */
  const otherAssigned: { at: number; partitions: number[] }[] = [];
  let slowOwned: number[] = [];

  const slowHandler = async (topicName: string, partition: number, offsets: string[]) => {
    if (armed && slowStart === undefined) {
      slowStart = Date.now();
      await sleep(slowMs);
      slowEnd = Date.now();
    }
    for (const o of offsets) count(seen, topicName, partition, o);
  };
  const buses = [new KafkaBus(options(`${tag}-other`)), new KafkaBus(options(`${tag}-slow`))];
  const [otherBus, slowBus] = buses as [KafkaBus, KafkaBus];
  let slowConsumer: BusConsumer | undefined;
  let plain: Consumer | undefined;
  let other: BusConsumer | undefined;
  try {
    await Promise.all(buses.map((b) => b.start()));
    // The topic exists (the mock auto-creates it with 4 partitions) before anyone joins.
    await otherBus.publish(topic, [{ key: 'warm-up', value: '{}' }]);
    // The slow member joins first and owns every partition; the other's join splits them.
    if (heartbeats) {
      slowConsumer = slowBus.consumer({
        groupId,
        topics: [topic],
        handler: (batch: Batch) =>
          slowHandler(
            batch.topic,
            batch.partition,
            batch.records.map((r) => r.offset),
          ),
        onAssigned: (tps) => void (slowOwned = [...new Set([...slowOwned, ...tps.map((t) => t.partition)])]),
        onRevoked: (tps) => void (slowOwned = slowOwned.filter((p) => !tps.some((t) => t.partition === p))),
      });
      await slowConsumer.start();
    } else {
      const kafka = createKafkaClient(options(`${tag}-slow`), log);
      plain = kafka.consumer({
        groupId,
        sessionTimeout: timings.sessionTimeoutMs,
        heartbeatInterval: timings.heartbeatIntervalMs,
        rebalanceTimeout: timings.rebalanceTimeoutMs,
        maxWaitTimeInMs: timings.maxWaitTimeMs,
        // The group's protocol: every member must offer the same assigner.
        partitionAssigners: [coPartitionedAssigner(log)],
      });
      plain.on(plain.events.GROUP_JOIN, (e) => {
        slowOwned = Object.values(e.payload.memberAssignment).flat();
      });
      await plain.connect();
      await plain.subscribe({ topics: [topic], fromBeginning: true });
      await plain.run({
        eachBatchAutoResolve: true,
        // No heartbeat() while the batch sleeps: kafkajs heartbeats only between batches then.
        eachBatch: ({ batch }) =>
          slowHandler(
            batch.topic,
            batch.partition,
            batch.messages.map((m) => m.offset),
          ),
      });
    }
    await waitUntil('the slow member to own every partition', () => slowOwned.length === PARTITIONS, 60_000);
    // The warm-up record handled (and committed) before the other joins: it does not move in flight.
    await waitUntil('the warm-up record to be handled', () => seen.size === 1, 60_000);
    await sleep(2 * timings.heartbeatIntervalMs);
    other = otherBus.consumer({
      groupId,
      topics: [topic],
      handler: (batch: Batch) => {
        for (const r of batch.records) count(seen, batch.topic, batch.partition, r.offset);
        return Promise.resolve();
      },
      onAssigned: (tps) =>
        void otherAssigned.push({ at: Date.now(), partitions: tps.map((t) => t.partition) }),
    });
    await other.start();
    await waitUntil(
      'both members to own partitions',
      () => (other?.assignment.length ?? 0) > 0 && slowOwned.length > 0,
      60_000,
    );
    // And no assignment changed for a session timeout: the case is a slow batch in a settled
    // group. On librdkafka's mock a join can end in a second round (a member's SyncGroup that
    // came after the leader's is refused, its consumer crashes and joins again as a new member).
    await waitUntil(
      'the group to settle',
      () =>
        otherAssigned.length > 0 &&
        Date.now() - Math.max(...otherAssigned.map((a) => a.at)) >= timings.sessionTimeoutMs,
      120_000,
    );
    armed = true;
    const slowPartitions = [...slowOwned];
    publishedAt = Date.now();
    const records = Array.from({ length: RECORDS }, (_, i) => ({ key: `k${i}`, value: `{"i":${i}}` }));
    await otherBus.publish(topic, records);
    // Every record handled, and the slow batch over (it may finish after a takeover handled it).
    await waitUntil(
      'every record handled and the slow batch over',
      () => seen.size >= RECORDS + 1 && slowEnd !== undefined,
      slowMs + 90_000,
      () => '',
      250,
    );
    await sleep(2 * timings.heartbeatIntervalMs); // a last rebalance would show by now
    const taken = otherAssigned.find(
      (a) => a.at > publishedAt && a.partitions.some((p) => slowPartitions.includes(p)),
    );
    const handled = [...seen.values()].reduce((a, b) => a + b, 0) - 1;
    return {
      slowMs: (slowEnd ?? Date.now()) - (slowStart ?? publishedAt),
      takenOverAfterMs: taken && slowStart !== undefined ? taken.at - slowStart : undefined,
      moved: otherAssigned.filter((a) => a.at > publishedAt).length,
      published: RECORDS,
      handled,
      duplicated: [...seen.values()].filter((n) => n > 1).reduce((a, n) => a + n - 1, 0),
      duplicates: [...seen].filter(([, n]) => n > 1).map(([k, n]) => `${k.slice(topic.length + 1)} ×${n}`),
    };
  } finally {
    await Promise.allSettled([slowConsumer?.stop(), plain?.disconnect(), other?.stop()]);
    await Promise.allSettled(buses.map((b) => b.stop()));
  }
}
