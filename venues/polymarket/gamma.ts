// Gamma (https://gamma-api.polymarket.com) events and markets → `market` messages, one per market,
// each carrying its event.
//
// Gamma quirks handled here:
// - `outcomes`, `outcomePrices` and `clobTokenIds` are JSON lists inside strings ("[\"Yes\", \"No\"]");
//   some responses send real arrays. Index i of each list belongs together.
// - Volumes and liquidity arrive as text ("9.999997") or JSON numbers (volume24hr: 9.999997).
// - `active` stays true after a market closes; here `active` means "open for trading" (active && !closed).
// - A market fetched on its own carries its event in `events[0]`; markets nested in an event do not.
// - Resolution has no field of its own: a closed market whose outcomePrices are exactly 1 and 0 is
//   resolved to the outcome priced 1 ("0"/"0" is a cancelled or 50-50 market: not resolved).
import { compare, fractionDigits } from '../../core/decimal.ts';
import {
  MARKET_DATA_VERSION,
  asArray,
  asRecord,
  bool,
  decimalOrNull,
  decodeJson,
  fail,
  isRecord,
  isoOrNull,
  parseBoundary,
  priceOrNull,
  priceValue,
  requiredId,
  stringList,
  text,
  type BatchResult,
  type ParseResult,
  type PolymarketEvent,
  type PolymarketMarket,
  type PolymarketMarketMessage,
  type RawRecord,
} from '../../core/market-data.ts';
import { gammaFeeSchedule } from './fees.ts';

export interface GammaParseOptions {
  /** The parent Gamma event, when the market record does not carry `events` itself. */
  event?: unknown;
  /** Unix ms of receipt: the version used when the records carry no `updatedAt`. */
  receivedAt?: number;
}

const CONDITION_ID = /^0x[0-9a-fA-F]{64}$/;

function positive(obj: RawRecord, key: string): boolean {
  const d = decimalOrNull(obj, key);
  return d !== null && compare(d, '0') > 0;
}

function tagsOf(event: RawRecord): { tags: string[]; labels: string[] } {
  const tags: string[] = [];
  const labels: string[] = [];
  const raw = Array.isArray(event.tags) ? (event.tags as unknown[]) : [];
  for (const tag of raw) {
    // Gamma sends {id, label, slug}; CLOB-shaped records send plain strings.
    const label = isRecord(tag) ? text(tag, 'label') : typeof tag === 'string' ? tag : '';
    const slug = isRecord(tag) ? text(tag, 'slug') : '';
    if (!label && !slug) continue;
    const machine = (slug || label).toLowerCase().trim().replace(/\s+/g, '-');
    if (!tags.includes(machine)) tags.push(machine);
    if (label && !labels.includes(label)) labels.push(label);
  }
  return { tags, labels };
}

/** The event part of a market message, from a Gamma event record. */
export function gammaEventFields(event: RawRecord, market?: RawRecord): PolymarketEvent {
  const idText = requiredId(event, 'id', 'event.id');
  const eventId = Number(idText);
  if (!Number.isSafeInteger(eventId)) fail(`event.id must be an integer: ${JSON.stringify(idText)}`);
  const { tags, labels } = tagsOf(event);
  const closed = bool(event, 'closed');
  return {
    event_id: eventId,
    title: text(event, 'title'),
    slug: text(event, 'slug'),
    description: text(event, 'description'),
    image: text(event, 'image') || text(event, 'icon'),
    tags,
    labels,
    category: text(event, 'category') || (market ? text(market, 'category') : '') || null,
    neg_risk: bool(event, 'negRisk'),
    active: bool(event, 'active') && !closed,
    closed,
    created_at: isoOrNull(event.createdAt) ?? isoOrNull(event.creationDate),
    updated_at: isoOrNull(event.updatedAt),
    ends_at: isoOrNull(event.endDate),
    liquidity: decimalOrNull(event, 'liquidity'),
    volume: decimalOrNull(event, 'volume'),
    volume24hr: decimalOrNull(event, 'volume24hr'),
    volume1wk: decimalOrNull(event, 'volume1wk'),
    volume1mo: decimalOrNull(event, 'volume1mo'),
    volume1yr: decimalOrNull(event, 'volume1yr'),
  };
}

