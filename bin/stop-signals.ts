// How a running role stops: SIGTERM or SIGINT starts the graceful shutdown, bounded by
// SHUTDOWN_TIMEOUT_MS; a second one exits at once (128 + the signal's number). A terminal's Ctrl-C
// reaches every process of its foreground group — `npm start` and the service alike — and npm
// forwards its own copy to the service too (npm/cli#5021): one Ctrl-C arrives twice within
// milliseconds. So a signal within COPY_WINDOW_MS of the first is taken for a copy of it, not for a
// second request; the log says when a second one forces the exit.
import { constants } from 'node:os';
import type { Logger } from '../core/logger.ts';

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** One second, as Playwright's test runner allows npm's copies (microsoft/playwright#7916). */
export const COPY_WINDOW_MS = 1000;

/** Resolves once `stop` has finished after the first stop signal; exits the process on the second. */
export function stopOnSignal(log: Logger, timeoutMs: number, stop: () => Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    let firstAt: number | undefined;
    const onSignal = (signal: NodeJS.Signals) => {
      if (firstAt === undefined) {
        firstAt = Date.now();
        log.info({ signal, timeout_ms: timeoutMs }, 'shutting down');
        setTimeout(() => {
          log.error({ timeout_ms: timeoutMs }, 'shutdown timed out');
          process.exit(1);
        }, timeoutMs).unref();
        setTimeout(() => log.info('shutting down: a second SIGINT or SIGTERM exits at once'), COPY_WINDOW_MS).unref();
        void stop().then(resolve);
      } else if (Date.now() - firstAt < COPY_WINDOW_MS) {
        log.debug({ signal }, 'stop signal again at once: a copy of the first (npm forwards Ctrl-C)');
      } else {
        log.warn({ signal }, 'second signal: exiting now');
        process.exit(128 + constants.signals[signal]);
      }
    };
    for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  });
}
