// Operator routes (X-Admin-Key) of the reconciliation of the ledger with the chains: the newest
// pass's report, a pass run now, and the release of a wallet whose withdrawals a mismatch held.
// What `npm run admin -- reconcile` sends while the service runs (bin/admin-commands.ts).
// Tests: test/integration/reconciliation-pol.test.ts, reconciliation-sol.test.ts.
import type { Logger } from '../../core/logger.ts';
import {
  reconcileNow,
  reconciliationReport,
  type ReconciliationSettings,
} from '../../engine/reconciliation/reconciliation.ts';
import { releaseWithdrawals } from '../../engine/reconciliation/withdrawal-holds.ts';
import type { ChainSet } from '../../engine/wallets/chain-set.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import type { AnyRoute } from '../route.ts';
import { adminRoute } from '../route-kinds.ts';
import { WalletPath } from '../shared/schemas/ids.ts';
import { holdReleaseOut, reconciliationReportOut } from './reconciliation-presenters.ts';
import { HoldReleaseOut, ReconciliationReportOut } from './reconciliation-schemas.ts';

const operatorRoute = adminRoute({ tag: 'admin', envelope: 'data' });

export function reconciliationRoutes(deps: {
  sql: Sql;
  chains: ChainSet;
  log: Logger;
  settings: ReconciliationSettings;
}): AnyRoute[] {
  return [
    operatorRoute({
      method: 'GET',
      path: '/api/v1/admin/reconciliation',
      operationId: 'getReconciliationReport',
      summary: "The newest reconciliation pass: each live chain's balances against the ledger",
      description:
        'Per wallet address and asset of a live chain (paper chains are skipped), the balance at a stated ' +
        'block or slot against what the ledger owes plus what is in flight; `findings` lists every difference ' +
        'beyond the tolerance (0 base units), `holds` the wallets whose withdrawals are held.',
      response: ReconciliationReportOut,
      handler: async () => reconciliationReportOut(await reconciliationReport(deps.sql)),
    }),
    operatorRoute({
      method: 'POST',
      path: '/api/v1/admin/reconciliation',
      operationId: 'runReconciliation',
      summary: 'Run a reconciliation pass now and report it',
      description:
        'One pass beside the periodic job: it reads the chains (one RPC read per address and asset) and ' +
        'never writes to the ledger. A difference counts as confirmed once RECONCILIATION_CONFIRM_PASSES ' +
        'passes in a row found it.',
      response: ReconciliationReportOut,
      handler: async () => reconciliationReportOut(await reconcileNow(deps)),
    }),
    operatorRoute({
      method: 'DELETE',
      path: '/api/v1/admin/reconciliation/holds/:wallet_id',
      operationId: 'releaseWithdrawalHold',
      summary: "Release a wallet's withdrawals held by reconciliation",
      description:
        'After the mismatch is understood (docs/operations.md#reconciliation). A wallet not held answers ' +
        '`released: false`. The release stands while what is unexplained in the chain and asset that held ' +
        'it keeps its sign and grows no larger; a larger difference, or one in another asset, holds it again.',
      params: WalletPath,
      response: HoldReleaseOut,
      handler: async ({ params }) =>
        holdReleaseOut(
          params.wallet_id,
          await releaseWithdrawals(deps.sql, params.wallet_id, 'released by an admin'),
        ),
    }),
  ];
}
