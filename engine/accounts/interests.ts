// Interest tags of an account, used by recommendations. The set is replaced as a whole; tags are
// normalized so that "Crypto", " crypto " and "CRYPTO" are one tag.
import { BadRequestError } from '../../core/errors.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import { hasLoneSurrogate } from './json-values.ts';
import { findInterests, replaceInterests } from '../../storage/postgres/repositories/interests.ts';

/** Most tags an account may hold (checked on the request, before de-duplication). */
export const INTERESTS_MAX = 100;
/** Longest tag, in characters. */
export const INTEREST_MAX_LENGTH = 64;

/** Trimmed, lower-case (Unicode NFC), de-duplicated in first-seen order. */
export function normalizeInterests(raw: readonly string[]): string[] {
  const seen = new Set<string>();
  raw.forEach((tag, i) => {
    const field = `interests.${i}`;
    const refuse = (problem: string) =>
      new BadRequestError((name) => `${name(field)} ${problem}`, 'invalid_request', field);
    if (hasLoneSurrogate(tag) || tag.includes('\u0000'))
      throw refuse('contains characters that are not allowed (NUL or a lone surrogate)');
    const normalized = tag.normalize('NFC').trim().toLowerCase();
    if (normalized.length === 0)
      throw refuse(`must not be empty: a tag of 1 to ${INTEREST_MAX_LENGTH} characters`);
    if (normalized.length > INTEREST_MAX_LENGTH)
      throw refuse(`must be at most ${INTEREST_MAX_LENGTH} characters`);
    seen.add(normalized);
  });
  return [...seen];
}

export async function setInterests(
  db: SqlExecutor,
  accountId: string,
  raw: readonly string[],
): Promise<string[]> {
  return replaceInterests(db, accountId, normalizeInterests(raw));
}

export function getInterests(db: SqlExecutor, accountId: string): Promise<string[]> {
  return findInterests(db, accountId);
}
