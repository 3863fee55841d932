// Batched Kafka records (storage/bus/kafka-envelope.ts) on the test Kafka broker: a publish's
// records of one partition travel as few Kafka records and come out as the same records, each key's
// in publish order, in batches of at most maxBatchSize; a bad element is dead-lettered alone with
// its key, value and place; a value with a line break travels alone; a malformed envelope is
// delivered as one record.
import assert from 'node:assert/strict';
import kafkajs from 'kafkajs';
import { createLogger } from '../../core/logger.ts';
import type { Batch, BusRecord, DeliveredRecord } from '../../storage/bus/bus.ts';
import { PoisonError } from '../../storage/bus/bus.ts';
import type { KafkaBus } from '../../storage/bus/kafka-bus.ts';
import {
  ENVELOPE_HEADER,
  ENVELOPE_VERSION,
  packRecords,
  unpackRecord,
} from '../../storage/bus/kafka-envelope.ts';
import { required, uniqueName } from '../../harness/servers/backends.ts';
import { testKafkaBus } from '../support/test-buses.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

const records = (count: number, keys: number): BusRecord[] =>
  Array.from({ length: count }, (_, i) => ({ key: `key-${i % keys}`, value: JSON.stringify({ seq: i }) }));

const seqOf = (r: { value: string }): number => (JSON.parse(r.value) as { seq: number }).seq;

