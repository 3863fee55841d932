// Consumer lag and stall detection through the operations server, on both bus placements: records
// published to a consumer whose handler is held show as `bus_consumer_lag_records` per partition of
// its group on /metrics; past the stall threshold with records waiting, /readyz lists the consumer
// as degraded (the process stays ready); once the handler lets go, the lag falls to 0 and the
// consumer is healthy again. The lag counts the records of the bus: the log's records, Kafka's
// records (an envelope of several published records is one, storage/bus/kafka-envelope.ts).
import assert from 'node:assert/strict';
import kafkajs from 'kafkajs';
import { createLogger } from '../../core/logger.ts';
import { Runtime } from '../../core/lifecycle.ts';
import type { MarketDataMessage } from '../../core/market-data.ts';
import { encodeMessage } from '../../core/market-data.ts';
import { createOpsServer } from '../../api/ops-server.ts';
import { MessageConsumer } from '../../engine/stream/message-consumer.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { required, uniqueName } from '../../harness/servers/backends.ts';
import { TestClient } from '../../harness/stack/http.ts';
import { testKafkaBus, testLogBus } from '../support/test-buses.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
const RECORDS = 40;

/** `bus_consumer_lag_records` of one group, per partition. */
function lagOf(metrics: string, group: string): Map<number, number> {
  const out = new Map<number, number>();
  const line = /^bus_consumer_lag_records\{([^}]*)\} (\d+)$/gm;
  for (const [, labels, value] of metrics.matchAll(line)) {
    if (!labels!.includes(`group="${group}"`)) continue;
    out.set(Number(/partition="(\d+)"/.exec(labels!)![1]), Number(value));
  }
  return out;
}

const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** Kafka records on the topic (its partitions' high watermarks): what a group that read none lags by. */
async function kafkaRecords(topic: string): Promise<number> {
  const admin = new kafkajs.Kafka({
    brokers: required('TEST_KAFKA_BROKERS').split(','),
    logLevel: kafkajs.logLevel.NOTHING,
  }).admin();
  await admin.connect();
  try {
    return (await admin.fetchTopicOffsets(topic)).reduce((n, p) => n + Number(p.high) - Number(p.low), 0);
  } finally {
    await admin.disconnect();
  }
}

function lagSuite(name: string, makeBus: () => Bus, unread: (topic: string) => Promise<number>): void {
  describe(`consumer lag and stalls on the ops server: ${name}`, function () {
    this.timeout(120_000);
    let runtime: Runtime;
    let bus: Bus;
    let client: TestClient;

    before(async () => {
      runtime = new Runtime(log);
      bus = makeBus();
      await runtime.start(bus, true);
      const ops = createOpsServer({ health: () => runtime.health(), port: 0, host: '127.0.0.1', log });
      await runtime.start(ops);
      client = new TestClient(`http://127.0.0.1:${ops.address().port}`);
    });
    after(() => runtime.stop());

    it('should show the lag per partition and the stall in /readyz, and clear both once the batches are handled', async () => {
      const topic = uniqueName('md.books');
      const group = uniqueName('engine.lag');
      await bus.ensureTopics([topic]);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let handled = 0;
      const processor = {
        name: uniqueName('held'),
        topics: [topic],
        handle: async (messages: readonly MarketDataMessage[]) => {
          await held;
          handled += messages.length;
        },
      };
      const consumer = new MessageConsumer(bus, processor, log, { groupId: group, stallAfterMs: 500 });
      await runtime.start(consumer);
      await eventually('the consumer to own the topic', () => consumer.assignment.length > 0, 60_000);
      const quotes = Array.from({ length: RECORDS }, (_, i) =>
        encodeMessage({
          v: 1,
          type: 'quote',
          venue: 'venue_a',
          market_id: 'm',
          token_id: `t${i}`,
          bid: '0.4',
          ask: '0.6',
          ts: 1_700_000_000_000 + i,
        }),
      );
      await bus.publish(topic, quotes);

      const metrics = async () => (await client.get<string>('/metrics')).body;
      const expected = await unread(topic);
      assert.ok(expected > 0 && expected <= RECORDS, `${expected} records on the bus`);
      await eventually(
        'the lag of every record',
        async () => sum(lagOf(await metrics(), group)) === expected,
        30_000,
      );
      const lag = lagOf(await metrics(), group);
      assert.ok(lag.size > 1, `one series per partition: ${JSON.stringify([...lag])}`);
      assert.match(
        await metrics(),
        new RegExp(`consumer_seconds_since_last_batch\\{consumer="consumer:${processor.name}"\\} [0-9.]+`),
      );

      await eventually(
        'the stall',
        async () => ((await client.get('/readyz')).body.degraded as string[]).includes(consumer.name),
        30_000,
      );
      const ready = await client.get('/readyz');
      assert.equal(ready.status, 200, 'a stalled consumer degrades the process, it stays ready');
      assert.match(
        ready.body.components[consumer.name].detail,
        /^stalled: no batch handled for \d+ s with \d+ records waiting$/,
      );

      release();
      await eventually('every record handled', () => handled === RECORDS, 30_000);
      await eventually('no lag', async () => sum(lagOf(await metrics(), group)) === 0, 30_000);
      await eventually(
        'healthy again',
        async () => !((await client.get('/readyz')).body.degraded as string[]).includes(consumer.name),
        30_000,
      );
    });
  });
}

lagSuite(
  'LogBus (in memory)',
  () => testLogBus(log),
  () => Promise.resolve(RECORDS),
);
lagSuite('KafkaBus (mock cluster)', () => testKafkaBus('consumer-lag', log), kafkaRecords);
