// A component that runs one round of work every interval, never two rounds at once. A failed
// round leaves the task degraded (its health says why) until a round succeeds again; failures are
// counted and logged with back-off (FailureLog), never a stack trace per round. Stop waits for the
// round under way.
//
// With a lease (singleton work when several replicas run the role), a round runs only on the
// replica holding the lease: each round first takes or renews it, the holder renews it every
// `renewMs` meanwhile (on a timer of its own: a slow round does not delay it), and the others'
// rounds are skipped (standby). A standby tries again after `renewMs` rather than a whole interval,
// so a dead holder's lease, which runs out after at most its TTL, is taken within TTL + renewMs
// whatever the task's interval; the new holder's first round runs then. A graceful stop releases
// the lease for an immediate takeover.
import { type Clock, type ClockTimer, systemClock } from './clock.ts';
import { FailureLog } from './failure-log.ts';
import type { Lease } from './lease.ts';
import { LeaseKeeper } from './lease-keeper.ts';
import type { Component, Health } from './lifecycle.ts';
import type { Logger } from './logger.ts';
import { counter } from './metrics.ts';
import { secondsSinceGauge } from './progress.ts';

const roundFailures = counter('periodic_round_failures_total', 'Periodic rounds that failed, by task', [
  'task',
]);
const markRound = secondsSinceGauge(
  'periodic_seconds_since_last_round',
  'Seconds since the task last finished a round, run or skipped on standby (since its start when none yet): growing beyond its interval means a stuck round',
  'task',
);

/** What a round knows of its lease. */
export interface RoundContext {
  /** The fencing token the round runs under (undefined: no lease). */
  token: number | undefined;
  /** False once the lease was lost during the round: stop before acting further. */
  holds: () => boolean;
}

export interface PeriodicOptions {
  lease?: Lease;
  /** The clock its rounds are timed by (tests: a controlled one). */
  clock?: Clock;
}

export class PeriodicTask implements Component {
  private timer: ClockTimer | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private lastError: string | undefined;
  private readonly failures: FailureLog;
  private readonly keeper: LeaseKeeper | undefined;
  private readonly clock: Clock;

  constructor(
    readonly name: string,
    private readonly intervalMs: number,
    private readonly round: (ctx: RoundContext) => Promise<void>,
    private readonly log: Logger,
    options: PeriodicOptions = {},
  ) {
    this.failures = new FailureLog(log, { task: name }, 'periodic round failed');
    this.keeper = options.lease && new LeaseKeeper(options.lease, log, name);
    this.clock = options.clock ?? systemClock;
  }

  start(): Promise<void> {
    this.stopped = false;
    markRound(this.name);
    this.schedule(0);
    this.keeper?.start();
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.clock.clearTimeout(this.timer);
    await this.running;
    await this.keeper?.stop();
  }

  health(): Promise<Health> {
    if (this.lastError !== undefined) return Promise.resolve({ ok: false, detail: this.lastError });
    const keeper = this.keeper;
    if (!keeper) return Promise.resolve({ ok: true });
    return Promise.resolve({
      ok: true,
      detail: keeper.holds()
        ? `holds lease ${keeper.lease.name} (token ${keeper.token})`
        : `standby: lease ${keeper.lease.name} held by another replica`,
    });
  }

  /** True while this replica holds the task's lease (always, without a lease). */
  holds(): boolean {
    return this.keeper?.holds() ?? true;
  }

  /** Runs a round after the ones already under way or queued; tests and admin commands use it. */
  runOnce(): Promise<void> {
    const next = (this.running ?? Promise.resolve()).then(() =>
      this.leasedRound().then(
        () => {
          this.lastError = undefined;
          this.failures.succeeded();
          markRound(this.name);
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

  private async leasedRound(): Promise<void> {
    const keeper = this.keeper;
    if (!keeper) return this.round({ token: undefined, holds: () => true });
    const token = await keeper.take();
    if (token === undefined) return;
    return this.round({ token, holds: () => keeper.token === token });
  }

  /** The task's interval; on standby, the lease's renewal period when shorter (a quick takeover). */
  private nextInMs(): number {
    const keeper = this.keeper;
    if (!keeper || keeper.holds()) return this.intervalMs;
    return Math.min(this.intervalMs, Math.max(1, keeper.lease.renewMs));
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = this.clock.setTimeout(() => {
      void this.runOnce().then(() => this.schedule(this.nextInMs()));
    }, ms);
  }
}
