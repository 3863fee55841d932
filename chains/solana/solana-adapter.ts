// The Solana side of ChainAdapter: SPL token transfers (USDC) from platform wallets, followed to
// finality, and deposits found through the platform owners' associated token accounts. Everything
// goes through one JSON-RPC endpoint via @solana/web3.js's Connection.
import { getAssociatedTokenAddressSync, unpackAccount } from '@solana/spl-token';
import { Connection, Keypair, PublicKey, SendTransactionError, type Finality } from '@solana/web3.js';
import bs58 from 'bs58';
import {
  BroadcastRejectedError,
  type ChainAdapter,
  type BalanceReading,
  type DepositScan,
  type Holding,
  type ObservedDeposit,
  type ObservedSettlement,
  type SignedTransfer,
  type TokenAsset,
  type TransferStatus,
} from '../chain-adapter.ts';
import { scanTransaction, type TransactionScan } from './deposits.ts';
import { associatedTokenAccount, buildSplTransfer } from './spl-transfer.ts';

export interface SolanaAdapterOptions {
  /** JSON-RPC endpoint (HTTP). */
  rpcUrl: string;
  /** The tokens the platform keeps; those of other chains are ignored. */
  tokens: readonly TokenAsset[];
  /**
   * What counts as past re-org risk, for deposits, balances and `confirmed` transfers.
   * Default `finalized`; `confirmed` only for test clusters.
   */
  commitment?: Finality;
  /**
   * Programs of the venues trading through the platform's wallets (DFlow's with a live venue_b):
   * transfers in transactions calling one of them are settlements, not deposits (deposits.ts).
   */
  settlementPrograms?: readonly string[];
}

/** getSignaturesForAddress returns at most this many signatures per call. */
const SIGNATURE_PAGE = 1000;

/** Token account → the newest of its signatures already scanned. */
type ScanPositions = Record<string, string>;

/** Simulation failures that no retry of the same bytes can turn into a success. */
const PERMANENT_FAILURES = [
  /insufficient funds/i, // token program "Error: insufficient funds", InsufficientFundsForFee, …
  /insufficient lamports/i,
  /found no record of a prior credit/i, // the fee payer has never held SOL
  /invalid account data/i,
  /signature verification fail/i,
  /account not associated with this mint/i,
  /owner does not match/i,
  /account is frozen/i,
];
const ALREADY_PROCESSED = /already been processed|AlreadyProcessed/i;

function parsePositions(cursor: string): ScanPositions {
  const value: unknown = JSON.parse(cursor);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`invalid Solana scan cursor: ${cursor}`);
  for (const signature of Object.values(value)) {
    if (typeof signature !== 'string') throw new Error(`invalid Solana scan cursor: ${cursor}`);
  }
  return value as ScanPositions;
}

/**
 * Why an off-curve address (a program-derived address such as a multisig vault, or a token account)
 * is refused: from its bytes alone a vault cannot be told from a token account pasted by mistake,
 * and tokens sent to a token account's own associated account are out of anyone's reach.
 */
export const OFF_CURVE_REFUSAL =
  'is off the ed25519 curve (a program-derived address such as a multisig vault, or a token account): withdrawals are sent only to a wallet address, because a vault cannot be told from a token account pasted by mistake, whose tokens would be lost. Withdraw to a wallet address and move the tokens on from there';

export class SolanaChainAdapter implements ChainAdapter {
  readonly chain = 'SOL' as const;
  private readonly connection: Connection;
  private readonly tokens: readonly TokenAsset[];
  private readonly commitment: Finality;
  private readonly settlementPrograms: ReadonlySet<string>;
  /** Mint → the token program that owns it (SPL Token or Token-2022): a mint never changes program. */
  private readonly mintPrograms = new Map<string, PublicKey>();

  constructor(options: SolanaAdapterOptions) {
    this.commitment = options.commitment ?? 'finalized';
    this.settlementPrograms = new Set(options.settlementPrograms ?? []);
    this.connection = new Connection(options.rpcUrl, this.commitment);
    this.tokens = options.tokens.filter((token) => token.chain === 'SOL');
  }

