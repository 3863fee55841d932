// What a replica run feeds the cluster besides the ingest replicas' replay of the shipped slice:
// catalogs (the recorded venue payloads, and a same-day slice of both venues' catalogs for
// similarity), depth books with deltas and last trades, and deposits, published onto the service's
// topics through its own bus and publisher (so keys and partitions are the service's).
//
// Cross-topic order is not something the engine promises (md.books, md.prices and md.markets are
// consumed independently), so the run publishes in phases, each consumed before the next: markets,
// then book snapshots, then deltas and last trades. Every depth message of a token falls in one
// sparkline bucket (an hour), so a token's final state does not depend on how its books and trades
// interleaved: the single-process fold of the same records must give the same state.
import { existsSync } from 'node:fs';
import type { DepositMessage } from '../../core/chain-events.ts';
import type { Logger } from '../../core/logger.ts';
import type { BookLevel, MarketDataMessage, MarketMessage } from '../../core/market-data.ts';
import { SPARKLINE_BUCKET_MS } from '../../engine/market-data/token-state.ts';
import { MarketDataPublisher } from '../../ingest/publisher.ts';
import { KafkaBus } from '../../storage/bus/kafka-bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import { CROSS_VENUE, loadCatalogs } from '../data/cross-venue.ts';
import { bookAt, recordedCatalog } from '../stack/market-data.ts';

/** Synthetic depth messages start at the top of this hour (after the slice's day, so newer than any replayed quote). */
export const DEPTH_T0 = Date.parse('2026-11-20T10:00:00.000Z');

export interface InputPlan {
  /** Markets of each venue taken from the same-day cross-venue catalogs (0: none; also none without the shared data). */
  similarityMarkets: number;
  /** Tokens given depth books (the paper-order token is always one of them). */
  depthTokens: number;
  /** Deltas and last trades per depth token. */
  updatesPerToken: number;
}

export interface DepthToken {
  venue: 'venue_a' | 'venue_b';
  marketId: string;
  tokenId: string;
}

export interface Inputs {
  catalog: MarketMessage[];
  /** The open venue_a market paper orders are placed on, and its left token. */
  orderMarket: MarketMessage;
  orderToken: string;
  depthTokens: DepthToken[];
}

export function buildInputs(plan: InputPlan): Inputs {
  const recorded = recordedCatalog();
  const orderMarket = recorded.find(
    (m) => m.venue === 'venue_a' && m.market.active && !m.market.closed && m.market.tick_size === '0.001',
  );
  if (!orderMarket) throw new Error('the recorded catalog has no open venue_a market with tick 0.001');
  const cross: MarketMessage[] = [];
  if (plan.similarityMarkets > 0 && existsSync(CROSS_VENUE)) {
    const { kalshi, polymarket } = loadCatalogs();
    cross.push(...polymarket.slice(0, plan.similarityMarkets), ...kalshi.slice(0, plan.similarityMarkets));
  }
  const tokenOf = (m: MarketMessage): DepthToken => ({
    venue: m.venue,
    marketId: m.market.market_id,
    tokenId: m.market.left_token_id,
  });
  const others = [...cross, ...recorded].filter((m) => m !== orderMarket && !m.market.closed).map(tokenOf);
  const depthTokens = [tokenOf(orderMarket), ...others.slice(0, Math.max(0, plan.depthTokens - 1))];
  return {
    catalog: [...recorded, ...cross],
    orderMarket,
    orderToken: orderMarket.market.left_token_id,
    depthTokens,
  };
}

/** A price as the schemas want it: no trailing zeros (0.4, not 0.40). */
export const priceText = (p: number): string => String(Number(p.toFixed(2)));

const levels = (prices: number[], size: string): BookLevel[] => prices.map((p) => [priceText(p), size]);

