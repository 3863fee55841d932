// Related events of the same venue (the `similar` route's same-venue part), written by the engine
// (engine/market-data/related-events-writer.ts) and read by the API: per event, the events whose text
// resembles its own, best first.
import type { HotState } from './hot-state.ts';

const relatedKey = (eventKey: string) => `md:related:${eventKey}`;

/** An event of the same venue (`venue:event_id`) and its similarity in [0, 1]. */
export interface RelatedEntry {
  key: string;
  similarity: number;
}

export async function writeRelated(
  hot: HotState,
  lists: ReadonlyMap<string, readonly RelatedEntry[]>,
): Promise<void> {
  if (lists.size === 0) return;
  await hot.mset(new Map([...lists].map(([key, list]) => [relatedKey(key), JSON.stringify(list)])));
}

/** Undefined when nothing was computed for the event (yet). */
export async function readRelated(hot: HotState, eventKey: string): Promise<RelatedEntry[] | undefined> {
  const value = await hot.get(relatedKey(eventKey));
  return value === null ? undefined : (JSON.parse(value) as RelatedEntry[]);
}

export async function deleteRelated(hot: HotState, eventKeys: readonly string[]): Promise<void> {
  if (eventKeys.length > 0) await hot.del(eventKeys.map(relatedKey));
}
