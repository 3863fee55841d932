// The accounts of bench/orders.ts, made through the API as an integrator makes them: a project
// (admin route), accounts with their wallets (project and account routes), a second wallet per
// account (the ledger baseline's destination), paper credits (admin route), and fresh account keys
// on demand. The API limits each key to RATE_LIMIT_ACCOUNT (300) requests a minute and each project
// key to RATE_LIMIT_PROJECT_KEY (1,200): the benchmark uses every key for at most that many requests
// in all, so no window can refuse it, and takes another key when one is spent.
import { loadConfig } from '../../core/config.ts';
import type { Reply, TestClient } from '../../harness/stack/http.ts';
import { paperCredit } from '../../harness/stack/wallets.ts';

/** The stack's rate limits: the defaults (startMarketDataStack overrides none). */
const LIMITS = loadConfig({});
export const ACCOUNT_KEY_BUDGET = LIMITS.RATE_LIMIT_ACCOUNT;
const PROJECT_KEY_BUDGET = LIMITS.RATE_LIMIT_PROJECT_KEY;

export interface BenchAccount {
  accountId: string;
  /** The wallet orders are placed for. */
  walletId: string;
  /** The account's second wallet: where the ledger baseline moves base units to. */
  baselineWalletId: string;
}

type Data<T> = { data: T };
type Response<T> = { response: T };

async function ok<B>(what: string, reply: Promise<Reply<B>>): Promise<B> {
  const r = await reply;
  if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A project credential that hands itself over to a new project key before its budget is spent. */
export class ProjectCredential {
  private uses = 0;

  private constructor(
    private readonly client: TestClient,
    private secret: string,
  ) {}

  static async create(client: TestClient, adminKey: string, name: string): Promise<ProjectCredential> {
    const { data } = await ok(
      'create project',
      client.post<Data<{ secret_key: string }>>(
        '/api/v1/admin/projects',
        { name },
        { 'X-Admin-Key': adminKey },
      ),
    );
    const secret = data.secret_key;
    return new ProjectCredential(client, secret);
  }

  /** Headers for one request (sequential callers only). */
  async headers(): Promise<Record<string, string>> {
    if (this.uses >= PROJECT_KEY_BUDGET - 1) {
      const { data } = await ok(
        'new project key',
        this.client.post<Data<{ secret_key: string }>>(
          '/api/v1/project/api-key',
          {},
          { 'X-API-Key': this.secret },
        ),
      );
      this.secret = data.secret_key;
      this.uses = 0;
    }
    this.uses += 1;
    return { 'X-API-Key': this.secret };
  }

  /** A fresh account key (its secret). */
  async accountKey(accountId: string): Promise<string> {
    const { data } = await ok(
      'new account key',
      this.client.post<Data<{ secret_key: string }>>(
        `/api/v1/project/account/${accountId}/api-key`,
        {},
        await this.headers(),
      ),
    );
    return data.secret_key;
  }
}

/** An account, its wallet and a second one, both paper-credited with `credit` pUSD. */
export async function buildAccount(
  client: TestClient,
  project: ProjectCredential,
  adminKey: string,
  credit: { orders: string; baseline: string },
): Promise<BenchAccount> {
  const { data: account } = await ok(
    'create account',
    client.post<Data<{ account_id: string }>>('/api/v1/project/account', {}, await project.headers()),
  );
  const accountId = account.account_id;
  // A key for these two requests only: the measured ones use fresh keys.
  const headers = { 'X-API-KEY': await project.accountKey(accountId) };
  const { response: list } = await ok(
    'list wallets',
    client.get<Response<{ wallet_id: string }[]>>('/api/v1/wallets', headers),
  );
  if (list.length !== 1) throw new Error(`a new account has ${list.length} wallets`);
  const walletId = list[0]!.wallet_id;
  const { response: created } = await ok(
    'create wallet',
    client.post<Response<{ wallet_id: string }>>('/api/v1/wallets', {}, headers),
  );
  const baselineWalletId = created.wallet_id;
  await paperCredit({ client }, walletId, 'POL', 'pUSD', credit.orders, adminKey);
  if (credit.baseline !== '0')
    await paperCredit({ client }, baselineWalletId, 'POL', 'pUSD', credit.baseline, adminKey);
  return { accountId, walletId, baselineWalletId };
}