/** The market part of a market message, from a Gamma market record. */
export function gammaMarketFields(m: RawRecord): PolymarketMarket {
  const conditionId = requiredId(m, 'conditionId');
  if (!CONDITION_ID.test(conditionId))
    fail(`conditionId is not a 32-byte hex id: ${JSON.stringify(conditionId)}`);
  const outcomes = stringList(m, 'outcomes');
  const tokenIds = stringList(m, 'clobTokenIds');
  if (outcomes.length !== 2) fail(`expected 2 outcomes, got ${outcomes.length}`);
  if (tokenIds.length !== 2) fail(`expected 2 clobTokenIds, got ${tokenIds.length}`);
  for (const id of tokenIds)
    if (!/^\d+$/.test(id)) fail(`clobTokenIds must be decimal digits: ${JSON.stringify(id)}`);
  const rawPrices =
    m.outcomePrices === undefined || m.outcomePrices === null ? [] : stringList(m, 'outcomePrices');
  if (rawPrices.length !== 0 && rawPrices.length !== 2)
    fail(`expected 2 outcomePrices, got ${rawPrices.length}`);
  const prices = rawPrices.map((p, i) => priceValue(p, `outcomePrices[${i}]`));

  const closed = bool(m, 'closed');
  let winner = '';
  if (closed && prices[0] === '1' && prices[1] === '0') winner = tokenIds[0]!;
  if (closed && prices[0] === '0' && prices[1] === '1') winner = tokenIds[1]!;

  const tick = decimalOrNull(m, 'orderPriceMinTickSize');
  const rewards = Array.isArray(m.clobRewards)
    ? (m.clobRewards as unknown[]).some((r) => isRecord(r) && positive(r, 'rewardsDailyRate'))
    : positive(m, 'rewardsMinSize') && positive(m, 'rewardsMaxSpread');

  return {
    market_id: conditionId,
    condition_id: conditionId,
    question_id: text(m, 'questionID') || text(m, 'questionId'),
    gamma_id: text(m, 'id') || (typeof m.id === 'number' ? String(m.id) : null),
    question: text(m, 'question'),
    outcome: text(m, 'groupItemTitle'),
    slug: text(m, 'slug'),
    description: text(m, 'description'),
    image: text(m, 'image') || text(m, 'icon'),
    left_outcome: outcomes[0]!,
    right_outcome: outcomes[1]!,
    left_token_id: tokenIds[0]!,
    right_token_id: tokenIds[1]!,
    left_price: prices[0] ?? null,
    right_price: prices[1] ?? null,
    best_bid: priceOrNull(m, 'bestBid'),
    best_ask: priceOrNull(m, 'bestAsk'),
    last_trade_price: priceOrNull(m, 'lastTradePrice'),
    winner_token_id: winner,
    active: bool(m, 'active') && !closed,
    closed,
    resolved: winner !== '',
    accepting_orders: bool(m, 'acceptingOrders'),
    fees: bool(m, 'feesEnabled') || positive(m, 'makerBaseFee') || positive(m, 'takerBaseFee'),
    // Liquidity rewards: a funded daily rate (clobRewards, on single-market records), else the reward
    // parameters Gamma lists per market; mergeClobMarket replaces this with the CLOB's rates.
    rewards,
    tick_size: tick,
    decimals: tick === null ? null : fractionDigits(tick),
    min_order_size: decimalOrNull(m, 'orderMinSize'),
    neg_risk: bool(m, 'negRisk'),
    liquidity: decimalOrNull(m, 'liquidity') ?? decimalOrNull(m, 'liquidityNum'),
    volume: decimalOrNull(m, 'volume') ?? decimalOrNull(m, 'volumeNum'),
    volume24hr: decimalOrNull(m, 'volume24hr'),
    volume1wk: decimalOrNull(m, 'volume1wk'),
    volume1mo: decimalOrNull(m, 'volume1mo'),
    volume1yr: decimalOrNull(m, 'volume1yr'),
    open_interest: decimalOrNull(m, 'openInterest'),
    created_at: isoOrNull(m.createdAt),
    updated_at: isoOrNull(m.updatedAt),
    ends_at: isoOrNull(m.endDate) ?? isoOrNull(m.endDateIso),
  };
}

