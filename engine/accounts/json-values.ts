// Free-form JSON that a project stores with us (account metadata, project settings) must fit in a
// PostgreSQL jsonb: no NUL characters and no lone UTF-16 surrogates anywhere in keys or strings,
// and nesting shallow enough for the parser. Checked here so that such input is a 400, not a 500.
import { BadRequestError } from '../../core/errors.ts';

/** Deeper than any sensible metadata; far below what the jsonb parser's stack tolerates. */
export const MAX_JSON_DEPTH = 64;

/** Throws 400 unless `value` fits a jsonb; `field` names it in the refusal. */
export function assertStorableJson(field: string, value: unknown): void {
  const problem = findProblem(value, 0);
  if (problem) throw new BadRequestError((name) => `${name(field)} ${problem}`, 'invalid_request');
}

function findProblem(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return badString(value);
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_JSON_DEPTH) return `must not nest deeper than ${MAX_JSON_DEPTH} levels`;
  const entries = Array.isArray(value) ? value.map((v) => ['', v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const problem = badString(key) ?? findProblem(child, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function badString(s: string): string | undefined {
  if (s.includes('\u0000')) return 'must not contain NUL characters (\\u0000)';
  if (hasLoneSurrogate(s)) return 'must not contain unpaired UTF-16 surrogates';
  return undefined;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string that UTF-8 cannot encode faithfully (String.prototype.isWellFormed is ES2024). */
export function hasLoneSurrogate(s: string): boolean {
  return LONE_SURROGATE.test(s);
}

/** Size of the value as compact JSON, in UTF-8 bytes. */
export function serializedBytes(json: string): number {
  return Buffer.byteLength(json, 'utf8');
}
