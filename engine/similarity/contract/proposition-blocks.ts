// Candidates for a proposition contract: markets are filed under their contract's key
// (proposition.ts), and a market's candidates are the other venue's markets under the same key.
// Two agreeing markets find each other whichever arrives first and whatever their texts.
import type { Venue } from '../../../core/market-data.ts';
import { propositionKey, type PropositionContract } from './proposition.ts';

export class PropositionBlocks {
  private readonly blocks: Record<Venue, Map<string, Set<string>>> = {
    venue_a: new Map(),
    venue_b: new Map(),
  };
  private readonly filed = new Map<string, { venue: Venue; key: string }>();

  add(key: string, venue: Venue, contract: PropositionContract): void {
    this.remove(key);
    const k = propositionKey(contract);
    let set = this.blocks[venue].get(k);
    if (!set) this.blocks[venue].set(k, (set = new Set()));
    set.add(key);
    this.filed.set(key, { venue, key: k });
  }

  remove(key: string): void {
    const f = this.filed.get(key);
    if (!f) return;
    const set = this.blocks[f.venue].get(f.key);
    set?.delete(key);
    if (set?.size === 0) this.blocks[f.venue].delete(f.key);
    this.filed.delete(key);
  }

  /** Keys of `venue`'s markets with the same contract. */
  candidates(contract: PropositionContract, venue: Venue): ReadonlySet<string> {
    return this.blocks[venue].get(propositionKey(contract)) ?? new Set();
  }
}
