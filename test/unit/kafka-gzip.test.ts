import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import kafkajs from 'kafkajs';
import { useFastGzip } from '../../storage/bus/kafka-gzip.ts';

interface Codec {
  compress(encoder: { buffer: Buffer }): Promise<Buffer>;
  decompress(buffer: Buffer): Promise<Buffer>;
}

describe('kafka gzip codec', () => {
  const { CompressionCodecs, CompressionTypes } = kafkajs;
  let original: (typeof CompressionCodecs)[kafkajs.CompressionTypes.GZIP];
  before(() => {
    original = CompressionCodecs[CompressionTypes.GZIP];
    useFastGzip();
  });
  after(() => {
    CompressionCodecs[CompressionTypes.GZIP] = original;
  });

  it('should give back the bytes, also when they inflate beyond the output buffer it sizes from the input', async () => {
    const codec = CompressionCodecs[CompressionTypes.GZIP]() as Codec;
    const json = Buffer.from(
      Array.from({ length: 3000 }, (_, i) => JSON.stringify({ v: 1, seq: i })).join('\n'),
    );
    // 1,000× smaller compressed: far more output than 4× the input, in several chunks.
    for (const bytes of [json, Buffer.alloc(4 << 20, 'a'), randomBytes(100_000), Buffer.alloc(0)]) {
      const compressed = await codec.compress({ buffer: bytes });
      assert.ok((await codec.decompress(compressed)).equals(bytes), `${bytes.length} bytes round-trip`);
    }
  });
});
