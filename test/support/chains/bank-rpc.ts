// Solana's JSON-RPC over HTTP in front of a solana-bankrun bank, for a service in another process
// (bankrun itself lives only in the process that starts it). It answers the methods the service
// calls — the DFlow venue's sendTransaction, the deposit watch's getSignaturesForAddress and
// getTransaction (jsonParsed), the withdrawal path's blockhash, height, statuses and balances — in
// the result shapes @solana/web3.js's Connection validates, from what the bank processed through
// Bank.process (landed-transactions.ts). Transactions are sent through `sender` (the bank
// connection of dflow-venue.ts: signatures verified, simulated first, DFlow told), and its refusal
// comes back as a node's preflight error (-32002 with the logs). Any other method is answered
// -32601 and listed in `unknownMethods`, so a test can tell the stand-in lacks one.
import { createServer, type Server } from 'node:http';
import { ACCOUNT_SIZE, TOKEN_PROGRAM_ID, unpackAccount, unpackMint } from '@solana/spl-token';
import { PublicKey, SendTransactionError, type VersionedTransaction } from '@solana/web3.js';
import type { ProgramTestContext } from 'solana-bankrun';
import bs58 from 'bs58';
import type { SolanaSender } from '../../../venues/kalshi/live-venue.ts';
import { freePort } from '../../../harness/servers/free-port.ts';
import type { LandedTransaction, TokenBalance } from './landed-transactions.ts';

interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}
class RpcFailure extends Error {
  constructor(readonly error: RpcError) {
    super(error.message);
  }
}

/** A token amount as the node renders it (uiAmount a float: display only). */
function tokenAmount(amount: bigint, decimals: number) {
  const text = (Number(amount) / 10 ** decimals).toString();
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text };
}

