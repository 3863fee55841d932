// One copy of each repeated text in the catalog. JSON.parse makes a new string for every value
// longer than a few characters, so 165k parsed market messages hold their dates, decimals, image
// URLs, tags, outcome names and categories (and venue_a's condition id, equal to its market id)
// once per market. Interning the top-level texts of each market and event (and of their string
// arrays) through one table keeps a single copy of each. The string arrays themselves (an event's
// tags and labels: 11 different lists over the full catalog's 107k events; 11 MB as copies)
// are shared too: nothing changes a parsed message.

export class StringInterner {
  private readonly table = new Map<string, string>();
  private readonly lists = new Map<string, readonly unknown[]>();

  /** Replaces the object's string values and string arrays by their interned copies, in place. */
  intern<T extends object>(o: T): T {
    const record = o as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const v = record[key];
      if (typeof v === 'string') record[key] = this.text(v);
      else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) record[key] = this.list(v);
    }
    return o;
  }

  private list(v: string[]): readonly unknown[] {
    // JSON: no two lists of texts give the same key.
    const key = JSON.stringify(v);
    const seen = this.lists.get(key);
    if (seen !== undefined) return seen;
    for (let i = 0; i < v.length; i++) v[i] = this.text(v[i]!);
    this.lists.set(key, v);
    return v;
  }

  text(s: string): string {
    const seen = this.table.get(s);
    if (seen !== undefined) return seen;
    this.table.set(s, s);
    return s;
  }

  get size(): number {
    return this.table.size;
  }
}
