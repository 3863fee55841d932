// venue_b orders through DFlow: Kalshi markets tokenized on Solana, traded as swaps. A BUY spends
// `amount` USDC for outcome tokens (token id = the outcome mint); a SELL sells `shares` outcome
// tokens for USDC. Both mints have 6 decimals. Only MARKET orders exist here: a swap does not rest.
//
// submit: GET /order (quote + transaction built for the wallet) → check that both are what we asked
// for → sign with the wallet's key → send through the Solana RPC → GET /order-status. The
// transaction's signature is the venue order id. Before signing, a failure is a VenueRejectedError
// or VenueUnavailableError and nothing happened. Once signed, submit always reports the signature:
// a send whose outcome is unknown, or a status read that fails, reports ACTIVE and poll finds out.
// Hence poll with no venue order id can answer REJECTED: no transaction was ever signed.
//
// What "the transaction we asked for" means (anything else is refused unsigned):
// - the wallet is the fee payer and the only signer; the input mint is among its accounts;
// - it calls only Solana's compute-budget, token, associated-token and memo programs and the
//   trusted DFlow programs; no top-level System instruction touches the wallet;
// - token instructions the wallet authorizes are transfers out of its own account of the input
//   mint (at most the amount asked, all together) or closes that pay the rent back to the wallet;
// - the quote names the input and output mints asked for, spends at most the amount asked, and its
//   guaranteed minimum is no worse than the order's worst price.
// The DFlow programs' own instruction data are not decoded (no published layout): what they move
// is bounded by the quote checks above, which DFlow builds the transaction from.
//
// DFlow /order-status → our status:
//   pending        → ACTIVE              the opening transaction has not landed yet
//   open           → ACTIVE, or PARTIALLY_FILLED once it has fills
//   pendingClose   → likewise            nothing more will fill; the unfilled input is coming back
//   closed         → FILLED              it has fills and nothing came back
//                  → EXPIRED             the unfilled input (all or part) came back; fills stay
//                  either way the report carries `returned`: what of the input asked for came back
//                  (the reverts) or never left (the transaction escrows the quote's inAmount, at most
//                  the amount asked), which the service releases of the hold; what DFlow kept beyond
//                  it is the order's cost. The process that signed knows the escrow; another (after a
//                  restart) reads it from the opening transaction's token balances (getParsedTransaction);
//                  when neither can say, `returned` is absent and the hold's remainder goes back whole.
//   expired        → EXPIRED             the opening transaction never landed: nothing moved
//   failed         → REJECTED            the opening transaction failed on chain: nothing moved
// Fills: one per DFlow fill, id = the fill transaction's signature (":n" for a repeat within one
// report); amounts from base units; price = USDC per share (exact when it has at most 12
// decimals, else rounded half up at 12); fee "0" (DFlow's fill amounts include its fees).
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  VersionedTransaction,
  type ParsedTransactionWithMeta,
  type SendOptions,
  type VersionedMessage,
} from '@solana/web3.js';
import { add, compare, div, fromBaseUnits, isZero, mul, toBaseUnits } from '../../core/decimal.ts';
import {
  DflowTradingClient,
  type DflowOrder,
  type DflowOrderRequest,
  type DflowOrderStatus,
} from './dflow-trading.ts';
import { SOLANA_ALREADY_PROCESSED, solanaRefusalKind } from './errors.ts';
import { DFLOW_DECIMALS, dflowOrderRefusal } from './order-rules.ts';
import type { LiveVenue, VenueFill, VenueOrder, VenueReport, WithSecretKey } from '../../core/live-venue.ts';
import { VenueRejectedError, VenueUnavailableError } from '../../core/venue-errors.ts';
import { transactionSignature } from './transaction-signature.ts';

/** USDC and outcome tokens alike. */
const DECIMALS = DFLOW_DECIMALS;
const PRICE_DIGITS = 12;

/**
 * DFlow's prediction-market program and its aggregator, as named by the recorded DFlow transaction
 * (test/fixtures/dflow) and public integrations; DFlow's docs do not list program ids.
 */
