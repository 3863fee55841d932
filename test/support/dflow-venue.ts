// A DFlow (venue_b) stand-in for tests: a local HTTP server that answers DFlow's Trade API
// (GET /order, GET /order-status) in the shapes of the recorded answers in test/fixtures/dflow, and
// a solana-bankrun bank where the stand-in's transactions really run on the SPL Token program. Like
// DFlow's prediction-market orders, the signed transaction only escrows the input; the stand-in
// then fills (its own transactions, outcome tokens or USDC to the wallet) and returns the rest.
// Those settlement transactions call a program at DFlow's prediction-market address, as DFlow's
// keepers do: bankrun has no DFlow program, so that address holds SPL Memo's program (its ELF,
// copied from the bank's own Memo account), which runs, logs and requires its accounts' signatures;
// the token transfer sits beside it rather than inside it (DFlow moves tokens by CPI).
// The venue sends through a connection shim that does what a node does and bankrun does not:
// verify signatures, and simulate before processing.
//
// GET /order is held to DFlow's rules (dflowRefusal): what DFlow's OpenAPI ("DFlow Aggregator"
// 0.1.0) and error-code page say it refuses, answered 400 {code, msg} with DFlow's code (its msg
// texts are not published: the stand-in's own words). Fills come in steps of 0.01 contract
// (Kalshi's count_fp granularity); what an order cannot fill in those steps is returned.
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SendTransactionError,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { start, type ProgramTestContext } from 'solana-bankrun';
import { associatedTokenAccount } from '../../chains/solana/spl-transfer.ts';
import { DFLOW_PROGRAMS, type SolanaSender } from '../../venues/kalshi/live-venue.ts';
import type { WithSecretKey } from '../../core/live-venue.ts';
import { freePort } from '../../harness/servers/free-port.ts';
import {
  latestBlockhashOf,
  mintAccount,
  solAccount,
  tokenAccount,
  tokenBalanceOf,
} from './chains/solana-bankrun.ts';
import { transactionSignature } from '../../venues/kalshi/transaction-signature.ts';
import { recordLanded, type LandedTransaction } from './chains/landed-transactions.ts';

export function recordedDflow(name: string): any {
  return JSON.parse(readFileSync(new URL(`../fixtures/dflow/${name}`, import.meta.url), 'utf8'));
}

export const usd = (units: number) => BigInt(Math.round(units * 1_000_000));

/** The DFlow program the stand-in's fills and returns call: the prediction-market program. */
export const DFLOW_PREDICTION_PROGRAM = new PublicKey(DFLOW_PROGRAMS[0]!);
const MEMO_PROGRAM = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** One step of a Kalshi contract (0.01) in outcome-token base units. */
export const CONTRACT_STEP_UNITS = 10_000n;
const U16_MAX = 65_535;

/** What DFlow answers a GET /order it refuses: 400 {code, msg}; null when it would quote it. */
export function dflowRefusal(
  query: URLSearchParams,
  settlementMint: string,
  price: { buy: bigint; sell: bigint },
): { code: string; msg: string } | null {
  const refuse = (code: string, msg: string) => ({ code, msg });
  const amountText = query.get('amount') ?? '';
  // amount is an unsigned integer query parameter; anything else fails deserialization.
  if (!/^\d+$/.test(amountText))
    return refuse(
      'invalid_request',
      `Failed to deserialize query string: amount: invalid digit found in string`,
    );
  const [input, output] = [query.get('inputMint') ?? '', query.get('outputMint') ?? ''];
  if (input === output) return refuse('same_input_and_output_mint', 'input and output mint are the same');
  const bps = (key: string): number | 'auto' | null => {
    const text = query.get(key);
    if (text === null || text === 'auto') return 'auto';
    return /^\d+$/.test(text) && Number(text) <= U16_MAX ? Number(text) : null;
  };
  const [swap, prediction] = [bps('slippageBps'), bps('predictionMarketSlippageBps')];
  if (swap === null)
    return refuse('invalid_slippage_bps', `slippageBps ${query.get('slippageBps')} is not a u16 or "auto"`);
  if (prediction === null)
    return refuse(
      'invalid_slippage_bps',
      `predictionMarketSlippageBps ${query.get('predictionMarketSlippageBps')} is not a u16 or "auto"`,
    );
  if (typeof swap === 'number' && typeof prediction === 'number' && prediction < swap)
    return refuse(
      'prediction_slippage_bps_below_routing_slippage',
      `predictionMarketSlippageBps ${prediction} is below slippageBps ${swap}`,
    );
  const amount = BigInt(amountText);
  if (amount === 0n) return refuse('requested_input_amount_is_zero', 'requested input amount is zero');
  // Buying: settlement mint in; selling: settlement mint out (docs: error codes, route_not_found).
  if (input !== settlementMint && output !== settlementMint)
    return refuse('route_not_found', 'no route found');
  if (dflowFill(amount, input === settlementMint, price).out === 0n)
    return refuse('zero_out_amount', 'the order would produce no output');
  return null;
}

