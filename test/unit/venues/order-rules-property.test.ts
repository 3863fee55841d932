// Every venue_a order the service would sign, over random side × amount × price × tick size × kind
// (12,000 per run), checked against the CLOB's rules with core/decimal arithmetic (a path apart
// from order-amounts.ts's bigint code): precision of maker and taker per kind, the cap of a market
// order, the tick of a limit price, the minimum sizes. Every rule must count 0 violations.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { compare, div, fractionDigits, fromBaseUnits, mul, round, sub } from '../../../core/decimal.ts';
import {
  DEFAULT_MIN_ORDER_SIZE,
  ROUNDING_CONFIG,
  clobRefusal,
  limitOrderAmounts,
  marketOrderAmounts,
  type TickSize,
} from '../../../venues/polymarket/order-amounts.ts';
import type { OrderSide } from '../../../venues/polymarket/order-types.ts';

const TICKS: readonly TickSize[] = ['0.1', '0.01', '0.005', '0.0025', '0.001', '0.0001'];
const RUNS = 12_000;

const usdc = (units: bigint) => fromBaseUnits(units, 6);

/** A price on the tick grid inside [tick, 1 − tick], or (market caps) any 4-decimal price in it. */
function priceOf(tick: TickSize, ticks: number, offGrid: number | null): string {
  const steps = Number(div('1', tick, 0, 'down'));
  const onGrid = mul(String(1 + (ticks % (steps - 1))), tick);
  if (offGrid === null) return onGrid;
  const low = Number(div(tick, '0.0001', 0, 'down'));
  const high = 10_000 - low;
  return fromBaseUnits(BigInt(low + (offGrid % (high - low + 1))), 4);
}

const order = fc.record({
  kind: fc.constantFrom('limit' as const, 'market' as const),
  side: fc.constantFrom<OrderSide>('BUY', 'SELL'),
  tick: fc.constantFrom(...TICKS),
  ticks: fc.nat(),
  offGrid: fc.option(fc.nat(), { freq: 3 }),
  // 0.01 to 100,000 in 6-decimal base units; mostly small, as most orders are.
  amountUnits: fc.oneof(fc.bigInt(10_000n, 20_000_000n), fc.bigInt(10_000n, 100_000_000_000n)),
});

type Violations = Record<string, number>;

function checkMarket(side: OrderSide, amount: string, price: string, tick: TickSize, v: Violations): void {
  const { makerAmount, takerAmount } = marketOrderAmounts(side, amount, price, tick);
  const maker = usdc(makerAmount);
  const taker = usdc(takerAmount);
  const count = (rule: string, broken: boolean) => (v[rule] = (v[rule] ?? 0) + (broken ? 1 : 0));
  count('market maker ≤ 2 decimals', fractionDigits(maker) > 2);
  count('market taker ≤ 4 decimals', fractionDigits(taker) > 4);
  // The cap on the tick in the caller's favour, within one tick of what was asked.
  const cap = mul(div(price, tick, 0, side === 'BUY' ? 'down' : 'up'), tick);
  count(
    'cap within one tick, favourable',
    side === 'BUY'
      ? compare(cap, price) > 0 || compare(sub(price, cap), tick) >= 0
      : compare(cap, price) < 0 || compare(sub(cap, price), tick) >= 0,
  );
  if (side === 'BUY') {
    // maker/taker ≤ cap, and one 0.0001 share less would break it (no more price given away).
    count('BUY implied price ≤ cap', compare(maker, mul(taker, cap)) > 0);
    count('BUY taker the least that keeps the cap', compare(maker, mul(sub(taker, '0.0001'), cap)) <= 0);
  } else {
    count('SELL implied price ≥ cap', compare(taker, mul(maker, cap)) < 0);
    count('SELL taker the least that keeps the cap', compare(sub(taker, '0.0001'), mul(maker, cap)) >= 0);
  }
  // Never more than asked, and less only by what the 2 decimals cut.
  count('maker = amount cut to 2 decimals', maker !== round(amount, 2, 'down'));
  const refusal = clobRefusal({ kind: 'market', side, makerAmount, takerAmount, tickSize: tick });
  const belowMinimum = side === 'BUY' && compare(maker, '1') < 0;
  count(
    'the CLOB accepts it (or refuses a BUY under $1 for that)',
    belowMinimum
      ? refusal !== `invalid amount for a marketable BUY order ($${maker}), min size: $1`
      : refusal !== null,
  );
}

