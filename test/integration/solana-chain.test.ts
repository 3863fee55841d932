// The Solana adapter against the real thing, twice over: the production transfer code runs in
// solana-bankrun (the real SPL Token and Associated Token Account programs), and the RPC reads run
// through a real web3.js Connection against a local JSON-RPC server that answers with responses
// recorded from mainnet (test/fixtures/solana-rpc/SOURCE.txt says where each comes from).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTransferCheckedInstruction } from '@solana/spl-token';
import { Keypair, PublicKey, Transaction } from '@solana/web3.js';
import { BroadcastRejectedError, type ObservedDeposit, type TokenAsset } from '../../chains/chain-adapter.ts';
import { depositsIn, type ParsedTransactionLike } from '../../chains/solana/deposits.ts';
import { SolanaChainAdapter } from '../../chains/solana/solana-adapter.ts';
import { associatedTokenAccount, buildSplTransfer } from '../../chains/solana/spl-transfer.ts';
import { startTokenBank, type TokenBank } from '../support/chains/solana-bankrun.ts';

const USDC: TokenAsset = {
  chain: 'SOL',
  asset: 'USDC',
  address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  decimals: 6,
};

/** The recorded deposit: 0.001 USDC from 8fus… into the associated account (H51D…) it created for 3i47…. */
const DEPOSIT = {
  signature: '2S2rTZjaqzxYRw9mnqzwtyqitKtSsnE8GVqLn1KrD5R2YpXZnU4GdjppsgfSAbrzJfaqadfi8CtrqEBy588WVQ3E',
  owner: '3i476kTBBTy7pBGx4CXwJpJ6phuwLQgcwLTdHhU3c7ui',
  tokenAccount: 'H51DXRt3ubThhdhNeDMScfkbC5X4AWzYfHaZS3JKEfPh',
};
const EXPECTED_DEPOSIT: ObservedDeposit = {
  chain: 'SOL',
  txHash: DEPOSIT.signature,
  // Outer instruction 0 (ATA create) invokes no token transfer; outer 1 is the first transfer.
  logIndex: 0,
  block: '184930610',
  asset: 'USDC',
  from: '8fusVwhgo4oS1fGpZKeRaXrJXQk9auKnAgcj9A97wR3t',
  to: DEPOSIT.owner,
  amount: '1000',
  at: '2023-03-27T06:50:45.000Z',
};

function recorded(name: string): any {
  return JSON.parse(readFileSync(new URL(`../fixtures/solana-rpc/${name}`, import.meta.url), 'utf8'));
}

interface Route {
  method: string;
  /** Whether this route answers these params; every call of the method when absent. */
  matches?: (params: any[]) => boolean;
  /** The JSON-RPC reply body (result or error); its id is replaced by the request's. */
  reply: (params: any[]) => any;
}

/** A JSON-RPC endpoint on loopback that answers by method and params, and notes every call. */
class RecordedRpc {
  readonly calls: { method: string; params: any[] }[] = [];
  routes: Route[] = [];
  private readonly server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = JSON.parse(body);
      const params: any[] = request.params ?? [];
      this.calls.push({ method: request.method, params });
      const route = this.routes.find((r) => r.method === request.method && (r.matches?.(params) ?? true));
      if (route === undefined) {
        res
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`no recorded answer for ${request.method} ${JSON.stringify(params)}`);
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ...route.reply(params), id: request.id }));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  methodsCalled(): string[] {
    return this.calls.map((call) => call.method);
  }
}

