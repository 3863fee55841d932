// The entry point.
//   main.ts [all|api|ingest|engine]          run a role (default: all)
//   main.ts migrate                          apply Postgres and ClickHouse migrations, then exit
//   main.ts admin create-project --name N    create a project and print its first key
//   main.ts admin credit --wallet W --chain POL|SOL --asset A --amount X
//                                            paper mode: credit test funds to a wallet
//   main.ts admin rewrap-wallet-keys         KEK rotation: re-seal every wallet's data key under WALLET_KEK
//   main.ts admin keys list --project ID     a project's API keys (no secrets), revoked ones included
//   main.ts admin keys revoke PUBLIC_KEY     revoke a project key at once on every API process
//   main.ts admin data-keys create --name N | list | revoke KEY_ID   read-only SQL keys of data teams
//   main.ts sql [--format F | --parquet FILE] "<query>"
//                                            read-only SQL on ClickHouse (bin/sql.ts); also `admin sql`
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, settingsTable, type Config } from '../core/config.ts';
import { AppError } from '../core/errors.ts';
import { Runtime } from '../core/lifecycle.ts';
import { createLogger, type LogFormat, type Logger } from '../core/logger.ts';
import { createProject } from '../engine/admin/projects.ts';
import { createDataKey, listDataKeys, revokeDataKeyOrFail } from '../engine/admin/data-keys.ts';
import { listProjectKeys, revokeAnyProjectKey } from '../engine/accounts/api-keys.ts';
import { KeyCache } from '../engine/accounts/key-cache.ts';
import { custodyFromConfig } from '../engine/wallets/custody-config.ts';
import { creditPaperFunds } from '../engine/wallets/deposits.ts';
import { rewrapWalletKeys } from '../engine/wallets/wallets.ts';
import { roleNames, type RoleName } from './roles.ts';
import { openBackends, startService } from './service.ts';
import { runSql, sqlUsage } from './sql.ts';
import { stopOnSignal } from './stop-signals.ts';

const usage = `usage: main.ts [all|api|ingest|engine] | migrate | settings
       main.ts admin create-project --name NAME
       main.ts admin credit --wallet WALLET_ID --chain POL|SOL --asset ASSET --amount AMOUNT
       main.ts admin rewrap-wallet-keys
       main.ts admin keys list --project PROJECT_ID
       main.ts admin keys revoke PUBLIC_KEY
       main.ts admin data-keys create --name NAME | list | revoke KEY_ID
${sqlUsage.replace('usage: ', '       ')}`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      wallet: { type: 'string' },
      chain: { type: 'string' },
      asset: { type: 'string' },
      amount: { type: 'string' },
      format: { type: 'string' },
      parquet: { type: 'string' },
      url: { type: 'string' },
      'admin-key': { type: 'string' },
      'data-key': { type: 'string' },
      project: { type: 'string' },
    },
  });
  const [command = 'all', sub] = positionals;
  if (command === 'settings') {
    console.log(settingsTable());
    return 0;
  }
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL, { role: command }, config.LOG_FORMAT as LogFormat);
  if (roleNames.includes(command as RoleName)) return run(command as RoleName, config, log);
  // `sql "<query>"`, and `admin sql "<query>"` (runs through `npm run admin` as well).
  const sqlArgs = command === 'sql' ? positionals.slice(1) : command === 'admin' && sub === 'sql' ? positionals.slice(2) : undefined;
  if (sqlArgs !== undefined) {
    if (sqlArgs.length !== 1) {
      console.error(sqlUsage);
      return 2;
    }
    const { format, parquet, url } = values;
    const dataKey = values['data-key'] ?? (process.env.DATA_KEY || undefined);
    return runSql(config, { query: sqlArgs[0]!, format, parquet, url, adminKey: values['admin-key'], dataKey });
  }
  if (command === 'migrate') return oneShot(config, log, () => Promise.resolve());
  if (command === 'admin' && sub === 'create-project') {
    const name = values.name;
    if (!name || !/^[A-Za-z0-9_-]{1,64}$/.test(name)) {
      console.error('--name is required: letters, digits, hyphens, underscores, at most 64 characters');
      return 2;
    }
    return oneShot(config, log, async (sql) => {
      console.log(JSON.stringify(await createProject(sql, name), null, 2));
    });
  }
  if (command === 'admin' && sub === 'credit') {
    const { wallet, chain, asset, amount } = values;
    if (!wallet || (chain !== 'POL' && chain !== 'SOL') || !asset || !amount) {
      console.error('--wallet, --chain (POL or SOL), --asset and --amount are required');
      return 2;
    }
    return oneShot(config, log, async (sql) => {
      const deposit = await creditPaperFunds(sql, custodyFromConfig(config).chains, wallet, { chain, asset, amount });
      console.log(JSON.stringify({ tx_hash: deposit.txHash, wallet_id: wallet, chain, asset: deposit.asset, amount }, null, 2));
    });
  }
  if (command === 'admin' && sub === 'rewrap-wallet-keys') {
    return oneShot(config, log, async (sql) => {
      const { vault } = custodyFromConfig(config);
      console.log(JSON.stringify({ rewrapped: await rewrapWalletKeys(sql, vault), kek_id: vault.currentKekId }));
    });
  }
  if (command === 'admin' && sub === 'keys') return keysCommand(config, log, positionals.slice(2), values.project);
  if (command === 'admin' && sub === 'data-keys') return dataKeysCommand(config, log, positionals.slice(2), values.name);
  console.error(usage);
  return 2;
}

