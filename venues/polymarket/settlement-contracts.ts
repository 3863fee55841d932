// The contracts through which Polymarket settles matched orders on chain. The operator sends each
// match to an exchange (CTF Exchange V1/V2/V3 or its neg-risk twin), or for V1 to a fee module
// that calls the exchange and then refunds overcharged fees. The exchange pays a SELL's proceeds
// (and the taker's leftover) to the order's maker from its own balance, or, for fillOrder, from the
// operator's: an incoming collateral Transfer in such a transaction is a fill the order's report
// already accounts for, never a deposit. Sources: Polymarket/ctf-exchange src/exchange/mixins/
// Trading.sol (_matchOrders, _fillFacingExchange, _fillOrder), Polymarket/exchange-fee-module
// (FeeModule proxies matchOrders and refunds), Polymarket's Go order utils config (fee modules).
import { getAddress } from 'viem';
import { EXCHANGE_ADDRESSES, type Address } from './order-types.ts';

/** FeeModule (CTF Exchange V1) and NegRiskFeeModule (Neg Risk CTF Exchange V1), the same on Polygon and Amoy. */
const FEE_MODULES: readonly Address[] = [
  '0xE3f18aCc55091e2c48d883fc8C8413319d4Ab7b0',
  '0xB768891e3130F6dF18214Ac804d4DB76c2C37730',
];

/** Every exchange (all versions, neg-risk included) and fee module of Polygon or Amoy; none on other chains. */
export function polymarketSettlementContracts(chainId: number): Address[] {
  const byVersion = EXCHANGE_ADDRESSES[chainId];
  if (!byVersion) return [];
  const exchanges = Object.values(byVersion).flatMap((a) => [a.exchange, a.negRiskExchange]);
  return [...new Set([...exchanges, ...FEE_MODULES].map((address) => getAddress(address)))];
}
