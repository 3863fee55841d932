// The sandbox venue_b catalog: Kalshi series, events and markets written by the team (never copied
// from recorded Kalshi payloads), on the real-world subjects of the recorded venue_a day
// (datasets/polymarket-orderbook-slice: crypto and economic thresholds, the day's weather, a
// football champion, a person of the year). Every ticker starts with `SBX` so no one takes one for a
// real Kalshi market.
//
// Each market names the venue_a market it follows (`link.slug`, the dataset's slug: its YES token id
// is ingest/replay/ids.ts tokenIdOf(slug, 'yes')), and whether it is the same contract or a
// deliberately different one (`link.differs`: another threshold, date, inclusiveness or source).
// Its price follows the linked market's by the model of model.ts; `shift` moves a different
// contract's price the way its difference should (a higher threshold is less likely: lower).
//
// The texts follow Kalshi's style (a market title asking the event's question, the outcome in
// yes_sub_title, a rules_primary saying what settles YES, a rules_secondary with
// the source's fine print, strike fields as kalshi-typescript's Market defines them: strike_type
// greater / greater_or_equal / less / between, floor_strike and cap_strike the bounds settling YES).

export interface SandboxSeries {
  ticker: string;
  title: string;
  category: string;
  frequency: string;
  tags: string[];
  sources: { name: string; url: string }[];
}

export interface SandboxEvent {
  ticker: string;
  series: string;
  title: string;
  sub_title: string;
  mutually_exclusive: boolean;
  /** ISO time the event's outcome is fixed at. */
  strike_date: string;
}

export type StrikeType = 'greater' | 'greater_or_equal' | 'less' | 'less_or_equal' | 'between' | 'custom';

export interface SandboxMarket {
  ticker: string;
  event: string;
  title: string;
  yes_sub_title: string;
  no_sub_title: string;
  strike_type: StrikeType;
  floor_strike?: number;
  cap_strike?: number;
  rules_primary: string;
  rules_secondary: string;
  /** ISO: trading stops. */
  close_time: string;
  /** ISO: the latest the outcome is known. */
  expiration_time: string;
  link: {
    /** The venue_a market followed (the recorded dataset's slug). */
    slug: string;
    /** Why it is not the same contract; absent: the same contract. */
    differs?: 'threshold' | 'date' | 'inclusiveness' | 'source';
    /** Added to the linked YES price before bounding, in dollars (a different contract's lean). */
    shift?: number;
  };
}

const BRTI = { name: 'CF Benchmarks', url: 'https://www.cfbenchmarks.com/data/indices/BRTI' };
const BLS = { name: 'Bureau of Labor Statistics', url: 'https://www.bls.gov/cpi/' };
const BEA = {
  name: 'Bureau of Economic Analysis',
  url: 'https://www.bea.gov/data/gdp/gross-domestic-product',
};
const GDPNOW = {
  name: 'Federal Reserve Bank of Atlanta',
  url: 'https://www.atlantafed.org/cqer/research/gdpnow',
};
const FED = {
  name: 'Federal Reserve',
  url: 'https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm',
};
const NWS = { name: 'National Weather Service', url: 'https://www.weather.gov/wrh/climate' };
const NFL = { name: 'National Football League', url: 'https://www.nfl.com' };
const TIME = { name: 'TIME', url: 'https://time.com/person-of-the-year' };

