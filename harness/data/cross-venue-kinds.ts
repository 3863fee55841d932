// The recorded labelled sets of the non-game kinds, from ../shared/data/cross-venue (read where it
// lies; nothing of it is copied into this repository). Each set is a closed world: every cross pair
// not labelled positive (or excluded) is negative. Each label's rule:
//
// elections — nl2992-sig-arb (2026 midterm party markets; ids only, auto-matched "review" pairs) and
//   Jon-Becker (recorded Polymarket Gamma rows; the Kalshi side is ticker + title), plus the
//   2026-03-01 Kalshi catalog's 2028 Senate and governor party markets as distractors.
//   Messages: Kalshi from the ticker (event = ticker up to its last "-", series = event up to its
//   last "-"), title and yes_sub_title in the form the recorded catalog uses for those series
//   ("Will Republicans win the Senate race in Arizona?", "Republican party"; House districts and
//   chamber control in the form of the Jon-Becker Kalshi titles); Polymarket from the market id
//   and the URL's slugs (question = the slug's words, endDate 2026-11-03 as on the recorded 2026
//   race rows).
//   positive: nl2992 lists the pair under "Both venue candidates" and the Kalshi ticker and the
//     Polymarket slug name the same office, state (or district), year (Kalshi's two digits; a
//     slug without one is 2026, the set's election) and party, by a grammar of tickers and slugs
//     written here (not the matcher's code) — this drops the source's known bad rows (Kentucky
//     against Louisiana, New Hampshire 2028 against 2026). Jon-Becker NEEDS_REVIEW pairs whose
//     Kalshi title names the subject (the nominees).
//   excluded (rule-level, not counted): Jon-Becker REJECTED pairs (settlement rules differ; the
//     House-control pair also appears in nl2992), and NEEDS_REVIEW pairs whose Kalshi record does
//     not name the subject (governor races: title "Who will win the governorship in Alaska?", no
//     yes_sub_title in the transcription).
// championships — Jon-Becker: recorded Polymarket rows, Kalshi ticker + title (World Series 2026,
//   NFL 2027, NL MVP / Cy Young). positive: NEEDS_REVIEW pairs (same team, competition, season;
//   settlement terms not reviewed). excluded: REJECTED (the awards: alphabetical tie-break).
//   Distractors: the 2026-03-01 catalogs' Polymarket 2026 NBA and NHL champion markets and the
//   Kalshi "Canadian team wins the Stanley Cup" market.
// crypto — rao: 85 BTC 15-minute intervals the bot traded on both venues; the slug
//   btc-updown-15m-<start> and the event ticker KXBTC15M-<New York close> are the source's
//   (derived by its naming code). Messages: Polymarket question "Bitcoin Up or Down - <date>, <time
//   range> ET", outcomes Up / Down, endDate = interval end; Kalshi title "BTC price up in next 15
//   mins?". positive: each listed pair (Up = YES). Every other interval is a negative (the
//   neighbours are the hard ones).
import { readFileSync } from 'node:fs';
import type { KalshiMarketMessage, PolymarketMarketMessage } from '../../core/market-data.ts';
import { parseGammaEvent } from '../../venues/polymarket/index.ts';
import { stateName } from '../../engine/similarity/contract/us-states.ts';
import { crossVenueFile, hash, loadCatalogs, readJson, type Catalogs } from './cross-venue.ts';
import type { LabelledSet } from './cross-venue-sports.ts';
import { derivedConditionId, gammaMarkets, kalshiMarkets, questionOfSlug } from './venue-shapes.ts';

export type Category =
  | 'game winner (2-way)'
  | 'game winner (3-way)'
  | 'spread / total'
  | 'championship'
  | 'election'
  | 'economics threshold'
  | 'crypto price'
  | 'verdict hard cases';

export interface KindSet extends LabelledSet {
  category: Category;
  /** 'recorded': both venues' markets from recorded rows; 'generated': built by venue convention. */
  origin: 'recorded' | 'generated';
  /** Rule-level pairs: neither positive nor negative. */
  excluded: Set<string>;
}

const key = (venue: 'venue_a' | 'venue_b', id: string) => `${venue}:${id}`;

// ── elections ────────────────────────────────────────────────────────────────────────────────────