describe('Solana chain adapter', function () {
  describe('transfers built by spl-transfer.ts, processed in solana-bankrun', function () {
    const START = 5_000_000n; // 5 USDC-like tokens
    let bank: TokenBank;
    const recipient = Keypair.generate().publicKey;

    before(async function () {
      bank = await startTokenBank({ decimals: 6, startBalance: START });
    });

    async function transfer(amount: bigint, sender = bank.sender): Promise<Transaction> {
      const { blockhash, lastValidBlockHeight } = await bank.latestBlockhash();
      return buildSplTransfer({
        sender,
        mint: bank.mint,
        decimals: bank.decimals,
        recipient,
        amount,
        recentBlockhash: blockhash,
        lastValidBlockHeight,
      });
    }

    it("should create the recipient's associated token account and move the exact amount", async function () {
      assert.equal(await bank.tokenBalance(recipient), undefined);
      await bank.context.banksClient.processTransaction(await transfer(1_250_000n));
      assert.equal(await bank.tokenBalance(recipient), 1_250_000n);
      assert.equal(await bank.tokenBalance(bank.sender.publicKey), START - 1_250_000n);
    });

    it('should transfer again to the now existing account (idempotent create)', async function () {
      await bank.context.banksClient.processTransaction(await transfer(750_001n));
      assert.equal(await bank.tokenBalance(recipient), 2_000_001n);
      assert.equal(await bank.tokenBalance(bank.sender.publicKey), START - 2_000_001n);
    });

    it('should fail a transfer of more than the balance and move nothing', async function () {
      const result = await bank.context.banksClient.tryProcessTransaction(await transfer(START));
      assert.match(result.result ?? '', /custom program error: 0x1\b/); // TokenError::InsufficientFunds
      assert.ok(result.meta?.logMessages.some((line) => line.includes('insufficient funds')));
      assert.equal(await bank.tokenBalance(recipient), 2_000_001n);
      assert.equal(await bank.tokenBalance(bank.sender.publicKey), START - 2_000_001n);
    });

    it("should refuse a transfer out of the sender's account signed with another key", async function () {
      // The signature itself is valid (bankrun checks none anyway): the token program refuses a
      // signer that is not the source account's owner.
      const mallory = bank.fundedKeypair();
      const { blockhash, lastValidBlockHeight } = await bank.latestBlockhash();
      const theft = new Transaction({ feePayer: mallory.publicKey, blockhash, lastValidBlockHeight }).add(
        createTransferCheckedInstruction(
          associatedTokenAccount(bank.mint, bank.sender.publicKey),
          bank.mint,
          associatedTokenAccount(bank.mint, recipient),
          mallory.publicKey,
          1n,
          bank.decimals,
        ),
      );
      theft.sign(mallory);
      const result = await bank.context.banksClient.tryProcessTransaction(theft);
      assert.match(result.result ?? '', /custom program error: 0x4\b/); // TokenError::OwnerMismatch
      assert.equal(await bank.tokenBalance(bank.sender.publicKey), START - 2_000_001n);
    });

    it('should fail a transfer from a wallet that holds no tokens', async function () {
      const result = await bank.context.banksClient.tryProcessTransaction(
        await transfer(1n, bank.fundedKeypair()),
      );
      assert.notEqual(result.result, null); // its source account does not exist
      assert.equal(await bank.tokenBalance(recipient), 2_000_001n);
    });
  });

  describe('JSON-RPC reads on recorded mainnet responses', function () {
    const rpc = new RecordedRpc();
    let adapter: SolanaChainAdapter;
    const deposit: ParsedTransactionLike = recorded('usdc-deposit.getTransaction.json').result;

    /** getSignaturesForAddress as a node answers it from the recorded list: newest first, stopping before `until`. */
    function signaturesRoute(): Route {
      const listed: { signature: string }[] = recorded('usdc-deposit.getSignaturesForAddress.json').result;
      return {
        method: 'getSignaturesForAddress',
        matches: ([address]) => address === DEPOSIT.tokenAccount,
        reply: ([, options]) => {
          const stop = listed.findIndex((entry) => entry.signature === options?.until);
          const result = listed.slice(0, stop === -1 ? listed.length : stop).slice(0, options?.limit ?? 1000);
          return { jsonrpc: '2.0', result };
        },
      };
    }

    before(async function () {
      adapter = new SolanaChainAdapter({ rpcUrl: await rpc.start(), tokens: [USDC] });
    });

    beforeEach(function () {
      rpc.calls.length = 0;
      rpc.routes = [];
    });

    after(async function () {
      await rpc.stop();
    });

    it("should find the recorded deposit's token account as the owner's associated token account", function () {
      assert.equal(
        associatedTokenAccount(new PublicKey(USDC.address), new PublicKey(DEPOSIT.owner)).toBase58(),
        DEPOSIT.tokenAccount,
      );
    });

    it('should parse the recorded transferChecked as one deposit to the owner of the receiving account', function () {
      assert.deepEqual(depositsIn(deposit, { tokens: [USDC], owners: new Set([DEPOSIT.owner]) }), [
        EXPECTED_DEPOSIT,
      ]);
    });

    it('should report nothing for other owners, other mints, SOL transfers and failed transactions', function () {
      assert.deepEqual(
        depositsIn(deposit, {
          tokens: [USDC],
          owners: new Set([
            '8fusVwhgo4oS1fGpZKeRaXrJXQk9auKnAgcj9A97wR3t',
            'FG4Y3yX4AAchp1HvNZ7LfzFTewF2f6nDoMDCohTFrdpT',
          ]),
        }),
        [],
      );
      const otherMint = { ...USDC, address: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB' };
      assert.deepEqual(depositsIn(deposit, { tokens: [otherMint], owners: new Set([DEPOSIT.owner]) }), []);
      const solTransfer: ParsedTransactionLike = recorded('sol-transfer.getTransaction.json').result;
      assert.deepEqual(
        depositsIn(solTransfer, {
          tokens: [USDC],
          owners: new Set(['2b7iQq3PbWwWTotRSDFNXT9DauU418aCHK4jcAzETUem']),
        }),
        [],
      );
      // No recorded failed USDC transfer was found: this copy of the recorded one differs only by
      // the error a failed transaction carries (the shape of the recorded failed status below).
      const failed = { ...deposit, meta: { ...deposit.meta, err: { InstructionError: [1, { Custom: 1 }] } } };
      assert.deepEqual(depositsIn(failed, { tokens: [USDC], owners: new Set([DEPOSIT.owner]) }), []);
    });

    it('should start at the newest signature, with no history, when there is no cursor', async function () {
      rpc.routes = [signaturesRoute()];
      const scan = await adapter.scanDeposits(undefined, [DEPOSIT.owner]);
      assert.deepEqual(scan.deposits, []);
      assert.deepEqual(JSON.parse(scan.cursor), { [DEPOSIT.tokenAccount]: DEPOSIT.signature });
      assert.deepEqual(rpc.methodsCalled(), ['getSignaturesForAddress']);
      assert.deepEqual(rpc.calls[0]?.params, [DEPOSIT.tokenAccount, { limit: 1, commitment: 'finalized' }]);
    });

    it("should read a new address's history through a real Connection, then resume without repeats", async function () {
      rpc.routes = [
        signaturesRoute(),
        {
          method: 'getTransaction',
          matches: ([signature, options]) =>
            signature === DEPOSIT.signature &&
            options?.encoding === 'jsonParsed' &&
            options?.maxSupportedTransactionVersion === 0,
          reply: () => recorded('usdc-deposit.getTransaction.json'),
        },
      ];
      const first = await adapter.scanDeposits('{}', [DEPOSIT.owner]);
      assert.deepEqual(first.deposits, [EXPECTED_DEPOSIT]);
      assert.deepEqual(JSON.parse(first.cursor), { [DEPOSIT.tokenAccount]: DEPOSIT.signature });
      assert.deepEqual(rpc.calls[0]?.params, [
        DEPOSIT.tokenAccount,
        { limit: 1000, commitment: 'finalized' },
      ]);

      rpc.calls.length = 0;
      const again = await adapter.scanDeposits(first.cursor, [DEPOSIT.owner]);
      assert.deepEqual(again.deposits, []);
      assert.equal(again.cursor, first.cursor);
      assert.deepEqual(rpc.methodsCalled(), ['getSignaturesForAddress']);
      assert.deepEqual(rpc.calls[0]?.params, [
        DEPOSIT.tokenAccount,
        { until: DEPOSIT.signature, limit: 1000, commitment: 'finalized' },
      ]);
    });

    it("should read the owner's associated token account balance, and 0 when it does not exist", async function () {
      const stranger = Keypair.generate().publicKey.toBase58();
      const strangerAccount = associatedTokenAccount(
        new PublicKey(USDC.address),
        new PublicKey(stranger),
      ).toBase58();
      rpc.routes = [
        {
          method: 'getTokenAccountBalance',
          matches: ([account]) => account === DEPOSIT.tokenAccount,
          reply: () => recorded('usdc-deposit-ata.getTokenAccountBalance.json'),
        },
        // Not recorded: a missing account as the node reports it (an error for the balance, a
        // null value for the account) — the adapter relies on the null, not on the error text.
        {
          method: 'getTokenAccountBalance',
          reply: () => ({
            jsonrpc: '2.0',
            error: { code: -32602, message: 'Invalid param: could not find account' },
          }),
        },
        {
          method: 'getAccountInfo',
          matches: ([account]) => account === strangerAccount,
          reply: () => ({ jsonrpc: '2.0', result: { context: { slot: 1 }, value: null } }),
        },
      ];
      assert.equal(await adapter.tokenBalance(USDC, DEPOSIT.owner), 1000n);
      assert.equal(await adapter.tokenBalance(USDC, stranger), 0n);
    });

    describe('status', function () {
      const FINALIZED =
        '3E6jD48LnMeNDs1QTXXunXGaqYybZKHXYdriDwqXGJbCXzVkMZNexuiGnTtUSba7PcmbKcsxKsAcBKLSmqjUKDRg';
      const FAILED =
        '5K4QuDxZjFkAhv8Kfj6pocDf59Cuo8EmxbRcM1d4PVaSWekF6RdC2krJHucF1FhkuSFVHCMcZ4GXnSx7zzygXMdi';
      const HEIGHT = 83518197; // the recorded getBlockHeight answer

      function statusRoutes(signature: string, fixture: string): Route[] {
        return [
          { method: 'getBlockHeight', reply: () => recorded('getBlockHeight.json') },
          {
            method: 'getSignatureStatuses',
            matches: ([signatures, options]) =>
              signatures[0] === signature && options?.searchTransactionHistory === true,
            reply: () => recorded(fixture),
          },
        ];
      }

      const transfer = (txHash: string, validity: number) => ({
        txHash,
        raw: '',
        validity: String(validity),
        from: DEPOSIT.owner,
      });

      it('should call a finalized successful transaction confirmed', async function () {
        rpc.routes = statusRoutes(FINALIZED, 'finalized.getSignatureStatuses.json');
        assert.equal(await adapter.status(transfer(FINALIZED, HEIGHT)), 'confirmed');
      });

      it('should call a finalized transaction with an error failed', async function () {
        rpc.routes = statusRoutes(FAILED, 'failed.getSignatureStatuses.json');
        assert.equal(await adapter.status(transfer(FAILED, HEIGHT)), 'failed');
      });

      it('should call an unknown transaction dropped once the chain is past its last valid block height', async function () {
        rpc.routes = statusRoutes(FINALIZED, 'not-found.getSignatureStatuses.json');
        assert.equal(await adapter.status(transfer(FINALIZED, HEIGHT - 1)), 'dropped');
        assert.equal(await adapter.status(transfer(FINALIZED, HEIGHT)), 'pending');
        // Height before status: an answer of "unknown" then proves the transfer cannot land.
        assert.deepEqual(rpc.methodsCalled().slice(0, 2), ['getBlockHeight', 'getSignatureStatuses']);
      });
    });

    describe('broadcast', function () {
      it('should turn a recorded insufficient-funds simulation failure into BroadcastRejectedError', async function () {
        rpc.routes = [
          { method: 'sendTransaction', reply: () => recorded('insufficient-funds.sendTransaction.json') },
        ];
        await assert.rejects(
          adapter.broadcast(Buffer.from([1, 2, 3]).toString('base64')),
          BroadcastRejectedError,
        );
        assert.equal(rpc.calls[0]?.params[1]?.skipPreflight, undefined); // preflight on (web3.js omits false)
      });

      it('should rethrow a node failure as a transient error', async function () {
        rpc.routes = []; // the server answers HTTP 500
        await assert.rejects(
          adapter.broadcast(Buffer.from([1, 2, 3]).toString('base64')),
          (error: Error) => !(error instanceof BroadcastRejectedError),
        );
      });
    });
  });

  describe('keys and signing', function () {
    it('should accept base58 of 32 bytes and nothing else', function () {
      const adapter = new SolanaChainAdapter({ rpcUrl: 'http://127.0.0.1:9', tokens: [USDC] });
      assert.equal(adapter.parseAddress(DEPOSIT.owner), DEPOSIT.owner);
      assert.equal(adapter.parseAddress(DEPOSIT.signature), undefined); // 64 bytes
      assert.equal(adapter.parseAddress('0x8ba1f109551bD432803012645Ac136ddd64DBA72'), undefined);
      assert.equal(adapter.parseAddress(` ${DEPOSIT.owner}`), undefined);
      assert.equal(adapter.parseAddress(''), undefined);
    });

    it('should generate 64-byte secret keys whose address it can recover', function () {
      const adapter = new SolanaChainAdapter({ rpcUrl: 'http://127.0.0.1:9', tokens: [USDC] });
      const { secretKey, address } = adapter.generateKey();
      assert.equal(secretKey.length, 64);
      assert.equal(adapter.addressOf(secretKey), address);
      assert.equal(adapter.parseAddress(address), address);
    });

    it('should sign a transfer that bankrun executes under the txHash and validity it reports', async function () {
      const bank = await startTokenBank({ decimals: 6, startBalance: 3_000_000n });
      const rpc = new RecordedRpc();
      const { blockhash, lastValidBlockHeight } = await bank.latestBlockhash();
      // The blockhash comes from the bank, so that the signed bytes are valid there.
      rpc.routes = [
        {
          method: 'getLatestBlockhash',
          reply: () => ({
            jsonrpc: '2.0',
            result: { context: { slot: 1 }, value: { blockhash, lastValidBlockHeight } },
          }),
        },
      ];
      const adapter = new SolanaChainAdapter({
        rpcUrl: await rpc.start(),
        tokens: [{ ...USDC, address: bank.mint.toBase58() }],
      });
      try {
        const recipient = Keypair.generate().publicKey;
        const signed = await adapter.signTransfer({
          secretKey: bank.sender.secretKey,
          token: { ...USDC, address: bank.mint.toBase58() },
          to: recipient.toBase58(),
          amount: 42n,
        });
        assert.equal(signed.validity, String(lastValidBlockHeight));
        await bank.context.banksClient.processTransaction(
          Transaction.from(Buffer.from(signed.raw, 'base64')),
        );
        assert.notEqual(await bank.context.banksClient.getTransactionStatus(signed.txHash), null);
        assert.equal(await bank.tokenBalance(recipient), 42n);
      } finally {
        await rpc.stop();
      }
    });
  });
});
