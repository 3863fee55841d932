// Where each chain's deposit scan stopped.
import type { SqlExecutor } from '../sql.ts';

export async function findCursor(db: SqlExecutor, chain: string): Promise<string | undefined> {
  const [row] = await db.query<{ cursor: string }>('chain_cursors.find', 'SELECT cursor FROM chain_cursors WHERE chain = $1', [chain]);
  return row?.cursor;
}

export async function saveCursor(db: SqlExecutor, chain: string, cursor: string): Promise<void> {
  await db.query(
    'chain_cursors.save',
    `INSERT INTO chain_cursors (chain, cursor) VALUES ($1, $2)
     ON CONFLICT (chain) DO UPDATE SET cursor = EXCLUDED.cursor, updated_at = now()`,
    [chain, cursor],
  );
}
