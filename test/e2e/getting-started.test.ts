// docs/getting-started.md run as written, against the service started as it says (`npm start` on a
// fresh data directory: the embedded defaults, no venue reachable, so the recorded replay): the
// bootstrap and paper-trade curl blocks in bash (curl and jq, as a reader runs them), the TypeScript
// block through the client package. Only the placeholders are filled in (the port, `adm_…`, `sk_…`,
// the client's package name); the commands are the doc's, so the doc cannot drift from the API.
// Each answer is then checked: the credit (a JSON number) in pUSD, a quote before the buy, the buy
// filled at the quote, the market the tightest quoted spread among those the doc looks at.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sub } from '../../core/decimal.ts';
import { freePort } from '../../harness/servers/free-port.ts';
import { tempDir } from '../../harness/servers/backends.ts';
import { ROOT } from '../../harness/servers/processes.ts';
import {
  interrupt,
  replayFinished,
  startEmbedded,
  type RunningService,
} from '../support/embedded-service.ts';
import { eventuallyValue } from '../support/wait.ts';

const ADMIN_KEY = 'adm_getting_started_test';
/** The client package's entry, which the doc imports as '@pme/client'. */
const CLIENT = path.join(ROOT, 'clients', 'typescript', 'src', 'index.ts');
const DOC = readFileSync(path.join(ROOT, 'docs', 'getting-started.md'), 'utf8');

/** The doc's fenced blocks of a language, in order. */
function blocks(lang: 'sh' | 'ts'): string[] {
  return [...DOC.matchAll(new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map((m) => m[1]!);
}

function block(lang: 'sh' | 'ts', containing: string): string {
  const found = blocks(lang).filter((b) => b.includes(containing));
  assert.equal(found.length, 1, `docs/getting-started.md: one ${lang} block with ${containing}`);
  return found[0]!;
}

function run(file: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    // A reader's commands on a loaded machine (the doc's loop asks for 20 books): minutes, not seconds.
    const timeout = 180_000;
    execFile(file, args, { cwd: ROOT, env: { ...process.env, ...env }, timeout }, (err, stdout, stderr) => {
      if (!err) return resolve(stdout);
      const why = err.killed ? `killed after ${timeout / 1000} s (${err.signal})` : `exit ${err.code}`;
      reject(new Error(`${file} failed, ${why}: ${err.message}\n${stdout}\n${stderr}`));
    });
  });
}

/** Each line of output that is JSON, parsed (a command's answer per line). */
function answers(stdout: string): any[] {
  return stdout
    .split('\n')
    .filter((l) => l.startsWith('{') || l.startsWith('['))
    .map((l) => JSON.parse(l));
}

