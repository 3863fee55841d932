// A lease on singleton work: while a replica holds it, that replica alone runs the work's rounds.
// It expires unless renewed, so a holder that dies is replaced once its lease ran out; every change
// of holder gives a larger fencing token, so work begun under an older token can be told apart.
// The storage side is storage/postgres/leases.ts.

export interface Lease {
  readonly name: string;
  /** How long a taken or renewed lease lasts without renewal (ms). */
  readonly ttlMs: number;
  /**
   * How often the holder renews it and a standby checks whether it is free (ms): at most half the
   * TTL, so one late or failed renewal does not lose it. A dead holder's lease is taken over within
   * ttlMs + renewMs of its last renewal.
   */
  readonly renewMs: number;
  /** Takes the lease or renews it: its fencing token while this replica holds it, undefined while another does. */
  acquire(): Promise<number | undefined>;
  /** Gives it up at once (graceful stop), if still held under `token`. */
  release(token: number): Promise<void>;
}

/** The lease of each singleton task by name (one holder id per process). */
export type Leases = (name: string) => Lease;
