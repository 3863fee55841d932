// Topic names are the contract between ingest and engine. Records are keyed by venue and token or
// market so that one instrument's updates stay in order. md.books and md.prices share their key
// (venue:token_id) and partition count, so partition k of both holds the same tokens and one member
// owns both (co-partitioned-assigner.ts). README "Architecture" lists every topic's key and why.
export const topics = {
  /** Markets and events as the venues list them (catalog upserts). */
  markets: 'md.markets',
  /** Order-book snapshots and deltas per token. */
  books: 'md.books',
  /** Last-trade and mid prices per token. */
  prices: 'md.prices',
  /** Past trades and prices fetched from the venues (backfill), key venue:token_id: ClickHouse only, never hot state. */
  history: 'md.history',
  /**
   * The markets ingest streams (key venue:market_id), republished every catalog round: the ingest
   * group's assignment of its partitions decides which replica streams which market.
   */
  universe: 'ingest.universe',
  /** Records that failed validation, with the reason; never silently dropped. */
  deadLetter: 'md.dead-letter',
  /** Token transfers into platform wallets seen on chain (key chain:tx_hash), credited by the engine. */
  deposits: 'chain.deposits',
  /** chain.* records that failed validation, with the reason. */
  chainDeadLetter: 'chain.dead-letter',
  /** Fills of orders on both venues (key wallet id: one wallet's fills stay in order); positions and PNL derive from them. */
  fills: 'trading.fills',
  /** Trades of addresses that copytrades follow (venue_a activity; key: the address). */
  targetTrades: 'trading.target-trades',
  /** trading.* records that failed validation, with the reason. */
  tradingDeadLetter: 'trading.dead-letter',
} as const;

export const allTopics: readonly string[] = Object.values(topics);
