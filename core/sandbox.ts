// The sandbox's names: what marks a simulated record as simulated wherever it travels. Sandbox
// venues (ingest/sandbox: venue_a's recorded markets carried forward; the sandbox Kalshi venue_b)
// publish every message with `source: 'sandbox'` (core/market-data/schemas.ts DataSource), and the
// identifiers they make up carry a prefix no real venue uses, so a ticker, mint or trade id copied
// out of a sandbox answer says what it is on its own (docs/sandbox.md):
//
//   Kalshi tickers (series, event, market)  SBX…         (real Kalshi series are letter runs such as
//                                                       KXBTCD; none starts with "SBX")
//   DFlow mints of sandbox Kalshi markets   SBX…         (base58 keeps S, B and X; 43 characters,
//                                                       32 bytes: ingest/sandbox/kalshi/mints.ts)
//   sandbox trade ids                       sbx-…
//
// venue_a's sandbox keeps the recorded markets' own token ids (ingest/replay/ids.ts): it carries those
// same markets forward, and its records say `sandbox` by their source, not by their ids.

/** Prefix of every sandbox Kalshi ticker (series, event and market). */
export const SANDBOX_TICKER_PREFIX = 'SBX';
/** Prefix of every sandbox DFlow mint (base58 text). */
export const SANDBOX_MINT_PREFIX = 'SBX';
/** Prefix of every simulated trade's id. */
export const SANDBOX_TRADE_ID_PREFIX = 'sbx-';

/** The seed the sandbox uses when SANDBOX_SEED is unset: the same simulation on every fresh clone. */
export const DEFAULT_SANDBOX_SEED = 'pme-sandbox-1';
/** One sandbox step, ms, when SANDBOX_STEP_MS is unset. */
export const DEFAULT_SANDBOX_STEP_MS = 5000;

export function isSandboxTicker(ticker: string): boolean {
  return ticker.startsWith(SANDBOX_TICKER_PREFIX);
}

export function isSandboxMint(mint: string): boolean {
  return mint.startsWith(SANDBOX_MINT_PREFIX);
}

export function isSandboxTradeId(tradeId: string): boolean {
  return tradeId.startsWith(SANDBOX_TRADE_ID_PREFIX);
}

/** The label a sandbox record's answer carries: `sandbox; seed=<seed>`. */
export function sandboxLabel(seed: string): string {
  return `sandbox; seed=${seed}`;
}
