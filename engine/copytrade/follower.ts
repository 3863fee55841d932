// trading.target-trades → mirrored orders. For each trade of a followed address, every copytrade
// of that address that is not stopped takes one decision, recorded with the trade: PLACED (with
// the order), SKIPPED (why) or FAILED (the order service's refusal: no funds, thin book…). A trade
// is acted on at most once per copytrade, also across restarts and redeliveries: a decision already
// recorded is final, and the order is placed with the idempotency key `copy:<copytrade>:<trade>`,
// so a crash between placing and recording places nothing twice.
import { fromBaseUnits } from '../../core/decimal.ts';
import { AppError } from '../../core/errors.ts';
import type { Logger } from '../../core/logger.ts';
import { counter } from '../../core/metrics.ts';
import { parseTargetTradeMessage, type TargetTradeMessage } from '../../core/trading-events.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import * as repo from '../../storage/postgres/repositories/copytrades.ts';
import type { CopytradeRow } from '../../storage/postgres/repositories/copytrades.ts';
import { walletBalances } from '../../storage/postgres/repositories/ledger.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import type { CatalogSnapshot } from '../market-queries/catalog-snapshot.ts';
import { RecordConsumer } from '../stream/record-consumer.ts';
import { TOKEN_DECIMALS } from '../../core/trading.ts';
import type { OrderService } from '../trading/orders.ts';
import { decide, type Decision } from './decide.ts';
import { recordWalletEvent } from '../events/record.ts';
import type { FullSettings } from './settings.ts';

/** Copytrades of one trade decided at once (each takes a few short transactions). */
const FOLLOWERS_AT_ONCE = 8;

const decisions = counter('copytrade_decisions_total', 'Copytrade decisions, by outcome', ['decision']);

export interface FollowerDeps {
  sql: Sql;
  orders: Pick<OrderService, 'place'>;
  catalog: () => CatalogSnapshot;
  log: Logger;
  now?: () => Date;
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Decides and acts on one trade for one copytrade; returns the decision recorded (or the earlier one). */
export async function follow(
  deps: FollowerDeps,
  copytrade: CopytradeRow,
  trade: TargetTradeMessage,
): Promise<repo.DecisionRow | undefined> {
  const earlier = await repo.findDecision(deps.sql, copytrade.copytrade_id, trade.trade_id);
  if (earlier) return earlier;
  let decision: Decision;
  if (copytrade.status === 'PAUSED') {
    decision = { kind: 'SKIP', reason: 'paused' };
  } else {
    const settings = copytrade.settings as FullSettings;
    // Read only what this decision needs: free shares for a sell, the day's spending for a capped buy.
    const free = new Map<string, string>();
    if (trade.side === 'SELL') {
      for (const r of await walletBalances(deps.sql, copytrade.wallet_id, 'shares'))
        free.set(r.asset, fromBaseUnits(r.balance, TOKEN_DECIMALS));
    }
    const capped = trade.side === 'BUY' && settings.sizing.max_per_day !== undefined;
    decision = decide({ mode: copytrade.mode, settings }, trade, {
      ref: deps.catalog().token(trade.token_id),
      spentToday: capped
        ? await repo.spentSince(deps.sql, copytrade.copytrade_id, startOfUtcDay(deps.now?.() ?? new Date()))
        : '0',
      freeShares: (token) => free.get(token) ?? '0',
    });
  }
  const base = {
    copytrade_id: copytrade.copytrade_id,
    trade_id: trade.trade_id,
    trade: trade as unknown as Record<string, unknown>,
  };
  let row: Omit<repo.DecisionRow, 'created_at'>;
  if (decision.kind === 'SKIP') {
    row = { ...base, decision: 'SKIPPED', reason: decision.reason, order_id: null, amount: '0' };
  } else {
    try {
      const order = await deps.orders.place(
        copytrade.wallet_id,
        'venue_a',
        decision.order,
        `copy:${copytrade.copytrade_id}:${trade.trade_id}`,
      );
      row = { ...base, decision: 'PLACED', reason: null, order_id: order.order_id, amount: decision.amount };
    } catch (err) {
      // A refusal of the order is the decision; anything else (database down…) retries the batch.
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      row = {
        ...base,
        decision: 'FAILED',
        reason: `${err.code}: ${err.message}`,
        order_id: null,
        amount: '0',
      };
    }
  }
  const recorded = await deps.sql.transaction(async (tx) => {
    const inserted = await repo.insertDecision(tx, row);
    if (inserted) await recordWalletEvent(tx, copytrade.wallet_id, 'copytrade.decision', inserted);
    return inserted;
  });
  if (!recorded) return repo.findDecision(deps.sql, copytrade.copytrade_id, trade.trade_id); // another follower decided first
  decisions.inc({ decision: row.decision });
  return recorded;
}

export class CopytradeFollower extends RecordConsumer<TargetTradeMessage> {
  constructor(bus: Bus, deps: FollowerDeps, groupId = 'engine.copytrade') {
    super(
      bus,
      {
        name: 'copytrade',
        groupId,
        topic: topics.targetTrades,
        deadLetterTopic: topics.tradingDeadLetter,
        parse: parseTargetTradeMessage,
        apply: {
          one: async (trade) => {
            // Trades from before a copytrade existed are not its to follow (the API gives seconds).
            const followers = (await repo.followersOf(deps.sql, trade.target)).filter(
              (c) => Date.parse(trade.at) >= c.created_at.getTime() - 1000,
            );
            // One trade's copytrades are decided side by side; each copytrade still sees its trades in order.
            for (let i = 0; i < followers.length; i += FOLLOWERS_AT_ONCE) {
              await Promise.all(followers.slice(i, i + FOLLOWERS_AT_ONCE).map((c) => follow(deps, c, trade)));
            }
          },
        },
      },
      deps.log,
    );
  }
}
