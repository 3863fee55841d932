// LOG_FORMAT=pretty: pino's JSON lines turned into lines a person reads in a terminal —
// `12:04:05.123 WARN  payload rejected  source=polymarket reason="…"` — with the level coloured when
// the output is a terminal. A small formatter (no pino-pretty in this project's dependencies).
import { Writable } from 'node:stream';

const LEVELS: Record<number, [string, string]> = {
  10: ['TRACE', '90'],
  20: ['DEBUG', '36'],
  30: ['INFO ', '32'],
  40: ['WARN ', '33'],
  50: ['ERROR', '31'],
  60: ['FATAL', '35'],
};

/** Fields every line carries that the pretty form leaves out (pino's own, and the process id). */
const OMITTED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'v']);

function value(v: unknown): string {
  if (typeof v === 'string') return /^[\w.:/@+-]*$/.test(v) && v !== '' ? v : JSON.stringify(v);
  return JSON.stringify(v) ?? String(v);
}

/** One pino JSON line as a readable line; a line that is not JSON is passed on as it is. */
export function prettyLine(line: string, colour = false): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : '';
  const [name, code] = LEVELS[entry.level as number] ?? [String(entry.level), '0'];
  const level = colour ? `\x1b[${code}m${name}\x1b[0m` : name;
  const { err, ...rest } = entry as { err?: { stack?: string; message?: string } };
  const fields = Object.entries(rest)
    .filter(([k]) => !OMITTED.has(k))
    .map(([k, v]) => `${k}=${value(v)}`);
  const head = [time, level, typeof entry.msg === 'string' ? entry.msg : value(entry.msg ?? ''), ...fields]
    .filter(Boolean)
    .join('  ')
    .replace(/ {2}(?=\w+=)/g, ' ');
  return err ? `${head}\n${err.stack ?? err.message ?? JSON.stringify(err)}` : head;
}

/** A destination for pino that writes pretty lines to `out`. */
export function prettyStream(out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout): Writable {
  const colour = out.isTTY === true;
  let partial = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      const text = lines
        .filter(Boolean)
        .map((l) => `${prettyLine(l, colour)}\n`)
        .join('');
      if (text) out.write(text, () => done());
      else done();
    },
  });
}
