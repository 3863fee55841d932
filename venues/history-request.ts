// How the venues' history clients reach their venue: one request in, the answer's text out. The
// transport (rate budget, time-outs, retries of 429/5xx with the one back-off policy) belongs to
// the caller — ingest/venue-http.ts behind the shared budget of ingest/backfill — so the clients
// here only build requests and parse answers, and are tested on recorded payloads alone.

export interface HistoryRequest {
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body (POST). */
  body?: unknown;
}

/** Sends one request and resolves with the 2xx answer's text; throws for anything else. */
export type HistoryTransport = (request: HistoryRequest, signal?: AbortSignal) => Promise<string>;
