// Which spans of each token's past are stored (history_spans, written by the engine's history writer
// once a span's rows are durable), for the backfill scheduler: it fetches only what lies outside them,
// so a restart resumes without fetching again. Spans that overlap or touch (the next starts at most
// 1 ms after one ends) are merged. Per kind (migration 012): a span may cover trades, prices or
// both; asked for one kind, the spans covering it; asked for none, every span.
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import { readHistorySpans } from '../../storage/clickhouse/history-store.ts';

/** A stored span, unix ms, both ends inclusive. */
export interface StoredSpan {
  from: number;
  to: number;
}

/** token id → its stored spans, merged, oldest first; tokens with none are left out. */
export async function storedSpans(
  ch: Analytics,
  tokenIds: readonly string[],
  kind?: 'trades' | 'prices',
): Promise<Map<string, StoredSpan[]>> {
  const out = new Map<string, StoredSpan[]>();
  for (const row of await readHistorySpans(ch, tokenIds, kind)) {
    let spans = out.get(row.token_id);
    if (!spans) out.set(row.token_id, (spans = []));
    const last = spans.at(-1);
    if (last && row.from <= last.to + 1) last.to = Math.max(last.to, row.to);
    else spans.push({ from: row.from, to: row.to });
  }
  return out;
}
