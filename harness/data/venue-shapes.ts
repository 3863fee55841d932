// Markets in each venue's raw shape, through the project's own parsers, for labelled sets whose
// source records carry only some of a market's fields (ids, tickers, slugs, titles). Fields a
// record lacks are left out, never invented, except ids the parsers require (condition and token
// ids, derived from the market's id) and what each builder's caller documents.
import type { KalshiMarketMessage, PolymarketMarketMessage } from '../../core/market-data.ts';
import { parseKalshiEvent } from '../../venues/kalshi/index.ts';
import { parseGammaEvent } from '../../venues/polymarket/index.ts';
import { hash } from './cross-venue.ts';

export interface KalshiRecord {
  ticker: string;
  title: string;
  yes_sub_title?: string;
  close_time?: string;
}

/** A Kalshi event's markets; the event ticker is each market ticker up to its last "-". */
export function kalshiMarkets(
  series: string,
  eventTicker: string,
  eventTitle: string,
  markets: KalshiRecord[],
  rejected: string[],
): KalshiMarketMessage[] {
  const parsed = parseKalshiEvent({
    event_ticker: eventTicker,
    series_ticker: series,
    title: eventTitle,
    sub_title: '',
    markets: markets.map((m) => ({
      ticker: m.ticker,
      event_ticker: eventTicker,
      market_type: 'binary',
      title: m.title,
      yes_sub_title: m.yes_sub_title ?? '',
      no_sub_title: m.yes_sub_title ?? '',
      status: 'active',
      close_time: m.close_time,
    })),
  });
  if (!parsed.ok) {
    rejected.push(`kalshi ${eventTicker}: ${parsed.reason}`);
    return [];
  }
  for (const r of parsed.value.rejected) rejected.push(`kalshi ${eventTicker}[${r.index}]: ${r.reason}`);
  return parsed.value.items;
}

export interface GammaRecord {
  id: string;
  slug: string;
  question: string;
  outcomes?: [string, string];
  endDate?: string;
  groupItemTitle?: string;
}

/** Market ids the records lack, derived from the market id. */
export const derivedConditionId = (id: string) => `0x${hash(`gamma:${id}`)}`;
const tokenIds = (id: string) =>
  JSON.stringify([0, 1].map((i) => BigInt(`0x${hash(`token:${id}:${i}`).slice(0, 30)}`).toString()));

/** A Polymarket event's markets (Yes / No unless told). */
export function gammaMarkets(
  event: { slug: string; title: string },
  markets: GammaRecord[],
  rejected: string[],
): PolymarketMarketMessage[] {
  const parsed = parseGammaEvent({
    ...event,
    id: parseInt(hash(`event:${event.slug}`).slice(0, 7), 16),
    active: true,
    closed: false,
    markets: markets.map((m) => ({
      id: m.id,
      conditionId: derivedConditionId(m.id),
      question: m.question,
      slug: m.slug,
      groupItemTitle: m.groupItemTitle ?? '',
      outcomes: JSON.stringify(m.outcomes ?? ['Yes', 'No']),
      clobTokenIds: tokenIds(m.id),
      endDate: m.endDate,
      active: true,
      closed: false,
      acceptingOrders: true,
    })),
  });
  if (!parsed.ok) {
    rejected.push(`polymarket ${event.slug}: ${parsed.reason}`);
    return [];
  }
  for (const r of parsed.value.rejected) rejected.push(`polymarket ${event.slug}[${r.index}]: ${r.reason}`);
  return parsed.value.items;
}

/** "will-the-republicans-win-the-ohio-senate-race-in-2026" → "Will the republicans win the ohio senate race in 2026?" */
export function questionOfSlug(slug: string): string {
  // Drop a trailing id ("…-winner-154"), never a year ("…-in-2026").
  const words = slug.replace(/-(?!(?:19|20)\d{2}$)\d{3,}$/, '').split('-');
  // A House district keeps its form ("va-02" → "VA-02").
  const text = words
    .join(' ')
    .replace(/\b([a-z]{2}) (\d{2})\b/g, (_, st: string, n: string) => `${st.toUpperCase()}-${n}`);
  return `${text[0]!.toUpperCase()}${text.slice(1)}?`;
}