export const DFLOW_PROGRAMS: readonly string[] = [
  'pReDicTmksnPfkfiz33ndSdbe2dY43KYPg4U2dbvHvb',
  'DF1ow4tspfHX9JwWJsAb9epbkA8hmpSEAtxXy1V27QBH',
];
const MEMO_PROGRAM_ID = new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr');

/** What the venue needs of a Solana RPC connection; @solana/web3.js's Connection is one. */
export interface SolanaSender {
  sendRawTransaction(raw: Uint8Array, options?: SendOptions): Promise<string>;
  /**
   * Reads a landed transaction (jsonParsed): what an order's opening transaction escrowed, for an
   * order this process did not sign. Absent: that order's return is not checked.
   */
  getParsedTransaction?(
    signature: string,
    config: { commitment: 'confirmed'; maxSupportedTransactionVersion: 0 },
  ): Promise<Pick<ParsedTransactionWithMeta, 'meta'> | null>;
}

export interface DflowVenueOptions {
  /** DFlow Trade API host (venues/kalshi/dflow-trading.ts). */
  tradeApiUrl: string;
  apiKey?: string;
  /** Per Trade API request, ms. Default 10 000. */
  timeoutMs?: number;
  /** The settlement mint outcome tokens are traded against (USDC). */
  usdcMint: string;
  connection: SolanaSender;
  /** Programs besides Solana's own that an order transaction may call. Default DFLOW_PROGRAMS. */
  trustedPrograms?: readonly string[];
  /** The clock fills are dated by when first seen (DFlow's fills carry no time). */
  now?: () => Date;
}

/** The swap an order asks for, in base units. */
export interface Swap {
  inputMint: string;
  outputMint: string;
  amount: bigint;
}

/** The swap the order asks DFlow for; refused (VenueRejectedError) where venue_b's rules refuse it. */
export function swapOf(order: VenueOrder, usdcMint: string): Swap {
  const refuse = (why: string): never => {
    throw new VenueRejectedError(`DFlow order ${order.orderId}: ${why}`, null, 'invalid_order');
  };
  if (order.venue !== 'venue_b') refuse(`DFlow trades venue_b, not ${order.venue}`);
  // venue_b's rules (order-rules.ts), as the order service applied them before anything was held.
  const refusal = dflowOrderRefusal({ ...order, tickSize: order.market.tickSize, minOrderSize: null });
  if (refusal !== null) refuse(refusal);
  const value = order.side === 'BUY' ? order.amount! : order.shares!;
  const amount = toBaseUnits(value, DECIMALS)!;
  return order.side === 'BUY'
    ? { inputMint: usdcMint, outputMint: order.tokenId, amount }
    : { inputMint: order.tokenId, outputMint: usdcMint, amount };
}

/** The GET /order request of an order's swap for `wallet`. */
export function dflowOrderRequest(order: VenueOrder, swap: Swap, wallet: string): DflowOrderRequest {
  return {
    userPublicKey: wallet,
    inputMint: swap.inputMint,
    outputMint: swap.outputMint,
    amount: swap.amount,
    slippageBps: order.slippageBps ?? 'auto',
    predictionMarketSlippageBps: order.predictionSlippageBps ?? 'auto',
  };
}

/** Why DFlow's quote is not the order asked for; empty when it is. */
function quoteProblems(order: VenueOrder, swap: Swap, quote: DflowOrder): string[] {
  const problems: string[] = [];
  if (quote.inputMint !== swap.inputMint || quote.outputMint !== swap.outputMint)
    problems.push(
      `it swaps ${quote.inputMint} → ${quote.outputMint}, not ${swap.inputMint} → ${swap.outputMint}`,
    );
  if (BigInt(quote.inAmount) > swap.amount)
    problems.push(`it spends ${quote.inAmount} base units, more than the ${swap.amount} asked for`);
  if (quote.transaction === null) problems.push('it carries no transaction');
  if (order.price !== null) {
    // Worst case: all of inAmount for only minOutAmount. BUY: USDC per share ≤ price; SELL: ≥ price.
    const input = fromBaseUnits(quote.inAmount, DECIMALS);
    const least = fromBaseUnits(quote.minOutAmount, DECIMALS);
    const worse =
      order.side === 'BUY'
        ? compare(input, mul(order.price, least)) > 0
        : compare(least, mul(order.price, input)) < 0;
    if (worse)
      problems.push(
        `its guaranteed ${quote.minOutAmount} for ${quote.inAmount} is worse than the price ${order.price}`,
      );
  }
  return problems;
}

