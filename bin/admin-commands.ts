// `main.ts admin …`: the operator's commands. Each is one operation with two ways to run it, which
// print the same JSON: through the running service's admin API when a process holds DATA_DIR (with
// its admin key: --admin-key or ADMIN_KEY), else on the store itself (bin/running-service.ts). A
// DATA_DIR without a store is refused: only `npm start` and `npm run migrate` make one.
import path from 'node:path';
import type { Config } from '../core/config.ts';
import type { Logger } from '../core/logger.ts';
import { createProject } from '../engine/admin/projects.ts';
import { createDataKey, listDataKeys, revokeDataKeyOrFail } from '../engine/admin/data-keys.ts';
import { listProjectKeys, revokeAnyProjectKey } from '../engine/accounts/api-keys.ts';
import { KeyCache } from '../engine/accounts/key-cache.ts';
import { custodyFromConfig } from './wiring/custody.ts';
import { creditPaperFunds } from '../engine/wallets/deposits.ts';
import { rewrapWalletKeys } from '../engine/wallets/wallets.ts';
import { reconcileNow } from '../engine/reconciliation/reconciliation.ts';
import { releaseWithdrawals } from '../engine/reconciliation/withdrawal-holds.ts';
import { holdReleaseOut, reconciliationReportOut } from '../api/admin/reconciliation-presenters.ts';
import { reconciliationSettings } from './wiring/settings.ts';
import { creditOut, dataKeyOut, projectKeysOut, revokedProjectKeyOut } from '../api/admin/presenters.ts';
import type { Backends, Needs } from './wiring/backends.ts';
import { askService, onStoreOrService, type ServiceRequest } from './running-service.ts';
import { oneShot } from './service.ts';

export const adminUsage = `usage: main.ts admin create-project --name NAME
       main.ts admin credit --wallet WALLET_ID --chain POL|SOL --asset ASSET --amount AMOUNT
       main.ts admin rewrap-wallet-keys
       main.ts admin keys list --project PROJECT_ID
       main.ts admin keys revoke PUBLIC_KEY
       main.ts admin data-keys create --name NAME | list | revoke KEY_ID
       main.ts admin reconcile [release --wallet WALLET_ID]
  while a service holds DATA_DIR, each goes through its API with its admin key (--admin-key or ADMIN_KEY)`;

export interface AdminOptions {
  name?: string;
  wallet?: string;
  chain?: string;
  asset?: string;
  amount?: string;
  project?: string;
  url?: string;
  adminKey?: string;
}

/** One operation: on the store (with the backends it needs), or the same request to the service. */
interface Operation {
  needs: Needs;
  direct: (backends: Backends) => Promise<unknown>;
  request: Pick<ServiceRequest, 'method' | 'path' | 'body'>;
  /** The service's `data` as the direct path prints it. */
  shape?: (data: unknown) => unknown;
}

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const PUBLIC_KEY = /^pk_[A-Za-z0-9_-]{1,128}$/;
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const NAME_RULE = 'letters, digits, hyphens, underscores, at most 64 characters';

/** `admin <args>`: the operation, or a usage error (printed, exit 2) before anything is opened. */
function operationOf(config: Config, log: Logger, args: string[], o: AdminOptions): Operation | string {
  const [sub, action, operand] = args;
  const only = (n: number) => args.length === n;
  if (sub === 'create-project' && only(1)) {
    const name = o.name;
    if (!name || !NAME.test(name)) return `--name is required: ${NAME_RULE}`;
    return {
      needs: { sql: true },
      direct: (b) => createProject(b.sql, name),
      request: { method: 'POST', path: '/api/v1/admin/projects', body: { name } },
    };
  }
  if (sub === 'credit' && only(1)) {
    const { wallet, chain, asset, amount } = o;
    if (!wallet || (chain !== 'POL' && chain !== 'SOL') || !asset || !amount) {
      return '--wallet, --chain (POL or SOL), --asset and --amount are required';
    }
    const printed = (c: ReturnType<typeof creditOut>) => ({
      tx_hash: c.tx_hash,
      wallet_id: wallet,
      chain,
      asset: c.asset,
      amount: c.amount,
    });
    return {
      needs: { sql: true },
      direct: async (b) => {
        const chains = custodyFromConfig(config).chains;
        return printed(
          creditOut(await creditPaperFunds(b.sql, chains, wallet, { chain, asset, amount }), amount),
        );
      },
      request: {
        method: 'POST',
        path: `/api/v1/admin/wallets/${encodeURIComponent(wallet)}/credit`,
        body: { chain, asset, amount },
      },
      shape: (data) => printed(data as ReturnType<typeof creditOut>),
    };
  }
  if (sub === 'rewrap-wallet-keys' && only(1)) {
    return {
      needs: { sql: true },
      direct: async (b) => {
        const { vault } = custodyFromConfig(config);
        return { rewrapped: await rewrapWalletKeys(b.sql, vault), kek_id: vault.currentKekId };
      },
      request: { method: 'POST', path: '/api/v1/admin/wallet-keys/rewrap' },
    };
  }
  if (sub === 'keys') return keysOperation(args.slice(1), o.project);
  if (sub === 'reconcile') return reconcileOperation(config, log, args.slice(1), o.wallet);
  if (sub === 'data-keys') {
    if (action === 'create' && only(2)) {
      const name = o.name;
      if (!name || !NAME.test(name)) return `--name is required: ${NAME_RULE}`;
      return {
        needs: { sql: true },
        direct: async (b) => {
          const key = await createDataKey(b.sql, name);
          return { ...dataKeyOut(key), secret: key.secret };
        },
        request: { method: 'POST', path: '/api/v1/admin/data-keys', body: { name } },
      };
    }
    if (action === 'list' && only(2)) {
      return {
        needs: { sql: true },
        direct: async (b) => ({ data_keys: (await listDataKeys(b.sql)).map(dataKeyOut) }),
        request: { method: 'GET', path: '/api/v1/admin/data-keys' },
      };
    }
    if (action === 'revoke' && only(3) && operand) {
      return {
        needs: { sql: true },
        direct: async (b) => dataKeyOut(await revokeDataKeyOrFail(b.sql, operand)),
        request: { method: 'DELETE', path: `/api/v1/admin/data-keys/${encodeURIComponent(operand)}` },
      };
    }
    return 'usage: main.ts admin data-keys create --name NAME | list | revoke KEY_ID';
  }
  return adminUsage;
}

