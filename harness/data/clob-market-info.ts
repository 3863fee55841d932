// The CLOB market info (GET /clob-markets/{condition_id}, clob-client-v2 getClobMarketInfo) of the
// recorded Gamma BTC up/down market, which has `feesEnabled` but no `feeSchedule`. It was not
// recorded: it is hand-built in clob-client-v2's MarketDetails shape (the compiler holds it to the
// client's .d.ts) from the recorded market's tokens, tick, minimum size and neg risk, with made-up
// fee parameters: a zero rate by default, so that the many paper walks on this market keep their
// fee-free figures (tests of the fee itself pass their own `fd`). The stand-in venue serves it; the
// recorded catalog carries what the connector reads from it, as the live ingest would publish it.
import type { FeeDetails, MarketDetails } from '@polymarket/clob-client-v2';
import { adapterTestData, polymarketSample } from './venue-samples.ts';

export function btcMarketInfo(fd: FeeDetails = { r: 0, e: 1, to: true }): MarketDetails {
  const market = JSON.parse(polymarketSample(`${adapterTestData}/gamma_market.json`)) as Record<
    string,
    unknown
  >;
  const [up, down] = JSON.parse(market.clobTokenIds as string) as string[];
  return {
    c: market.conditionId as string,
    t: [
      { t: up!, o: 'Up' },
      { t: down!, o: 'Down' },
    ],
    mts: market.orderPriceMinTickSize as number,
    nr: market.negRisk as boolean,
    fd,
    r: null,
    ao: true,
    mos: market.orderMinSize as number,
  };
}
