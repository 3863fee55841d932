// A failure that repeats every round (an external API down) is logged with back-off: at the 1st,
// 2nd, 4th, 8th… consecutive failure (and at least every 1024th), one line with the error's message
// and no stack trace, and one line when it ends. A log that shows the outage without flooding.
import type { Logger } from './logger.ts';

const EVERY_AT_MOST = 1024;

export class FailureLog {
  private failures = 0;
  private since = 0;

  constructor(
    private readonly log: Logger,
    /** Fields on every line (e.g. `{ task }`, `{ target }`). */
    private readonly fields: Record<string, unknown>,
    private readonly message: string,
  ) {}

  /** How many consecutive failures so far (0: working). */
  get consecutive(): number {
    return this.failures;
  }

  failed(err: unknown): void {
    if (this.failures === 0) this.since = Date.now();
    this.failures += 1;
    const n = this.failures;
    if ((n & (n - 1)) !== 0 && n % EVERY_AT_MOST !== 0) return;
    this.log.warn(
      {
        ...this.fields,
        error: err instanceof Error ? err.message : String(err),
        failures: n,
        since: new Date(this.since).toISOString(),
        next_log_at_failure: Math.min(n * 2, (Math.floor(n / EVERY_AT_MOST) + 1) * EVERY_AT_MOST),
      },
      this.message,
    );
  }

  succeeded(): void {
    if (this.failures === 0) return;
    this.log.info(
      { ...this.fields, failures: this.failures, ms: Date.now() - this.since },
      `${this.message}: recovered`,
    );
    this.failures = 0;
  }
}
