// Factories for wallet tests: an account made through the project routes, with an account key and
// the wallet it was given, and paper credits through the admin route.
import { ADMIN_KEY, type AccountsApi, type ProjectCredentials } from './accounts-api.ts';
import type { TestClient } from './http.ts';

export interface WalletOwner {
  accountId: string;
  /** X-API-KEY with the account's secret. */
  headers: Record<string, string>;
  walletId: string;
  addresses: { POL: string; SOL: string };
}

export async function buildWalletOwner(api: AccountsApi, project: ProjectCredentials): Promise<WalletOwner> {
  const accountId = await api.newAccount(project);
  const key = await api.newAccountKey(project, accountId);
  const headers = { 'X-API-KEY': key.secret_key };
  const r = await api.client.get('/api/v1/wallets', headers);
  if (r.status !== 200 || r.body.response.length !== 1)
    throw new Error(`wallet list failed: ${r.status} ${JSON.stringify(r.body)}`);
  const [wallet] = r.body.response;
  return { accountId, headers, walletId: wallet.wallet_id, addresses: wallet.addresses };
}

export async function paperCredit(
  api: Pick<AccountsApi, 'client'>,
  walletId: string,
  chain: 'POL' | 'SOL',
  asset: string,
  amount: string,
  adminKey = ADMIN_KEY,
): Promise<string> {
  const r = await api.client.post(
    `/api/v1/admin/wallets/${walletId}/credit`,
    { chain, asset, amount },
    { 'X-Admin-Key': adminKey },
  );
  if (r.status !== 200) throw new Error(`paper credit failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.tx_hash;
}

/** The ledger's invariants: every journal sums to zero per account's asset, every balance is the sum of its entries. */
export async function ledgerProblems(api: Pick<AccountsApi, 'sql'>): Promise<string[]> {
  const unbalanced = await api.sql.query<{ journal_id: string }>(
    'test.ledger_unbalanced',
    `SELECT e.journal_id FROM ledger_entries e JOIN ledger_accounts a USING (ledger_account_id)
     GROUP BY e.journal_id, a.chain, a.asset HAVING sum(e.amount) <> 0`,
  );
  const drifted = await api.sql.query<{ name: string }>(
    'test.ledger_drift',
    `SELECT a.name FROM ledger_accounts a LEFT JOIN ledger_entries e USING (ledger_account_id)
     GROUP BY a.ledger_account_id, a.name, a.balance HAVING a.balance <> COALESCE(sum(e.amount), 0)`,
  );
  const negative = await api.sql.query<{ name: string }>(
    'test.ledger_negative',
    'SELECT name FROM ledger_accounts WHERE NOT may_go_negative AND balance < 0',
  );
  return [
    ...unbalanced.map((r) => `journal ${r.journal_id} does not balance`),
    ...drifted.map((r) => `${r.name}: balance is not the sum of its entries`),
    ...negative.map((r) => `${r.name} is negative`),
  ];
}

/**
 * Holds that do not match what is open: each wallet's `withdrawing` balance must be the sum of its
 * open withdrawals, its `orders` balance the sum of its open orders' `held`, and a final order
 * holds nothing. Empty when every hold belongs to something still under way.
 */
export async function holdProblems(api: Pick<AccountsApi, 'sql'>): Promise<string[]> {
  const withdrawing = await api.sql.query<{ name: string; balance: string; open: string }>(
    'test.holds_withdrawing',
    `SELECT a.name, a.balance::text AS balance, COALESCE(w.open, 0)::text AS open
     FROM ledger_accounts a LEFT JOIN (
       SELECT wallet_id, chain, asset, sum(amount) AS open FROM withdrawals
       WHERE status IN ('queued', 'sent') GROUP BY wallet_id, chain, asset
     ) w ON w.wallet_id = a.wallet_id AND w.chain = a.chain AND w.asset = a.asset
     WHERE a.name = 'wallet:' || a.wallet_id || ':withdrawing' AND a.balance <> COALESCE(w.open, 0)`,
  );
  const ordersHeld = await api.sql.query<{ name: string; balance: string; open: string }>(
    'test.holds_orders',
    `SELECT a.name, a.balance::text AS balance, COALESCE(o.open, 0)::text AS open
     FROM ledger_accounts a LEFT JOIN (
       SELECT wallet_id, CASE venue WHEN 'venue_a' THEN 'POL' ELSE 'SOL' END AS chain, hold_asset, sum(held) AS open FROM orders
       WHERE status IN ('PENDING', 'ACTIVE', 'PARTIALLY_FILLED') GROUP BY 1, 2, 3
     ) o ON o.wallet_id = a.wallet_id AND o.chain = a.chain AND o.hold_asset = a.asset
     WHERE a.name = 'wallet:' || a.wallet_id || ':orders' AND a.balance <> COALESCE(o.open, 0)`,
  );
  const finalHolding = await api.sql.query<{ order_id: string; status: string }>(
    'test.holds_final_orders',
    `SELECT order_id, status FROM orders WHERE status IN ('FILLED', 'CANCELLED', 'EXPIRED', 'REJECTED') AND held <> 0`,
  );
  return [
    ...withdrawing.map((r) => `${r.name} holds ${r.balance}, open withdrawals ${r.open}`),
    ...ordersHeld.map((r) => `${r.name} holds ${r.balance}, open orders ${r.open}`),
    ...finalHolding.map((r) => `order ${r.order_id} is ${r.status} and still holds funds`),
  ];
}

export interface StackAccount {
  headers: Record<string, string>;
  walletId: string;
  /** The wallet's EVM (POL) address. */
  address: string;
}

/** A project made with the admin key, and a maker of its accounts: each with an account key and its first wallet. */
export async function projectAccounts(
  client: TestClient,
  name: string,
  adminKey: string,
): Promise<() => Promise<StackAccount>> {
  const project = (await client.post('/api/v1/admin/projects', { name }, { 'X-Admin-Key': adminKey })).body
    .data;
  const projectHeaders = { 'X-API-Key': project.secret_key };
  return async () => {
    const account = (await client.post('/api/v1/project/account', {}, projectHeaders)).body.data;
    const key = (
      await client.post(`/api/v1/project/account/${account.account_id}/api-key`, {}, projectHeaders)
    ).body.data;
    const headers = { 'X-API-KEY': key.secret_key };
    const [wallet] = (await client.get('/api/v1/wallets', headers)).body.response;
    return { headers, walletId: wallet.wallet_id, address: wallet.addresses.POL };
  };
}
