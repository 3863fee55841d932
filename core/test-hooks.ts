// Test hooks, off unless a fault test turns one on for the process it starts. TEST_HOOK_CRASH_AT
// names one point of a money flow (the calls of crashPoint); a process that reaches it kills
// itself with SIGKILL — no shutdown, no finally blocks — so the test can show that what the crash
// left half done is finished or undone after a restart. It is read from the environment directly,
// not from the config: it is no setting an operator should ever see or set.

/**
 * - `withdrawal-held`: a withdrawal is recorded and its funds held in its transaction, not yet
 *   settled (paper) nor committed.
 * - `order-held`: an order's row and hold are written in its transaction, not yet matched nor
 *   committed.
 */
export type CrashPoint = 'withdrawal-held' | 'order-held';

export const CRASH_HOOK_ENV = 'TEST_HOOK_CRASH_AT';

/** Dies here (SIGKILL) when the process was started with TEST_HOOK_CRASH_AT set to `point`. */
export function crashPoint(point: CrashPoint): void {
  if (process.env[CRASH_HOOK_ENV] === point) process.kill(process.pid, 'SIGKILL');
}
