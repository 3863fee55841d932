// The normalized market-data messages that travel on the md.* topics. One TypeBox schema per shape:
// ajv validates it at the publisher (and at the consumer, for records from Kafka or a reloaded
// log), TypeScript types come from it, and the API can publish it.
//
// Every message carries `v` (schema version) and `type`. Readers are tolerant: unknown extra
// properties pass (a producer may add optional fields within a version); a breaking change bumps `v`.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../schema-types.ts';

export const MARKET_DATA_VERSION = 1;

// ── scalars ────────────────────────────────────────────────────────────────────────────────────

/**
 * Wire names of the venues: venue_a = Polymarket (chain POL), venue_b = Kalshi via DFlow (chain SOL).
 * An enum rather than a union of literals: one check instead of ajv's anyOf over two branches.
 */
export const Venue = Type.Unsafe<'venue_a' | 'venue_b'>({ type: 'string', enum: ['venue_a', 'venue_b'] });
export type Venue = Static<typeof Venue>;

/** Canonical non-negative decimal text: "0.5", "100", "9.999997" (never "0.50", "1e-7" or a number). */
export const DecimalText = Type.String({ pattern: '^(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$' });
/** A canonical decimal between 0 and 1 inclusive: an outcome price in dollars per share. */
export const PriceText = Type.String({ pattern: '^(0(\\.[0-9]*[1-9])?|1)$' });
/** A strictly positive canonical decimal: the size of a book level. */
export const SizeText = Type.String({ pattern: '^(0\\.[0-9]*[1-9]|[1-9][0-9]*(\\.[0-9]*[1-9])?)$' });
/** ISO 8601 in UTC with milliseconds, as Date#toISOString writes it. */
export const IsoTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$' });
/** Unix milliseconds. */
export const EpochMs = Type.Integer({ minimum: 0 });
/**
 * Text that is not blank: ids, topics, reasons. A pattern rather than minLength: ajv counts
 * minLength in code points, walking the whole string (a 78-digit token id, on every message).
 */
export const NonBlank = Type.String({ pattern: '\\S' });

/**
 * Where a stored market-data record came from, one label for every table and answer: `live` (read
 * from the venue as it happened), `recording` (played from the order-book dataset), `backfill`
 * (fetched afterwards from the venue's history endpoints) or `sandbox` (simulated).
 */
export const DataSource = Type.Unsafe<'live' | 'recording' | 'backfill' | 'sandbox'>({
  type: 'string',
  enum: ['live', 'recording', 'backfill', 'sandbox'],
});
export type DataSource = Static<typeof DataSource>;

const header = <K extends string>(type: K) => ({
  v: Type.Literal(MARKET_DATA_VERSION),
  type: Type.Literal(type),
});

/**
 * The record's source where it is not `live`: every message from a simulated venue says `sandbox`
 * (a recording's market says `recorded`, its quotes are recorded by kind). Absent: live.
 */
const sourced = { source: Type.Optional(DataSource) };

// ── market (catalog upsert) ──────────────────────────────────────────────────────────────────────

/** Event fields both venues share (spec 2.6 and 2.8). Volumes are decimal strings here; the API
 * turns them into numbers where the listing wants numbers. */
const eventCommon = {
  title: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  image: Type.String(),
  /** Machine tags (slugs), lower case. */
  tags: Type.Array(Type.String()),
  /** Human labels of the same tags. */
  labels: Type.Array(Type.String()),
  category: Nullable(Type.String()),
  neg_risk: Type.Boolean(),
  active: Type.Boolean(),
  /** Closed for trading, or ended. */
  closed: Type.Boolean(),
  created_at: Nullable(IsoTime),
  updated_at: Nullable(IsoTime),
  ends_at: Nullable(IsoTime),
  liquidity: Nullable(DecimalText),
  volume: Nullable(DecimalText),
  volume24hr: Nullable(DecimalText),
  volume1wk: Nullable(DecimalText),
  volume1mo: Nullable(DecimalText),
  volume1yr: Nullable(DecimalText),
};

/** Market fields both venues share (spec 2.7 and 2.8). "left" is the first outcome (Yes, Up, the
 * first team), "right" the second; best_bid/best_ask/last_trade_price are for the left token. */
/**
 * A market's fee parameters as read from its venue (see core/fees.ts): fee = shares × rate ×
 * (p·(1−p))^exponent before the venue's rounding; `read_at` is when they were read.
 */
