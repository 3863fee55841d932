// Cross-venue market similarity: which venue_a and venue_b markets are the same contract, which
// outcome corresponds to which, and the arbitrage between them. See similarity-index.ts for the
// stream-facing API, score.ts for the scorer, arbitrage.ts for the formula.
export {
  SimilarityIndex,
  DEFAULT_INDEX_OPTIONS,
  largestFee,
  type IndexStats,
  type MarketRef,
  type SimilarMarket,
  type SimilarPair,
  type SimilarityIndexOptions,
  type UpsertResult,
} from './similarity-index.ts';
export { extractFeatures, type MarketFeatures } from './features.ts';
export {
  scorePair,
  textCosine,
  HARD,
  DEFAULT_SCORE_OPTIONS,
  type PairScore,
  type ScoreOptions,
} from './score.ts';
export { alignOutcomes, type Alignment } from './alignment.ts';
export { boxArbitrage, asksFromTopOfBook, type ArbitrageInput, type ArbitrageResult } from './arbitrage.ts';
export { kalshiFee, polymarketFee, noFee, KALSHI_TAKER_RATE, type FeeFunction } from './fees.ts';
export { TokenIndex, type CandidateLimits } from './candidates.ts';
export {
  verdictOf,
  complementOf,
  type Verdict,
  type ContractVerdict,
  type VerdictSide,
} from './contract/verdict.ts';
export {
  resolutionTerms,
  thresholdOf,
  deadlineOf,
  sourcesOf,
  settlementSourcesOf,
  mainClauses,
  kalshiStrikeThreshold,
  type ResolutionTerms,
  type Threshold,
  type Deadline,
} from './contract/terms.ts';
