// A least-recently-used cache bounded by entry count and by total size (the caller says what an
// entry weighs, e.g. its serialized bytes). Map keeps insertion order: the first key is the oldest.

export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    // Move to the young end.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Stores a value; one heavier than the whole budget is not kept. */
  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    this.delete(key);
    if (size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.total += size;
    while (this.entries.size > this.maxEntries || this.total > this.maxSize) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, { size: number }];
      this.entries.delete(oldestKey);
      this.total -= oldest.size;
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.total -= old.size;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  getOrCreate(key: string, create: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = create();
    this.set(key, value);
    return value;
  }
}
