// The /docs page in a real headless Chromium: served by the API with its admin, project, account and
// wallet routes, drawn by Scalar's API reference (served from node_modules by the service) from
// /openapi.json, offline: any request to another origin is recorded and refused.
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startAccountsApi, type AccountsApi } from '../../harness/stack/accounts-api.ts';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function statusOf(url: string, headers: Record<string, string>): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on('error', reject);
  });
}

interface Operation {
  method: string;
  path: string;
  tag: string;
  summary: string;
}

interface Opened {
  page: Page;
  /**
   * Console errors and warnings, page errors, CSP violations, failed requests, error statuses and
   * requests to other origins.
   */
  problems: string[];
}

/** In the page: a refused eval, style or fetch is logged as an error even when the page catches it. */
const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) => console.error(
  'CSP violation: ' + [e.violatedDirective, e.blockedURI, e.sourceFile + ':' + e.lineNumber].join(' ')));`;

/** Scalar's id of an operation: its sidebar entry and its section carry it. */
const scalarId = (op: Operation) => `api-1/tag/${op.tag}/${op.method.toUpperCase()}${op.path}`;
/** The page's link to an operation: /docs#tag/{tag}/{METHOD}{path}. */
const link = (op: Operation) => `#${scalarId(op).slice('api-1/'.length)}`;

