// Which contracts the deposit watch takes for Polymarket's on-chain settlement of trades, and when
// the wiring hands them to the POL chain adapter.
import assert from 'node:assert/strict';
import { getAddress } from 'viem';
import { loadConfig } from '../../../core/config.ts';
import { polygonSettlementContracts } from '../../../bin/wiring/venues.ts';
import {
  AMOY_CHAIN_ID,
  EXCHANGE_ADDRESSES,
  POLYGON_CHAIN_ID,
} from '../../../venues/polymarket/order-types.ts';
import { polymarketSettlementContracts } from '../../../venues/polymarket/settlement-contracts.ts';

const FEE_MODULE = '0xE3f18aCc55091e2c48d883fc8C8413319d4Ab7b0';
const NEG_RISK_FEE_MODULE = '0xB768891e3130F6dF18214Ac804d4DB76c2C37730';

describe('Polymarket settlement contracts', () => {
  for (const chainId of [POLYGON_CHAIN_ID, AMOY_CHAIN_ID]) {
    it(`should list every exchange of chain ${chainId}, neg-risk ones included, and the fee modules, once each`, () => {
      const contracts = polymarketSettlementContracts(chainId);
      const exchanges = Object.values(EXCHANGE_ADDRESSES[chainId]!).flatMap((a) => [
        a.exchange,
        a.negRiskExchange,
      ]);
      assert.deepEqual(
        [...contracts].sort(),
        [...new Set([...exchanges, FEE_MODULE, NEG_RISK_FEE_MODULE].map((a) => getAddress(a)))].sort(),
      );
      assert.equal(new Set(contracts.map((a) => a.toLowerCase())).size, contracts.length);
    });
  }

  it('should include the V2 exchanges the live venue signs for on Polygon', () => {
    const contracts = polymarketSettlementContracts(POLYGON_CHAIN_ID);
    assert.ok(contracts.includes('0xE111180000d2663C0091e4f400237545B87B996B'));
    assert.ok(contracts.includes('0xe2222d279d744050d28e00520010520000310F59'));
  });

  it('should list none on a chain Polymarket is not on', () => {
    assert.deepEqual(polymarketSettlementContracts(31337), []);
  });

  it('should hand them to the POL deposit watch only when venue_a trades live', () => {
    const base = { POLYGON_RPC_URL: 'http://127.0.0.1:8545', POLYGON_CHAIN_ID: String(POLYGON_CHAIN_ID) };
    assert.deepEqual(
      polygonSettlementContracts(loadConfig({ ...base, TRADING_VENUE_A: 'live' })),
      polymarketSettlementContracts(POLYGON_CHAIN_ID),
    );
    assert.deepEqual(polygonSettlementContracts(loadConfig({ ...base, TRADING_VENUE_A: 'paper' })), []);
  });
});