export const FeeScheduleSchema = Type.Object({
  taker_rate: DecimalText,
  maker_rate: DecimalText,
  exponent: Type.Integer({ minimum: 0, maximum: 8 }),
  read_at: IsoTime,
});

const marketCommon = {
  /** The id every other message uses for this market: the condition id (venue_a), the ticker (venue_b). */
  market_id: NonBlank,
  question: Type.String(),
  /** The outcome this market stands for inside its event ("Stephen A. Smith"); may be empty. */
  outcome: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  image: Type.String(),
  left_outcome: Type.String(),
  right_outcome: Type.String(),
  left_token_id: NonBlank,
  right_token_id: NonBlank,
  left_price: Nullable(PriceText),
  right_price: Nullable(PriceText),
  best_bid: Nullable(PriceText),
  best_ask: Nullable(PriceText),
  last_trade_price: Nullable(PriceText),
  /** Empty while unresolved (spec 2.7). */
  winner_token_id: Type.String(),
  active: Type.Boolean(),
  closed: Type.Boolean(),
  resolved: Type.Boolean(),
  accepting_orders: Type.Boolean(),
  fees: Type.Boolean(),
  /** The fee parameters the venue publishes for the market; absent or null when not known. */
  fee_schedule: Type.Optional(Nullable(FeeScheduleSchema)),
  rewards: Type.Boolean(),
  /** Smallest price increment, e.g. "0.01". */
  tick_size: Nullable(DecimalText),
  /** Fraction digits of the tick size (0.001 → 3). */
  decimals: Nullable(Type.Integer({ minimum: 0 })),
  min_order_size: Nullable(DecimalText),
  liquidity: Nullable(DecimalText),
  volume: Nullable(DecimalText),
  volume24hr: Nullable(DecimalText),
  volume1wk: Nullable(DecimalText),
  volume1mo: Nullable(DecimalText),
  volume1yr: Nullable(DecimalText),
  open_interest: Nullable(DecimalText),
  created_at: Nullable(IsoTime),
  updated_at: Nullable(IsoTime),
  ends_at: Nullable(IsoTime),
};

const marketHeader = {
  ...header('market'),
  /** Version of the record at the venue, unix ms: the consumer keeps the latest per key. */
  source_ts: EpochMs,
  /** Set on records played from a recording (the order-book dataset replay), not read live. */
  recorded: Type.Optional(Type.Literal(true)),
  ...sourced,
};

export const PolymarketEvent = Type.Object({
  event_id: Type.Integer({ minimum: 0 }),
  ...eventCommon,
});

export const PolymarketMarket = Type.Object({
  ...marketCommon,
  condition_id: Type.String({ pattern: '^0x[0-9a-fA-F]{64}$' }),
  question_id: Type.String(),
  /** Gamma's numeric market id ("559657"); null when the record came from the CLOB only. */
  gamma_id: Nullable(Type.String()),
  neg_risk: Type.Boolean(),
  /** Gamma's `resolutionSource` (a URL or a publisher) when it names one; the verdict reads it. */
  resolution_source: Type.Optional(NonBlank),
});

export const KalshiEvent = Type.Object({
  /** The Kalshi event ticker. */
  event_id: NonBlank,
  series_id: NonBlank,
  sub_title: Type.String(),
  mutually_exclusive: Nullable(Type.Boolean()),
  ...eventCommon,
});

/** A decimal that may be negative: a Kalshi strike (a temperature, a spread) can be below zero. */
export const SignedDecimalText = Type.String({ pattern: '^-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?$' });

/**
 * What settles a Kalshi market, as its API publishes it (kalshi-typescript's Market and EventData
 * models): the strike (`strike_type` greater, greater_or_equal, less, less_or_equal, between,
 * functional, custom or structured; `floor_strike` the least and `cap_strike` the most expiration
 * value that pays YES), the rules (also joined into `description`), the market's or else its
 * event's settlement sources, and the order price ranges. The same-contract verdict reads it.
 */
export const KalshiContractTerms = Type.Object({
  strike_type: Nullable(Type.String()),
  floor_strike: Nullable(SignedDecimalText),
  cap_strike: Nullable(SignedDecimalText),
  /** Mapping from expiration values to settlement values (functional strikes). */
  functional_strike: Nullable(Type.String()),
  /** Custom strikes: the expiration value of each target that pays YES ({"Actor": "Ryan Gosling"}). */
  custom_strike: Nullable(Type.Record(Type.String(), Type.String())),
  rules_primary: Type.String(),
  rules_secondary: Type.String(),
  settlement_sources: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
  price_ranges: Type.Array(Type.Object({ start: DecimalText, end: DecimalText, step: DecimalText })),
});

