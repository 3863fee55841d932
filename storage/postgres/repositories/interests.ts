// An account's interest tags: one row per account holding the whole set, so a replacement is one
// atomic upsert even when two replacements race.
import type { SqlExecutor } from '../sql.ts';

export async function replaceInterests(
  db: SqlExecutor,
  accountId: string,
  tags: readonly string[],
): Promise<string[]> {
  const [row] = await db.query<{ tags: string[] }>(
    'interests.replace',
    `INSERT INTO account_interests (account_id, tags) VALUES ($1, $2::text[])
     ON CONFLICT (account_id) DO UPDATE SET tags = EXCLUDED.tags, updated_at = now()
     RETURNING tags`,
    [accountId, tags],
  );
  return row!.tags;
}

/** The account's tags in the order they were given; empty when none were ever set. */
export async function findInterests(db: SqlExecutor, accountId: string): Promise<string[]> {
  const [row] = await db.query<{ tags: string[] }>(
    'interests.find',
    'SELECT tags FROM account_interests WHERE account_id = $1',
    [accountId],
  );
  return row?.tags ?? [];
}
