// Kalshi markets and events (GET /markets, /markets/{ticker}, /events/{event_ticker}) → `market`
// messages for venue_b, one per market, carrying its event.
//
// Kalshi field generations, all accepted (the newer form wins when both are present):
// - 2024: prices in integer cents (yes_bid: 9), counts as integers (volume: 1658);
// - 2025: the same plus `*_dollars` strings ("0.0900");
// - 2026: `*_dollars` prices and `*_fp` counts ("1658.00") only.
// Volumes and open interest are contract counts (each contract pays $1), liquidity is dollars.
//
// Prices: left = YES, right = NO. A resolved market is priced 1/0. Otherwise the YES price is the
// mid of the best YES bid and ask when both are quoted (strictly between 0 and 1), else the last
// trade; the NO price is 1 − YES. Kalshi reports an empty ask side as 1.00 and an empty bid as 0.
import type { FeeSchedule } from '../../core/fees.ts';
import { kalshiFeeSchedule } from './fees.ts';
import {
  add,
  compare,
  complement,
  centsToDollars,
  fractionDigits,
  isNegative,
  mid,
  tryDecimal,
} from '../../core/decimal.ts';
import {
  MARKET_DATA_VERSION,
  asArray,
  asRecord,
  bool,
  decimalValue,
  decodeJson,
  fail,
  firstPresent,
  isRecord,
  isoOrNull,
  parseBoundary,
  priceValue,
  requiredId,
  text,
  type BatchResult,
  type KalshiEvent,
  type KalshiMarket,
  type KalshiMarketMessage,
  type ParseResult,
  type RawRecord,
} from '../../core/market-data.ts';
import { kalshiContractTerms, withEventSources } from './contract-terms.ts';
import { tokenIdsFor, type OutcomeMints } from './dflow.ts';

export interface KalshiParseOptions {
  /** The market's Kalshi event (the `event` of GET /events/{t}); without it the event part is
   * built from the market alone (title = market title, series = event ticker prefix). */
  event?: unknown;
  /** DFlow outcome mints of this market (parseDflowMarketMints); else token ids are derived. */
  mints?: OutcomeMints | null;
  /** Unix ms of receipt: the record's version when it carries no `updated_time`. */
  receivedAt?: number;
}

export type MintsByTicker = ReadonlyMap<string, OutcomeMints> | Readonly<Record<string, OutcomeMints>>;

const OPEN = new Set(['active', 'open']);
const OVER = new Set(['closed', 'determined', 'disputed', 'amended', 'finalized', 'settled']);

function cents(value: unknown, key: string): string {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    fail(`${key} must be integer cents: ${JSON.stringify(value)}`);
  return centsToDollars(value);
}

/**
 * Kalshi's (deprecated) liquidity figure is negative on some finalized markets in real responses
 * (KXNYKCOACH-25-JKIDD: -3.3700); a negative amount has no meaning here, so it reads as unknown.
 */
function liquidity(m: RawRecord): string | null {
  const key = firstPresent(m, ['liquidity_dollars', 'liquidity']);
  if (key === undefined) return null;
  const amount = key === 'liquidity' ? cents(m[key], key) : tryDecimal(m[key]);
  if (amount === undefined) return fail(`${key} is not a decimal: ${JSON.stringify(m[key])}`);
  return isNegative(amount) ? null : amount;
}

/** A price in dollars between 0 and 1: `<base>_dollars` text, else `<base>` integer cents; null when absent. */
function price(m: RawRecord, base: string): string | null {
  const key = firstPresent(m, [`${base}_dollars`, base]);
  if (key === undefined) return null;
  return priceValue(key === base ? cents(m[key], key) : m[key], key);
}

/** A contract count: `<base>_fp` text, else `<base>` integer. Null when absent. */
function count(m: RawRecord, base: string): string | null {
  const key = firstPresent(m, [`${base}_fp`, base]);
  return key === undefined ? null : decimalValue(m[key], key);
}

const inside = (p: string | null): p is string => p !== null && compare(p, '0') > 0 && compare(p, '1') < 0;

