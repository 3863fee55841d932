// The engine's model of a token's market as it keeps it hot (latest book, top of book, sparkline):
// written by the market-state writer, stored by storage/hot/market-state.ts, read by quotes, paper
// fills, similarity and the API's streams.

/** [price, size] decimal strings, best first. */
export type HotLevel = [string, string];

export interface HotBook {
  market_id: string;
  bids: HotLevel[];
  asks: HotLevel[];
  /** Unix ms of the venue's book. */
  ts: number;
  hash?: string;
  /** Best bid and ask of a book without levels (a top-of-book source: the dataset replay's quotes). */
  top?: [bid: string | null, ask: string | null];
}

/** Best bid with its size, best ask with its size; null for an empty side or an unknown size. */
export type BookTop = [bid: string | null, bidSize: string | null, ask: string | null, askSize: string | null];

export function hotBookTop(b: HotBook): BookTop {
  return [
    b.bids[0]?.[0] ?? b.top?.[0] ?? null,
    b.bids[0]?.[1] ?? null,
    b.asks[0]?.[0] ?? b.top?.[1] ?? null,
    b.asks[0]?.[1] ?? null,
  ];
}

export interface Sparkline {
  /** Start (unix ms) of the newest bucket. */
  end: number;
  /** One price per bucket, oldest first. */
  points: number[];
}
