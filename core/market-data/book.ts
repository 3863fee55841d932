// Order-book level handling shared by the venues: canonical prices, one level per price, no empty
// levels, best first. Venues send levels in their own order (Polymarket: worst first; Kalshi: bids
// only, ascending), so every snapshot goes through sortLevels before it is published.
import { add, compare, complement, isZero, mid } from '../decimal.ts';
import { fail, priceValue, decimalValue } from './parse-result.ts';
import type { BookChange, BookLevel } from './schemas.ts';

export type BookSideName = 'bids' | 'asks';

/** Canonicalizes, merges equal prices (sizes add up), drops empty levels and sorts best first. */
export function sortLevels(
  levels: Iterable<readonly [unknown, unknown]>,
  side: BookSideName,
  what: string = side,
): BookLevel[] {
  const byPrice = new Map<string, string>();
  let i = 0;
  for (const [rawPrice, rawSize] of levels) {
    const price = priceValue(rawPrice, `${what}[${i}].price`);
    const size = decimalValue(rawSize, `${what}[${i}].size`);
    byPrice.set(price, add(byPrice.get(price) ?? '0', size));
    i++;
  }
  const out: BookLevel[] = [];
  for (const [price, size] of byPrice) if (!isZero(size)) out.push([price, size]);
  const direction = side === 'bids' ? -1 : 1;
  return out.sort((a, b) => direction * compare(a[0], b[0]));
}

/**
 * The other outcome's levels seen from this outcome: a bid for NO at p is an offer to sell YES at
 * 1 − p (and vice versa), with the same size. Input bids, output asks sorted best (lowest) first.
 */
export function complementLevels(bidsOfOtherOutcome: readonly BookLevel[]): BookLevel[] {
  return sortLevels(
    bidsOfOtherOutcome.map(([price, size]) => [complement(price), size] as const),
    'asks',
  );
}

/** The mid of the best bid and best ask, or null when a side is empty. */
export function midOf(bids: readonly BookLevel[], asks: readonly BookLevel[]): string | null {
  const bid = bids[0];
  const ask = asks[0];
  return bid && ask ? mid(bid[0], ask[0]) : null;
}

/** Reads [{price, size}] objects (Polymarket) or [price, size] pairs (Kalshi) as raw pairs. */
export function rawLevels(value: unknown, what: string): [unknown, unknown][] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return fail(`${what} must be a list of levels`);
  return value.map((level: unknown, i): [unknown, unknown] => {
    if (Array.isArray(level) && level.length >= 2) return [level[0], level[1]];
    if (typeof level === 'object' && level !== null && 'price' in level && 'size' in level) {
      return [level.price, level.size];
    }
    return fail(`${what}[${i}] must be [price, size] or {price, size}`);
  });
}

/** One side's levels after a set of changes (each level's new total; size 0 removes it), best first. */
export function applyChanges(
  levels: readonly BookLevel[],
  changes: readonly BookChange[],
  side: BookChange['side'],
): BookLevel[] {
  const byPrice = new Map(levels.map(([p, s]) => [p, s] as const));
  for (const c of changes) {
    if (c.side !== side) continue;
    if (isZero(c.size)) byPrice.delete(c.price);
    else byPrice.set(c.price, c.size);
  }
  const direction = side === 'bid' ? -1 : 1;
  return [...byPrice].sort((a, b) => direction * compare(a[0], b[0]));
}