/** Series ticker by Kalshi's naming convention: the event ticker up to its first '-'. */
export function seriesOfEventTicker(eventTicker: string): string {
  return eventTicker.split('-')[0] || eventTicker;
}

function tickOf(m: RawRecord): string | null {
  // price_ranges[].step is exact (tapered markets have several; the finest one bounds precision).
  const ranges = Array.isArray(m.price_ranges) ? (m.price_ranges as unknown[]) : [];
  const steps = ranges
    .filter(isRecord)
    .map((r, i) => (r.step === undefined ? null : decimalValue(r.step, `price_ranges[${i}].step`)))
    .filter((s): s is string => s !== null && s !== '0');
  if (steps.length > 0) return steps.reduce((a, b) => (compare(a, b) <= 0 ? a : b));
  if (typeof m.tick_size === 'number' && Number.isSafeInteger(m.tick_size) && m.tick_size > 0)
    return centsToDollars(m.tick_size);
  return null;
}

/**
 * The market's fee parameters: none charged while a fee waiver runs; else its series' `fee_type` and
 * `fee_multiplier` when the record carries them (kalshi-typescript Series), else the General Trading
 * Fees (fee_type 'quadratic', multiplier 1: takers 0.07, makers nothing), which apply to every
 * market the series does not say otherwise of.
 */
function kalshiMarketFees(m: RawRecord, charged: boolean, now: number): FeeSchedule | null {
  const readAt = new Date(now).toISOString();
  if (!charged) return { taker_rate: '0', maker_rate: '0', exponent: 1, read_at: readAt };
  const feeType = typeof m.fee_type === 'string' ? m.fee_type : 'quadratic';
  const multiplier =
    typeof m.fee_multiplier === 'number' || typeof m.fee_multiplier === 'string' ? m.fee_multiplier : 1;
  return kalshiFeeSchedule(feeType, multiplier, readAt);
}

function marketFields(
  m: RawRecord,
  mints: OutcomeMints | null | undefined,
  receivedAt: number | undefined,
): KalshiMarket {
  const ticker = requiredId(m, 'ticker');
  const eventTicker = requiredId(m, 'event_ticker');
  const status = text(m, 'status');
  const result = text(m, 'result').toLowerCase();
  const ids = tokenIdsFor(ticker, mints);

  const yesBid = price(m, 'yes_bid');
  const yesAsk = price(m, 'yes_ask');
  const last = price(m, 'last_price');
  const bestBid = inside(yesBid) ? yesBid : null;
  const bestAsk = inside(yesAsk) ? yesAsk : null;
  const lastTrade = last !== null && compare(last, '0') > 0 ? last : null;

  let left: string | null;
  if (result === 'yes') left = '1';
  else if (result === 'no') left = '0';
  else if (bestBid !== null && bestAsk !== null && compare(bestAsk, bestBid) >= 0)
    left = mid(bestBid, bestAsk);
  else left = lastTrade;

  const tick = tickOf(m);
  const feeWaiver = isoOrNull(m.fee_waiver_expiration_time);
  const now = receivedAt ?? Date.now();
  const rules = [text(m, 'rules_primary'), text(m, 'rules_secondary')].filter(Boolean).join('\n\n');

  return {
    market_id: ticker,
    ticker,
    series_id: seriesOfEventTicker(eventTicker),
    question: text(m, 'title'),
    outcome: text(m, 'yes_sub_title') || text(m, 'subtitle'),
    // Kalshi has no slugs; its web paths use the lower-case ticker.
    slug: ticker.toLowerCase(),
    description: rules,
    image: '',
    left_outcome: 'Yes',
    right_outcome: 'No',
    left_token_id: ids.yes,
    right_token_id: ids.no,
    left_price: left,
    right_price: left === null ? null : complement(left),
    best_bid: bestBid,
    best_ask: bestAsk,
    last_trade_price: lastTrade,
    winner_token_id: result === 'yes' ? ids.yes : result === 'no' ? ids.no : '',
    active: OPEN.has(status),
    closed: OVER.has(status),
    resolved: result === 'yes' || result === 'no',
    accepting_orders: OPEN.has(status),
    // Kalshi charges trading fees on every market unless a fee waiver is running.
    fees: feeWaiver === null || Date.parse(feeWaiver) <= now,
    fee_schedule: kalshiMarketFees(m, feeWaiver === null || Date.parse(feeWaiver) <= now, now),
    rewards: false,
    tick_size: tick,
    decimals: tick === null ? null : fractionDigits(tick),
    // Whole contracts unless fractional trading is enabled (then 0.01).
    min_order_size: bool(m, 'fractional_trading_enabled') ? '0.01' : '1',
    liquidity: liquidity(m),
    volume: count(m, 'volume'),
    volume24hr: count(m, 'volume_24h'),
    volume1wk: null,
    volume1mo: null,
    volume1yr: null,
    open_interest: count(m, 'open_interest'),
    created_at: isoOrNull(m.created_time) ?? isoOrNull(m.open_time),
    updated_at: isoOrNull(m.updated_time),
    ends_at: isoOrNull(m.close_time),
    status,
    result: result === 'yes' || result === 'no' ? result : '',
    token_id_source: ids.source,
    settlement_mint: ids.settlement_mint,
    contract_terms: kalshiContractTerms(m),
  };
}

