// What bench/orders.ts and its HTTP client process (bench/support/orders-client.ts) exchange.
import type { LoopOutcome, OrderKind } from './orders-loop.ts';

export interface ClientConfig {
  port: number;
}

/** One closed-loop run (the warm-up is a job of its own, with keys of its own). */
export interface ClientJob {
  concurrency: number;
  seconds: number;
  /** One per account the job uses: its wallet and account keys no request has used yet. */
  slots: { walletId: string; keys: string[] }[];
  keyBudget: number;
  /** The request body of each kind (JSON). */
  bodies: Record<OrderKind, unknown>;
}

export interface PlacedOrder {
  orderId: string;
  walletId: string;
  kind: OrderKind;
  /** The status the answer gave. */
  status: string;
}

export interface ClientPhase {
  outcome: LoopOutcome;
  /** Every order the job placed. */
  placed: PlacedOrder[];
  keysUsed: number;
}

/** A 200 whose order has the status its kind must have at once; anything else throws. */
export const EXPECTED_STATUS: Record<OrderKind, string> = { MARKET: 'FILLED', LIMIT: 'ACTIVE' };
