// Structured contracts of sports-game markets: model, per-venue parsers, aliases, blocking, match.
import type { MarketMessage } from '../../../core/market-data.ts';
import { kalshiContract } from './kalshi.ts';
import type { GameContract } from './model.ts';
import { polymarketContract } from './polymarket.ts';

export { ContractBlocks } from './blocking.ts';
export { matchContracts, type ContractMatch } from './match.ts';
export type { GameContract, Participant, Pays } from './model.ts';
export { kalshiContract, polymarketContract };

/** The game contract of a market message, or null when it is not a sports-game market. */
export function contractOf(message: MarketMessage): GameContract | null {
  return message.venue === 'venue_a' ? polymarketContract(message) : kalshiContract(message);
}
