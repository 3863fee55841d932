// The /docs page in a real headless Chromium: served by the API with its admin, project, account and
// wallet routes, rendered in the browser from /openapi.json, with nothing fetched from elsewhere.
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
  operationId: string;
  summary: string;
}

interface Opened {
  page: Page;
  /** Console errors, page errors, failed requests, error statuses and requests to other origins. */
  problems: string[];
}

describe('API reference page (/docs)', function () {
  this.timeout(30_000);
  let api: AccountsApi;
  let browser: Browser;
  let spec: any;
  let operations: Operation[];

  before(async () => {
    api = await startAccountsApi();
    spec = (await api.client.get('/openapi.json')).body;
    operations = Object.entries(spec.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({
        method,
        path,
        operationId: op.operationId,
        summary: op.summary,
      })),
    );
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  });

  after(async () => {
    await browser?.close();
    await api?.stop();
  });

  async function open(hash = '', state = 'ready'): Promise<Opened> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    const origin = new URL(api.client.baseUrl).origin;
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
    page.on('request', (r) => {
      if (new URL(r.url()).origin !== origin) problems.push(`other origin: ${r.url()}`);
    });
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    });
    await page.goto(`${api.client.baseUrl}/docs${hash}`);
    await page.waitForSelector(`body[data-state="${state}"]`);
    return { page, problems };
  }

  const visibleIds = (page: Page) =>
    page.$$eval('details.op', (nodes) => nodes.filter((n) => !n.hasAttribute('hidden')).map((n) => n.id));

  it('should answer /docs with 200 text/html without credentials and a self-only CSP', async () => {
    const res = await fetch(`${api.client.baseUrl}/docs`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /connect-src 'self'(;|$)/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval|https?:/);
    const html = await res.text();
    assert.doesNotMatch(html, /<script>|<style>|https?:\/\//, 'no inline script or style, no outside URL');

    // The assets: named by their content hash, cached for a year, revalidated by ETag.
    const script = /src="(\/docs\/render\.js\?v=[\w-]+)"/.exec(html)?.[1];
    assert.ok(script, 'the page loads /docs/render.js');
    const js = await fetch(api.client.baseUrl + script);
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.match(js.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
    const etag = js.headers.get('etag');
    assert.ok(etag);
    await js.arrayBuffer();
    // node:http, not fetch: fetch adds Cache-Control: no-cache to a conditional request.
    assert.equal(await statusOf(api.client.baseUrl + script, { 'if-none-match': etag }), 304);
    const stale = await fetch(`${api.client.baseUrl}/docs/render.js?v=stale`);
    assert.equal(stale.status, 200);
    assert.equal(stale.headers.get('cache-control'), 'no-cache', 'an unknown hash is not cached for a year');
    await stale.arrayBuffer();
  });

  it('should publish what the page needs in /openapi.json', () => {
    const ids = operations.map((o) => o.operationId);
    assert.equal(new Set(ids).size, ids.length, 'operation ids are unique');
    assert.ok(ids.includes('listPolTransfers'));
    const transfers = spec.paths['/api/v1/wallet/pol/{wallet_id}/transfers'].get;
    const limit = transfers.parameters.find((p: any) => p.name === 'limit');
    assert.deepEqual(limit, {
      name: 'limit',
      in: 'query',
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 250, default: 100 },
    });
    // GET /api/v1/account/session answers without a credential too.
    assert.deepEqual(spec.paths['/api/v1/account/session'].get.security.at(-1), {});
  });

  it('should render every operation of /openapi.json under its tag', async () => {
    const { page, problems } = await open();
    assert.ok(operations.length > 20, `the accounts API has ${operations.length} operations`);
    const rendered = await page.$$eval('details.op', (nodes) =>
      nodes.map((n) => ({
        id: n.id,
        method: n.getAttribute('data-method'),
        path: n.getAttribute('data-path'),
      })),
    );
    assert.equal(rendered.length, operations.length);
    for (const op of operations) {
      const shown = rendered.find((r) => r.id === op.operationId);
      assert.deepEqual(shown, { id: op.operationId, method: op.method.toUpperCase(), path: op.path });
      const summary = await page.textContent(`[id="${op.operationId}"] > summary`);
      assert.ok(summary?.includes(op.path) && summary.includes(op.summary), op.path);
    }
    const tags = new Set(
      Object.values(spec.paths).flatMap((item: any) => Object.values(item).map((o: any) => o.tags[0])),
    );
    const sidebar = await page.$$eval('#sidebar .nav-tag', (nodes) =>
      nodes.map((n) => n.getAttribute('data-tag')),
    );
    assert.deepEqual(new Set(sidebar), tags);
    assert.equal(await page.textContent('#count'), `${operations.length} operations`);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('should open with the introduction and show each family in the declared order, with a curl line and failures per operation', async () => {
    const { page, problems } = await open();
    assert.match((await page.textContent('#introduction')) ?? '', /Envelope.*Credentials.*Idempotency/s);
    const declared = (spec.tags as { name: string }[]).map((t) => t.name);
    const shown = await page.$$eval('#operations section.tag', (nodes) => nodes.map((n) => n.getAttribute('data-tag')));
    assert.deepEqual(shown, declared);
    // One operation of each family: its curl line names the method, this origin, the path and the
    // credential header; its failures list statuses with an example body.
    for (const tag of declared) {
      const op = operations.find((o) => spec.paths[o.path][o.method].tags[0] === tag)!;
      const sel = `[id="${op.operationId}"]`;
      await page.click(`${sel} > summary`);
      const curl = ((await page.textContent(`${sel} pre.curl`)) ?? '').replace(/ \\\n\s*/g, ' ');
      assert.ok(curl.startsWith(`curl -X ${op.method.toUpperCase()} '${api.client.baseUrl}${op.path}`), curl);
      const security = spec.paths[op.path][op.method].security as Record<string, unknown>[];
      if (security.length > 0) assert.match(curl, /-H 'X-(API|Admin)-Key: <\w+ key>'|-H 'X-API-KEY: <account key>'/i, curl);
      assert.ok(await page.isVisible(`${sel} .example button.copy`));
      const failures = (await page.textContent(`${sel} table.failures`)) ?? '';
      assert.match(failures, /503.*"success":false,"error":"server overloaded; retry later"/s);
    }
    // A body route shows its body in the curl line, and an order route its Idempotency-Key.
    const withdraw = '[id="withdrawPol"]';
    await page.click(`${withdraw} > summary`);
    const curl = (await page.textContent(`${withdraw} pre.curl`)) ?? '';
    assert.match(curl, /-H 'Idempotency-Key: <a key of yours>'/);
    assert.match(curl, /-d '\{.*"amount":.*\}'/s);
    assert.match((await page.textContent(`${withdraw} table.failures`)) ?? '', /409/);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('should open a deep-linked operation with its parameters, credential and response fields', async () => {
    const id = 'listPolTransfers';
    assert.ok(operations.some((o) => o.operationId === id));
    const { page, problems } = await open(`#${id}`);
    const op = `[id="${id}"]`;
    assert.equal(await page.$eval(op, (n) => n.hasAttribute('open')), true);
    const top = await page.$eval(op, (n) => n.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 200, `scrolled to the operation (top at ${top}px)`);

    const limit = await page.textContent(`${op} tr[data-param="limit"]`);
    assert.match(limit ?? '', /query/);
    assert.match(limit ?? '', /integer/);
    assert.match(limit ?? '', /default 100/);
    assert.match(limit ?? '', /max 250/);
    assert.match(
      (await page.textContent(`${op} tr[data-param="wallet_id"]`)) ?? '',
      /path.*string.*pattern/s,
    );

    const auth = (await page.textContent(`${op} .auth`)) ?? '';
    assert.match(auth, /header X-API-KEY/);
    assert.match(auth, /cookie session/);
    assert.match(auth, /Authorization: Bearer/);

    const response = (await page.textContent(`${op} .response`)) ?? '';
    assert.match(response, /"response": …/, 'names the envelope key');
    for (const name of ['tx_hash', 'transfer_type', 'amount', 'created_at'])
      assert.ok(response.includes(name), name);
    assert.match(response, /one of: "DEPOSIT", "WITHDRAWAL"/);
    assert.match(response, /string \| null/);
    assert.ok(await page.isVisible(`${op} tr[data-param="limit"]`));
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('should open an operation linked by method and path, showing its request body', async () => {
    const { page, problems } = await open('#POST-/api/v1/project/account');
    const op = 'details.op[data-method="POST"][data-path="/api/v1/project/account"]';
    assert.equal(await page.$eval(op, (n) => n.hasAttribute('open')), true);
    const text = (await page.textContent(`${op} .op-body`)) ?? '';
    assert.match(text, /Request body \(JSON\)/);
    assert.match(text, /metadata\s*object/);
    assert.match(text, /no other keys/);
    assert.match(text, /header X-API-Key/);
    assert.match(text, /"data": …/);
    assert.ok(await page.isVisible(`${op} .schema-block >> text=metadata`));
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('should narrow the list with the filter box and the sidebar with it', async () => {
    const { page, problems } = await open();
    await page.fill('#filter', 'transfers');
    const ids = await visibleIds(page);
    const expected = operations.filter((o) => o.path.includes('transfers')).map((o) => o.operationId);
    assert.equal(expected.length, 2);
    assert.deepEqual(ids.sort(), expected.sort());
    assert.equal(await page.textContent('#count'), `2 of ${operations.length} operations`);
    const links = await page.$$eval(
      '#sidebar li',
      (nodes) => nodes.filter((n) => !n.hasAttribute('hidden')).length,
    );
    assert.equal(links, 2);
    assert.equal(await page.isVisible('section[data-tag="admin"]'), false);

    // Every word must match (method, path, summary, description, tag, parameter names).
    await page.fill('#filter', 'POST account session');
    const sessions = await visibleIds(page);
    for (const o of operations.filter((o) => o.method === 'post' && o.path.includes('/account/'))) {
      const mentions = `${o.path} ${o.summary} ${spec.paths[o.path][o.method].description}`.toLowerCase().includes('session');
      assert.equal(sessions.includes(o.operationId), mentions, o.operationId);
    }
    assert.ok(
      sessions.every((id) => operations.some((o) => o.operationId === id && o.method === 'post')),
      sessions.join(),
    );

    await page.fill('#filter', 'no-such-operation-anywhere');
    assert.deepEqual(await visibleIds(page), []);
    assert.equal(await page.isVisible('#empty'), true);

    await page.fill('#filter', '');
    assert.equal((await visibleIds(page)).length, operations.length);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('should say clearly when /openapi.json cannot be loaded', async () => {
    const page = await browser.newPage();
    await page.route('**/openapi.json', (r) =>
      r.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto(`${api.client.baseUrl}/docs`);
    await page.waitForSelector('body[data-state="error"]');
    const alert = (await page.textContent('[role="alert"]')) ?? '';
    assert.match(alert, /Could not load \/openapi\.json: HTTP 503/);
    assert.equal(await page.$$eval('details.op', (n) => n.length), 0);
    await page.close();
  });

  it('should show text from the document as text, never as markup', async () => {
    const page = await browser.newPage();
    const hostile = {
      openapi: '3.1.0',
      info: { title: '<img src=x id="t-injected">', version: '1' },
      paths: {
        '/x/{id}': {
          get: {
            operationId: 'x" onmouseover="alert(1)',
            summary: '<b id="s-injected">bold</b>',
            tags: ['<i id="tag-injected">t</i>'],
            parameters: [
              { name: '<u id="p-injected">', in: 'path', required: true, schema: { type: 'string' } },
            ],
            responses: { '200': { description: '<script>alert(1)</script>' } },
          },
        },
        '/events': {
          get: {
            summary: 'A stream',
            responses: {
              '200': {
                description: 'events',
                content: { 'text/event-stream': { schema: { type: 'string' } } },
              },
            },
          },
        },
      },
    };
    await page.route('**/openapi.json', (r) =>
      r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(hostile) }),
    );
    await page.goto(`${api.client.baseUrl}/docs`);
    await page.waitForSelector('body[data-state="ready"]');
    for (const id of ['t-injected', 's-injected', 'tag-injected', 'p-injected']) {
      assert.equal(await page.$$eval(`[id="${id}"]`, (n) => n.length), 0, id);
    }
    assert.equal(await page.textContent('#title'), '<img src=x id="t-injected">');
    assert.match((await page.textContent('details.op summary')) ?? '', /<b id="s-injected">bold<\/b>/);
    // An operation without an operationId is linked by method and path; a stream shows its media type.
    assert.equal(await page.$$eval('details.op', (n) => n.length), 2);
    assert.match(
      (await page.textContent('[id="GET-/events"] .response')) ?? '',
      /Content type text\/event-stream/,
    );
    await page.close();
  });
});
