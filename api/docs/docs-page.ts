// GET /docs: the reference page for the HTTP API, drawn in the browser from /openapi.json by Scalar's
// API reference (@scalar/api-reference, MIT), whose standalone bundle is served from node_modules by
// this service: nothing comes from a CDN, no fonts or scripts from elsewhere. The bundle, a setup
// script and the icon are read once at start-up and served under URLs that carry their content hash,
// so they are cached for a year and a new release is fetched at once; the page itself is revalidated
// (ETag).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type Router from '@koa/router';
import type { Context } from 'koa';

/**
 * Only our own origin; scripts only from files of ours, never inline or eval. Styles also allow
 * 'unsafe-inline': Scalar writes its theme, code-highlight and toast rules into <style> elements at
 * run time (only its main sheet takes a nonce) and sets style attributes on code blocks, which no
 * nonce or hash can authorise. Images and fonts stay 'self' (default fonts are off), so a style
 * cannot fetch from elsewhere either.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Scalar's options (its `data-configuration`): no fonts from its CDN, no telemetry, none of its
 * hosted tools (developer toolbar, AI agent, MCP); every tag open so each operation is listed.
 */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  defaultOpenAllTags: true,
  showOperationId: true,
};

/** The standalone bundle of the pinned @scalar/api-reference (not among its package exports). */
const SCALAR_BUNDLE = new URL('browser/standalone.js', import.meta.resolve('@scalar/api-reference'));

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3"' +
  ' fill="#1f6feb"/><path d="M4 4h8v2H4zm0 3h8v2H4zm0 3h5v2H4z" fill="#fff"/></svg>';

interface Asset {
  path: string;
  type: string;
  body: Buffer;
  hash: string;
}

function asset(path: string, type: string, body: Buffer): Asset {
  return { path, type, body, hash: createHash('sha256').update(body).digest('base64url').slice(0, 16) };
}

const SCRIPT = 'text/javascript; charset=utf-8';

const attribute = (value: string): string => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

function shell(setup: Asset, scalar: Asset, icon: Asset): string {
  const url = (a: Asset) => `${a.path}?v=${a.hash}`;
  const configuration = attribute(JSON.stringify(SCALAR_CONFIGURATION));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="icon" href="${url(icon)}" type="image/svg+xml">
<script src="${url(setup)}"></script>
</head>
<body>
<noscript><p>This page needs JavaScript: see <a href="/openapi.json">/openapi.json</a>.</p></noscript>
<script id="api-reference" data-url="/openapi.json" data-configuration="${configuration}"></script>
<script src="${url(scalar)}"></script>
</body>
</html>
`;
}

let assets: { page: Asset; files: Asset[] } | undefined;

/** Read once per process, on the first app built. */
function load(): { page: Asset; files: Asset[] } {
  if (assets) return assets;
  const setupFile = new URL('csp-setup.js', import.meta.url);
  const setup = asset('/docs/csp-setup.js', SCRIPT, readFileSync(setupFile));
  const scalar = asset('/docs/scalar.js', SCRIPT, readFileSync(SCALAR_BUNDLE));
  const icon = asset('/docs/icon.svg', 'image/svg+xml', Buffer.from(ICON));
  const page = asset('/docs', 'text/html; charset=utf-8', Buffer.from(shell(setup, scalar, icon)));
  return (assets = { page, files: [setup, scalar, icon] });
}

/** Adds GET (and HEAD) /docs and its assets to the ops router. */
export function mountDocs(router: Router): void {
  const { page, files } = load();

  router.get(page.path, (ctx) => send(ctx, page, 'no-cache'));
  for (const a of files) {
    // A stale hash (a page from another release) gets today's file, but not for a year.
    router.get(a.path, (ctx) =>
      send(ctx, a, ctx.query.v === a.hash ? 'public, max-age=31536000, immutable' : 'no-cache'),
    );
  }
}

function send(ctx: Context, a: Asset, cacheControl: string): void {
  ctx.set('Content-Security-Policy', DOCS_CSP);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cache-Control', cacheControl);
  ctx.type = a.type;
  ctx.etag = a.hash;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = a.body;
}