function sum(values: (string | null)[]): string | null {
  const present = values.filter((v): v is string => v !== null);
  return present.length === 0 ? null : present.reduce((a, b) => add(a, b), '0');
}

/** The event part. `markets` are all the event's markets when known (for status and totals). */
function eventFields(
  event: RawRecord | undefined,
  own: KalshiMarket,
  eventTicker: string,
  markets: KalshiMarket[],
): KalshiEvent {
  const all = markets.length > 0 ? markets : [own];
  const category = (event ? text(event, 'category') : '') || null;
  const endsAt =
    all
      .map((m) => m.ends_at)
      .filter((t): t is string => t !== null)
      .sort()
      .at(-1) ?? null;
  return {
    event_id: eventTicker,
    series_id: (event ? text(event, 'series_ticker') : '') || seriesOfEventTicker(eventTicker),
    title: (event ? text(event, 'title') : '') || own.question,
    sub_title: event ? text(event, 'sub_title') : '',
    slug: eventTicker.toLowerCase(),
    description: '',
    image: '',
    tags: category ? [category.toLowerCase().replace(/\s+/g, '-')] : [],
    labels: category ? [category] : [],
    category,
    neg_risk: false,
    mutually_exclusive:
      event && typeof event.mutually_exclusive === 'boolean' ? event.mutually_exclusive : null,
    active: all.some((m) => m.active),
    closed: all.every((m) => m.closed),
    created_at: null,
    updated_at: event ? isoOrNull(event.last_updated_ts) : null,
    ends_at: (event ? isoOrNull(event.strike_date) : null) ?? endsAt,
    // Totals are only known when every market of the event is at hand.
    liquidity: markets.length > 0 ? sum(markets.map((m) => m.liquidity)) : null,
    volume: markets.length > 0 ? sum(markets.map((m) => m.volume)) : null,
    volume24hr: markets.length > 0 ? sum(markets.map((m) => m.volume24hr)) : null,
    volume1wk: null,
    volume1mo: null,
    volume1yr: null,
  };
}

function message(
  event: KalshiEvent,
  market: KalshiMarket,
  receivedAt: number | undefined,
  rawEvent: RawRecord | undefined,
): KalshiMarketMessage {
  const times = [market.updated_at, event.updated_at]
    .filter((t): t is string => t !== null)
    .map((t) => Date.parse(t));
  return {
    v: MARKET_DATA_VERSION,
    type: 'market',
    venue: 'venue_b',
    source_ts: times.length > 0 ? Math.max(...times) : (receivedAt ?? Date.now()),
    event,
    // The event knows the series for sure; the market only by naming convention.
    market: {
      ...market,
      series_id: event.series_id,
      ...(market.contract_terms && { contract_terms: withEventSources(market.contract_terms, rawEvent) }),
    },
  };
}

