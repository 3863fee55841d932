// Long-running singleton work on a lease: the component runs on the one replica holding the lease.
// The others check every `renewMs` whether it is free (a dead holder's lease runs out after its
// TTL; a graceful stop releases it at once); the holder renews it on that period and stops the
// work as soon as its hold is no longer sure (a lost renewal), building a fresh one when it gets the
// lease again. Work that keeps a position (the replay's checkpoint) writes it fenced by token().
import type { LeaseKeeper } from './lease-keeper.ts';
import type { Component, Health } from './lifecycle.ts';
import type { Logger } from './logger.ts';

export class LeasedComponent implements Component {
  private inner: Component | undefined;
  private timer: NodeJS.Timeout | undefined;
  private turn: Promise<void> = Promise.resolve();
  private stopped = true;

  constructor(
    readonly name: string,
    private readonly keeper: LeaseKeeper,
    /** A new instance of the work, each time this replica takes the lease. */
    private readonly build: () => Component,
    private readonly log: Logger,
  ) {}

  start(): Promise<void> {
    this.stopped = false;
    this.keeper.start();
    const every = Math.max(1, this.keeper.lease.renewMs);
    this.timer = setInterval(() => void this.check(), every);
    return this.check();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.turn;
    await this.stopInner();
    await this.keeper.stop();
  }

  health(): Promise<Health> {
    if (this.inner) return this.inner.health();
    return Promise.resolve({
      ok: true,
      detail: `standby: lease ${this.keeper.lease.name} held by another replica`,
    });
  }

  /** Runs the work while the lease is held, one check at a time. */
  private check(): Promise<void> {
    this.turn = this.turn.then(async () => {
      if (this.stopped) return;
      if (this.inner) {
        if (!this.keeper.holds()) {
          this.log.warn({ task: this.name }, 'lease no longer sure: stopping the work');
          await this.stopInner();
        }
        return;
      }
      let token: number | undefined;
      try {
        token = await this.keeper.take();
      } catch (err) {
        this.log.warn({ task: this.name, error: String(err) }, 'lease check failed');
        return;
      }
      if (token === undefined || this.stopped) return;
      const inner = this.build();
      this.inner = inner;
      await inner.start();
    });
    return this.turn;
  }

  private async stopInner(): Promise<void> {
    const inner = this.inner;
    this.inner = undefined;
    await inner?.stop();
  }
}
