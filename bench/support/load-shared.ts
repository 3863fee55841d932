// What bench/load.ts and its server processes (bench/load-server.ts) share.

/** Markets whose quotes are fed to the engine's market-state writer (both tokens each). */
export const SEEDED_MARKETS = 5000;
/** The admin key of the bench API (creates the project and paper-credits the wallets). */
export const LOAD_ADMIN_KEY = 'adm_bench_load';
/** Per account credential and window: high enough that the mix measures serving, not refusing. */
export const LOAD_RATE_LIMIT_ACCOUNT = '10000000';

export interface LoadServerReady {
  type: 'ready';
  port?: number;
  catalog?: { markets: number; events: number; loadMs: number };
  seed?: Record<string, unknown>;
  chdb: { built: boolean; info: Record<string, unknown>; openSeconds: number };
}

/** What the request mix is drawn from: every id, slug and word is the catalog's or the dataset's. */
export interface LoadMaterial {
  /** Tags (slugs) of venue_a and venue_b events, most used first. */
  tags: string[];
  /** Words of event titles (frequent enough to match, rare enough to discriminate). */
  words: string[];
  /** Two-word queries: adjacent words of real titles. */
  phrases: string[];
  /** venue_a event slugs and market slugs. */
  slugs: string[];
  /** Tokens with engine state (YES and NO of the seeded markets). */
  hotTokens: string[];
  /** venue_b tokens (catalog prices only). */
  venueBTokens: string[];
  /** venue_a YES tokens with book history: [token, first ms, last ms]. */
  books: [string, number, number][];
  /** venue_b tickers. */
  tickers: string[];
  /** Market ids with cross-venue matches (both venues), then others. */
  similarMarkets: string[];
  /** Quantiles of event end dates (ISO), for date filters. */
  endsAt: string[];
  pairs: { total: number; atLeast08: number; atLeast05: number };
}
