// Single flight: a call issued while an identical one (the same key) is in flight shares that one's
// answer instead of running again, so a burst of identical reads costs the store one. Nothing is
// kept once it settles (overlapping, not cached): an answer is never older than the caller's own
// call would have been by more than the shared call's run. Its failure reaches every caller.
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  /**
   * The answer of the call of `key` in flight, else of `call()`, started now. `shared` is called
   * when this caller joins one in flight (a metric's count).
   */
  run(key: string, call: () => Promise<T>, shared?: () => void): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) {
      shared?.();
      return pending;
    }
    const started = call();
    this.inFlight.set(key, started);
    const forget = () => {
      if (this.inFlight.get(key) === started) this.inFlight.delete(key);
    };
    started.then(forget, forget);
    return started;
  }

  /** Calls issued from now on share none issued before (after a write: they must see it). */
  forget(): void {
    this.inFlight.clear();
  }
}
