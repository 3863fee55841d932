// venue_a orders against Polymarket's own published clients, on random orders: @polymarket/clob-client
// 5.8.1 (the V1 exchange) and @polymarket/clob-client-v2 1.1.0 (V2 and V3). Limit-order amounts and
// EIP-712 signatures must be the clients' exactly; market-order amounts must keep the makers the
// clients sign while breaking none of the CLOB's precision rules the clients break on fine ticks.
import assert from 'node:assert/strict';
import { OrderBuilder as OrderBuilderV1, Side as SideV1 } from '@polymarket/clob-client';
import { OrderBuilder, Side, SignatureTypeV2 } from '@polymarket/clob-client-v2';
import fc from 'fast-check';
import { createWalletClient, custom } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { polygon } from 'viem/chains';
import { div, fromBaseUnits, mul } from '../../../core/decimal.ts';
import {
  clobRefusal,
  limitOrderAmounts,
  marketOrderAmounts,
  type TickSize,
} from '../../../venues/polymarket/order-amounts.ts';
import { createMarketOrderV2, signOrderV1, signOrderV2 } from '../../../venues/polymarket/order-signing.ts';
import {
  AMOY_CHAIN_ID,
  POLYGON_CHAIN_ID,
  exchangeAddress,
  type OrderSide,
} from '../../../venues/polymarket/order-types.ts';

// hardhat's first account: a well-known test key.
const PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const account = privateKeyToAccount(PRIVATE_KEY);
// The clients sign through a viem wallet client; a local account never reaches the transport.
const wallet = createWalletClient({
  account,
  chain: polygon,
  transport: custom({ request: () => Promise.reject(new Error('no RPC in this test')) }),
});
// The clients carry their own viem's types; the wallet client is the same object at run time.
const signerV2 = wallet as unknown as ConstructorParameters<typeof OrderBuilder>[0];
const signerV1 = wallet as unknown as ConstructorParameters<typeof OrderBuilderV1>[0];
type V1Tick = '0.1' | '0.01' | '0.001' | '0.0001';
const DEPOSIT_WALLET = '0x1111111111111111111111111111111111111111';
const TOKEN = '71321045679252212594626385532706912750332728571942532289631379312455583992563';

const TICKS: readonly TickSize[] = ['0.1', '0.01', '0.005', '0.0025', '0.001', '0.0001'];
// The V1 client predates the 0.005 and 0.0025 ticks.
const V1_TICKS: readonly TickSize[] = ['0.1', '0.01', '0.001', '0.0001'];

const limitOrder = (ticks: readonly TickSize[]) =>
  fc.record({
    side: fc.constantFrom<OrderSide>('BUY', 'SELL'),
    tick: fc.constantFrom(...ticks),
    step: fc.nat(),
    // 1 to 100,000 shares with up to 4 decimals (the clients cut to 2).
    sizeUnits: fc.integer({ min: 10_000, max: 1_000_000_000 }),
    negRisk: fc.boolean(),
  });

function onGrid(tick: TickSize, step: number): string {
  const steps = Number(div('1', tick, 0, 'down'));
  return mul(String(1 + (step % (steps - 1))), tick);
}

