// md.markets → the ClickHouse catalog. Within a batch only the newest version of each market is
// written; across batches ReplacingMergeTree(source_ts) keeps the newest, so a redelivery changes
// nothing a reader sees. The versions that change a market's state (catalogState: status, winner,
// end, event, category, source; not prices or volumes) also go to the history `market_changes`:
// each the first time this process sees it (after a restart a market's current state is written
// once more; the `market_history` view folds such repeats).
import type { MarketDataMessage, MarketMessage } from '../../core/market-data.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import {
  catalogState,
  insertCatalogRows,
  insertMarketChanges,
  type CatalogRow,
} from '../../storage/clickhouse/catalog.ts';
import { topics } from '../../storage/bus/topics.ts';
import type { MessageProcessor } from '../stream/message-consumer.ts';

/** ISO 8601 → ClickHouse DateTime64 text. */
function chTime(iso: string | null): string | null {
  return iso === null ? null : iso.replace('T', ' ').replace('Z', '');
}

export function catalogRow(m: MarketMessage): CatalogRow {
  return {
    venue: m.venue,
    market_id: m.market.market_id,
    event_id: String(m.event.event_id),
    category: m.event.category ?? '',
    active: m.market.active,
    closed: m.market.closed,
    resolved: m.market.resolved,
    ends_at: chTime(m.market.ends_at ?? m.event.ends_at),
    volume: m.market.volume ?? '0',
    liquidity: m.market.liquidity ?? '0',
    source_ts: m.source_ts,
    source: m.source === 'sandbox' ? 'sandbox' : m.recorded === true ? 'recording' : 'live',
    winner_token_id: m.market.winner_token_id,
    message: JSON.stringify(m),
  };
}

export class CatalogWriter implements MessageProcessor {
  readonly name = 'catalog';
  readonly topics = [topics.markets];

  /** Each market's state as last written to market_changes (`venue:market_id` → catalogState). */
  private readonly states = new Map<string, string>();

  constructor(private readonly ch: Analytics) {}

  async handle(messages: readonly MarketDataMessage[]): Promise<void> {
    const newest = new Map<string, MarketMessage>();
    for (const m of messages) {
      if (m.type !== 'market') continue;
      const key = `${m.venue}:${m.market.market_id}`;
      const seen = newest.get(key);
      if (!seen || seen.source_ts <= m.source_ts) newest.set(key, m);
    }
    const rows = [...newest.values()].map(catalogRow);
    await insertCatalogRows(this.ch, rows);
    const changed = rows.filter((r) => this.states.get(`${r.venue}:${r.market_id}`) !== catalogState(r));
    await insertMarketChanges(this.ch, changed);
    // Remembered once written: a failed insert is retried with the batch and meets the old states.
    for (const r of changed) this.states.set(`${r.venue}:${r.market_id}`, catalogState(r));
  }
}
