// A pino logger whose lines are kept in memory, for tests that assert on what was logged.
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

export interface CapturedLog {
  log: Logger;
  /** Everything logged so far, as text. */
  text: () => string;
  /** Everything logged so far, parsed. */
  lines: () => Record<string, unknown>[];
}

export function capturedLog(level = 'info'): CapturedLog {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    log: pino({ level }, sink),
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}
