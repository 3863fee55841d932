// ClickHouse's TabSeparated text format, for hot write paths that encode rows themselves: one line
// per row, fields separated by tabs, NULL as \N. Cheaper to build than JSON (no per-row object or
// JSON.stringify) and to parse.
// https://clickhouse.com/docs/interfaces/formats/TabSeparated

export const NULL_FIELD = '\\N';

const NEEDS_ESCAPE = /[\\\t\n\r\0]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '\\0' };

/** A String field: backslash, tab, newline, carriage return and NUL escaped. */
export function stringField(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r\0]/g, (c) => ESCAPES[c]!) : value;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A Decimal field from exact decimal text; anything else is refused here rather than by the server. */
export function decimalField(text: string): string {
  if (!DECIMAL.test(text)) throw new Error(`not a decimal: ${JSON.stringify(text)}`);
  return text;
}

/** A Nullable(Decimal) field. */
export function nullableDecimalField(text: string | null): string {
  return text === null ? NULL_FIELD : decimalField(text);
}

/** An Array(Tuple(Decimal, Decimal)) field: `[(p,s),(p,s)]`. */
export function decimalPairsField(pairs: readonly (readonly [string, string])[]): string {
  if (pairs.length === 0) return '[]';
  let out = '[';
  for (let i = 0; i < pairs.length; i++) {
    const [a, b] = pairs[i]!;
    out += `${i === 0 ? '' : ','}(${decimalField(a)},${decimalField(b)})`;
  }
  return `${out}]`;
}