describe('batched Kafka records', function () {
  this.timeout(60_000);
  let bus: KafkaBus;
  let admin: kafkajs.Admin;

  before(async () => {
    bus = testKafkaBus(uniqueName('envelope'), log);
    await bus.start();
    admin = new kafkajs.Kafka({
      brokers: required('TEST_KAFKA_BROKERS').split(','),
      logLevel: kafkajs.logLevel.NOTHING,
    }).admin();
    await admin.connect();
  });
  after(async () => {
    await admin.disconnect();
    await bus.stop();
  });

  /** Kafka records the broker holds on the topic (over all partitions). */
  const kafkaRecords = async (topic: string): Promise<number> =>
    (await admin.fetchTopicOffsets(topic)).reduce((n, p) => n + Number(p.high) - Number(p.low), 0);

  it('should round-trip a publish as few Kafka records, keeping each key’s order and maxBatchSize', async () => {
    const topic = uniqueName('envelope-order');
    await bus.ensureTopics([topic]);
    const sent = records(3000, 20);
    await bus.publish(topic, sent);
    const received: DeliveredRecord[] = [];
    const batches: Batch[] = [];
    const consumer = bus.consumer({
      groupId: uniqueName('group'),
      topics: [topic],
      maxBatchSize: 7,
      handler: (batch) => {
        batches.push(batch);
        received.push(...batch.records);
        return Promise.resolve();
      },
    });
    await consumer.start();
    try {
      await eventually('every record', () => received.length >= sent.length);
    } finally {
      await consumer.stop();
    }
    assert.equal(received.length, sent.length, 'each record once');
    assert.ok(
      batches.every((b) => b.records.length <= 7),
      'maxBatchSize respected inside envelopes',
    );
    for (let k = 0; k < 20; k++) {
      const key = `key-${k}`;
      assert.deepEqual(
        received.filter((r) => r.key === key).map(seqOf),
        sent.filter((r) => r.key === key).map(seqOf),
        `${key} in publish order`,
      );
    }
    assert.ok(
      received.every((r) => r.index !== undefined),
      'delivered as elements of envelopes',
    );
    const stored = await kafkaRecords(topic);
    assert.ok(
      stored <= 4 * 3,
      `3,000 records in ${stored} Kafka records (at most 1,000 per envelope, 4 partitions)`,
    );
  });

  it('should dead-letter a bad element alone, with its key, value and place, and deliver the rest', async () => {
    const topic = uniqueName('envelope-poison');
    const deadLetterTopic = uniqueName('envelope-dlq');
    await bus.ensureTopics([topic, deadLetterTopic]);
    const sent = records(50, 1);
    const bad = { key: 'key-0', value: 'not json' };
    sent.splice(20, 0, bad);
    await bus.publish(topic, sent);
    const handled: DeliveredRecord[] = [];
    const letters: DeliveredRecord[] = [];
    const consumer = bus.consumer({
      groupId: uniqueName('group'),
      topics: [topic],
      maxBatchSize: 1,
      deadLetterTopic,
      handler: (batch) => {
        for (const r of batch.records) {
          try {
            JSON.parse(r.value);
          } catch {
            return Promise.reject(new PoisonError('not JSON'));
          }
        }
        handled.push(...batch.records);
        return Promise.resolve();
      },
    });
    const dlq = bus.consumer({
      groupId: uniqueName('dlq'),
      topics: [deadLetterTopic],
      handler: (batch) => {
        letters.push(...batch.records);
        return Promise.resolve();
      },
    });
    await Promise.all([consumer.start(), dlq.start()]);
    try {
      await eventually(
        'the good records and the dead letter',
        () => handled.length >= 50 && letters.length >= 1,
      );
    } finally {
      await Promise.all([consumer.stop(), dlq.stop()]);
    }
    assert.deepEqual(handled.map(seqOf), sent.filter((r) => r !== bad).map(seqOf), 'the rest, in order');
    assert.equal(letters.length, 1, 'only the bad element');
    const letter = JSON.parse(letters[0]!.value) as Record<string, unknown>;
    assert.equal(letters[0]!.key, bad.key);
    assert.equal(letter.value, bad.value, 'the element travels verbatim');
    assert.equal(letter.offset, '0', 'the offset of the Kafka record that carried it');
    assert.equal(letter.index, 20, 'and its place in it');
    assert.equal(letter.reason, 'not JSON');
  });

  it('should read each record’s value once (a validated record makes its JSON text on every read)', () => {
    let reads = 0;
    const counted = (i: number): BusRecord => ({
      key: `key-${i % 3}`,
      get value() {
        reads += 1;
        return JSON.stringify({ seq: i });
      },
    });
    const messages = packRecords(
      Array.from({ length: 50 }, (_, i) => counted(i)),
      4,
      { records: 7, chars: 1 << 20 },
    );
    assert.equal(reads, 50);
    assert.equal(
      messages.reduce((n, m) => n + (m.headers ? (m.value as string).split('\n').length - 1 : 1), 0),
      50,
      'every record packed',
    );
  });

  it('should round-trip gzip-compressed envelopes (compression: gzip)', async () => {
    const gzip = testKafkaBus(uniqueName('envelope-gzip'), log, { compression: 'gzip' });
    await gzip.start();
    // The gzip codec the bus registered (kafka-gzip.ts), counted: the batches are compressed by the
    // producer and decompressed by the consumer.
    const { CompressionCodecs, CompressionTypes } = kafkajs;
    const original = CompressionCodecs[CompressionTypes.GZIP];
    const calls = { compress: 0, decompress: 0 };
    CompressionCodecs[CompressionTypes.GZIP] = () => {
      const codec = original() as {
        compress(e: unknown): Promise<Buffer>;
        decompress(b: Buffer): Promise<Buffer>;
      };
      return {
        compress: (encoder: unknown) => (calls.compress++, codec.compress(encoder)),
        decompress: (buffer: Buffer) => (calls.decompress++, codec.decompress(buffer)),
      };
    };
    const topic = uniqueName('envelope-gzip');
    const sent = records(2000, 10);
    const received: DeliveredRecord[] = [];
    const consumer = bus.consumer({
      groupId: uniqueName('group'),
      topics: [topic],
      handler: (batch) => {
        received.push(...batch.records);
        return Promise.resolve();
      },
    });
    try {
      await gzip.ensureTopics([topic]);
      await gzip.publish(topic, sent);
      await consumer.start();
      await eventually('every record', () => received.length >= sent.length);
    } finally {
      CompressionCodecs[CompressionTypes.GZIP] = original;
      await consumer.stop();
      await gzip.stop();
    }
    assert.ok(
      calls.compress > 0 && calls.decompress > 0,
      `compressed and decompressed: ${JSON.stringify(calls)}`,
    );
    assert.equal(received.length, sent.length, 'each record once');
    for (let k = 0; k < 10; k++) {
      const key = `key-${k}`;
      assert.deepEqual(
        received.filter((r) => r.key === key).map(seqOf),
        sent.filter((r) => r.key === key).map(seqOf),
        `${key} in publish order`,
      );
    }
  });

  it('should send a value with a line break alone, and deliver a malformed envelope as one record', () => {
    const messages = packRecords(
      [
        { key: 'a', value: '1' },
        { key: 'a', value: 'x\ny' },
        { key: 'a', value: '2' },
      ],
      1,
      { records: 1000, chars: 1 << 20 },
    );
    assert.deepEqual(
      messages.map((m) => m.value),
      ['1', 'x\ny', '2'],
      'in order, the line break alone',
    );
    const malformed = {
      key: Buffer.from('k'),
      value: Buffer.from('["k","k"]\nonly one'),
      offset: '5',
      headers: { [ENVELOPE_HEADER]: Buffer.from(ENVELOPE_VERSION) },
    };
    const out: DeliveredRecord[] = [];
    unpackRecord(out, 't', 0, malformed as unknown as kafkajs.KafkaMessage);
    assert.deepEqual(out, [
      { topic: 't', partition: 0, offset: '5', key: 'k', value: '["k","k"]\nonly one' },
    ]);
  });
});
