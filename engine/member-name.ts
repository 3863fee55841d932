// One running engine process per ENGINE_MEMBER_ID. The name picks the process's own consumer group
// on the whole catalog (engine.similarity-catalog.<name>): two processes under one name would share
// that group and each index half the catalog, silently. So the name is a lease (a row in `leases`,
// renewed every LEASE_RENEW_INTERVAL_MS): an engine starts only once it holds its name. A process
// restarted under the name of one that died waits for that lease to run out (at most LEASE_TTL_S);
// past that, the name is in use by a live process and the start fails, naming the holder.
import type { Lease } from '../core/lease.ts';
import { LeaseKeeper } from '../core/lease-keeper.ts';
import type { Component, Health } from '../core/lifecycle.ts';
import type { Logger } from '../core/logger.ts';

export const memberLeaseName = (member: string) => `engine-member:${member}`;

export class MemberNameClaim implements Component {
  readonly name = 'engine-member-name';
  private readonly keeper: LeaseKeeper;

  constructor(
    lease: Lease,
    private readonly member: string,
    private readonly log: Logger,
    /** Who holds the name now (for the error), e.g. from the leases table. */
    private readonly holderOf: () => Promise<string | undefined>,
    /** How long to wait for the name before failing: a dead holder's lease runs out within its TTL. */
    private readonly waitMs = lease.ttlMs + 1000,
    private readonly retryMs = 1000,
  ) {
    this.keeper = new LeaseKeeper(lease, log, 'engine member name');
  }

  async start(): Promise<void> {
    const deadline = Date.now() + this.waitMs;
    let warned = false;
    while ((await this.keeper.take()) === undefined) {
      if (Date.now() >= deadline) {
        const holder = await this.holderOf().catch(() => undefined);
        throw new Error(
          `ENGINE_MEMBER_ID "${this.member}" is in use by another running engine process${holder ? ` (${holder})` : ''}: ` +
            'give every engine replica its own name (the default is the host name; in Kubernetes, the pod name)',
        );
      }
      if (!warned) {
        this.log.warn(
          { member: this.member, waitMs: this.waitMs },
          'waiting for the engine member name: a process under this name ran until recently',
        );
        warned = true;
      }
      await new Promise((r) => setTimeout(r, this.retryMs));
    }
    this.keeper.start();
  }

  stop(): Promise<void> {
    return this.keeper.stop();
  }

  health(): Promise<Health> {
    return Promise.resolve(
      this.keeper.holds() ? { ok: true } : { ok: false, detail: `member name "${this.member}" not held` },
    );
  }
}
