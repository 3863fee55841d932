// One recorded venue_a market carried forward by the sandbox: at every step of the walk (walk.ts) its
// YES token gets a whole book of 5 tick-aligned levels a side around the walk's price, its NO token
// the exact complement of that book, and sometimes a simulated trade; its catalog entry is re-sent
// now and then with the simulated trades' volume. Everything is a function of (seed, token, step):
//
//   book    best bid = the walk's price rounded down to the tick (kept one tick inside (0, 1)),
//           spread 1 or 2 ticks, then 4 more levels a tick apart on each side; level i (0 = best)
//           holds a uniform integer size in [20, 400] × (1 + i) shares
//   trade   with probability 0.6 per step: a taker buy at the best ask when the walk rose since the
//           last step, a sell at the best bid when it fell (a coin when flat), of 1–200 shares; its
//           id is sbx-<16 hex of sha256(seed, token, step)>
//   volume  the sum of the simulated trades' size × price since the walk's origin (the recorded
//           volumes are never added to it: they are another source)
//
// All of it says `source: 'sandbox'`. Random draws: SeededRandom streams named (seed, token, step).
import { createHash } from 'node:crypto';
import { add, complement, fromBaseUnits, mid, mul } from '../../core/decimal.ts';
import {
  MARKET_DATA_VERSION,
  type MarketDataMessage,
  type PolymarketMarketMessage,
} from '../../core/market-data.ts';
import { SANDBOX_TRADE_ID_PREFIX } from '../../core/sandbox.ts';
import { idsOf, type ReplayMarket } from '../replay/catalog.ts';
import { marketMessage } from '../replay/messages.ts';
import { sandboxRulesOf } from './venue-a-rules.ts';
import { PriceWalk, SeededRandom, streamSeed } from './walk.ts';

export const SANDBOX_LEVELS = 5;
export const TRADE_PROBABILITY = 0.6;

type Level = [string, string];

export interface SandboxBook {
  bids: Level[];
  asks: Level[];
  bestBid: string;
  bestAsk: string;
}

export interface SandboxTrade {
  tradeId: string;
  side: 'buy' | 'sell';
  price: string;
  size: string;
}

/** A market's start: the recorded market and its last recorded top of book. */
export interface SandboxStart {
  market: ReplayMarket;
  /** The walk's start price: the recorded mid (or the one side recorded). */
  price: string;
  /** "0.01", or "0.001" when the recorded prices have three decimals. */
  tick: string;
}

/** The book of a YES token at a price (a number in (0, 1)), with sizes from `rng`. */
export function bookAround(price: number, tick: string, rng: SeededRandom): SandboxBook {
  const digits = tick.split('.')[1]?.length ?? 0;
  const one = 10 ** digits;
  const spread = rng.int(1, 2);
  const bid = Math.min(one - 1 - spread, Math.max(1, Math.floor(price * one + 1e-9)));
  const ask = bid + spread;
  const text = (units: number) => fromBaseUnits(BigInt(units), digits);
  const bids: Level[] = [];
  const asks: Level[] = [];
  for (let i = 0; i < SANDBOX_LEVELS; i += 1) {
    if (bid - i >= 1) bids.push([text(bid - i), String(rng.int(20, 400) * (1 + i))]);
    if (ask + i <= one - 1) asks.push([text(ask + i), String(rng.int(20, 400) * (1 + i))]);
  }
  return { bids, asks, bestBid: text(bid), bestAsk: text(ask) };
}

/** The other token's book: a YES bid at p is a NO ask at 1 − p, same size. */
export function complementBook(book: SandboxBook): SandboxBook {
  const flip = (levels: Level[]): Level[] => levels.map(([p, s]) => [complement(p), s]);
  return {
    bids: flip(book.asks),
    asks: flip(book.bids),
    bestBid: complement(book.bestAsk),
    bestAsk: complement(book.bestBid),
  };
}

export function sandboxTradeId(seed: string, tokenId: string, step: number): string {
  const hex = createHash('sha256')
    .update(`pme:sandbox:trade:${seed}:${tokenId}:${step}`, 'utf8')
    .digest('hex');
  return `${SANDBOX_TRADE_ID_PREFIX}${hex.slice(0, 16)}`;
}

