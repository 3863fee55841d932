// Wire forms of the reconciliation report, shared with `npm run admin -- reconcile`, which prints
// the same whether it runs the pass itself or through the service.
import type { Static } from '@sinclair/typebox';
import type { ChainId } from '../../chains/chain-adapter.ts';
import type { ReconciliationReport } from '../../engine/reconciliation/reconciliation.ts';
import type { WithdrawalHold } from '../../engine/reconciliation/withdrawal-holds.ts';
import type { HoldReleaseOut, ReconciliationReportOut, WithdrawalHoldOut } from './reconciliation-schemas.ts';

export function holdOut(h: WithdrawalHold): Static<typeof WithdrawalHoldOut> {
  return {
    wallet_id: h.wallet_id,
    pass_id: h.pass_id,
    chain: h.chain as ChainId,
    asset: h.asset,
    unexplained: h.unexplained,
    reason: h.reason,
    held_at: h.held_at.toISOString(),
    released_at: h.released_at?.toISOString() ?? null,
  };
}

export function reconciliationReportOut(r: ReconciliationReport): Static<typeof ReconciliationReportOut> {
  const chain = (c: string) => c as ChainId;
  return {
    pass: r.pass
      ? {
          pass_id: r.pass.pass_id,
          started_at: r.pass.started_at.toISOString(),
          finished_at: r.pass.finished_at.toISOString(),
          chains: r.pass.chains.map((c) => ({ chain: chain(c.chain), read_at: c.at, checked: c.checked })),
          skipped: r.pass.skipped.map((s) => ({ chain: chain(s.chain), reason: s.reason })),
          errors: r.pass.errors.map((e) => ({ ...e, chain: chain(e.chain) })),
        }
      : null,
    findings: r.findings.map((f) => ({ ...f })),
    holds: r.holds.map(holdOut),
  };
}

export function holdReleaseOut(
  walletId: string,
  hold: WithdrawalHold | undefined,
): Static<typeof HoldReleaseOut> {
  return { wallet_id: walletId, released: hold !== undefined, hold: hold ? holdOut(hold) : null };
}
