// ClickHouse's RowBinary output, for reads whose results are large: values as their bytes, no text
// to format in ClickHouse and none to parse here (a busy token's bucket read is ~170k decimal
// levels: formatted as text they cost ClickHouse more than reading them, and JSON more again).
// https://clickhouse.com/docs/interfaces/formats/RowBinary

const TWO_32 = 2 ** 32;

/** Reads one value after another from a RowBinary body (little-endian, lengths as LEB128). */
export class RowBinaryReader {
  /** The body, and the position of the next value: public for hot loops that read many values in place. */
  readonly view: DataView;
  pos = 0;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get done(): boolean {
    return this.pos >= this.bytes.length;
  }

  int8(): number {
    return this.view.getInt8(this.pos++);
  }

  /** Nullable(T)'s flag: true when the value is NULL (and nothing follows). */
  isNull(): boolean {
    return this.view.getUint8(this.pos++) === 1;
  }

  uint16(): number {
    const v = this.view.getUint16(this.pos, true);
    this.pos += 2;
    return v;
  }

  int32(): number {
    const v = this.view.getInt32(this.pos, true);
    this.pos += 4;
    return v;
  }

  /** An Int64 as a number: exact within ±2^53, which every time in ms is. */
  int64(): number {
    const lo = this.view.getUint32(this.pos, true);
    const hi = this.view.getInt32(this.pos + 4, true);
    this.pos += 8;
    return hi * TWO_32 + lo;
  }

  /** An array's or a string's length. */
  varUInt(): number {
    let out = 0;
    let shift = 0;
    for (;;) {
      const b = this.bytes[this.pos++]!;
      out += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return out;
      shift += 7;
    }
  }

  string(): string {
    const n = this.varUInt();
    const s = Buffer.from(this.bytes.buffer, this.bytes.byteOffset + this.pos, n).toString('utf8');
    this.pos += n;
    return s;
  }

  skipString(): void {
    const n = this.varUInt(); // read first: `pos += varUInt()` would add to the position before the length
    this.pos += n;
  }
}

/**
 * A Decimal's text as ClickHouse's toString writes it (no trailing zeros, no point for a whole
 * number): `raw` is the unscaled integer, exact (|raw| ≤ 2^53).
 */
export function decimalText(raw: number, scale: number): string {
  const unit = 10 ** scale;
  const negative = raw < 0;
  const abs = negative ? -raw : raw;
  let whole = Math.floor(abs / unit);
  let frac = abs - whole * unit;
  // abs / unit is rounded: near 2^53 the floor can be one off, which the remainder shows.
  if (frac < 0) {
    whole -= 1;
    frac += unit;
  } else if (frac >= unit) {
    whole += 1;
    frac -= unit;
  }
  const sign = negative ? '-' : '';
  if (frac === 0) return `${sign}${whole}`;
  // Trailing zeros dropped as digits, not as text (this runs once per level a read meets).
  let digits = scale;
  while (frac % 10 === 0) {
    frac /= 10;
    digits--;
  }
  return `${sign}${whole}.${String(frac).padStart(digits, '0')}`;
}

/**
 * decimalText of an Int64 read as its halves (`lo` the low 32 bits unsigned, `hi` the high 32 bits
 * signed): exact for any value (BigInt beyond ±2^53).
 */
export function decimalTextOfHalves(lo: number, hi: number, scale: number): string {
  if (hi >= -0x200000 && hi < 0x200000) return decimalText(hi * TWO_32 + lo, scale);
  const raw = (BigInt(hi) << 32n) + BigInt(lo);
  const negative = raw < 0n;
  const abs = negative ? -raw : raw;
  const unit = 10n ** BigInt(scale);
  const frac = abs % unit;
  const fraction = frac === 0n ? '' : `.${String(frac).padStart(scale, '0').replace(/0+$/, '')}`;
  return `${negative ? '-' : ''}${abs / unit}${fraction}`;
}
