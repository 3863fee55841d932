// Where each chain's deposit scan stopped (an opaque cursor of the chain adapter).
import type { SqlExecutor } from '../sql.ts';

export async function findCursor(db: SqlExecutor, chain: string): Promise<string | undefined> {
  const [row] = await db.query<{ cursor: string }>(
    'chain_cursors.find',
    'SELECT cursor FROM chain_cursors WHERE chain = $1',
    [chain],
  );
  return row?.cursor;
}

/**
 * Moves the cursor from `from` (what the scan started at; undefined: none yet) to `to`, only if it
 * is still `from`: a scan only goes forward from where it started, so the cursor only moves forward,
 * and a stale round (a replica that lost its lease, a repeated round) can never set it back over a
 * newer one. Returns false when the cursor was no longer `from` (nothing written).
 */
export async function moveCursor(
  db: SqlExecutor,
  chain: string,
  from: string | undefined,
  to: string,
): Promise<boolean> {
  const rows =
    from === undefined
      ? await db.query(
          'chain_cursors.first',
          'INSERT INTO chain_cursors (chain, cursor) VALUES ($1, $2) ON CONFLICT (chain) DO NOTHING RETURNING chain',
          [chain, to],
        )
      : await db.query(
          'chain_cursors.move',
          'UPDATE chain_cursors SET cursor = $3, updated_at = now() WHERE chain = $1 AND cursor = $2 RETURNING chain',
          [chain, from, to],
        );
  return rows.length === 1;
}