export const SANDBOX_SERIES: readonly SandboxSeries[] = [
  {
    ticker: 'SBXBTCMAXY',
    title: 'How high will Bitcoin get in 2026?',
    category: 'Crypto',
    frequency: 'annual',
    tags: ['BTC'],
    sources: [BRTI],
  },
  {
    ticker: 'SBXBTC150',
    title: 'When will Bitcoin hit $150,000?',
    category: 'Crypto',
    frequency: 'custom',
    tags: ['BTC'],
    sources: [BRTI],
  },
  {
    ticker: 'SBXCPIYOY',
    title: 'CPI year-over-year',
    category: 'Economics',
    frequency: 'monthly',
    tags: ['Inflation'],
    sources: [BLS],
  },
  {
    ticker: 'SBXGDP',
    title: 'US GDP growth',
    category: 'Economics',
    frequency: 'quarterly',
    tags: ['GDP'],
    sources: [BEA],
  },
  {
    ticker: 'SBXGDPNOW',
    title: 'Atlanta Fed GDPNow final estimate',
    category: 'Economics',
    frequency: 'quarterly',
    tags: ['GDP'],
    sources: [GDPNOW],
  },
  {
    ticker: 'SBXFEDDECISION',
    title: 'Fed rate decision',
    category: 'Economics',
    frequency: 'custom',
    tags: ['Fed'],
    sources: [FED],
  },
  {
    ticker: 'SBXFEDCUTY',
    title: 'Fed rate cut this year',
    category: 'Economics',
    frequency: 'annual',
    tags: ['Fed'],
    sources: [FED],
  },
  {
    ticker: 'SBXHIGHNY',
    title: 'Highest temperature in NYC today',
    category: 'Climate and Weather',
    frequency: 'daily',
    tags: ['Daily temperature'],
    sources: [NWS],
  },
  {
    ticker: 'SBXHIGHCHI',
    title: 'Highest temperature in Chicago today',
    category: 'Climate and Weather',
    frequency: 'daily',
    tags: ['Daily temperature'],
    sources: [NWS],
  },
  {
    ticker: 'SBXNFLCHAMP',
    title: 'Pro Football Champion',
    category: 'Sports',
    frequency: 'annual',
    tags: ['Football'],
    sources: [NFL],
  },
  {
    ticker: 'SBXTPOY',
    title: 'TIME Person of the Year',
    category: 'World',
    frequency: 'annual',
    tags: ['Awards'],
    sources: [TIME],
  },
];

export const SANDBOX_EVENTS: readonly SandboxEvent[] = [
  {
    ticker: 'SBXBTCMAXY-26DEC31',
    series: 'SBXBTCMAXY',
    title: 'How high will Bitcoin get in 2026?',
    sub_title: 'Before Jan 1, 2027',
    mutually_exclusive: false,
    strike_date: '2027-01-01T04:59:00.000Z',
  },
  {
    ticker: 'SBXBTC150-26DEC31',
    series: 'SBXBTC150',
    title: 'Will Bitcoin hit $150,000 in 2026?',
    sub_title: 'Before Jan 1, 2027',
    mutually_exclusive: false,
    strike_date: '2027-01-01T04:59:00.000Z',
  },
  {
    ticker: 'SBXBTC150-26NOV15',
    series: 'SBXBTC150',
    title: 'Will Bitcoin hit $150,000 by Nov 15, 2026?',
    sub_title: 'Before Nov 16, 2026',
    mutually_exclusive: false,
    strike_date: '2026-11-16T04:59:00.000Z',
  },
  {
    ticker: 'SBXCPIYOY-26JUN',
    series: 'SBXCPIYOY',
    title: 'CPI year-over-year in June 2026',
    sub_title: 'June 2026',
    mutually_exclusive: false,
    strike_date: '2026-07-14T12:30:00.000Z',
  },
  {
    ticker: 'SBXGDP-26Q2',
    series: 'SBXGDP',
    title: 'US GDP growth in Q2 2026',
    sub_title: 'Advance estimate',
    mutually_exclusive: false,
    strike_date: '2026-07-30T12:30:00.000Z',
  },
  {
    ticker: 'SBXGDPNOW-26Q2',
    series: 'SBXGDPNOW',
    title: 'GDPNow final estimate for Q2 2026',
    sub_title: 'Final nowcast',
    mutually_exclusive: false,
    strike_date: '2026-07-29T16:00:00.000Z',
  },
  {
    ticker: 'SBXFEDDECISION-26JUL',
    series: 'SBXFEDDECISION',
    title: 'Fed decision in July 2026',
    sub_title: 'Jul 29, 2026',
    mutually_exclusive: true,
    strike_date: '2026-07-29T18:00:00.000Z',
  },
  {
    ticker: 'SBXFEDCUTY-26',
    series: 'SBXFEDCUTY',
    title: 'Will the Fed cut rates in 2026?',
    sub_title: 'In 2026',
    mutually_exclusive: false,
    strike_date: '2026-12-09T19:00:00.000Z',
  },
  {
    ticker: 'SBXHIGHNY-26JUL11',
    series: 'SBXHIGHNY',
    title: 'Highest temperature in NYC on Jul 11, 2026?',
    sub_title: 'On Jul 11, 2026',
    mutually_exclusive: false,
    strike_date: '2026-07-12T04:59:00.000Z',
  },
  {
    ticker: 'SBXHIGHCHI-26JUL11',
    series: 'SBXHIGHCHI',
    title: 'Highest temperature in Chicago on Jul 11, 2026?',
    sub_title: 'On Jul 11, 2026',
    mutually_exclusive: false,
    strike_date: '2026-07-12T05:59:00.000Z',
  },
  {
    ticker: 'SBXNFLCHAMP-27',
    series: 'SBXNFLCHAMP',
    title: 'Pro Football Champion 2027',
    sub_title: 'The 2026 season',
    mutually_exclusive: true,
    strike_date: '2027-02-15T04:59:00.000Z',
  },
  {
    ticker: 'SBXTPOY-26',
    series: 'SBXTPOY',
    title: 'TIME Person of the Year 2026',
    sub_title: 'Announced in December 2026',
    mutually_exclusive: true,
    strike_date: '2026-12-31T04:59:00.000Z',
  },
];

