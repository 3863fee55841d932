// Reads deposits out of a transaction as getTransaction returns it with encoding jsonParsed. Pure:
// it accepts the raw JSON-RPC result (addresses as base58 strings) as well as what
// Connection.getParsedTransaction hands over (addresses as PublicKey), so recorded responses and
// live ones go through the same code.
import type { ObservedDeposit, ObservedSettlement, TokenAsset } from '../chain-adapter.ts';

/** An address as the RPC sends it (base58) or as web3.js decodes it (PublicKey). */
type AddressLike = string | { toBase58(): string };

interface InstructionLike {
  programId: AddressLike;
  /** Present when the node could parse the instruction (jsonParsed); absent for unknown programs. */
  parsed?: unknown;
}

interface TokenBalanceLike {
  accountIndex: number;
  mint: string;
  owner?: string;
}

/** The fields of a jsonParsed getTransaction result that deposits depend on. */
export interface ParsedTransactionLike {
  slot: number;
  blockTime?: number | null;
  meta: {
    err: unknown;
    innerInstructions?: { index: number; instructions: InstructionLike[] }[] | null;
    preTokenBalances?: TokenBalanceLike[] | null;
    postTokenBalances?: TokenBalanceLike[] | null;
  } | null;
  transaction: {
    signatures: string[];
    message: { accountKeys: ({ pubkey: AddressLike } | string)[]; instructions: InstructionLike[] };
  };
}

export interface DepositFilter {
  /** The SOL tokens to report; transfers of other mints are ignored. */
  tokens: readonly TokenAsset[];
  /** Owner wallets whose token accounts count as platform addresses. */
  owners: ReadonlySet<string>;
  /**
   * Programs of the venues the platform trades through (DFlow's when venue_b is live). A transfer in
   * a transaction that calls one of them at top level is the venue settling an order — a fill, a
   * SELL's proceeds, the unfilled input given back — which the order's own report accounts for: it
   * is reported as a settlement, never as a deposit. Empty or absent: none.
   */
  settlementPrograms?: ReadonlySet<string>;
}

/** What one transaction brings into the platform wallets. */
export interface TransactionScan {
  deposits: ObservedDeposit[];
  settlements: ObservedSettlement[];
}

/** Both token programs parse their transfers the same way; any mint can live under either. */
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]);

interface TokenTransfer {
  source: string;
  destination: string;
  /** Signer of the transfer: a wallet, a delegate or a multisig. */
  authority: string | undefined;
  /** Only transferChecked names its mint; for plain transfers it comes from the token balances. */
  mint: string | undefined;
  amount: bigint;
}

function text(address: AddressLike): string {
  return typeof address === 'string' ? address : address.toBase58();
}

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The transfer a parsed token instruction makes, or undefined when it is no transfer. */
function tokenTransfer(instruction: InstructionLike): TokenTransfer | undefined {
  if (!TOKEN_PROGRAMS.has(text(instruction.programId))) return undefined;
  const parsed = instruction.parsed;
  if (!isRecord(parsed) || !isRecord(parsed.info)) return undefined;
  if (parsed.type !== 'transfer' && parsed.type !== 'transferChecked') return undefined;
  const info = parsed.info;
  const source = stringField(info, 'source');
  const destination = stringField(info, 'destination');
  // transfer carries `amount`, transferChecked a `tokenAmount` object: both in base units, as text.
  const amount =
    parsed.type === 'transfer'
      ? info.amount
      : isRecord(info.tokenAmount)
        ? info.tokenAmount.amount
        : undefined;
  if (
    source === undefined ||
    destination === undefined ||
    typeof amount !== 'string' ||
    !/^\d+$/.test(amount)
  )
    return undefined;
  return {
    source,
    destination,
    authority: stringField(info, 'authority') ?? stringField(info, 'multisigAuthority'),
    mint: stringField(info, 'mint'),
    amount: BigInt(amount),
  };
}

/** Outer instructions in order, each followed by the instructions it invoked. */
function executionOrder(tx: ParsedTransactionLike): InstructionLike[] {
  const inner = new Map((tx.meta?.innerInstructions ?? []).map((group) => [group.index, group.instructions]));
  return tx.transaction.message.instructions.flatMap((outer, index) => [outer, ...(inner.get(index) ?? [])]);
}

