// The embedded placement's hot state is kept with the log's committed offsets (LogBus `companion`):
// whatever moment the process dies at, the state read back holds the effect of every record below
// the offsets read back with it, and a clean restart finds both as they were.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createLogger } from '../../core/logger.ts';
import type { DeliveredRecord } from '../../storage/bus/bus.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { readOffsets } from '../../storage/bus/log-offsets.ts';
import { MemoryHotState } from '../../storage/hot/memory-hot-state.ts';
import { fastRetry } from '../support/test-buses.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
const TOPIC = 'companion.topic';
const RECORDS = 400;

describe('LogBus with a companion state (the embedded hot state)', function () {
  this.timeout(60_000);
  const dirs: string[] = [];
  const tempDir = (): string => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pme-companion-'));
    dirs.push(dir);
    return dir;
  };
  after(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A bus whose consumer writes one hot key per record (`seen:<partition>:<offset>`), as the engine's writers do. */
  async function startWriter(dir: string, hot: MemoryHotState) {
    const bus = new LogBus({
      log,
      dir,
      partitions: 4,
      offsetsFlushMs: 5,
      maxBatchSize: 7,
      companion: hot,
      ...fastRetry,
    });
    await bus.start();
    const delivered: DeliveredRecord[] = [];
    const consumer = bus.consumer({
      groupId: 'writer',
      topics: [TOPIC],
      handler: async (batch) => {
        for (const r of batch.records) {
          await hot.set(`seen:${r.partition}:${r.offset}`, r.value);
          await sleep(0);
        }
        delivered.push(...batch.records);
      },
    });
    return { bus, consumer, delivered };
  }

  it('after a crash at any moment, the state read back covers every record below the offsets read back', async () => {
    const dir = tempDir();
    const hot = new MemoryHotState();
    const { bus, consumer, delivered } = await startWriter(dir, hot);
    const file = path.join(dir, 'offsets.json');
    // What a crash would leave on disk, taken while the consumer works (the file is replaced by a
    // rename, so each read sees one whole write).
    const images: string[] = [];
    try {
      await bus.publish(
        TOPIC,
        Array.from({ length: RECORDS }, (_, i) => ({ key: `k${i % 13}`, value: `v${i}` })),
      );
      await consumer.start();
      while (delivered.length < RECORDS) {
        try {
          images.push(readFileSync(file, 'utf8'));
        } catch {
          // not written yet
        }
        await sleep(3);
      }
      await consumer.stop();
    } finally {
      await bus.stop();
    }
    images.push(readFileSync(file, 'utf8'));

    let checked = 0;
    let partial = 0;
    for (const text of images) {
      const imageFile = path.join(tempDir(), 'offsets.json');
      writeFileSync(imageFile, text);
      const { groups, companion } = await readOffsets(imageFile);
      assert.ok(companion !== undefined, 'the state is written with the offsets');
      const restored = new MemoryHotState();
      restored.restore(companion);
      const committed = groups.writer?.[TOPIC] ?? {};
      let below = 0;
      for (const [p, offset] of Object.entries(committed)) {
        for (let o = 0; o < offset; o++) {
          assert.notEqual(
            await restored.get(`seen:${p}:${o}`),
            null,
            `record ${p}:${o} is below the offsets but missing`,
          );
          below++;
        }
      }
      if (below > 0 && below < RECORDS) partial++;
      checked += below;
    }
    assert.ok(partial > 0, `some images were taken mid-run (${images.length} images)`);
    assert.ok(checked > RECORDS, 'records checked');
  });

  it('restores the state and the offsets after a clean stop, and a restart continues after them', async () => {
    const dir = tempDir();
    const first = await startWriter(dir, new MemoryHotState());
    await first.bus.publish(TOPIC, [
      { key: 'a', value: 'one' },
      { key: 'b', value: 'two' },
    ]);
    await first.consumer.start();
    await eventually('both processed', () => first.delivered.length === 2);
    await first.consumer.stop();
    await first.bus.stop();

    const hot = new MemoryHotState();
    await hot.set('expired', 'x', 1);
    const second = await startWriter(dir, hot);
    try {
      for (const r of first.delivered)
        assert.equal(await hot.get(`seen:${r.partition}:${r.offset}`), r.value);
      assert.equal(await hot.get('expired'), null, 'the restored state replaces what the store held');
      await second.bus.publish(TOPIC, [{ key: 'a', value: 'three' }]);
      await second.consumer.start();
      await eventually('the new record', () => second.delivered.length === 1);
      assert.equal(
        second.delivered[0]!.value,
        'three',
        'nothing below the restored offsets is delivered again',
      );
    } finally {
      await second.consumer.stop();
      await second.bus.stop();
    }
  });

  it('keeps entries with a time to live until they expire', async () => {
    const hot = new MemoryHotState();
    await hot.set('short', '1', 50);
    await hot.set('long', '2', 60_000);
    await hot.set('forever', '3');
    const text = hot.capture();
    await eventually('the short entry to expire', async () => (await hot.get('short')) === null, 5000);
    const restored = new MemoryHotState();
    restored.restore(text);
    assert.deepEqual(await restored.mget(['short', 'long', 'forever']), [null, '2', '3']);
  });
});
