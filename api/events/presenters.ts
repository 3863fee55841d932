// Wire form of an account event: the same for the SSE stream and for webhooks. `data` is the
// changed object in the shape the API answers for it elsewhere (an order as GET …/order/:id, a
// deposit or withdrawal as a transfer, a copytrade decision as …/copytrade/:id/decisions), as it
// was when the change committed; a fill in the form of the trading.fills messages.
import type { Static } from '@sinclair/typebox';
import type { ChainId } from '../../chains/chain-adapter.ts';
import type { ChainSet } from '../../engine/wallets/chain-set.ts';
import { fillMessage } from '../../engine/trading/fill-outbox.ts';
import type { DecisionRow } from '../../engine/copytrade/copytrade-queries.ts';
import type { AccountEventRow } from '../../engine/events/event-queries.ts';
import type { FillRow, OrderRow } from '../../engine/trading/order-queries.ts';
import type { WithdrawalRow } from '../../engine/wallets/withdrawals.ts';
import { presentDecision } from '../shared/presenters/copytrade-decision.ts';
import { presentOrder } from '../shared/presenters/order.ts';
import { presentTransfer } from '../shared/presenters/transfer.ts';
import type { AccountEventOut } from './schemas.ts';

type Subject = Record<string, unknown>;

/** The stored subject with its time fields as Dates again (jsonb keeps them as ISO text). */
function revived<T>(subject: Subject, times: readonly string[]): T {
  const out: Subject = { ...subject };
  for (const k of times) if (typeof out[k] === 'string') out[k] = new Date(out[k]);
  return out as T;
}

function presentData(chains: ChainSet, type: string, subject: Subject): unknown {
  if (type.startsWith('order.'))
    return presentOrder(
      revived<OrderRow>(subject, ['expires_at', 'triggered_at', 'created_at', 'updated_at']),
    );
  if (type === 'fill.created') {
    const { v: _v, type: _t, ...fill } = fillMessage(revived<FillRow>(subject, ['created_at']));
    return fill;
  }
  if (type === 'deposit.credited') {
    const d = subject as {
      chain: ChainId;
      tx_hash: string;
      asset: string;
      amount: string;
      from_address: string;
      to_address: string;
      created_at: string;
    };
    return presentTransfer(chains, d.chain, d.to_address, {
      ...d,
      kind: 'DEPOSIT',
      status: 'confirmed',
      created_at: new Date(d.created_at),
      withdrawal_id: null,
    });
  }
  if (type === 'withdrawal.status_changed') {
    const w = revived<WithdrawalRow>(subject, ['created_at']);
    return {
      ...presentTransfer(chains, w.chain, w.from_address, { ...w, kind: 'WITHDRAWAL' }),
      error: w.error,
    };
  }
  if (type === 'copytrade.decision') {
    const d = revived<DecisionRow>(subject, ['created_at']);
    return { copytrade_id: d.copytrade_id, ...presentDecision(d) };
  }
  return subject;
}

export function presentAccountEvent(chains: ChainSet, e: AccountEventRow): Static<typeof AccountEventOut> {
  return {
    id: e.event_id,
    type: e.type,
    created_at: e.created_at.toISOString(),
    project_id: e.project_id,
    account_id: e.account_id,
    wallet_id: e.wallet_id,
    data: presentData(chains, e.type, e.subject) as Record<string, unknown>,
  };
}