/** Token account address → its mint and owner, from the balances the node recorded around the transaction. */
function tokenAccounts(tx: ParsedTransactionLike): Map<string, { mint: string; owner: string | undefined }> {
  const keys = tx.transaction.message.accountKeys.map((key) =>
    text(typeof key === 'string' ? key : key.pubkey),
  );
  const accounts = new Map<string, { mint: string; owner: string | undefined }>();
  // Post balances last: an account opened in this transaction has only those.
  for (const balance of [...(tx.meta?.preTokenBalances ?? []), ...(tx.meta?.postTokenBalances ?? [])]) {
    const address = keys[balance.accountIndex];
    if (address !== undefined)
      accounts.set(address, { mint: balance.mint, owner: balance.owner ?? accounts.get(address)?.owner });
  }
  return accounts;
}

/** The first settlement program the transaction calls at top level (not by CPI), if any. */
function settlementProgramOf(
  tx: ParsedTransactionLike,
  programs: ReadonlySet<string> | undefined,
): string | undefined {
  if (programs === undefined || programs.size === 0) return undefined;
  return tx.transaction.message.instructions.map((ix) => text(ix.programId)).find((id) => programs.has(id));
}

/**
 * The transfers a finalized transaction makes into the owners' token accounts, for the configured
 * mints: deposits, or venue settlements when it calls a settlement program (DepositFilter).
 */
export function scanTransaction(tx: ParsedTransactionLike, filter: DepositFilter): TransactionScan {
  const incoming = incomingTransfers(tx, filter);
  const program = incoming.length === 0 ? undefined : settlementProgramOf(tx, filter.settlementPrograms);
  return program === undefined
    ? { deposits: incoming, settlements: [] }
    : { deposits: [], settlements: incoming.map((transfer) => ({ ...transfer, program })) };
}

/** The deposits of a transaction: scanTransaction's, without the venue settlements. */
export function depositsIn(tx: ParsedTransactionLike, filter: DepositFilter): ObservedDeposit[] {
  return scanTransaction(tx, filter).deposits;
}

/**
 * Every transfer a finalized transaction makes into the owners' token accounts, for the configured
 * mints. logIndex is the transfer's position among all the transaction's token transfers (of any
 * mint), so it does not depend on which tokens are configured.
 */
function incomingTransfers(tx: ParsedTransactionLike, filter: DepositFilter): ObservedDeposit[] {
  if (tx.meta === null || tx.meta.err !== null) return []; // failed: fee spent, no tokens moved
  const txHash = tx.transaction.signatures[0];
  if (txHash === undefined) return [];
  const assets = new Map(
    filter.tokens.filter((token) => token.chain === 'SOL').map((token) => [token.address, token.asset]),
  );
  const accounts = tokenAccounts(tx);
  const transfers = executionOrder(tx).flatMap((instruction) => tokenTransfer(instruction) ?? []);
  const deposits: ObservedDeposit[] = [];
  transfers.forEach((transfer, logIndex) => {
    const destination = accounts.get(transfer.destination);
    const owner = destination?.owner;
    const asset = assets.get(transfer.mint ?? destination?.mint ?? '');
    if (owner === undefined || !filter.owners.has(owner) || asset === undefined || transfer.amount === 0n)
      return;
    if (transfer.mint !== undefined && destination !== undefined && destination.mint !== transfer.mint)
      return;
    if (tx.blockTime === null || tx.blockTime === undefined) {
      // Finalized transactions carry their block time; without it the deposit cannot be dated.
      throw new Error(`transaction ${txHash} has no block time`);
    }
    deposits.push({
      chain: 'SOL',
      txHash,
      logIndex,
      block: String(tx.slot),
      asset,
      from: accounts.get(transfer.source)?.owner ?? transfer.authority ?? transfer.source,
      to: owner,
      amount: transfer.amount.toString(),
      at: new Date(tx.blockTime * 1000).toISOString(),
    });
  });
  return deposits;
}
