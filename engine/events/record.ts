// The hooks that record account events where changes happen, each called once, last, in the
// transaction of the change (an outbox: the event commits with the change or not at all).
// What an order step records is worked out from the order before and after it: accepted when new,
// amended when its version moved, a fill.created per fill recorded, and filled / cancelled /
// expired / rejected when it ended.
import type { AccountEventType } from '../../core/account-events.ts';
import {
  insertWalletEvents,
  type NewAccountEvent,
} from '../../storage/postgres/repositories/account-events.ts';
import type { FillRow, OrderRow } from '../../storage/postgres/repositories/orders.ts';
import type { WithdrawalRow } from '../../storage/postgres/repositories/withdrawals.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';

const ENDED: Partial<Record<OrderRow['status'], AccountEventType>> = {
  FILLED: 'order.filled',
  CANCELLED: 'order.cancelled',
  EXPIRED: 'order.expired',
  REJECTED: 'order.rejected',
};

/** The events of one order step, in the order they happened. */
export function orderEvents(
  before: OrderRow | undefined,
  after: OrderRow,
  fills: readonly FillRow[],
): NewAccountEvent[] {
  const events: NewAccountEvent[] = [];
  const order = (type: AccountEventType) => events.push({ type, subject: after });
  if (!before && after.status !== 'REJECTED') order('order.accepted');
  if (before && after.version > before.version) order('order.amended');
  for (const f of fills) events.push({ type: 'fill.created', subject: f });
  const ended = ENDED[after.status];
  if (ended && before?.status !== after.status) order(ended);
  return events;
}

type OrderStep = { order: OrderRow; fills: readonly FillRow[] } | undefined;

/**
 * An order step that also records what it did (a placement: `before` undefined), last in its
 * transaction; a step that changed nothing (undefined) records nothing.
 */
export function withOrderEvents<O extends OrderStep>(
  step: (tx: SqlExecutor) => Promise<O>,
  before?: OrderRow,
): (tx: SqlExecutor) => Promise<O> {
  return async (tx) => {
    const outcome = await step(tx);
    if (outcome)
      await insertWalletEvents(
        tx,
        outcome.order.wallet_id,
        orderEvents(before, outcome.order, outcome.fills),
      );
    return outcome;
  };
}

/** Records one event of a wallet's account (a deposit, a withdrawal, a copytrade decision), in the change's transaction. */
export function recordWalletEvent(
  tx: SqlExecutor,
  walletId: string,
  type: AccountEventType,
  subject: unknown,
): Promise<void> {
  return insertWalletEvents(tx, walletId, [{ type, subject }]);
}

/**
 * Records a withdrawal's new status (its row as it now is, without the signed transaction) last in
 * the transaction that set it, and hands the row on; nothing for undefined (an idempotent repeat).
 */
export async function withdrawalEvent<W extends WithdrawalRow | undefined>(
  tx: SqlExecutor,
  row: W,
): Promise<W> {
  if (!row) return row;
  const { raw_tx: _raw, ...subject } = row;
  await recordWalletEvent(tx, row.wallet_id, 'withdrawal.status_changed', subject);
  return row;
}
