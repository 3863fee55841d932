// Labelled sets built by each venue's published conventions where no recorded source has both
// venues' markets of a kind (economics thresholds, crypto price thresholds, soccer's three-way
// markets) or has only one venue's side (spreads / totals: the recorded Polymarket NBA markets;
// NBA championship: the recorded Polymarket markets). They test that the readers follow the
// conventions and that the hard negatives stay apart; they are not evidence of accuracy on real
// catalogs, and the benchmark reports them apart from the recorded sets. Each set is a closed world.
//
// Label rules (generated pairs are positive by construction; every other cross pair is negative):
//   economics: Kalshi KXCPI / KXCPIYOY / KXU3-{YY}{MON}-T{strike} ("Above 0.3%") ↔ Polymarket "Will
//     monthly | annual inflation | the unemployment rate be above 0.3% in January 2026?" — same series,
//     month and strike. Hard negatives: the neighbouring strikes, months and the other CPI series.
//   crypto thresholds: Kalshi KXBTCD / KXETHD-{YY}{MON}{DD}17-T{strike − 0.01} ("$100,000 or above";
//     its rules: the average is "above 99999.99") ↔ Polymarket "Will the price of Bitcoin be above
//     $100,000 on February 7?" ending 17:00 New York time, same asset, day and strike: NEGATIVE since
//     issue 45. The two pay differently on a value from $99,999.99 (excluded) to $100,000 (included)
//     — Kalshi's value is a 60-second average, on no cent grid, and a price can close at exactly
//     $100,000.00 — so they are not one contract (harness/data/verdict-hard-cases.ts: the bound).
//     The set holds hard negatives only: the same strike, the neighbouring strikes and days, ETH.
//   soccer three-way: Kalshi KX{league}GAME-{date}{codes} with one market per club and TIE ↔ Polymarket
//     {league}-{code}-{code}-{date} with -{code} and -draw Yes / No markets; club against the same
//     club, draw against tie. Some Polymarket codes differ from Kalshi's (names decide). The second
//     leg a week later is a negative.
//   spreads / totals: each recorded Polymarket full-game NBA spread or total (steffenmax, games
//     with a Kalshi event) ↔ a Kalshi KXNBASPREAD "<city> wins by over <line> Points" /
//     KXNBATOTAL "Over <line> points scored" market of the same game, team and line.
//   NBA championship: each recorded Polymarket "Will the <team> win the 2026 NBA Finals?" ↔ a
//     Kalshi KXNBA-26-<code> "Will <city> win the 2026 Pro Basketball Championship?"; the 2027
//     season's markets are negatives.
import type { KalshiMarketMessage, PolymarketMarketMessage } from '../../core/market-data.ts';
import { US_TEAMS } from '../../engine/similarity/contract/teams-us.ts';
import type { KindSet } from './cross-venue-kinds.ts';
import { loadCatalogs, readJson, type Catalogs } from './cross-venue.ts';
import { loadNba } from './cross-venue-sports.ts';
import { kalshiGame, polymarketGame } from './game-markets.ts';
import { gammaMarkets, kalshiMarkets } from './venue-shapes.ts';

type Positives = Map<string, 'same' | 'inverted'>;
const pairKey = (a: PolymarketMarketMessage, b: KalshiMarketMessage) =>
  `venue_a:${a.market.market_id}|venue_b:${b.market.market_id}`;

function set(
  name: string,
  category: KindSet['category'],
  kalshi: KalshiMarketMessage[],
  polymarket: PolymarketMarketMessage[],
  positives: Positives,
  rejected: string[],
): KindSet {
  return {
    name,
    category,
    origin: 'generated',
    kalshi,
    polymarket,
    positives,
    excluded: new Set(),
    rejected,
  };
}

const MONTHS = ['January', 'February', 'March'];
const KALSHI_MONTH = ['JAN', 'FEB', 'MAR'];

// ── economics ────────────────────────────────────────────────────────────────────────────────────

