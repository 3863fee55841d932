// GET /docs: a reference page for the HTTP API, rendered in the browser from /openapi.json by a
// small script of ours (render.js, no framework, nothing from a CDN). The script, style sheet and
// icon are read once at start-up and served under URLs that carry their content hash, so they are
// cached for a year and a new release is fetched at once; the page itself is revalidated (ETag).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type Router from '@koa/router';
import type { Context } from 'koa';

/** Only our own origin, and no inline script or style: the renderer writes text nodes only. */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#1f6feb"/><path d="M4 4h8v2H4zm0 3h8v2H4zm0 3h5v2H4z" fill="#fff"/></svg>`;

interface Asset {
  path: string;
  type: string;
  body: Buffer;
  hash: string;
}

function asset(path: string, type: string, body: Buffer): Asset {
  return { path, type, body, hash: createHash('sha256').update(body).digest('base64url').slice(0, 16) };
}

const fromFile = (name: string, type: string): Asset =>
  asset(`/docs/${name}`, type, readFileSync(new URL(name, import.meta.url)));

function shell(script: Asset, style: Asset, icon: Asset): string {
  const url = (a: Asset) => `${a.path}?v=${a.hash}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="icon" href="${url(icon)}" type="image/svg+xml">
<link rel="stylesheet" href="${url(style)}">
<script type="module" src="${url(script)}"></script>
</head>
<body data-state="loading">
<header class="top">
<h1 id="title">API reference</h1>
<span id="version" class="muted"></span>
<input id="filter" type="search" placeholder="Filter: path, summary, tag, parameter…" aria-label="Filter operations" autocomplete="off">
<span id="count" class="muted" aria-live="polite"></span>
<a href="/openapi.json" class="muted">openapi.json</a>
</header>
<div class="layout">
<nav id="sidebar" aria-label="Tags"></nav>
<main id="operations"><p id="status">Loading /openapi.json…</p></main>
</div>
<noscript><p>This page needs JavaScript. The raw document is at <a href="/openapi.json">/openapi.json</a>.</p></noscript>
</body>
</html>
`;
}

let assets: { page: Asset; files: Asset[] } | undefined;

/** Read once per process, on the first app built. */
function load(): { page: Asset; files: Asset[] } {
  if (assets) return assets;
  const script = fromFile('render.js', 'text/javascript; charset=utf-8');
  const style = fromFile('style.css', 'text/css; charset=utf-8');
  const icon = asset('/docs/icon.svg', 'image/svg+xml', Buffer.from(ICON));
  const page = asset('/docs', 'text/html; charset=utf-8', Buffer.from(shell(script, style, icon)));
  return (assets = { page, files: [script, style, icon] });
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
