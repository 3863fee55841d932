// Candidates for a game contract without a text shortlist: every market is filed under keys of
// its day and each of its teams' tokens (team id, code and name prefixes, participants.ts); a
// market's candidates are the other venue's markets filed under its tokens on its day or the days
// either side. Two markets find each other whichever arrives first, so the pair set does not
// depend on arrival order.
import type { Venue } from '../../../core/market-data.ts';
import type { GameContract } from './model.ts';
import { blockTokens } from './participants.ts';

function keys(c: GameContract, days: number[]): string[] {
  const tokens = new Set(c.participants.flatMap(blockTokens));
  return days.flatMap((d) => [...tokens].map((t) => `${d}|${t}`));
}

export class ContractBlocks {
  private readonly blocks: Record<Venue, Map<string, Set<string>>> = {
    venue_a: new Map(),
    venue_b: new Map(),
  };
  private readonly filed = new Map<string, { venue: Venue; keys: string[] }>();

  add(key: string, venue: Venue, contract: GameContract): void {
    this.remove(key);
    const own = keys(contract, [contract.day]);
    for (const k of own) {
      let set = this.blocks[venue].get(k);
      if (!set) this.blocks[venue].set(k, (set = new Set()));
      set.add(key);
    }
    this.filed.set(key, { venue, keys: own });
  }

  remove(key: string): void {
    const f = this.filed.get(key);
    if (!f) return;
    for (const k of f.keys) {
      const set = this.blocks[f.venue].get(k);
      set?.delete(key);
      if (set?.size === 0) this.blocks[f.venue].delete(k);
    }
    this.filed.delete(key);
  }

  /** Keys of `venue`'s markets that share a team token with the contract within a day. */
  candidates(contract: GameContract, venue: Venue): Set<string> {
    const out = new Set<string>();
    for (const k of keys(contract, [contract.day - 1, contract.day, contract.day + 1]))
      for (const key of this.blocks[venue].get(k) ?? []) out.add(key);
    return out;
  }
}
