// CLOB (https://clob.polymarket.com) markets and order books.
//
// - GET /markets is cursor-paged ({data, next_cursor, limit, count}); its records have no event, so
//   they are not catalog messages on their own: they carry what Gamma lacks (the winner flag per
//   token, reward rates) and are merged into Gamma-built messages with mergeClobMarket.
// - GET /book (and the market channel's `book`) list bids from the lowest price up and asks from the
//   highest price down, i.e. best LAST; the normalized book is best first.
import { fractionDigits } from '../../core/decimal.ts';
import {
  MARKET_DATA_VERSION,
  asArray,
  asRecord,
  bool,
  decimalOrNull,
  decodeJson,
  epochMs,
  fail,
  isRecord,
  isoOrNull,
  parseBoundary,
  priceOrNull,
  rawLevels,
  requiredId,
  sortLevels,
  text,
  type BatchResult,
  type BookMessage,
  type ParseResult,
  type PolymarketMarketMessage,
  type RawRecord,
} from '../../core/market-data.ts';

const CONDITION_ID = /^0x[0-9a-fA-F]{64}$/;
/** The CLOB's cursor after the last page (base64 of "-1"). */
export const CLOB_END_CURSOR = 'LTE=';

export interface ClobToken {
  token_id: string;
  outcome: string;
  price: string | null;
  winner: boolean;
}

/** A CLOB market record, normalized. */
export interface ClobMarket {
  condition_id: string;
  question_id: string;
  question: string;
  slug: string;
  description: string;
  image: string;
  ends_at: string | null;
  tokens: [ClobToken, ClobToken];
  /** '' while unresolved. */
  winner_token_id: string;
  tick_size: string | null;
  decimals: number | null;
  min_order_size: string | null;
  neg_risk: boolean;
  rewards: boolean;
  fees: boolean;
  active: boolean;
  closed: boolean;
  accepting_orders: boolean;
  tags: string[];
}

function clobToken(raw: unknown, i: number): ClobToken {
  const t = asRecord(raw, `tokens[${i}]`);
  const tokenId = requiredId(t, 'token_id', `tokens[${i}].token_id`);
  if (!/^\d+$/.test(tokenId))
    fail(`tokens[${i}].token_id must be decimal digits: ${JSON.stringify(tokenId)}`);
  return {
    token_id: tokenId,
    outcome: text(t, 'outcome'),
    price: priceOrNull(t, 'price'),
    winner: bool(t, 'winner'),
  };
}

function clobMarketFields(m: RawRecord): ClobMarket {
  const conditionId = requiredId(m, 'condition_id');
  if (!CONDITION_ID.test(conditionId))
    fail(`condition_id is not a 32-byte hex id: ${JSON.stringify(conditionId)}`);
  const tokens = asArray(m.tokens, 'tokens');
  if (tokens.length !== 2) fail(`expected 2 tokens, got ${tokens.length}`);
  const pair: [ClobToken, ClobToken] = [clobToken(tokens[0], 0), clobToken(tokens[1], 1)];
  const tick = decimalOrNull(m, 'minimum_tick_size');
  const rewards = isRecord(m.rewards) ? m.rewards : {};
  const rates = Array.isArray(rewards.rates) ? (rewards.rates as unknown[]) : [];
  const fee = (key: string) => (decimalOrNull(m, key) ?? '0') !== '0';
  return {
    condition_id: conditionId,
    question_id: text(m, 'question_id'),
    question: text(m, 'question'),
    slug: text(m, 'market_slug'),
    description: text(m, 'description'),
    image: text(m, 'image') || text(m, 'icon'),
    ends_at: isoOrNull(m.end_date_iso),
    tokens: pair,
    winner_token_id: pair.find((t) => t.winner)?.token_id ?? '',
    tick_size: tick,
    decimals: tick === null ? null : fractionDigits(tick),
    min_order_size: decimalOrNull(m, 'minimum_order_size'),
    neg_risk: bool(m, 'neg_risk'),
    rewards: rates.some((r) => isRecord(r) && (decimalOrNull(r, 'rewards_daily_rate') ?? '0') !== '0'),
    fees: fee('maker_base_fee') || fee('taker_base_fee'),
    active: bool(m, 'active') && !bool(m, 'closed'),
    closed: bool(m, 'closed'),
    accepting_orders: bool(m, 'accepting_orders'),
    tags: Array.isArray(m.tags)
      ? (m.tags as unknown[]).filter((t): t is string => typeof t === 'string')
      : [],
  };
}

