// The sandbox price model: a seeded, bounded, mean-reverting random walk in log-odds, started from a
// market's last recorded price. It is a simulation, never a forecast: the path says nothing about the
// real venue. Pure and deterministic: the same seed, token id, start price, elapsed time and step give
// the same price on every run and machine (V8's Math.log/exp/cos are the same fdlibm code everywhere).
//
// The process, one step every `stepMs` milliseconds of sandbox time:
//
//   x0     = logit(clamp(startPrice, FLOOR, CEILING))
//   x[n+1] = x[n] + κ·(x0 − x[n]) + σ·z[n],
//            κ = 1 − exp(−REVERSION_PER_HOUR · stepMs / 1 h),  σ = VOL_PER_HOUR · √(stepMs / 1 h)
//   x[n+1] is reflected into [logit(FLOOR), logit(CEILING)]
//   price  = logistic(x[n]) rounded half-up to 4 decimals, n = floor(atMs / stepMs)
//
// z[n] are standard normals (Box–Muller) from mulberry32 seeded with the first 32 bits of
// sha256("pme:sandbox:walk:" + seed + ":" + tokenId); every token gets its own stream, so markets move
// independently. The reversion pull keeps a market near where its recorded day left it; the
// reflection keeps it away from 0 and 1 (a walk never settles a market).
//
// `atMs` is time since the walk's origin (the end of the recorded day), not the epoch: the sandbox
// venue calls sandboxPrice(seed, token, lastRecordedPrice, now − origin, stepMs).
import { createHash } from 'node:crypto';
import { round } from '../../core/decimal.ts';

/** Prices stay inside [FLOOR, CEILING]: a simulated market never looks settled. */
export const WALK_FLOOR = 0.02;
export const WALK_CEILING = 0.98;
/** Standard deviation of the log-odds change over one hour (≈ 7.5 cents an hour at 50 %). */
export const WALK_VOL_PER_HOUR = 0.3;
/** Pull back toward the start price, per hour (a ~10 h half-life; the walk's spread settles near ±0.67 log-odds). */
export const WALK_REVERSION_PER_HOUR = 0.1;
/** Decimals of the model's price; books round it to their own tick. */
export const WALK_DECIMALS = 4;

const HOUR_MS = 3_600_000;
const LOW = logit(WALK_FLOOR);
const HIGH = logit(WALK_CEILING);

function logit(p: number): number {
  return Math.log(p / (1 - p));
}

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** A 32-bit seed for a named stream: the first 4 bytes of its SHA-256. */
export function streamSeed(...parts: string[]): number {
  return createHash('sha256')
    .update(`pme:sandbox:${parts.join(':')}`, 'utf8')
    .digest()
    .readUInt32BE(0);
}

/** mulberry32: a small, fast, well-mixed 32-bit generator; uniform doubles in [0, 1). */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A standard normal (Box–Muller, one of the pair). */
  normal(): number {
    const u = 1 - this.next(); // (0, 1]: log is finite
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  /** Internal state, so a walk can resume from a step it has computed. */
  get position(): number {
    return this.state;
  }
}

function reflect(x: number): number {
  // Mirror at the bounds; the step is far smaller than the band, so one or two mirrors suffice.
  for (let i = 0; i < 4 && (x < LOW || x > HIGH); i += 1) x = x < LOW ? 2 * LOW - x : 2 * HIGH - x;
  return Math.min(HIGH, Math.max(LOW, x));
}

function startLogOdds(startPrice: string): number {
  const p = Number(startPrice);
  if (!Number.isFinite(p)) throw new RangeError(`sandbox walk: start price ${startPrice} is not a number`);
  return logit(Math.min(WALK_CEILING, Math.max(WALK_FLOOR, p)));
}

interface WalkPoint {
  step: number;
  x: number;
  rng: number;
}

/**
 * One token's walk, remembering the last step it computed so that a caller moving forward in time
 * pays one step per step, not the whole path each call.
 */
export class PriceWalk {
  private readonly x0: number;
  private readonly sigma: number;
  private readonly kappa: number;
  private readonly origin: number;
  private point: WalkPoint;

  constructor(
    seed: string,
    readonly tokenId: string,
    startPrice: string,
    readonly stepMs: number,
  ) {
    if (!(Number.isInteger(stepMs) && stepMs > 0)) throw new RangeError(`sandbox walk: step ${stepMs} ms`);
    this.x0 = startLogOdds(startPrice);
    this.sigma = WALK_VOL_PER_HOUR * Math.sqrt(stepMs / HOUR_MS);
    this.kappa = 1 - Math.exp((-WALK_REVERSION_PER_HOUR * stepMs) / HOUR_MS);
    this.origin = streamSeed('walk', seed, tokenId);
    this.point = { step: 0, x: this.x0, rng: this.origin };
  }

  /** The step index covering `atMs` after the origin (0 before it). */
  stepAt(atMs: number): number {
    return atMs <= 0 ? 0 : Math.floor(atMs / this.stepMs);
  }

  /** The model price `atMs` after the origin, 4 decimals. */
  priceAt(atMs: number): string {
    return toPriceText(logistic(this.logOddsAtStep(this.stepAt(atMs))));
  }

  /** The model price at step n as a number (for sizes and sides derived from the move). */
  valueAtStep(step: number): number {
    return logistic(this.logOddsAtStep(step));
  }

  private logOddsAtStep(step: number): number {
    if (step < this.point.step) this.point = { step: 0, x: this.x0, rng: this.origin };
    let { x } = this.point;
    const rng = new SeededRandom(this.point.rng);
    for (let n = this.point.step; n < step; n += 1) {
      x = reflect(x + this.kappa * (this.x0 - x) + this.sigma * rng.normal());
    }
    this.point = { step, x, rng: rng.position };
    return x;
  }
}

function toPriceText(p: number): string {
  return round(p.toFixed(WALK_DECIMALS + 2), WALK_DECIMALS, 'half-up');
}

const walks = new Map<string, PriceWalk>();
const MAX_WALKS = 10_000;

/**
 * The sandbox price of a token `atMs` milliseconds after the walk's origin, as a decimal string with
 * 4 decimals in [0.02, 0.98]. Pure in its arguments (the cache only saves recomputing the path).
 */
export function sandboxPrice(
  seed: string,
  tokenId: string,
  startPrice: string,
  atMs: number,
  stepMs: number,
): string {
  const key = `${seed}\u0000${tokenId}\u0000${startPrice}\u0000${stepMs}`;
  let walk = walks.get(key);
  if (!walk) {
    if (walks.size >= MAX_WALKS) walks.clear();
    walk = new PriceWalk(seed, tokenId, startPrice, stepMs);
    walks.set(key, walk);
  }
  return walk.priceAt(atMs);
}