describe('getting started (docs/getting-started.md, run as written)', function () {
  this.timeout(420_000);
  let service: RunningService;
  let base: string;
  let projectKey: string;
  /** The placeholders of the doc, as a reader fills them in. */
  let fill: (text: string) => string;
  /** Where bash's curl reads its configuration: each answer ends its own line. */
  const curlHome = tempDir('pme-curl-');

  before(async () => {
    const port = await freePort();
    service = await startEmbedded(tempDir('pme-getting-started-'), port, { ADMIN_KEY });
    base = `127.0.0.1:${port}`;
    writeFileSync(path.join(curlHome, '.curlrc'), 'write-out = "\\n"\n');
    // The whole recorded slice published: the books stand still between the quote and the buy.
    await replayFinished(service.client);
    fill = (text) =>
      text.replaceAll('localhost:8080', base).replaceAll('adm_…', ADMIN_KEY).replaceAll('sk_…', projectKey);
  });

  after(async () => {
    if (service) await interrupt(service.child);
  });

  const bash = (script: string) =>
    run('bash', ['-e', '-o', 'pipefail', '-c', script], { CURL_HOME: curlHome });

  it('should create a project with the bootstrap command', async () => {
    projectKey = '';
    const [created] = answers(await bash(fill(block('sh', '/api/v1/admin/projects'))));
    assert.equal(created.success, true, JSON.stringify(created));
    assert.match(created.data.secret_key, /^sk_/);
    projectKey = created.data.secret_key;
  });

  it('should paper-trade with the curl commands: credit pUSD, pick the tightest spread, quote, buy', async () => {
    // After the doc's commands, what they chose (the wallet, the token), for the checks below.
    const out = await bash(`${fill(block('sh', "P='X-API-Key: sk_…'"))}\necho "chosen $W $K $T"`);
    const [, walletId, accountKey, token] = /^chosen (\S+) (\S+) (\S+)$/m.exec(out) ?? [];
    assert.ok(walletId && accountKey && token, out);
    const [credit, quote, order, positions] = answers(out);
    // The credit's amount was a JSON number; pUSD is what venue_a orders spend.
    assert.deepEqual(
      [credit.success, credit.data.asset, credit.data.amount],
      [true, 'pUSD', '100'],
      JSON.stringify(credit),
    );
    assert.equal(quote.success, true, JSON.stringify(quote));
    assert.equal(quote.response.amount, '5');
    assert.equal(order.success, true, JSON.stringify(order));
    const o = order.response;
    assert.deepEqual(
      [o.token_id, o.type, o.status, o.filled_amount, o.average_price],
      [token, 'MARKET', 'FILLED', '5', quote.response.average_price],
    );
    assert.equal(positions.success, true);
    const headers = { 'X-API-KEY': accountKey };
    const balance = (await service.client.get(`/api/v1/wallet/pol/${walletId}/balance`, headers)).body
      .response.balance;
    assert.equal(balance.pUSD, sub('95', o.fee.amount));
    assert.ok((await tightestSpread()).includes(token), `${token} is not of the tightest spread`);
    const held = await eventuallyValue('the position', async () => {
      const list = (await service.client.get(`/api/v1/wallet/pol/${walletId}/positions`, headers)).body
        .response;
      return list.length > 0 ? list : undefined;
    });
    assert.deepEqual(
      held.map((p: { position: { token_id: string; initial_value: string } }) => [
        p.position.token_id,
        p.position.initial_value,
      ]),
      [[token, '5']],
    );
  });

  it('should type-check the TypeScript block against the client as the client package compiles', async () => {
    const file = path.join(tempDir('pme-getting-started-tsc-'), 'walk.mts');
    writeFileSync(file, block('ts', 'createPmeClient').replaceAll("'@pme/client'", JSON.stringify(CLIENT)));
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    // clients/typescript/tsconfig.json's checks, on this one file.
    const options = [
      '--noEmit',
      '--strict',
      '--noUncheckedIndexedAccess',
      '--lib',
      'ES2022,DOM',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
    ];
    await run(process.execPath, [
      tsc,
      ...options,
      '--allowImportingTsExtensions',
      '--skipLibCheck',
      '--typeRoots',
      path.join(ROOT, 'node_modules', '@types'),
      '--types',
      'node',
      file,
    ]);
  });

  it('should paper-trade with the TypeScript client the same way', async () => {
    const file = path.join(tempDir('pme-getting-started-ts-'), 'walk.mts');
    // Each console.log as one JSON line, to read the answers back.
    const printJson =
      'console.log = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\\n`);\n';
    writeFileSync(
      file,
      printJson + fill(block('ts', 'createPmeClient')).replaceAll("'@pme/client'", JSON.stringify(CLIENT)),
    );
    const [quote, order, positions] = answers(await run(process.execPath, ['--import', 'tsx', file]));
    assert.equal(quote.amount, '5');
    assert.deepEqual(
      [order.type, order.status, order.filled_amount, order.average_price],
      ['MARKET', 'FILLED', '5', quote.average_price],
    );
    assert.ok(
      (await tightestSpread()).includes(order.token_id),
      `${order.token_id} is not of the tightest spread`,
    );
    assert.ok(Array.isArray(positions));
  });

  /** The tokens the doc means to pick from: the tightest latest spread among the 20 most traded live events' open markets. */
  async function tightestSpread(): Promise<string[]> {
    const events = (await service.client.get('/api/v1/markets?venue=venue_a&live=true&limit=20')).body
      .data as { markets: { left_token_id: string; active: boolean }[] }[];
    const spreads = new Map<string, number>();
    for (const m of events.flatMap((e) => e.markets).filter((x) => x.active)) {
      const [book] = (
        await service.client.get(
          `/api/v1/markets/orderbooks?venue=venue_a&token_id=${m.left_token_id}&limit=1`,
        )
      ).body.data;
      // The doc's own arithmetic (jq's and JavaScript's doubles): equal spreads are ties either way.
      if (book?.best_bid != null && book.best_ask != null)
        spreads.set(m.left_token_id, book.best_ask - book.best_bid);
    }
    assert.ok(spreads.size > 0, 'no live venue_a market with a quoted book');
    const least = Math.min(...spreads.values());
    return [...spreads].filter(([, spread]) => spread === least).map(([token]) => token);
  }
});
