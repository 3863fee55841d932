// Double → exact decimal text, memoized. The dataset holds a few hundred distinct prices among
// millions of rows, so each distinct double goes through toDecimal (shortest round-trip text) and
// complement (1 − p, exact) once; every later row is a map lookup.
import { complement, toDecimal } from '../../core/decimal.ts';

export interface PriceEntry {
  /** The YES-side price as canonical decimal text. */
  readonly text: string;
  /** 1 − text, exact: the NO-side price on the other side of the book. */
  readonly complement: string;
}

/** Bound on distinct prices kept; far above what the dataset has (under 1 000 per day). */
const MAX_ENTRIES = 100_000;

export class PriceTexts {
  private readonly cache = new Map<number, PriceEntry>();

  /** For a finite price in [0, 1] (the caller checks). */
  entry(price: number): PriceEntry {
    let entry = this.cache.get(price);
    if (entry === undefined) {
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
      const text = toDecimal(price);
      entry = { text, complement: complement(text) };
      this.cache.set(price, entry);
    }
    return entry;
  }
}

/** Why a side's price cannot be published, or undefined when it can (null = empty side is fine). */
export function priceProblem(side: 'bid' | 'ask', price: unknown): string | undefined {
  if (price === null || price === undefined) return undefined;
  if (typeof price !== 'number') return `${side} is not a number (${typeof price})`;
  if (Number.isNaN(price)) return `${side} is NaN`;
  if (!(price >= 0 && price <= 1)) return `${side} ${price} is outside [0, 1]`;
  return undefined;
}
