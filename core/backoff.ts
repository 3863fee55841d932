// The one back-off policy of every retry loop: the venue connectors' retries and reconnects
// (ingest/), a failing bus batch (storage/bus/batch-failures.ts), a crashed Kafka consumer's
// restart (storage/bus/kafka-consumer.ts) and a webhook delivery's next attempt
// (engine/events/webhook-delivery.ts), each with its own parameters.
//
// The n-th wait (n from 0) has the nominal value min(maxMs, initialMs · factor^n), then a random
// share: it is drawn from [from, from + width) times the nominal value. The connectors use equal
// jitter (EQUAL_JITTER: [½, 1) of it, never shorter than half the nominal delay, so a flapping venue is
// not hammered, and spread out so that many connections dropped at once do not reconnect in
// lockstep); webhooks wait up to 10 % longer; the bus waits exactly.
//
// The retry libraries (exponential-backoff, p-retry) own the loop around one function and offer
// other jitters (full jitter [0, 1) or [1, 2) capped); ours are loops with state of their own (a
// delivery's next attempt is a row, a batch retry heartbeats, a poll loop resets on success).

export interface Jitter {
  /** The shortest wait, as a share of the nominal one. */
  from: number;
  /** The random part, as a share of the nominal wait. */
  width: number;
}

export const NO_JITTER: Jitter = { from: 1, width: 0 };
export const EQUAL_JITTER: Jitter = { from: 0.5, width: 0.5 };

export interface BackoffOptions {
  /** First nominal delay. */
  initialMs: number;
  /** Nominal delay cap. */
  maxMs: number;
  /** Growth per attempt. Default 2. */
  factor?: number;
  /** Default NO_JITTER. */
  jitter?: Jitter;
}

/** The wait after the n-th failure (n from 0); `random` in [0, 1). */
export function backoffDelay(options: BackoffOptions, n: number, random: () => number = Math.random): number {
  const { initialMs, maxMs, factor = 2, jitter = NO_JITTER } = options;
  // The exponent stops at 30: past it every nominal delay is the cap, and 0 · Infinity is NaN.
  const nominal = Math.min(maxMs, initialMs * factor ** Math.min(n, 30));
  return Math.round(nominal * (jitter.from + (jitter.width > 0 ? jitter.width * random() : 0)));
}

/** The waits of one retry loop: each next() counts a failure, reset() starts again. */
export class Backoff {
  private attempt = 0;

  constructor(
    private readonly options: BackoffOptions,
    private readonly random: () => number = Math.random,
  ) {
    if (!(options.initialMs >= 0) || !(options.maxMs >= options.initialMs))
      throw new Error('backoff needs 0 <= initialMs <= maxMs');
  }

  /** Attempts made since the last reset. */
  get attempts(): number {
    return this.attempt;
  }

  /** The next delay in ms; each call counts one attempt. */
  next(): number {
    return backoffDelay(this.options, this.attempt++, this.random);
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
