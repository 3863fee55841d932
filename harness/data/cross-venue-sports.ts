// The two same-moment sports sets of ../shared/data/cross-venue as `market` messages through the
// project's own venue parsers, with their labelled pairs. Read where they lie (no licence: never
// copied into this repository). Shared by the similarity tests and bench/similarity-quality.ts.
//
// NBA (steffenmax-arb-bot, ~2026-01-09 20:15 UTC): the raw Polymarket Gamma events (50 games, 738
//   markets) as recorded; the Kalshi side is a raw /events response without nested markets, so
//   each game's two markets are built by Kalshi's convention: ticker = event ticker + "-" + team
//   code (codes from the event's sub_title "HOU at SAC (Jan 11)"), title "<event title> Winner?",
//   yes_sub_title = that team's name in the event title ("Houston").
//   Positive: the 54 rows of nba_moneyline_pairs_derived.json (Kalshi team market ↔ the game's
//   Polymarket moneyline, alignment from the outcome index). Negative: every other cross pair.
// Tennis (Lucas987987-Tennis-edge, Cincinnati, Aug 19-21 2026): the transcribed fields of 49
//   Polymarket and 43 Kalshi markets, put back into each venue's raw shape (ids the transcription
//   left out — condition id, token ids — derived from the market id). Positive: the 14 rows of
//   tennis_pairs_derived.json (alignment from the outcome index). Negative: every other cross pair
//   (the file's 47 hard negatives are among them).
import type { KalshiMarketMessage, MarketMessage, PolymarketMarketMessage } from '../../core/market-data.ts';
import { parseKalshiEvent, parseKalshiMarket } from '../../venues/kalshi/index.ts';
import { parseGammaEvent } from '../../venues/polymarket/index.ts';
import { hash, readJson } from './cross-venue.ts';

type Raw = Record<string, unknown>;

export interface LabelledSet {
  name: string;
  kalshi: KalshiMarketMessage[];
  polymarket: PolymarketMarketMessage[];
  /** Positive pair id ("venue_a:<id>|venue_b:<ticker>") → expected alignment. */
  positives: Map<string, 'same' | 'inverted'>;
  /** Rule-level pairs: neither positive nor negative (not counted). */
  excluded?: Set<string>;
  rejected: string[];
}

export const pairId = (a: MarketMessage, b: MarketMessage) =>
  `${a.venue}:${a.market.market_id}|${b.venue}:${b.market.market_id}`;

function unwrap<T>(
  result: { ok: true; value: T } | { ok: false; reason: string },
  what: string,
  rejected: string[],
): T | null {
  if (result.ok) return result.value;
  rejected.push(`${what}: ${result.reason}`);
  return null;
}

// ── NBA ──────────────────────────────────────────────────────────────────────────────────────────

const NBA = 'steffenmax-arb-bot';
const RECEIVED_NBA = Date.parse('2026-01-09T20:15:00Z');

interface NbaPair {
  kalshi_market_ticker: string;
  polymarket_condition_id: string;
  polymarket_outcome_index: number;
}

/** A Kalshi game event's two team markets, by Kalshi's naming convention. */
function nbaKalshiMarkets(e: Raw): Raw[] {
  const title = String(e.title);
  const codes = /^(\w+) at (\w+)/.exec(String(e.sub_title));
  const names = /^(.+) at (.+)$/.exec(title);
  if (!codes || !names) return [];
  return [0, 1].map((i) => ({
    ticker: `${String(e.event_ticker)}-${codes[i + 1]}`,
    event_ticker: e.event_ticker,
    market_type: 'binary',
    title: `${title} Winner?`,
    yes_sub_title: names[i + 1],
    no_sub_title: names[i + 1],
    status: 'active',
  }));
}