export interface ExpectedTransaction {
  wallet: PublicKey;
  inputMint: PublicKey;
  /** The most base units of the input mint the wallet may send, all instructions together. */
  maxInput: bigint;
  trustedPrograms: ReadonlySet<string>;
}

// Token program instructions an authority signs, by tag: the authority's position among the
// instruction's accounts (Transfer, Approve, SetAuthority, Burn, CloseAccount, TransferChecked,
// ApproveChecked, BurnChecked).
const TOKEN_AUTHORITY = new Map([
  [3, 2],
  [4, 2],
  [6, 1],
  [8, 2],
  [9, 2],
  [12, 3],
  [13, 3],
  [15, 2],
]);
/** Token-2022 extension instructions start at this tag; none is expected here. */
const TOKEN_EXTENSIONS = 25;

/** Why `message` is not the order transaction expected; empty when it is. Exported for tests. */
export function transactionProblems(message: VersionedMessage, expected: ExpectedTransaction): string[] {
  const { wallet, inputMint } = expected;
  const keys = message.staticAccountKeys;
  const problems: string[] = [];
  const payer = keys[0];
  if (payer === undefined || !payer.equals(wallet))
    problems.push(`its fee payer is ${payer?.toBase58() ?? 'missing'}, not the wallet ${wallet.toBase58()}`);
  if (message.header.numRequiredSignatures !== 1)
    problems.push(`it wants ${message.header.numRequiredSignatures} signatures, not the wallet's alone`);
  if (!keys.some((key) => key.equals(inputMint)))
    problems.push(`it does not name the input mint ${inputMint.toBase58()} among its own accounts`);
  let sent = 0n;
  message.compiledInstructions.forEach((ix, i) => {
    // Accounts from lookup tables are not known here: undefined.
    const account = (n: number) => keys[ix.accountKeyIndexes[n] ?? keys.length];
    const accounts = ix.accountKeyIndexes.map((_, n) => account(n));
    const program = keys[ix.programIdIndex];
    const data = Buffer.from(ix.data);
    const refuse = (why: string) => problems.push(`instruction ${i} ${why}`);
    if (program === undefined) return refuse('calls a program from a lookup table');
    if (
      [ComputeBudgetProgram.programId, ASSOCIATED_TOKEN_PROGRAM_ID, MEMO_PROGRAM_ID].some((p) =>
        p.equals(program),
      )
    )
      return;
    if (program.equals(SystemProgram.programId)) {
      if (accounts.some((key) => key?.equals(wallet))) refuse('is a System instruction on the wallet');
      return;
    }
    if (program.equals(TOKEN_PROGRAM_ID) || program.equals(TOKEN_2022_PROGRAM_ID)) {
      const tag = data[0] ?? -1;
      if (tag >= TOKEN_EXTENSIONS) {
        if (accounts.some((key) => key?.equals(wallet)))
          refuse(`is token extension instruction ${tag} on the wallet`);
        return;
      }
      const authorityAt = TOKEN_AUTHORITY.get(tag);
      if (authorityAt === undefined || !account(authorityAt)?.equals(wallet)) return; // not the wallet's say
      const ownAccount = getAssociatedTokenAddressSync(inputMint, wallet, false, program);
      if (tag === 9) {
        if (!account(1)?.equals(wallet)) refuse('closes a wallet account into someone else');
      } else if (tag === 3 || tag === 12) {
        if (!account(0)?.equals(ownAccount))
          refuse(`moves wallet tokens from ${account(0)?.toBase58() ?? 'a looked-up account'}`);
        else if (tag === 12 && !account(1)?.equals(inputMint))
          refuse('moves another mint than the input mint');
        else if (data.length < 9) refuse('is a short token transfer');
        else sent += data.readBigUInt64LE(1);
      } else refuse(`is token instruction ${tag} signed by the wallet`);
      return;
    }
    if (!expected.trustedPrograms.has(program.toBase58()))
      refuse(`calls ${program.toBase58()}, not a trusted program`);
  });
  if (sent > expected.maxInput)
    problems.push(
      `it transfers ${sent} base units of the input mint, more than the ${expected.maxInput} asked for`,
    );
  return problems;
}

