// Where the sandbox starts: the recorded day's end. Read from the dataset itself, not from the
// replay's memory, so that a restart after a finished replay (which publishes nothing again) starts
// the same markets from the same prices: the markets still open when the recording stopped
// (catalog.ts closeAt = Infinity) and each one's last recorded top of book, from the last day's quote
// files. The walk starts at the last recorded mid (the one side recorded, if only one was); a market
// with neither side recorded is left out. Prices with three decimals mean a 0.001 tick.
import { fractionDigits, mid, toDecimal } from '../../core/decimal.ts';
import { loadReplayCatalog, MarketIndex, type ReplayCatalog } from '../replay/catalog.ts';
import { listQuoteFiles, QuoteFileReader } from '../replay/quotes.ts';
import type { SandboxStart } from './market.ts';

export interface SandboxOrigin {
  starts: SandboxStart[];
  /** The recording's last quote, unix ms (null: no quotes). */
  recordedEnd: number | null;
}

interface LastQuote {
  ts: number;
  bid: number | null;
  ask: number | null;
}

export async function readSandboxStarts(dir: string, catalog?: ReplayCatalog): Promise<SandboxOrigin> {
  const index = new MarketIndex(catalog ?? (await loadReplayCatalog(dir)));
  const files = await listQuoteFiles(dir);
  const lastDay = files.at(-1)?.dayStart;
  const last = new Map<string, LastQuote>();
  let recordedEnd: number | null = null;
  for (const file of files.filter((f) => f.dayStart === lastDay)) {
    const reader = await QuoteFileReader.open(file);
    for (let g = 0; g < reader.groups.length; g += 1) {
      const rows = await reader.read(g);
      for (let i = 0; i < rows.length; i += 1) {
        const ts = rows.ts[i]!;
        const slug = rows.slug[i];
        if (typeof slug !== 'string' || Number.isNaN(ts)) continue;
        const bid = rows.bid[i] ?? null;
        const ask = rows.ask[i] ?? null;
        if (!usable(bid) || !usable(ask) || (bid !== null && ask !== null && ask < bid)) continue;
        if (recordedEnd === null || ts > recordedEnd) recordedEnd = ts;
        const seen = last.get(slug);
        if (!seen || ts >= seen.ts) last.set(slug, { ts, bid, ask });
      }
    }
  }
  const starts: SandboxStart[] = [];
  for (const market of index.markets()) {
    if (market.closeAt !== Infinity) continue;
    const quote = last.get(market.slug);
    if (!quote || (quote.bid === null && quote.ask === null)) continue;
    const bid = quote.bid === null ? null : toDecimal(quote.bid);
    const ask = quote.ask === null ? null : toDecimal(quote.ask);
    const price = bid !== null && ask !== null ? mid(bid, ask) : (bid ?? ask)!;
    const digits = Math.max(bid === null ? 0 : fractionDigits(bid), ask === null ? 0 : fractionDigits(ask));
    starts.push({ market, price, tick: digits > 2 ? '0.001' : '0.01' });
  }
  return { starts, recordedEnd };
}

function usable(price: number | null): boolean {
  return price === null || (typeof price === 'number' && price >= 0 && price <= 1);
}