/**
 * What an order of `amount` fills in whole 0.01-contract steps at `price` (USDC base units per
 * contract): a buy spends at most `amount` USDC, a sell sells at most `amount` tokens.
 */
export function dflowFill(
  amount: bigint,
  buying: boolean,
  price: { buy: bigint; sell: bigint },
): { in: bigint; out: bigint } {
  if (buying) {
    const steps = (amount * 100n) / price.buy; // 0.01 contract costs price / 100
    return { in: (steps * price.buy) / 100n, out: steps * CONTRACT_STEP_UNITS };
  }
  const steps = amount / CONTRACT_STEP_UNITS;
  return { in: steps * CONTRACT_STEP_UNITS, out: (steps * price.sell) / 100n };
}

// ---- the Solana side: a bank with USDC, one outcome mint, DFlow's accounts and funded wallets ----

export interface Bank {
  context: ProgramTestContext;
  usdc: PublicKey;
  yes: PublicKey;
  no: PublicKey;
  /** DFlow's side: its token accounts hold the escrowed input and the inventory it fills from. */
  dflow: Keypair;
  balance(mint: PublicKey, owner: PublicKey): Promise<bigint>;
  latestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: number }>;
  /** A new wallet with 1 SOL and the given token balances (base units). */
  wallet(tokens: { usdc?: bigint; yes?: bigint }): Keypair;
  /** Gives `owner` 1 SOL and the given token balances (base units), e.g. a wallet the service holds. */
  fund(owner: PublicKey, tokens: { usdc?: bigint; yes?: bigint }): void;
  /** Processes a transaction (throws what the bank throws) and keeps it in `landed`. */
  process(tx: VersionedTransaction): Promise<void>;
  /** Every transaction processed through `process`, oldest first, as a node keeps them. */
  landed: LandedTransaction[];
}

/** `usdcMint`: the USDC mint's address (default a fresh one), e.g. mainnet's to run the service on its defaults. */
export async function startBank(options: { usdcMint?: PublicKey } = {}): Promise<Bank> {
  process.env.RUST_LOG ??= 'error';
  const [usdc, yes, no] = [
    options.usdcMint ?? Keypair.generate().publicKey,
    Keypair.generate().publicKey,
    Keypair.generate().publicKey,
  ] as [PublicKey, PublicKey, PublicKey];
  const dflow = Keypair.generate();
  const mint = (address: PublicKey) => mintAccount(address, { decimals: 6, supply: 10n ** 15n });
  const context = await start(
    [],
    [
      mint(usdc),
      mint(yes),
      mint(no),
      solAccount(dflow.publicKey),
      tokenAccount(usdc, dflow.publicKey, usd(10_000)),
      tokenAccount(yes, dflow.publicKey, usd(10_000)),
    ],
  );
  // DFlow's program addresses, each an executable copy of the bank's SPL Memo program.
  const memo = await context.banksClient.getAccount(MEMO_PROGRAM);
  if (memo === null || !memo.executable)
    throw new Error('the bank carries no SPL Memo program to stand in for DFlow');
  for (const program of DFLOW_PROGRAMS) context.setAccount(new PublicKey(program), memo);
  const fund = (owner: PublicKey, tokens: { usdc?: bigint; yes?: bigint }) => {
    const accounts = [solAccount(owner)];
    if (tokens.usdc !== undefined) accounts.push(tokenAccount(usdc, owner, tokens.usdc));
    if (tokens.yes !== undefined) accounts.push(tokenAccount(yes, owner, tokens.yes));
    for (const { address, info } of accounts) context.setAccount(address, info);
  };
  const landed: LandedTransaction[] = [];
  return {
    context,
    usdc,
    yes,
    no,
    dflow,
    balance: async (mintKey, owner) => (await tokenBalanceOf(context, mintKey, owner)) ?? 0n,
    latestBlockhash: () => latestBlockhashOf(context),
    wallet(tokens) {
      const keypair = Keypair.generate();
      fund(keypair.publicKey, tokens);
      return keypair;
    },
    fund,
    process: (tx) => recordLanded(context, tx, landed),
    landed,
  };
}

