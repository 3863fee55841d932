// The wallet service's custody as the config describes it, built at start-up: the key vault (current
// and retired KEKs) and the two chains with their tokens, each live when its RPC URL is set, else in
// paper mode; a live venue's settlement contracts are not deposits (venues.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ChainId, TokenAsset } from '../../chains/chain-adapter.ts';
import { KeyVault, parseKekList } from '../../chains/custody/key-vault.ts';
import { EvmChainAdapter } from '../../chains/evm/evm-adapter.ts';
import { SolanaChainAdapter } from '../../chains/solana/solana-adapter.ts';
import type { Config } from '../../core/config.ts';
import { ChainSet } from '../../engine/wallets/chain-set.ts';
import type { Custody } from '../../engine/wallets/wallets.ts';
import { polygonSettlementContracts, solanaSettlementPrograms } from './venues.ts';

/** A chain in paper mode never reaches its adapter's network methods; this URL only fills the slot. */
const NO_RPC = 'http://127.0.0.1:9/paper-mode-has-no-rpc';

export function tokensFromConfig(config: Config): TokenAsset[] {
  return [
    { chain: 'POL', asset: 'USDC.e', address: config.POLYGON_USDCE_ADDRESS, decimals: 6 },
    { chain: 'POL', asset: 'pUSD', address: config.POLYGON_PUSD_ADDRESS, decimals: 6 },
    { chain: 'SOL', asset: 'USDC', address: config.SOLANA_USDC_MINT, decimals: 6 },
  ];
}

/**
 * WALLET_KEK, or for the embedded default a key generated once into DATA_DIR/wallet-kek (0600).
 * That file sits beside the database it protects: good enough to try the service, never for funds.
 */
export function currentKek(config: Config): Buffer {
  if (config.WALLET_KEK) return Buffer.from(config.WALLET_KEK, 'base64');
  const file = path.join(config.DATA_DIR, 'wallet-kek');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process of this data directory wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

export function custodyFromConfig(config: Config): Custody {
  const vault = new KeyVault(
    { id: config.WALLET_KEK_ID, key: currentKek(config) },
    parseKekList(config.WALLET_KEKS_RETIRED),
  );
  const tokens = tokensFromConfig(config);
  const of = (chain: ChainId) => tokens.filter((t) => t.chain === chain);
  const live = new Set<ChainId>();
  if (config.POLYGON_RPC_URL) live.add('POL');
  if (config.SOLANA_RPC_URL) live.add('SOL');
  const chains = new ChainSet(
    {
      POL: new EvmChainAdapter({
        rpcUrl: config.POLYGON_RPC_URL ?? NO_RPC,
        chainId: config.POLYGON_CHAIN_ID,
        tokens: of('POL'),
        confirmations: config.POLYGON_CONFIRMATIONS,
        settlementContracts: polygonSettlementContracts(config),
        outcomeTokens: config.POLYGON_CTF_ADDRESS,
      }),
      SOL: new SolanaChainAdapter({
        rpcUrl: config.SOLANA_RPC_URL ?? NO_RPC,
        tokens: of('SOL'),
        settlementPrograms: solanaSettlementPrograms(config),
      }),
    },
    tokens,
    live,
  );
  return { vault, chains };
}
