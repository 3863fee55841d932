// A kafkajs consumer that crashes on a non-retriable error (kafkajs then gives up for good: seen in
// the replicas run as a SyncGroup refused during a rebalance) is started again by the bus, rejoins
// its group and goes on consuming, on the test Kafka broker.
import assert from 'node:assert/strict';
import kafkajs from 'kafkajs';
import { createLogger } from '../../core/logger.ts';
import type { BusRecord, DeliveredRecord } from '../../storage/bus/bus.ts';
import type { KafkaBus } from '../../storage/bus/kafka-bus.ts';
import { uniqueName } from '../../harness/servers/backends.ts';
import { testKafkaBus } from '../support/test-buses.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

const records = (from: number, count: number): BusRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `key-${(from + i) % 3}`,
    value: JSON.stringify({ seq: from + i }),
  }));

describe('Kafka consumer after a crash kafkajs does not restart from', function () {
  this.timeout(120_000);
  let bus: KafkaBus;

  before(async () => {
    bus = testKafkaBus(uniqueName('crash'), log);
    await bus.start();
  });
  after(() => bus.stop());

  it('should be started again, rejoin its group and consume what was published meanwhile', async () => {
    const topic = uniqueName('crash-topic');
    await bus.ensureTopics([topic]);
    const received: DeliveredRecord[] = [];
    const consumer = bus.consumer({
      groupId: uniqueName('crash-group'),
      topics: [topic],
      handler: (batch) => {
        received.push(...batch.records);
        return Promise.resolve();
      },
    });
    await consumer.start();
    try {
      await bus.publish(topic, records(0, 6));
      await eventually('the first records', () => received.length >= 6, 60_000);

      // The next batch kafkajs fetches fails with a non-retriable error, as a refused SyncGroup does.
      const inner = consumer as unknown as { eachBatch: (payload: unknown) => Promise<void> };
      const eachBatch = inner.eachBatch.bind(consumer);
      let injected = false;
      inner.eachBatch = (payload) => {
        if (injected) return eachBatch(payload);
        injected = true;
        return Promise.reject(new kafkajs.KafkaJSNonRetriableError('injected: not retriable'));
      };
      const health: string[] = [];
      await bus.publish(topic, records(6, 6));
      await eventually(
        'the crash, then every record after the restart',
        async () => {
          const h = await consumer.health();
          if (!h.ok) health.push(h.detail ?? '');
          return injected && new Set(received.map((r) => r.value)).size === 12 && h.ok;
        },
        90_000,
      );
      assert.ok(health.includes('crashed'), `the consumer was seen crashed (${health.join(', ')})`);
      assert.deepEqual(
        [...new Set(received.map((r) => (JSON.parse(r.value) as { seq: number }).seq))].sort((a, b) => a - b),
        Array.from({ length: 12 }, (_, i) => i),
      );
    } finally {
      await consumer.stop();
    }
  });
});
