// Runs async tasks one at a time, in the order they were submitted (a failed task does not stop
// the ones after it). For state two consumers of one process share.
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