export class DflowVenue implements LiveVenue {
  readonly venue = 'venue_b' as const;
  private readonly client: DflowTradingClient;
  private readonly usdcMint: string;
  private readonly connection: SolanaSender;
  private readonly trustedPrograms: ReadonlySet<string>;
  private readonly now: () => Date;
  /**
   * Orders sent or polled by this process and not final yet: blockhash expiry, what the signed
   * transaction escrows (the quote's inAmount, base units), first sight of fills.
   */
  private readonly orders = new Map<
    string,
    { lastValidBlockHeight?: number; escrowed?: bigint; fillTimes: Map<string, Date> }
  >();

  constructor(options: DflowVenueOptions) {
    this.client = new DflowTradingClient({
      baseUrl: options.tradeApiUrl,
      apiKey: options.apiKey,
      timeoutMs: options.timeoutMs,
    });
    this.usdcMint = options.usdcMint;
    this.connection = options.connection;
    this.trustedPrograms = new Set(options.trustedPrograms ?? DFLOW_PROGRAMS);
    this.now = options.now ?? (() => new Date());
  }

  async submit(
    order: VenueOrder,
    withKey: WithSecretKey,
    beforeSend?: (venueOrderId: string) => Promise<void>,
  ): Promise<VenueReport> {
    const swap = swapOf(order, this.usdcMint);
    // The key is opened twice, briefly: for the address, then to sign once the transaction checks out.
    const wallet = await withKey((secretKey) => Promise.resolve(Keypair.fromSecretKey(secretKey).publicKey));
    const quote = await this.client.getOrder(dflowOrderRequest(order, swap, wallet.toBase58()));
    const tx = this.checkedTransaction(order, swap, wallet, quote);
    const signature = await withKey((secretKey) => {
      tx.sign([Keypair.fromSecretKey(secretKey)]);
      return Promise.resolve(transactionSignature(tx));
    });
    await beforeSend?.(signature);
    this.orders.set(signature, {
      lastValidBlockHeight: quote.lastValidBlockHeight ?? undefined,
      escrowed: BigInt(quote.inAmount),
      fillTimes: new Map(),
    });
    try {
      await this.send(tx, signature);
    } catch (error) {
      this.orders.delete(signature);
      throw error;
    }
    try {
      const status = await this.client.getOrderStatus(signature, quote.lastValidBlockHeight ?? undefined);
      if (status !== null) return this.report(order, swap, signature, status);
    } catch (error) {
      // Signed and sent (or maybe sent): the signature must reach the service whatever DFlow says now.
      if (!(error instanceof VenueUnavailableError || error instanceof VenueRejectedError)) throw error;
    }
    return { status: 'ACTIVE', venueOrderId: signature, fills: [] };
  }

  async poll(order: VenueOrder, confirmedId: string | null, withKey: WithSecretKey): Promise<VenueReport> {
    // A transaction signed but never confirmed is asked about by its signature all the same.
    const venueOrderId = confirmedId ?? order.unconfirmedVenueOrderId;
    if (venueOrderId === null)
      return {
        status: 'REJECTED',
        venueOrderId: null,
        fills: [],
        reason: 'no DFlow transaction was signed for this order',
      };
    const swap = swapOf(order, this.usdcMint);
    let status: DflowOrderStatus | null;
    try {
      status = await this.client.getOrderStatus(
        venueOrderId,
        this.orders.get(venueOrderId)?.lastValidBlockHeight,
      );
    } catch (error) {
      // A status read refused is not the order refused.
      if (error instanceof VenueRejectedError)
        throw new VenueUnavailableError(error.message, { cause: error });
      throw error;
    }
    // Not landed yet, or never will: DFlow tells the two apart given the blockhash's last valid
    // height, which only the process that signed knows (it is not kept across restarts).
    if (status === null)
      throw new VenueUnavailableError(`DFlow has no order for transaction ${venueOrderId} (yet)`);
    if (status.status === 'closed') await this.readEscrow(venueOrderId, swap, withKey);
    return this.report(order, swap, venueOrderId, status);
  }