/**
 * `reconcile`: one reconciliation pass of the live chains against the ledger, its report printed;
 * `reconcile release --wallet ID`: the wallet's withdrawals held by a mismatch released.
 */
function reconcileOperation(
  config: Config,
  log: Logger,
  args: string[],
  wallet: string | undefined,
): Operation | string {
  if (args.length === 0) {
    return {
      needs: { sql: true },
      direct: async (b) =>
        reconciliationReportOut(
          await reconcileNow({
            sql: b.sql,
            chains: custodyFromConfig(config).chains,
            log,
            settings: reconciliationSettings(config),
          }),
        ),
      request: { method: 'POST', path: '/api/v1/admin/reconciliation' },
    };
  }
  if (args[0] === 'release' && args.length === 1) {
    if (!wallet || !UUID.test(wallet)) return '--wallet is required: the wallet id (UUID)';
    return {
      needs: { sql: true },
      direct: async (b) =>
        holdReleaseOut(wallet, await releaseWithdrawals(b.sql, wallet, 'released by an admin')),
      request: { method: 'DELETE', path: `/api/v1/admin/reconciliation/holds/${wallet}` },
    };
  }
  return 'usage: main.ts admin reconcile | main.ts admin reconcile release --wallet WALLET_ID';
}

/** `keys list --project ID` and `keys revoke PUBLIC_KEY`: what the API offers a project, for the operator. */
function keysOperation(args: string[], project: string | undefined): Operation | string {
  const [action, publicKey] = args;
  if (action === 'list' && args.length === 1) {
    if (!project || !UUID.test(project)) return '--project is required: the project id (UUID)';
    return {
      needs: { sql: true },
      direct: async (b) => projectKeysOut(project, await listProjectKeys(b.sql, project)),
      request: { method: 'GET', path: `/api/v1/admin/projects/${project}/api-keys` },
    };
  }
  if (action === 'revoke' && args.length === 2 && publicKey) {
    if (!PUBLIC_KEY.test(publicKey)) return 'revoke takes the public part of a project key (pk_…)';
    // The revocation is published on the hot state the API processes listen to
    // (engine/accounts/key-cache.ts).
    return {
      needs: { sql: true, hot: true },
      direct: async (b) =>
        revokedProjectKeyOut(await revokeAnyProjectKey(b.sql, new KeyCache(b.hot), publicKey)),
      request: { method: 'DELETE', path: `/api/v1/admin/api-keys/${publicKey}` },
    };
  }
  return 'usage: main.ts admin keys list --project PROJECT_ID | main.ts admin keys revoke PUBLIC_KEY';
}

export async function runAdmin(
  config: Config,
  log: Logger,
  args: string[],
  options: AdminOptions,
): Promise<number> {
  const operation = operationOf(config, log, args, options);
  if (typeof operation === 'string') {
    console.error(operation);
    return 2;
  }
  // The embedded PostgreSQL cluster every operation reads or writes (none where DATABASE_URL names a server).
  const store = config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'postgres', 'cluster');
  const adminKey = options.adminKey ?? config.ADMIN_KEY;
  const printed = await onStoreOrService(
    config,
    store,
    () => oneShot(config, log, operation.direct, operation.needs),
    async (held) => {
      const response = await askService(config, held, {
        ...operation.request,
        credential: adminKey ? { 'X-Admin-Key': adminKey } : undefined,
        missing: 'give its admin key with --admin-key or ADMIN_KEY (printed once when it first started)',
        ...(options.url === undefined ? {} : { url: options.url }),
      });
      const { data } = (await response.json()) as { data: unknown };
      return operation.shape ? operation.shape(data) : data;
    },
  );
  console.log(JSON.stringify(printed, null, 2));
  return 0;
}
