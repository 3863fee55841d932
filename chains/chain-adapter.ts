// What the wallet service needs of a chain, whatever the chain: keys and addresses, signing and
// sending token transfers, following a sent transfer until it lands or can no longer land, and
// finding deposits to the platform's addresses. chains/evm (viem) and chains/solana
// (@solana/web3.js) implement it; nothing else in the project talks to an RPC node.

/** The spec's chain ids: POL (Polygon, venue_a) and SOL (Solana, venue_b). */
export type ChainId = 'POL' | 'SOL';

/** A token the platform keeps balances of. */
export interface TokenAsset {
  chain: ChainId;
  /** The asset id of the API: `USDC.e` or `pUSD` on POL, `USDC` on SOL. */
  asset: string;
  /** ERC20 contract address (EVM, checksummed) or SPL mint (Solana, base58). */
  address: string;
  /** Base units per token = 10^decimals (6 for USDC). */
  decimals: number;
}

/** A token transfer into one of the platform's addresses, seen on chain and past re-org risk. */
export interface ObservedDeposit {
  chain: ChainId;
  txHash: string;
  /**
   * With txHash, names the transfer uniquely and for good: EVM the log index in its block; Solana
   * the position of the transfer among the transaction's token transfers (outer instructions in
   * order, each followed by its inner instructions).
   */
  logIndex: number;
  /** Block number (EVM) or slot (Solana), decimal string. */
  block: string;
  /** The asset id (`TokenAsset.asset`). */
  asset: string;
  from: string;
  /** The platform address credited (for Solana: the owner of the receiving token account). */
  to: string;
  /** Base units, a decimal integer string (> 0). */
  amount: string;
  /** Block time, ISO 8601 with Z. */
  at: string;
}

/**
 * A transfer into a platform address that a trading venue's settlement program made (a fill, a
 * SELL's proceeds, an order's unfilled input given back): the order's report accounts for it, so it
 * is never credited as a deposit. Reported for audit only.
 */
export interface ObservedSettlement extends ObservedDeposit {
  /** The venue program the transaction called. */
  program: string;
}

export interface DepositScan {
  deposits: ObservedDeposit[];
  /** Transfers left uncredited as venue settlements (Solana with venue_b live, Polygon with venue_a live); absent: none. */
  settlements?: ObservedSettlement[];
  /** Opaque position to pass to the next scan; stored by the caller between runs. */
  cursor: string;
}

export interface SignedTransfer {
  txHash: string;
  /** The signed transaction (EVM: 0x hex; Solana: base64), kept to repeat a lost broadcast byte for byte. */
  raw: string;
  /**
   * What bounds the transfer's life (EVM: its nonce; Solana: the last valid block height of its
   * blockhash), decimal string: once the chain has passed it without the transfer, it never lands.
   */
  validity: string;
}

/**
 * pending: sent, not (yet) final. confirmed: executed successfully and past re-org risk.
 * failed: executed and reverted (the fee is spent, the tokens are not). dropped: not executed and
 * never can be (its nonce was used by another transaction, or its blockhash expired).
 */
export type TransferStatus = 'pending' | 'confirmed' | 'failed' | 'dropped';

/** The chain refused a transaction for good (bad signature, insufficient gas funds…): retrying cannot help. */
export class BroadcastRejectedError extends Error {
  override name = 'BroadcastRejectedError';
}

/**
 * What reconciliation reads of an address: a configured token (ERC20 / SPL), or an outcome token
 * by its id (POL: the ERC-1155 position id of the Conditional Tokens contract, a uint256 in
 * decimal; SOL: the outcome token's SPL mint, base58).
 */
export type Holding = { token: TokenAsset } | { outcome: string };

/** A balance as the chain stated it at a point: EVM a block number, Solana a slot (decimal). */
export interface BalanceReading {
  amount: bigint;
  at: string;
}

export interface ChainAdapter {
  readonly chain: ChainId;
  /**
   * The canonical form of an address tokens can be sent to (EVM: checksummed, any case accepted,
   * not the zero address; Solana: base58 of a wallet's ed25519 public key), else undefined.
   */
  parseAddress(text: string): string | undefined;
  /** Why parseAddress refuses `text`, for the caller (a sentence after the field's name: "address …"). */
  addressRefusal(text: string): string;
  /** A new key pair: the secret bytes (to be encrypted at rest) and its address. */
  generateKey(): { secretKey: Uint8Array; address: string };
  /** The address of a secret key. */
  addressOf(secretKey: Uint8Array): string;
  /** Builds and signs a transfer of `amount` base units of `token` to `to`; sends nothing. */
  signTransfer(input: {
    secretKey: Uint8Array;
    token: TokenAsset;
    to: string;
    amount: bigint;
  }): Promise<SignedTransfer>;
  /**
   * Sends a signed transfer. Sending the same one again is harmless. Throws
   * BroadcastRejectedError when the chain refuses it for good; other errors are transient.
   */
  broadcast(raw: string): Promise<void>;
  /** Where a sent (or perhaps never sent) transfer from `from` stands now. */
  status(transfer: SignedTransfer & { from: string }): Promise<TransferStatus>;
  /**
   * Deposits of the configured tokens to `addresses` after `cursor` (undefined: start at the
   * chain's current safe head), only those past re-org risk. A deposit may be reported again after
   * a rescan; callers credit each (chain, txHash, logIndex) once.
   */
  scanDeposits(cursor: string | undefined, addresses: readonly string[]): Promise<DepositScan>;
  /** On-chain token balance of an address in base units (for reconciliation and tests). */
  tokenBalance(token: TokenAsset, address: string): Promise<bigint>;
  /**
   * The point reconciliation reads balances at, past re-org risk: EVM the safe head's block number
   * (head - confirmations + 1); Solana the current slot at the adapter's commitment.
   */
  readPoint(): Promise<string>;
  /**
   * The balance of a holding at `point` (readPoint): EVM exactly at that block; Solana at a slot no
   * older than it (an RPC node serves no past state), the slot it was read at returned.
   */
  balanceAt(holding: Holding, address: string, point: string): Promise<BalanceReading>;
  /** Whether `id` can name an outcome token of this chain (POL: a uint256 in decimal; SOL: a mint). */
  isOutcomeId(id: string): boolean;
}