export const KalshiMarket = Type.Object({
  ...marketCommon,
  /** The Kalshi market ticker (the venue_b-native short market code); equals market_id. */
  ticker: NonBlank,
  series_id: NonBlank,
  /** Kalshi lifecycle status as sent (initialized, active, inactive, closed, determined, finalized…). */
  status: Type.String(),
  /** 'yes' | 'no' once determined, else ''. */
  result: Type.String(),
  /** Where the token ids come from: the DFlow SPL mints, or `<ticker>:yes|no` until they are known. */
  token_id_source: Type.Union([Type.Literal('dflow_mint'), Type.Literal('derived')]),
  /** The settlement mint the DFlow outcome mints belong to (USDC); null when derived. */
  settlement_mint: Nullable(Type.String()),
  /** The market's settlement terms as Kalshi publishes them; absent on records made before they were carried. */
  contract_terms: Type.Optional(KalshiContractTerms),
});

export const PolymarketMarketMessage = Type.Object({
  ...marketHeader,
  venue: Type.Literal('venue_a'),
  event: PolymarketEvent,
  market: PolymarketMarket,
});

export const KalshiMarketMessage = Type.Object({
  ...marketHeader,
  venue: Type.Literal('venue_b'),
  event: KalshiEvent,
  market: KalshiMarket,
});

/** One message per market, carrying its event. Key: `venue:market_id`. Topic: md.markets. */
export const MarketMessage = Type.Union([PolymarketMarketMessage, KalshiMarketMessage]);

// ── books and prices ─────────────────────────────────────────────────────────────────────────────

/** [price, size]. */
export const BookLevel = Type.Tuple([PriceText, SizeText]);

/** Full order-book snapshot of one token. Bids highest first, asks lowest first. Key: `venue:token_id`. */
export const BookMessage = Type.Object({
  ...header('book'),
  ...sourced,
  venue: Venue,
  market_id: NonBlank,
  token_id: NonBlank,
  bids: Type.Array(BookLevel),
  asks: Type.Array(BookLevel),
  ts: EpochMs,
  hash: Type.Optional(Type.String()),
  tick_size: Type.Optional(DecimalText),
});

export const BookSide = Type.Union([Type.Literal('bid'), Type.Literal('ask')]);

/** One price level changed: `size` is the level's new total; "0" removes the level. */
export const BookChange = Type.Object({
  side: BookSide,
  price: PriceText,
  size: DecimalText,
});

/** Incremental update of one token's book (Polymarket price_change). Key: `venue:token_id`. */
export const BookDeltaMessage = Type.Object({
  ...header('book_delta'),
  ...sourced,
  venue: Venue,
  market_id: NonBlank,
  token_id: NonBlank,
  changes: Type.Array(BookChange, { minItems: 1 }),
  ts: EpochMs,
  hash: Type.Optional(Type.String()),
});

/**
 * Top of book without depth, for sources that record only the best prices (the order-book dataset
 * replay): null where a side is empty. Stored in the book history with best_bid/best_ask and no
 * levels. Key: `venue:token_id`. Topic: md.books.
 */
export const QuoteMessage = Type.Object({
  ...header('quote'),
  ...sourced,
  venue: Venue,
  market_id: NonBlank,
  token_id: NonBlank,
  bid: Nullable(PriceText),
  ask: Nullable(PriceText),
  ts: EpochMs,
});

export const PriceKind = Type.Union([Type.Literal('last_trade'), Type.Literal('mid')]);

/** A price tick of one token. Key: `venue:token_id`. Topic: md.prices. */
export const PriceMessage = Type.Object({
  ...header('price'),
  ...sourced,
  venue: Venue,
  market_id: NonBlank,
  token_id: NonBlank,
  price: PriceText,
  kind: PriceKind,
  ts: EpochMs,
  /** Last trades only: the taker side and the traded size. */
  side: Type.Optional(Type.Union([Type.Literal('buy'), Type.Literal('sell')])),
  size: Type.Optional(DecimalText),
  /**
   * Last trades only: the venue's id of the trade (Polymarket's transaction hash, Kalshi's
   * trade_id) where it gives one. Stored with the trade: a redelivered trade replaces itself.
   */
  trade_id: Type.Optional(NonBlank),
});

