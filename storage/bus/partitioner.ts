// Key → partition, the same function as Kafka's default partitioner (Java client and kafkajs'
// DefaultPartitioner): murmur2 over the key's UTF-8 bytes, sign bit cleared, modulo the partition
// count. The embedded log and the Kafka producer both use it, so a key lands in the same partition
// number in either placement.

const SEED = 0x9747b28c;
const M = 0x5bd1e995;

/** Reused between calls: hashing a key allocates nothing unless the key is longer than this. */
let scratch = Buffer.allocUnsafe(256);

/** Kafka's murmur2 (32-bit, signed result, like Java's Utils.murmur2). */
export function murmur2(data: Uint8Array, length = data.length): number {
  let h = (SEED ^ length) | 0;
  const length4 = length >>> 2;
  for (let i = 0; i < length4; i++) {
    const i4 = i << 2;
    let k = data[i4]! | (data[i4 + 1]! << 8) | (data[i4 + 2]! << 16) | (data[i4 + 3]! << 24);
    k = Math.imul(k, M);
    k ^= k >>> 24;
    k = Math.imul(k, M);
    h = Math.imul(h, M) ^ k;
  }
  const tail = length & ~3;
  const rest = length & 3;
  if (rest > 0) {
    if (rest === 3) h ^= data[tail + 2]! << 16;
    if (rest >= 2) h ^= data[tail + 1]! << 8;
    h ^= data[tail]!;
    h = Math.imul(h, M);
  }
  h ^= h >>> 13;
  h = Math.imul(h, M);
  h ^= h >>> 15;
  return h | 0;
}

/** The partition of `key` among `partitions` partitions; stable across processes and versions. */
export function partitionFor(key: string, partitions: number): number {
  if (!Number.isInteger(partitions) || partitions < 1)
    throw new RangeError(`bad partition count ${partitions}`);
  if (partitions === 1) return 0;
  // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
  if (key.length * 3 > scratch.length)
    scratch = Buffer.allocUnsafe(Math.max(key.length * 3, scratch.length * 2));
  const length = scratch.write(key, 0, 'utf8');
  return (murmur2(scratch, length) & 0x7fffffff) % partitions;
}
