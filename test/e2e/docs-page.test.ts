// The /docs page in a real headless Chromium: served by the API with its admin, project, account and
// wallet routes, drawn by Swagger UI (served from node_modules by the service) from /openapi.json,
// offline and under the page's strict CSP: any request to another origin is recorded and refused, and
// any CSP violation or console error fails the test.
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
  id: string;
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

/** Swagger UI's element of an operation: `operations-{tag}-{operationId}`. */
const block = (op: Operation) => `#operations-${op.tag}-${op.id}`;
/** The page's link to an operation (Swagger UI's deep links): /docs#/{tag}/{operationId}. */
const link = (op: Operation) => `#/${op.tag}/${op.id}`;

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
      Object.entries(item).map(([method, op]) => ({
        method,
        path,
        tag: op.tags[0],
        id: op.operationId,
        summary: op.summary,
      })),
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

  const find = (method: string, path: string) =>
    operations.find((o) => o.method === method && o.path === path)!;

  it('should answer /docs with 200 text/html, no credential, and a CSP of this origin alone', async () => {
    const res = await fetch(`${api.client.baseUrl}/docs`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    const csp = (res.headers.get('content-security-policy') ?? '').split('; ');
    for (const d of ["default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self'"]) {
      assert.ok(csp.includes(d), `${d} in ${csp.join('; ')}`);
    }
    assert.deepEqual(
      csp.filter((d) => /unsafe|data:|https?:|\*/.test(d)),
      [],
      'no inline script or style, no eval',
    );
    const html = await res.text();
    assert.doesNotMatch(
      html,
      /<script>|<style|style=|https?:\/\//,
      'no inline script or style, no outside URL',
    );

    // The renderer's bundle: named by its content hash, cached for a year, revalidated by ETag.
    const script = /src="(\/docs\/swagger-ui-bundle\.js\?v=[\w-]+)"/.exec(html)?.[1];
    assert.ok(script, 'the page loads /docs/swagger-ui-bundle.js');
    const js = await fetch(api.client.baseUrl + script);
    assert.equal(js.status, 200);
    assert.match(js.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.match(js.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
    const etag = js.headers.get('etag');
    assert.ok(etag);
    assert.match(await js.text(), /SwaggerUIBundle/);
    // node:http, not fetch: fetch adds Cache-Control: no-cache to a conditional request.
    assert.equal(await statusOf(api.client.baseUrl + script, { 'if-none-match': etag }), 304);
    const stale = await fetch(`${api.client.baseUrl}/docs/swagger-ui-bundle.js?v=stale`);
    assert.equal(stale.status, 200);
    assert.equal(stale.headers.get('cache-control'), 'no-cache', 'an unknown hash is not cached for a year');
    await stale.arrayBuffer();

    // The style sheet's images are files of this origin, not data: URLs the CSP would refuse.
    const sheet = /href="(\/docs\/swagger-ui\.css\?v=[\w-]+)"/.exec(html)?.[1];
    assert.ok(sheet, 'the page loads /docs/swagger-ui.css');
    const css = await (await fetch(api.client.baseUrl + sheet)).text();
    assert.doesNotMatch(css, /data:/);
    const images = [...css.matchAll(/url\((\/docs\/img\/[\w-]+\.(svg|png|jpg))\)/g)].map((m) => m[1]!);
    assert.ok(images.length > 10, `${images.length} images`);
    for (const image of new Set(images)) {
      const answer = await fetch(api.client.baseUrl + image);
      assert.equal(answer.status, 200, image);
      assert.match(answer.headers.get('content-type') ?? '', /^image\//, image);
      await answer.arrayBuffer();
    }
  });

  it('should publish what the page shows in /openapi.json: summaries, tags and recorded examples', () => {
    assert.ok(operations.length > 20, `the accounts API has ${operations.length} operations`);
    for (const o of operations) assert.ok(o.summary && o.tag && o.id, `${o.method} ${o.path}`);
    const transfers = spec.paths['/api/v1/wallet/pol/{wallet_id}/transfers'].get;
    const limit = transfers.parameters.find((p: any) => p.name === 'limit');
    assert.deepEqual(limit.schema, { type: 'integer', minimum: 1, maximum: 250, default: 100 });
    assert.ok(transfers.responses['200'].content['application/json'].example.response.length > 0);
  });

  it('should list every operation under its tag in the declared order, offline, without errors', async () => {
    const { page, problems } = await open();
    await page.waitForSelector(block(operations.at(-1)!));
    for (const op of operations) {
      const line = page.locator(`${block(op)} .opblock-summary`);
      assert.equal(await line.locator('.opblock-summary-method').innerText(), op.method.toUpperCase());
      assert.equal(await line.locator('.opblock-summary-path').getAttribute('data-path'), op.path);
      assert.equal(await line.locator('.opblock-summary-description').innerText(), op.summary);
    }
    const tags = await page.$$eval('h3.opblock-tag', (nodes) => nodes.map((n) => n.getAttribute('data-tag')));
    const declared = (spec.tags as { name: string }[]).map((t) => t.name);
    const used = new Set(operations.map((o) => o.tag));
    assert.deepEqual(
      tags,
      declared.filter((t) => used.has(t)),
    );
    assert.match(await page.innerText('.information-container'), /Envelope.*Credentials.*Idempotency/s);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('should open a deep-linked operation with its parameters, credential and recorded example', async () => {
    const op = find('get', '/api/v1/wallet/pol/{wallet_id}/transfers');
    const { page, problems } = await open(link(op));
    const body = page.locator(`${block(op)} .opblock-body`);
    await body.waitFor();
    const top = await page.$eval(block(op), (n) => n.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 200, `scrolled to the operation (top at ${top}px)`);
    const text = (await body.innerText()).replace(/\s+/g, ' ');
    assert.match(text, /wallet_id \* string \(path\) .*pattern: /);
    assert.match(text, /limit integer \(query\) Default value : 100 minimum: 1 maximum: 250/);
    // The credential: the lock opens the schemes this operation accepts.
    await page.locator(`${block(op)} .authorization__btn`).click();
    assert.match(await page.locator('.dialog-ux').innerText(), /X-API-KEY/);
    await page.locator('.dialog-ux .close-modal').click();
    // The answer shown is the one recorded in examples.json.
    const recorded = spec.paths[op.path].get.responses['200'].content['application/json'].example;
    assert.ok(text.includes(`"tx_hash": "${recorded.response[0].tx_hash}"`), 'the recorded answer');
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('should show a request body with its example and its schema', async () => {
    const op = find('post', '/api/v1/project/account');
    const { page, problems } = await open(link(op));
    const body = page.locator(`${block(op)} .opblock-section-request-body`);
    await body.waitFor();
    const example = spec.paths[op.path].post.requestBody.content['application/json'].example;
    const shown = await body.locator('.body-param__example').innerText();
    assert.deepEqual(JSON.parse(shown), example);
    await body.getByRole('tab', { name: 'Schema' }).click();
    assert.match(await body.innerText(), /metadata/);
    assert.deepEqual(problems, []);
    await page.close();
  });

  it('should send a request from "Try it out" to this server and show its answer', async () => {
    const op = find('get', '/api/v1/wallet/pol/{wallet_id}/transfers');
    const { page, problems } = await open(link(op));
    const opblock = page.locator(block(op));
    await opblock.getByRole('button', { name: 'Try it out' }).click();
    await opblock.locator('input[placeholder="wallet_id"]').fill('00000000-0000-4000-8000-000000000000');
    await opblock.getByRole('button', { name: 'Execute' }).click();
    // No credential given: the service's own 401 envelope, shown as it came.
    const live = opblock.locator('.live-responses-table');
    await live.waitFor();
    assert.match(await live.innerText(), /401[\s\S]*"success": false/);
    assert.deepEqual(
      problems.filter((p) => !p.includes('401')),
      [],
    );
    await page.close();
  });
});
