// Logs for people: repeated warnings folded into one line per interval with their count, and the
// pretty form of pino's JSON lines (LOG_FORMAT=pretty).
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { prettyLine } from '../../core/pretty-log.ts';
import { RepeatedWarnings } from '../../core/repeated-warnings.ts';
import { controlledClock } from '../support/wait.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, log: pino({ level: 'info', base: {} }, sink) };
}

describe('repeated warnings', () => {
  it('should write the first warning of a kind at once and fold the rest of its interval into one counted line', async () => {
    const { lines, log } = capture();
    const { clock, fake } = controlledClock(Date.UTC(2026, 10, 25));
    const warnings = new RepeatedWarnings(log, 100, clock);
    for (let i = 0; i < 150; i++)
      warnings.warn('polymarket', { source: 'polymarket', reason: `bad ${i}` }, 'payload rejected');
    warnings.warn('kalshi', { source: 'kalshi', reason: 'bad' }, 'payload rejected');
    assert.deepEqual(
      lines.map((l) => [l.msg, l.reason]),
      [
        ['payload rejected', 'bad 0'],
        ['payload rejected', 'bad'],
      ],
    );
    // The burst is over: the interval's timer writes the count, with the last one's fields, when the interval ends.
    await fake.tickAsync(99);
    assert.equal(lines.length, 2, 'nothing more within the interval');
    await fake.tickAsync(1);
    const summary = lines.slice(2);
    assert.deepEqual(
      summary.map((l) => [l.msg, l.source, l.reason, l.repeated, l.intervalS]),
      [['payload rejected (repeated)', 'polymarket', 'bad 149', 149, 0.1]],
    );
    // A new interval starts with a line of its own.
    warnings.warn('polymarket', { source: 'polymarket', reason: 'again' }, 'payload rejected');
    assert.equal(lines.at(-1)!.reason, 'again');
    assert.equal(lines.at(-1)!.repeated, undefined);
    warnings.flushAll();
  });

  it('should write the pending count on flushAll (shutdown) and nothing when nothing was folded', () => {
    const { lines, log } = capture();
    const warnings = new RepeatedWarnings(log, 60_000);
    warnings.warn('a', { n: 1 }, 'flaky');
    warnings.warn('a', { n: 2 }, 'flaky');
    warnings.warn('b', { n: 1 }, 'other');
    warnings.flushAll();
    assert.deepEqual(
      lines.map((l) => [l.msg, l.n, l.repeated]),
      [
        ['flaky', 1, undefined],
        ['other', 1, undefined],
        ['flaky (repeated)', 2, 1],
      ],
    );
  });
});

describe('pretty log lines', () => {
  const at = Date.UTC(2026, 10, 25, 12, 4, 5, 123);

  it('should show time, level, message and the fields as key=value, without pino bookkeeping', () => {
    const line = JSON.stringify({
      level: 40,
      time: at,
      pid: 7,
      hostname: 'h',
      role: 'all',
      msg: 'payload rejected',
      source: 'polymarket',
      reason: 'no "price" field',
      n: 3,
    });
    assert.equal(
      prettyLine(line),
      '12:04:05.123  WARN   payload rejected role=all source=polymarket reason="no \\"price\\" field" n=3',
    );
  });

  it('should put an error stack under its line, colour the level on a terminal, and pass other text on', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'boom',
      err: { message: 'x', stack: 'Error: x\n    at y' },
    });
    assert.equal(prettyLine(line), '12:04:05.123  ERROR  boom\nError: x\n    at y');
    assert.equal(prettyLine(line, true).split('\n')[0], '12:04:05.123  \x1b[31mERROR\x1b[0m  boom');
    assert.equal(prettyLine('not json'), 'not json');
  });
});