const UUID = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const PUBLIC_KEY = /^pk_[A-Za-z0-9_-]{1,128}$/;

/** `admin keys list --project ID` and `admin keys revoke PUBLIC_KEY`: what the API offers a project, for the operator. */
async function keysCommand(config: Config, log: Logger, args: string[], project: string | undefined): Promise<number> {
  const [action, publicKey] = args;
  if (action === 'list' && args.length === 1) {
    if (!project || !UUID.test(project)) {
      console.error('--project is required: the project id (UUID)');
      return 2;
    }
    return oneShot(config, log, async (sql) => {
      console.log(JSON.stringify({ project_id: project, api_keys: await listProjectKeys(sql, project) }, null, 2));
    }, { sql: true });
  }
  if (action === 'revoke' && args.length === 2 && publicKey) {
    if (!PUBLIC_KEY.test(publicKey)) {
      console.error('revoke takes the public part of a project key (pk_…)');
      return 2;
    }
    // The revocation is published on the hot state the API processes listen to (engine/accounts/key-cache.ts).
    return oneShot(config, log, async (sql, { hot }) => {
      console.log(JSON.stringify(await revokeAnyProjectKey(sql, new KeyCache(hot), publicKey), null, 2));
    }, { sql: true, hot: true });
  }
  console.error('usage: main.ts admin keys list --project PROJECT_ID | main.ts admin keys revoke PUBLIC_KEY');
  return 2;
}

/** `admin data-keys create --name N | list | revoke KEY_ID`: read-only SQL credentials of data teams. */
async function dataKeysCommand(config: Config, log: Logger, args: string[], name: string | undefined): Promise<number> {
  const [action, keyId] = args;
  const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));
  if (action === 'create' && args.length === 1 && name) {
    return oneShot(config, log, async (sql) => print(await createDataKey(sql, name)), { sql: true });
  }
  if (action === 'list' && args.length === 1) {
    return oneShot(config, log, async (sql) => print({ data_keys: await listDataKeys(sql) }), { sql: true });
  }
  if (action === 'revoke' && args.length === 2 && keyId) {
    return oneShot(config, log, async (sql) => print(await revokeDataKeyOrFail(sql, keyId)), { sql: true });
  }
  console.error('usage: main.ts admin data-keys create --name NAME | list | revoke KEY_ID');
  return 2;
}

type Backends = Awaited<ReturnType<typeof openBackends>>;

async function oneShot(
  config: Config,
  log: Logger,
  work: (sql: Backends['sql'], backends: Backends) => Promise<void>,
  needs: Parameters<typeof openBackends>[1] = { sql: true, analytics: true },
): Promise<number> {
  const runtime = new Runtime(log);
  try {
    const backends = await openBackends(config, needs, log, runtime);
    await work(backends.sql, backends);
    return 0;
  } finally {
    await runtime.stop();
  }
}

async function run(role: RoleName, config: Config, log: Logger): Promise<number> {
  const service = await startService(role, config, log);
  log.info(service.opsPort === undefined ? { role, port: config.PORT } : { role, ops_port: service.opsPort }, 'ready');
  await stopOnSignal(log, config.SHUTDOWN_TIMEOUT_MS, () => service.stop());
  log.info('stopped');
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    if (err instanceof ConfigError || err instanceof AppError) console.error(err.message);
    else console.error(err);
    process.exitCode = 1;
  },
);