export function loadNba(): LabelledSet {
  const rejected: string[] = [];
  const polymarket: PolymarketMarketMessage[] = [];
  for (const e of readJson<Raw[]>(`${NBA}/polymarket_nba_events_20260109.json`)) {
    const parsed = unwrap(
      parseGammaEvent(e, { receivedAt: RECEIVED_NBA }),
      `polymarket ${String(e.slug)}`,
      rejected,
    );
    if (parsed) polymarket.push(...parsed.items);
  }
  const kalshi: KalshiMarketMessage[] = [];
  for (const e of readJson<{ events: Raw[] }>(`${NBA}/kalshi_nba_events_20260109.json`).events) {
    const parsed = unwrap(
      parseKalshiEvent({ ...e, markets: nbaKalshiMarkets(e) }, { receivedAt: RECEIVED_NBA }),
      `kalshi ${String(e.event_ticker)}`,
      rejected,
    );
    if (parsed) kalshi.push(...parsed.items);
  }
  const positives = new Map<string, 'same' | 'inverted'>();
  for (const p of readJson<{ pairs: NbaPair[] }>(`${NBA}/nba_moneyline_pairs_derived.json`).pairs) {
    positives.set(
      `venue_a:${p.polymarket_condition_id}|venue_b:${p.kalshi_market_ticker}`,
      p.polymarket_outcome_index === 0 ? 'same' : 'inverted',
    );
  }
  return { name: 'NBA steffenmax', kalshi, polymarket, positives, rejected };
}

// ── tennis ───────────────────────────────────────────────────────────────────────────────────────

const TENNIS = 'Lucas987987-Tennis-edge';
const RECEIVED_TENNIS = Date.parse('2026-08-20T15:32:13Z');

interface TennisPolymarket {
  market_id: string;
  event_id: string;
  event_slug: string;
  event_title: string;
  question: string;
  slug: string;
  start_time: string;
  outcomes: string[];
}

interface TennisKalshi {
  ticker: string;
  event_ticker: string;
  title: string;
  yes_sub_title: string;
  close_time: string;
}

interface TennisPair {
  kalshi_market_ticker: string;
  polymarket_market_id: string;
  polymarket_outcome_index: number;
}

/** The transcription left the condition id out: one derived from the Gamma market id. */
export const tennisConditionId = (marketId: string) => `0x${hash(`gamma:${marketId}`)}`;
const tokenId = (marketId: string, side: number) =>
  BigInt(`0x${hash(`token:${marketId}:${side}`).slice(0, 30)}`).toString();

export function loadTennis(): LabelledSet {
  const rejected: string[] = [];
  const records = readJson<{ markets: TennisPolymarket[] }>(
    `${TENNIS}/polymarket_tennis_markets_20260820.json`,
  ).markets;
  const byEvent = new Map<string, TennisPolymarket[]>();
  for (const m of records) byEvent.set(m.event_id, [...(byEvent.get(m.event_id) ?? []), m]);
  const polymarket: PolymarketMarketMessage[] = [];
  for (const [eventId, markets] of byEvent) {
    const first = markets[0]!;
    const event = {
      id: eventId,
      slug: first.event_slug,
      title: first.event_title,
      active: true,
      closed: false,
      markets: markets.map((m) => ({
        id: m.market_id,
        conditionId: tennisConditionId(m.market_id),
        question: m.question,
        slug: m.slug,
        outcomes: JSON.stringify(m.outcomes),
        clobTokenIds: JSON.stringify([tokenId(m.market_id, 0), tokenId(m.market_id, 1)]),
        active: true,
        closed: false,
        acceptingOrders: true,
        createdAt: m.start_time,
      })),
    };
    const parsed = unwrap(
      parseGammaEvent(event, { receivedAt: RECEIVED_TENNIS }),
      `polymarket ${first.event_slug}`,
      rejected,
    );
    if (parsed) polymarket.push(...parsed.items);
  }
  const kalshi: KalshiMarketMessage[] = [];
  for (const m of readJson<{ markets: TennisKalshi[] }>(
    `${TENNIS}/kalshi_tennis_markets_20260823_first43.json`,
  ).markets) {
    const raw = {
      ticker: m.ticker,
      event_ticker: m.event_ticker,
      market_type: 'binary',
      title: m.title,
      yes_sub_title: m.yes_sub_title,
      status: 'active',
      close_time: m.close_time,
    };
    const parsed = unwrap(
      parseKalshiMarket(raw, { receivedAt: RECEIVED_TENNIS }),
      `kalshi ${m.ticker}`,
      rejected,
    );
    if (parsed) kalshi.push(parsed);
  }
  const positives = new Map<string, 'same' | 'inverted'>();
  for (const p of readJson<{ pairs: TennisPair[] }>(`${TENNIS}/tennis_pairs_derived.json`).pairs) {
    positives.set(
      `venue_a:${tennisConditionId(p.polymarket_market_id)}|venue_b:${p.kalshi_market_ticker}`,
      p.polymarket_outcome_index === 0 ? 'same' : 'inverted',
    );
  }
  return { name: 'tennis Lucas987987', kalshi, polymarket, positives, rejected };
}
