// Pacing of a replay at N× real time: a row recorded at `ts` is due at
// anchorWall + (ts − anchorTs) / N. Computing every due time from one anchor (instead of sleeping
// per gap) keeps rounding and publish time from accumulating into drift.
//
// The anchor moves (the row is due at once) where the recorded clock does not run on: a new
// `segment` (the dataset's collector outage of 2026-07-17..22), a jump forward longer than
// `maxGapMs` (the outage, days missing from the dataset), or a step back in time (the next row
// group of a slug-sorted file starting the day over). Nothing is interpolated across such gaps and
// the replay does not sleep through them.
import { setTimeout as delay } from 'node:timers/promises';

/** Wall time and sleeping, injectable so tests can assert the requested sleeps. */
export interface ReplayClock {
  now(): number;
  /** Resolves after `ms`, or early (without throwing) when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const systemClock: ReplayClock = {
  now: () => Date.now(),
  sleep: (ms, signal) => delay(ms, undefined, { signal }).catch(() => undefined),
};

/** 'max' or a real-time multiple; throws on anything else (REPLAY_SPEED's pattern admits "0"). */
export type ReplaySpeed = 'max' | number;

export function parseReplaySpeed(value: string | number): ReplaySpeed {
  if (value === 'max') return 'max';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new RangeError(`replay speed must be "max" or a positive number, got ${JSON.stringify(value)}`);
  return n;
}

export class Pacer {
  private anchorTs = NaN;
  private anchorWall = 0;
  private lastTs = NaN;
  private lastSegment: number | null = null;
  /** Gaps the pacer did not sleep through (for the summary log). */
  gapsSkipped = 0;

  constructor(
    private readonly speed: number,
    private readonly clock: ReplayClock,
    private readonly maxGapMs: number,
  ) {}

  /** Milliseconds to wait before publishing a row recorded at `ts`. */
  wait(ts: number, segment: number | null): number {
    const now = this.clock.now();
    const first = Number.isNaN(this.anchorTs);
    if (first || ts < this.lastTs || ts - this.lastTs > this.maxGapMs || segment !== this.lastSegment) {
      if (!first) this.gapsSkipped += 1;
      this.anchorTs = ts;
      this.anchorWall = now;
    }
    this.lastTs = ts;
    this.lastSegment = segment;
    return Math.max(0, this.anchorWall + (ts - this.anchorTs) / this.speed - now);
  }
}
