// Membership bitsets of the frequent tokens of the text index (candidates.ts), by market id. A
// query completes the dot products of the markets it met with the common tokens it did not walk;
// with a token's bitset that is one bit test per market met, instead of a scan of the token's whole
// postings list (tens of thousands of postings for "win" or a league name, in every query: most of
// a full pass's candidate time). The sums do not change: the same terms, added in the same order.
// Ids are never reused, so a removed market's bits are left as they are (queries only test the ids
// of live markets).

/** A token gets a bitset once this many markets carry it: below, scanning its postings is cheap. */
export const FREQUENT_FROM = 1024;

/** Per id: whether it carries the token, and whether as event context (weight 0.5). */
export interface Membership {
  has: Uint32Array;
  context: Uint32Array;
}

/** The weight before IDF of a token in market `id` (0 when it does not carry it). */
export function weightIn(set: Membership, id: number): number {
  const word = id >>> 5;
  const bit = 1 << (id & 31);
  if ((set.has[word]! & bit) === 0) return 0;
  return (set.context[word]! & bit) === 0 ? 1 : 0.5;
}

export class TokenBits {
  private readonly sets = new Map<string, Membership>();
  /** 32-bit words per set: room for 32 × words ids. */
  private words = 1024;

  get(token: string): Membership | undefined {
    return this.sets.get(token);
  }

  /** Record that market `id` carries `token`, if the token has a set. */
  mark(token: string, id: number, context: boolean): void {
    const set = this.sets.get(token);
    if (!set) return;
    this.reserve(id);
    this.write(set, id, context);
  }

  /** Start the set of a token that has become frequent, from its postings (id × 2 + context). */
  promote(token: string, lists: Iterable<readonly number[]>): void {
    const set = { has: new Uint32Array(this.words), context: new Uint32Array(this.words) };
    this.sets.set(token, set);
    for (const list of lists) {
      for (const posting of list) {
        const id = posting >> 1;
        this.reserve(id);
        this.write(set, id, (posting & 1) === 1);
      }
    }
  }

  private write(set: Membership, id: number, context: boolean): void {
    const word = id >>> 5;
    const bit = 1 << (id & 31);
    set.has[word]! |= bit;
    if (context) set.context[word]! |= bit;
  }

  /** Grow every set (in place: a Membership held stays valid) to hold `id`. */
  private reserve(id: number): void {
    if (id >>> 5 < this.words) return;
    while (id >>> 5 >= this.words) this.words *= 2;
    for (const set of this.sets.values()) {
      const has = new Uint32Array(this.words);
      const context = new Uint32Array(this.words);
      has.set(set.has);
      context.set(set.context);
      set.has = has;
      set.context = context;
    }
  }
}