interface NlRow {
  kalshi: string;
  polymarketId: string;
  eventSlug: string;
  marketSlug: string;
  both: boolean;
}

function nlRows(): NlRow[] {
  const lines = readFileSync(crossVenueFile('nl2992-sig-arb/market-links.reconstructed.csv'), 'utf8')
    .trim()
    .split('\n');
  const head = lines[0]!.split(',');
  const col = (name: string) => head.indexOf(name);
  return lines.slice(1).map((line) => {
    const f = line.split(',');
    const url = f[col('polymarket_url')] ?? '';
    const path = /\/event\/([^/]+)\/([^/]+)$/.exec(url);
    return {
      kalshi: f[col('kalshi_market_id')] ?? '',
      polymarketId: f[col('polymarket_market_id')] ?? '',
      eventSlug: path?.[1] ?? '',
      marketSlug: path?.[2] ?? '',
      both: (f[col('status')] ?? '').startsWith('Both'),
    };
  });
}

/** Label grammar of a Kalshi party-race ticker: office|place|year|party. */
function kalshiRace(ticker: string): string | null {
  const r =
    /^(?:KX)?(?:(SENATE|GOVPARTY|HOUSE)([A-Z]{2})(\d*)S?|(CONTROL)([HS]))-(\d{2}|\d{4})(?:[A-Z]{3})?-([RD])$/.exec(
      ticker,
    );
  if (!r) return null;
  const office = r[4] ? 'control' : { SENATE: 'senate', GOVPARTY: 'governor', HOUSE: 'house' }[r[1]!]!;
  const place = r[4] ? r[5]! : `${r[2]}${r[3] ? `-${r[3].padStart(2, '0')}` : ''}`;
  return `${office}|${place.toLowerCase()}|${r[6]!.slice(-2)}|${r[7]!.toLowerCase()}`;
}

/** Label grammar of a Polymarket party-race slug: office|place|year|party. */
function polymarketRace(slug: string): string | null {
  const party = /^will-the-(republican|democrat)/.exec(slug)?.[1]?.[0];
  if (!party) return null;
  const control = /control-the-(house|senate)-after-the-(\d{4})-midterm/.exec(slug);
  if (control) return `control|${control[1]![0]}|${control[2]!.slice(-2)}|${party}`;
  const district = /win-the-([a-z]{2})-(\d{2})-house-(?:seat|race)/.exec(slug);
  if (district) return `house|${district[1]}-${district[2]}|26|${party}`;
  const race = /win-the-([a-z-]+)-(senate|governor)-race-in-(\d{4})$/.exec(slug);
  if (!race) return null;
  const state = Object.entries(STATES).find(([, name]) => name === race[1])?.[0];
  return state ? `${race[2]}|${state}|${race[3]!.slice(-2)}|${party}` : null;
}

const STATES: Record<string, string> = Object.fromEntries(
  'al ak az ar ca co ct de fl ga hi id il in ia ks ky la me md ma mi mn ms mo mt ne nv nh nj nm ny nc nd oh ok or pa ri sc sd tn tx ut vt va wa wv wi wy'
    .split(' ')
    .map((c) => [c, stateName(c)!.toLowerCase().replace(/ /g, '-')]),
);

const PARTY = { R: ['Republicans', 'Republican'], D: ['Democratics', 'Democratic'] } as const;

/** A party-race Kalshi market in the form the recorded catalog uses for its series. */
function kalshiRaceMarket(ticker: string, rejected: string[]): KalshiMarketMessage[] {
  const event = ticker.replace(/-[^-]+$/, '');
  const series = event.replace(/-[^-]+$/, '');
  const party = ticker.slice(event.length + 1) as 'R' | 'D';
  const r = /^(?:KX)?(SENATE|GOVPARTY|HOUSE|CONTROL)([A-Z]{2}|[HS])(\d*)S?$/.exec(series);
  if (!r || !PARTY[party]) return [];
  const [many, one] = PARTY[party];
  const state = stateName(r[2]!) ?? r[2]!;
  const title =
    r[1] === 'SENATE'
      ? `Will ${many} win the Senate race in ${state}?`
      : r[1] === 'GOVPARTY'
        ? `Will the ${one} party win the governorship in ${state}`
        : r[1] === 'HOUSE'
          ? `Will ${many} win the House race in ${r[2]}-${r[3]!.padStart(2, '0')}?`
          : `Will ${many} win the ${r[2] === 'H' ? 'House' : 'Senate'} in 2026?`;
  return kalshiMarkets(series, event, title, [{ ticker, title, yes_sub_title: `${one} party` }], rejected);
}

