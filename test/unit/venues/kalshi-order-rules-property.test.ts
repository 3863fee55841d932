// Every venue_b order the service would send live, over random side × size × best price × tick ×
// slippage (12,000 per run, seeded): drafted as the order service drafts it (worst price from the
// best price and the prediction slippage, on the tick), judged by venue_b's rules, and — when they
// take it — turned into DFlow's GET /order exactly as DflowVenue builds it, then judged by the DFlow
// stand-in's own statement of DFlow's rules (test/support/dflow-venue.ts) at the worst price. Every
// rule must count 0 violations; and what the rules refuse as filling nothing, DFlow refuses too.
import assert from 'node:assert/strict';
import type { VenueOrder } from '../../../core/live-venue.ts';
import { compare, fromBaseUnits, mul, toBaseUnits } from '../../../core/decimal.ts';
import { worstPrice } from '../../../engine/trading/order-rules.ts';
import { seeded } from '../../../harness/data/book-changes.ts';
import { dflowOrderQuery } from '../../../venues/kalshi/dflow-trading.ts';
import { dflowOrderRequest, swapOf } from '../../../venues/kalshi/live-venue.ts';
import { kalshiOrderRules } from '../../../venues/kalshi/order-rules.ts';
import { CONTRACT_STEP_UNITS, dflowFill, dflowRefusal } from '../../support/dflow-venue.ts';

const RUNS = 12_000;
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const TOKEN = 'GNr3UXmnwokHCBwpe2QWC9qr3M8v3mTjoAUQj6TVTbyP';
const WALLET = 'JDJxu7NWnJHckdDPcbuxzokGUQg82RGaJNWpVBrzv8dM';
const TICKS = ['0.01', '0.001'] as const;

describe('venue_b orders against DFlow and Kalshi rules (property)', () => {
  it(`should send DFlow nothing it refuses over ${RUNS.toLocaleString('en')} random orders`, function () {
    this.timeout(120_000);
    const random = seeded(33);
    const int = (n: number) => Math.floor(random() * n);
    const v: Record<string, number> = {};
    const count = (rule: string, broken: boolean) => (v[rule] = (v[rule] ?? 0) + (broken ? 1 : 0));
    let accepted = 0;
    for (let i = 0; i < RUNS; i++) {
      const side = random() < 0.5 ? 'BUY' : 'SELL';
      const tick = TICKS[int(TICKS.length)]!;
      const steps = Number(1 / Number(tick));
      const best = mul(String(1 + int(steps - 1)), tick);
      const prediction = int(1_000);
      const swapBps = random() < 0.3 ? null : int(1_200);
      // Sizes from one base unit to 10,000, mostly small: as many tiny sizes as large ones.
      const units = BigInt(Math.floor(10 ** (random() * 10)));
      const size = fromBaseUnits(units, 6);
      const price = worstPrice(best, side, prediction, tick);
      const order: VenueOrder = {
        orderId: `0x${'ab'.repeat(32)}`,
        venue: 'venue_b',
        walletId: 'w',
        tokenId: TOKEN,
        side,
        type: 'MARKET',
        price,
        shares: side === 'SELL' ? size : null,
        amount: side === 'BUY' ? size : null,
        units: side === 'BUY' ? 'USDC' : 'SHARES',
        expiresAt: null,
        slippageBps: swapBps,
        predictionSlippageBps: prediction,
        market: { tickSize: tick, negRisk: false },
        unconfirmedVenueOrderId: null,
      };
      const refusal = kalshiOrderRules.refusal({ ...order, price, tickSize: tick, minOrderSize: null });
      // DFlow fills at no worse than the worst price (the quote check refuses anything worse).
      const atWorst = { buy: toBaseUnits(price, 6)!, sell: toBaseUnits(price, 6)! };
      if (refusal !== null) {
        // A refusal for filling nothing is DFlow's refusal too (zero_out_amount at the worst price).
        if (refusal.startsWith('zero_out_amount')) {
          const amount = toBaseUnits(size, 6)!;
          count(
            'refused as filling nothing: DFlow fills nothing either',
            dflowFill(amount, side === 'BUY', atWorst).out !== 0n,
          );
        } else if (!refusal.startsWith('prediction_slippage_bps_below_routing_slippage')) {
          count(`only expected refusals (${refusal.split(':')[0]})`, true);
        }
        continue;
      }
      accepted++;
      const swap = swapOf(order, USDC);
      const query = new URLSearchParams(dflowOrderQuery(dflowOrderRequest(order, swap, WALLET)));
      count(
        'DFlow takes the request (stand-in rules at the worst price)',
        dflowRefusal(query, USDC, atWorst) !== null,
      );
      const fill = dflowFill(swap.amount, side === 'BUY', atWorst);
      count('the amount is the order size in base units', swap.amount !== toBaseUnits(size, 6));
      count(
        'it fills at least one 0.01-contract step',
        (side === 'BUY' ? fill.out : fill.in) < CONTRACT_STEP_UNITS,
      );
      count('it never spends more than asked', fill.in > swap.amount);
      count(
        'the worst price is on the tick inside [tick, 1 − tick]',
        compare(price, tick) < 0 || compare(price, mul(String(steps - 1), tick)) > 0,
      );
      count('slippage: prediction ≥ swap when both are set', swapBps !== null && prediction < swapBps);
    }
    const rules = Object.keys(v);
    assert.ok(rules.length >= 7, `every rule was checked: ${rules.join(', ')}`);
    assert.ok(accepted > RUNS / 3 && accepted < RUNS, `both kinds drawn: ${accepted} accepted`);
    assert.deepEqual(v, Object.fromEntries(rules.map((r) => [r, 0])));
  });

  it('should count as violations what the stand-in refuses', () => {
    // The oracle is not blind: 0.004 USDC at 0.5 buys nothing; prediction below swap slippage.
    const query = (changes: Record<string, string>) =>
      new URLSearchParams({
        userPublicKey: WALLET,
        inputMint: USDC,
        outputMint: TOKEN,
        amount: '4000',
        slippageBps: '50',
        predictionMarketSlippageBps: '100',
        ...changes,
      });
    const half = { buy: 500_000n, sell: 500_000n };
    assert.equal(dflowRefusal(query({}), USDC, half)?.code, 'zero_out_amount');
    assert.equal(
      dflowRefusal(query({ amount: '5000', predictionMarketSlippageBps: '10' }), USDC, half)?.code,
      'prediction_slippage_bps_below_routing_slippage',
    );
    assert.equal(dflowRefusal(query({ amount: '5000' }), USDC, half), null);
  });
});