function mintsFor(all: MintsByTicker | undefined, ticker: string): OutcomeMints | undefined {
  if (!all) return undefined;
  if (all instanceof Map) return (all as ReadonlyMap<string, OutcomeMints>).get(ticker);
  return (all as Readonly<Record<string, OutcomeMints>>)[ticker];
}

/** One Kalshi market object → a `market` message. */
export function parseKalshiMarket(
  raw: unknown,
  options: KalshiParseOptions = {},
): ParseResult<KalshiMarketMessage> {
  return parseBoundary(raw, () => {
    const m = asRecord(decodeJson(raw), 'Kalshi market');
    const market = marketFields(m, options.mints, options.receivedAt);
    const event = options.event === undefined ? undefined : asRecord(options.event, 'Kalshi event');
    const eventTicker = requiredId(m, 'event_ticker');
    if (event && text(event, 'event_ticker') && text(event, 'event_ticker') !== eventTicker) {
      fail(`market ${market.ticker} belongs to ${eventTicker}, not ${text(event, 'event_ticker')}`);
    }
    return message(eventFields(event, market, eventTicker, []), market, options.receivedAt, event);
  });
}

export interface KalshiBatchOptions {
  mints?: MintsByTicker;
  receivedAt?: number;
}

/** GET /markets (`{markets, cursor}`, or a bare array) → messages; `cursor` null on the last page. */
export function parseKalshiMarkets(
  raw: unknown,
  options: KalshiBatchOptions = {},
): ParseResult<BatchResult<KalshiMarketMessage> & { cursor: string | null }> {
  return parseBoundary(raw, () => {
    const decoded = decodeJson(raw);
    const list = Array.isArray(decoded)
      ? decoded
      : asArray(asRecord(decoded, 'Kalshi markets page').markets, 'markets');
    const cursor = isRecord(decoded) ? text(decoded, 'cursor') || null : null;
    const out: BatchResult<KalshiMarketMessage> & { cursor: string | null } = {
      items: [],
      rejected: [],
      cursor,
    };
    list.forEach((item, index) => {
      const ticker = isRecord(item) ? text(item, 'ticker') : '';
      const result = parseKalshiMarket(item, {
        mints: mintsFor(options.mints, ticker),
        receivedAt: options.receivedAt,
      });
      if (result.ok) out.items.push(result.value);
      else out.rejected.push({ index, reason: result.reason });
    });
    return out;
  });
}

/**
 * GET /events/{event_ticker} (`{event, markets}`) or an event with nested `markets` (GET /events
 * ?with_nested_markets=true items) → one message per market, the event totals summed exactly.
 */
export function parseKalshiEvent(
  raw: unknown,
  options: KalshiBatchOptions = {},
): ParseResult<BatchResult<KalshiMarketMessage>> {
  return parseBoundary(raw, () => {
    const body = asRecord(decodeJson(raw), 'Kalshi event response');
    const event = isRecord(body.event) ? body.event : body;
    const eventTicker = requiredId(event, 'event_ticker');
    const rawMarkets = Array.isArray(body.markets)
      ? body.markets
      : Array.isArray(event.markets)
        ? event.markets
        : [];
    const out: BatchResult<KalshiMarketMessage> = { items: [], rejected: [] };
    const parsed: { index: number; market: KalshiMarket }[] = [];
    (rawMarkets as unknown[]).forEach((item, index) => {
      const result = parseBoundary(item, () => {
        const m = asRecord(item, 'Kalshi market');
        const market = marketFields(m, mintsFor(options.mints, text(m, 'ticker')), options.receivedAt);
        if (requiredId(m, 'event_ticker') !== eventTicker)
          fail(`market ${market.ticker} belongs to ${text(m, 'event_ticker')}`);
        return market;
      });
      if (result.ok) parsed.push({ index, market: result.value });
      else out.rejected.push({ index, reason: result.reason });
    });
    const markets = parsed.map((p) => p.market);
    for (const { market } of parsed) {
      out.items.push(
        message(eventFields(event, market, eventTicker, markets), market, options.receivedAt, event),
      );
    }
    return out;
  });
}
