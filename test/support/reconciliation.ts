// What the reconciliation suites inject into the ledger and ask the admin API: shares credited as a
// live fill would (the venue's account to the wallet's `shares`), a deposit credited as the deposit
// creditor does (an extra one is a double credit), and a pass run through the admin route.
import assert from 'node:assert/strict';
import type { ChainId } from '../../chains/chain-adapter.ts';
import type { Venue } from '../../core/market-data.ts';
import { venueAccount } from '../../engine/trading/holds.ts';
import { creditDeposit } from '../../engine/wallets/deposits.ts';
import { transfer, walletAccount } from '../../engine/wallets/ledger.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { ADMIN_KEY, type AccountsApi } from '../../harness/stack/accounts-api.ts';

/** Posts `amount` shares of `tokenId` to the wallet from the live venue's account (a fill's shares leg). */
export async function creditShares(
  sql: Sql,
  input: { chain: ChainId; venue: Venue; walletId: string; tokenId: string; amount: bigint; key: string },
): Promise<void> {
  await sql.transaction((tx) =>
    transfer(
      tx,
      { idempotencyKey: input.key, kind: 'fill', chain: input.chain, asset: input.tokenId },
      venueAccount(input.venue, 'live', input.walletId),
      walletAccount(input.walletId, 'shares'),
      input.amount,
    ),
  );
}

/** Credits a deposit to `to` as the deposit creditor does; the same transfer under another index credits again. */
export async function creditObservedDeposit(
  sql: Sql,
  d: { chain: ChainId; to: string; asset: string; amount: bigint; txHash: string; logIndex: number },
): Promise<void> {
  const outcome = await creditDeposit(sql, {
    chain: d.chain,
    txHash: d.txHash,
    logIndex: d.logIndex,
    block: '1',
    asset: d.asset,
    from: d.to,
    to: d.to,
    amount: d.amount.toString(),
    at: new Date().toISOString(),
  });
  assert.equal(outcome, 'credited');
}

export interface ReportedFinding {
  wallet_id: string;
  chain: string;
  asset: string;
  difference: string;
  unexplained: string;
  consecutive: number;
  confirmed: boolean;
  read_at: string;
}

/** Runs a pass through POST /api/v1/admin/reconciliation and returns its report. */
export async function runPass(api: Pick<AccountsApi, 'client'>) {
  const r = await api.client.post('/api/v1/admin/reconciliation', undefined, { 'X-Admin-Key': ADMIN_KEY });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data as {
    pass: {
      chains: { chain: string; read_at: string; checked: number }[];
      skipped: { chain: string }[];
      errors: unknown[];
    };
    findings: ReportedFinding[];
    holds: { wallet_id: string; chain: string; asset: string }[];
  };
}

/** The findings as `wallet asset difference`, sorted: what a test compares. */
export function findingLines(findings: readonly ReportedFinding[]): string[] {
  return findings.map((f) => `${f.wallet_id} ${f.chain} ${f.asset} ${f.difference}`).sort();
}