/** An unsigned v0 transaction on the bank's latest blockhash, with its last valid block height. */
async function v0Transaction(
  bank: Pick<Bank, 'latestBlockhash'>,
  payer: PublicKey,
  instructions: TransactionInstruction[],
) {
  const { blockhash, lastValidBlockHeight } = await bank.latestBlockhash();
  const message = new TransactionMessage({ payerKey: payer, recentBlockhash: blockhash, instructions });
  return Object.assign(new VersionedTransaction(message.compileToV0Message()), { lastValidBlockHeight });
}

/** A user's USDC transfer from `from` to `to`'s associated account (opened if need be), landed in the bank. */
export async function transferUsdc(
  bank: Bank,
  from: Keypair,
  to: PublicKey,
  amount: bigint,
): Promise<string> {
  const destination = associatedTokenAccount(bank.usdc, to);
  const tx = await v0Transaction(bank, from.publicKey, [
    createAssociatedTokenAccountIdempotentInstruction(from.publicKey, destination, to, bank.usdc),
    createTransferCheckedInstruction(
      associatedTokenAccount(bank.usdc, from.publicKey),
      bank.usdc,
      destination,
      from.publicKey,
      amount,
      6,
    ),
  ]);
  tx.sign([from]);
  await bank.process(tx);
  return transactionSignature(tx);
}

/** Whether signature `index` of `tx` is a valid ed25519 signature of its message by that signer. */
export function signedBy(tx: VersionedTransaction, index: number): boolean {
  const signer = tx.message.staticAccountKeys[index];
  const signature = tx.signatures[index];
  if (signer === undefined || signature === undefined) return false;
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(signer.toBytes()).toString('base64url') },
    format: 'jwk',
  });
  return verify(null, tx.message.serialize(), key, signature);
}

// ---- the DFlow side: a Trade API stand-in that escrows, fills and returns through the bank ----

export type Reply = { status: number; body: unknown; delayMs?: number };

interface Escrow {
  wallet: PublicKey;
  inputMint: PublicKey;
  outputMint: PublicKey;
  escrowed: bigint;
  status: 'open' | 'pendingClose' | 'closed';
  fills: { signature: string; inputMint: string; inAmount: string; outputMint: string; outAmount: string }[];
  reverts: { signature: string; mint: string; amount: string }[];
}

