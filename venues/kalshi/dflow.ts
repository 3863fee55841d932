// DFlow tokenizes Kalshi markets on Solana: each market has a YES and a NO SPL outcome mint and a
// market ledger, per settlement mint. The Metadata API's market object (GET /api/v1/market/{ticker},
// /market/by-mint/{mint}, /markets, /markets/batch, events with nested markets) carries them as
//   accounts: { "<settlement mint>": { yesMint, noMint, marketLedger, isInitialized, redemptionStatus } }
// next to the Kalshi fields in camelCase (ticker, eventTicker, status, result, yesBid…).
//
// Token ids of venue_b are the outcome mints when known; before DFlow has them (or before we have
// asked), they are the stable stand-ins `<ticker>:yes` and `<ticker>:no`.
import {
  asArray,
  asRecord,
  bool,
  decodeJson,
  fail,
  isRecord,
  parseBoundary,
  requiredId,
  text,
  type BatchResult,
  type ParseResult,
} from '../../core/market-data.ts';
import { USDC_SOLANA_MINT } from './endpoints.ts';

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export interface OutcomeMints {
  ticker: string;
  settlement_mint: string;
  yes_mint: string;
  no_mint: string;
  market_ledger: string | null;
  /** Whether the market is tokenized on chain yet (DFlow tokenizes on first trade otherwise). */
  is_initialized: boolean;
  redemption_status: string | null;
}

export interface KalshiTokenIds {
  yes: string;
  no: string;
  source: 'dflow_mint' | 'derived';
  settlement_mint: string | null;
}

/** The documented stand-in token ids of a market whose mints are not known. */
export function derivedTokenIds(ticker: string): KalshiTokenIds {
  return { yes: `${ticker}:yes`, no: `${ticker}:no`, source: 'derived', settlement_mint: null };
}

export function tokenIdsFor(ticker: string, mints?: OutcomeMints | null): KalshiTokenIds {
  if (!mints || mints.ticker !== ticker) return derivedTokenIds(ticker);
  return {
    yes: mints.yes_mint,
    no: mints.no_mint,
    source: 'dflow_mint',
    settlement_mint: mints.settlement_mint,
  };
}

function address(obj: Record<string, unknown>, key: string, what: string): string {
  const value = requiredId(obj, key, what);
  if (!BASE58_ADDRESS.test(value)) fail(`${what} is not a Solana address: ${JSON.stringify(value)}`);
  return value;
}

function mintsOf(market: Record<string, unknown>, settlementMint: string): OutcomeMints {
  const ticker = requiredId(market, 'ticker');
  const accounts = asRecord(market.accounts, `market ${ticker} accounts`);
  const forMint = accounts[settlementMint];
  if (!isRecord(forMint)) fail(`market ${ticker} has no accounts for settlement mint ${settlementMint}`);
  const ledger = text(forMint, 'marketLedger');
  return {
    ticker,
    settlement_mint: settlementMint,
    yes_mint: address(forMint, 'yesMint', `${ticker} yesMint`),
    no_mint: address(forMint, 'noMint', `${ticker} noMint`),
    market_ledger: ledger || null,
    is_initialized: bool(forMint, 'isInitialized'),
    redemption_status: text(forMint, 'redemptionStatus') || null,
  };
}

/** One DFlow market object → its outcome mints for the settlement mint (USDC unless told). */
export function parseDflowMarketMints(
  raw: unknown,
  settlementMint: string = USDC_SOLANA_MINT,
): ParseResult<OutcomeMints> {
  return parseBoundary(raw, () => mintsOf(asRecord(decodeJson(raw), 'DFlow market'), settlementMint));
}

/**
 * A DFlow list ({markets: [...]}, a bare array, or {events: [{markets}]}) → mints by ticker. Markets
 * without accounts for the settlement mint are rejected one by one.
 */
export function parseDflowMints(
  raw: unknown,
  settlementMint: string = USDC_SOLANA_MINT,
): ParseResult<BatchResult<OutcomeMints>> {
  return parseBoundary(raw, () => {
    const decoded = decodeJson(raw);
    let markets: unknown[];
    if (Array.isArray(decoded)) markets = decoded;
    else {
      const body = asRecord(decoded, 'DFlow response');
      if (body.markets !== undefined) markets = asArray(body.markets, 'markets');
      else if (body.events !== undefined) {
        markets = asArray(body.events, 'events').flatMap((ev) =>
          isRecord(ev) && Array.isArray(ev.markets) ? (ev.markets as unknown[]) : [],
        );
      } else markets = [body];
    }
    const out: BatchResult<OutcomeMints> = { items: [], rejected: [] };
    markets.forEach((market, index) => {
      const result = parseDflowMarketMints(market, settlementMint);
      if (result.ok) out.items.push(result.value);
      else out.rejected.push({ index, reason: result.reason });
    });
    return out;
  });
}
