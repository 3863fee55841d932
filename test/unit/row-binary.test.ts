// RowBinary results as the order-book reads decode them (storage/clickhouse/row-binary.ts): decimals
// from their unscaled integers must come out as ClickHouse's toString writes them.
import assert from 'node:assert/strict';
import { decimalText, decimalTextOfHalves, RowBinaryReader } from '../../storage/clickhouse/row-binary.ts';

/** An Int64 as the halves RowBinary holds. */
function halves(value: bigint): [number, number] {
  const u = BigInt.asUintN(64, value);
  return [Number(u & 0xffffffffn), Number(BigInt.asIntN(32, u >> 32n))];
}

describe('RowBinary decoding', () => {
  it('should write decimals as toString does: no trailing zeros, no point for whole numbers', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [500_000, '0.5'],
      [1, '0.000001'],
      [-1, '-0.000001'],
      [10_000_000, '10'],
      [5_500_000, '5.5'],
      [-12_340_000, '-12.34'],
      [999_999_999, '999.999999'],
      [123_456, '0.123456'],
      [100_001, '0.100001'],
      [Number.MAX_SAFE_INTEGER, '9007199254.740991'],
      [-Number.MAX_SAFE_INTEGER, '-9007199254.740991'],
    ];
    for (const [raw, text] of cases) assert.equal(decimalText(raw, 6), text, String(raw));
    assert.equal(decimalText(12_345, 2), '123.45');
    assert.equal(decimalText(7, 0), '7');
  });

  it('should write an Int64 decimal exactly from its halves, beyond 2^53 too', () => {
    for (const value of [
      0n,
      1n,
      -1n,
      5_500_000n,
      2n ** 53n + 1n,
      999_999_999_999_999_999n,
      -(2n ** 62n) - 7n,
      4_294_967_296n,
    ]) {
      const [lo, hi] = halves(value);
      const negative = value < 0n;
      const abs = negative ? -value : value;
      const frac = (abs % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
      const expected = `${negative ? '-' : ''}${abs / 1_000_000n}${frac === '' ? '' : `.${frac}`}`;
      assert.equal(decimalTextOfHalves(lo, hi, 6), expected, String(value));
    }
  });

  it('should read values one after another, lengths as LEB128', () => {
    const bytes = Buffer.alloc(64);
    let at = 0;
    at = bytes.writeBigInt64LE(1_783_814_516_717n, at);
    at = bytes.writeUInt16LE(65_535, at);
    at = bytes.writeInt8(-3, at);
    at = bytes.writeUInt8(1, at); // NULL
    at = bytes.writeInt32LE(-499_000, at);
    bytes[at++] = 0x96; // 150 as LEB128
    bytes[at++] = 0x01;
    at = bytes.writeUInt8(3, at);
    at += bytes.write('abc', at);
    at = bytes.writeUInt8(2, at);
    at += bytes.write('xy', at);
    const r = new RowBinaryReader(bytes.subarray(0, at));
    assert.equal(r.int64(), 1_783_814_516_717);
    assert.equal(r.uint16(), 65_535);
    assert.equal(r.int8(), -3);
    assert.equal(r.isNull(), true);
    assert.equal(r.int32(), -499_000);
    assert.equal(r.varUInt(), 150);
    assert.equal(r.string(), 'abc');
    r.skipString();
    assert.equal(r.done, true);
  });
});
