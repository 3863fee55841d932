// How tests wait: on a condition with a deadline (eventually), on an event (barrier), or on a
// controlled clock (controlledClock) — never on a fixed sleep.
import { createClock, type Clock as FakeClock } from '@sinonjs/fake-timers';
import type { Clock, ClockTimer } from '../../core/clock.ts';

/** Polls `condition` until it holds, failing with `what` after the time-out. */
export async function eventually(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls `read` until it returns a value (not undefined), failing with `what` after the time-out. */
export async function eventuallyValue<T>(
  what: string,
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  let value: T | undefined;
  await eventually(what, async () => (value = await read()) !== undefined, timeoutMs);
  return value!;
}

/** A promise and the function that resolves it: a point a test waits for until the code under test passes it. */
export function barrier<T = void>(): { reached: Promise<T>; pass: (value: T) => void } {
  let pass!: (value: T) => void;
  const reached = new Promise<T>((resolve) => (pass = resolve));
  return { reached, pass };
}

/**
 * A clock that moves only when the test says (`fake.tickAsync(ms)`), in the shape components take
 * (`clock`), starting at `start` ms since the epoch.
 */
export function controlledClock(start = 0): { clock: Clock; fake: FakeClock } {
  const fake = createClock(start);
  const clock: Clock = {
    now: () => fake.now,
    setTimeout: (callback, ms) => fake.setTimeout(callback, ms) as unknown as ClockTimer,
    clearTimeout: (timer) => fake.clearTimeout(timer as unknown as Parameters<FakeClock['clearTimeout']>[0]),
  };
  return { clock, fake };
}