function sourceTs(event: PolymarketEvent, market: PolymarketMarket, receivedAt: number | undefined): number {
  const times = [market.updated_at, event.updated_at]
    .filter((t): t is string => t !== null)
    .map((t) => Date.parse(t));
  if (times.length > 0) return Math.max(...times);
  return receivedAt ?? Date.now();
}

function build(m: RawRecord, event: RawRecord, receivedAt: number | undefined): PolymarketMarketMessage {
  const market = gammaMarketFields(m);
  market.fee_schedule = gammaFeeSchedule(m, new Date(receivedAt ?? Date.now()).toISOString());
  // The settlement source Gamma names apart from the description (often empty).
  const source = text(m, 'resolutionSource').trim();
  if (source) market.resolution_source = source;
  const ev = gammaEventFields(event, m);
  return {
    v: MARKET_DATA_VERSION,
    type: 'market',
    venue: 'venue_a',
    source_ts: sourceTs(ev, market, receivedAt),
    event: ev,
    market,
  };
}

/** One Gamma market record (GET /markets item, /markets/{id}) → a `market` message. */
export function parseGammaMarket(
  raw: unknown,
  options: GammaParseOptions = {},
): ParseResult<PolymarketMarketMessage> {
  return parseBoundary(raw, () => {
    const m = asRecord(decodeJson(raw), 'Gamma market');
    const nested = Array.isArray(m.events) ? (m.events as unknown[])[0] : undefined;
    const event = options.event ?? nested;
    if (event === undefined) {
      fail(
        `Gamma market ${text(m, 'id') || text(m, 'conditionId')} carries no event: parse it through its event or pass options.event`,
      );
    }
    return build(m, asRecord(event, 'Gamma event'), options.receivedAt);
  });
}

function eventMarkets(
  event: RawRecord,
  receivedAt: number | undefined,
): BatchResult<PolymarketMarketMessage> {
  const out: BatchResult<PolymarketMarketMessage> = { items: [], rejected: [] };
  const markets =
    event.markets === undefined || event.markets === null ? [] : asArray(event.markets, 'event.markets');
  markets.forEach((raw, index) => {
    const result = parseBoundary(raw, () => build(asRecord(raw, 'Gamma market'), event, receivedAt));
    if (result.ok) out.items.push(result.value);
    else out.rejected.push({ index, reason: result.reason });
  });
  return out;
}

/**
 * One Gamma event (GET /events/{id}, an item of GET /events) → a `market` message per nested
 * market. A bad market is rejected on its own; a bad event fails the whole parse.
 */
export function parseGammaEvent(
  raw: unknown,
  options: { receivedAt?: number } = {},
): ParseResult<BatchResult<PolymarketMarketMessage>> {
  return parseBoundary(raw, () => {
    const event = asRecord(decodeJson(raw), 'Gamma event');
    gammaEventFields(event); // the event must stand on its own even when it has no markets
    return eventMarkets(event, options.receivedAt);
  });
}

/** A page of GET /events (an array) → every market of every event; `index` is the event's index. */
export function parseGammaEvents(
  raw: unknown,
  options: { receivedAt?: number } = {},
): ParseResult<BatchResult<PolymarketMarketMessage>> {
  return parseBoundary(raw, () => {
    const events = asArray(decodeJson(raw), 'Gamma events page');
    const out: BatchResult<PolymarketMarketMessage> = { items: [], rejected: [] };
    events.forEach((event, index) => {
      const result = parseGammaEvent(event, options);
      if (!result.ok) out.rejected.push({ index, reason: result.reason });
      else {
        out.items.push(...result.value.items);
        for (const r of result.value.rejected)
          out.rejected.push({ index, reason: `markets[${r.index}]: ${r.reason}` });
      }
    });
    return out;
  });
}
