// The Polygon (POL) side of the chain adapter, over a JSON-RPC node through viem. Keys never leave
// the process: transfers are signed locally and only the signed bytes are sent. Deposits are read
// from the tokens' ERC20 Transfer logs, and only from blocks with `confirmations` blocks on top.
// A Transfer in a transaction sent to one of `settlementContracts` (a venue's exchange settling
// matched orders: a SELL's proceeds, a refund) is the venue's settlement, not a deposit: the
// order's fills account for that money. One eth_getTransaction per such transaction hash, only for
// transfers to the platform's addresses, and remembered.
import {
  BlockNotFoundError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  bytesToHex,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  hexToBytes,
  http,
  isHex,
  keccak256,
  parseAbiItem,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
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
import { classifyBroadcastError } from './broadcast-errors.ts';
import { decodeDepositCursor, encodeDepositCursor, type DepositCursor } from './deposit-cursor.ts';
import { evmAddressRefusal, parseEvmAddress } from './evm-address.ts';

export interface EvmChainAdapterOptions {
  rpcUrl: string;
  /** The EIP-155 chain id (137: Polygon PoS); transfers are signed for it and the node must report it. */
  chainId: number;
  /** The ERC20 tokens handled (chain 'POL'); deposits of other contracts are ignored. */
  tokens: readonly TokenAsset[];
  /**
   * Blocks that must hold a deposit or transfer, counting its own block, before it counts as past
   * re-org risk (1 = mined at all). At least 1.
   */
  confirmations: number;
  /** Most blocks one scanDeposits call reads: providers cap eth_getLogs ranges. Default 1000. */
  maxBlockRange?: number;
  /**
   * How far below its cursor a scan starts again once the cursor's block was re-organised away (a
   * re-org deeper than `confirmations`): where that re-org began is not known, so a window of this
   * many blocks up to the cursor is rescanned; deposits found again are repeats, which the caller
   * ignores. Default 256 blocks, to be kept well above `confirmations`.
   */
  reorgRewindBlocks?: number;
  /** Per-request timeout in ms. Default 10000. */
  requestTimeoutMs?: number;
  /**
   * Contracts through which a venue settles trades on chain (set by the wiring from the live
   * venues): an incoming transfer in a transaction sent to one (tx.to) is reported among the scan's
   * settlements instead of its deposits. Default none.
   */
  settlementContracts?: readonly string[];
  /**
   * The Conditional Tokens (ERC-1155) contract whose positions are the venue's outcome tokens
   * (Polymarket's CTF on Polygon, 0x4D97…6045, as @polymarket/clob-client-v2's config names it):
   * reconciliation reads a wallet's shares there. Unset: outcome balances cannot be read.
   */
  outcomeTokens?: string;
}

/** Options of a single transfer beyond the contract's. */
export interface EvmTransferInput {
  secretKey: Uint8Array;
  token: TokenAsset;
  to: string;
  amount: bigint;
  /**
   * A fixed gas limit instead of the node's estimate. The estimate runs the transfer, so it fails
   * for one that would revert (more than the balance) and no such transfer is signed without it;
   * tests use it to put a reverting transfer on chain.
   */
  gas?: bigint;
}

/** ERC-1155's balanceOf (EIP-1155), what the Conditional Tokens contract answers a position with. */
const ERC1155_BALANCE_OF = [
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [
      { name: 'account', type: 'address' },
      { name: 'id', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'uint256' }],
  },
] as const;
const UINT256_MAX = (1n << 256n) - 1n;

const TRANSFER_EVENT = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);
/** Addresses per eth_getLogs request: the topic list travels in the request, and providers cap its size. */
const ADDRESSES_PER_QUERY = 500;
/** Transaction hashes whose recipient is remembered (a rescan after a re-org asks again for none of them). */
const TX_RECIPIENTS_KEPT = 4096;
/** Headroom over the estimate, in percent: the state it ran on can change before the transfer is mined. */
const GAS_MARGIN_PERCENT = 20n;
const SECRET_KEY_BYTES = 32;

export class EvmChainAdapter implements ChainAdapter {
  readonly chain = 'POL' as const;
  private readonly client: PublicClient;
  private readonly confirmations: bigint;
  private readonly maxBlockRange: bigint;
  private readonly reorgRewindBlocks: bigint;
  /** Lower-case contract address → asset id. */
  private readonly assets = new Map<string, string>();
  /** Lower-case addresses of the venues' settlement contracts. */
  private readonly settlementContracts: ReadonlySet<string>;
  /** Transaction hash → the settlement contract it was sent to, or null; oldest entries go first. */
  private readonly settledBy = new Map<string, Address | null>();
  private chainIdChecked: Promise<void> | undefined;