const SERIES = [
  {
    kalshi: 'KXCPI',
    title: 'Will CPI rise more than',
    poly: 'Will monthly inflation be',
    strikes: ['0.1', '0.2', '0.3', '0.4', '0.5'],
  },
  {
    kalshi: 'KXCPIYOY',
    title: 'Will CPI inflation be above',
    poly: 'Will annual inflation be',
    strikes: ['2.6', '2.8', '3.0', '3.2'],
  },
  {
    kalshi: 'KXU3',
    title: 'Will unemployment be above',
    poly: 'Will the unemployment rate be',
    strikes: ['4.2', '4.3', '4.4', '4.5', '4.6'],
  },
];
const ABOVE = ['above', 'more than', 'greater than'];

export function generatedEconomics(catalogs: Catalogs = loadCatalogs()): KindSet {
  const rejected: string[] = [];
  const positives: Positives = new Map();
  const kalshi: KalshiMarketMessage[] = [];
  const polymarket: PolymarketMarketMessage[] = [];
  SERIES.forEach((s, si) =>
    MONTHS.forEach((month, mi) => {
      const event = `${s.kalshi}-26${KALSHI_MONTH[mi]}`;
      const slug = `${s.kalshi.toLowerCase()}-${month.toLowerCase()}-2026`;
      s.strikes.forEach((strike, k) => {
        const [b] = kalshiMarkets(
          s.kalshi,
          event,
          `${s.title} ${strike}% in ${month} 2026?`,
          [
            {
              ticker: `${event}-T${strike}`,
              title: `${s.title} ${strike}% in ${month} 2026?`,
              yes_sub_title: `Above ${strike}%`,
            },
          ],
          rejected,
        );
        const [a] = gammaMarkets(
          { slug, title: `${s.poly.replace(/^Will /, '')} … in ${month} 2026?` },
          [
            {
              id: `${si}${mi}${k}`,
              slug: `${slug}-${strike.replace('.', 'pt')}`,
              question: `${s.poly} ${ABOVE[k % 3]} ${strike}% in ${month} 2026?`,
              groupItemTitle: `>${strike}%`,
              endDate: `2026-0${mi + 2}-15T12:30:00Z`,
            },
          ],
          rejected,
        );
        if (!a || !b) return;
        kalshi.push(b);
        polymarket.push(a);
        positives.set(pairKey(a, b), 'same');
      });
    }),
  );
  kalshi.push(...catalogs.kalshi.filter((m) => m.market.series_id === 'KXU3MAX'));
  return set('economics (generated)', 'economics threshold', kalshi, polymarket, positives, rejected);
}

// ── crypto thresholds ────────────────────────────────────────────────────────────────────────────

const ASSETS = [
  { kalshi: 'KXBTCD', name: 'Bitcoin', short: 'BTC', strikes: [90_000, 95_000, 100_000, 105_000, 110_000] },
  { kalshi: 'KXETHD', name: 'Ethereum', short: 'ETH', strikes: [3_000, 3_100, 3_200, 3_300] },
];

export function generatedCrypto(): KindSet {
  const rejected: string[] = [];
  const positives: Positives = new Map();
  const kalshi: KalshiMarketMessage[] = [];
  const polymarket: PolymarketMarketMessage[] = [];
  for (const asset of ASSETS) {
    for (const day of [7, 8, 9]) {
      const event = `${asset.kalshi}-26FEB0${day}17`;
      const slug = `${asset.name.toLowerCase()}-above-on-february-${day}`;
      asset.strikes.forEach((strike, k) => {
        const dollars = `$${strike.toLocaleString('en-US')}`;
        const title = `${asset.short} price on Feb ${day}, 2026 at 5pm EST?`;
        const [b] = kalshiMarkets(
          asset.kalshi,
          event,
          title,
          [{ ticker: `${event}-T${strike - 0.01}`, title, yes_sub_title: `${dollars} or above` }],
          rejected,
        );
        const [a] = gammaMarkets(
          { slug, title: `${asset.name} above ___ on February ${day}?` },
          [
            {
              id: `${asset.short}${day}${k}`,
              slug: `${slug}-${strike}`,
              question: `Will the price of ${asset.name} be above ${dollars} on February ${day}?`,
              groupItemTitle: strike.toLocaleString('en-US'),
              endDate: `2026-02-0${day}T22:00:00Z`,
            },
          ],
          rejected,
        );
        if (!a || !b) return;
        kalshi.push(b);
        polymarket.push(a);
      });
    }
  }
  return set('crypto thresholds (generated)', 'crypto price', kalshi, polymarket, positives, rejected);
}