const btcRules = (strike: string, by: string) => ({
  rules_primary: `If the CF Benchmarks Bitcoin Real-Time Index (BRTI) is at or above ${strike} at any time before ${by}, then the market resolves to Yes.`,
  rules_secondary:
    'The index is read as published by CF Benchmarks, one value per second. A value at or above the strike for any single second is enough; a revised value after the fact does not count. This is a sandbox market: it is simulated and never settles real money.',
});

const cpiRules = (relation: string, strike: string) => ({
  rules_primary: `If the year-over-year change in the Consumer Price Index for All Urban Consumers (CPI-U, not seasonally adjusted) for June 2026 is ${relation} ${strike}%, as first released by the Bureau of Labor Statistics on Jul 14, 2026, then the market resolves to Yes.`,
  rules_secondary:
    'The figure is the one printed to one decimal place in the first release of the CPI news release for June 2026. Later revisions are not taken into account. This is a sandbox market: it is simulated and never settles real money.',
});

const tempRules = (city: string, station: string, relation: string, strike: string) => ({
  rules_primary: `If the highest temperature recorded at ${station} in ${city} on Jul 11, 2026 is ${relation} ${strike}°F, as reported by the National Weather Service's Daily Climate Report, then the market resolves to Yes.`,
  rules_secondary: `The maximum temperature of the final Daily Climate Report (CLI) for ${station} for Jul 11, 2026, in whole degrees Fahrenheit. A preliminary report is not used. This is a sandbox market: it is simulated and never settles real money.`,
});

