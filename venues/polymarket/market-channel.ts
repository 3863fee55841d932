// The CLOB market channel (wss://ws-subscriptions-clob.polymarket.com/ws/market). A frame is one
// JSON object or an array of them (the initial dump after subscribing is an array of `book`s); the
// server answers the client's "PING" with the text "PONG".
//
// event_type → output
//   book              → `book` message (full snapshot of one token)
//   price_change      → `book_delta` message per token. Three shapes exist: 2025+ `price_changes[]`
//                       (each with its own asset_id and hash), and the older single change at the
//                       top level or `changes[]` under a top-level asset_id. `size` is the level's
//                       new total ("0" removes it); BUY = bid side, SELL = ask side.
//   last_trade_price  → `price` message, kind last_trade (trade_id: its transaction_hash when given)
//   best_bid_ask      → `price` message, kind mid (exact mid of best bid and best ask)
//   tick_size_change, market_resolved, new_market → notices (venue facts, not topic messages)
import { mid } from '../../core/decimal.ts';
import {
  MARKET_DATA_VERSION,
  asArray,
  asRecord,
  decimalValue,
  decodeJson,
  epochMs,
  fail,
  isRecord,
  parseBoundary,
  priceValue,
  requiredId,
  text,
  type BatchResult,
  type BookChange,
  type BookDeltaMessage,
  type BookMessage,
  type ParseResult,
  type PriceMessage,
  type RawRecord,
} from '../../core/market-data.ts';
import { bookFields } from './clob.ts';

export interface TickSizeChange {
  type: 'tick_size_change';
  market_id: string;
  token_id: string;
  old_tick_size: string;
  new_tick_size: string;
  ts: number;
}

export interface MarketResolved {
  type: 'market_resolved';
  market_id: string;
  token_ids: string[];
  winner_token_id: string;
  winning_outcome: string;
  ts: number;
}

export interface NewMarket {
  type: 'new_market';
  market_id: string;
  gamma_id: string;
  question: string;
  slug: string;
  token_ids: string[];
  outcomes: string[];
  ts: number;
}

export type MarketChannelNotice = TickSizeChange | MarketResolved | NewMarket;
export type MarketChannelItem = BookMessage | BookDeltaMessage | PriceMessage | MarketChannelNotice;
/** What one frame held; `rejected[].index` points into the frame's array (0 for a single object). */
export type MarketChannelFrame = BatchResult<MarketChannelItem>;

export function isNotice(item: MarketChannelItem): item is MarketChannelNotice {
  return item.type === 'tick_size_change' || item.type === 'market_resolved' || item.type === 'new_market';
}

function side(raw: unknown, what: string): BookChange['side'] {
  if (raw === 'BUY' || raw === 'buy') return 'bid';
  if (raw === 'SELL' || raw === 'sell') return 'ask';
  return fail(`${what} must be BUY or SELL: ${JSON.stringify(raw)}`);
}

function change(c: RawRecord, what: string): BookChange {
  return {
    side: side(c.side, `${what}.side`),
    price: priceValue(c.price, `${what}.price`),
    size: decimalValue(c.size, `${what}.size`),
  };
}

function tokenIdOf(obj: RawRecord, what: string): string {
  const id = requiredId(obj, 'asset_id', what);
  if (!/^\d+$/.test(id)) fail(`${what} must be decimal digits: ${JSON.stringify(id)}`);
  return id;
}

function priceChange(e: RawRecord, ts: number): BookDeltaMessage[] {
  const marketId = requiredId(e, 'market');
  const delta = (tokenId: string, changes: BookChange[], hash: string): BookDeltaMessage => {
    const message: BookDeltaMessage = {
      v: MARKET_DATA_VERSION,
      type: 'book_delta',
      venue: 'venue_a',
      market_id: marketId,
      token_id: tokenId,
      changes,
      ts,
    };
    if (hash) message.hash = hash;
    return message;
  };

  if (e.price_changes !== undefined) {
    // One message per token, in the order the tokens first appear; the last hash is the book's.
    const byToken = new Map<string, { changes: BookChange[]; hash: string }>();
    asArray(e.price_changes, 'price_changes').forEach((raw, i) => {
      const c = asRecord(raw, `price_changes[${i}]`);
      const tokenId = tokenIdOf(c, `price_changes[${i}].asset_id`);
      const entry = byToken.get(tokenId) ?? { changes: [], hash: '' };
      entry.changes.push(change(c, `price_changes[${i}]`));
      entry.hash = text(c, 'hash') || entry.hash;
      byToken.set(tokenId, entry);
    });
    if (byToken.size === 0) fail('price_changes is empty');
    return [...byToken].map(([tokenId, { changes, hash }]) => delta(tokenId, changes, hash));
  }

  const tokenId = tokenIdOf(e, 'asset_id');
  if (e.changes !== undefined) {
    const changes = asArray(e.changes, 'changes').map((c, i) =>
      change(asRecord(c, `changes[${i}]`), `changes[${i}]`),
    );
    if (changes.length === 0) fail('changes is empty');
    return [delta(tokenId, changes, text(e, 'hash'))];
  }
  return [delta(tokenId, [change(e, 'price_change')], text(e, 'hash'))];
}

