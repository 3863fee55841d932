// The market catalog in ClickHouse: one row per market (carrying its event), latest version wins.
import type { Analytics } from './analytics.ts';

export interface CatalogRow {
  venue: string;
  market_id: string;
  event_id: string;
  category: string;
  active: boolean;
  closed: boolean;
  resolved: boolean;
  /** 'YYYY-MM-DD HH:MM:SS.mmm' UTC, or null. */
  ends_at: string | null;
  volume: string;
  liquidity: string;
  source_ts: number;
  /** The normalized market message, JSON. */
  message: string;
}

export function insertCatalogRows(ch: Analytics, rows: readonly CatalogRow[]): Promise<void> {
  return ch.insert('catalog.insert', 'markets', rows);
}

/** Every market's latest message. FINAL applies latest-version-wins for rows not merged yet. */
export async function loadCatalogMessages(ch: Analytics): Promise<string[]> {
  const rows = await ch.query<{ message: string }>('catalog.load', `SELECT message FROM ${ch.table('markets')} FINAL`);
  return rows.map((r) => r.message);
}

/**
 * Changes whenever a market is added or updated: lets readers skip reloading an unchanged catalog.
 * The sum of versions is in it because count and max alone can come back to the same values: an
 * update below the newest version adds a row (count + 1), and the merge that drops the replaced row
 * takes the count back (count − 1), while the sum keeps the difference.
 */
export async function catalogVersion(ch: Analytics): Promise<string> {
  const [row] = await ch.query<{ v: string }>(
    'catalog.version',
    `SELECT concat(toString(count()), ':', toString(max(source_ts)), ':', toString(sum(source_ts))) AS v
     FROM ${ch.table('markets')}`,
  );
  return row?.v ?? '0:0:0';
}
