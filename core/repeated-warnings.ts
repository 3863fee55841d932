// Warnings that can come in bursts (a venue sending payloads we refuse, a flaky upstream) are
// written once, then summed: at most one line per kind and interval says how many more came, with
// the fields of the last one. The count also reaches the log when the burst ends (a timer that
// does not keep the process alive), so nothing is hidden, only folded.
import { type Clock, type ClockTimer, systemClock } from './clock.ts';
import type { Logger } from './logger.ts';

interface Pending {
  /** When the current interval ends (unix ms). */
  until: number;
  /** Warnings of this kind folded into the interval so far. */
  repeated: number;
  last: Record<string, unknown>;
  msg: string;
  timer: ClockTimer | undefined;
}

export class RepeatedWarnings {
  private readonly kinds = new Map<string, Pending>();

  constructor(
    private readonly log: Logger,
    /** Length of one interval in ms; the first warning of a kind in an interval is written at once. */
    private readonly intervalMs = 60_000,
    private readonly clock: Clock = systemClock,
  ) {}

  warn(kind: string, fields: Record<string, unknown>, msg: string): void {
    const now = this.clock.now();
    const pending = this.kinds.get(kind);
    if (pending && now < pending.until) {
      pending.repeated += 1;
      pending.last = fields;
      pending.timer ??= this.clock.setTimeout(() => this.flush(kind), pending.until - now);
      pending.timer.unref();
      return;
    }
    if (pending) this.flush(kind);
    this.log.warn(fields, msg);
    this.kinds.set(kind, { until: now + this.intervalMs, repeated: 0, last: fields, msg, timer: undefined });
  }

  /** Writes the count folded into a kind's interval (if any) and closes the interval. */
  flush(kind: string): void {
    const pending = this.kinds.get(kind);
    if (!pending) return;
    this.clock.clearTimeout(pending.timer);
    this.kinds.delete(kind);
    if (pending.repeated > 0) {
      this.log.warn(
        { ...pending.last, repeated: pending.repeated, intervalS: this.intervalMs / 1000 },
        `${pending.msg} (repeated)`,
      );
    }
  }

  /** Writes every pending count (shutdown). */
  flushAll(): void {
    for (const kind of [...this.kinds.keys()]) this.flush(kind);
  }
}
