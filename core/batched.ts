// One call for many callers: what is added while a call runs waits and goes in the next call, all
// together (one statement for the fills of many concurrent orders instead of one each). Each
// caller's promise settles with the call that carried its items.
export class Batched<T> {
  private queued: T[] = [];
  private waiting: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  private running = false;

  constructor(private readonly run: (items: T[]) => Promise<void>) {}

  add(items: readonly T[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queued.push(...items);
      this.waiting.push({ resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    while (this.waiting.length > 0) {
      const items = this.queued;
      const waiting = this.waiting;
      this.queued = [];
      this.waiting = [];
      try {
        await this.run(items);
        for (const w of waiting) w.resolve();
      } catch (err) {
        for (const w of waiting) w.reject(err);
      }
    }
    this.running = false;
  }
}
