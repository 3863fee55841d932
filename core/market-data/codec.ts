// Reading and writing market-data messages as bus records ({key, value: JSON text}). The publisher
// checks every message (messageProblem) and publishes it as a ValidatedRecord; the consumer side runs
// every record that arrives as text through parseMessage. A record that fails goes to the
// dead-letter topic with the reason (deadLetterFor), never silently dropped and never blocking its
// partition.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import { compare } from '../decimal.ts';
import {
  BookDeltaMessage,
  BookMessage,
  DeadLetterMessage,
  HistoryMessage,
  KalshiMarketMessage,
  MARKET_DATA_VERSION,
  PolymarketMarketMessage,
  PriceMessage,
  QuoteMessage,
  type BookLevel,
  type DeadLetterMessage as DeadLetter,
  type MarketDataMessage,
  type MessageType,
} from './schemas.ts';

export type ParsedMessage = { ok: true; message: MarketDataMessage } | { ok: false; reason: string };

// The schemas' patterns are ASCII: no need for the slower unicode-mode regular expressions.
const ajv = new Ajv({ allErrors: false, strict: false, unicodeRegExp: false });
const compile = (schema: TSchema): ValidateFunction => ajv.compile(schema);

// One validator per (type, venue) so that a failure names the field, not "must match anyOf".
const marketByVenue: Record<string, ValidateFunction> = {
  venue_a: compile(PolymarketMarketMessage),
  venue_b: compile(KalshiMarketMessage),
};
const byType: Record<Exclude<MessageType, 'market'>, ValidateFunction> = {
  book: compile(BookMessage),
  book_delta: compile(BookDeltaMessage),
  quote: compile(QuoteMessage),
  price: compile(PriceMessage),
  history: compile(HistoryMessage),
  dead_letter: compile(DeadLetterMessage),
};

function describe(type: string, error: ErrorObject | undefined): string {
  if (!error) return `${type} is invalid`;
  const at = [type, ...error.instancePath.split('/').filter(Boolean)].join('.');
  switch (error.keyword) {
    case 'required':
      return `${at}.${String(error.params.missingProperty)} is required`;
    case 'const':
      return `${at} must be ${JSON.stringify(error.params.allowedValue)}`;
    default:
      return `${at} ${error.message ?? 'is invalid'}`;
  }
}

/** Levels must be best first: bids strictly descending, asks strictly ascending by price. */
function levelOrderProblem(side: 'bids' | 'asks', levels: BookLevel[]): string | undefined {
  const want = side === 'bids' ? 1 : -1;
  for (let i = 1; i < levels.length; i++) {
    if (compare(levels[i - 1]![0], levels[i]![0]) !== want) {
      return `book.${side} must be sorted best first without duplicate prices (level ${i})`;
    }
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates one record value. Never throws. */
export function parseMessage(json: string): ParsedMessage {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    return { ok: false, reason: `invalid JSON: ${(e as Error).message}` };
  }
  return validateMessage(value);
}

/** Validates an already-decoded value (what parseMessage does after JSON.parse). Never throws. */
export function validateMessage(value: unknown): ParsedMessage {
  const problem = messageProblem(value);
  return problem === undefined
    ? { ok: true, message: value as MarketDataMessage }
    : { ok: false, reason: problem };
}

/** Why a decoded value is not a valid message, or undefined when it is one. Never throws. */
export function messageProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'message must be a JSON object';
  const { type, v, venue } = value;
  if (typeof type !== 'string') return 'message.type is required';
  let validate: ValidateFunction | undefined;
  if (type === 'market') {
    validate = typeof venue === 'string' ? marketByVenue[venue] : undefined;
    if (!validate) return 'market.venue must be venue_a or venue_b';
  } else {
    validate = (byType as Record<string, ValidateFunction | undefined>)[type];
    if (!validate) return `unknown message type ${JSON.stringify(type)}`;
  }
  if (v !== MARKET_DATA_VERSION) {
    return `unsupported ${type} version ${JSON.stringify(v)} (this reader knows ${MARKET_DATA_VERSION})`;
  }
  if (!validate(value)) return describe(type, validate.errors?.[0]);
  const message = value as MarketDataMessage;
  if (message.type === 'book') {
    return levelOrderProblem('bids', message.bids) ?? levelOrderProblem('asks', message.asks);
  }
  return undefined;
}

/** Partition key: one instrument's records stay in order. */
export function messageKey(message: MarketDataMessage): string {
  switch (message.type) {
    case 'market':
      return `${message.venue}:${message.market.market_id}`;
    case 'book':
    case 'book_delta':
    case 'quote':
    case 'price':
    case 'history':
      return `${message.venue}:${message.token_id}`;
    case 'dead_letter':
      return message.key;
  }
}

/** Which entry of storage/bus/topics.ts `topics` a message belongs on. */
export type TopicName = 'markets' | 'books' | 'prices' | 'history' | 'deadLetter';

export function topicOf(message: MarketDataMessage): TopicName {
  switch (message.type) {
    case 'market':
      return 'markets';
    case 'book':
    case 'book_delta':
    case 'quote':
      return 'books';
    case 'price':
      return 'prices';
    case 'history':
      return 'history';
    case 'dead_letter':
      return 'deadLetter';
  }
}

/** The bus record of a message. */
export function encodeMessage(message: MarketDataMessage): { key: string; value: string } {
  return { key: messageKey(message), value: JSON.stringify(message) };
}

export interface FailedRecord {
  topic: string;
  key: string;
  value: string;
  partition?: number;
  offset?: string;
  index?: number;
}

/** The dead-letter message for a record that could not be used. */
export function deadLetterFor(record: FailedRecord, reason: string, ts: number = Date.now()): DeadLetter {
  const message: DeadLetter = {
    v: MARKET_DATA_VERSION,
    type: 'dead_letter',
    topic: record.topic,
    key: record.key,
    value: record.value,
    reason: reason || 'unspecified',
    ts,
  };
  if (record.partition !== undefined) message.partition = record.partition;
  if (record.offset !== undefined) message.offset = record.offset;
  if (record.index !== undefined) message.index = record.index;
  return message;
}

/**
 * The bus record of a message that passed validation: `decoded` is the message itself, which a bus
 * within the process hands to consumers as it is (storage/bus/bus.ts). The JSON text is made only
 * when something reads `value` (Kafka's producer, a persisted log, a dead letter), and not kept:
 * each of those reads it once, and kept it would double what an in-process log holds.
 */
export class ValidatedRecord {
  readonly key: string;

  constructor(readonly decoded: MarketDataMessage) {
    this.key = messageKey(decoded);
  }

  get value(): string {
    return JSON.stringify(this.decoded);
  }
}
