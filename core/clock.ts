// The time a component reads and the timers it sets, passed in so that its tests run on a
// controlled clock (@sinonjs/fake-timers) instead of waiting on real time. Production code takes
// the default, the process's own clock.

/** A timer handle: unref() lets the process exit while it is pending. */
export interface ClockTimer {
  unref(): unknown;
}

export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
  setTimeout(callback: () => void, ms: number): ClockTimer;
  clearTimeout(timer: ClockTimer | undefined): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout | undefined),
};