/** Book snapshots of the depth tokens: bids 0.40–0.44, asks 0.56–0.60, 1,000 shares each. */
export function snapshots(tokens: readonly DepthToken[]): MarketDataMessage[] {
  return tokens.map((t) =>
    bookAt(
      t.venue,
      t.marketId,
      t.tokenId,
      DEPTH_T0,
      levels([0.44, 0.43, 0.42, 0.41, 0.4], '1000'),
      levels([0.56, 0.57, 0.58, 0.59, 0.6], '1000'),
    ),
  );
}

/**
 * Deltas and last trades, one of each per step and token, all within DEPTH_T0's hour: step i moves
 * one bid and one ask level's size and adds a level inside the spread on alternate steps. The
 * paper-order token is left alone (crossing() moves it).
 */
export function updates(tokens: readonly DepthToken[], steps: number): MarketDataMessage[] {
  const out: MarketDataMessage[] = [];
  const span = Math.floor((SPARKLINE_BUCKET_MS - 1000) / (2 * steps + 2));
  for (let i = 1; i <= steps; i++) {
    for (const [n, t] of tokens.entries()) {
      if (n === 0) continue;
      const ts = DEPTH_T0 + 2 * i * span;
      const inside =
        i % 2 === 0
          ? [{ side: 'bid' as const, price: '0.45', size: String(10 * i) }]
          : [{ side: 'bid' as const, price: '0.45', size: '0' }];
      out.push(
        {
          v: 1,
          type: 'book_delta',
          venue: t.venue,
          market_id: t.marketId,
          token_id: t.tokenId,
          ts,
          changes: [
            { side: 'bid', price: '0.44', size: String(1000 + i) },
            { side: 'ask', price: '0.56', size: String(1000 + ((i * 7) % 13)) },
            ...inside,
          ],
        },
        {
          v: 1,
          type: 'price',
          kind: 'last_trade',
          venue: t.venue,
          market_id: t.marketId,
          token_id: t.tokenId,
          price: priceText(0.44 + ((i + n) % 12) / 100),
          ts: ts + span,
          side: 'buy',
          size: '5',
        },
      );
    }
  }
  return out;
}

/** The paper-order token's asks moved down to `price` with ample size: resting buys at `price` now cross. */
export function crossing(token: DepthToken, price: string): MarketDataMessage {
  return {
    v: 1,
    type: 'book_delta',
    venue: token.venue,
    market_id: token.marketId,
    token_id: token.tokenId,
    ts: DEPTH_T0 + SPARKLINE_BUCKET_MS - 1000,
    changes: [{ side: 'ask', price, size: '1000000' }],
  };
}

/** A deposit of `amount` base units of pUSD to a POL address, as a chain watcher publishes it. */
export function deposit(to: string, n: number, amount: string): DepositMessage {
  return {
    v: 1,
    type: 'deposit',
    chain: 'POL',
    tx_hash: `0x${n.toString(16).padStart(64, '0')}`,
    log_index: 0,
    block: String(1000 + n),
    asset: 'pUSD',
    from: '0x000000000000000000000000000000000000dEaD',
    to,
    amount,
    at: new Date(DEPTH_T0).toISOString(),
  };
}

/** The service's bus and publisher, as an ingest replica has them, for the run's own messages. */
export class InputPublisher {
  readonly bus: KafkaBus;
  private readonly publisher: MarketDataPublisher;

  constructor(brokers: string, log: Logger) {
    this.bus = new KafkaBus({ brokers: [brokers], clientId: 'replica-run-inputs', partitions: 4, log });
    this.publisher = new MarketDataPublisher(this.bus, log);
  }

  start(): Promise<void> {
    return this.bus.start();
  }

  stop(): Promise<void> {
    return this.bus.stop();
  }

  publish(messages: readonly MarketDataMessage[]): Promise<void> {
    return this.publisher.publish('replica-run', messages);
  }

  /** Deposit records, each published `times` times (a watcher that saw the transfer again). */
  async publishDeposits(deposits: readonly DepositMessage[], times = 1): Promise<void> {
    const records = deposits.map((d) => ({ key: `${d.chain}:${d.tx_hash}`, value: JSON.stringify(d) }));
    for (let i = 0; i < times; i++) await this.bus.publish(topics.deposits, records);
  }
}