describe('venue_a orders against the official Polymarket clients', function () {
  this.timeout(120_000);

  it('should compute the limit amounts and signatures of clob-client-v2 (V2) on 300 random orders', async () => {
    const official = new OrderBuilder(signerV2, POLYGON_CHAIN_ID);
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(limitOrder(TICKS), async ({ side, tick, step, sizeUnits, negRisk }) => {
        const price = onGrid(tick, step);
        const size = fromBaseUnits(BigInt(sizeUnits), 4);
        const theirs = await official.buildOrder(
          {
            tokenID: TOKEN,
            price: Number(price),
            size: Number(size),
            side: side === 'BUY' ? Side.BUY : Side.SELL,
          },
          { tickSize: tick, negRisk },
          2,
        );
        const ours = limitOrderAmounts(side, size, price, tick);
        assert.deepEqual(
          [ours.makerAmount.toString(), ours.takerAmount.toString()],
          [theirs.makerAmount, theirs.takerAmount],
        );
        const signed = await signOrderV2(
          PRIVATE_KEY,
          { ...theirs, makerAmount: ours.makerAmount, takerAmount: ours.takerAmount, side },
          { chainId: POLYGON_CHAIN_ID, verifyingContract: exchangeAddress(2, POLYGON_CHAIN_ID, negRisk) },
        );
        assert.equal(signed.signature, theirs.signature);
        compared++;
      }),
      { numRuns: 300 },
    );
    assert.equal(compared, 300);
  });

  it('should compute the limit amounts and signatures of clob-client (V1) on 200 random orders', async () => {
    const official = new OrderBuilderV1(signerV1, AMOY_CHAIN_ID);
    await fc.assert(
      fc.asyncProperty(
        limitOrder(V1_TICKS),
        fc.constantFrom(0, 100, 1000),
        async ({ side, tick, step, sizeUnits, negRisk }, feeRateBps) => {
          const price = onGrid(tick, step);
          const size = fromBaseUnits(BigInt(sizeUnits), 4);
          const theirs = await official.buildOrder(
            {
              tokenID: TOKEN,
              price: Number(price),
              size: Number(size),
              side: side === 'BUY' ? SideV1.BUY : SideV1.SELL,
              feeRateBps,
            },
            { tickSize: tick as V1Tick, negRisk },
          );
          const ours = limitOrderAmounts(side, size, price, tick);
          assert.deepEqual(
            [ours.makerAmount.toString(), ours.takerAmount.toString()],
            [theirs.makerAmount, theirs.takerAmount],
          );
          const signed = await signOrderV1(
            PRIVATE_KEY,
            { ...theirs, makerAmount: ours.makerAmount, takerAmount: ours.takerAmount, side },
            { chainId: AMOY_CHAIN_ID, verifyingContract: exchangeAddress(1, AMOY_CHAIN_ID, negRisk) },
          );
          assert.equal(signed.signature, theirs.signature);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('should sign V3 orders (domain "3", the V3 exchange) as clob-client-v2 does, EOA and POLY_1271', async () => {
    for (const [chainId, signatureType, funder] of [
      [POLYGON_CHAIN_ID, SignatureTypeV2.EOA, undefined],
      [AMOY_CHAIN_ID, SignatureTypeV2.EOA, undefined],
      [POLYGON_CHAIN_ID, SignatureTypeV2.POLY_1271, DEPOSIT_WALLET],
    ] as const) {
      const official = new OrderBuilder(signerV2, chainId, signatureType, funder);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<OrderSide>('BUY', 'SELL'),
          fc.constantFrom(...TICKS),
          fc.nat(),
          fc.integer({ min: 100, max: 10_000_000 }),
          async (side, tick, step, cents) => {
            const ours = marketOrderAmounts(side, fromBaseUnits(BigInt(cents), 2), onGrid(tick, step), tick);
            const theirs = await official.buildExchangeV3OrderFromAmounts({
              tokenID: TOKEN,
              makerAmount: ours.makerAmount.toString(),
              takerAmount: ours.takerAmount.toString(),
              side: side === 'BUY' ? Side.BUY : Side.SELL,
            });
            const signed = await signOrderV2(
              PRIVATE_KEY,
              { ...theirs, side, signatureType },
              { chainId, verifyingContract: exchangeAddress(3, chainId, false) },
              3,
            );
            assert.equal(signed.signature, theirs.signature);
            assert.equal(signed.maker, theirs.maker);
          },
        ),
        { numRuns: 40 },
      );
    }
    // createMarketOrderV2 with exchangeVersion 3 picks the V3 exchange even for a neg-risk market.
    const v3 = await createMarketOrderV2(
      PRIVATE_KEY,
      { tokenId: TOKEN, side: 'BUY', price: '0.5', amount: '10' },
      { chainId: POLYGON_CHAIN_ID, tickSize: '0.01', negRisk: true, exchangeVersion: 3 },
    );
    const expected = await signOrderV2(
      PRIVATE_KEY,
      { ...v3 },
      { chainId: POLYGON_CHAIN_ID, verifyingContract: '0xe3333700cA9d93003F00f0F71f8515005F6c00Aa' },
      3,
    );
    assert.equal(v3.signature, expected.signature);
  });

  it('should keep the clients’ market makers and break no precision rule where they break the 4-decimal taker rule', async () => {
    const official = new OrderBuilder(signerV2, POLYGON_CHAIN_ID);
    const refused = { ours: 0, theirs: 0 };
    let orders = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<OrderSide>('BUY', 'SELL'),
        fc.constantFrom(...TICKS),
        fc.nat(),
        fc.integer({ min: 100, max: 1_000_000 }),
        async (side, tick, step, cents) => {
          const price = onGrid(tick, step);
          const amount = fromBaseUnits(BigInt(cents), 2);
          const theirs = await official.buildMarketOrder(
            {
              tokenID: TOKEN,
              price: Number(price),
              amount: Number(amount),
              side: side === 'BUY' ? Side.BUY : Side.SELL,
            },
            { tickSize: tick, negRisk: false },
            2,
          );
          const ours = marketOrderAmounts(side, amount, price, tick);
          assert.equal(ours.makerAmount.toString(), theirs.makerAmount, `${side} ${amount} @ ${price}`);
          const rule = (makerAmount: bigint, takerAmount: bigint) =>
            clobRefusal({ kind: 'market', side, makerAmount, takerAmount, tickSize: tick });
          if (rule(ours.makerAmount, ours.takerAmount) !== null) refused.ours++;
          if (rule(BigInt(theirs.makerAmount), BigInt(theirs.takerAmount)) !== null) refused.theirs++;
          orders++;
        },
      ),
      { numRuns: 300 },
    );
    assert.equal(refused.ours, 0, `ours refused ${refused.ours} of ${orders}`);
    // The official client's fine-tick takers (5–6 decimals) are refused: py-clob-client-v2 #99.
    assert.ok(refused.theirs > 0, `the client's own orders refused: ${refused.theirs} of ${orders}`);
  });
});