// ── history (backfill) ───────────────────────────────────────────────────────────────────────────

/** One past trade as the venue's history reports it. */
export const HistoryTrade = Type.Object({
  /** The venue's id of the trade where it gives one (Polymarket: the transaction hash; Kalshi: trade_id). */
  trade_id: Type.Optional(NonBlank),
  ts: EpochMs,
  price: PriceText,
  /** The taker side, where the venue says it. */
  side: Type.Optional(Type.Union([Type.Literal('buy'), Type.Literal('sell')])),
  size: Type.Optional(DecimalText),
});

/** One past price of a token (Polymarket's prices-history point, a Kalshi candle's close). */
export const HistoryPrice = Type.Object({
  ts: EpochMs,
  price: PriceText,
});

/** A kind of a token's past a history message's span covers. */
export const HistoryKind = Type.Union([Type.Literal('trades'), Type.Literal('prices')]);

/**
 * A token's past fetched from its venue: trades and prices over [from, to], the span the fetch
 * covered (an empty list means there were none in it). Key: `venue:token_id`. Topic: md.history;
 * written to the same ClickHouse tables as live data, labelled with `source`, never into hot state.
 * `covers` names the kinds the span covers (absent: both): a page of trades says nothing of the
 * prices in its span, and its list of prices is empty without meaning there were none.
 */
export const HistoryMessage = Type.Object({
  ...header('history'),
  venue: Venue,
  market_id: NonBlank,
  token_id: NonBlank,
  source: Type.Literal('backfill'),
  from: EpochMs,
  to: EpochMs,
  trades: Type.Array(HistoryTrade),
  prices: Type.Array(HistoryPrice),
  covers: Type.Optional(Type.Array(HistoryKind, { minItems: 1, maxItems: 2, uniqueItems: true })),
});

// ── dead letters ─────────────────────────────────────────────────────────────────────────────────

/** A record that failed validation, with the reason. Key: the original record's key. */
export const DeadLetterMessage = Type.Object({
  ...header('dead_letter'),
  /** The topic the record was read from (or meant for). */
  topic: NonBlank,
  key: Type.String(),
  /** The original value, verbatim. */
  value: Type.String(),
  reason: NonBlank,
  ts: EpochMs,
  partition: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Kafka offsets are int64: kept as decimal strings. */
  offset: Type.Optional(Type.String({ pattern: '^[0-9]+$' })),
  /** The record's place in the batched Kafka record at `offset` (storage/bus/kafka-envelope.ts). */
  index: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const MarketDataMessage = Type.Union([
  MarketMessage,
  BookMessage,
  BookDeltaMessage,
  QuoteMessage,
  PriceMessage,
  HistoryMessage,
  DeadLetterMessage,
]);

export type PolymarketEvent = Static<typeof PolymarketEvent>;
export type PolymarketMarket = Static<typeof PolymarketMarket>;
export type KalshiEvent = Static<typeof KalshiEvent>;
export type KalshiMarket = Static<typeof KalshiMarket>;
export type KalshiContractTerms = Static<typeof KalshiContractTerms>;
export type PolymarketMarketMessage = Static<typeof PolymarketMarketMessage>;
export type KalshiMarketMessage = Static<typeof KalshiMarketMessage>;
export type MarketMessage = Static<typeof MarketMessage>;
export type BookLevel = Static<typeof BookLevel>;
export type BookMessage = Static<typeof BookMessage>;
export type BookSide = Static<typeof BookSide>;
export type BookChange = Static<typeof BookChange>;
export type BookDeltaMessage = Static<typeof BookDeltaMessage>;
export type QuoteMessage = Static<typeof QuoteMessage>;
export type PriceKind = Static<typeof PriceKind>;
export type PriceMessage = Static<typeof PriceMessage>;
export type HistoryTrade = Static<typeof HistoryTrade>;
export type HistoryPrice = Static<typeof HistoryPrice>;
export type HistoryMessage = Static<typeof HistoryMessage>;
export type DeadLetterMessage = Static<typeof DeadLetterMessage>;
export type MarketDataMessage = Static<typeof MarketDataMessage>;
export type MessageType = MarketDataMessage['type'];
