// The cross-venue evaluation data of ../shared/data/cross-venue, read where it lies (most of it has
// no licence: nothing of it is copied into this repository): the two same-day catalogs (2026-03-01)
// through the project's own venue parsers, and `market` messages made from the few fields a listed
// pair carries. Shared by the similarity tests and bench/similarity-*.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { KalshiMarketMessage, MarketMessage, PolymarketMarketMessage } from '../../core/market-data.ts';
import { parseKalshiEvent } from '../../venues/kalshi/index.ts';
import { parseGammaEvent } from '../../venues/polymarket/index.ts';
import { requireShared, sharedPath } from './shared-data.ts';

export const CROSS_VENUE = sharedPath('cross-venue');

type Raw = Record<string, unknown>;

export function crossVenueFile(relative: string): string {
  // It has no licence, so it is not copied into this repository.
  return requireShared(
    path.join('cross-venue', relative),
    'the similarity benchmark and tests (cross-venue data)',
  );
}

export function readJson<T = unknown>(relative: string): T {
  return JSON.parse(readFileSync(crossVenueFile(relative), 'utf8')) as T;
}

/** SHA-256, hex. */
export const hash = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

// ── the catalogs, through the project's parsers ─────────────────────────────────────────────────

const dollars = (v: unknown) => (typeof v === 'number' ? String(v) : undefined);

/** A Pirodax Kalshi market (prices in dollars as numbers) in the API's 2026 shape. */
function kalshiMarketShape(m: Raw): Raw {
  return {
    ticker: m.ticker,
    event_ticker: m.event_ticker,
    market_type: m.market_type,
    title: m.title,
    yes_sub_title: m.yes_sub_title,
    no_sub_title: m.no_sub_title,
    status: m.status,
    yes_bid_dollars: dollars(m.yes_bid),
    yes_ask_dollars: dollars(m.yes_ask),
    last_price_dollars: dollars(m.last_price),
    volume_fp: dollars(m.volume),
    volume_24h_fp: dollars(m.volume_24h),
    open_interest_fp: dollars(m.open_interest),
    close_time: m.close_time,
  };
}

/** A Pirodax Polymarket event (author-normalised Gamma fields) in Gamma's own shape. */
function gammaEventShape(e: Raw): Raw {
  const list = (v: unknown) => JSON.stringify(Array.isArray(v) ? v.map(String) : []);
  const markets = (Array.isArray(e.markets) ? (e.markets as Raw[]) : []).map((m) => ({
    id: m.id,
    conditionId: m.condition_id,
    question: m.question,
    slug: m.slug,
    outcomes: list(m.outcomes),
    outcomePrices: list(m.outcome_prices),
    clobTokenIds: list(m.clob_token_ids),
    bestBid: m.best_bid,
    bestAsk: m.best_ask,
    lastTradePrice: m.last_trade_price,
    liquidity: m.liquidity,
    volume: m.volume,
    volume24hr: m.volume_24hr,
    active: m.active,
    closed: m.closed,
    endDate: m.end_date ?? e.end_date,
    startDate: m.start_date,
  }));
  return {
    id: e.id,
    ticker: e.ticker,
    slug: e.slug,
    title: e.title,
    description: e.description,
    tags: (Array.isArray(e.tags) ? (e.tags as string[]) : []).map((t) => ({ label: t, slug: t })),
    active: e.active,
    closed: e.closed,
    liquidity: e.liquidity,
    volume: e.volume,
    volume24hr: e.volume_24hr,
    startDate: e.start_date,
    endDate: e.end_date,
    markets,
  };
}

export interface Catalogs {
  kalshi: KalshiMarketMessage[];
  polymarket: PolymarketMarketMessage[];
  /** Markets the project's parsers rejected, with the reason. */
  rejected: string[];
}

const RECEIVED = Date.parse('2026-03-01T17:39:00Z');
export const KALSHI_CATALOG = 'Pirodax-Arbitrage_combinatoire/kalshi_events_20260301.json';
export const POLYMARKET_CATALOG = 'Pirodax-Arbitrage_combinatoire/polymarket_events_20260301.json';