// ── soccer three-way ─────────────────────────────────────────────────────────────────────────────

/** [Kalshi code, Kalshi name, Polymarket code, Polymarket name]. */
type Club = [string, string, string, string];
/** league | Kalshi series | home club | away club, a club as "code,name,code,name". */
const FIXTURE_TABLE = `
epl|KXEPLGAME|ARS,Arsenal,ars,Arsenal FC|CFC,Chelsea,che,Chelsea FC
epl|KXEPLGAME|MCI,Manchester City,mac,Manchester City FC|LFC,Liverpool,liv,Liverpool FC
epl|KXEPLGAME|MUN,Manchester United,mun,Manchester United FC|TOT,Tottenham,tot,Tottenham Hotspur FC
lal|KXLALIGAGAME|RMA,Real Madrid,rea,Real Madrid CF|ATM,Atletico Madrid,atm,Club Atlético de Madrid
lal|KXLALIGAGAME|BAR,Barcelona,bar,FC Barcelona|SEV,Sevilla,sev,Sevilla FC
bun|KXBUNDESLIGAGAME|BMU,Bayern Munich,bay,FC Bayern München|BVB,Dortmund,dor,Borussia Dortmund
sea|KXSERIEAGAME|INT,Inter,int,FC Internazionale Milano|JUV,Juventus,juv,Juventus FC
fl1|KXLIGUE1GAME|PSG,Paris Saint-Germain,psg,Paris Saint-Germain FC|OM,Marseille,mar,Olympique de Marseille`;
const FIXTURES = FIXTURE_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [league, series, home, away] = line.split('|') as [string, string, string, string];
    return { league, series, home: home.split(',') as Club, away: away.split(',') as Club };
  });

function soccerGame(f: (typeof FIXTURES)[number], day: string, date: string, positives: Positives) {
  const [h, a] = [f.home, f.away];
  const kalshi = kalshiGame({
    series: f.series,
    game: `26MAR${day}${h[0]}${a[0]}`,
    title: `${h[1]} vs ${a[1]}`,
    outcomes: { [h[0]]: h[1], [a[0]]: a[1], TIE: 'Tie' },
  });
  const polymarket = polymarketGame(`${f.league}-${h[2]}-${a[2]}-${date}`, `${h[3]} vs. ${a[3]}`, [
    { suffix: h[2], question: `Will ${h[3]} win on ${date}?`, outcomes: ['Yes', 'No'], groupItemTitle: h[3] },
    {
      suffix: 'draw',
      question: `Will ${h[3]} vs. ${a[3]} end in a draw?`,
      outcomes: ['Yes', 'No'],
      groupItemTitle: `Draw (${h[3]} vs. ${a[3]})`,
    },
    { suffix: a[2], question: `Will ${a[3]} win on ${date}?`, outcomes: ['Yes', 'No'], groupItemTitle: a[3] },
  ]);
  // Kalshi lists the outcomes in the order given: home, away, tie; Polymarket home, draw, away.
  const order = [0, 2, 1];
  polymarket.forEach((m, i) => positives.set(pairKey(m, kalshi[order[i]!]!), 'same'));
  return { kalshi, polymarket };
}

export function generatedSoccer(): KindSet {
  const positives: Positives = new Map();
  const kalshi: KalshiMarketMessage[] = [];
  const polymarket: PolymarketMarketMessage[] = [];
  FIXTURES.forEach((f, i) => {
    const first = soccerGame(f, '01', '2026-03-01', positives);
    kalshi.push(...first.kalshi);
    polymarket.push(...first.polymarket);
    // The second leg of two fixtures, a week later: pairs only with itself.
    if (i < 2) {
      const second = soccerGame(f, '08', '2026-03-08', positives);
      kalshi.push(...second.kalshi);
      polymarket.push(...second.polymarket);
    }
  });
  return set('soccer three-way (generated)', 'game winner (3-way)', kalshi, polymarket, positives, []);
}

// ── spreads / totals ─────────────────────────────────────────────────────────────────────────────

