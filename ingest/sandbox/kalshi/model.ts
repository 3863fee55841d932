// The sandbox venue_b price model: each market follows the venue_a market it is linked to
// (contracts.ts), seeded, so one seed and one clock always give the same books and trades.
//
// In integer cents, every STEP_MS (10 s) bucket b at time t = b × STEP_MS:
//   fair(t) = bound(round(base(t) + offset + shift + noise(b)))
//   base(t)  the linked venue_a YES price at t (priceOf); when venue_a has none, a seeded constant in
//            [0.20, 0.80] for the market;
//   offset   seeded per market, uniform in [−0.02, +0.02] (the venues' own lean);
//   shift    the contract's documented lean when it differs from venue_a's (contracts.ts link.shift);
//   noise    seeded per bucket, uniform in {−0.01, 0, +0.01};
//   bound    to [0.01, 0.99] on the 0.01 tick.
// The book around fair: YES bids at fair − 0.01 … − 0.05 and YES asks at fair + 0.01 … + 0.05
// (levels outside [0.01, 0.99] left out), 10 to 500 contracts a level, seeded per bucket. Kalshi
// lists bids only: YES asks are served as NO bids at 1 − ask.
// Trades: in each TRADE_STEP_MS (30 s) bucket, with probability 1/2, one trade of 1 to 99
// contracts at a seeded moment; the taker takes YES at the best YES ask or NO at the best YES bid
// (a NO taker pays 1 − bid), each with probability 1/2. The simulated history reaches back
// HISTORY_MS (24 h) from the clock: volume_24h is what it holds; total volume adds a seeded count
// from before.
//
// Uniform draws are a hash of (seed, ticker, what, bucket): no state, any moment is computed alone.
import { createHash } from 'node:crypto';
import { round } from '../../../core/decimal.ts';

export const STEP_MS = 10_000;
export const TRADE_STEP_MS = 30_000;
export const HISTORY_MS = 86_400_000;
export const DEPTH = 5;

/** The venue_a YES price of a token at a moment (decimal text), undefined when it has none. */
export type PriceOf = (venueATokenId: string, atMs: number) => string | undefined;

export interface SimTrade {
  trade_id: string;
  ticker: string;
  /** Unix ms. */
  ts: number;
  /** YES price in cents. */
  yesCents: number;
  count: number;
  taker: 'yes' | 'no';
}

export interface SimBook {
  /** [cents, contracts], best first. */
  yesBids: [number, number][];
  yesAsks: [number, number][];
}

/** A uniform draw in [0, 1) for (seed, parts): FNV-1a over the text, then murmur3's finalizer. */
export function draw(seed: number, ...parts: (string | number)[]): number {
  const text = `${seed}|${parts.join('|')}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/** A deterministic id in Kalshi's trade_id form (a UUID). */
function uuidOf(seed: number, ...parts: (string | number)[]): string {
  const h = createHash('sha256')
    .update(`${seed}|uuid|${parts.join('|')}`, 'utf8')
    .digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const bound = (cents: number) => Math.min(99, Math.max(1, cents));

function cents(price: string): number {
  return Math.round(Number(round(price, 2, 'half-up')) * 100);
}

export interface ModelMarket {
  ticker: string;
  /** The linked venue_a YES token id. */
  venueAToken: string;
  /** Dollars. */
  shift: number;
  /** Unix ms: no trades before it. */
  openMs: number;
  /** Unix ms: no trades after it. */
  closeMs: number;
}

export class SandboxModel {
  private readonly trades = new Map<string, SimTrade | null>();

  constructor(
    private readonly seed: number,
    private readonly priceOf: PriceOf,
  ) {}

  /** The market's fair YES price in cents at `atMs`. */
  fairCents(m: ModelMarket, atMs: number): number {
    const bucket = Math.floor(atMs / STEP_MS);
    const linked = this.priceOf(m.venueAToken, bucket * STEP_MS);
    const base =
      linked === undefined ? 20 + Math.floor(draw(this.seed, m.ticker, 'base') * 61) : cents(linked);
    const offset = Math.floor(draw(this.seed, m.ticker, 'offset') * 5) - 2;
    const noise = Math.floor(draw(this.seed, m.ticker, 'noise', bucket) * 3) - 1;
    return bound(base + offset + Math.round(m.shift * 100) + noise);
  }

  book(m: ModelMarket, atMs: number): SimBook {
    const fair = this.fairCents(m, atMs);
    const bucket = Math.floor(atMs / STEP_MS);
    const size = (side: string, level: number) =>
      10 + Math.floor(draw(this.seed, m.ticker, 'size', side, level, bucket) * 491);
    const yesBids: [number, number][] = [];
    const yesAsks: [number, number][] = [];
    for (let level = 1; level <= DEPTH; level++) {
      if (fair - level >= 1) yesBids.push([fair - level, size('bid', level)]);
      if (fair + level <= 99) yesAsks.push([fair + level, size('ask', level)]);
    }
    return { yesBids, yesAsks };
  }

  /** The trade of the market's TRADE_STEP_MS bucket `k`, or null when none happened in it. */
  private tradeIn(m: ModelMarket, k: number): SimTrade | null {
    const key = `${m.ticker}|${k}`;
    const known = this.trades.get(key);
    if (known !== undefined) return known;
    let trade: SimTrade | null = null;
    const ts = k * TRADE_STEP_MS + Math.floor(draw(this.seed, m.ticker, 'trade-at', k) * TRADE_STEP_MS);
    if (draw(this.seed, m.ticker, 'trade', k) < 0.5 && ts >= m.openMs && ts < m.closeMs) {
      const fair = this.fairCents(m, ts);
      const taker = draw(this.seed, m.ticker, 'taker', k) < 0.5 ? 'yes' : 'no';
      // The best level of the book at ts (book()): the YES ask or the YES bid.
      const hit = taker === 'yes' ? fair + 1 : fair - 1;
      if (hit >= 1 && hit <= 99)
        trade = {
          trade_id: uuidOf(this.seed, m.ticker, k),
          ticker: m.ticker,
          ts,
          yesCents: hit,
          count: 1 + Math.floor(draw(this.seed, m.ticker, 'count', k) * 99),
          taker,
        };
    }
    if (this.trades.size > 200_000) this.trades.clear();
    this.trades.set(key, trade);
    return trade;
  }

  /** The market's trades with fromMs ≤ ts < toMs, newest first, within HISTORY_MS of `nowMs`. */
  tradesBetween(m: ModelMarket, fromMs: number, toMs: number, nowMs: number): SimTrade[] {
    const from = Math.max(fromMs, nowMs - HISTORY_MS, m.openMs);
    const to = Math.min(toMs, nowMs + 1, m.closeMs);
    const out: SimTrade[] = [];
    for (let k = Math.floor((to - 1) / TRADE_STEP_MS); k * TRADE_STEP_MS + TRADE_STEP_MS > from; k--) {
      const trade = this.tradeIn(m, k);
      if (trade && trade.ts >= from && trade.ts < to) out.push(trade);
    }
    return out;
  }

  /** Contracts traded before HISTORY_MS: a seeded figure, so total volume exceeds the last day's. */
  earlierVolume(m: ModelMarket): number {
    return 1_000 + Math.floor(draw(this.seed, m.ticker, 'earlier-volume') * 49_000);
  }
}