export const SANDBOX_MARKETS: readonly SandboxMarket[] = [
  {
    ticker: 'SBXBTCMAXY-26DEC31-T120000',
    event: 'SBXBTCMAXY-26DEC31',
    title: 'How high will Bitcoin get this year?',
    yes_sub_title: '$120,000 or above',
    no_sub_title: '$120,000 or above',
    strike_type: 'greater_or_equal',
    floor_strike: 120000,
    ...btcRules('$120,000', 'Jan 1, 2027'),
    close_time: '2027-01-01T04:59:00.000Z',
    expiration_time: '2027-01-02T15:00:00.000Z',
    link: { slug: 'cpc-btc-hitprice-high-yr-12-31-2026-120k' },
  },
  {
    ticker: 'SBXBTCMAXY-26DEC31-T125000',
    event: 'SBXBTCMAXY-26DEC31',
    title: 'How high will Bitcoin get this year?',
    yes_sub_title: '$125,000 or above',
    no_sub_title: '$125,000 or above',
    strike_type: 'greater_or_equal',
    floor_strike: 125000,
    ...btcRules('$125,000', 'Jan 1, 2027'),
    close_time: '2027-01-01T04:59:00.000Z',
    expiration_time: '2027-01-02T15:00:00.000Z',
    link: { slug: 'cpc-btc-hitprice-high-yr-12-31-2026-120k', differs: 'threshold', shift: -0.06 },
  },
  {
    ticker: 'SBXBTC150-26DEC31',
    event: 'SBXBTC150-26DEC31',
    title: 'When will Bitcoin hit $150k?',
    yes_sub_title: 'Before Jan 1, 2027',
    no_sub_title: 'Before Jan 1, 2027',
    strike_type: 'greater_or_equal',
    floor_strike: 150000,
    ...btcRules('$150,000', 'Jan 1, 2027'),
    close_time: '2027-01-01T04:59:00.000Z',
    expiration_time: '2027-01-02T15:00:00.000Z',
    link: { slug: 'cpc-btc-150k-12-31-2026' },
  },
  {
    ticker: 'SBXBTC150-26NOV15',
    event: 'SBXBTC150-26NOV15',
    title: 'When will Bitcoin hit $150k?',
    yes_sub_title: 'Before Nov 16, 2026',
    no_sub_title: 'Before Nov 16, 2026',
    strike_type: 'greater_or_equal',
    floor_strike: 150000,
    ...btcRules('$150,000', 'Nov 16, 2026'),
    close_time: '2026-11-16T04:59:00.000Z',
    expiration_time: '2026-11-17T15:00:00.000Z',
    link: { slug: 'cpc-btc-150k-11-30-2026', differs: 'date', shift: -0.01 },
  },
  {
    ticker: 'SBXCPIYOY-26JUN-T3.8',
    event: 'SBXCPIYOY-26JUN',
    title: 'CPI YoY in June 2026?',
    yes_sub_title: 'Above 3.8%',
    no_sub_title: 'Above 3.8%',
    strike_type: 'greater',
    floor_strike: 3.8,
    ...cpiRules('above', '3.8'),
    close_time: '2026-07-14T12:25:00.000Z',
    expiration_time: '2026-07-15T14:00:00.000Z',
    link: { slug: 'cpic-uscpi-june-yoy-2026-07-14-gt3pt8pct' },
  },
  {
    ticker: 'SBXCPIYOY-26JUN-T3.9',
    event: 'SBXCPIYOY-26JUN',
    title: 'CPI YoY in June 2026?',
    yes_sub_title: '3.9% or above',
    no_sub_title: '3.9% or above',
    strike_type: 'greater_or_equal',
    floor_strike: 3.9,
    ...cpiRules('at or above', '3.9'),
    close_time: '2026-07-14T12:25:00.000Z',
    expiration_time: '2026-07-15T14:00:00.000Z',
    // venue_a's "above 3.9%" leaves out a print of exactly 3.9; this one counts it.
    link: { slug: 'cpic-uscpi-june-yoy-2026-07-14-gt3pt9pct', differs: 'inclusiveness', shift: 0.04 },
  },
  {
    ticker: 'SBXGDP-26Q2-T2.0',
    event: 'SBXGDP-26Q2',
    title: 'US GDP growth in Q2 2026?',
    yes_sub_title: '2.0% or above',
    no_sub_title: '2.0% or above',
    strike_type: 'greater_or_equal',
    floor_strike: 2,
    rules_primary:
      'If the advance estimate of real GDP growth for Q2 2026 (seasonally adjusted annual rate), as released by the Bureau of Economic Analysis on Jul 30, 2026, is at or above 2.0%, then the market resolves to Yes.',
    rules_secondary:
      'The figure is the percent change at an annual rate printed to one decimal place in the advance estimate. The second and third estimates are not used. This is a sandbox market: it is simulated and never settles real money.',
    close_time: '2026-07-30T12:25:00.000Z',
    expiration_time: '2026-07-31T14:00:00.000Z',
    link: { slug: 'gdpc-us-saa-q2-2026-07-30-atl2pt0' },
  },
  {
    ticker: 'SBXGDPNOW-26Q2-T2.5',
    event: 'SBXGDPNOW-26Q2',
    title: 'GDPNow: US GDP growth in Q2 2026?',
    yes_sub_title: '2.5% or above',
    no_sub_title: '2.5% or above',
    strike_type: 'greater_or_equal',
    floor_strike: 2.5,
    rules_primary:
      'If the final GDPNow model estimate of real GDP growth for Q2 2026, as published by the Federal Reserve Bank of Atlanta on Jul 29, 2026, is at or above 2.5%, then the market resolves to Yes.',
    rules_secondary:
      'The final estimate is the last nowcast the Atlanta Fed publishes for the quarter before the official advance release. The official estimate itself does not settle this market. This is a sandbox market: it is simulated and never settles real money.',
    close_time: '2026-07-29T15:55:00.000Z',
    expiration_time: '2026-07-30T14:00:00.000Z',
    // Another source: the Atlanta Fed's nowcast, not BEA's advance estimate venue_a settles on.
    link: { slug: 'gdpc-us-saa-q2-2026-07-30-atl2pt5', differs: 'source', shift: 0.03 },
  },
  {
    ticker: 'SBXFEDDECISION-26JUL-C25',
    event: 'SBXFEDDECISION-26JUL',
    title: 'Fed decision in July 2026?',
    yes_sub_title: 'Cut 25bps',
    no_sub_title: 'Cut 25bps',
    strike_type: 'custom',
    rules_primary:
      'If the Federal Open Market Committee lowers the upper bound of the federal funds target range by exactly 0.25 percentage points at its meeting ending on Jul 29, 2026, then the market resolves to Yes.',
    rules_secondary:
      'The decision is read from the FOMC statement published on the Federal Reserve website. A move between meetings is not counted. This is a sandbox market: it is simulated and never settles real money.',
    close_time: '2026-07-29T17:55:00.000Z',
    expiration_time: '2026-07-30T14:00:00.000Z',
    link: { slug: 'rdc-usfed-fomc-2026-07-29-cut25' },
  },
  {
    ticker: 'SBXFEDDECISION-26JUL-H0',
    event: 'SBXFEDDECISION-26JUL',
    title: 'Fed decision in July 2026?',
    yes_sub_title: 'Hold',
    no_sub_title: 'Hold',
    strike_type: 'custom',
    rules_primary:
      'If the Federal Open Market Committee leaves the federal funds target range unchanged at its meeting ending on Jul 29, 2026, then the market resolves to Yes.',
    rules_secondary:
      'The decision is read from the FOMC statement published on the Federal Reserve website. A move between meetings is not counted. This is a sandbox market: it is simulated and never settles real money.',
    close_time: '2026-07-29T17:55:00.000Z',
    expiration_time: '2026-07-30T14:00:00.000Z',
    link: { slug: 'rdc-usfed-fomc-2026-07-29-nochng' },
  },
  {
    ticker: 'SBXFEDCUTY-26',
    event: 'SBXFEDCUTY-26',
    title: 'Fed rate cut in 2026?',
    yes_sub_title: 'At least one cut',
    no_sub_title: 'At least one cut',
    strike_type: 'custom',
    rules_primary:
      'If the Federal Open Market Committee lowers the upper bound of the federal funds target range at any time in 2026, then the market resolves to Yes.',
    rules_secondary:
      'Any cut counts, at a scheduled meeting or between meetings, as announced by the Federal Reserve. This is a sandbox market: it is simulated and never settles real money.',
    close_time: '2026-12-09T19:00:00.000Z',
    expiration_time: '2026-12-10T15:00:00.000Z',
    link: { slug: 'cbpac-usfed-2026-cut' },
  },
  {
    ticker: 'SBXHIGHNY-26JUL11-T89',
    event: 'SBXHIGHNY-26JUL11',
    title: 'Highest temperature in NYC on July 11, 2026?',
    yes_sub_title: '89° or above',
    no_sub_title: '89° or above',
    strike_type: 'greater_or_equal',
    floor_strike: 89,
    ...tempRules('New York City', 'Central Park', 'at or above', '89'),
    close_time: '2026-07-12T03:59:00.000Z',
    expiration_time: '2026-07-12T14:00:00.000Z',
    link: { slug: 'tc-temp-nychigh-2026-07-11-gte89f' },
  },
  {
    ticker: 'SBXHIGHCHI-26JUL11-T89',
    event: 'SBXHIGHCHI-26JUL11',
    title: "Highest temperature in Chicago (O'Hare) on July 11, 2026?",
    yes_sub_title: '89° or above',
    no_sub_title: '89° or above',
    strike_type: 'greater_or_equal',
    floor_strike: 89,
    ...tempRules('Chicago', "O'Hare International Airport", 'at or above', '89'),
    close_time: '2026-07-12T04:59:00.000Z',
    expiration_time: '2026-07-12T15:00:00.000Z',
    // Another source: O'Hare's report, where venue_a's Chicago market reads Midway's.
    link: { slug: 'tc-temp-mdwhigh-2026-07-11-gte89f', differs: 'source', shift: -0.02 },
  },
  {
    ticker: 'SBXNFLCHAMP-27-GB',
    event: 'SBXNFLCHAMP-27',
    title: 'Pro Football Champion 2027?',
    yes_sub_title: 'Green Bay',
    no_sub_title: 'Green Bay',
    strike_type: 'custom',
    rules_primary:
      'If Green Bay wins the championship game of the 2026 professional football season, played on Feb 14, 2027, then the market resolves to Yes.',
    rules_secondary:
      'The winner is the team the league declares champion after the game, including overtime. If the game is postponed, the market stays open until it is played. This is a sandbox market: it is simulated and never settles real money.',
    close_time: '2027-02-15T04:59:00.000Z',
    expiration_time: '2027-02-16T15:00:00.000Z',
    link: { slug: 'tec-nfl-champ-2027-02-14-w-grepac' },
  },
  {
    ticker: 'SBXTPOY-26-POPLEO',
    event: 'SBXTPOY-26',
    title: 'TIME Person of the Year 2026?',
    yes_sub_title: 'Pope Leo XIV',
    no_sub_title: 'Pope Leo XIV',
    strike_type: 'custom',
    rules_primary:
      'If TIME names Pope Leo XIV its Person of the Year for 2026 on or before Dec 31, 2026, then the market resolves to Yes.',
    rules_secondary:
      'The person named on the cover of the Person of the Year issue counts; a shared title counts for each person named. Runners-up do not count. This is a sandbox market: it is simulated and never settles real money.',
    close_time: '2026-12-10T15:00:00.000Z',
    expiration_time: '2026-12-31T15:00:00.000Z',
    link: { slug: 'tpoyc-2026-popleo' },
  },
];

/** When the sandbox markets were listed (created_time, open_time): the eve of the recorded day. */
export const SANDBOX_OPENED_AT = '2026-07-01T14:00:00.000Z';
/**
 * The end of the recorded day the sandbox carries forward (datasets/: 2026-07-11): the service's
 * sandbox judges its markets open as at this moment (KalshiSandboxServerOptions.openAsOf), as the
 * venue_a sandbox carries forward the markets open when the recording stopped.
 */
export const SANDBOX_RECORDED_DAY_END = '2026-07-11T23:59:59.999Z';
