// The ingest universe (topic ingest.universe): the markets whose books the ingest role streams or
// polls, one record per market keyed `venue:market_id`, published by the replica holding the
// venue's catalog lease once per catalog round (every listed market again, so a replica that gains
// a partition learns its markets within one round) and a record with no tokens for a market that
// left the universe. The ingest consumer group's assignment of this topic decides which replica
// streams which market (shard.ts).
import type { Venue } from '../../core/market-data.ts';
import type { Bus, BusRecord } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';

export interface UniverseEntry {
  v: 1;
  venue: Venue;
  market_id: string;
  /** The market's outcome tokens to stream; empty: the market left the universe. */
  tokens: string[];
  /** When the catalog round listed it, unix ms. */
  at: number;
}

export const universeKey = (venue: Venue, marketId: string): string => `${venue}:${marketId}`;

/** The entry a record carries; undefined for anything else (skipped: the next round repeats it). */
export function parseUniverseEntry(value: string): UniverseEntry | undefined {
  let e: unknown;
  try {
    e = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof e !== 'object' || e === null) return undefined;
  const { v, venue, market_id, tokens, at } = e as Record<string, unknown>;
  if (
    v !== 1 ||
    (venue !== 'venue_a' && venue !== 'venue_b') ||
    typeof market_id !== 'string' ||
    typeof at !== 'number'
  )
    return undefined;
  if (!Array.isArray(tokens) || !tokens.every((t) => typeof t === 'string')) return undefined;
  return { v, venue, market_id, tokens: tokens, at };
}

/**
 * What one venue's catalog round publishes: every market in `markets` (id → tokens), and an empty
 * entry for each market of the previous round (`previous`) that is gone. Returns this round's ids.
 */
export async function publishUniverse(
  bus: Bus,
  venue: Venue,
  markets: ReadonlyMap<string, readonly string[]>,
  previous: ReadonlySet<string>,
  at = Date.now(),
): Promise<Set<string>> {
  const records: BusRecord[] = [];
  const entry = (market_id: string, tokens: readonly string[]): BusRecord => {
    const value: UniverseEntry = { v: 1, venue, market_id, tokens: [...tokens], at };
    return { key: universeKey(venue, market_id), value: JSON.stringify(value) };
  };
  for (const [id, tokens] of markets) records.push(entry(id, tokens));
  for (const id of previous) if (!markets.has(id)) records.push(entry(id, []));
  if (records.length > 0) await bus.publish(topics.universe, records);
  return new Set(markets.keys());
}
