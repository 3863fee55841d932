// The DFlow (venue_b) live venue against the DFlow stand-in of test/support/dflow-venue.ts: a Trade
// API server held to DFlow's rules and a solana-bankrun bank where its transactions really run.
import assert from 'node:assert/strict';
import { createApproveInstruction, createCloseAccountInstruction } from '@solana/spl-token';
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js';
import { associatedTokenAccount } from '../../chains/solana/spl-transfer.ts';
import { DflowVenue, transactionProblems, type SolanaSender } from '../../venues/kalshi/live-venue.ts';
import { BankRpc } from '../support/chains/bank-rpc.ts';
import type { VenueOrder } from '../../core/live-venue.ts';
import { VenueRejectedError, VenueUnavailableError } from '../../core/venue-errors.ts';
import { parseDflowOrder, parseDflowOrderStatus } from '../../venues/kalshi/dflow-trading.ts';
import { transactionSignature } from '../../venues/kalshi/transaction-signature.ts';
import {
  DflowStandIn,
  bankConnection,
  keyOf,
  recordedDflow as recorded,
  signedBy,
  startBank,
  usd,
  type Bank,
  type Reply,
} from '../support/dflow-venue.ts';

const MAINNET_USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const RECORDED_WALLET = 'JDJxu7NWnJHckdDPcbuxzokGUQg82RGaJNWpVBrzv8dM';
const RECORDED_STATUS_SIGNATURE =
  '5zCL2w2TBLgXFaX36iAGmQXgMF7yLKYXHdB8sW9fDksJ4gytj8X17cuaexNpUCt2MmXjESEuZGr449HLMybS6s7A';
const RECORDED_FILL_SIGNATURE =
  '63QvZmuMK5HFFvBXD8EqLuG4zjUr2KqWGcN3JhF4hSwoLcpLHj3LYHmi7K6WksjkfToE1Mv5bdARjWhUtidLhZkW';
const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

function venueOrder(fields: Partial<VenueOrder> & Pick<VenueOrder, 'side' | 'tokenId'>): VenueOrder {
  return {
    orderId: `0x${'ab'.repeat(32)}`,
    unconfirmedVenueOrderId: null,
    venue: 'venue_b',
    walletId: 'wallet-1',
    type: 'MARKET',
    price: null,
    shares: null,
    amount: null,
    units: fields.side === 'BUY' ? 'USDC' : 'SHARES',
    expiresAt: null,
    slippageBps: 50,
    predictionSlippageBps: 100,
    market: { tickSize: '0.01', negRisk: false },
    ...fields,
  };
}