  /**
   * What the opening transaction took from the wallet, read from the chain, when this process does
   * not know it (another process, or this one before a restart, signed it): the fall in the wallet's
   * input-mint balances. Left unknown when the RPC cannot say.
   */
  private async readEscrow(signature: string, swap: Swap, withKey: WithSecretKey): Promise<void> {
    const known = this.orders.get(signature);
    if (known?.escrowed !== undefined || this.connection.getParsedTransaction === undefined) return;
    let landed: Pick<ParsedTransactionWithMeta, 'meta'> | null;
    try {
      landed = await this.connection.getParsedTransaction(signature, {
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
      });
    } catch {
      return;
    }
    const meta = landed?.meta;
    if (!meta || meta.err !== null || !meta.preTokenBalances || !meta.postTokenBalances) return;
    const wallet = (
      await withKey((secretKey) => Promise.resolve(Keypair.fromSecretKey(secretKey).publicKey))
    ).toBase58();
    const held = (balances: NonNullable<typeof meta.preTokenBalances>) =>
      balances
        .filter((b) => b.mint === swap.inputMint && b.owner === wallet)
        .reduce((total, b) => total + BigInt(b.uiTokenAmount.amount), 0n);
    // The wallet's input account had the input before the transaction: if the RPC does not list it, it cannot say.
    if (!meta.preTokenBalances.some((b) => b.mint === swap.inputMint && b.owner === wallet)) return;
    const escrowed = held(meta.preTokenBalances) - held(meta.postTokenBalances);
    if (escrowed < 0n || escrowed > swap.amount) return;
    this.orders.set(signature, { ...(known ?? { fillTimes: new Map() }), escrowed });
  }

  cancel(_order: VenueOrder, venueOrderId: string, _withKey: WithSecretKey): Promise<VenueReport> {
    return Promise.reject(
      new VenueRejectedError(
        'DFlow orders cannot be cancelled: the signed swap is final once sent, and DFlow itself returns what it does not fill',
        venueOrderId,
      ),
    );
  }

  private checkedTransaction(
    order: VenueOrder,
    swap: Swap,
    wallet: PublicKey,
    quote: DflowOrder,
  ): VersionedTransaction {
    const refuse = (problems: string[]): never => {
      throw new VenueRejectedError(
        `refused to sign DFlow's transaction for order ${order.orderId}: ${problems.join('; ')}`,
        null,
        'rejected_by_risk',
      );
    };
    const problems = quoteProblems(order, swap, quote);
    if (problems.length > 0 || quote.transaction === null) return refuse(problems);
    let tx: VersionedTransaction;
    try {
      tx = VersionedTransaction.deserialize(Buffer.from(quote.transaction, 'base64'));
    } catch (error) {
      return refuse([
        `it is not a readable transaction (${error instanceof Error ? error.message : String(error)})`,
      ]);
    }
    const txProblems = transactionProblems(tx.message, {
      wallet,
      inputMint: new PublicKey(swap.inputMint),
      maxInput: swap.amount,
      trustedPrograms: this.trustedPrograms,
    });
    return txProblems.length > 0 ? refuse(txProblems) : tx;
  }

