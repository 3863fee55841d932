// Exponential back-off with jitter, and an abortable sleep, for every connector's retries.
//
// The n-th delay (n from 0) is drawn uniformly from [base/2, base] with base = min(maxMs, initialMs ·
// factor^n) ("equal jitter"): never shorter than half the nominal delay, so a flapping venue is not
// hammered, and spread out so that many connections dropped at once do not reconnect in lockstep.

export interface BackoffOptions {
  /** First nominal delay. */
  initialMs: number;
  /** Nominal delay cap. */
  maxMs: number;
  /** Growth per attempt. Default 2. */
  factor?: number;
  /** 0..1: the share of the nominal delay that is random. Default 0.5 (equal jitter). */
  jitter?: number;
  /** Injected for tests; default Math.random. */
  random?: () => number;
}

export class Backoff {
  private attempt = 0;
  private readonly factor: number;
  private readonly jitter: number;
  private readonly random: () => number;

  constructor(private readonly options: BackoffOptions) {
    if (!(options.initialMs >= 0) || !(options.maxMs >= options.initialMs))
      throw new Error('backoff needs 0 <= initialMs <= maxMs');
    this.factor = options.factor ?? 2;
    this.jitter = Math.min(1, Math.max(0, options.jitter ?? 0.5));
    this.random = options.random ?? Math.random;
  }

  /** Attempts made since the last reset. */
  get attempts(): number {
    return this.attempt;
  }

  /** The next delay in ms; each call counts one attempt. */
  next(): number {
    const base = Math.min(this.options.maxMs, this.options.initialMs * this.factor ** this.attempt);
    this.attempt++;
    return Math.round(base * (1 - this.jitter) + base * this.jitter * this.random());
  }

  reset(): void {
    this.attempt = 0;
  }
}

/** Sleeps; `signal` cuts it short (resolving, not rejecting: callers check `signal.aborted`). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