interface JbPair {
  candidate_id: string;
  category: string;
  kalshi_ticker: string;
  kalshi_event_ticker: string;
  kalshi_title: string;
  adjudication_decision: string;
}

const JB = 'Jon-Becker-prediction-market-analysis';

/** Jon-Becker's pairs of a category: the recorded Polymarket row and the Kalshi ticker + title. */
function jonBecker(category: string, rejected: string[]) {
  const rows = readFileSync(crossVenueFile(`${JB}/raw_native_metadata_run1.jsonl`), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const gamma = new Map<string, Record<string, unknown>>();
  for (const r of rows) {
    const markets = (r.raw_response as { markets?: Record<string, unknown>[] } | undefined)?.markets;
    if (r.side === 'b' && markets?.[0]) gamma.set(String(r.candidate_id), markets[0]);
  }
  const out: { pair: JbPair; a: PolymarketMarketMessage; b: KalshiMarketMessage }[] = [];
  for (const pair of readJson<{ pairs: JbPair[] }>(`${JB}/pmxt_identity_candidates_adjudicated.json`).pairs) {
    const market = gamma.get(pair.candidate_id);
    if (pair.category !== category || !market) continue;
    const event = (market.events as Record<string, unknown>[])[0]!;
    const parsed = parseGammaEvent({ ...event, markets: [market] });
    if (!parsed.ok || parsed.value.items.length !== 1) {
      rejected.push(`polymarket ${String(market.slug)}: ${parsed.ok ? 'no market' : parsed.reason}`);
      continue;
    }
    const series = pair.kalshi_event_ticker.replace(/-[^-]+$/, '');
    const [b] = kalshiMarkets(
      series,
      pair.kalshi_event_ticker,
      pair.kalshi_title,
      [{ ticker: pair.kalshi_ticker, title: pair.kalshi_title }],
      rejected,
    );
    if (b) out.push({ pair, a: parsed.value.items[0]!, b });
  }
  return out;
}

const unique = <T extends { market: { market_id: string } }>(list: T[]) => [
  ...new Map(list.map((m) => [m.market.market_id, m])).values(),
];

export function loadElections(catalogs: Catalogs = loadCatalogs()): KindSet {
  const rejected: string[] = [];
  const positives = new Map<string, 'same' | 'inverted'>();
  const excluded = new Set<string>();
  const kalshi: KalshiMarketMessage[] = [];
  const polymarket: PolymarketMarketMessage[] = [];
  const jb = jonBecker('Elections', rejected);
  const jbTickers = new Set(jb.map((p) => p.b.market.market_id));
  // A market both sources list is the Jon-Becker row (recorded), under its own condition id.
  const jbByGammaId = new Map(jb.map((p) => [String(p.a.market.gamma_id), p.a]));
  for (const row of nlRows()) {
    if (row.kalshi && !jbTickers.has(row.kalshi)) kalshi.push(...kalshiRaceMarket(row.kalshi, rejected));
    const recorded = jbByGammaId.get(row.polymarketId);
    if (row.polymarketId && row.marketSlug && !recorded) {
      polymarket.push(
        ...gammaMarkets(
          { slug: row.eventSlug, title: questionOfSlug(row.eventSlug) },
          [
            {
              id: row.polymarketId,
              slug: row.marketSlug,
              question: questionOfSlug(row.marketSlug),
              endDate: '2026-11-03T00:00:00Z',
            },
          ],
          rejected,
        ),
      );
    }
    if (!row.both) continue;
    const a = recorded?.market.market_id ?? derivedConditionId(row.polymarketId);
    const k = kalshiRace(row.kalshi);
    if (k && k === polymarketRace(row.marketSlug))
      positives.set(`${key('venue_a', a)}|${key('venue_b', row.kalshi)}`, 'same');
  }
  for (const { pair, a, b } of jb) {
    kalshi.push(b);
    polymarket.push(a);
    const id = `${key('venue_a', a.market.market_id)}|${key('venue_b', b.market.market_id)}`;
    const named = /^Will .+ be the nominee/.test(pair.kalshi_title);
    if (pair.adjudication_decision === 'NEEDS_REVIEW' && named) positives.set(id, 'same');
    else excluded.add(id);
  }
  for (const id of excluded) positives.delete(id);
  kalshi.push(...catalogs.kalshi.filter((m) => /^(SENATE|GOVPARTY)[A-Z]{2}$/.test(m.market.series_id)));
  return {
    name: 'elections nl2992 + Jon-Becker',
    category: 'election',
    origin: 'recorded',
    kalshi: unique(kalshi),
    polymarket: unique(polymarket),
    positives,
    excluded,
    rejected,
  };
}

// ── championships ────────────────────────────────────────────────────────────────────────────────

export function loadChampionships(catalogs: Catalogs = loadCatalogs()): KindSet {
  const rejected: string[] = [];
  const positives = new Map<string, 'same' | 'inverted'>();
  const excluded = new Set<string>();
  const jb = jonBecker('Sports', rejected);
  for (const { pair, a, b } of jb) {
    const id = `${key('venue_a', a.market.market_id)}|${key('venue_b', b.market.market_id)}`;
    if (pair.adjudication_decision === 'NEEDS_REVIEW') positives.set(id, 'same');
    else excluded.add(id);
  }
  const distractors = catalogs.polymarket.filter((m) =>
    ['2026-nba-champion', '2026-nhl-stanley-cup-champion'].includes(m.event.slug),
  );
  return {
    name: 'championships Jon-Becker',
    category: 'championship',
    origin: 'recorded',
    kalshi: [...jb.map((p) => p.b), ...catalogs.kalshi.filter((m) => m.market.series_id === 'KXCANADACUP')],
    polymarket: [...jb.map((p) => p.a), ...distractors],
    positives,
    excluded,
    rejected,
  };
}

// ── crypto ───────────────────────────────────────────────────────────────────────────────────────

interface RaoPair {
  polymarket_slug: string;
  kalshi_event_ticker: string;
  interval_start_utc: string;
  interval_end_utc: string;
}

const ET = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "February 7, 8:15PM-8:30PM ET" as Polymarket titles its 15-minute markets. */
function intervalTitle(start: string, end: string): string {
  const part = (iso: string) => {
    const p = Object.fromEntries(ET.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
    return { date: `${p.month} ${p.day}`, time: `${p.hour}:${p.minute}${p.dayPeriod}` };
  };
  return `${part(start).date}, ${part(start).time}-${part(end).time} ET`;
}

export function loadCrypto(): KindSet {
  const rejected: string[] = [];
  const positives = new Map<string, 'same' | 'inverted'>();
  const kalshi: KalshiMarketMessage[] = [];
  const polymarket: PolymarketMarketMessage[] = [];
  for (const p of readJson<RaoPair[]>('rao-pm-kalshi-arbitrage-bot/btc15m_pairs_derived.json')) {
    const id = String(parseInt(hash(p.polymarket_slug).slice(0, 9), 16));
    const [a] = gammaMarkets(
      {
        slug: p.polymarket_slug,
        title: `Bitcoin Up or Down - ${intervalTitle(p.interval_start_utc, p.interval_end_utc)}`,
      },
      [
        {
          id,
          slug: p.polymarket_slug,
          question: `Bitcoin Up or Down - ${intervalTitle(p.interval_start_utc, p.interval_end_utc)}`,
          outcomes: ['Up', 'Down'],
          endDate: p.interval_end_utc,
        },
      ],
      rejected,
    );
    const ticker = `${p.kalshi_event_ticker}-15`;
    const title = 'BTC price up in next 15 mins?';
    const [b] = kalshiMarkets(
      'KXBTC15M',
      p.kalshi_event_ticker,
      title,
      [{ ticker, title, close_time: p.interval_end_utc }],
      rejected,
    );
    if (!a || !b) continue;
    polymarket.push(a);
    kalshi.push(b);
    positives.set(`${key('venue_a', a.market.market_id)}|${key('venue_b', ticker)}`, 'same');
  }
  return {
    name: 'crypto rao BTC 15m',
    category: 'crypto price',
    origin: 'recorded',
    kalshi,
    polymarket,
    positives,
    excluded: new Set(),
    rejected,
  };
}