export class BankRpc {
  readonly unknownMethods: string[] = [];
  private readonly decimals = new Map<string, number>();
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = JSON.parse(Buffer.concat(chunks).toString()) as {
        id: unknown;
        method: string;
        params?: unknown[];
      };
      void this.call(request.method, request.params ?? [])
        .then(
          (result) => ({ jsonrpc: '2.0', id: request.id, result }),
          (err: unknown) => ({
            jsonrpc: '2.0',
            id: request.id,
            error: err instanceof RpcFailure ? err.error : { code: -32603, message: String(err) },
          }),
        )
        .then((answer) =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
        );
    });
  });

  private constructor(
    private readonly context: ProgramTestContext,
    private readonly landed: LandedTransaction[],
    private readonly sender: SolanaSender,
    readonly url: string,
  ) {}

  static async start(
    bank: { context: ProgramTestContext; landed: LandedTransaction[] },
    sender: SolanaSender,
  ): Promise<BankRpc> {
    const port = await freePort();
    const rpc = new BankRpc(bank.context, bank.landed, sender, `http://127.0.0.1:${port}`);
    await new Promise<void>((resolve) => rpc.server.listen(port, '127.0.0.1', resolve));
    return rpc;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async call(method: string, params: unknown[]): Promise<unknown> {
    const slot = Number(await this.context.banksClient.getSlot());
    const context = { slot };
    const address = () => new PublicKey(params[0] as string);
    switch (method) {
      case 'sendTransaction':
        return this.send(Buffer.from(params[0] as string, 'base64'));
      case 'getLatestBlockhash': {
        const [blockhash, lastValidBlockHeight] = (await this.context.banksClient.getLatestBlockhash())!;
        return { context, value: { blockhash, lastValidBlockHeight: Number(lastValidBlockHeight) } };
      }
      case 'getSlot':
      case 'getBlockHeight':
        return slot;
      case 'getSignatureStatuses':
        return {
          context,
          value: (params[0] as string[]).map((signature) => {
            const tx = this.landed.find((t) => t.signature === signature);
            return tx
              ? { slot: tx.slot, confirmations: null, err: null, confirmationStatus: 'finalized' }
              : null;
          }),
        };
      case 'getSignaturesForAddress':
        return this.signaturesFor(address().toBase58(), params[1] ?? {});
      case 'getTransaction': {
        const tx = this.landed.find((t) => t.signature === params[0]);
        return tx ? this.parsed(tx) : null;
      }
      case 'getAccountInfo': {
        const account = await this.context.banksClient.getAccount(address());
        if (account === null) return { context, value: null };
        const data = Buffer.from(account.data);
        const value = {
          data: [data.toString('base64'), 'base64'],
          executable: account.executable,
          lamports: Number(account.lamports),
          owner: account.owner.toBase58(),
          rentEpoch: 0,
          space: data.length,
        };
        return { context, value };
      }
      case 'getTokenAccountBalance': {
        const key = address();
        const account = await this.context.banksClient.getAccount(key);
        if (
          account === null ||
          !account.owner.equals(TOKEN_PROGRAM_ID) ||
          account.data.length !== ACCOUNT_SIZE
        )
          throw new RpcFailure({ code: -32602, message: 'Invalid param: could not find account' });
        const token = unpackAccount(key, { ...account, data: Buffer.from(account.data) });
        return { context, value: tokenAmount(token.amount, await this.decimalsOf(token.mint.toBase58())) };
      }
      default:
        this.unknownMethods.push(method);
        throw new RpcFailure({ code: -32601, message: 'Method not found' });
    }
  }

  private async send(raw: Buffer): Promise<string> {
    try {
      return await this.sender.sendRawTransaction(raw);
    } catch (err) {
      if (!(err instanceof SendTransactionError)) throw err;
      throw new RpcFailure({
        code: -32002,
        message: err.transactionError.message,
        data: { err: null, logs: err.transactionError.logs ?? [] },
      });
    }
  }

  /** Newest first; `before` and `until` exclusive, as the node pages them. */
  private signaturesFor(address: string, options: { before?: string; until?: string; limit?: number }) {
    const newestFirst = this.landed
      .filter((t) => t.tx.message.staticAccountKeys.some((k) => k.toBase58() === address))
      .reverse();
    let from = 0;
    if (options.before !== undefined) from = newestFirst.findIndex((t) => t.signature === options.before) + 1;
    const untilAt =
      options.until === undefined ? -1 : newestFirst.findIndex((t) => t.signature === options.until);
    const to = untilAt >= 0 ? untilAt : newestFirst.length;
    return newestFirst
      .slice(from, to)
      .slice(0, options.limit ?? 1000)
      .map((t) => ({
        signature: t.signature,
        slot: t.slot,
        err: null,
        memo: null,
        blockTime: t.blockTime,
        confirmationStatus: 'finalized',
      }));
  }

  private async decimalsOf(mint: string): Promise<number> {
    let decimals = this.decimals.get(mint);
    if (decimals === undefined) {
      const key = new PublicKey(mint);
      const account = (await this.context.banksClient.getAccount(key))!;
      decimals = unpackMint(key, { ...account, data: Buffer.from(account.data) }).decimals;
      this.decimals.set(mint, decimals);
    }
    return decimals;
  }

  private async tokenBalances(balances: TokenBalance[]) {
    return Promise.all(
      balances.map(async (b) => ({
        accountIndex: b.accountIndex,
        mint: b.mint,
        owner: b.owner,
        programId: TOKEN_PROGRAM_ID.toBase58(),
        uiTokenAmount: tokenAmount(b.amount, await this.decimalsOf(b.mint)),
      })),
    );
  }

  /** getTransaction with encoding jsonParsed: token transfers parsed, other instructions raw. */
  private async parsed(landed: LandedTransaction) {
    const { tx } = landed;
    const keys = tx.message.staticAccountKeys;
    return {
      slot: landed.slot,
      blockTime: landed.blockTime,
      version: tx.version,
      transaction: {
        signatures: tx.signatures.map((s) => bs58.encode(s)),
        message: {
          accountKeys: keys.map((k, i) => ({
            pubkey: k.toBase58(),
            signer: tx.message.isAccountSigner(i),
            writable: tx.message.isAccountWritable(i),
            source: 'transaction',
          })),
          instructions: await Promise.all(
            tx.message.compiledInstructions.map((ix) => this.instruction(tx, ix)),
          ),
          recentBlockhash: tx.message.recentBlockhash,
        },
      },
      meta: {
        err: null,
        fee: 5000 * tx.message.header.numRequiredSignatures,
        innerInstructions: [],
        preBalances: landed.preLamports,
        postBalances: landed.postLamports,
        logMessages: [],
        preTokenBalances: await this.tokenBalances(landed.preTokens),
        postTokenBalances: await this.tokenBalances(landed.postTokens),
      },
    };
  }

  /** The token program's Transfer (3) and TransferChecked (12) as a node parses them; anything else raw. */
  private async instruction(
    tx: VersionedTransaction,
    ix: VersionedTransaction['message']['compiledInstructions'][number],
  ) {
    const keys = tx.message.staticAccountKeys;
    const programId = keys[ix.programIdIndex]!.toBase58();
    const accounts = ix.accountKeyIndexes.map((i) => keys[i]!.toBase58());
    const data = Buffer.from(ix.data);
    if (programId === TOKEN_PROGRAM_ID.toBase58() && data[0] === 12) {
      const [source, mint, destination, authority] = accounts;
      const decimals = await this.decimalsOf(mint!);
      const tokenAmountOf = tokenAmount(data.readBigUInt64LE(1), decimals);
      return {
        program: 'spl-token',
        programId,
        parsed: {
          type: 'transferChecked',
          info: { source, mint, destination, authority, tokenAmount: tokenAmountOf },
        },
      };
    }
    if (programId === TOKEN_PROGRAM_ID.toBase58() && data[0] === 3) {
      const [source, destination, authority] = accounts;
      return {
        program: 'spl-token',
        programId,
        parsed: {
          type: 'transfer',
          info: { source, destination, authority, amount: data.readBigUInt64LE(1).toString() },
        },
      };
    }
    return { programId, accounts, data: bs58.encode(data) };
  }
}
