// docs/getting-started.md run as written, against the service started as it says (`npm start` on a
// fresh data directory: the embedded defaults, no venue reachable, so the recorded replay and then
// the sandbox, with the sandbox clock settings of the guide's sandbox section, read from it): the
// bootstrap and paper-trade curl blocks in bash (curl and jq, as a reader runs them), the TypeScript
// block through the client package. Only the placeholders are filled in (the port, `adm_…`, `sk_…`,
// the client's package name); the commands are the doc's, so the doc cannot drift from the API.
// Each answer is then checked: the credit (a JSON number) in pUSD, a quote before the buy, the buy
// filled for what was asked, the market one the doc looks at. The sandbox moves the books every second
// here, so a quote and the buy after it may meet different books: their prices are not compared.
// The sandbox section (both venues offline): faucet money on both paper chains with the project key,
// a venue_b buy, its position and PNL; a venue_a limit under the ask that rests, then fills within its
// limit as the seeded walk moves; the same-contract pair with its arbitrage, labelled sandbox.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compare, sub } from '../../core/decimal.ts';
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

/** The settings of the guide's sandbox start command (`A=1 B=2 npm start`). */
function sandboxSettings(): Record<string, string> {
  const line = block('sh', 'SANDBOX_SPEED=')
    .split('\n')
    .find((l) => l.includes('npm start'))!;
  const settings = Object.fromEntries(
    line
      .slice(0, line.indexOf('npm start'))
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string]),
  );
  assert.ok(settings.SANDBOX_SPEED && settings.SANDBOX_STEP_MS, line);
  return settings;
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
    service = await startEmbedded(tempDir('pme-getting-started-'), port, { ADMIN_KEY, ...sandboxSettings() });
    base = `127.0.0.1:${port}`;
    writeFileSync(path.join(curlHome, '.curlrc'), 'write-out = "\\n"\n');
    // The whole recorded slice published: the sandbox walk follows.
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
    // The markets the doc looks at, before and after it runs: the sandbox walk's volume reorders the
    // 20 most traded live events while it runs (a pick from either list is one the doc looked at).
    const looked = await candidates();
    // After the doc's commands, what they chose (the wallet, the token), for the checks below.
    const out = await bash(`${fill(block('sh', 'sort -g | awk'))}\necho "chosen $W $K $T"`);
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
    assert.deepEqual([o.token_id, o.type, o.status, o.filled_amount], [token, 'MARKET', 'FILLED', '5']);
    assert.match(o.average_price, /^0\.\d+$/);
    assert.equal(positions.success, true);
    const headers = { 'X-API-KEY': accountKey };
    const balance = (await service.client.get(`/api/v1/wallet/pol/${walletId}/balance`, headers)).body
      .response.balance;
    assert.equal(balance.pUSD, sub('95', o.fee.amount));
    looked.push(...(await candidates()));
    assert.ok(looked.includes(token), `${token} is not one the doc looks at`);
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
    assert.deepEqual([order.type, order.status, order.filled_amount], ['MARKET', 'FILLED', '5']);
    assert.ok((await candidates()).includes(order.token_id), `${order.token_id} is not one the doc looks at`);
    assert.ok(Array.isArray(positions));
  });

  /** What the sandbox blocks set, for the blocks after them (a reader's one shell). */
  let shell: Record<string, string> = {};
  const withShell = (script: string) =>
    `${Object.entries(shell)
      .map(([k, v]) => `${k}='${v}'`)
      .join('\n')}\n${script}`;
  const account = () => ({ 'X-API-KEY': shell.K! });

  it('should credit both paper chains with the project key alone, then buy on a sandbox venue_b market', async () => {
    const out = await bash(`${fill(block('sh', 'for money in'))}\necho "chosen $A $K $W $Y"`);
    const [, A, K, W, Y] = /^chosen (\S+) (\S+) (\S+) (\S+)$/m.exec(out) ?? [];
    assert.ok(A && K && W && Y, out);
    shell = { A, K, W };
    const [pol, sol, quote, order, positions, pnl] = answers(out);
    for (const [credit, chain, asset] of [
      [pol, 'POL', 'pUSD'],
      [sol, 'SOL', 'USDC'],
    ] as const)
      assert.deepEqual(
        [credit.success, credit.data.chain, credit.data.asset, credit.data.amount, credit.data.wallet_id],
        [true, chain, asset, '100', W],
        JSON.stringify(credit),
      );
    assert.match(Y, /^SBX/, 'a sandbox mint');
    assert.equal(quote.success, true, JSON.stringify(quote));
    assert.ok(Number(quote.response.shares) > 0 && quote.response.amount === '10', JSON.stringify(quote));
    assert.equal(order.success, true, JSON.stringify(order));
    assert.equal(order.response.status, 'FILLED');
    assert.ok(compare(order.response.amount, order.response.min_amount) >= 0, JSON.stringify(order));
    assert.equal(positions.success, true);
    assert.equal(pnl.success, true);
    const held = await eventuallyValue('the venue_b position', async () => {
      const list = (await service.client.get(`/api/v1/wallet/sol/${W}/positions`, account())).body
        .response as {
        position: { token_id: string; shares: string };
        market: { data_source?: string };
      }[];
      return list.find((p) => p.position.token_id === Y);
    });
    assert.equal(held.position.shares, order.response.amount, 'the shares the swap brought');
    const points = (await service.client.get(`/api/v1/wallet/sol/${W}/pnl`, account())).body.response;
    assert.ok(Array.isArray(points));
    const swap = (
      await service.client.get(`/api/v1/wallet/sol/${W}/order/${order.response.order_id}`, account())
    ).body.response;
    const balance = (await service.client.get(`/api/v1/wallet/sol/${W}/balance`, account())).body.response;
    assert.equal(
      balance.balance.USDC,
      sub('90', swap.fee.amount),
      'the faucet 100, less 10 spent and the fee',
    );
  });

  it('should rest a venue_a limit under the ask, then fill it within its limit as the sandbox walk moves', async function () {
    this.timeout(720_000);
    const out = await bash(`${withShell(fill(block('sh', 'PRICE=$(jq')))}\necho "chosen $T $ASK $PRICE $L"`);
    const [, T, ask, price, L] = /^chosen (\S+) (\S+) (\S+) (\S+)$/m.exec(out) ?? [];
    assert.ok(T && ask && price && L, out);
    const [placed] = answers(out);
    assert.equal(placed.success, true, JSON.stringify(placed));
    const o = placed.response;
    assert.deepEqual([o.token_id, o.type, o.side, o.price, o.shares], [T, 'LIMIT', 'BUY', price, '10']);
    assert.equal(compare(price, ask), -1, `${price} under the ask ${ask}`);
    const market = (await service.client.get('/api/v1/markets/search/cbpac-usfed-2026-cut')).body.data
      .flatMap((e: { markets: { slug: string; data_source: string }[] }) => e.markets)
      .find((m: { slug: string }) => m.slug === 'cbpac-usfed-2026-cut');
    assert.equal(market.data_source, 'sandbox');
    const seen = new Set<string>([o.status]);
    const check = withShell(`L='${L}'\n${fill(block('sh', '/order/$L -H'))}`);
    const filled = await eventuallyValue(
      'the limit order filled by the sandbox walk',
      async () => {
        const [status] = answers(await bash(check));
        seen.add(status.status);
        return status.status === 'FILLED' ? status : undefined;
      },
      600_000,
    );
    assert.ok(['ACTIVE', 'PARTIALLY_FILLED', 'FILLED'].includes(o.status), o.status);
    assert.ok(
      [...seen].every((st) => ['ACTIVE', 'PARTIALLY_FILLED', 'FILLED'].includes(st)),
      [...seen].join(),
    );
    assert.deepEqual([filled.price, filled.filled], [price, '10']);
    assert.ok(compare(filled.average_price, price) <= 0, `filled at ${filled.average_price}, limit ${price}`);
    const fills = (await service.client.get(`/api/v1/wallet/pol/${shell.W}/order/${L}/fills`, account())).body
      .response as { price: string; shares: string }[];
    assert.ok(fills.length > 0);
    for (const f of fills) assert.ok(compare(f.price, price) <= 0, `a fill at ${f.price} over ${price}`);
  });

  it('should list the two Fed markets as one contract, with the arbitrage figure, labelled sandbox', async () => {
    const rows = answers(await bash(fill(block('sh', 'similar-pairs?limit=20'))));
    const pair = rows.find((r) => r.a === 'cbpac-usfed-2026-cut' && r.b === 'SBXFEDCUTY-26');
    assert.ok(pair, JSON.stringify(rows));
    assert.equal(pair.verdict, 'same_contract', JSON.stringify(pair));
    assert.match(pair.verdict_reason, /rules agree/);
    assert.equal(typeof pair.arbitrage, 'number');
    assert.ok(pair.arbitrage >= 0 && pair.arbitrage < 1, JSON.stringify(pair));
    assert.ok(pair.similarity >= 0.8);
    for (const row of rows) assert.equal(row.data_source, 'sandbox', 'every pair here has a sandbox side');
    const full = (await service.client.get('/api/v1/markets/similar-pairs?limit=20')).body.data.find(
      (p: { venue_b: { market: { market_id: string } } }) => p.venue_b.market.market_id === 'SBXFEDCUTY-26',
    );
    assert.deepEqual(
      [full.venue_a.market.data_source, full.venue_b.market.data_source],
      ['sandbox', 'sandbox'],
    );
    assert.ok('arbitrage_depth' in full);
  });

  /** The tokens the doc picks from: the open markets of the 20 most traded live events with a quoted book. */
  async function candidates(): Promise<string[]> {
    const events = (await service.client.get('/api/v1/markets?venue=venue_a&live=true&limit=20')).body
      .data as { markets: { left_token_id: string; active: boolean }[] }[];
    return events
      .flatMap((e) => e.markets)
      .filter((m) => m.active)
      .map((m) => m.left_token_id);
  }
});
