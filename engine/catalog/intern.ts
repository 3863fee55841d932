// One copy of each repeated text in the catalog. JSON.parse makes a new string for every value
// longer than a few characters, so 165k parsed market messages hold their dates, decimals, image
// URLs, tags, outcome names and categories (and venue_a's condition id, equal to its market id)
// once per market. Interning the top-level texts of each market and event (and of their string
// arrays) through one table keeps a single copy of each.

export class StringInterner {
  private readonly table = new Map<string, string>();

  /** Replaces the object's string values (and the strings of its string arrays) by their interned copies, in place. */
  intern<T extends object>(o: T): T {
    const record = o as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const v = record[key];
      if (typeof v === 'string') record[key] = this.text(v);
      else if (Array.isArray(v)) for (let i = 0; i < v.length; i++) if (typeof v[i] === 'string') v[i] = this.text(v[i] as string);
    }
    return o;
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
