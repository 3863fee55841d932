// venue_a's order rules as the order service applies them to paper and live orders alike: what the
// live adapter would sign for an order must pass every check the CLOB makes, in the CLOB's words.
import assert from 'node:assert/strict';
import type { RuledOrder } from '../../../core/venue-order-rules.ts';
import { polymarketOrderRules } from '../../../venues/polymarket/order-rules.ts';

describe('venue_a order rules', () => {
  const order = (o: Partial<RuledOrder>): RuledOrder => ({
    side: 'BUY',
    type: 'MARKET',
    units: 'USDC',
    price: '0.5',
    shares: null,
    amount: '10',
    tickSize: '0.01',
    minOrderSize: '5',
    ...o,
  });
  const refusal = (o: Partial<RuledOrder>) => polymarketOrderRules.refusal(order(o));

  it('should take what the adapter signs, also on fine ticks', () => {
    assert.equal(refusal({}), null);
    assert.equal(refusal({ price: '0.5979', amount: '30.67', tickSize: '0.0001' }), null);
    assert.equal(refusal({ type: 'LIMIT', units: 'SHARES', shares: '10', amount: null }), null);
    assert.equal(refusal({ side: 'SELL', units: 'SHARES', shares: '0.5', amount: null }), null);
  });

  it('should refuse a marketable BUY under $1, in USDC or in shares at the worst price', () => {
    assert.match(
      refusal({ amount: '0.99' }) ?? '',
      /^invalid amount for a marketable BUY order \(\$0\.99\), min size: \$1/,
    );
    assert.match(
      refusal({ units: 'SHARES', shares: '1', amount: null }) ?? '',
      /marketable BUY order \(\$0\.5\)/,
    );
  });

  it("should refuse a size the CLOB's 2 decimals of shares cut to nothing", () => {
    assert.match(
      refusal({ type: 'LIMIT', units: 'SHARES', shares: '0.001', amount: null }) ?? '',
      /rounds to zero/,
    );
  });

  it("should refuse a limit order under the market's minimum size, the CLOB's default 5 where it names none", () => {
    const under = (size: string, min: string) =>
      `order is invalid. Size (${size}) lower than the minimum: ${min}`;
    assert.equal(
      refusal({ type: 'LIMIT', units: 'SHARES', shares: '4.99', amount: null }),
      under('4.99', '5'),
    );
    assert.equal(
      refusal({ type: 'LIMIT', units: 'SHARES', shares: '14', amount: null, minOrderSize: '15' }),
      under('14', '15'),
    );
    assert.equal(
      refusal({ type: 'LIMIT', units: 'SHARES', shares: '1', amount: null, minOrderSize: null }),
      under('1', '5'),
    );
    assert.equal(
      refusal({ type: 'LIMIT', units: 'SHARES', shares: '1', amount: null, minOrderSize: '1' }),
      null,
    );
    // A market order is not a resting one: the $1 of a marketable BUY is its minimum.
    assert.equal(refusal({ side: 'SELL', units: 'SHARES', shares: '1', amount: null }), null);
  });

  it("should leave the service's own STOPLOSS and a tick without published rounding rules alone", () => {
    assert.equal(
      refusal({ type: 'STOPLOSS', side: 'SELL', units: 'SHARES', shares: '0.001', amount: null }),
      null,
    );
    assert.equal(refusal({ amount: '0.5', tickSize: '0.05' }), null);
  });
});