interface KalshiNbaEvent {
  event_ticker: string;
  title: string;
  sub_title: string;
}

export function generatedSpreadsTotals(): KindSet {
  const rejected: string[] = [];
  const positives: Positives = new Map();
  const kalshi: KalshiMarketMessage[] = [];
  const nba = loadNba();
  const events = readJson<{ events: KalshiNbaEvent[] }>(
    'steffenmax-arb-bot/kalshi_nba_events_20260109.json',
  ).events;
  const games = new Map<
    string,
    { event: KalshiNbaEvent; codes: [string, string]; names: [string, string] }
  >();
  for (const e of events) {
    const codes = /^(\w+) at (\w+)/.exec(e.sub_title);
    const names = /^(.+) at (.+)$/.exec(e.title);
    const date = /-(\d{2})([A-Z]{3})(\d{2})/.exec(e.event_ticker);
    if (!codes || !names || !date) continue;
    const iso = `20${date[1]}-${String(KALSHI_MONTH.indexOf(date[2]!) + 1).padStart(2, '0')}-${date[3]}`;
    const slug = `nba-${codes[1]!.toLowerCase()}-${codes[2]!.toLowerCase()}-${iso}`;
    games.set(slug, { event: e, codes: [codes[1]!, codes[2]!], names: [names[1]!, names[2]!] });
  }
  const polymarket = nba.polymarket.filter((m) => games.has(m.event.slug));
  for (const a of polymarket) {
    const game = games.get(a.event.slug)!;
    const suffix = a.market.slug.slice(a.event.slug.length + 1);
    const spread = /^spread-(home|away)-(\d+)pt5$/.exec(suffix);
    const total = /^total-(\d+)pt5$/.exec(suffix);
    if (!spread && !total) continue;
    const teams = game.event.event_ticker.replace(/^KXNBAGAME-/, '');
    const side = spread?.[1] === 'away' ? 0 : 1;
    const series = spread ? 'KXNBASPREAD' : 'KXNBATOTAL';
    const event = `${series}-${teams}`;
    const line = `${(spread ?? total)![spread ? 2 : 1]}.5`;
    const ticker = spread
      ? `${event}-${game.codes[side]}${line.split('.')[0]}`
      : `${event}-${line.split('.')[0]}`;
    const yes = spread ? `${game.names[side]} wins by over ${line} Points` : `Over ${line} points scored`;
    const title = `${game.event.title}: ${spread ? 'Spread' : 'Total Points'}`;
    const [b] = kalshiMarkets(
      series,
      event,
      game.event.title,
      [{ ticker, title, yes_sub_title: yes }],
      rejected,
    );
    if (!b) continue;
    kalshi.push(b);
    positives.set(pairKey(a, b), 'same');
  }
  return set(
    'NBA spreads / totals (Polymarket recorded, Kalshi generated)',
    'spread / total',
    kalshi,
    polymarket,
    positives,
    rejected,
  );
}

// ── NBA championship ─────────────────────────────────────────────────────────────────────────────

export function generatedNbaChampion(catalogs: Catalogs = loadCatalogs()): KindSet {
  const rejected: string[] = [];
  const positives: Positives = new Map();
  const kalshi: KalshiMarketMessage[] = [];
  const polymarket = catalogs.polymarket.filter((m) => m.event.slug === '2026-nba-champion');
  for (const season of ['26', '27']) {
    for (const team of US_TEAMS.filter((t) => t.league === 'nba')) {
      const event = `KXNBA-${season}`;
      const title = `Will ${team.city} win the 20${season} Pro Basketball Championship?`;
      const [b] = kalshiMarkets(
        'KXNBA',
        event,
        `20${season} Pro Basketball Champion?`,
        [{ ticker: `${event}-${team.code}`, title, yes_sub_title: team.city }],
        rejected,
      );
      if (!b) continue;
      kalshi.push(b);
      if (season !== '26') continue;
      const a = polymarket.find((m) => m.market.question.includes(` ${team.nickname} win`));
      if (a) positives.set(pairKey(a, b), 'same');
    }
  }
  return set(
    'NBA champion (Polymarket recorded, Kalshi generated)',
    'championship',
    kalshi,
    polymarket,
    positives,
    rejected,
  );
}
