// A solana-bankrun bank with a USDC-like mint and a funded sender, for running the production
// transfer code against the real SPL Token and Associated Token Account programs (bankrun ships
// both, the latter with CreateIdempotent). Accounts are written directly as packed token state
// rather than minted, so each suite starts from an exact, known balance. Beware: bankrun's banks
// server does not verify transaction signatures (kevinheavey/solana-bankrun#23); what it does
// enforce is each program's own checks, such as the token program's owner check.
import {
  ACCOUNT_SIZE,
  AccountLayout,
  AccountState,
  MINT_SIZE,
  MintLayout,
  TOKEN_PROGRAM_ID,
  unpackAccount,
} from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram } from '@solana/web3.js';
import { start, type AddedAccount, type ProgramTestContext } from 'solana-bankrun';
import { associatedTokenAccount } from '../../../chains/solana/spl-transfer.ts';

export interface TokenBank {
  context: ProgramTestContext;
  mint: PublicKey;
  decimals: number;
  /** Holds SOL for fees and rent, and `startBalance` tokens in its associated token account. */
  sender: Keypair;
  /** Token balance of `owner`'s associated token account; undefined when it does not exist. */
  tokenBalance(owner: PublicKey): Promise<bigint | undefined>;
  /** Blockhash and last valid block height, as getLatestBlockhash gives them. */
  latestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: number }>;
  /** A new key pair holding 1 SOL and no tokens. */
  fundedKeypair(): Keypair;
}

// 0.01 SOL: above the rent-exempt minimum of a mint or token account (bankrun enforces rent).
const ACCOUNT_LAMPORTS = LAMPORTS_PER_SOL / 100;

function packed<T>(
  layout: { span: number; encode(value: T, buffer: Buffer): number },
  size: number,
  value: T,
): Buffer {
  const data = Buffer.alloc(size);
  layout.encode(value, data);
  return data;
}

function tokenProgramAccount(address: PublicKey, data: Buffer): AddedAccount {
  return { address, info: { lamports: ACCOUNT_LAMPORTS, data, owner: TOKEN_PROGRAM_ID, executable: false } };
}

/** A system account holding 1 SOL (fees and rent). */
export function solAccount(address: PublicKey): AddedAccount {
  return {
    address,
    info: {
      lamports: LAMPORTS_PER_SOL,
      data: Buffer.alloc(0),
      owner: SystemProgram.programId,
      executable: false,
    },
  };
}

/** An initialized SPL mint (its authority a throw-away key). */
export function mintAccount(address: PublicKey, options: { decimals: number; supply: bigint }): AddedAccount {
  return tokenProgramAccount(
    address,
    packed(MintLayout, MINT_SIZE, {
      mintAuthorityOption: 1,
      mintAuthority: Keypair.generate().publicKey,
      supply: options.supply,
      decimals: options.decimals,
      isInitialized: true,
      freezeAuthorityOption: 0,
      freezeAuthority: PublicKey.default,
    }),
  );
}

/** `owner`'s associated token account of `mint`, holding `amount` base units. */
export function tokenAccount(mint: PublicKey, owner: PublicKey, amount: bigint): AddedAccount {
  const none = PublicKey.default;
  return tokenProgramAccount(
    associatedTokenAccount(mint, owner),
    packed(AccountLayout, ACCOUNT_SIZE, {
      mint,
      owner,
      amount,
      delegateOption: 0,
      delegate: none,
      state: AccountState.Initialized,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: 0n,
      closeAuthorityOption: 0,
      closeAuthority: none,
    }),
  );
}

/** The balance of `owner`'s associated token account of `mint`; undefined when it does not exist. */
export async function tokenBalanceOf(
  context: ProgramTestContext,
  mint: PublicKey,
  owner: PublicKey,
): Promise<bigint | undefined> {
  const address = associatedTokenAccount(mint, owner);
  const account = await context.banksClient.getAccount(address);
  if (account === null) return undefined;
  return unpackAccount(address, { ...account, data: Buffer.from(account.data) }).amount;
}

/** Blockhash and last valid block height, as getLatestBlockhash gives them. */
export async function latestBlockhashOf(
  context: ProgramTestContext,
): Promise<{ blockhash: string; lastValidBlockHeight: number }> {
  const latest = await context.banksClient.getLatestBlockhash();
  if (latest === null) throw new Error('bankrun has no blockhash');
  return { blockhash: latest[0], lastValidBlockHeight: Number(latest[1]) };
}

export async function startTokenBank(options: {
  decimals: number;
  startBalance: bigint;
}): Promise<TokenBank> {
  // bankrun logs every program invocation at debug level unless told otherwise.
  process.env.RUST_LOG ??= 'error';
  const mint = Keypair.generate().publicKey;
  const sender = Keypair.generate();
  const context = await start(
    [],
    [
      mintAccount(mint, { decimals: options.decimals, supply: options.startBalance }),
      tokenAccount(mint, sender.publicKey, options.startBalance),
      solAccount(sender.publicKey),
    ],
  );
  return {
    context,
    mint,
    decimals: options.decimals,
    sender,
    tokenBalance: (owner) => tokenBalanceOf(context, mint, owner),
    latestBlockhash: () => latestBlockhashOf(context),
    fundedKeypair() {
      const keypair = Keypair.generate();
      const { address, info } = solAccount(keypair.publicKey);
      context.setAccount(address, info);
      return keypair;
    },
  };
}
