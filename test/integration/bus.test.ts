// One contract for every placement of the bus port: Kafka (the librdkafka mock cluster started by
// the global setup), the in-process log in memory, and the in-process log persisted to a directory.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../core/logger.ts';
import type {
  Batch,
  Bus,
  BusConsumer,
  BusRecord,
  ConsumerOptions,
  DeliveredRecord,
  TopicPartition,
} from '../../storage/bus/bus.ts';
import { metricsRegistry } from '../../core/metrics.ts';
import { PoisonError } from '../../storage/bus/bus.ts';
import { LogBus, type LogBusOptions } from '../../storage/bus/log-bus.ts';
import { fastRetry, testKafkaBus } from '../support/test-buses.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

let seq = 0;
/** Names unique for the whole run: the mock broker keeps topics and groups until it exits. */
function unique(prefix: string): string {
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${++seq}`;
}

function records(count: number, keys: number, tag = 'r'): BusRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `key-${i % keys}`,
    value: JSON.stringify({ tag, i, key: `key-${i % keys}` }),
  }));
}

const id = (r: BusRecord): string => `${r.key}|${r.value}`;
/** Where a record sits: elements of one batched Kafka record share its offset and differ by index. */
const position = (r: DeliveredRecord): string => `${r.partition}:${r.offset}:${r.index ?? ''}`;

/** Each record once, in the order first seen (at-least-once delivery may repeat some). */
function distinct(received: readonly DeliveredRecord[]): DeliveredRecord[] {
  const seen = new Set<string>();
  return received.filter((r) => !seen.has(position(r)) && seen.add(position(r)));
}

/** Records the bus dead-lettered for `group` (bus_dead_lettered_records_total, every placement and topic). */
async function deadLettered(group: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('bus_dead_lettered_records_total')!.get();
  return metric.values.filter((v) => v.labels.group === group).reduce((sum, v) => sum + v.value, 0);
}

interface Collector {
  consumer: BusConsumer;
  received: DeliveredRecord[];
  batches: Batch[];
}

export function busContract(name: string, makeBus: () => Bus): void {
  describe(`bus contract: ${name}`, function () {
    this.timeout(60_000);
    let bus: Bus;
    const consumers: BusConsumer[] = [];

    before(async () => {
      bus = makeBus();
      await bus.start();
    });

    after(async () => {
      await bus?.stop();
    });

    afterEach(async () => {
      await Promise.allSettled(consumers.splice(0).map((c) => c.stop()));
    });

    async function consume(
      groupId: string,
      topics: string[],
      handler?: ConsumerOptions['handler'],
      extra: Partial<ConsumerOptions> = {},
    ): Promise<Collector> {
      const received: DeliveredRecord[] = [];
      const batches: Batch[] = [];
      const consumer = bus.consumer({
        groupId,
        topics,
        handler: async (batch) => {
          batches.push(batch);
          if (handler) await handler(batch);
          received.push(...batch.records);
        },
        ...extra,
      });
      consumers.push(consumer);
      await consumer.start();
      return { consumer, received, batches };
    }

    it('reports healthy once started', async () => {
      assert.equal((await bus.health()).ok, true);
    });

    it('delivers every published record with its key and value through a consumer group', async () => {
      const topic = unique('contract-all');
      await bus.ensureTopics([topic]);
      const sent = records(120, 10);
      await bus.publish(topic, sent.slice(0, 60));
      await bus.publish(topic, sent.slice(60));
      const c = await consume(unique('group'), [topic]);
      await eventually('all records', () => distinct(c.received).length >= sent.length);
      const got = distinct(c.received);
      assert.deepEqual(new Set(got.map(id)), new Set(sent.map(id)));
      assert.equal(got.length, sent.length);
      for (const r of got) {
        assert.equal(r.topic, topic);
        assert.ok(Number.isInteger(r.partition) && r.partition >= 0);
        assert.match(r.offset, /^\d+$/);
      }
      assert.ok(c.consumer.running);
      assert.equal((await c.consumer.health()).ok, true);
    });

    it('keeps the publish order of records with one key, each key in one partition', async () => {
      const topic = unique('contract-order');
      const sent: BusRecord[] = [];
      for (let round = 0; round < 5; round++) {
        const chunk = records(40, 4, `round${round}`).map((r, i) => ({
          key: r.key,
          value: JSON.stringify({ seq: round * 40 + i }),
        }));
        sent.push(...chunk);
        await bus.publish(topic, chunk);
      }
      const c = await consume(unique('group'), [topic], undefined, { maxBatchSize: 7 });
      await eventually('all records', () => distinct(c.received).length >= sent.length);
      assert.ok(
        c.batches.every((b) => b.records.length <= 7),
        'maxBatchSize respected',
      );
      const byKey = new Map<string, DeliveredRecord[]>();
      for (const r of distinct(c.received)) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
      assert.equal(byKey.size, 4);
      for (const [key, list] of byKey) {
        assert.equal(new Set(list.map((r) => r.partition)).size, 1, `${key} in one partition`);
        const seqs = list.map((r) => (JSON.parse(r.value) as { seq: number }).seq);
        const expected = sent
          .filter((r) => r.key === key)
          .map((r) => (JSON.parse(r.value) as { seq: number }).seq);
        assert.deepEqual(seqs, expected, `${key} in publish order`);
        // Elements of one batched Kafka record share its offset and follow its index.
        const at = list.map((r) => [BigInt(r.offset), r.index ?? 0] as const);
        assert.ok(
          at.every(([o, x], i) => i === 0 || o > at[i - 1]![0] || (o === at[i - 1]![0] && x > at[i - 1]![1])),
          'positions increase',
        );
      }
    });

    it('commits offsets after processing: a later member of the group gets only what is new', async () => {
      const topic = unique('contract-commit');
      const group = unique('group');
      const first = records(50, 5, 'first');
      await bus.publish(topic, first);
      const a = await consume(group, [topic]);
      await eventually('first records', () => distinct(a.received).length >= first.length);
      await a.consumer.stop();
      assert.equal(a.consumer.running, false);

      const b = await consume(group, [topic]);
      const marker: BusRecord = { key: 'key-0', value: JSON.stringify({ marker: true }) };
      await bus.publish(topic, [marker]);
      await eventually('the marker', () => b.received.some((r) => r.value === marker.value));
      assert.deepEqual(
        b.received.map(id),
        [id(marker)],
        'nothing processed by the first member is delivered again',
      );
    });

    it('finishes and commits the batch in flight when a consumer stops', async () => {
      const topic = unique('contract-stop');
      const group = unique('group');
      const sent = records(8, 1, 'inflight');
      await bus.publish(topic, sent);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let entered = false;
      const order: string[] = [];
      const a = await consume(group, [topic], async () => {
        entered = true;
        await gate;
        order.push('batch finished');
      });
      await eventually('the handler to be entered', () => entered);
      const stopping = a.consumer.stop().then(() => void order.push('stop returned'));
      // The batch is let go only once the consumer says it is stopping: stop() is under way.
      await eventually('the consumer to report it is stopping', async () => {
        return !a.consumer.running && !(await a.consumer.health()).ok;
      });
      release();
      await stopping;
      assert.deepEqual(order, ['batch finished', 'stop returned'], 'stop waits for the batch in flight');
      assert.equal(a.consumer.running, false);
      const handled = distinct(a.received);
      assert.ok(handled.length > 0);

      const b = await consume(group, [topic]);
      const marker: BusRecord = { key: 'key-0', value: JSON.stringify({ marker: true }) };
      await bus.publish(topic, [marker]);
      await eventually('the marker', () => b.received.some((r) => r.value === marker.value));
      const done = new Set(handled.map(position));
      assert.ok(
        b.received.every((r) => !done.has(position(r))),
        'the batch finished during stop was committed',
      );
      assert.deepEqual(new Set([...handled, ...b.received].map(id)), new Set([...sent, marker].map(id)));
    });

    it('delivers a failed batch again to the same consumer after a backoff', async () => {
      const topic = unique('contract-retry');
      const sent = records(10, 1, 'retry');
      await bus.publish(topic, sent);
      let failures = 0;
      const c = await consume(unique('group'), [topic], (batch) => {
        if (failures < 2) {
          failures++;
          return Promise.reject(new Error(`induced failure at ${batch.records[0]?.offset}`));
        }
        return Promise.resolve();
      });
      await eventually('all records', () => distinct(c.received).length >= sent.length);
      assert.equal(failures, 2);
      const [b0, b1, b2] = c.batches;
      assert.ok(b0 && b1 && b2);
      assert.deepEqual(b1.records.map(position), b0.records.map(position), 'same batch on the 1st retry');
      assert.deepEqual(b2.records.map(position), b0.records.map(position), 'same batch on the 2nd retry');
      assert.deepEqual(distinct(c.received).map(id), sent.map(id));
      await eventually('running again', () => c.consumer.running);
    });

    it('dead-letters a record that always throws, with the reason, counts it and moves the partition on', async () => {
      const topic = unique('contract-poison');
      const group = unique('group');
      const sent = records(6, 1, 'poison');
      const poison = sent[2]!;
      await bus.publish(topic, sent);
      const letters = await consume(unique('dlq'), [`${topic}.dead-letter`]);
      let attempts = 0;
      const c = await consume(
        group,
        [topic],
        (batch) => {
          if (!batch.records.some((r) => r.value === poison.value)) return Promise.resolve();
          attempts++;
          return Promise.reject(new Error('cannot apply this record'));
        },
        { maxBatchSize: 1, maxAttempts: 3 },
      );
      await eventually(
        'the records after the poison one',
        () => distinct(c.received).length >= sent.length - 1,
      );
      assert.equal(attempts, 3, 'tried maxAttempts times');
      assert.deepEqual(
        distinct(c.received).map(id),
        sent.filter((r) => r !== poison).map(id),
        'the partition moved on',
      );
      await eventually('the dead letter', () => letters.received.length >= 1);
      const letter = JSON.parse(letters.received[0]!.value) as Record<string, unknown>;
      assert.equal(letters.received[0]!.key, poison.key);
      assert.equal(letter.type, 'dead_letter');
      assert.equal(letter.topic, topic);
      assert.equal(letter.value, poison.value, 'the record travels verbatim');
      // Where it sat: offset 2, or element 2 of the batched Kafka record at offset 0.
      const where = letter.index === undefined ? [letter.offset] : [letter.offset, letter.index];
      assert.deepEqual(where, letter.index === undefined ? ['2'] : ['0', 2]);
      assert.match(String(letter.reason), /failed 3 times; last error: cannot apply this record/);
      assert.equal(await deadLettered(group), 1, 'counted in bus_dead_lettered_records_total');
      await eventually('running again', () => c.consumer.running);
    });

    it('dead-letters a batch that throws PoisonError at once, and waits out an unreachable store without dead-lettering', async () => {
      const topic = unique('contract-classes');
      const deadLetterTopic = unique('contract-classes-dlq');
      const group = unique('group');
      const [bad, slow, good] = records(3, 1, 'classes');
      await bus.publish(topic, [bad!, slow!, good!]);
      const letters = await consume(unique('dlq'), [deadLetterTopic]);
      const tries = new Map<string, number>();
      const c = await consume(
        group,
        [topic],
        (batch) => {
          const value = batch.records[0]!.value;
          const n = (tries.get(value) ?? 0) + 1;
          tries.set(value, n);
          if (value === bad!.value) return Promise.reject(new PoisonError('bad payload: field x missing'));
          // Five refused connections: more than maxAttempts, but a store outage never makes a record poison.
          if (value === slow!.value && n <= 5)
            return Promise.reject(
              Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
            );
          return Promise.resolve();
        },
        { maxBatchSize: 1, maxAttempts: 2, deadLetterTopic },
      );
      await eventually('the last record', () => c.received.some((r) => r.value === good!.value));
      assert.equal(tries.get(bad!.value), 1, 'a PoisonError is not retried');
      assert.equal(tries.get(slow!.value), 6, 'retried until the store answered');
      assert.deepEqual(distinct(c.received).map(id), [slow!, good!].map(id));
      // Barrier: a marker on the dead-letter topic under the records' key (one partition), published
      // after the last record was handled, so after any dead letter of the slow one.
      const marker: BusRecord = { key: slow!.key, value: JSON.stringify({ reason: 'marker' }) };
      await bus.publish(deadLetterTopic, [marker]);
      await eventually('the marker', () => letters.received.some((r) => r.value === marker.value));
      assert.deepEqual(
        letters.received.map((r) => (JSON.parse(r.value) as { value: string; reason: string }).reason),
        ['bad payload: field x missing', 'marker'],
        'only the poison record is dead-lettered, with its reason',
      );
      assert.equal(await deadLettered(group), 1);
    });

    it('redelivers an unacknowledged batch to the next member after a crash', async () => {
      const topic = unique('contract-crash');
      const group = unique('group');
      const sent = records(20, 1, 'crash');
      await bus.publish(topic, sent);
      const seen: DeliveredRecord[] = [];
      const a = await consume(group, [topic], (batch) => {
        seen.push(...batch.records);
        return Promise.reject(new Error('induced crash'));
      });
      await eventually('the failing batch', () => seen.length > 0);
      await eventually('running to turn false while retrying', () => !a.consumer.running);
      assert.equal((await a.consumer.health()).ok, false);
      await a.consumer.stop();
      assert.equal(a.consumer.running, false);
      assert.equal(a.received.length, 0);

      const b = await consume(group, [topic]);
      await eventually('all records', () => distinct(b.received).length >= sent.length);
      const again = new Set(b.received.map(position));
      for (const r of seen) assert.ok(again.has(position(r)), `record ${position(r)} delivered again`);
      assert.deepEqual(distinct(b.received).map(id), sent.map(id));
    });

    it('shares partitions between the members of a group and hands them over when one leaves', async () => {
      const topic = unique('contract-members');
      const group = unique('group');
      const first = records(40, 40, 'first');
      await bus.publish(topic, first);
      const [a, b] = await Promise.all([consume(group, [topic]), consume(group, [topic])]);
      const both = () => a.received.length > 0 && b.received.length > 0;
      const allOf = (sent: readonly BusRecord[]) => () =>
        distinct([...a.received, ...b.received]).length >= sent.length;
      // The member that joins first may take every record before the rebalance gives the other
      // its partitions (seen on the Kafka mock): more records follow until both have some.
      for (let round = 0; round < 10; round++) {
        await eventually('the records so far', allOf(first));
        if (both()) break;
        const more = records(40, 40, `first-${round}`);
        await bus.publish(topic, more);
        first.push(...more);
        // Until both have records, or for a while before the next round.
        await eventually('both members to have records', both, 200).catch(() => undefined);
      }
      await eventually('the first records', allOf(first));
      assert.deepEqual(new Set([...a.received, ...b.received].map(id)), new Set(first.map(id)));
      assert.ok(both(), 'both members got partitions');

      await a.consumer.stop();
      const later = records(40, 40, 'later');
      await bus.publish(topic, later);
      const laterIds = new Set(later.map(id));
      await eventually(
        'the later records',
        () => b.received.filter((r) => laterIds.has(id(r))).length >= later.length,
      );
      assert.equal(
        new Set(b.received.filter((r) => laterIds.has(id(r))).map((r) => r.partition)).size > 1,
        true,
      );
    });

    it('tells members the partitions they gain and lose, and keeps partition k of related topics on one member', async function () {
      this.timeout(180_000); // three rebalances on the Kafka mock, each up to the session timeout
      const [books, prices] = [unique('contract-books'), unique('contract-prices')];
      const group = unique('group');
      await bus.ensureTopics([books, prices]);
      await bus.publish(books, records(8, 8, 'books'));
      await bus.publish(prices, records(8, 8, 'prices'));
      // Three members: with 4 partitions a flat round-robin over (topic, partition) pairs would
      // split partition k of the two topics between members (two members would pair them by luck).
      const members = ['m1', 'm2', 'm3'].map((name) => {
        const events: string[] = [];
        const strays: string[] = [];
        const at = (tps: readonly TopicPartition[]) => tps.map((tp) => `${tp.topic}/${tp.partition}`).sort();
        const consumer = bus.consumer({
          groupId: group,
          topics: [books, prices],
          onAssigned: (tps) => void events.push(...at(tps).map((tp) => `+${tp}`)),
          onRevoked: (tps) => void events.push(...at(tps).map((tp) => `-${tp}`)),
          handler: (batch) => {
            const owned = consumer.assignment.some(
              (tp) => tp.topic === batch.topic && tp.partition === batch.partition,
            );
            if (!owned) strays.push(`${batch.topic}/${batch.partition}`);
            return Promise.resolve();
          },
        });
        consumers.push(consumer);
        return { name, consumer, events, strays };
      });
      const [m1, m2, m3] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
      const owners = (list: typeof members) => {
        const byPartition = new Map<string, string[]>();
        for (const m of list)
          for (const tp of m.consumer.assignment)
            byPartition.set(`${tp.topic}/${tp.partition}`, [
              ...(byPartition.get(`${tp.topic}/${tp.partition}`) ?? []),
              m.name,
            ]);
        return byPartition;
      };
      const settled = (list: typeof members) => () => {
        const byPartition = owners(list);
        return (
          byPartition.size === 8 &&
          [...byPartition.values()].every((o) => o.length === 1) &&
          list.every((m) => m.consumer.assignment.length > 0)
        );
      };
      await m1.consumer.start();
      /** Waits for `list` to share every partition; says who owned what when it times out. */
      const waitSettled = async (what: string, list: typeof members) => {
        try {
          await eventually(what, settled(list), 60_000);
        } catch (err) {
          throw new Error(`${(err as Error).message}; owners: ${JSON.stringify([...owners(members)])}`);
        }
      };
      await waitSettled('m1 to own every partition', [m1]);
      await Promise.all([m2.consumer.start(), m3.consumer.start()]);
      await waitSettled('the three members to share the partitions', members);
      const byPartition = owners(members);
      for (let k = 0; k < 4; k++)
        assert.deepEqual(
          byPartition.get(`${books}/${k}`),
          byPartition.get(`${prices}/${k}`),
          `partition ${k} of both topics on one member`,
        );
      // What m1 gave away it was told about, and its listeners' account matches what it owns.
      const told = (m: (typeof members)[0]) => {
        const held = new Set<string>();
        for (const e of m.events) {
          if (e.startsWith('+')) held.add(e.slice(1));
          else held.delete(e.slice(1));
        }
        return [...held].sort();
      };
      const m1Now = m1.consumer.assignment.map((tp) => `${tp.topic}/${tp.partition}`).sort();
      assert.deepEqual(told(m1), m1Now);
      assert.ok(
        m1.events.some((e) => e.startsWith('-')),
        'm1 was told what it lost',
      );

      const m2Had = m2.consumer.assignment.map((tp) => `${tp.topic}/${tp.partition}`).sort();
      await m2.consumer.stop();
      assert.deepEqual(m2.consumer.assignment, [], 'a stopped member owns nothing');
      assert.deepEqual(
        m2.events
          .filter((e) => e.startsWith('-'))
          .slice(-m2Had.length)
          .map((e) => e.slice(1))
          .sort(),
        m2Had,
        'told of its loss on stop',
      );
      await waitSettled('the two left to take over', [m1, m3]);
      const after = owners([m1, m3]);
      for (let k = 0; k < 4; k++) assert.deepEqual(after.get(`${books}/${k}`), after.get(`${prices}/${k}`));
      assert.deepEqual(told(m1), m1.consumer.assignment.map((tp) => `${tp.topic}/${tp.partition}`).sort());
      assert.deepEqual(
        [...m1.strays, ...m2.strays, ...m3.strays],
        [],
        'no batch of a partition its member was not told it owns',
      );
    });

    it('hands batches of different partitions to the handler at once, never two of one partition', async () => {
      const topic = unique('contract-concurrent');
      await bus.ensureTopics([topic]);
      const sent = records(400, 16, 'concurrent');
      await bus.publish(topic, sent);
      const inFlight = new Set<number>();
      let most = 0;
      const c = await consume(
        unique('group'),
        [topic],
        async (batch) => {
          assert.ok(!inFlight.has(batch.partition), `partition ${batch.partition} twice in flight`);
          inFlight.add(batch.partition);
          most = Math.max(most, inFlight.size);
          // Hold the batch until a second one is in flight too (or a while has passed).
          const deadline = Date.now() + 300;
          while (inFlight.size < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
          inFlight.delete(batch.partition);
        },
        { maxBatchSize: 10, partitionsConcurrently: 2 },
      );
      await eventually('all records', () => distinct(c.received).length >= sent.length);
      assert.equal(most, 2, 'two partitions in the handler at once, never more');
      assert.deepEqual(new Set(distinct(c.received).map(id)), new Set(sent.map(id)));
    });

    it('delivers everything to each of two groups', async () => {
      const topic = unique('contract-groups');
      const sent = records(60, 6, 'groups');
      await bus.publish(topic, sent);
      const [g1, g2] = await Promise.all([
        consume(unique('group'), [topic]),
        consume(unique('group'), [topic]),
      ]);
      await eventually(
        'both groups',
        () => distinct(g1.received).length >= 60 && distinct(g2.received).length >= 60,
      );
      const expected = new Set(sent.map(id));
      assert.deepEqual(new Set(distinct(g1.received).map(id)), expected);
      assert.deepEqual(new Set(distinct(g2.received).map(id)), expected);
    });
  });
}

busContract('KafkaBus (mock cluster)', () => testKafkaBus('bus-contract', log));

busContract('LogBus (in memory)', () => new LogBus({ log, ...fastRetry }));

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pme-bus-'));
  dirs.push(dir);
  return dir;
}
after(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

busContract(
  'LogBus (persisted)',
  () => new LogBus({ log, dir: tempDir(), offsetsFlushMs: 50, ...fastRetry }),
);

/** Consumes `topic` in a new member of `groupId` until `until` holds, then stops it. */
async function drain(bus: Bus, groupId: string, topic: string, until: (r: DeliveredRecord[]) => boolean) {
  const received: DeliveredRecord[] = [];
  const consumer = bus.consumer({
    groupId,
    topics: [topic],
    handler: (batch) => {
      received.push(...batch.records);
      return Promise.resolve();
    },
  });
  await consumer.start();
  try {
    await eventually(`group ${groupId}`, () => until(received));
  } finally {
    await consumer.stop();
  }
  return received;
}

describe('LogBus in-process delivery of decoded payloads', function () {
  this.timeout(30_000);

  it("hands consumers the publisher's decoded payload itself, and its text to a restarted log", async () => {
    const dir = tempDir();
    const topic = unique('decoded');
    const payload = { n: 1, text: 'a "quoted" value' };
    let encoded = 0;
    const record: BusRecord = {
      key: 'k',
      decoded: payload,
      get value() {
        encoded += 1;
        return JSON.stringify(payload);
      },
    };
    const first = new LogBus({ log, dir, offsetsFlushMs: 50 });
    await first.start();
    await first.publish(topic, [record]);
    const received = await drain(first, unique('group'), topic, (r) => r.length === 1);
    await first.stop();
    assert.equal(received[0]!.decoded, payload, 'the same object, not a copy');
    assert.equal(encoded, 1, 'the text was made once, for the segment file');

    const second = new LogBus({ log, dir, offsetsFlushMs: 50 });
    await second.start();
    const again = await drain(second, unique('group'), topic, (r) => r.length === 1);
    await second.stop();
    assert.equal(again[0]!.decoded, undefined, 'a reloaded record has only its text');
    assert.deepEqual(JSON.parse(again[0]!.value), payload);
  });

  it('never makes the text of a record an in-memory log delivers by its decoded payload', async () => {
    const bus = new LogBus({ log });
    await bus.start();
    const topic = unique('decoded-memory');
    const record: BusRecord = {
      key: 'k',
      decoded: { n: 2 },
      get value(): string {
        throw new Error('value was read');
      },
    };
    await bus.publish(topic, [record]);
    const received = await drain(bus, unique('group'), topic, (r) => r.length === 1);
    await bus.stop();
    assert.deepEqual(received[0]!.decoded, { n: 2 });
  });
});

describe('LogBus persistence', function () {
  this.timeout(30_000);
  const options = (dir: string): LogBusOptions => ({ log, dir, offsetsFlushMs: 50, ...fastRetry });

  it('keeps records and committed offsets across a restart', async () => {
    const dir = tempDir();
    const topic = 'restart.topic';
    const before = records(30, 3, 'before');
    const later = records(12, 3, 'later');

    const bus1 = new LogBus(options(dir));
    await bus1.start();
    await bus1.publish(topic, before);
    const got1 = await drain(bus1, 'g', topic, (r) => r.length >= before.length);
    assert.equal(got1.length, before.length);
    await bus1.publish(topic, later);
    await bus1.stop();

    const bus2 = new LogBus(options(dir));
    await bus2.start();
    try {
      const marker: BusRecord = { key: 'key-1', value: '"marker"' };
      await bus2.publish(topic, [marker]);
      const got2 = await drain(
        bus2,
        'g',
        topic,
        (r) => r.length > later.length && r.some((x) => x.value === marker.value),
      );
      assert.deepEqual(new Set(got2.map(id)), new Set([...later, marker].map(id)));
      assert.equal(got2.length, later.length + 1);
      // Every record is still there for a new group.
      const all = await drain(bus2, 'fresh', topic, (r) => r.length >= before.length + later.length + 1);
      assert.deepEqual(new Set(all.map(id)), new Set([...before, ...later, marker].map(id)));
      // Offsets continue after the reload.
      assert.equal(new Set(all.map(position)).size, all.length);
    } finally {
      await bus2.stop();
    }
  });

  it('deletes segments every group has moved past', async () => {
    const dir = tempDir();
    const topic = 'retention.topic';
    const bus = new LogBus({ ...options(dir), partitions: 1, segmentRecords: 10 });
    await bus.start();
    try {
      await bus.publish(topic, records(45, 3));
      const segments = () =>
        readdirSync(path.join(dir, topic, '0')).sort((a, b) => parseInt(a) - parseInt(b));
      assert.deepEqual(segments(), ['0.log', '10.log', '20.log', '30.log', '40.log']);
      await drain(bus, 'g', topic, (r) => r.length >= 45);
      await eventually('segments deleted', () => segments().length === 1);
      assert.deepEqual(segments(), ['40.log']);
      // A new group starts at the earliest retained record.
      const rest = await drain(bus, 'late', topic, (r) => r.length >= 5);
      assert.deepEqual(
        rest.map((r) => r.offset),
        ['40', '41', '42', '43', '44'],
      );
    } finally {
      await bus.stop();
    }
  });

  it('cuts a torn last line and continues after it', async () => {
    const dir = tempDir();
    const topic = 'torn.topic';
    const bus1 = new LogBus({ ...options(dir), partitions: 1 });
    await bus1.start();
    await bus1.publish(topic, records(3, 1));
    await bus1.stop();
    const { appendFileSync } = await import('node:fs');
    appendFileSync(path.join(dir, topic, '0', '0.log'), '{"offset":3,"key":"key-0","va');

    const bus2 = new LogBus({ ...options(dir), partitions: 1 });
    await bus2.start();
    try {
      await bus2.publish(topic, [{ key: 'key-0', value: '"after"' }]);
      const got = await drain(bus2, 'g', topic, (r) => r.length >= 4);
      assert.deepEqual(
        got.map((r) => [r.offset, r.value]),
        [...records(3, 1).map((r, i) => [String(i), r.value]), ['3', '"after"']],
      );
    } finally {
      await bus2.stop();
    }
  });
});

describe('LogBus backpressure (maxLagRecords)', function () {
  this.timeout(30_000);

  it('holds a publish while a group lags more than maxLagRecords, and releases it as the group catches up', async () => {
    const topic = 'backpressure.topic';
    const bus = new LogBus({ log, partitions: 2, maxLagRecords: 10, ...fastRetry });
    await bus.start();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const received: DeliveredRecord[] = [];
    const consumer = bus.consumer({
      groupId: 'slow',
      topics: [topic],
      maxBatchSize: 5,
      handler: async (batch) => {
        await gate;
        received.push(...batch.records);
      },
    });
    await consumer.start();
    try {
      await bus.publish(topic, records(10, 4, 'first')); // at the bound: resolves
      let done = false;
      const second = bus.publish(topic, records(5, 4, 'second')).then(() => (done = true));
      // Barrier: a publish started after it, to a topic no group lags on, goes the same way and resolves.
      await bus.publish('backpressure.other', records(1, 1, 'other'));
      assert.equal(done, false, 'a publish past the bound waits while the group is stuck');
      release();
      await second;
      await eventually('everything consumed', () => distinct(received).length >= 15);
    } finally {
      await consumer.stop();
      await bus.stop();
    }
  });

  it('does not hold publishers for a group whose members all left', async () => {
    const topic = 'backpressure.left';
    const bus = new LogBus({ log, partitions: 1, maxLagRecords: 3, ...fastRetry });
    await bus.start();
    try {
      await bus.publish(topic, records(2, 1));
      const received: DeliveredRecord[] = [];
      const consumer = bus.consumer({
        groupId: 'gone',
        topics: [topic],
        handler: (batch) => {
          received.push(...batch.records);
          return Promise.resolve();
        },
      });
      await consumer.start();
      await eventually('first records', () => received.length >= 2);
      await consumer.stop();
      // The group keeps its committed offset but has no member: nothing it lags holds the publisher.
      await bus.publish(topic, records(50, 1, 'later'));
    } finally {
      await bus.stop();
    }
  });
});