function checkLimit(side: OrderSide, size: string, price: string, tick: TickSize, v: Violations): void {
  const count = (rule: string, broken: boolean) => (v[rule] = (v[rule] ?? 0) + (broken ? 1 : 0));
  const { makerAmount, takerAmount } = limitOrderAmounts(side, size, price, tick);
  const [paid, got] = [usdc(makerAmount), usdc(takerAmount)];
  const [money, shares] = side === 'BUY' ? [paid, got] : [got, paid];
  count('limit shares = size cut to 2 decimals', shares !== round(size, 2, 'down'));
  count('limit USDC = shares × price exactly', money !== mul(shares, price));
  count('limit USDC ≤ price digits + 2 decimals', fractionDigits(money) > ROUNDING_CONFIG[tick].amount);
  const refusal = clobRefusal({
    kind: 'limit',
    side,
    makerAmount,
    takerAmount,
    tickSize: tick,
    orderHash: '0x01',
  });
  const belowMinimum = compare(shares, DEFAULT_MIN_ORDER_SIZE) < 0;
  count(
    'the CLOB accepts it (or refuses it under the minimum size for that)',
    belowMinimum
      ? refusal !== `order 0x01 is invalid. Size (${shares}) lower than the minimum: 5`
      : refusal !== null,
  );
}

describe('venue_a order amounts against the CLOB rules (property)', () => {
  it(`should break no rule over ${RUNS.toLocaleString('en')} random orders`, function () {
    this.timeout(120_000);
    const violations: Violations = {};
    let market = 0;
    fc.assert(
      fc.property(order, ({ kind, side, tick, ticks, offGrid, amountUnits }) => {
        const amount = usdc(amountUnits);
        if (kind === 'market') {
          market++;
          checkMarket(side, amount, priceOf(tick, ticks, offGrid), tick, violations);
        } else {
          const size = round(amount, 2, 'down') === '0' ? '0.01' : amount;
          checkLimit(side, size, priceOf(tick, ticks, null), tick, violations);
        }
      }),
      { numRuns: RUNS },
    );
    const rules = Object.keys(violations);
    assert.ok(rules.length >= 12, `every rule was checked: ${rules.join(', ')}`);
    assert.ok(market > RUNS / 4 && market < (RUNS * 3) / 4, `both kinds drawn: ${market} market orders`);
    assert.deepEqual(
      Object.fromEntries(rules.map((r) => [r, violations[r]])),
      Object.fromEntries(rules.map((r) => [r, 0])),
    );
  });

  it('should count as violations what the old whole-lots amounts produced', () => {
    // The checker is not blind: issue 33's example, 30.67 USDC at 0.5979, was signed 30.666291 /
    // 51.29 by the old lots (maker/taker exactly 0.5979); the CLOB refuses its 6-decimal maker.
    assert.match(
      clobRefusal({
        kind: 'market',
        side: 'BUY',
        makerAmount: 30_666_291n,
        takerAmount: 51_290_000n,
        tickSize: '0.0001',
      }) ?? '',
      /market buy orders maker amount supports a max accuracy of 2 decimals, taker amount a max of 4 decimals/,
    );
    // py-clob-client-v2 #99: 9.98 at 0.985 on tick 0.001 signed with a 5-decimal taker 10.13197.
    assert.notEqual(
      clobRefusal({
        kind: 'market',
        side: 'BUY',
        makerAmount: 9_980_000n,
        takerAmount: 10_131_970n,
        tickSize: '0.001',
      }),
      null,
    );
    // A limit price off the tick: 10 USDC for 10.2 shares at tick 0.001 is 0.98039…
    assert.equal(
      clobRefusal({
        kind: 'limit',
        side: 'BUY',
        makerAmount: 10_000_000n,
        takerAmount: 10_200_000n,
        tickSize: '0.001',
      }),
      'Price (0.9803921568627451) breaks minimum tick size rule: 0.001',
    );
  });
});