  constructor(private readonly options: EvmChainAdapterOptions) {
    for (const token of options.tokens) {
      if (token.chain !== 'POL' || !parseEvmAddress(token.address)) {
        throw new Error(`not a POL token: ${token.asset} ${token.chain} ${token.address}`);
      }
      this.assets.set(token.address.toLowerCase(), token.asset);
    }
    this.settlementContracts = new Set(
      (options.settlementContracts ?? []).map((address) => {
        const parsed = parseEvmAddress(address);
        if (!parsed) throw new Error(`not a settlement contract address: ${address}`);
        return parsed.toLowerCase();
      }),
    );
    this.confirmations = positiveBlocks('confirmations', options.confirmations);
    this.maxBlockRange = positiveBlocks('maxBlockRange', options.maxBlockRange ?? 1000);
    this.reorgRewindBlocks = positiveBlocks('reorgRewindBlocks', options.reorgRewindBlocks ?? 256);
    this.client = createPublicClient({
      // viem caches the block number for a polling interval by default; every scan and status needs the current one.
      cacheTime: 0,
      transport: http(options.rpcUrl, { timeout: options.requestTimeoutMs ?? 10_000 }),
    });
  }

  parseAddress(text: string): string | undefined {
    return parseEvmAddress(text);
  }

  addressRefusal(text: string): string {
    return evmAddressRefusal(text);
  }

  generateKey(): { secretKey: Uint8Array; address: string } {
    const secretKey = hexToBytes(generatePrivateKey());
    return { secretKey, address: this.addressOf(secretKey) };
  }

  addressOf(secretKey: Uint8Array): string {
    return privateKeyToAccount(toPrivateKey(secretKey)).address;
  }

