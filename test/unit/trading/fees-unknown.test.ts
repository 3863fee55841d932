// Fees that cannot be computed fail closed: an order on a market that charges fees whose parameters
// are not known (a venue_a market Gamma and the CLOB state none of, a Kalshi fee type the service
// does not model) is refused with `fees_unknown`, paper and live alike, instead of being charged a
// guess; once the parameters are read, the same order is drafted. Recorded markets: the Gamma BTC
// up/down market (feesEnabled, no feeSchedule) and a recorded Kalshi market.
import assert from 'node:assert/strict';
import { AppError } from '../../../core/errors.ts';
import type { MarketMessage } from '../../../core/market-data.ts';
import { CatalogSnapshot } from '../../../engine/market-queries/catalog-snapshot.ts';
import type { TradableBook } from '../../../engine/trading/books.ts';
import { draftOrder } from '../../../engine/trading/order-request.ts';
import { btcMarketInfo } from '../../../harness/data/clob-market-info.ts';
import { adapterTestData, kalshiSample, polymarketSample } from '../../../harness/data/venue-samples.ts';
import { parseKalshiMarket } from '../../../venues/kalshi/markets.ts';
import { clobFeeSchedule } from '../../../venues/polymarket/fees.ts';
import { parseGammaMarket } from '../../../venues/polymarket/index.ts';
import { venueOrderRules } from '../../../bin/wiring/venues.ts';

function ok<T>(r: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}

const BOOK = { bids: [['0.49', '100']], asks: [['0.51', '100']], assumed: false, ts: 0 } as TradableBook;

/** What drafting a buy on the market's left token answers (venue_a: a resting limit buy of 10 at 0.5; venue_b: a swap of 10 USDC): its code, or 'drafted'. */
function draft(message: MarketMessage): string {
  const catalog = new CatalogSnapshot('1', [message]);
  const token = { token_id: message.market.left_token_id, side: 'BUY' as const };
  const order =
    message.venue === 'venue_a'
      ? { ...token, type: 'LIMIT' as const, price: '0.5', shares: '10' }
      : { ...token, type: 'MARKET' as const, amount: '10' };
  try {
    draftOrder(
      catalog,
      message.venue,
      order,
      BOOK,
      venueOrderRules[message.venue],
      new Date('2026-01-01T00:00:00Z'),
    );
    return 'drafted';
  } catch (err) {
    if (err instanceof AppError) return `${err.status} ${err.code}`;
    throw err;
  }
}

describe('orders on markets whose fees are not known', () => {
  it('should refuse a venue_a order while the fees Gamma leaves out are not read, and draft it once they are', () => {
    const btc = ok(parseGammaMarket(polymarketSample(`${adapterTestData}/gamma_market.json`)));
    assert.equal(btc.market.fees, true);
    assert.equal(btc.market.fee_schedule, null);
    assert.equal(draft(btc), '400 fees_unknown');
    btc.market.fee_schedule = clobFeeSchedule(
      btcMarketInfo({ r: 0.072, e: 1, to: true }),
      '2026-01-01T00:00:00.000Z',
    );
    assert.equal(draft(btc), 'drafted');
  });

  it("should refuse a venue_b order on a series whose fee_type is not modelled ('flat', or one Kalshi adds later)", () => {
    const [raw] = (JSON.parse(kalshiSample('kalshi_markets.json')) as Record<string, unknown>[]).filter(
      (m) => m.status === 'active',
    );
    const market = (feeType?: string) =>
      ok(
        parseKalshiMarket(
          { ...raw, ...(feeType ? { fee_type: feeType } : {}) },
          { receivedAt: Date.parse('2025-08-20T12:00:00Z') },
        ),
      );
    assert.equal(draft(market()), 'drafted');
    assert.equal(draft(market('quadratic_with_combo_maker_fees')), 'drafted');
    assert.equal(draft(market('flat')), '400 fees_unknown');
    assert.equal(draft(market('quartic')), '400 fees_unknown');
  });
});
