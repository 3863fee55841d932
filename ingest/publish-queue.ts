// Publishes a stream's messages one batch after another, in arrival order, without making the
// socket handler wait: frames keep their order on the bus (one key's records stay ordered even when
// the bus would run two sends side by side), `pending` lets the caller apply back-pressure (pause
// the socket), and drain() is what stop() waits for. The queue is p-queue's, one task at a time.
import PQueue from 'p-queue';

export class PublishQueue {
  private readonly queue = new PQueue({ concurrency: 1 });

  constructor(private readonly onError: (err: unknown) => void) {}

  /** Batches queued or being published. */
  get pending(): number {
    return this.queue.size + this.queue.pending;
  }

  push(task: () => Promise<void>): void {
    this.queue.add(task).catch(this.onError);
  }

  /** Resolves once everything queued so far (and anything queued meanwhile) is done. */
  drain(): Promise<void> {
    return this.queue.onIdle();
  }
}
