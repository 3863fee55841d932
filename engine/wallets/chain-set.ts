// The chains the wallet service works with: per chain its adapter, its tokens, and whether it is
// live (deposits watched and withdrawals sent on chain) or in paper mode (no chain: funds credited
// by an admin command, withdrawals settled in the ledger alone), as the config decides.
import type { ChainAdapter, ChainId, TokenAsset } from '../../chains/chain-adapter.ts';

export const CHAINS: readonly ChainId[] = ['POL', 'SOL'];

/** The transfer list's asset_type per chain (spec 2.12). */
export const ASSET_TYPE: Record<ChainId, string> = { POL: 'ERC20', SOL: 'SPL_TOKEN' };

export class ChainSet {
  constructor(
    private readonly adapters: Record<ChainId, ChainAdapter>,
    readonly tokens: readonly TokenAsset[],
    private readonly liveChains: ReadonlySet<ChainId>,
  ) {}

  adapter(chain: ChainId): ChainAdapter {
    return this.adapters[chain];
  }

  isLive(chain: ChainId): boolean {
    return this.liveChains.has(chain);
  }

  tokensOf(chain: ChainId): TokenAsset[] {
    return this.tokens.filter((t) => t.chain === chain);
  }

  /** The token of an asset id on a chain; asset ids compare without regard to case (`usdc.e`). */
  token(chain: ChainId, asset: string): TokenAsset | undefined {
    const wanted = asset.toLowerCase();
    return this.tokens.find((t) => t.chain === chain && t.asset.toLowerCase() === wanted);
  }
}