  async signTransfer(input: EvmTransferInput): Promise<SignedTransfer> {
    const account = privateKeyToAccount(toPrivateKey(input.secretKey));
    const token = this.tokenAddress(input.token);
    const to = parseEvmAddress(input.to);
    if (!to) throw new Error(`not a valid recipient address: ${input.to}`);
    if (input.amount <= 0n) throw new Error(`transfer amount must be positive, got ${input.amount}`);
    await this.checkChainId();
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, input.amount] });
    const [nonce, block, maxPriorityFeePerGas, gas] = await Promise.all([
      // `pending`: transfers already sent from this address and not yet mined keep their nonces.
      this.client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
      this.client.getBlock({ blockTag: 'latest' }),
      this.client.estimateMaxPriorityFeePerGas(),
      input.gas ??
        this.client
          .estimateGas({ account: account.address, to: token, data })
          .then((estimate) => (estimate * (100n + GAS_MARGIN_PERCENT)) / 100n),
    ]);
    if (block.baseFeePerGas === null) throw new Error('the node does not report an EIP-1559 base fee');
    // Twice the base fee: the transfer stays includable through several full blocks in a row, and
    // only the base fee of its block plus the tip is actually paid.
    const maxFeePerGas = 2n * block.baseFeePerGas + maxPriorityFeePerGas;
    const raw = await account.signTransaction({
      type: 'eip1559',
      chainId: this.options.chainId,
      nonce,
      to: token,
      data,
      value: 0n,
      gas,
      maxFeePerGas,
      maxPriorityFeePerGas,
    });
    return { txHash: keccak256(raw), raw, validity: String(nonce) };
  }

  async broadcast(raw: string): Promise<void> {
    if (!isHex(raw) || raw.length < 4) throw new BroadcastRejectedError('not a signed transaction (0x hex)');
    const hash = keccak256(raw);
    try {
      await this.client.sendRawTransaction({ serializedTransaction: raw });
    } catch (err) {
      const { refusal, reason } = classifyBroadcastError(err);
      if (refusal === 'known') return;
      if (refusal === 'unanswered') throw err;
      // Whatever its refusal says, a transaction the node holds was sent: a repeat of one already
      // mined is refused for its nonce, and a node that executes on arrival (hardhat) may answer a
      // reverted one with the revert.
      if (await this.isKnown(hash).catch(() => false)) return;
      if (refusal === 'other') throw err;
      throw new BroadcastRejectedError(`the node refused ${hash}: ${reason}`, { cause: err });
    }
  }

  async status(transfer: SignedTransfer & { from: string }): Promise<TransferStatus> {
    const nonce = BigInt(transfer.validity);
    const head = await this.client.getBlockNumber();
    // The nonce is read before the receipt: a nonce seen used and no receipt afterwards means
    // another transaction took it, not that ours was mined in between. Reading it at the safe
    // head keeps 'dropped' final: the transaction that took it is past re-org risk.
    const usedAtSafeHead = await this.client.getTransactionCount({
      address: getAddress(transfer.from),
      blockNumber: this.safeHead(head),
    });
    const receipt = await this.receipt(transfer.txHash as Hash);
    if (receipt) {
      // A reverted transfer waits for confirmations too: re-organised, it could be mined again and succeed.
      if (head - receipt.blockNumber + 1n < this.confirmations) return 'pending';
      return receipt.status === 'success' ? 'confirmed' : 'failed';
    }
    return BigInt(usedAtSafeHead) > nonce ? 'dropped' : 'pending';
  }

  async scanDeposits(cursorText: string | undefined, addresses: readonly string[]): Promise<DepositScan> {
    const safe = this.safeHead(await this.client.getBlockNumber());
    if (cursorText === undefined) {
      return { deposits: [], cursor: encodeDepositCursor(await this.cursorAt(safe)) };
    }
    const cursor = decodeDepositCursor(cursorText);
    let from = cursor.block + 1n;
    if ((await this.blockHash(cursor.block))?.toLowerCase() !== cursor.hash.toLowerCase()) {
      from = cursor.block + 1n > this.reorgRewindBlocks ? cursor.block + 1n - this.reorgRewindBlocks : 0n;
    }
    const to = min(safe, from + this.maxBlockRange - 1n);
    if (to < from) return { deposits: [], cursor: cursorText };
    const end = await this.cursorAt(to);
    const transfers = await this.depositsIn(from, to, addresses);
    const settled = await this.sentToSettlementContracts(transfers.map((t) => t.txHash));
    const deposits = transfers.filter((t) => !settled.has(t.txHash));
    const settlements: ObservedSettlement[] = transfers.flatMap((t) => {
      const contract = settled.get(t.txHash);
      return contract ? [{ ...t, program: contract }] : [];
    });
    return { deposits, settlements, cursor: encodeDepositCursor(end) };
  }

  async tokenBalance(token: TokenAsset, address: string): Promise<bigint> {
    return this.client.readContract({
      address: this.tokenAddress(token),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [getAddress(address)],
    });
  }

  async readPoint(): Promise<string> {
    return this.safeHead(await this.client.getBlockNumber()).toString();
  }

  async balanceAt(holding: Holding, address: string, point: string): Promise<BalanceReading> {
    const blockNumber = BigInt(point);
    const account = getAddress(address);
    if ('token' in holding) {
      const amount = await this.client.readContract({
        address: this.tokenAddress(holding.token),
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
        blockNumber,
      });
      return { amount, at: point };
    }
    if (!this.options.outcomeTokens) throw new Error('no outcome-token (ERC-1155) contract configured');
    if (!this.isOutcomeId(holding.outcome))
      throw new Error(`not an ERC-1155 position id: ${holding.outcome}`);
    const amount = await this.client.readContract({
      address: getAddress(this.options.outcomeTokens),
      abi: ERC1155_BALANCE_OF,
      functionName: 'balanceOf',
      args: [account, BigInt(holding.outcome)],
      blockNumber,
    });
    return { amount, at: point };
  }

  isOutcomeId(id: string): boolean {
    return /^[0-9]{1,78}$/.test(id) && BigInt(id) <= UINT256_MAX;
  }

  /** The newest block with `confirmations` blocks on it, itself included. */
  private safeHead(head: bigint): bigint {
    const safe = head - this.confirmations + 1n;
    return safe > 0n ? safe : 0n;
  }

  private async depositsIn(
    from: bigint,
    to: bigint,
    addresses: readonly string[],
  ): Promise<ObservedDeposit[]> {
    const recipients = addresses.map((address) => getAddress(address));
    const tokens = [...this.assets.keys()].map((address) => getAddress(address));
    if (recipients.length === 0 || tokens.length === 0) return [];
    const queries = [];
    for (let i = 0; i < recipients.length; i += ADDRESSES_PER_QUERY) {
      const chunk = recipients.slice(i, i + ADDRESSES_PER_QUERY);
      queries.push(
        this.client.getLogs({
          address: tokens,
          event: TRANSFER_EVENT,
          args: { to: chunk },
          fromBlock: from,
          toBlock: to,
          strict: true,
        }),
      );
    }
    const logs = (await Promise.all(queries))
      .flat()
      .filter((log) => !log.removed && log.args.value > 0n)
      .sort((a, b) =>
        a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
      );
    const times = await this.blockTimes(logs);
    return logs.map((log) => ({
      chain: this.chain,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      block: log.blockNumber.toString(),
      asset: this.assets.get(log.address.toLowerCase())!,
      from: getAddress(log.args.from),
      to: getAddress(log.args.to),
      amount: log.args.value.toString(),
      at: times.get(log.blockNumber)!,
    }));
  }

  /** Those of `hashes` whose transaction was sent to a settlement contract (tx.to), with that contract. */
  private async sentToSettlementContracts(hashes: readonly string[]): Promise<Map<string, Address>> {
    const settled = new Map<string, Address>();
    if (this.settlementContracts.size === 0) return settled;
    await Promise.all(
      [...new Set(hashes)].map(async (hash) => {
        let contract = this.settledBy.get(hash);
        if (contract === undefined) {
          // A transaction's recipient is part of what its hash signs: it never changes, re-org or not.
          const { to } = await this.client.getTransaction({ hash: hash as Hash });
          contract = to !== null && this.settlementContracts.has(to.toLowerCase()) ? getAddress(to) : null;
          this.settledBy.set(hash, contract);
          if (this.settledBy.size > TX_RECIPIENTS_KEPT)
            this.settledBy.delete(this.settledBy.keys().next().value!);
        }
        if (contract) settled.set(hash, contract);
      }),
    );
    return settled;
  }

  /**
   * ISO times of the logs' blocks. Each block is fetched by number and must be the block the log
   * came from; if not, the chain changed under the scan and it is retried later (a transient error).
   */
  private async blockTimes(
    logs: readonly { blockNumber: bigint; blockHash: Hash }[],
  ): Promise<Map<bigint, string>> {
    const hashes = new Map(logs.map((log) => [log.blockNumber, log.blockHash]));
    const times = new Map<bigint, string>();
    await Promise.all(
      [...hashes].map(async ([blockNumber, hash]) => {
        const block = await this.client.getBlock({ blockNumber });
        if (block.hash !== hash) throw new Error(`block ${blockNumber} changed during the deposit scan`);
        times.set(blockNumber, new Date(Number(block.timestamp) * 1000).toISOString());
      }),
    );
    return times;
  }

  private async cursorAt(block: bigint): Promise<DepositCursor> {
    const hash = await this.blockHash(block);
    if (!hash) throw new Error(`block ${block} not found`);
    return { block, hash };
  }

  private async blockHash(blockNumber: bigint): Promise<Hash | undefined> {
    try {
      return (await this.client.getBlock({ blockNumber })).hash;
    } catch (err) {
      if (err instanceof BlockNotFoundError) return undefined;
      throw err;
    }
  }

  private async receipt(hash: Hash): Promise<TransactionReceipt | undefined> {
    try {
      return await this.client.getTransactionReceipt({ hash });
    } catch (err) {
      if (err instanceof TransactionReceiptNotFoundError) return undefined;
      throw err;
    }
  }

  /** Whether the node knows the transaction, mined or waiting in its pool. */
  private async isKnown(hash: Hash): Promise<boolean> {
    try {
      await this.client.getTransaction({ hash });
      return true;
    } catch (err) {
      if (err instanceof TransactionNotFoundError) return false;
      throw err;
    }
  }

  private tokenAddress(token: TokenAsset): Address {
    if (!this.assets.has(token.address.toLowerCase()))
      throw new Error(`token not configured: ${token.asset}`);
    return getAddress(token.address);
  }

  /** Signing for one chain and sending to a node of another would make transfers that never land. */
  private checkChainId(): Promise<void> {
    this.chainIdChecked ??= this.client.getChainId().then((reported) => {
      if (reported !== this.options.chainId) {
        throw new Error(`the RPC node is on chain ${reported}, configured for ${this.options.chainId}`);
      }
    });
    // A failed check (node down) is tried again next time.
    this.chainIdChecked.catch(() => (this.chainIdChecked = undefined));
    return this.chainIdChecked;
  }
}

function toPrivateKey(secretKey: Uint8Array): Hex {
  if (secretKey.length !== SECRET_KEY_BYTES)
    throw new Error(`an EVM secret key has 32 bytes, got ${secretKey.length}`);
  return bytesToHex(secretKey);
}

function positiveBlocks(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be an integer >= 1, got ${value}`);
  return BigInt(value);
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
