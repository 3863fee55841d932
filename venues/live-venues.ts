// The venues the config trades live (TRADING_VENUE_A / _B = live), each behind the live venue port
// (core/live-venue.ts). Built at start-up (bin/roles.ts) and handed to the order service, which
// knows venues only through that port.
import { Connection } from '@solana/web3.js';
import type { Config } from '../core/config.ts';
import type { LiveVenue } from '../core/live-venue.ts';
import type { Venue } from '../core/market-data.ts';
import { DFLOW_PROGRAMS, DflowVenue } from './kalshi/live-venue.ts';
import { PolymarketVenue } from './polymarket/live-venue.ts';
import { polymarketSettlementContracts } from './polymarket/settlement-contracts.ts';

export function liveVenuesFromConfig(config: Config): Partial<Record<Venue, LiveVenue>> {
  const live: Partial<Record<Venue, LiveVenue>> = {};
  if (config.TRADING_VENUE_A === 'live') live.venue_a = new PolymarketVenue({ clobUrl: config.POLYMARKET_CLOB_URL, chainId: config.POLYGON_CHAIN_ID });
  if (config.TRADING_VENUE_B === 'live') {
    live.venue_b = new DflowVenue({
      tradeApiUrl: config.DFLOW_TRADE_API_URL,
      ...(config.DFLOW_API_KEY ? { apiKey: config.DFLOW_API_KEY } : {}),
      usdcMint: config.SOLANA_USDC_MINT,
      connection: new Connection(config.SOLANA_RPC_URL!, 'confirmed'),
    });
  }
  return live;
}

/**
 * The programs of the venue trading live through the platform's Solana wallets (DFlow's when
 * venue_b is live): a transfer into a wallet in a transaction calling one of them at top level is
 * DFlow settling an order — accounted by the order's report — not a deposit (chains/solana/deposits.ts).
 */
export function solanaSettlementPrograms(config: Config): readonly string[] {
  return config.TRADING_VENUE_B === 'live' ? DFLOW_PROGRAMS : [];
}

/**
 * The contracts through which the venue trading live through the platform's Polygon wallets settles
 * trades on chain (Polymarket's exchanges and fee modules when venue_a is live): a transfer into a
 * wallet in a transaction sent to one of them is the venue paying out a fill — accounted by the
 * order's report — not a deposit (chains/evm/evm-adapter.ts).
 */
export function polygonSettlementContracts(config: Config): readonly string[] {
  return config.TRADING_VENUE_A === 'live' ? polymarketSettlementContracts(config.POLYGON_CHAIN_ID) : [];
}