describe('DFlow live venue (venue_b)', function () {
  let bank: Bank;
  let standIn: DflowStandIn;
  let connection: ReturnType<typeof bankConnection>;
  let venue: DflowVenue;
  let tradeApiUrl: string;
  let clock = 0;
  const now = () => new Date(Date.UTC(2026, 0, 1) + ++clock * 1000);

  before(async function () {
    bank = await startBank();
    standIn = new DflowStandIn(bank);
    tradeApiUrl = await standIn.start();
    connection = bankConnection(bank, standIn);
    venue = new DflowVenue({
      tradeApiUrl,
      apiKey: 'test-api-key',
      timeoutMs: 500,
      usdcMint: bank.usdc.toBase58(),
      connection,
      now,
    });
  });

  beforeEach(function () {
    standIn.reset();
    connection.sent.length = 0;
  });

  after(async function () {
    await standIn.stop();
  });

  describe('recorded DFlow payloads', function () {
    it('should read the recorded /order answer into base units', function () {
      const parsed = parseDflowOrder(JSON.stringify(recorded('order-prediction.json')));
      assert.ok(parsed.ok);
      assert.deepEqual(
        { ...parsed.value, transaction: parsed.value.transaction?.slice(0, 8) },
        {
          inputMint: MAINNET_USDC,
          outputMint: 'GNr3UXmnwokHCBwpe2QWC9qr3M8v3mTjoAUQj6TVTbyP',
          inAmount: '999904794',
          outAmount: '1454000000',
          minOutAmount: '1393222800',
          slippageBps: 418,
          predictionMarketSlippageBps: 418,
          executionMode: 'async',
          revertMint: MAINNET_USDC,
          transaction: 'AQAAAAAA',
          lastValidBlockHeight: 374231603,
        },
      );
    });

    it('should read the recorded /order-status answer, and refuse an unknown status', function () {
      const parsed = parseDflowOrderStatus(recorded('order-status-closed.json'));
      assert.ok(parsed.ok);
      assert.deepEqual(parsed.value, {
        status: 'closed',
        inAmount: '1597497',
        outAmount: '3000000',
        fills: [
          {
            signature: RECORDED_FILL_SIGNATURE,
            inputMint: MAINNET_USDC,
            inAmount: '1597497',
            outputMint: 'D9BNepC4uEHHtZLY6wzmNYvgdm8BQcCLByFsjHydwm5Q',
            outAmount: '3000000',
          },
        ],
        reverts: [],
      });
      const odd = parseDflowOrderStatus({ ...recorded('order-status-closed.json'), status: 'filled' });
      assert.equal(odd.ok, false);
      const fractional = parseDflowOrderStatus({ ...recorded('order-status-closed.json'), inAmount: '1.5' });
      assert.equal(fractional.ok, false);
    });

    it("should accept the recorded DFlow transaction for its own wallet and no other's", function () {
      const tx = VersionedTransaction.deserialize(
        Buffer.from(recorded('order-prediction.json').transaction, 'base64'),
      );
      const expected = {
        wallet: new PublicKey(RECORDED_WALLET),
        inputMint: new PublicKey(MAINNET_USDC),
        maxInput: 1_000_000_000n,
        trustedPrograms: new Set(['pReDicTmksnPfkfiz33ndSdbe2dY43KYPg4U2dbvHvb']),
      };
      assert.deepEqual(transactionProblems(tx.message, expected), []);
      const stranger = Keypair.generate().publicKey;
      assert.deepEqual(transactionProblems(tx.message, { ...expected, wallet: stranger }), [
        `its fee payer is ${RECORDED_WALLET}, not the wallet ${stranger.toBase58()}`,
      ]);
      assert.deepEqual(transactionProblems(tx.message, { ...expected, trustedPrograms: new Set() }), [
        'instruction 2 calls pReDicTmksnPfkfiz33ndSdbe2dY43KYPg4U2dbvHvb, not a trusted program',
      ]);
      assert.deepEqual(transactionProblems(tx.message, { ...expected, inputMint: bank.usdc }), [
        `it does not name the input mint ${bank.usdc.toBase58()} among its own accounts`,
      ]);
    });

    it('should report the recorded closed status as a filled buy with exact amounts and price', async function () {
      const mainnet = new DflowVenue({
        tradeApiUrl,
        usdcMint: MAINNET_USDC,
        connection,
        now: () => new Date(0),
      });
      standIn.statusReply = () => ({ status: 200, body: recorded('order-status-closed.json') });
      const order = venueOrder({
        side: 'BUY',
        tokenId: 'D9BNepC4uEHHtZLY6wzmNYvgdm8BQcCLByFsjHydwm5Q',
        amount: '1.6',
      });
      const report = await mainnet.poll(order, RECORDED_STATUS_SIGNATURE, keyOf(Keypair.generate()).withKey);
      // Not signed by this venue: what the transaction escrowed is unknown, so no `returned`.
      assert.deepEqual(report, {
        status: 'FILLED',
        venueOrderId: RECORDED_STATUS_SIGNATURE,
        fills: [
          {
            fillId: RECORDED_FILL_SIGNATURE,
            price: '0.532499',
            shares: '3',
            usdc: '1.597497',
            fee: '0',
            role: 'taker',
            at: new Date(0),
          },
        ],
      });
      assert.equal(standIn.requests[0]?.path, '/order-status');
      assert.equal(standIn.requests[0]?.query.get('signature'), RECORDED_STATUS_SIGNATURE);
    });

    it('should refuse, unsigned and unsent, the recorded transaction offered to another wallet', async function () {
      const mainnet = new DflowVenue({ tradeApiUrl, usdcMint: MAINNET_USDC, connection });
      standIn.orderReply = () => ({ status: 200, body: recorded('order-prediction.json') });
      const key = keyOf(Keypair.generate());
      const order = venueOrder({
        side: 'BUY',
        tokenId: 'GNr3UXmnwokHCBwpe2QWC9qr3M8v3mTjoAUQj6TVTbyP',
        amount: '1000',
      });
      await assert.rejects(mainnet.submit(order, key.withKey), (error: Error) => {
        assert.ok(error instanceof VenueRejectedError);
        assert.match(error.message, new RegExp(`fee payer is ${RECORDED_WALLET}`));
        return true;
      });
      assert.equal(key.opened(), 1); // for the address only
      assert.equal(connection.sent.length, 0);
    });
  });

  describe('trading in solana-bankrun', function () {
    it('should buy: escrow exactly the USDC asked, then report the fill with the tokens in the wallet', async function () {
      const wallet = bank.wallet({ usdc: usd(100) });
      const key = keyOf(wallet);
      const escrowBefore = await bank.balance(bank.usdc, bank.dflow.publicKey);
      // Worst price 0.53: the quote guarantees 95 % of 2 shares per USDC, 1 / 1.9 ≈ 0.5263 per share.
      const order = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '12.5', price: '0.53' });

      const submitted = await venue.submit(order, key.withKey);
      assert.equal(submitted.status, 'ACTIVE');
      assert.deepEqual(submitted.fills, []);
      const signature = submitted.venueOrderId ?? '';
      assert.match(signature, SIGNATURE);
      const request = standIn.requests.find((r) => r.path === '/order');
      assert.deepEqual(Object.fromEntries(request?.query ?? []), {
        userPublicKey: wallet.publicKey.toBase58(),
        inputMint: bank.usdc.toBase58(),
        outputMint: bank.yes.toBase58(),
        amount: '12500000',
        slippageBps: '50',
        predictionMarketSlippageBps: '100',
      });
      assert.ok(standIn.requests.every((r) => r.apiKey === 'test-api-key'));
      assert.equal(connection.sent.length, 1);
      assert.equal(transactionSignature(connection.sent[0]!), signature);
      assert.ok(signedBy(connection.sent[0]!, 0), 'signed by the wallet');
      assert.equal(key.opened(), 2);
      assert.equal(await bank.balance(bank.usdc, wallet.publicKey), usd(87.5));
      assert.equal(await bank.balance(bank.usdc, bank.dflow.publicKey), escrowBefore + usd(12.5));

      const fillSignature = await standIn.fill(signature, usd(12.5), usd(25));
      await standIn.close(signature);
      const report = await venue.poll(order, signature, key.withKey);
      assert.equal(report.status, 'FILLED');
      assert.equal(report.fills.length, 1);
      assert.deepEqual(
        { ...report.fills[0], at: undefined },
        {
          fillId: fillSignature,
          price: '0.5',
          shares: '25',
          usdc: '12.5',
          fee: '0',
          role: 'taker',
          at: undefined,
        },
      );
      assert.equal(await bank.balance(bank.yes, wallet.publicKey), usd(25));
      assert.equal(await bank.balance(bank.usdc, wallet.publicKey), usd(87.5));
    });

    it('should sell outcome tokens for USDC', async function () {
      const wallet = bank.wallet({ yes: usd(40) });
      const key = keyOf(wallet);
      const order = venueOrder({ side: 'SELL', tokenId: bank.yes.toBase58(), shares: '10', price: '0.4' });

      const submitted = await venue.submit(order, key.withKey);
      const signature = submitted.venueOrderId ?? '';
      assert.equal(submitted.status, 'ACTIVE');
      const request = standIn.requests.find((r) => r.path === '/order');
      assert.equal(request?.query.get('inputMint'), bank.yes.toBase58());
      assert.equal(request?.query.get('outputMint'), bank.usdc.toBase58());
      assert.equal(request?.query.get('amount'), '10000000');
      assert.equal(await bank.balance(bank.yes, wallet.publicKey), usd(30));

      const fillSignature = await standIn.fill(signature, usd(10), usd(4.5));
      await standIn.close(signature);
      const report = await venue.poll(order, signature, key.withKey);
      assert.equal(report.status, 'FILLED');
      assert.deepEqual(
        { ...report.fills[0], at: undefined },
        {
          fillId: fillSignature,
          price: '0.45',
          shares: '10',
          usdc: '4.5',
          fee: '0',
          role: 'taker',
          at: undefined,
        },
      );
      assert.equal(await bank.balance(bank.usdc, wallet.publicKey), usd(4.5));
      assert.equal(await bank.balance(bank.yes, wallet.publicKey), usd(30));
    });

    it('should report a partial fill, then the return of the rest, under the same fill id', async function () {
      const wallet = bank.wallet({ usdc: usd(100) });
      const key = keyOf(wallet);
      const order = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '10' });
      const signature = (await venue.submit(order, key.withKey)).venueOrderId ?? '';

      const fillSignature = await standIn.fill(signature, usd(6), usd(10));
      const partial = await venue.poll(order, signature, key.withKey);
      assert.equal(partial.status, 'PARTIALLY_FILLED');
      assert.deepEqual(
        partial.fills.map(({ fillId, price, shares, usdc }) => ({ fillId, price, shares, usdc })),
        [{ fillId: fillSignature, price: '0.6', shares: '10', usdc: '6' }],
      );

      await standIn.close(signature);
      const final = await venue.poll(order, signature, key.withKey);
      assert.equal(final.status, 'EXPIRED');
      assert.equal(final.reason, 'DFlow closed the order and returned 4 USDC unfilled');
      assert.equal(final.returned, '4');
      assert.deepEqual(final.fills, partial.fills); // same id, same amounts, same time
      assert.equal(await bank.balance(bank.usdc, wallet.publicKey), usd(94));
      assert.equal(await bank.balance(bank.yes, wallet.publicKey), usd(10));
    });

    it('should report what came back, not what should have, when DFlow keeps part of the unfilled input', async function () {
      const wallet = bank.wallet({ usdc: usd(100) });
      const key = keyOf(wallet);
      const order = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '10' });
      const signature = (await venue.submit(order, key.withKey)).venueOrderId ?? '';
      await standIn.fill(signature, usd(6), usd(10));
      await standIn.close(signature, 12_345n); // 0.012345 USDC of the 4 unfilled kept
      const final = await venue.poll(order, signature, key.withKey);
      assert.deepEqual(
        [final.status, final.returned, final.reason],
        ['EXPIRED', '3.987655', 'DFlow closed the order and returned 3.987655 USDC unfilled'],
      );
      assert.equal(await bank.balance(bank.usdc, wallet.publicKey), usd(90) + 3_987_655n);
    });

    it('should read what the opening transaction escrowed from the chain when another process signed it', async function () {
      const wallet = bank.wallet({ usdc: usd(100) });
      const key = keyOf(wallet);
      const order = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '10' });
      standIn.tamper = { spend: usd(9.5) };
      const signature = (await venue.submit(order, key.withKey)).venueOrderId ?? '';
      await standIn.fill(signature, usd(4), usd(8));
      await standIn.close(signature, 10_000n);
      const rpc = await BankRpc.start(bank, connection);
      try {
        const restarted = (sender: SolanaSender) =>
          new DflowVenue({ tradeApiUrl, usdcMint: bank.usdc.toBase58(), connection: sender, now });
        // 0.5 never escrowed, 5.49 of the 5.5 unfilled returned.
        const read = await restarted(new Connection(rpc.url, 'confirmed')).poll(
          order,
          signature,
          key.withKey,
        );
        assert.deepEqual([read.status, read.returned], ['EXPIRED', '5.99']);
        // A connection that cannot read transactions leaves it unknown: no `returned`.
        const blind = await restarted({
          sendRawTransaction: (raw) => connection.sendRawTransaction(raw),
        }).poll(order, signature, key.withKey);
        assert.deepEqual([blind.status, blind.returned], ['EXPIRED', undefined]);
      } finally {
        await rpc.stop();
      }
    });

    it('should count as returned the input a quote never escrowed, and no revert of another mint', async function () {
      const wallet = bank.wallet({ usdc: usd(100) });
      const key = keyOf(wallet);
      const order = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '10' });
      standIn.tamper = { spend: usd(9.5) }; // the quote spends (and its transaction escrows) 9.5 of the 10 asked
      const signature = (await venue.submit(order, key.withKey)).venueOrderId ?? '';
      assert.equal(await bank.balance(bank.usdc, wallet.publicKey), usd(90.5));
      await standIn.fill(signature, usd(9.5), usd(19));
      await standIn.close(signature);
      const filled = await venue.poll(order, signature, key.withKey);
      assert.deepEqual([filled.status, filled.returned], ['FILLED', '0.5']);

      const other = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '5' });
      standIn.tamper = {};
      const second = (await venue.submit(other, key.withKey)).venueOrderId ?? '';
      const closed = { status: 'closed', inAmount: '0', outAmount: '0' };
      const revert = (mint: PublicKey) => ({
        signature: RECORDED_FILL_SIGNATURE,
        mint: mint.toBase58(),
        amount: '5000000',
      });
      standIn.statusReply = () => ({
        status: 200,
        body: { ...closed, reverts: [revert(bank.no), revert(bank.usdc)] },
      });
      const expired = await venue.poll(other, second, key.withKey);
      assert.deepEqual([expired.status, expired.returned], ['EXPIRED', '5']);
    });

    it('should refuse, unsigned and unsent, a transaction or quote other than the one asked for', async function () {
      const wallet = bank.wallet({ usdc: usd(100) });
      const order = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '5' });
      const unknownProgram = Keypair.generate().publicKey;
      const cases: [DflowStandIn['tamper'], RegExp][] = [
        [
          { amount: usd(5) + 1n },
          /transfers 5000001 base units of the input mint, more than the 5000000 asked for/,
        ],
        [{ feePayer: bank.dflow.publicKey }, /fee payer is \S+, not the wallet \S+; it wants 2 signatures/],
        [{ outputMint: bank.no.toBase58() }, /it swaps .* → .*, not .* → .*/],
        [
          {
            extra: (w) => [
              createApproveInstruction(associatedTokenAccount(bank.usdc, w), bank.dflow.publicKey, w, 1n),
            ],
          },
          /instruction 2 is token instruction 4 signed by the wallet/,
        ],
        [
          {
            extra: (w) => [
              createCloseAccountInstruction(associatedTokenAccount(bank.usdc, w), bank.dflow.publicKey, w),
            ],
          },
          /instruction 2 closes a wallet account into someone else/,
        ],
        [
          {
            extra: (w) => [
              SystemProgram.transfer({ fromPubkey: w, toPubkey: bank.dflow.publicKey, lamports: 1 }),
            ],
          },
          /instruction 2 is a System instruction on the wallet/,
        ],
        [
          {
            extra: (w) => [
              new TransactionInstruction({
                programId: unknownProgram,
                keys: [{ pubkey: w, isSigner: true, isWritable: true }],
                data: Buffer.alloc(0),
              }),
            ],
          },
          new RegExp(`instruction 2 calls ${unknownProgram.toBase58()}, not a trusted program`),
        ],
      ];
      for (const [tamper, reason] of cases) {
        standIn.tamper = tamper;
        const key = keyOf(wallet);
        await assert.rejects(venue.submit(order, key.withKey), (error: Error) => {
          assert.ok(error instanceof VenueRejectedError, String(error));
          assert.match(error.message, reason);
          return true;
        });
        assert.equal(key.opened(), 1, 'the key is opened for the address, never to sign');
      }
      assert.equal(connection.sent.length, 0);
      assert.equal(await bank.balance(bank.usdc, wallet.publicKey), usd(100));
    });

    it('should refuse a quote whose guaranteed minimum is worse than the worst price', async function () {
      const wallet = bank.wallet({ usdc: usd(100) });
      const order = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '5', price: '0.52' });
      await assert.rejects(
        venue.submit(order, keyOf(wallet).withKey),
        /guaranteed 9500000 for 5000000 is worse than the price 0.52/,
      );
      assert.equal(connection.sent.length, 0);
    });

    it("should be refused by the stand-in with DFlow's codes where DFlow's rules are broken", async function () {
      const wallet = bank.wallet({ usdc: usd(10) }).publicKey.toBase58();
      const ask = async (changes: Record<string, string>) => {
        const query = new URLSearchParams({
          userPublicKey: wallet,
          inputMint: bank.usdc.toBase58(),
          outputMint: bank.yes.toBase58(),
          amount: '5000000',
          slippageBps: '50',
          predictionMarketSlippageBps: '100',
          ...changes,
        });
        const response = await fetch(`${tradeApiUrl}/order?${query.toString()}`);
        return [response.status, ((await response.json()) as { code?: string }).code ?? 'quoted'];
      };
      assert.deepEqual(await ask({}), [200, 'quoted']);
      assert.deepEqual(await ask({ amount: '0' }), [400, 'requested_input_amount_is_zero']);
      assert.deepEqual(await ask({ amount: '1.5' }), [400, 'invalid_request']);
      assert.deepEqual(await ask({ amount: '4999' }), [400, 'zero_out_amount']); // less than 0.01 contract at 0.5
      assert.deepEqual(await ask({ predictionMarketSlippageBps: '40' }), [
        400,
        'prediction_slippage_bps_below_routing_slippage',
      ]);
      assert.deepEqual(await ask({ slippageBps: '70000' }), [400, 'invalid_slippage_bps']);
      assert.deepEqual(await ask({ outputMint: bank.usdc.toBase58() }), [400, 'same_input_and_output_mint']);
      assert.deepEqual(await ask({ inputMint: bank.no.toBase58() }), [400, 'route_not_found']);
      assert.deepEqual(
        await ask({ inputMint: bank.yes.toBase58(), outputMint: bank.usdc.toBase58(), amount: '9999' }),
        [400, 'zero_out_amount'],
      );
    });

    it("should turn DFlow's 4xx into VenueRejectedError with its message, before anything is signed", async function () {
      standIn.orderReply = () => ({
        status: 400,
        body: { code: 'route_not_found', msg: 'No route found for the requested swap' },
      });
      const key = keyOf(bank.wallet({ usdc: usd(100) }));
      const order = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '5' });
      await assert.rejects(venue.submit(order, key.withKey), (error: Error) => {
        assert.ok(error instanceof VenueRejectedError);
        assert.equal(
          error.message,
          'DFlow /order answered 400: No route found for the requested swap (route_not_found)',
        );
        assert.equal(error.venueOrderId, null);
        return true;
      });
      assert.equal(key.opened(), 1);
      assert.equal(connection.sent.length, 0);
    });

    it('should turn a 5xx, a 429 or a time-out into VenueUnavailableError', async function () {
      const key = keyOf(bank.wallet({ usdc: usd(100) }));
      const order = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '5' });
      const replies: [Reply, RegExp][] = [
        [
          { status: 503, body: { code: 'amm_map_lagging', msg: 'AMM map is lagging' } },
          /answered 503: AMM map is lagging/,
        ],
        [{ status: 429, body: 'Too Many Requests' }, /answered 429/],
        [{ status: 200, body: {}, delayMs: 1500 }, /did not answer/],
        [{ status: 200, body: { inputMint: 'x' } }, /unreadable order/],
      ];
      for (const [reply, message] of replies) {
        standIn.orderReply = () => reply;
        await assert.rejects(venue.submit(order, key.withKey), (error: Error) => {
          assert.ok(error instanceof VenueUnavailableError, String(error));
          assert.match(error.message, message);
          return true;
        });
      }
      standIn.statusReply = () => ({ status: 500, body: { code: 'internal_server_error', msg: 'boom' } });
      await assert.rejects(venue.poll(order, RECORDED_STATUS_SIGNATURE, key.withKey), VenueUnavailableError);
      assert.equal(connection.sent.length, 0);
    });

    it('should report a transaction the node refuses as rejected, under its signature, with nothing moved', async function () {
      const wallet = bank.wallet({ usdc: usd(3) });
      const order = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '5' });
      await assert.rejects(venue.submit(order, keyOf(wallet).withKey), (error: Error) => {
        assert.ok(error instanceof VenueRejectedError);
        assert.match(error.message, /Solana refused the DFlow transaction: Transaction simulation failed/);
        assert.match(error.venueOrderId ?? '', SIGNATURE);
        return true;
      });
      assert.equal(await bank.balance(bank.usdc, wallet.publicKey), usd(3));
    });

    it('should map expired and failed orders, and wait on a signature DFlow does not know', async function () {
      const key = keyOf(Keypair.generate());
      const order = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '5' });
      const body = (status: string) => ({ status, inAmount: '0', outAmount: '0' });
      standIn.statusReply = () => ({ status: 200, body: body('expired') });
      assert.deepEqual(await venue.poll(order, RECORDED_STATUS_SIGNATURE, key.withKey), {
        status: 'EXPIRED',
        venueOrderId: RECORDED_STATUS_SIGNATURE,
        fills: [],
        reason: 'the transaction opening the order expired unconfirmed',
      });
      standIn.statusReply = () => ({ status: 200, body: body('failed') });
      assert.equal((await venue.poll(order, RECORDED_STATUS_SIGNATURE, key.withKey)).status, 'REJECTED');
      standIn.statusReply = () => ({ status: 200, body: body('pending') });
      assert.equal((await venue.poll(order, RECORDED_STATUS_SIGNATURE, key.withKey)).status, 'ACTIVE');
      standIn.statusReply = undefined; // the stand-in answers 404 not_found for signatures it never saw
      await assert.rejects(venue.poll(order, RECORDED_STATUS_SIGNATURE, key.withKey), VenueUnavailableError);
      assert.equal((await venue.poll(order, null, key.withKey)).status, 'REJECTED');
    });

    it('should refuse to cancel, and refuse orders a DFlow swap cannot express', async function () {
      const key = keyOf(bank.wallet({ usdc: usd(100) }));
      const buy = venueOrder({ side: 'BUY', tokenId: bank.yes.toBase58(), amount: '5' });
      await assert.rejects(venue.cancel(buy, RECORDED_STATUS_SIGNATURE, key.withKey), /cannot be cancelled/);
      const unexpressible: [Partial<VenueOrder>, RegExp][] = [
        [{ type: 'LIMIT', price: '0.5', shares: '10' }, /MARKET orders only, not LIMIT/],
        [{ units: 'SHARES', amount: null, shares: '10' }, /a BUY on DFlow is sized in USDC/],
        [{ amount: '1.0000001' }, /is not a whole number of base units \(6 decimals\)/],
        [
          { side: 'SELL', units: 'SHARES', amount: null, shares: '0.009' },
          /zero_out_amount: 0.009 tokens are less than one 0.01 step/,
        ],
        [
          { price: '0.5', amount: '0.004' },
          /zero_out_amount: 0.004 USDC buys less than 0.01 contract at the worst price 0.5/,
        ],
        [{ slippageBps: 200, predictionSlippageBps: 100 }, /prediction_slippage_bps_below_routing_slippage/],
        [{ side: 'SELL', units: 'USDC', amount: '5' }, /a SELL on DFlow is sized in SHARES/],
        [{ venue: 'venue_a' }, /DFlow trades venue_b/],
      ];
      for (const [fields, reason] of unexpressible)
        await assert.rejects(venue.submit({ ...buy, ...fields }, key.withKey), (error: Error) => {
          assert.ok(error instanceof VenueRejectedError);
          assert.match(error.message, reason);
          return true;
        });
      assert.equal(key.opened(), 0);
      assert.deepEqual(standIn.requests, []);
    });
  });
});