describe('API reference page (/docs)', function () {
  this.timeout(60_000);
  let api: AccountsApi;
  let browser: Browser;
  let spec: any;
  let operations: Operation[];

  before(async () => {
    api = await startAccountsApi();
    spec = (await api.client.get('/openapi.json')).body;
    operations = Object.entries(spec.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method, path, tag: op.tags[0], summary: op.summary })),
    );
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });

  after(async () => {
    await browser?.close();
    await api?.stop();
  });

  async function open(hash = ''): Promise<Opened> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    const origin = new URL(api.client.baseUrl).origin;
    const elsewhere = (url: URL) => url.origin !== origin && url.protocol !== 'data:';
    await page.route(elsewhere, (r) => {
      problems.push(`other origin: ${r.request().url()}`);
      return r.abort();
    });
    await page.addInitScript(REPORT_CSP_VIOLATIONS);
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
    await page.goto(`${api.client.baseUrl}/docs${hash}`);
    return { page, problems };
  }

  const section = (op: Operation) => `section[id="${scalarId(op)}"]`;
  const find = (method: string, path: string) =>
    operations.find((o) => o.method === method && o.path === path)!;

  it('should answer /docs with 200 text/html, no credential, and a CSP of this origin alone', async () => {
    const res = await fetch(`${api.client.baseUrl}/docs`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const csp = (res.headers.get('content-security-policy') ?? '').split('; ');
    assert.ok(csp.includes("default-src 'none'"), csp.join('; '));
    assert.ok(csp.includes("script-src 'self'"), 'scripts only from files of this origin');
    assert.ok(csp.includes("connect-src 'self'"));
    assert.ok(csp.includes("img-src 'self'"));
    // The one relaxation: the renderer writes <style> elements and style attributes at run time.
    assert.deepEqual(
      csp.filter((d) => /unsafe|https?:|\*/.test(d)),
      ["style-src 'self' 'unsafe-inline'"],
    );
    const html = await res.text();
    assert.doesNotMatch(html, /<script>|<style|https?:\/\//, 'no inline script or style, no outside URL');

    // The renderer's bundle: named by its content hash, cached for a year, revalidated by ETag.
    const script = /src="(\/docs\/scalar\.js\?v=[\w-]+)"/.exec(html)?.[1];
    assert.ok(script, 'the page loads /docs/scalar.js');
    const js = await fetch(api.client.baseUrl + script);
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.match(js.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
    const etag = js.headers.get('etag');
    assert.ok(etag);
    assert.match(await js.text(), /@scalar\/api-reference/);
    // node:http, not fetch: fetch adds Cache-Control: no-cache to a conditional request.
    assert.equal(await statusOf(api.client.baseUrl + script, { 'if-none-match': etag }), 304);
    const stale = await fetch(`${api.client.baseUrl}/docs/scalar.js?v=stale`);
    assert.equal(stale.status, 200);
    assert.equal(stale.headers.get('cache-control'), 'no-cache', 'an unknown hash is not cached for a year');
    await stale.arrayBuffer();
  });

  it('should publish what the page shows in /openapi.json: summaries, tags and recorded examples', () => {
    assert.ok(operations.length > 20, `the accounts API has ${operations.length} operations`);
    for (const o of operations) assert.ok(o.summary && o.tag, `${o.method} ${o.path}`);
    const transfers = spec.paths['/api/v1/wallet/pol/{wallet_id}/transfers'].get;
    const limit = transfers.parameters.find((p: any) => p.name === 'limit');
    assert.deepEqual(limit.schema, { type: 'integer', minimum: 1, maximum: 250, default: 100 });
    assert.ok(transfers.responses['200'].content['application/json'].example.response.length > 0);
  });

  it('should list every operation under its tag in the declared order, offline, without errors', async () => {
    const { page, problems } = await open();
    await page.waitForSelector(`li[data-sidebar-id="${scalarId(operations.at(-1)!)}"]`);
    for (const op of operations) {
      const entry = (await page.textContent(`li[data-sidebar-id="${scalarId(op)}"]`)) ?? '';
      assert.ok(entry.includes(op.summary), `${op.method} ${op.path}: ${entry}`);
      // Its method badge (DELETE is shown as DEL).
      assert.ok(entry.includes(op.method.toUpperCase().slice(0, 3)), entry);
    }
    const tags = await page.$$eval('li[data-sidebar-id^="api-1/tag/"]', (nodes) =>
      nodes.map((n) => n.getAttribute('data-sidebar-id')!.split('/')).filter((id) => id.length === 3),
    );
    const declared = (spec.tags as { name: string }[]).map((t) => t.name);
    const used = new Set(operations.map((o) => o.tag));
    assert.deepEqual(
      tags.map((id) => id[2]),
      declared.filter((t) => used.has(t)),
    );
    assert.match((await page.textContent('body')) ?? '', /Envelope.*Credentials.*Idempotency/s);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('should open a deep-linked operation with its parameters, credential and recorded example', async () => {
    const op = find('get', '/api/v1/wallet/pol/{wallet_id}/transfers');
    const { page, problems } = await open(link(op));
    await page.waitForSelector(section(op));
    const top = await page.$eval(section(op), (n) => n.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 200, `scrolled to the operation (top at ${top}px)`);
    const text = (await page.innerText(section(op))).replace(/\s+/g, ' ');
    assert.match(text, /Query Parameters limit Type: integer min: 1 max: 250/);
    assert.match(text, /wallet_id Type: string required Pattern/);
    assert.match(text, /X-API-KEY/);
    // The curl line names this origin, and the answer shown is the one recorded in examples.json.
    assert.ok(text.includes(`curl '${api.client.baseUrl}/api/v1/wallet/pol/{wallet_id}/transfers`), text);
    const recorded = spec.paths[op.path].get.responses['200'].content['application/json'].example;
    assert.ok(text.includes(`"tx_hash": "${recorded.response[0].tx_hash}"`), 'the recorded answer');
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('should show a request body with its fields and its example in the curl line', async () => {
    const op = find('post', '/api/v1/project/account');
    const { page, problems } = await open(link(op));
    await page.waitForSelector(section(op));
    const text = (await page.innerText(section(op))).replace(/\s+/g, ' ');
    assert.match(text, /Body required application\/json metadata Type: object/);
    assert.match(text, /--header 'X-API-Key: YOUR_SECRET_TOKEN'/);
    const example = spec.paths[op.path].post.requestBody.content['application/json'].example;
    assert.ok(text.includes(JSON.stringify(example.metadata).slice(1, -1).replace(':', ': ')), text);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('should find operations by words in the search box', async () => {
    const { page, problems } = await open();
    await page.waitForSelector(`li[data-sidebar-id="${scalarId(operations[0]!)}"]`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('transfers');
    const dialog = page.getByRole('dialog');
    for (const op of operations.filter((o) => o.path.endsWith('/transfers'))) {
      await dialog.getByText(op.summary).first().waitFor();
    }
    assert.deepEqual(problems, []);
    await page.close();
  });
});
