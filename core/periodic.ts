// A component that runs one round of work every interval, never two rounds at once. A failed
// round is logged and counted against health until a round succeeds again; stop waits for the
// round under way.
import type { Component, Health } from './lifecycle.ts';
import type { Logger } from './logger.ts';

export class PeriodicTask implements Component {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private lastError: string | undefined;

  constructor(
    readonly name: string,
    private readonly intervalMs: number,
    private readonly round: () => Promise<void>,
    private readonly log: Logger,
  ) {}

  start(): Promise<void> {
    this.stopped = false;
    this.schedule(0);
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  health(): Promise<Health> {
    return Promise.resolve(this.lastError === undefined ? { ok: true } : { ok: false, detail: this.lastError });
  }

  /** Runs a round after the ones already under way or queued; tests and admin commands use it. */
  runOnce(): Promise<void> {
    const next = (this.running ?? Promise.resolve()).then(() =>
      this.round().then(
        () => {
          this.lastError = undefined;
        },
        (err: unknown) => {
          this.lastError = (err as Error).message;
          this.log.warn({ task: this.name, err }, 'periodic round failed');
        },
      ),
    );
    this.running = next;
    return next;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runOnce().then(() => this.schedule(this.intervalMs));
    }, ms);
  }
}
