// Sparklines of tokens the engine holds none for (no book or trade was streamed or recorded for
// them) from their backfilled prices (price_ticks, source `backfill`), built by the engine's own rule
// (updateSparkline: 24 hourly points, oldest first, ending at the hour of the latest price, an hour
// without one repeating the one before). A price, never an invented book: the order books of such a
// token stay empty.
import { updateSparkline, type Sparkline } from '../../core/market-data/hot-book.ts';
import type { Venue } from '../../core/market-data.ts';
import type { Analytics } from '../../storage/clickhouse/analytics.ts';
import { readBackfilledHours } from '../../storage/clickhouse/candles.ts';

export async function backfilledSparklines(
  ch: Analytics,
  tokens: readonly { venue: Venue; tokenId: string }[],
): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  for (const [token, hours] of await readBackfilledHours(ch, tokens)) {
    let sparkline: Sparkline | undefined;
    for (const [hour, price] of hours) sparkline = updateSparkline(sparkline, hour, Number(price));
    if (sparkline) out.set(token, sparkline.points);
  }
  return out;
}
