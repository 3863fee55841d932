// The similar-pairs route's reader (storage/hot/similarity-state.ts PairsReader): the partitions'
// lists merged as readPairs merges them, one hot-state round trip while the partition count holds,
// the merged list kept while no list changed, and every change to a list or the count seen at once.
import assert from 'node:assert/strict';
import { MemoryHotState } from '../../../storage/hot/memory-hot-state.ts';
import {
  PairsReader,
  readPairs,
  writePartitionCount,
  writePartitions,
  type CurrentPair,
} from '../../../storage/hot/similarity-state.ts';

function pair(a: string, b: string, similarity: number, quoted: number, arbitrage = 0): CurrentPair {
  return {
    venue_a: `venue_a:${a}`,
    venue_b: `venue_b:${b}`,
    similarity,
    arbitrage,
    alignment: 'same',
    outcomes: { yes: `${a}-yes`, no: `${a}-no` },
    quoted,
  };
}

/** MemoryHotState counting its mget calls (the reader's round trips). */
class CountingHotState extends MemoryHotState {
  mgets = 0;
  override mget(keys: readonly string[]): Promise<(string | null)[]> {
    this.mgets++;
    return super.mget(keys);
  }
}

const write = (hot: MemoryHotState, partition: number, pairs: CurrentPair[]) =>
  writePartitions(hot, [{ partition, epoch: 1, similar: new Map(), pairs }]);

const keys = (pairs: readonly CurrentPair[]) => pairs.map((p) => `${p.venue_a}|${p.venue_b}|${p.quoted}`);

describe('similarity: the pairs reader of the similar-pairs route', () => {
  let hot: CountingHotState;
  let reader: PairsReader;
  beforeEach(async () => {
    hot = new CountingHotState();
    await hot.start();
    reader = new PairsReader(hot);
  });
  afterEach(() => hot.stop());

  it('should read no pairs before any partition is written, in one round trip', async () => {
    assert.deepEqual(await reader.read(), []);
    assert.equal(hot.mgets, 1);
  });

  it('should merge the partitions as readPairs does, and keep the merge while no list changes', async () => {
    await writePartitionCount(hot, 2);
    // The pair x|y is listed by both partitions: the list that priced it from newer quotes wins.
    await write(hot, 0, [pair('x', 'y', 0.9, 100), pair('p', 'q', 0.8, 100, 0.02)]);
    await write(hot, 1, [pair('x', 'y', 0.9, 200), pair('r', 's', 0.8, 100, 0.05)]);

    const first = await reader.read();
    assert.deepEqual(keys(first), [
      'venue_a:x|venue_b:y|200',
      'venue_a:r|venue_b:s|100',
      'venue_a:p|venue_b:q|100',
    ]);
    assert.deepEqual(first, await readPairs(hot));

    hot.mgets = 0;
    const again = await reader.read();
    assert.equal(hot.mgets, 1, 'one round trip while the count holds');
    assert.equal(again, first, 'the kept merge, not a new one');
  });

  it('should see a changed list and a changed partition count at once', async () => {
    await writePartitionCount(hot, 1);
    await write(hot, 0, [pair('x', 'y', 0.9, 100)]);
    assert.deepEqual(keys(await reader.read()), ['venue_a:x|venue_b:y|100']);

    await write(hot, 0, [pair('x', 'y', 0.9, 300), pair('p', 'q', 0.95, 300)]);
    assert.deepEqual(keys(await reader.read()), ['venue_a:p|venue_b:q|300', 'venue_a:x|venue_b:y|300']);

    await writePartitionCount(hot, 2);
    await write(hot, 1, [pair('r', 's', 0.99, 400)]);
    hot.mgets = 0;
    assert.deepEqual(keys(await reader.read()), [
      'venue_a:r|venue_b:s|400',
      'venue_a:p|venue_b:q|300',
      'venue_a:x|venue_b:y|300',
    ]);
    assert.equal(hot.mgets, 2, 'a changed count reads its lists again');

    await writePartitionCount(hot, 0);
    assert.deepEqual(await reader.read(), []);
  });
});
