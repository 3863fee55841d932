// Publishes a stream's messages one batch after another, in arrival order, without making the
// socket handler wait: frames keep their order on the bus (one key's records stay ordered even when
// the bus would run two sends side by side), `pending` lets the caller apply back-pressure (pause
// the socket), and drain() is what stop() waits for.
export class PublishQueue {
  private tail: Promise<void> = Promise.resolve();
  private count = 0;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly onError: (err: unknown) => void) {}

  /** Batches queued or being published. */
  get pending(): number {
    return this.count;
  }

  push(task: () => Promise<void>): void {
    this.count++;
    this.tail = this.tail
      .then(task)
      .catch((err: unknown) => this.onError(err))
      .finally(() => {
        this.count--;
        if (this.count === 0) for (const wake of this.idleWaiters.splice(0)) wake();
      });
  }

  /** Resolves once everything queued so far (and anything queued meanwhile) is done. */
  drain(): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}
