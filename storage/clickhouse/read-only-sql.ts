// Ad-hoc read-only SQL for data teams (POST /api/v1/admin/sql, `npm run sql`). A query passes three
// gates: it is one statement that starts with SELECT, WITH, DESCRIBE/DESC, SHOW, EXPLAIN or EXISTS; it
// carries none of what a SELECT could still do to the host (INTO OUTFILE writes a file, the `file()`
// function reads one even in read-only mode — both checked on chDB 26); and it runs with
// `SETTINGS readonly = 1` (no writes, no DDL, no table functions such as file() or url()) and the
// limits of sql-limits.ts (time, memory, threads). The settings go into the statement itself, so
// that a ClickHouse server applies them as chDB does. The output format is chosen here (FORMAT is
// appended), so the query must carry neither FORMAT nor SETTINGS of its own.
import type { Readable } from 'node:stream';
import { BadRequestError } from '../../core/errors.ts';
import { DEFAULT_SQL_LIMITS, limitSettings, type SqlLimits } from './sql-limits.ts';

/** Output formats offered (ClickHouse names), with their HTTP content types. */
export const SQL_FORMATS = {
  TabSeparatedWithNames: 'text/tab-separated-values; charset=utf-8',
  CSVWithNames: 'text/csv; charset=utf-8',
  JSONEachRow: 'application/x-ndjson',
  JSON: 'application/json',
  PrettyCompactMonoBlock: 'text/plain; charset=utf-8',
  Markdown: 'text/markdown; charset=utf-8',
  Vertical: 'text/plain; charset=utf-8',
  Parquet: 'application/vnd.apache.parquet',
} as const;
export type SqlFormat = keyof typeof SQL_FORMATS;
export const SQL_FORMAT_NAMES = Object.keys(SQL_FORMATS) as SqlFormat[];

/**
 * Runs a checked statement apart from the service's own queries and hands back its encoded result
 * as it comes (sql-limits.ts: a failure before its first MiB rejects with a 4xx; later ones break
 * the stream off), within `sqlLimits`.
 */
export interface SqlExport {
  readonly sqlLimits: SqlLimits;
  /** `limits`: those `statement` was written with (readOnlyStatement), when not `sqlLimits`. */
  exportQuery(tag: string, statement: string, limits?: SqlLimits): Promise<Readable>;
}

const HEREDOC = /^\$[A-Za-z0-9_]*\$/;
const STARTS = /^\(*\s*(SELECT|WITH|DESCRIBE|DESC|SHOW|EXPLAIN|EXISTS)\b/i;
/**
 * What chDB's streaming API runs: a SELECT (its WITH, its UNIONs, in parentheses or not). ClickHouse's
 * ClientBase::processTextAsSingleQuery streams only an ASTSelectWithUnionQuery and refuses every
 * other statement before running it ("Code: 36 … Streaming query is not supported for query"):
 * SHOW, DESCRIBE, EXPLAIN and EXISTS are read whole (chdb-worker.ts).
 */
const STREAMS_ON_CHDB = /^\(*\s*(SELECT|WITH)\b/i;
/**
 * A SETTINGS clause (`SETTINGS name = value`, in the query or any subquery, where it could lift the
 * limits); not the table `system.settings`, nor `SHOW SETTINGS LIKE …`, nor a column called settings.
 */
const SETTINGS_CLAUSE = /(?<![.\w])SETTINGS\s+\w+\s*=/i;

/** A 400 refusing the query text: `problem` follows the field's name ("query is empty"; the API says `body.query`). */
function queryRefused(problem: string): BadRequestError {
  return new BadRequestError((name) => `${name('query')} ${problem}`);
}

/**
 * The query's text with comments removed, string literals emptied and quoted identifiers unquoted
 * (`"file"(…)` is still the function file), so that the checks below see only SQL structure.
 */
export function sqlStructure(query: string): string {
  let out = '';
  let i = 0;
  const n = query.length;
  while (i < n) {
    const c = query[i]!;
    const next = query[i + 1];
    if (c === '-' && next === '-') {
      const end = query.indexOf('\n', i);
      i = end === -1 ? n : end;
      out += ' ';
    } else if (c === '#' && (next === '!' || next === ' ')) {
      const end = query.indexOf('\n', i);
      i = end === -1 ? n : end;
      out += ' ';
    } else if (c === '/' && next === '*') {
      const end = query.indexOf('*/', i + 2);
      if (end === -1) throw queryRefused('has an unterminated /* comment');
      i = end + 2;
      out += ' ';
    } else if (c === '$' && HEREDOC.test(query.slice(i, i + 65))) {
      // A heredoc string: $$…$$ or $tag$…$tag$.
      const tag = HEREDOC.exec(query.slice(i, i + 65))![0];
      const end = query.indexOf(tag, i + tag.length);
      if (end === -1) throw queryRefused(`has an unterminated ${tag} string`);
      out += "''";
      i = end + tag.length;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      let inner = '';
      for (; j < n; j++) {
        const d = query[j]!;
        if (d === '\\') {
          inner += query[j + 1] ?? '';
          j++;
        } else if (d === c) {
          if (query[j + 1] === c) {
            inner += c;
            j++;
          } else break;
        } else inner += d;
      }
      if (j >= n) throw queryRefused(`has an unterminated ${c} quote`);
      out += c === "'" ? "''" : ` ${inner.replace(/\W/g, '_')} `;
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** The statement to run for `query` in `format`, or a 400 saying why it is refused. */
export function readOnlyStatement(
  query: string,
  format: SqlFormat,
  limits: SqlLimits = DEFAULT_SQL_LIMITS,
): string {
  const full = sqlStructure(query).trim();
  // One trailing ';' is allowed, and only as the last character of the text itself.
  const trailing = full.endsWith(';') && query.trimEnd().endsWith(';');
  const structure = trailing ? full.slice(0, -1) : full;
  const text = trailing ? query.trim().slice(0, -1) : query.trim();
  if (structure.trim() === '') throw queryRefused('is empty');
  if (!STARTS.test(structure.trim())) {
    throw queryRefused('must be one SELECT, WITH, DESCRIBE, SHOW, EXPLAIN or EXISTS statement (read-only)');
  }
  if (structure.includes(';')) throw queryRefused('must be a single statement');
  if (/\bINTO\s+OUTFILE\b/i.test(structure)) throw queryRefused('must not write a file (INTO OUTFILE)');
  if (/\bfile\s*\(/i.test(structure)) throw queryRefused('must not read files (file())');
  if (SETTINGS_CLAUSE.test(structure)) {
    throw queryRefused(
      'must not carry SETTINGS: it runs with readonly = 1 and the limits of SQL_MAX_EXECUTION_S, SQL_MAX_MEMORY_MB and SQL_MAX_THREADS',
    );
  }
  if (/\bFORMAT\s+[A-Za-z]/i.test(structure)) {
    throw new BadRequestError(
      (name) =>
        `${name('query')} must not carry FORMAT: choose the output with ${name('format')} (--format, --parquet)`,
    );
  }
  // A newline first: a trailing -- comment must not swallow the settings.
  return `${text}\nSETTINGS ${limitSettings(limits)}\nFORMAT ${format}`;
}

/** Whether chDB's streaming API takes this checked statement (see STREAMS_ON_CHDB); others are read whole. */
export function streamsOnChdb(statement: string): boolean {
  return STREAMS_ON_CHDB.test(sqlStructure(statement).trim());
}
