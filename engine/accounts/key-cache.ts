// Active API keys as resolved from the database, kept in the process so that a request carrying a
// known key costs no query. What is kept is the key's record (its owner and its stored secret
// digest), never a verdict: every hit still compares the presented secret with the stored digest in
// constant time (credentials.ts), exactly as a database hit does.
//
// Revocation is the only change a key's record can undergo (no statement sets a key active again;
// projects and accounts are never deleted). A revocation evicts the key here before it is answered,
// so the very next request of this process refuses the key, and it is published on the hot state
// so that every other API process evicts it on delivery (milliseconds on Redis pub/sub). Entries
// expire after a minute as a backstop for a process that missed a message (pub/sub keeps nothing
// for a subscriber that is reconnecting), and nothing is kept until this process's subscription is
// in place.
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { Credential } from './credential.ts';

/** Channel of revoked keys' public keys. */
const REVOKED_CHANNEL = 'credentials:revoked';
/** Backstop life of an entry, ms (see above). */
const TTL_MS = 60_000;
/** Most keys kept; beyond, the oldest entry makes room. */
const MAX_ENTRIES = 10_000;

/** A key's record: the stored secret digest and what the key stands for. */
export interface KeyRecord {
  digest: string;
  credential: Extract<Credential, { kind: 'project' | 'account_key' }>;
}

interface Entry {
  record: KeyRecord;
  expiresAt: number;
}

export class KeyCache {
  private readonly byDigest = new Map<string, Entry>();
  private readonly digestByPublicKey = new Map<string, string>();
  /** Revocations seen so far: a record read before one must not be kept after it. */
  private revocations = 0;
  private subscribed = false;

  constructor(
    private readonly hot: HotState,
    private readonly now: () => number = Date.now,
  ) {}

  /** Subscribes to revocations of other processes; until it is done, nothing is kept. */
  async start(): Promise<void> {
    await this.hot.subscribe(REVOKED_CHANNEL, (publicKey) => this.evict(publicKey));
    this.subscribed = true;
  }

  get(digest: string): KeyRecord | undefined {
    const entry = this.byDigest.get(digest);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.forget(digest, entry.record.credential.publicKey);
      return undefined;
    }
    return entry.record;
  }

  /** The current revocation count, to be handed back to keep() with a record read after it. */
  generation(): number {
    return this.revocations;
  }

  /** Keeps an active key's record read from the database, unless a revocation came since `generation`. */
  keep(record: KeyRecord, generation: number): void {
    if (!this.subscribed || generation !== this.revocations) return;
    if (this.byDigest.size >= MAX_ENTRIES) {
      const [oldest] = this.byDigest;
      if (oldest) this.forget(oldest[0], oldest[1].record.credential.publicKey);
    }
    this.byDigest.set(record.digest, { record, expiresAt: this.now() + TTL_MS });
    this.digestByPublicKey.set(record.credential.publicKey, record.digest);
  }

  /** A key was revoked (its database row already says so): forgotten here at once, and everywhere on delivery. */
  async revoked(publicKey: string): Promise<void> {
    this.evict(publicKey);
    await this.hot.publish(REVOKED_CHANNEL, publicKey);
  }

  private evict(publicKey: string): void {
    this.revocations++;
    const digest = this.digestByPublicKey.get(publicKey);
    if (digest !== undefined) this.forget(digest, publicKey);
  }

  private forget(digest: string, publicKey: string): void {
    this.byDigest.delete(digest);
    this.digestByPublicKey.delete(publicKey);
  }
}
