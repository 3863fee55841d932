// A component that runs one round of work every interval, never two rounds at once. A failed
// round leaves the task degraded (its health says why) until a round succeeds again; failures are
// counted and logged with back-off (FailureLog), never a stack trace per round. Stop waits for the
// round under way.
import { FailureLog } from './failure-log.ts';
import type { Component, Health } from './lifecycle.ts';
import type { Logger } from './logger.ts';
import { counter } from './metrics.ts';

const roundFailures = counter('periodic_round_failures_total', 'Periodic rounds that failed, by task', ['task']);

export class PeriodicTask implements Component {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private lastError: string | undefined;
  private readonly failures: FailureLog;

  constructor(
    readonly name: string,
    private readonly intervalMs: number,
    private readonly round: () => Promise<void>,
    log: Logger,
  ) {
    this.failures = new FailureLog(log, { task: name }, 'periodic round failed');
  }

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
          this.failures.succeeded();
        },
        (err: unknown) => {
          this.lastError = err instanceof Error ? err.message : String(err);
          roundFailures.inc({ task: this.name });
          this.failures.failed(err);
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
