// Structured contracts: sports-game markets (model, per-venue parsers, aliases, blocking, match) and
// propositions (championships, elections, economics thresholds, crypto prices).
import type { MarketMessage } from '../../../core/market-data.ts';
import { kalshiContract } from './kalshi.ts';
import type { GameContract } from './model.ts';
import { kalshiProposition } from './kalshi-proposition.ts';
import { polymarketContract } from './polymarket.ts';
import { polymarketProposition } from './polymarket-proposition.ts';
import type { PropositionContract } from './proposition.ts';

export { ContractBlocks } from './blocking.ts';
export { matchContracts, type ContractMatch } from './match.ts';
export type { GameContract, Participant, Pays } from './model.ts';
export { PropositionBlocks } from './proposition-blocks.ts';
export {
  samePropositions,
  strikeOnTick,
  propositionKey,
  type PropositionContract,
  type PropositionKind,
} from './proposition.ts';
export { kalshiContract, kalshiProposition, polymarketContract, polymarketProposition };

/** The game contract of a market message, or null when it is not a sports-game market. */
export function contractOf(message: MarketMessage): GameContract | null {
  return message.venue === 'venue_a' ? polymarketContract(message) : kalshiContract(message);
}

/** The proposition contract of a market message, or null when it reads as none of the kinds. */
export function propositionOf(message: MarketMessage): PropositionContract | null {
  return message.venue === 'venue_a' ? polymarketProposition(message) : kalshiProposition(message);
}
