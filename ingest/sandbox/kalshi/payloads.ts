// The sandbox's answers in Kalshi's and DFlow's exact shapes: Kalshi's Market, EventData, Series,
// Trade and the order book (GetMarketOrderbookResponse) as kalshi-typescript 3.30.0 types them (the
// types are the oracle: a missing required field or a value outside an enum does not compile), and
// DFlow's Metadata API market object (camelCase Kalshi fields and `accounts` keyed by settlement
// mint, as venues/kalshi/dflow.ts reads it). Prices are Kalshi's `*_dollars` text with 4 decimals,
// counts its `*_fp` text with 2.
import type { EventData, GetMarketOrderbookResponse, Market, Series, Trade } from 'kalshi-typescript';
import { USDC_SOLANA_MINT } from '../../../venues/kalshi/index.ts';
import { SANDBOX_OPENED_AT, type SandboxEvent, type SandboxMarket, type SandboxSeries } from './contracts.ts';
import { sandboxMints } from './mints.ts';
import { HISTORY_MS, STEP_MS, type ModelMarket, type SandboxModel, type SimTrade } from './model.ts';

const dollars = (cents: number) => (cents / 100).toFixed(4);
const contracts = (n: number) => n.toFixed(2);
const iso = (ms: number) => new Date(ms).toISOString();

export function isOpen(m: SandboxMarket, nowMs: number): boolean {
  return nowMs >= Date.parse(SANDBOX_OPENED_AT) && nowMs < Date.parse(m.close_time);
}

function sum(trades: readonly SimTrade[]): number {
  return trades.reduce((n, t) => n + t.count, 0);
}

/** One market as GET /markets and GET /markets/{ticker} list it, at `nowMs` (`open`: isOpen, as the server judges it). */
export function marketPayload(
  def: SandboxMarket,
  model: SandboxModel,
  link: ModelMarket,
  nowMs: number,
  open: boolean,
): Market {
  const at = open ? nowMs : Date.parse(def.close_time) - 1;
  const book = model.book(link, at);
  const before = model.book(link, at - HISTORY_MS);
  const day = model.tradesBetween(link, at - HISTORY_MS, at + 1, nowMs);
  const last = day[0];
  const volume24h = sum(day);
  const volume = model.earlierVolume(link) + volume24h;
  const [bid, bidSize] = open ? (book.yesBids[0] ?? [0, 0]) : [0, 0];
  const [ask, askSize] = open ? (book.yesAsks[0] ?? [100, 0]) : [100, 0];
  const liquidity =
    book.yesBids.reduce((n, [c, s]) => n + c * s, 0) +
    book.yesAsks.reduce((n, [c, s]) => n + (100 - c) * s, 0);
  return {
    ticker: def.ticker,
    event_ticker: def.event,
    market_type: 'binary',
    title: def.title,
    yes_sub_title: def.yes_sub_title,
    no_sub_title: def.no_sub_title,
    created_time: SANDBOX_OPENED_AT,
    // The record changes with every model step.
    updated_time: iso(Math.floor(at / STEP_MS) * STEP_MS),
    open_time: SANDBOX_OPENED_AT,
    close_time: def.close_time,
    expected_expiration_time: def.expiration_time,
    expiration_time: def.expiration_time,
    latest_expiration_time: def.expiration_time,
    settlement_timer_seconds: 3600,
    status: open ? 'active' : 'closed',
    yes_bid_dollars: dollars(bid),
    yes_bid_size_fp: contracts(bidSize),
    yes_ask_dollars: dollars(ask),
    yes_ask_size_fp: contracts(askSize),
    no_bid_dollars: dollars(100 - ask),
    no_ask_dollars: dollars(100 - bid),
    last_price_dollars: dollars(last?.yesCents ?? 0),
    volume_fp: contracts(volume),
    volume_24h_fp: contracts(volume24h),
    // No outcome is simulated: a closed sandbox market stays without a result.
    result: '',
    can_close_early: def.strike_type === 'greater_or_equal' || def.strike_type === 'custom',
    open_interest_fp: contracts(Math.floor(volume * 0.3)),
    notional_value_dollars: '1.0000',
    previous_yes_bid_dollars: dollars(before.yesBids[0]?.[0] ?? 0),
    previous_yes_ask_dollars: dollars(before.yesAsks[0]?.[0] ?? 100),
    previous_price_dollars: dollars(model.fairCents(link, at - HISTORY_MS)),
    liquidity_dollars: dollars(open ? liquidity : 0),
    expiration_value: '',
    strike_type: def.strike_type,
    ...(def.floor_strike === undefined ? {} : { floor_strike: def.floor_strike }),
    ...(def.cap_strike === undefined ? {} : { cap_strike: def.cap_strike }),
    rules_primary: def.rules_primary,
    rules_secondary: def.rules_secondary,
    price_level_structure: 'linear_cent',
    price_ranges: [{ start: '0.0000', end: '1.0000', step: '0.0100' }],
  };
}