function lastTrade(e: RawRecord, ts: number): PriceMessage {
  const message: PriceMessage = {
    v: MARKET_DATA_VERSION,
    type: 'price',
    venue: 'venue_a',
    market_id: requiredId(e, 'market'),
    token_id: tokenIdOf(e, 'asset_id'),
    price: priceValue(e.price, 'price'),
    kind: 'last_trade',
    ts,
  };
  if (e.side !== undefined && e.side !== null && e.side !== '')
    message.side = side(e.side, 'side') === 'bid' ? 'buy' : 'sell';
  if (e.size !== undefined && e.size !== null && e.size !== '') message.size = decimalValue(e.size, 'size');
  // The match's transaction hash (live messages carry it; older recordings do not).
  const hash = text(e, 'transaction_hash');
  if (hash) message.trade_id = hash;
  return message;
}

function bestBidAsk(e: RawRecord, ts: number): PriceMessage[] {
  // An empty side (no bid or no ask) has no mid: nothing to publish.
  if (!text(e, 'best_bid') || !text(e, 'best_ask')) return [];
  return [
    {
      v: MARKET_DATA_VERSION,
      type: 'price',
      venue: 'venue_a',
      market_id: requiredId(e, 'market'),
      token_id: tokenIdOf(e, 'asset_id'),
      price: mid(priceValue(e.best_bid, 'best_bid'), priceValue(e.best_ask, 'best_ask')),
      kind: 'mid',
      ts,
    },
  ];
}

function ids(e: RawRecord, key: string): string[] {
  return Array.isArray(e[key]) ? (e[key] as unknown[]).filter((x): x is string => typeof x === 'string') : [];
}

function event(raw: unknown, receivedAt: number | undefined): MarketChannelItem[] {
  const e = asRecord(raw, 'market channel message');
  const type = text(e, 'event_type');
  if (!type) fail('event_type is required');
  const ts =
    e.timestamp !== undefined && e.timestamp !== null ? epochMs(e.timestamp, 'timestamp') : receivedAt;
  if (ts === undefined) fail('timestamp is required');
  switch (type) {
    case 'book':
      return [bookFields(e, ts)];
    case 'price_change':
      return priceChange(e, ts);
    case 'last_trade_price':
      return [lastTrade(e, ts)];
    case 'best_bid_ask':
      return bestBidAsk(e, ts);
    case 'tick_size_change':
      return [
        {
          type: 'tick_size_change',
          market_id: requiredId(e, 'market'),
          token_id: tokenIdOf(e, 'asset_id'),
          old_tick_size: decimalValue(e.old_tick_size, 'old_tick_size'),
          new_tick_size: decimalValue(e.new_tick_size, 'new_tick_size'),
          ts,
        },
      ];
    case 'market_resolved':
      return [
        {
          type: 'market_resolved',
          market_id: requiredId(e, 'market'),
          token_ids: ids(e, 'assets_ids'),
          winner_token_id: requiredId(e, 'winning_asset_id'),
          winning_outcome: text(e, 'winning_outcome'),
          ts,
        },
      ];
    case 'new_market':
      return [
        {
          type: 'new_market',
          market_id: requiredId(e, 'market'),
          gamma_id: text(e, 'id'),
          question: text(e, 'question'),
          slug: text(e, 'slug'),
          token_ids: ids(e, 'assets_ids'),
          outcomes: ids(e, 'outcomes'),
          ts,
        },
      ];
    default:
      return fail(`unknown event_type ${JSON.stringify(type)}`);
  }
}

/**
 * One market-channel frame (text or decoded JSON) → its messages and notices. Fails when the frame
 * is unreadable, when its single message is rejected, or when every message of an array is.
 */
export function parseMarketChannelMessage(
  raw: unknown,
  options: { receivedAt?: number } = {},
): ParseResult<MarketChannelFrame> {
  return parseBoundary(raw, () => {
    if (typeof raw === 'string' && raw.trim() === 'PONG') return { items: [], rejected: [] };
    const decoded = decodeJson(raw);
    const frame: MarketChannelFrame = { items: [], rejected: [] };
    const messages = Array.isArray(decoded) ? decoded : [decoded];
    if (!Array.isArray(decoded) && !isRecord(decoded)) fail('frame must be a JSON object or array');
    messages.forEach((message, index) => {
      const result = parseBoundary(message, () => event(message, options.receivedAt));
      if (result.ok) frame.items.push(...result.value);
      else frame.rejected.push({ index, reason: result.reason });
    });
    if (messages.length > 0 && frame.rejected.length === messages.length) {
      const first = frame.rejected[0]!.reason;
      fail(messages.length === 1 ? first : `all ${messages.length} messages rejected; first: ${first}`);
    }
    return frame;
  });
}
