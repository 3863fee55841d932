// The rows the engine writes to the order-book history (migration 003_book_store.sql): the tokens
// dimension, whole books (book_states), level changes (book_deltas), trades and price ticks. Rows
// carry venue and token_id; ClickHouse turns them into token_key (EPHEMERAL columns). Every row but
// a token's says where it came from (`source`, migration 011: live where not said).
import type { BookChange, DataSource } from '../../core/market-data.ts';
import type { Analytics, EncodedRows } from './analytics.ts';
import {
  decimalPairsField,
  decimalField,
  NULL_FIELD,
  nullableDecimalField,
  stringField,
} from './tab-separated.ts';

/** [price, size] decimal strings. */
export type Level = [string, string];

/** A token's row in `tokens`. */
export interface TokenRow {
  venue: string;
  token_id: string;
  market_id: string;
}

interface TokenChange {
  venue: string;
  token_id: string;
  /** Unix ms. */
  ts: number;
  /** Orders the token's rows of one millisecond (0 for the first). */
  seq: number;
  /** Where the row came from; live when not said. */
  source?: DataSource;
}

/** A whole book: a venue snapshot, a top-of-book quote (no levels), or a checkpoint the engine adds. */
export interface BookStateRow extends TokenChange {
  kind: 'book' | 'quote' | 'checkpoint';
  /** Checkpoints: the time of the token's next change (the book holds until then); else null. */
  next_ts: number | null;
  best_bid: string | null;
  best_ask: string | null;
  bids: readonly Level[];
  asks: readonly Level[];
}

/** The levels one change set, and the top of book after it. */
export interface BookDeltaRow extends TokenChange {
  best_bid: string | null;
  best_ask: string | null;
  changes: readonly BookChange[];
}

/**
 * A trade: keyed in ClickHouse by its identity (trade_key, migration 011): its id, side and size
 * where the venue gives an id, else its time, price, side and size; not by a seq.
 */
export interface TradeRow {
  venue: string;
  token_id: string;
  /** Unix ms. */
  ts: number;
  /** The venue's trade id; '' when it gives none. */
  trade_id: string;
  price: string;
  side: 'buy' | 'sell' | undefined;
  size: string | undefined;
  /** Where the row came from; live when not said. */
  source?: DataSource;
}

export interface PriceTickRow extends TokenChange {
  price: string;
}

/** What one engine batch writes; empty lists are not inserted. */
export interface BookHistoryRows {
  tokens: TokenRow[];
  states: BookStateRow[];
  deltas: BookDeltaRow[];
  trades: TradeRow[];
  ticks: PriceTickRow[];
}

export function emptyBookHistoryRows(): BookHistoryRows {
  return { tokens: [], states: [], deltas: [], trades: [], ticks: [] };
}

// The last conversion is kept: rows come in time order, and sources that poll (the dataset replay)
// give many tokens the same ts in a row, so most rows reuse it.
let lastMs = NaN;
let lastText = '';

/** DateTime64(3) text, UTC. */
function chTime(ms: number): string {
  if (ms !== lastMs) {
    lastText = new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
    lastMs = ms;
  }
  return lastText;
}

function head(r: TokenChange): string {
  return `${stringField(r.venue)}\t${stringField(r.token_id)}\t${chTime(r.ts)}\t${r.seq}\t${r.source ?? 'live'}`;
}

function changesField(changes: readonly BookChange[]): string {
  let out = '[';
  for (let i = 0; i < changes.length; i++) {
    const c = changes[i]!;
    out += `${i === 0 ? '' : ','}('${c.side}',${decimalField(c.price)},${decimalField(c.size)})`;
  }
  return `${out}]`;
}

function encode<T>(rows: readonly T[], columns: readonly string[], line: (row: T) => string): EncodedRows {
  let text = '';
  for (const r of rows) text += `${line(r)}\n`;
  return { format: 'TabSeparated', body: Buffer.from(text), rows: rows.length, columns };
}

