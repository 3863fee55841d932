// A component that runs one round of work every interval, never two rounds at once. A failed
// round leaves the task degraded (its health says why) until a round succeeds again; failures are
// counted and logged with back-off (FailureLog), never a stack trace per round. Stop waits for the
// round under way.
//
// With a lease (singleton work when several replicas run the role), a round runs only on the
// replica holding the lease: each round first takes or renews it, the holder renews it every third
// of its TTL meanwhile, and the others' rounds are skipped (standby). A dead holder's lease runs out
// after at most its TTL; a standby takes it at its next round: takeover within TTL + interval. A
// graceful stop releases the lease for an immediate takeover.
import { FailureLog } from './failure-log.ts';
import type { Lease } from './lease.ts';
import type { Component, Health } from './lifecycle.ts';
import type { Logger } from './logger.ts';
import { counter, gauge } from './metrics.ts';
import { secondsSinceGauge } from './progress.ts';

const roundFailures = counter('periodic_round_failures_total', 'Periodic rounds that failed, by task', ['task']);
const leaseHeld = gauge('lease_held', 'Singleton leases: 1 while this process holds it, 0 on standby', ['lease']);
const markRound = secondsSinceGauge(
  'periodic_seconds_since_last_round',
  'Seconds since the task last finished a round, run or skipped on standby (since its start when none yet): growing beyond its interval means a stuck round',
  'task',
);
const leaseToken = gauge('lease_token', 'Fencing token of the lease this process holds (0: not held)', ['lease']);

/** What a round knows of its lease. */
export interface RoundContext {
  /** The fencing token the round runs under (undefined: no lease). */
  token: number | undefined;
  /** False once the lease was lost during the round: stop before acting further. */
  holds: () => boolean;
}

export interface PeriodicOptions {
  lease?: Lease;
}

export class PeriodicTask implements Component {
  private timer: NodeJS.Timeout | undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private lastError: string | undefined;
  private readonly failures: FailureLog;
  private readonly lease: Lease | undefined;
  /** The token while this replica holds the lease, and until when it surely does (local clock). */
  private token: number | undefined;
  private heldUntil = 0;

  constructor(
    readonly name: string,
    private readonly intervalMs: number,
    private readonly round: (ctx: RoundContext) => Promise<void>,
    private readonly log: Logger,
    options: PeriodicOptions = {},
  ) {
    this.failures = new FailureLog(log, { task: name }, 'periodic round failed');
    this.lease = options.lease;
  }

  start(): Promise<void> {
    this.stopped = false;
    markRound(this.name);
    this.schedule(0);
    if (this.lease) {
      const lease = this.lease;
      this.renewTimer = setInterval(() => {
        // Renew while this replica believes it holds the lease (a failed renewal is retried here).
        if (this.token !== undefined) void this.takeLease(lease).catch(() => undefined);
      }, Math.max(1, Math.floor(lease.ttlMs / 3)));
    }
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.renewTimer);
    await this.running;
    const token = this.token;
    if (this.lease && token !== undefined) {
      this.setHeld(undefined);
      await this.lease.release(token).catch((err: unknown) => this.log.warn({ task: this.name, error: String(err) }, 'lease not released; it expires on its own'));
    }
  }

  health(): Promise<Health> {
    if (this.lastError !== undefined) return Promise.resolve({ ok: false, detail: this.lastError });
    if (!this.lease) return Promise.resolve({ ok: true });
    return Promise.resolve({
      ok: true,
      detail: this.holds() ? `holds lease ${this.lease.name} (token ${this.token})` : `standby: lease ${this.lease.name} held by another replica`,
    });
  }

  /** True while this replica holds the task's lease (always, without a lease). */
  holds(): boolean {
    if (!this.lease) return true;
    return this.token !== undefined && Date.now() < this.heldUntil;
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
    if (!this.lease) return this.round({ token: undefined, holds: () => true });
    const token = await this.takeLease(this.lease);
    if (token === undefined) return;
    return this.round({ token, holds: () => this.holds() && this.token === token });
  }

  /** Takes or renews the lease; records the outcome. */
  private async takeLease(lease: Lease): Promise<number | undefined> {
    const asked = Date.now();
    const token = await lease.acquire();
    if (token !== undefined && token !== this.token)
      this.log.info({ task: this.name, lease: lease.name, token }, 'lease taken: this replica runs the task');
    else if (token === undefined && this.token !== undefined)
      this.log.warn({ task: this.name, lease: lease.name, token: this.token }, 'lease lost to another replica');
    if (token !== undefined) this.heldUntil = asked + lease.ttlMs;
    this.setHeld(token);
    return token;
  }

  private setHeld(token: number | undefined): void {
    this.token = token;
    if (!this.lease) return;
    leaseHeld.set({ lease: this.lease.name }, token === undefined ? 0 : 1);
    leaseToken.set({ lease: this.lease.name }, token ?? 0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runOnce().then(() => this.schedule(this.intervalMs));
    }, ms);
  }
}