/** One CLOB market record (GET /markets/{condition_id}, an item of GET /markets). */
export function parseClobMarket(raw: unknown): ParseResult<ClobMarket> {
  return parseBoundary(raw, () => clobMarketFields(asRecord(decodeJson(raw), 'CLOB market')));
}

/** A page of GET /markets; `next_cursor` is null after the last page. */
export function parseClobMarketsPage(
  raw: unknown,
): ParseResult<BatchResult<ClobMarket> & { next_cursor: string | null }> {
  return parseBoundary(raw, () => {
    const page = asRecord(decodeJson(raw), 'CLOB markets page');
    const out: BatchResult<ClobMarket> & { next_cursor: string | null } = {
      items: [],
      rejected: [],
      next_cursor: null,
    };
    asArray(page.data, 'data').forEach((item, index) => {
      const result = parseClobMarket(item);
      if (result.ok) out.items.push(result.value);
      else out.rejected.push({ index, reason: result.reason });
    });
    const cursor = text(page, 'next_cursor');
    out.next_cursor = cursor === '' || cursor === CLOB_END_CURSOR ? null : cursor;
    return out;
  });
}

/**
 * Adds what only the CLOB knows to a Gamma-built message of the same market: the winner, reward
 * rates, order acceptance and the trading parameters. Token ids must agree.
 */
export function mergeClobMarket(
  message: PolymarketMarketMessage,
  clob: ClobMarket,
): ParseResult<PolymarketMarketMessage> {
  return parseBoundary(clob, () => {
    const market = message.market;
    if (market.condition_id.toLowerCase() !== clob.condition_id.toLowerCase()) {
      fail(`condition ids differ: ${market.condition_id} vs ${clob.condition_id}`);
    }
    const clobIds = clob.tokens.map((t) => t.token_id);
    if (!clobIds.includes(market.left_token_id) || !clobIds.includes(market.right_token_id)) {
      fail(`token ids differ for ${market.condition_id}`);
    }
    const winner = clob.winner_token_id || market.winner_token_id;
    return {
      ...message,
      market: {
        ...market,
        winner_token_id: winner,
        resolved: winner !== '',
        // The CLOB's reward rates are authoritative; Gamma only lists reward parameters.
        rewards: clob.rewards,
        accepting_orders: clob.accepting_orders,
        tick_size: clob.tick_size ?? market.tick_size,
        decimals: clob.decimals ?? market.decimals,
        min_order_size: clob.min_order_size ?? market.min_order_size,
      },
    };
  });
}

/** A book summary record (REST /book, /books items, the market channel's `book`) → a `book` message. */
export function bookFields(b: RawRecord, receivedAt: number | undefined): BookMessage {
  const marketId = requiredId(b, 'market');
  const tokenId = requiredId(b, 'asset_id');
  if (!/^\d+$/.test(tokenId)) fail(`asset_id must be decimal digits: ${JSON.stringify(tokenId)}`);
  const ts =
    b.timestamp !== undefined && b.timestamp !== null ? epochMs(b.timestamp, 'timestamp') : receivedAt;
  if (ts === undefined) fail('timestamp is required');
  const book: BookMessage = {
    v: MARKET_DATA_VERSION,
    type: 'book',
    venue: 'venue_a',
    market_id: marketId,
    token_id: tokenId,
    bids: sortLevels(rawLevels(b.bids, 'bids'), 'bids'),
    asks: sortLevels(rawLevels(b.asks, 'asks'), 'asks'),
    ts,
  };
  const hash = text(b, 'hash');
  if (hash) book.hash = hash;
  const tick = decimalOrNull(b, 'tick_size');
  if (tick !== null) book.tick_size = tick;
  return book;
}

/** GET /book?token_id=… → a `book` message (best first). */
export function parseClobBook(raw: unknown, options: { receivedAt?: number } = {}): ParseResult<BookMessage> {
  return parseBoundary(raw, () => bookFields(asRecord(decodeJson(raw), 'CLOB book'), options.receivedAt));
}
