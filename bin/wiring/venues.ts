// The venues as start-up hands them to the order service, which knows a venue only by its ports in
// core/: each venue's fee rules (core/fees.ts: paper fills are charged what the venue would charge
// the same fill) and order rules (core/venue-order-rules.ts: paper orders are refused where the
// venue would refuse them), and the venues the config trades live (TRADING_VENUE_A / _B = live),
// each behind the live venue port (core/live-venue.ts).
import { Connection } from '@solana/web3.js';
import type { Config } from '../../core/config.ts';
import type { VenueFees } from '../../core/fees.ts';
import type { LiveVenue } from '../../core/live-venue.ts';
import type { Venue } from '../../core/market-data.ts';
import type { VenueOrderRules } from '../../core/venue-order-rules.ts';
import { kalshiVenueFees } from '../../venues/kalshi/fees.ts';
import { DFLOW_PROGRAMS, DflowVenue } from '../../venues/kalshi/live-venue.ts';
import { kalshiOrderRules } from '../../venues/kalshi/order-rules.ts';
import { polymarketVenueFees } from '../../venues/polymarket/fees.ts';
import { PolymarketVenue } from '../../venues/polymarket/live-venue.ts';
import { polymarketOrderRules } from '../../venues/polymarket/order-rules.ts';
import { polymarketSettlementContracts } from '../../venues/polymarket/settlement-contracts.ts';

export const venueFees: Readonly<Record<Venue, VenueFees>> = {
  venue_a: polymarketVenueFees,
  venue_b: kalshiVenueFees,
};

export const venueOrderRules: Readonly<Record<Venue, VenueOrderRules>> = {
  venue_a: polymarketOrderRules,
  venue_b: kalshiOrderRules,
};

export function liveVenuesFromConfig(config: Config): Partial<Record<Venue, LiveVenue>> {
  const live: Partial<Record<Venue, LiveVenue>> = {};
  if (config.TRADING_VENUE_A === 'live')
    live.venue_a = new PolymarketVenue({
      clobUrl: config.POLYMARKET_CLOB_URL,
      chainId: config.POLYGON_CHAIN_ID,
    });
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