/** The two same-day catalogs (2026-03-01) as `market` messages, through the project's parsers. */
export function loadCatalogs(): Catalogs {
  const rejected: string[] = [];
  const kalshi: KalshiMarketMessage[] = [];
  for (const e of readJson<Raw[]>(KALSHI_CATALOG)) {
    const parsed = parseKalshiEvent(
      { ...e, markets: (e.markets as Raw[]).map(kalshiMarketShape) },
      { receivedAt: RECEIVED },
    );
    if (!parsed.ok) rejected.push(`kalshi ${String(e.event_ticker)}: ${parsed.reason}`);
    else {
      kalshi.push(...parsed.value.items);
      for (const r of parsed.value.rejected)
        rejected.push(`kalshi ${String(e.event_ticker)}[${r.index}]: ${r.reason}`);
    }
  }
  const polymarket: PolymarketMarketMessage[] = [];
  for (const e of readJson<Raw[]>(POLYMARKET_CATALOG)) {
    const parsed = parseGammaEvent(gammaEventShape(e), { receivedAt: RECEIVED });
    if (!parsed.ok) rejected.push(`polymarket ${String(e.id)}: ${parsed.reason}`);
    else {
      polymarket.push(...parsed.value.items);
      for (const r of parsed.value.rejected)
        rejected.push(`polymarket ${String(e.id)}[${r.index}]: ${r.reason}`);
    }
  }
  return { kalshi, polymarket, rejected };
}

// ── listed pairs as messages ─────────────────────────────────────────────────────────────────────

export interface LooseMarket {
  venue: 'venue_a' | 'venue_b';
  /** Identity of the record when its text is not unique (ids are derived from it). */
  id?: string;
  question: string;
  outcome?: string;
  eventTitle?: string;
  endsAt?: string | null;
  yesAsk?: number | null;
  noAsk?: number | null;
  category?: string | null;
}

const price = (p: number | null | undefined) =>
  p === null || p === undefined || !(p > 0 && p < 1) ? null : String(Math.round(p * 10_000) / 10_000);

/** A listed pair carries no liquidity or volumes. */
const NO_AMOUNTS = {
  liquidity: null,
  volume: null,
  volume24hr: null,
  volume1wk: null,
  volume1mo: null,
  volume1yr: null,
};

/** A `market` message from the few fields a pair list carries (ids derived from the text). */
export function looseMessage(m: LooseMarket): MarketMessage {
  const id = hash(`${m.venue}|${m.id ?? ''}|${m.question}|${m.outcome ?? ''}|${m.endsAt ?? ''}`);
  const endsAt = m.endsAt ? new Date(m.endsAt).toISOString() : null;
  const bid = m.noAsk === null || m.noAsk === undefined ? null : price(1 - m.noAsk);
  const common = {
    question: m.question,
    outcome: m.outcome ?? '',
    slug: id.slice(0, 16),
    description: '',
    image: '',
    left_outcome: 'Yes',
    right_outcome: 'No',
    left_price: null,
    right_price: null,
    best_bid: bid,
    best_ask: price(m.yesAsk),
    last_trade_price: null,
    winner_token_id: '',
    active: true,
    closed: false,
    resolved: false,
    accepting_orders: true,
    fees: false,
    rewards: false,
    tick_size: '0.01',
    decimals: 2,
    min_order_size: '1',
    ...NO_AMOUNTS,
    open_interest: null,
    created_at: null,
    updated_at: null,
    ends_at: endsAt,
  };
  const event = {
    title: m.eventTitle ?? '',
    slug: '',
    description: '',
    image: '',
    tags: [],
    labels: m.category ? [m.category] : [],
    category: m.category ?? null,
    neg_risk: false,
    active: true,
    closed: false,
    created_at: null,
    updated_at: null,
    ends_at: endsAt,
    ...NO_AMOUNTS,
  };
  const header = { v: 1 as const, type: 'market' as const, source_ts: 0 };
  if (m.venue === 'venue_a') {
    const conditionId = `0x${id}`;
    return {
      ...header,
      venue: 'venue_a',
      event: { ...event, event_id: parseInt(id.slice(0, 8), 16) },
      market: {
        ...common,
        market_id: conditionId,
        condition_id: conditionId,
        question_id: '',
        gamma_id: null,
        neg_risk: false,
        left_token_id: BigInt(`0x${id.slice(0, 24)}`).toString(),
        right_token_id: BigInt(`0x${id.slice(24, 48)}`).toString(),
      },
    };
  }
  const ticker = `LIST-${id.slice(0, 12).toUpperCase()}`;
  return {
    ...header,
    venue: 'venue_b',
    event: { ...event, event_id: ticker, series_id: 'LIST', sub_title: '', mutually_exclusive: null },
    market: {
      ...common,
      market_id: ticker,
      ticker,
      series_id: 'LIST',
      status: 'active',
      result: '',
      token_id_source: 'derived',
      settlement_mint: null,
      left_token_id: `${ticker}:yes`,
      right_token_id: `${ticker}:no`,
    },
  };
}
