// A market a user asks for moves to the front of the backfill (issue 43): the API, answering a
// candles or trades request, calls requestBackfill; the ingest role's backfill scheduler
// (ingest/backfill/scheduler.ts) hears it on BACKFILL_REQUESTS_CHANNEL at once and, for a request
// made while no scheduler listened, finds the request's key when the market next comes through the
// catalog. The key lives an hour; the scheduler deletes it once the market's past is fetched.
import type { HotState } from './hot-state.ts';

export const BACKFILL_REQUESTS_CHANNEL = 'backfill:requests';
/** How long a request waits for a scheduler to take it. */
export const BACKFILL_REQUEST_TTL_MS = 3_600_000;

export const backfillRequestKey = (venue: string, tokenId: string): string =>
  `backfill:req:${venue}:${tokenId}`;

/** The channel message of a request: `venue:token_id`. */
export const backfillRequestMessage = (venue: string, tokenId: string): string => `${venue}:${tokenId}`;

/** Parses a channel message; undefined when it is not one. */
export function parseBackfillRequest(message: string): { venue: string; tokenId: string } | undefined {
  const at = message.indexOf(':');
  if (at <= 0 || at === message.length - 1) return undefined;
  return { venue: message.slice(0, at), tokenId: message.slice(at + 1) };
}

/** Asks the backfill to fetch this token's market next. Cheap and fire-and-forget for the caller. */
export async function requestBackfill(hot: HotState, venue: string, tokenId: string): Promise<void> {
  await hot.set(backfillRequestKey(venue, tokenId), String(Date.now()), BACKFILL_REQUEST_TTL_MS);
  await hot.publish(BACKFILL_REQUESTS_CHANNEL, backfillRequestMessage(venue, tokenId));
}

/** Which of these tokens (of one venue) are asked for, with when. */
export async function requestedTokens(
  hot: HotState,
  venue: string,
  tokenIds: readonly string[],
): Promise<Map<string, number>> {
  const values = await hot.mget(tokenIds.map((t) => backfillRequestKey(venue, t)));
  const out = new Map<string, number>();
  values.forEach((v, i) => {
    if (v !== null) out.set(tokenIds[i]!, Number(v) || 0);
  });
  return out;
}

/** The requests of these tokens are served. */
export async function clearBackfillRequests(
  hot: HotState,
  venue: string,
  tokenIds: readonly string[],
): Promise<void> {
  if (tokenIds.length > 0) await hot.del(tokenIds.map((t) => backfillRequestKey(venue, t)));
}
