// GET /docs: the reference page for the HTTP API, drawn in the browser from /openapi.json by Swagger UI
// (swagger-ui-dist, Apache-2.0), whose bundle and style sheet this service serves from node_modules:
// nothing comes from a CDN or any other origin. The style sheet's inline images are served as files
// of their own (css-data-images.ts), so the page keeps a CSP without `data:` or 'unsafe-inline'. Every
// file is read once at start-up and served under a URL that carries its content hash, so it is cached
// for a year and a new release is fetched at once; the page itself is revalidated (ETag).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { moveDataImages } from './css-data-images.ts';

/**
 * Only our own origin, and no inline script or style, no eval: Swagger UI (React) sets styles through
 * the DOM, which style-src does not govern, and its images come from this origin.
 */
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

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3"' +
  ' fill="#1f6feb"/><path d="M4 4h8v2H4zm0 3h8v2H4zm0 3h5v2H4z" fill="#fff"/></svg>';

interface Asset {
  path: string;
  type: string;
  body: Buffer;
  hash: string;
}

const hashOf = (body: Buffer): string => createHash('sha256').update(body).digest('base64url').slice(0, 16);

function asset(path: string, type: string, body: Buffer): Asset {
  return { path, type, body, hash: hashOf(body) };
}

const SCRIPT = 'text/javascript; charset=utf-8';
const STYLE = 'text/css; charset=utf-8';

/** A file of the pinned swagger-ui-dist (the package has no exports map: any file resolves). */
const swaggerFile = (name: string): Buffer =>
  readFileSync(createRequire(import.meta.url).resolve(`swagger-ui-dist/${name}`));

/** Swagger UI's style sheet, its inline images moved to /docs/img/<hash>.<ext> (named by content). */
function styleSheet(): { sheet: Asset; images: Asset[] } {
  const { css, images } = moveDataImages(
    swaggerFile('swagger-ui.css').toString('utf8'),
    '/docs/img/',
    hashOf,
  );
  return {
    sheet: asset('/docs/swagger-ui.css', STYLE, Buffer.from(css)),
    images: images.map((i) => asset(`/docs/img/${i.name}`, i.type, i.body)),
  };
}

function shell(style: Asset, bundle: Asset, setup: Asset, icon: Asset): string {
  const url = (a: Asset) => `${a.path}?v=${a.hash}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="icon" href="${url(icon)}" type="image/svg+xml">
<link rel="stylesheet" href="${url(style)}">
</head>
<body>
<noscript><p>This page needs JavaScript: see <a href="/openapi.json">/openapi.json</a>.</p></noscript>
<div id="swagger-ui"></div>
<script src="${url(bundle)}"></script>
<script src="${url(setup)}"></script>
</body>
</html>
`;
}

let assets: { page: Asset; files: Asset[] } | undefined;

/** Read once per process, on the first app built. */
function load(): { page: Asset; files: Asset[] } {
  if (assets) return assets;
  const { sheet, images } = styleSheet();
  const bundle = asset('/docs/swagger-ui-bundle.js', SCRIPT, swaggerFile('swagger-ui-bundle.js'));
  const setupFile = new URL('swagger-setup.js', import.meta.url);
  const setup = asset('/docs/swagger-setup.js', SCRIPT, readFileSync(setupFile));
  const icon = asset('/docs/icon.svg', 'image/svg+xml', Buffer.from(ICON));
  const page = asset('/docs', 'text/html; charset=utf-8', Buffer.from(shell(sheet, bundle, setup, icon)));
  return (assets = { page, files: [sheet, ...images, bundle, setup, icon] });
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