/** The step's trade, if any: the direction of the walk's move picks the side. */
export function tradeAt(
  book: SandboxBook,
  moved: number,
  rng: SeededRandom,
  tradeId: string,
): SandboxTrade | undefined {
  if (rng.next() >= TRADE_PROBABILITY) return undefined;
  const buy = moved > 0 || (moved === 0 && rng.next() < 0.5);
  return {
    tradeId,
    side: buy ? 'buy' : 'sell',
    price: buy ? book.bestAsk : book.bestBid,
    size: String(rng.int(1, 200)),
  };
}

export interface StepState {
  step: number;
  book: SandboxBook;
  trade: SandboxTrade | undefined;
}

export class SandboxMarket {
  readonly walk: PriceWalk;
  /** Last step computed; -1 before the first. */
  private step = -1;
  private previous = NaN;
  private volumeText = '0';
  private lastTrade: string | null = null;
  private state: StepState | undefined;

  constructor(
    readonly seed: string,
    readonly start: SandboxStart,
    readonly stepMs: number,
  ) {
    this.walk = new PriceWalk(seed, idsOf(start.market).yesTokenId, start.price, stepMs);
  }

  get yesTokenId(): string {
    return idsOf(this.start.market).yesTokenId;
  }

  get volume(): string {
    return this.volumeText;
  }

  /** Computes every step up to `step` (volume counts all of them) and returns the states of the last `keep`. */
  advance(step: number, keep: number): StepState[] {
    const out: StepState[] = [];
    const token = this.yesTokenId;
    for (let n = this.step + 1; n <= step; n += 1) {
      const price = Number(this.walk.priceAt(n * this.stepMs));
      const rng = new SeededRandom(streamSeed('step', this.seed, token, String(n)));
      const book = bookAround(price, this.start.tick, rng);
      const moved = Number.isNaN(this.previous) ? 0 : price - this.previous;
      const trade = tradeAt(book, moved, rng, sandboxTradeId(this.seed, token, n));
      if (trade) {
        this.volumeText = add(this.volumeText, mul(trade.size, trade.price));
        this.lastTrade = trade.price;
      }
      this.previous = price;
      this.state = { step: n, book, trade };
      if (n > step - keep) out.push(this.state);
    }
    this.step = Math.max(this.step, step);
    return out;
  }

  /** The book and trade messages of one step, stamped at `ts`. */
  messages(state: StepState, ts: number): MarketDataMessage[] {
    const ids = idsOf(this.start.market);
    const no = complementBook(state.book);
    const tick = this.start.tick;
    const book = (token_id: string, b: SandboxBook): MarketDataMessage => ({
      v: MARKET_DATA_VERSION,
      type: 'book',
      source: 'sandbox',
      venue: 'venue_a',
      market_id: ids.conditionId,
      token_id,
      bids: b.bids,
      asks: b.asks,
      ts,
      tick_size: tick,
    });
    const out = [book(ids.yesTokenId, state.book), book(ids.noTokenId, no)];
    if (state.trade) {
      out.push({
        v: MARKET_DATA_VERSION,
        type: 'price',
        source: 'sandbox',
        venue: 'venue_a',
        market_id: ids.conditionId,
        token_id: ids.yesTokenId,
        price: state.trade.price,
        kind: 'last_trade',
        ts,
        side: state.trade.side,
        size: state.trade.size,
        trade_id: state.trade.tradeId,
      });
    }
    return out;
  }

  /** The catalog entry as the sandbox has it now: the walk's top of book and the simulated volume. */
  marketMessage(ts: number): PolymarketMarketMessage {
    const recorded = marketMessage(this.start.market, { sourceTs: ts, closed: false, volume24hr: null });
    const { recorded: _recorded, ...rest } = recorded;
    const book = this.state?.book;
    const left = book ? mid(book.bestBid, book.bestAsk) : this.start.price;
    const digits = this.start.tick.split('.')[1]?.length ?? 0;
    return {
      ...rest,
      source: 'sandbox',
      market: {
        ...rest.market,
        // The recording's (empty) unless the sandbox wrote rules for it: a notice here would read as rules.
        description: sandboxRulesOf(this.start.market.slug) ?? rest.market.description,
        best_bid: book?.bestBid ?? null,
        best_ask: book?.bestAsk ?? null,
        left_price: left,
        right_price: complement(left),
        last_trade_price: this.lastTrade,
        tick_size: this.start.tick,
        decimals: digits,
        volume: this.volumeText,
        volume24hr: this.volumeText,
      },
    };
  }
}