const HEAD = ['venue', 'token_id', 'ts', 'seq', 'source'];

export function encodeBookStates(rows: readonly BookStateRow[]): EncodedRows {
  return encode(
    rows,
    [...HEAD, 'kind', 'next_ts', 'best_bid', 'best_ask', 'bids', 'asks'],
    (r) =>
      `${head(r)}\t${r.kind}\t${r.next_ts === null ? NULL_FIELD : chTime(r.next_ts)}\t` +
      `${nullableDecimalField(r.best_bid)}\t${nullableDecimalField(r.best_ask)}\t` +
      `${decimalPairsField(r.bids)}\t${decimalPairsField(r.asks)}`,
  );
}

export function encodeBookDeltas(rows: readonly BookDeltaRow[]): EncodedRows {
  return encode(
    rows,
    [...HEAD, 'best_bid', 'best_ask', 'changes'],
    (r) =>
      `${head(r)}\t${nullableDecimalField(r.best_bid)}\t${nullableDecimalField(r.best_ask)}\t${changesField(r.changes)}`,
  );
}

function encodeTrades(rows: readonly TradeRow[]): EncodedRows {
  return encode(
    rows,
    ['venue', 'token_id', 'ts', 'trade_id', 'price', 'side', 'size', 'source'],
    (r) =>
      `${stringField(r.venue)}\t${stringField(r.token_id)}\t${chTime(r.ts)}\t${stringField(r.trade_id)}\t` +
      `${decimalField(r.price)}\t${r.side ?? 'unknown'}\t${nullableDecimalField(r.size ?? null)}\t${r.source ?? 'live'}`,
  );
}

function encodePriceTicks(rows: readonly PriceTickRow[]): EncodedRows {
  return encode(rows, [...HEAD, 'price'], (r) => `${head(r)}\t${decimalField(r.price)}`);
}

function encodeTokens(rows: readonly TokenRow[]): EncodedRows {
  return encode(
    rows,
    ['venue', 'token_id', 'market_id'],
    (r) => `${stringField(r.venue)}\t${stringField(r.token_id)}\t${stringField(r.market_id)}`,
  );
}

/** One insert per non-empty table, at once. */
export async function insertBookHistory(ch: Analytics, rows: BookHistoryRows): Promise<void> {
  await Promise.all([
    ch.insertEncoded('books.tokens', 'tokens', encodeTokens(rows.tokens)),
    ch.insertEncoded('books.states', 'book_states', encodeBookStates(rows.states)),
    ch.insertEncoded('books.deltas', 'book_deltas', encodeBookDeltas(rows.deltas)),
    ch.insertEncoded('books.trades', 'trades', encodeTrades(rows.trades)),
    ch.insertEncoded('books.ticks', 'price_ticks', encodePriceTicks(rows.ticks)),
  ]);
}

/** A whole book of one token at one time (what a history read returns). */
export interface BookSnapshotRow {
  venue: string;
  token_id: string;
  market_id: string;
  /** Unix ms. */
  ts: number;
  best_bid: string | null;
  best_ask: string | null;
  bids: Level[];
  asks: Level[];
}

/**
 * Whole books as history (tests, benchmarks, imports): each a `book` state (a `quote` when it has
 * no levels) at seq 0, and its token.
 */
export function insertBookSnapshots(ch: Analytics, snapshots: readonly BookSnapshotRow[]): Promise<void> {
  const rows = emptyBookHistoryRows();
  const seen = new Set<string>();
  for (const s of snapshots) {
    const key = `${s.venue}\0${s.token_id}`;
    if (!seen.has(key)) {
      seen.add(key);
      rows.tokens.push({ venue: s.venue, token_id: s.token_id, market_id: s.market_id });
    }
    const kind = s.bids.length === 0 && s.asks.length === 0 ? 'quote' : 'book';
    rows.states.push({ ...s, seq: 0, kind, next_ts: null });
  }
  return insertBookHistory(ch, rows);
}
