// Keeps one replica's hold on a lease: take() takes or renews it (at the start of a round, or while
// waiting for it), a timer of its own renews it every `renewMs` while held (whatever the work it
// guards is doing: a slow round does not delay it), and stop() releases it for
// an immediate takeover. holds() is true only while the last renewal surely still runs (local
// clock: the lease lasts its TTL from when the renewal was asked). Periodic tasks (periodic.ts) and
// long-running singleton work (leased.ts) keep their leases through it.
import type { Lease } from './lease.ts';
import type { Logger } from './logger.ts';
import { gauge } from './metrics.ts';

/** The keepers that have asked for their lease in this process: the gauges are read off them when scraped. */
const keepers = new Set<LeaseKeeper>();
// Read at scrape time, not only set at each renewal: a renewal that stalls past the TTL (a loaded
// machine, a slow database) ends the hold by the local clock (holds()), and the gauge must say so
// then, not when the late renewal answers.
const leaseHeld = gauge(
  'lease_held',
  'Singleton leases: 1 while this process holds it, 0 on standby',
  ['lease'],
  function () {
    for (const k of keepers) this.set({ lease: k.lease.name }, k.holds() ? 1 : 0);
  },
);
const leaseToken = gauge(
  'lease_token',
  'Fencing token of the lease this process holds (0: not held)',
  ['lease'],
  function () {
    for (const k of keepers) this.set({ lease: k.lease.name }, k.token ?? 0);
  },
);

export class LeaseKeeper {
  private renewTimer: NodeJS.Timeout | undefined;
  /** The token while this replica holds the lease, and until when it surely does. */
  private held: number | undefined;
  private heldUntil = 0;

  constructor(
    readonly lease: Lease,
    private readonly log: Logger,
    /** The work the lease guards, for the log lines. */
    private readonly task: string,
  ) {}

  /** The fencing token while held. */
  get token(): number | undefined {
    return this.holds() ? this.held : undefined;
  }

  start(): void {
    this.renewTimer ??= setInterval(
      () => {
        // Renew while this replica believes it holds the lease (a failed renewal is retried here).
        if (this.held !== undefined) void this.take().catch(() => undefined);
      },
      Math.max(1, this.lease.renewMs),
    );
  }

  /** Releases the lease if held (failures only logged: it then expires on its own). */
  async stop(): Promise<void> {
    clearInterval(this.renewTimer);
    this.renewTimer = undefined;
    keepers.delete(this);
    // No longer read at scrape: its lease shows released from now on.
    leaseHeld.set({ lease: this.lease.name }, 0);
    leaseToken.set({ lease: this.lease.name }, 0);
    const token = this.held;
    if (token === undefined) return;
    this.held = undefined;
    await this.lease
      .release(token)
      .catch((err: unknown) =>
        this.log.warn({ task: this.task, error: String(err) }, 'lease not released; it expires on its own'),
      );
  }

  holds(): boolean {
    return this.held !== undefined && Date.now() < this.heldUntil;
  }

  /** Takes or renews the lease: the token while this replica holds it, undefined while another does. */
  async take(): Promise<number | undefined> {
    const { lease } = this;
    keepers.add(this);
    const asked = Date.now();
    const token = await lease.acquire();
    if (token !== undefined && token !== this.held)
      this.log.info({ task: this.task, lease: lease.name, token }, 'lease taken: this replica runs the task');
    else if (token === undefined && this.held !== undefined)
      this.log.warn(
        { task: this.task, lease: lease.name, token: this.held },
        'lease lost to another replica',
      );
    if (token !== undefined) this.heldUntil = asked + lease.ttlMs;
    this.held = token;
    return token;
  }
}