export class DflowStandIn {
  /** Every request: path, query and the API key header. */
  readonly requests: { path: string; query: URLSearchParams; apiKey: string | undefined }[] = [];
  /** Per-test overrides of the answers; the stand-in's own answers when unset. */
  orderReply?: (query: URLSearchParams) => Promise<Reply> | Reply;
  statusReply?: (query: URLSearchParams) => Reply;
  /** What a quote changes of the transaction it carries (tests of refusals). */
  tamper: {
    /** The transaction escrows this, whatever the quote says. */
    amount?: bigint;
    /** The quote spends this (less than asked, as DFlow may), and its transaction escrows it. */
    spend?: bigint;
    feePayer?: PublicKey;
    outputMint?: string;
    extra?: (wallet: PublicKey) => TransactionInstruction[];
  } = {};
  /** USDC base units per contract: buys at 0.5, sells at 0.45; the quote guarantees 95 % of the output. */
  price = { buy: 500_000n, sell: 450_000n };
  /** Every GET /order refused, with DFlow's code. */
  readonly refusals: { code: string; msg: string }[] = [];
  private readonly unsent = new Map<string, Escrow>();
  private readonly escrows = new Map<string, Escrow>();
  private readonly server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const apiKey = req.headers['x-api-key'];
    this.requests.push({
      path: url.pathname,
      query: url.searchParams,
      apiKey: typeof apiKey === 'string' ? apiKey : undefined,
    });
    void this.answer(url.pathname, url.searchParams).then(async ({ status, body, delayMs }) => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (!res.writable) return;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });

  constructor(private readonly bank: Bank) {}

  async start(): Promise<string> {
    const port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.requests.length = 0;
    this.orderReply = undefined;
    this.statusReply = undefined;
    this.tamper = {};
    this.refusals.length = 0;
  }

  /** Called by the connection shim for each transaction the bank processed: DFlow watching the chain. */
  landed(tx: VersionedTransaction): void {
    const escrow = this.unsent.get(Buffer.from(tx.message.serialize()).toString('base64'));
    if (escrow !== undefined) this.escrows.set(transactionSignature(tx), escrow);
  }

  /** DFlow fills `input` of the escrowed input with `output` of the output mint, sent to the wallet. */
  async fill(signature: string, input: bigint, output: bigint): Promise<string> {
    const escrow = this.escrow(signature);
    const fillSignature = await this.pay(escrow.outputMint, escrow.wallet, output, `fill ${signature}`);
    escrow.fills.push({
      signature: fillSignature,
      inputMint: escrow.inputMint.toBase58(),
      inAmount: input.toString(),
      outputMint: escrow.outputMint.toBase58(),
      outAmount: output.toString(),
    });
    return fillSignature;
  }

  /**
   * DFlow closes the order: whatever input was not filled goes back to the wallet, less `kept` base
   * units DFlow keeps (a fee taken from the input, rounding; negative: it returns more).
   */
  async close(signature: string, kept = 0n): Promise<void> {
    const escrow = this.escrow(signature);
    const unfilled = escrow.escrowed - escrow.fills.reduce((sum, fill) => sum + BigInt(fill.inAmount), 0n);
    const returned = unfilled - kept;
    if (returned > 0n) {
      const revert = await this.pay(escrow.inputMint, escrow.wallet, returned, `close ${signature}`);
      escrow.reverts.push({
        signature: revert,
        mint: escrow.inputMint.toBase58(),
        amount: returned.toString(),
      });
    }
    escrow.status = 'closed';
  }

  private escrow(signature: string): Escrow {
    const escrow = this.escrows.get(signature);
    if (escrow === undefined) throw new Error(`no order opened by ${signature}`);
    return escrow;
  }

  /**
   * A transfer from DFlow's inventory to `owner` in a transaction that calls DFlow's program (`what`:
   * the memo it logs), signed by DFlow and processed in the bank.
   */
  private async pay(mint: PublicKey, owner: PublicKey, amount: bigint, what: string): Promise<string> {
    const { dflow } = this.bank;
    const to = associatedTokenAccount(mint, owner);
    const tx = await this.transaction(dflow.publicKey, [
      new TransactionInstruction({
        programId: DFLOW_PREDICTION_PROGRAM,
        keys: [{ pubkey: dflow.publicKey, isSigner: true, isWritable: false }],
        data: Buffer.from(what),
      }),
      createAssociatedTokenAccountIdempotentInstruction(dflow.publicKey, to, owner, mint),
      createTransferCheckedInstruction(
        associatedTokenAccount(mint, dflow.publicKey),
        mint,
        to,
        dflow.publicKey,
        amount,
        6,
      ),
    ]);
    tx.sign([dflow]);
    await this.bank.process(tx);
    return transactionSignature(tx);
  }

  private transaction(payer: PublicKey, instructions: TransactionInstruction[]) {
    return v0Transaction(this.bank, payer, instructions);
  }

  private async answer(path: string, query: URLSearchParams): Promise<Reply> {
    if (path === '/order') return this.orderReply ? this.orderReply(query) : this.quote(query);
    if (path === '/order-status') return this.statusReply ? this.statusReply(query) : this.status(query);
    return { status: 404, body: { code: 'not_found', msg: `no route ${path}` } };
  }

  /** GET /order: the recorded answer's fields, with a transaction escrowing the input from the wallet. */
  private async quote(query: URLSearchParams): Promise<Reply> {
    const refusal = dflowRefusal(query, this.bank.usdc.toBase58(), this.price);
    if (refusal !== null) {
      this.refusals.push(refusal);
      return { status: 400, body: refusal };
    }
    const wallet = new PublicKey(query.get('userPublicKey') ?? '');
    const inputMint = new PublicKey(query.get('inputMint') ?? '');
    const outputMint = new PublicKey(query.get('outputMint') ?? '');
    const amount = BigInt(query.get('amount') ?? '0');
    const spent = this.tamper.spend ?? amount;
    const escrowed = this.tamper.amount ?? spent;
    const tx = await this.transaction(this.tamper.feePayer ?? wallet, [
      ComputeBudgetProgram.setComputeUnitLimit({ units: 30_000 }),
      createTransferCheckedInstruction(
        associatedTokenAccount(inputMint, wallet),
        inputMint,
        associatedTokenAccount(inputMint, this.bank.dflow.publicKey),
        wallet,
        escrowed,
        6,
      ),
      ...(this.tamper.extra?.(wallet) ?? []),
    ]);
    this.unsent.set(Buffer.from(tx.message.serialize()).toString('base64'), {
      wallet,
      inputMint,
      outputMint,
      escrowed,
      status: 'open',
      fills: [],
      reverts: [],
    });
    const fill = dflowFill(amount, inputMint.equals(this.bank.usdc), this.price);
    const out = fill.out;
    const bps = (key: string) => (/^\d+$/.test(query.get(key) ?? '') ? Number(query.get(key)) : 418);
    return {
      status: 200,
      body: {
        ...recordedDflow('order-prediction.json'),
        inputMint: inputMint.toBase58(),
        // What the transaction escrows, as in DFlow's recorded transaction (its data carries inAmount).
        inAmount: spent.toString(),
        outputMint: this.tamper.outputMint ?? outputMint.toBase58(),
        outAmount: out.toString(),
        otherAmountThreshold: ((out * 95n) / 100n).toString(),
        minOutAmount: ((out * 95n) / 100n).toString(),
        slippageBps: bps('slippageBps'),
        predictionMarketSlippageBps: bps('predictionMarketSlippageBps'),
        revertMint: inputMint.toBase58(),
        transaction: Buffer.from(tx.serialize()).toString('base64'),
        lastValidBlockHeight: tx.lastValidBlockHeight,
      },
    };
  }

  /** GET /order-status: the recorded answer's shape; fills and reverts only when there are some. */
  private status(query: URLSearchParams): Reply {
    const escrow = this.escrows.get(query.get('signature') ?? '');
    if (escrow === undefined) return { status: 404, body: { code: 'not_found', msg: 'Order not found' } };
    const sum = (key: 'inAmount' | 'outAmount') =>
      escrow.fills.reduce((total, fill) => total + BigInt(fill[key]), 0n).toString();
    return {
      status: 200,
      body: {
        status: escrow.status,
        inAmount: sum('inAmount'),
        outAmount: sum('outAmount'),
        ...(escrow.fills.length > 0 ? { fills: escrow.fills } : {}),
        ...(escrow.reverts.length > 0 ? { reverts: escrow.reverts } : {}),
      },
    };
  }
}

