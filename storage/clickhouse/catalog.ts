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
  /** `live` (read from the venue) or `recording` (played from a recording). */
  source: 'live' | 'recording' | 'sandbox';
  /** The winning token once resolved, else ''. */
  winner_token_id: string;
  /** The normalized market message, JSON. */
  message: string;
}

export function insertCatalogRows(ch: Analytics, rows: readonly CatalogRow[]): Promise<void> {
  return ch.insert(
    'catalog.insert',
    'markets',
    rows.map(({ winner_token_id: _, ...row }) => row),
  );
}

/** What makes a market version a change in `market_changes` (prices and volumes are not). */
export function catalogState(r: CatalogRow): string {
  return JSON.stringify([
    r.event_id,
    r.category,
    r.active,
    r.closed,
    r.resolved,
    r.winner_token_id,
    r.ends_at,
    r.source,
  ]);
}

/** Versions that changed the market's state, into the catalog history (valid_from = source_ts). */
export function insertMarketChanges(ch: Analytics, rows: readonly CatalogRow[]): Promise<void> {
  return ch.insert(
    'catalog.changes.insert',
    'market_changes',
    rows.map((r) => ({
      venue: r.venue,
      market_id: r.market_id,
      event_id: r.event_id,
      category: r.category,
      active: r.active,
      closed: r.closed,
      resolved: r.resolved,
      winner_token_id: r.winner_token_id,
      ends_at: r.ends_at,
      source: r.source,
      valid_from: new Date(r.source_ts).toISOString().replace('T', ' ').replace('Z', ''),
      message: r.message,
    })),
  );
}

/** Every market's latest message. FINAL applies latest-version-wins for rows not merged yet. */
export async function loadCatalogMessages(ch: Analytics): Promise<string[]> {
  const rows = await ch.query<{ message: string }>(
    'catalog.load',
    `SELECT message FROM ${ch.table('markets')} FINAL`,
  );
  return rows.map((r) => r.message);
}

/** The newest write time in the catalog (unix ms; 0 when empty). */
export async function catalogWrittenThrough(ch: Analytics): Promise<number> {
  const [row] = await ch.query<{ t: string }>(
    'catalog.written_through',
    `SELECT toString(toUnixTimestamp64Milli(max(written_at))) AS t FROM ${ch.table('markets')}`,
  );
  return Number(row?.t ?? 0);
}

/**
 * The ClickHouse server's clock (unix ms): the clock rows take their write time from (written_at
 * defaults to the server's now64 at insert), so that a reader can tell how far back its reads are
 * complete without trusting its own clock.
 */
export async function catalogClock(ch: Analytics): Promise<number> {
  const [row] = await ch.query<{ t: string }>(
    'catalog.clock',
    'SELECT toString(toUnixTimestamp64Milli(now64(3))) AS t',
  );
  return Number(row!.t);
}

export interface CatalogChangeRow {
  message: string;
  /** Unix ms the row was written. */
  written: number;
}

/**
 * Rows written after `sinceMs` (unix ms), oldest first. Every version of a market written since is
 * returned (no FINAL): readers keep the newest by source_ts. (No paging: the rows of one insert
 * share their write time.)
 */
export async function catalogChangesSince(ch: Analytics, sinceMs: number): Promise<CatalogChangeRow[]> {
  const rows = await ch.query<{ message: string; written: string }>(
    'catalog.changes',
    `SELECT message, toString(toUnixTimestamp64Milli(written_at)) AS written FROM ${ch.table('markets')}
     WHERE written_at > fromUnixTimestamp64Milli({since: Int64}, 'UTC')
     ORDER BY written_at`,
    { since: sinceMs },
  );
  return rows.map((r) => ({ message: r.message, written: Number(r.written) }));
}