  parseAddress(text: string): string | undefined {
    try {
      // PublicKey accepts exactly 32 decoded bytes; base58 of given bytes is unique, so the
      // round trip only rejects nothing valid and gives the canonical spelling. Tokens go to the
      // owner's associated token account, which only a wallet (an ed25519 point) has: an
      // off-curve address (a token account or program address pasted by mistake) is refused.
      const key = new PublicKey(text);
      return key.toBase58() === text && PublicKey.isOnCurve(key.toBytes()) ? text : undefined;
    } catch {
      return undefined;
    }
  }

  addressRefusal(text: string): string {
    let key: PublicKey;
    try {
      key = new PublicKey(text);
    } catch {
      return 'is not a valid SOL address (base58 of 32 bytes)';
    }
    if (key.toBase58() !== text) return 'is not a valid SOL address (base58 of 32 bytes)';
    return OFF_CURVE_REFUSAL;
  }

  generateKey(): { secretKey: Uint8Array; address: string } {
    const keypair = Keypair.generate();
    return { secretKey: keypair.secretKey, address: keypair.publicKey.toBase58() };
  }

  addressOf(secretKey: Uint8Array): string {
    // fromSecretKey checks that the public half matches the seed: a corrupt key fails here.
    return Keypair.fromSecretKey(secretKey).publicKey.toBase58();
  }

  async signTransfer(input: {
    secretKey: Uint8Array;
    token: TokenAsset;
    to: string;
    amount: bigint;
  }): Promise<SignedTransfer> {
    if (input.token.chain !== 'SOL') throw new Error(`token ${input.token.asset} is not a Solana token`);
    const to = this.parseAddress(input.to);
    if (to === undefined) throw new Error(`not a Solana address: ${input.to}`);
    const { blockhash, lastValidBlockHeight } = await this.connection.getLatestBlockhash(this.commitment);
    const tx = buildSplTransfer({
      sender: Keypair.fromSecretKey(input.secretKey),
      mint: new PublicKey(input.token.address),
      decimals: input.token.decimals,
      recipient: new PublicKey(to),
      amount: input.amount,
      recentBlockhash: blockhash,
      lastValidBlockHeight,
    });
    const signature = tx.signature;
    if (signature === null) throw new Error('transfer was not signed');
    return {
      txHash: bs58.encode(signature),
      raw: tx.serialize().toString('base64'),
      validity: String(lastValidBlockHeight),
    };
  }

  async broadcast(raw: string): Promise<void> {
    try {
      // Preflight on: a transfer that cannot succeed is refused now instead of burning a fee.
      await this.connection.sendRawTransaction(Buffer.from(raw, 'base64'), {
        skipPreflight: false,
        preflightCommitment: 'confirmed',
      });
    } catch (error) {
      if (!(error instanceof SendTransactionError)) throw error; // network trouble: transient
      const text = [error.transactionError.message, ...(error.transactionError.logs ?? [])].join('\n');
      if (ALREADY_PROCESSED.test(text)) return; // an earlier broadcast of the same bytes landed
      if (PERMANENT_FAILURES.some((pattern) => pattern.test(text)))
        throw new BroadcastRejectedError(error.transactionError.message, { cause: error });
      throw error;
    }
  }

  async status(transfer: SignedTransfer & { from: string }): Promise<TransferStatus> {
    // Block height first: if the signature is unknown afterwards although the chain was already
    // past the blockhash's last valid height, the transfer can never land.
    const height = await this.connection.getBlockHeight(this.commitment);
    const { value } = await this.connection.getSignatureStatuses([transfer.txHash], {
      searchTransactionHistory: true,
    });
    const status = value[0];
    if (status === null || status === undefined)
      return height > Number(transfer.validity) ? 'dropped' : 'pending';
    // Until its block is final the transaction could still vanish with a fork, error or not.
    const final =
      status.confirmationStatus === 'finalized' ||
      (this.commitment === 'confirmed' && status.confirmationStatus === 'confirmed');
    if (!final) return 'pending';
    return status.err === null ? 'confirmed' : 'failed';
  }

