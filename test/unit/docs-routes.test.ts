// The guides' route tables (docs/api/*.md) say what the OpenAPI document says: each route's success
// status (201 for a created copytrade, 200 for every other success) and which body fields are
// required or optional. The document is built from the route registry as the service builds it
// (api/api-app.ts apiRoutes → api/openapi.ts), with every family declared and inert stand-ins for
// the backends. The convention is in test/support/doc-routes.ts and docs/api/README.md.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiRoutes, type RouteRegistryDeps } from '../../api/api-app.ts';
import { openApiDocument } from '../../api/openapi.ts';
import { apiSettings } from '../../bin/wiring/settings.ts';
import { loadConfig } from '../../core/config.ts';
import { createLogger } from '../../core/logger.ts';
import { ROOT } from '../../harness/servers/processes.ts';
import { docProblems, docRoutes, splitCodeSpans, type OpenApi } from '../support/doc-routes.ts';

/** Stands in for a dependency: what declaring reads of it (a fee table, a method) is inert again. */
function inert<T>(): T {
  const stub: object = new Proxy(() => stub, {
    get: (_t, key) => (key === 'then' ? undefined : stub),
    apply: () => stub,
  });
  return stub as T;
}

/** The document the service serves, every family included (market routes, orders, SQL). */
function servedDocument(): OpenApi {
  const deps = {
    settings: apiSettings(loadConfig({})),
    log: createLogger('silent'),
    custody: { chains: inert(), vault: inert() },
    ...Object.fromEntries(
      [
        'sql',
        'hot',
        'analytics',
        'sqlExport',
        'catalog',
        'orders',
        'keys',
        'sessions',
        'corsOrigins',
        'marketStreams',
        'accountEvents',
      ].map((n) => [n, inert()]),
    ),
    adminKeySha256: '',
    ops: inert(),
  } as unknown as RouteRegistryDeps;
  return openApiDocument(apiRoutes(deps), '0.0.0') as unknown as OpenApi;
}

const guides = readdirSync(path.join(ROOT, 'docs/api'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => ({ file: `docs/api/${f}`, text: readFileSync(path.join(ROOT, 'docs/api', f), 'utf8') }));

describe('docs/api route tables against the OpenAPI document', () => {
  const doc = servedDocument();
  const routes = guides.flatMap((g) => docRoutes(g.file, g.text));

  it('should describe routes in every guide, a body with its fields in several', () => {
    assert.ok(routes.length > 60, `${routes.length} routes read`);
    assert.ok(routes.filter((r) => r.fields).length >= 10, 'bodies listed');
    for (const g of guides.filter((x) => x.file !== 'docs/api/README.md'))
      assert.ok(
        routes.some((r) => r.at.startsWith(g.file)),
        `${g.file} has a route table`,
      );
  });

  it('should keep each route cell whole (a | inside a code span is escaped)', () => {
    assert.deepEqual(
      guides.flatMap((g) => splitCodeSpans(g.file, g.text)),
      [],
    );
  });

  it("should state each route's success status and body fields as the document has them", () => {
    assert.deepEqual(docProblems(doc, routes), []);
  });

  it('should fail a doc that says 201 for a 200 route, optional for a required field, or a field that is not there', () => {
    const wrong = [
      '| route | answers |',
      '|---|---|',
      '| `POST /api/v1/admin/data-keys` — `{name, max_execution_s?}` | **201**, the key |',
      '| `POST /api/v1/wallet/pol/{wallet_id}/copytrade` — `{target, mode, settings?}` | **201**, the copytrade |',
      '| `PATCH …/copytrade/{copytrade_id}` — `{mode?, settings?, target?}` | the copytrade |',
      '| `POST /api/v1/wallet/pol/{wallet_id}/copytrade` — `{target, mode}` | the copytrade |',
      '| `GET /api/v1/nowhere` | nothing |',
    ].join('\n');
    assert.deepEqual(docProblems(doc, docRoutes('wrong.md', wrong)), [
      'wrong.md:3: POST /api/v1/admin/data-keys answers 200, the doc says 201',
      'wrong.md:4: POST /api/v1/wallet/pol/{wallet_id}/copytrade: settings is required, the doc says optional',
      'wrong.md:5: PATCH /api/v1/wallet/pol/{wallet_id}/copytrade/{copytrade_id}: the body has no field target',
      'wrong.md:6: POST /api/v1/wallet/pol/{wallet_id}/copytrade answers 201, the doc says 200',
      'wrong.md:6: POST /api/v1/wallet/pol/{wallet_id}/copytrade: the doc leaves out the body field settings',
      'wrong.md:7: GET /api/v1/nowhere: no such operation',
    ]);
  });
});
