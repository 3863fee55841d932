// The venues' past as the engine stores it (migration 011_history_sources.sql): backfilled trades and
// prices go to the same `trades` and `price_ticks` tables as live ones, labelled `source =
// 'backfill'`, and each fetched span to `history_spans` with the kinds it covers (migration 012:
// trades, prices or both), which the backfill scheduler reads to resume.
import type { Analytics } from './analytics.ts';
import { insertBookHistory, type BookHistoryRows } from './book-rows.ts';
import { stringField } from './tab-separated.ts';

/** What a stored span covers: its trades, its prices, or both (a message naming no `covers`). */
export type SpanKind = 'trades' | 'prices' | 'both';

/** One span of a token's past that is stored (one md.history message). */
export interface HistorySpanRow {
  kind: SpanKind;
  venue: string;
  token_id: string;
  market_id: string;
  /** Unix ms, inclusive. */
  from: number;
  to: number;
  trades: number;
  prices: number;
}

/** A trade's identity where the venue gives an id (migration 011): its id, side and size at 6 decimals. */
export interface StoredTradeIdentity {
  trade_id: string;
  side: 'buy' | 'sell' | 'unknown';
  /** ClickHouse's text of the stored Decimal(18, 6) ('' when unknown). */
  size: string;
}

/** The stored trades of one token among these ids (any source). */
export async function readStoredTrades(
  ch: Analytics,
  venue: string,
  tokenId: string,
  tradeIds: readonly string[],
): Promise<StoredTradeIdentity[]> {
  if (tradeIds.length === 0) return [];
  return ch.query<StoredTradeIdentity>(
    'history.stored-trades',
    `SELECT DISTINCT trade_id, toString(side) AS side, ifNull(toString(size), '') AS size FROM ${ch.table('trades')}
     WHERE token_key = cityHash64({venue: String}, {token: String}) AND trade_id IN {ids: Array(String)}`,
    { venue, token: tokenId, ids: [...new Set(tradeIds)] },
  );
}

function chTime(ms: number): string {
  return new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
}

/** The rows (trades, ticks, tokens), then the spans they cover: a span is stored only once its rows are. */
export async function insertHistory(
  ch: Analytics,
  rows: BookHistoryRows,
  spans: readonly HistorySpanRow[],
): Promise<void> {
  await insertBookHistory(ch, rows);
  if (spans.length === 0) return;
  let text = '';
  for (const s of spans) {
    text +=
      `${stringField(s.venue)}\t${stringField(s.token_id)}\t${stringField(s.market_id)}\t` +
      `${chTime(s.from)}\t${chTime(s.to)}\t${s.trades}\t${s.prices}\t${s.kind}\n`;
  }
  await ch.insertEncoded('history.spans', 'history_spans', {
    format: 'TabSeparated',
    body: Buffer.from(text),
    rows: spans.length,
    columns: ['venue', 'token_id', 'market_id', 'span_from', 'span_to', 'trades', 'prices', 'kind'],
  });
}

/**
 * The stored spans of these tokens, each token's ordered by start (overlapping ones not merged):
 * those covering `kind` (its own and `both`), or every span when no kind is named.
 */
export async function readHistorySpans(
  ch: Analytics,
  tokenIds: readonly string[],
  kind?: 'trades' | 'prices',
): Promise<{ venue: string; token_id: string; from: number; to: number }[]> {
  if (tokenIds.length === 0) return [];
  const rows = await ch.query<{ venue: string; token_id: string; from: string; to: string }>(
    'history.spans',
    `SELECT venue, token_id, toString(toUnixTimestamp64Milli(span_from)) AS from, toString(toUnixTimestamp64Milli(span_to)) AS to
     FROM ${ch.table('history_spans')} FINAL WHERE token_id IN {ids: Array(String)} AND kind IN {kinds: Array(String)}
     ORDER BY token_id, span_from, span_to`,
    {
      ids: [...new Set(tokenIds)],
      kinds: kind === undefined ? ['trades', 'prices', 'both'] : [kind, 'both'],
    },
  );
  return rows.map((r) => ({ venue: r.venue, token_id: r.token_id, from: Number(r.from), to: Number(r.to) }));
}
