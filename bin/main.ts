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
//   main.ts admin reconcile [release --wallet W]   a reconciliation pass of the chains against the ledger
//   main.ts sql [--format F | --parquet FILE] "<query>"
//                                            read-only SQL on ClickHouse (bin/sql.ts); also `admin sql`
// The admin commands (bin/admin-commands.ts) and sql go through the running service that holds
// DATA_DIR, with its admin key, and open the store themselves only when none does.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, settingsTable, type Config } from '../core/config.ts';
import { AppError } from '../core/errors.ts';
import { createLogger, type LogFormat, type Logger } from '../core/logger.ts';
import { roleNames, type RoleName } from './roles.ts';
import { adminUsage, runAdmin } from './admin-commands.ts';
import { oneShot, startService } from './service.ts';
import { runSql, sqlUsage } from './sql.ts';
import { stopOnSignal } from './stop-signals.ts';

const usage = `usage: main.ts [all|api|ingest|engine] | migrate | settings
${adminUsage.replace('usage: ', '       ')}
${sqlUsage.replace('usage: ', '       ')}`;

const options = {
  help: { type: 'boolean', short: 'h' },
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
} as const;

/** The command line read, or the reason it cannot be (an unknown option, a missing value). */
function readArgs(
  argv: string[],
):
  ReturnType<typeof parseArgs<{ args: string[]; allowPositionals: true; options: typeof options }>> | string {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options });
  } catch (err) {
    return (err as Error).message;
  }
}

async function main(argv: string[]): Promise<number> {
  const args = readArgs(argv);
  if (typeof args === 'string') {
    console.error(`${args}\n${usage}`);
    return 2;
  }
  const { positionals, values } = args;
  if (values.help === true) {
    console.log(usage);
    return 0;
  }
  const [command = 'all', sub] = positionals;
  if (command === 'settings') {
    console.log(settingsTable());
    return 0;
  }
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL, { role: command }, config.LOG_FORMAT as LogFormat);
  if (roleNames.includes(command as RoleName)) return run(command as RoleName, config, log);
  // `sql "<query>"`, and `admin sql "<query>"` (runs through `npm run admin` as well).
  const sqlArgs =
    command === 'sql'
      ? positionals.slice(1)
      : command === 'admin' && sub === 'sql'
        ? positionals.slice(2)
        : undefined;
  if (sqlArgs !== undefined) {
    if (sqlArgs.length !== 1) {
      console.error(sqlUsage);
      return 2;
    }
    const { format, parquet, url } = values;
    const dataKey = values['data-key'] ?? (process.env.DATA_KEY || undefined);
    return runSql(config, {
      query: sqlArgs[0]!,
      format,
      parquet,
      url,
      adminKey: values['admin-key'],
      dataKey,
    });
  }
  if (command === 'migrate') {
    await oneShot(config, log, () => Promise.resolve());
    return 0;
  }
  if (command === 'admin') {
    const { 'admin-key': adminKey, ...options } = values;
    return runAdmin(config, log, positionals.slice(1), { ...options, adminKey });
  }
  console.error(usage);
  return 2;
}

async function run(role: RoleName, config: Config, log: Logger): Promise<number> {
  const service = await startService(role, config, log);
  log.info(
    service.opsPort === undefined ? { role, port: config.PORT } : { role, ops_port: service.opsPort },
    'ready',
  );
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
