// How a running role stops: SIGTERM or SIGINT starts the graceful shutdown, bounded by
// SHUTDOWN_TIMEOUT_MS; a second one ends the process at once. A terminal's Ctrl-C reaches every
// process of its foreground group — `npm start` and the service alike — and npm forwards its own
// copy to the service too (npm/cli#5021): one Ctrl-C arrives twice within milliseconds. So a signal
// within COPY_WINDOW_MS of the first is taken for a copy of it, not for a second request; the log
// says when a second one forces the exit.
import { constants } from 'node:os';
import { pino } from 'pino';
import type { Logger } from '../core/logger.ts';

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;
/** One second, as Playwright's test runner allows npm's copies (microsoft/playwright#7916). */
export const COPY_WINDOW_MS = 1000;

/** Resolves once `stop` has finished after the first stop signal; ends the process on the second. */
export function stopOnSignal(log: Logger, timeoutMs: number, stop: () => Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    let first = true;
    // Closed by the timer that says so, not by comparing clocks: Date.now() and the timers' clock
    // differ by a millisecond or two, and a signal sent on reading the line must not be a copy.
    let copyWindowOpen = true;
    const onSignal = (signal: NodeJS.Signals) => {
      if (first) {
        first = false;
        log.info({ signal, timeout_ms: timeoutMs }, 'shutting down');
        setTimeout(() => {
          log.error({ timeout_ms: timeoutMs }, 'shutdown timed out');
          afterLogFlush(log, () => dieOf(signal));
        }, timeoutMs).unref();
        setTimeout(() => {
          copyWindowOpen = false;
          log.info('shutting down: a second SIGINT or SIGTERM exits at once');
        }, COPY_WINDOW_MS).unref();
        void stop().then(resolve);
      } else if (copyWindowOpen) {
        log.debug({ signal }, 'stop signal again at once: a copy of the first (npm forwards Ctrl-C)');
      } else {
        log.warn({ signal }, 'second signal: exiting now');
        afterLogFlush(log, () => dieOf(signal));
      }
    };
    for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  });
}

/** The longest the last log line may hold up an exit that was asked to come at once. */
const FLUSH_WAIT_MS = 250;

/** pino's own destination (sonic-boom), where the logger writes through one. */
interface LogDestination {
  flushSync?: () => void;
  once?: (event: 'drain', listener: () => void) => unknown;
  removeListener?: (event: 'drain', listener: () => void) => unknown;
}

/**
 * Runs `then` once the logger has written what it holds, the line just logged included: pino
 * writes stdout asynchronously (sonic-boom, `fs.write` on libuv's thread pool), and a process that
 * dies of a signal loses the line still in flight — the one saying why it died. Not `log.flush(cb)`:
 * with pino's `minLength: 0` sonic-boom calls it back at once, while the write is still queued
 * (sonic-boom 4.2 `flush`), so the exit raced the pool (the lost line of test/e2e/stopping.test.ts).
 * Its `drain` event comes when the last write has finished; the line was logged synchronously
 * before this is called, so one is in flight and `drain` is due. Past FLUSH_WAIT_MS (a pipe whose
 * reader lags, a busy pool) what is left is written synchronously (sonic-boom's flushSync).
 */
function afterLogFlush(log: Logger, then: () => void): void {
  const stream = destinationOf(log);
  if (!stream?.flushSync || !stream.once) {
    log.flush(() => then()); // another destination (the pretty printer): its own flush
    return;
  }
  let done = false;
  const once = (late: boolean) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    stream.removeListener?.('drain', drained);
    if (late) flushNow(stream);
    then();
  };
  const drained = () => once(false);
  const timer = setTimeout(() => once(true), FLUSH_WAIT_MS);
  stream.once('drain', drained);
}

function destinationOf(log: Logger): LogDestination | undefined {
  return (log as unknown as Record<symbol, LogDestination | undefined>)[pino.symbols.streamSym];
}

/** Writes what the logger's destination still holds, synchronously, where it can. */
function flushNow(stream: LogDestination): void {
  try {
    stream.flushSync?.();
  } catch {
    // A destination that cannot write now: the exit goes on without the line.
  }
}

/**
 * Ends the process now, dying of `signal` (exit status 128 + its number, as a shell reports it).
 * Not process.exit: that joins the chDB worker thread (storage/clickhouse/chdb-thread.ts), which
 * first finishes a query in flight — seconds of the replay's inserts — and then aborts (chdb 3.4.0:
 * "FATAL ERROR: Error::ThrowAsJavaScriptException napi_throw"). The exit hooks run first: the
 * embedded PostgreSQL server is told to stop (it would be anyway: setpriv --pdeathsig).
 */
function dieOf(signal: NodeJS.Signals): never {
  const status = 128 + constants.signals[signal];
  process.emit('exit', status);
  for (const s of STOP_SIGNALS) process.removeAllListeners(s);
  process.kill(process.pid, signal);
  // Still here: pid 1 of a container ignores its own signals' default action.
  process.exit(status);
}
