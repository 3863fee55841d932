// md.history → the venues' past in ClickHouse, never in hot state (the backfill publishes it:
// ingest's history clients). Trades and prices go to the same `trades` and `price_ticks` tables as
// live data, labelled `backfill`, and each message's span [from, to] to `history_spans` with the
// kinds it covers (`covers`: trades, prices, or both when absent), written
// after its rows (history-store.ts): a span stored means its rows are, so the scheduler resumes from
// storedSpans (engine/market-queries/stored-spans.ts) without fetching them again.
//
// A trade seen live and by backfill is one row (migration 011: a trade with an id is its token, id,
// side and size). The merge would fold the two rows anyway; a trade already stored is also not
// written again, so the 1-minute trade rollup, which keeps a trade's minute as its row's time, does
// not count it a second time when the two answers' times fall in different minutes. Prices and sizes
// are stored at the tables' 6 decimals, rounded half-up (exact decimals: the Data API's JSON float
// 0.7400000004 is the tick 0.74). Every write is idempotent: a redelivered message rewrites the rows
// and the span it wrote. After each batch the backfill's stamp in hot state changes, so the API's
// reads of backfilled prices and sparklines (engine/market-queries/backfill-reads.ts) read again.
import { round } from '../../core/decimal.ts';
import type { HistoryMessage, MarketDataMessage } from '../../core/market-data.ts';
import { counter } from '../../core/metrics.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import { writeBackfillStamp } from '../../storage/hot/market-state.ts';
import { emptyBookHistoryRows } from '../../storage/clickhouse/book-rows.ts';
import {
  insertHistory,
  readStoredTrades,
  type HistorySpanRow,
  type SpanKind,
} from '../../storage/clickhouse/history-store.ts';
import { topics } from '../../storage/bus/topics.ts';
import type { MessageProcessor } from '../stream/message-consumer.ts';

const historyRows = counter(
  'engine_history_rows_total',
  'backfilled rows written, by kind (trade, price) and outcome (written, already_stored)',
  ['kind', 'outcome'],
);

/** The tables' fractional digits (Decimal(9, 6) prices, Decimal(18, 6) sizes). */
const STORED_DIGITS = 6;

const stored = (value: string): string => round(value, STORED_DIGITS, 'half-up');

/** The kinds the message's span covers, as history_spans stores them (migration 012). */
const spanKind = (m: HistoryMessage): SpanKind =>
  m.covers === undefined || m.covers.length === 2 ? 'both' : m.covers[0]!;

/** A trade's identity as the trades table keys it (id, side, size at 6 decimals). */
const identity = (tradeId: string, side: string, size: string): string => `${tradeId}\n${side}\n${size}`;

export class HistoryWriter implements MessageProcessor {
  readonly name = 'history';
  readonly topics = [topics.history];

  constructor(
    private readonly ch: Analytics,
    private readonly hot: HotState,
  ) {}

  async handle(messages: readonly MarketDataMessage[]): Promise<void> {
    const rows = emptyBookHistoryRows();
    const spans: HistorySpanRow[] = [];
    const registered = new Set<string>();
    for (const m of messages) {
      if (m.type !== 'history') continue;
      await this.stage(m, rows);
      if (!registered.has(m.token_id)) {
        rows.tokens.push({ venue: m.venue, token_id: m.token_id, market_id: m.market_id });
        registered.add(m.token_id);
      }
      spans.push({
        kind: spanKind(m),
        venue: m.venue,
        token_id: m.token_id,
        market_id: m.market_id,
        from: m.from,
        to: m.to,
        trades: m.trades.length,
        prices: m.prices.length,
      });
    }
    if (spans.length === 0) return;
    await insertHistory(this.ch, rows, spans);
    await writeBackfillStamp(this.hot);
  }

  /** The message's trades not stored yet and its prices, into rows. */
  private async stage(m: HistoryMessage, rows: ReturnType<typeof emptyBookHistoryRows>): Promise<void> {
    const ids = m.trades.flatMap((t) => (t.trade_id === undefined ? [] : [t.trade_id]));
    const known = new Set(
      (await readStoredTrades(this.ch, m.venue, m.token_id, ids)).map((t) =>
        identity(t.trade_id, t.side, t.size),
      ),
    );
    let skipped = 0;
    for (const t of m.trades) {
      const size = t.size === undefined ? undefined : stored(t.size);
      if (t.trade_id !== undefined && known.has(identity(t.trade_id, t.side ?? 'unknown', size ?? ''))) {
        skipped++;
        continue;
      }
      rows.trades.push({
        venue: m.venue,
        token_id: m.token_id,
        ts: t.ts,
        trade_id: t.trade_id ?? '',
        price: stored(t.price),
        side: t.side,
        size,
        source: 'backfill',
      });
    }
    for (const p of m.prices) {
      rows.ticks.push({
        venue: m.venue,
        token_id: m.token_id,
        ts: p.ts,
        seq: 0,
        price: stored(p.price),
        source: 'backfill',
      });
    }
    historyRows.inc({ kind: 'trade', outcome: 'written' }, m.trades.length - skipped);
    if (skipped > 0) historyRows.inc({ kind: 'trade', outcome: 'already_stored' }, skipped);
    historyRows.inc({ kind: 'price', outcome: 'written' }, m.prices.length);
  }
}