export function eventPayload(def: SandboxEvent, series: SandboxSeries, markets?: Market[]): EventData {
  return {
    event_ticker: def.ticker,
    series_ticker: def.series,
    sub_title: def.sub_title,
    title: def.title,
    collateral_return_type: '',
    mutually_exclusive: def.mutually_exclusive,
    category: series.category,
    strike_date: def.strike_date,
    settlement_sources: series.sources,
    last_updated_ts: SANDBOX_OPENED_AT,
    ...(markets === undefined ? {} : { markets }),
  };
}

export function seriesPayload(def: SandboxSeries): Series {
  return {
    ticker: def.ticker,
    frequency: def.frequency,
    title: def.title,
    category: def.category,
    categories: [def.category],
    tags: def.tags,
    settlement_sources: def.sources,
    contract_url: '',
    contract_terms_url: '',
    fee_type: 'quadratic',
    fee_multiplier: 1,
    additional_prohibitions: [],
  };
}

/** GET /markets/{ticker}/orderbook: bids only per outcome, worst to best as Kalshi lists them. */
export function orderbookPayload(
  model: SandboxModel,
  link: ModelMarket,
  open: boolean,
  nowMs: number,
): GetMarketOrderbookResponse {
  if (!open) return { orderbook_fp: { yes_dollars: [], no_dollars: [] } };
  const book = model.book(link, nowMs);
  const level = ([cents, size]: [number, number]) => [dollars(cents), contracts(size)];
  return {
    orderbook_fp: {
      yes_dollars: book.yesBids.map(level).reverse(),
      no_dollars: book.yesAsks.map(([cents, size]) => level([100 - cents, size])).reverse(),
    },
  };
}

export function tradePayload(t: SimTrade): Trade {
  return {
    trade_id: t.trade_id,
    ticker: t.ticker,
    count_fp: contracts(t.count),
    yes_price_dollars: dollars(t.yesCents),
    no_price_dollars: dollars(100 - t.yesCents),
    taker_side: t.taker,
    taker_outcome_side: t.taker,
    // The taker bought its outcome: it took the resting asks of its side.
    taker_book_side: 'ask',
    created_time: iso(t.ts),
    is_block_trade: false,
  };
}

/** DFlow's market object (POST /api/v1/markets/batch items): the Kalshi market in camelCase, its mints. */
export function dflowMarketPayload(m: Market): Record<string, unknown> {
  const mints = sandboxMints(m.ticker);
  return {
    ticker: m.ticker,
    eventTicker: m.event_ticker,
    marketType: m.market_type,
    title: m.title,
    yesSubTitle: m.yes_sub_title,
    noSubTitle: m.no_sub_title,
    openTime: Math.floor(Date.parse(m.open_time) / 1000),
    closeTime: Math.floor(Date.parse(m.close_time) / 1000),
    expirationTime: Math.floor(Date.parse(m.latest_expiration_time) / 1000),
    status: m.status,
    result: m.result,
    volume: Number(m.volume_fp),
    openInterest: Number(m.open_interest_fp),
    canCloseEarly: m.can_close_early,
    rulesPrimary: m.rules_primary,
    rulesSecondary: m.rules_secondary,
    yesBid: m.yes_bid_dollars,
    yesAsk: m.yes_ask_dollars,
    noBid: m.no_bid_dollars,
    noAsk: m.no_ask_dollars,
    accounts: {
      [USDC_SOLANA_MINT]: {
        yesMint: mints.yes,
        noMint: mints.no,
        marketLedger: mints.ledger,
        isInitialized: true,
        redemptionStatus: null,
      },
    },
  };
}