  /**
   * Cursor: JSON of { tokenAccount: newest signature scanned }, one entry per (address, token)
   * associated token account. Without a cursor the scan starts at each account's newest signature
   * and reports nothing; an account missing from a cursor (an address added since) is read from
   * its first transaction.
   */
  async scanDeposits(cursor: string | undefined, addresses: readonly string[]): Promise<DepositScan> {
    const positions: ScanPositions = cursor === undefined ? {} : parsePositions(cursor);
    const deposits = new Map<string, ObservedDeposit>();
    const settlements = new Map<string, ObservedSettlement>();
    for (const address of addresses) {
      const owner = new PublicKey(address);
      for (const token of this.tokens) {
        const account = associatedTokenAccount(new PublicKey(token.address), owner).toBase58();
        const signatures = await this.signaturesAfter(
          account,
          cursor === undefined ? undefined : positions[account],
          cursor === undefined,
        );
        const newest = signatures[0];
        if (newest !== undefined) positions[account] = newest.signature;
        if (cursor === undefined) continue;
        for (const { signature } of signatures.filter((info) => info.err === null).reverse()) {
          const scan = await this.scanOf(signature, token, address);
          for (const deposit of scan.deposits) deposits.set(`${deposit.txHash}:${deposit.logIndex}`, deposit);
          for (const settled of scan.settlements)
            settlements.set(`${settled.txHash}:${settled.logIndex}`, settled);
        }
      }
    }
    return {
      deposits: [...deposits.values()],
      settlements: [...settlements.values()],
      cursor: JSON.stringify(positions),
    };
  }

  async tokenBalance(token: TokenAsset, address: string): Promise<bigint> {
    const account = associatedTokenAccount(new PublicKey(token.address), new PublicKey(address));
    try {
      const { value } = await this.connection.getTokenAccountBalance(account, this.commitment);
      return BigInt(value.amount);
    } catch (error) {
      // The RPC answers an error for a missing account; tell that apart from a failing node.
      if ((await this.connection.getAccountInfo(account, this.commitment)) === null) return 0n;
      throw error;
    }
  }

  async readPoint(): Promise<string> {
    return String(await this.connection.getSlot(this.commitment));
  }

  /**
   * The owner's associated token account of the mint, under the program that owns the mint (an
   * outcome mint may be Token-2022's): one account read, at a slot no older than `point`.
   */
  async balanceAt(holding: Holding, address: string, point: string): Promise<BalanceReading> {
    const mint = new PublicKey('token' in holding ? holding.token.address : holding.outcome);
    const program = await this.programOf(mint);
    const account = getAssociatedTokenAddressSync(mint, new PublicKey(address), false, program);
    const { context, value } = await this.connection.getAccountInfoAndContext(account, {
      commitment: this.commitment,
      minContextSlot: Number(point),
    });
    const at = String(context.slot);
    if (value === null) return { amount: 0n, at };
    return { amount: unpackAccount(account, value, program).amount, at };
  }

  isOutcomeId(id: string): boolean {
    try {
      return new PublicKey(id).toBase58() === id;
    } catch {
      return false;
    }
  }

  private async programOf(mint: PublicKey): Promise<PublicKey> {
    const known = this.mintPrograms.get(mint.toBase58());
    if (known) return known;
    const info = await this.connection.getAccountInfo(mint, this.commitment);
    if (info === null) throw new Error(`mint ${mint.toBase58()} not found`);
    this.mintPrograms.set(mint.toBase58(), info.owner);
    return info.owner;
  }

  /** Signatures of `account` newer than `until`, newest first; only the newest one when `newestOnly`. */
  private async signaturesAfter(account: string, until: string | undefined, newestOnly: boolean) {
    const address = new PublicKey(account);
    if (newestOnly) return this.connection.getSignaturesForAddress(address, { limit: 1 }, this.commitment);
    const all = [];
    for (let before: string | undefined; ;) {
      const page = await this.connection.getSignaturesForAddress(
        address,
        { until, before, limit: SIGNATURE_PAGE },
        this.commitment,
      );
      all.push(...page);
      before = page.at(-1)?.signature;
      if (page.length < SIGNATURE_PAGE || before === undefined) return all;
    }
  }

  private async scanOf(signature: string, token: TokenAsset, owner: string): Promise<TransactionScan> {
    const tx = await this.connection.getParsedTransaction(signature, {
      commitment: this.commitment,
      maxSupportedTransactionVersion: 0,
    });
    // Listed at this commitment but not served: a node without that history. Fail the scan so the
    // cursor does not move past it.
    if (tx === null) throw new Error(`transaction ${signature} not found`);
    return scanTransaction(tx, {
      tokens: [token],
      owners: new Set([owner]),
      settlementPrograms: this.settlementPrograms,
    });
  }
}