  /** Sends with preflight; a refusal by the node throws, a send of unknown outcome returns quietly. */
  private async send(tx: VersionedTransaction, signature: string): Promise<void> {
    try {
      await this.connection.sendRawTransaction(tx.serialize(), {
        skipPreflight: false,
        preflightCommitment: 'confirmed',
      });
    } catch (error) {
      if (!(error instanceof SendTransactionError)) return; // network trouble: it may have been forwarded
      const { message, logs } = error.transactionError;
      if (SOLANA_ALREADY_PROCESSED.test([message, ...(logs ?? [])].join('\n'))) return;
      // The node answered with an error, so it did not forward the transaction.
      throw new VenueRejectedError(
        `Solana refused the DFlow transaction: ${message}`,
        signature,
        solanaRefusalKind(message, logs ?? []),
      );
    }
  }

  private report(order: VenueOrder, swap: Swap, signature: string, status: DflowOrderStatus): VenueReport {
    const fills = this.fills(order, swap, signature, status);
    const base = { venueOrderId: signature, fills };
    switch (status.status) {
      case 'pending':
      case 'open':
      case 'pendingClose':
        return { ...base, status: fills.length > 0 ? 'PARTIALLY_FILLED' : 'ACTIVE' };
      case 'closed': {
        const escrowed = this.orders.get(signature)?.escrowed;
        this.orders.delete(signature);
        const reverted = returnedInput(swap, status);
        // What the order's hold gets back: the reverts, and what the transaction never escrowed.
        const returned =
          escrowed === undefined
            ? {}
            : { returned: add(fromBaseUnits(swap.amount - escrowed, DECIMALS), reverted) };
        if (fills.length > 0 && status.reverts.length === 0)
          return { ...base, status: 'FILLED', ...returned };
        const what = swap.inputMint === this.usdcMint ? 'USDC' : 'shares';
        return {
          ...base,
          status: 'EXPIRED',
          reason: `DFlow closed the order and returned ${reverted} ${what} unfilled`,
          ...returned,
        };
      }
      case 'expired':
        this.orders.delete(signature);
        return {
          ...base,
          status: 'EXPIRED',
          reason: 'the transaction opening the order expired unconfirmed',
        };
      case 'failed':
        this.orders.delete(signature);
        return { ...base, status: 'REJECTED', reason: 'the transaction opening the order failed on chain' };
    }
  }

  private fills(order: VenueOrder, swap: Swap, signature: string, status: DflowOrderStatus): VenueFill[] {
    let known = this.orders.get(signature);
    if (known === undefined) this.orders.set(signature, (known = { fillTimes: new Map() }));
    const times = known.fillTimes;
    const repeats = new Map<string, number>();
    return status.fills.map((fill) => {
      if (fill.inputMint !== swap.inputMint || fill.outputMint !== swap.outputMint)
        throw new VenueUnavailableError(
          `DFlow reports a fill of ${fill.inputMint} → ${fill.outputMint} for order ${signature} of ${swap.inputMint} → ${swap.outputMint}`,
        );
      const repeat = repeats.get(fill.signature) ?? 0;
      repeats.set(fill.signature, repeat + 1);
      const fillId = repeat === 0 ? fill.signature : `${fill.signature}:${repeat}`;
      const input = fromBaseUnits(fill.inAmount, DECIMALS);
      const output = fromBaseUnits(fill.outAmount, DECIMALS);
      const [usdc, shares] = order.side === 'BUY' ? [input, output] : [output, input];
      if (isZero(shares))
        throw new VenueUnavailableError(`DFlow reports a fill of no shares for order ${signature}`);
      const at = times.get(fillId) ?? this.now();
      times.set(fillId, at);
      // A swap takes from the market's liquidity: always a taker.
      return {
        fillId,
        price: div(usdc, shares, PRICE_DIGITS, 'half-up'),
        shares,
        usdc,
        fee: '0',
        role: 'taker' as const,
        at,
      };
    });
  }
}

/**
 * What DFlow's reverts gave back of the order's input (USDC for a BUY, shares for a SELL), summed
 * exactly. A revert of another mint is not the input coming back: it is not counted (the order then
 * shows as costing what it did not return, never as a gain it cannot see).
 */
export function returnedInput(swap: Swap, status: DflowOrderStatus): string {
  return status.reverts
    .filter((revert) => revert.mint === swap.inputMint)
    .reduce((sum, revert) => add(sum, fromBaseUnits(revert.amount, DECIMALS)), '0');
}