/** sendRawTransaction as a node answers it, backed by the bank. */
export function bankConnection(
  bank: Bank,
  standIn: DflowStandIn,
): SolanaSender & { sent: VersionedTransaction[] } {
  const sent: VersionedTransaction[] = [];
  return {
    sent,
    async sendRawTransaction(raw) {
      const tx = VersionedTransaction.deserialize(raw);
      sent.push(tx);
      for (let i = 0; i < tx.message.header.numRequiredSignatures; i++) {
        if (!signedBy(tx, i))
          throw new SendTransactionError({
            action: 'send',
            signature: '',
            transactionMessage: 'signature verification failure',
          });
      }
      const simulation = await bank.context.banksClient.simulateTransaction(tx);
      if (simulation.result !== null)
        throw new SendTransactionError({
          action: 'simulate',
          signature: '',
          transactionMessage: `Transaction simulation failed: ${simulation.result}`,
          logs: simulation.meta?.logMessages ?? [],
        });
      await bank.process(tx);
      standIn.landed(tx);
      return transactionSignature(tx);
    },
  };
}

/** The wallet's key as the service hands it out, counting how often it is opened. */
export function keyOf(wallet: Keypair): { withKey: WithSecretKey; opened: () => number } {
  let opened = 0;
  const withKey: WithSecretKey = (use) => {
    opened++;
    return use(Uint8Array.from(wallet.secretKey));
  };
  return { withKey, opened: () => opened };
}
