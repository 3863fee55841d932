// The sandbox Kalshi and DFlow on a loopback HTTP server (node:http, 127.0.0.1, a free port): the
// REST paths the live KalshiConnector reads, with Kalshi's query parameters, limits, cursors and
// refusals, so the normal connector (and its parsers) read the sandbox with KALSHI_API_URL and
// DFLOW_API_URL pointed here — nothing in the engine knows it is a sandbox.
//
// Kalshi Trade API v2 under /trade-api/v2 (venues/kalshi/endpoints.ts kalshiPaths; parameters as
// kalshi-typescript's MarketApi and EventsApi send them):
//   GET /markets            status (unopened|open|paused|closed|settled), limit 1–1000 (100),
//                           cursor, event_ticker, series_ticker, tickers, mve_filter (only|exclude)
//   GET /markets/{ticker}   {market};  GET /markets/{ticker}/orderbook  depth;  {orderbook_fp}
//   GET /markets/trades     ticker, min_ts, max_ts (unix s), limit 1–1000 (100), cursor; newest first
//   GET /events             status (unopened|open|closed|settled), limit 1–200 (200), cursor,
//                           series_ticker, with_nested_markets
//   GET /events/{ticker}    {event, markets};  GET /series/{ticker}  {series}
// Kalshi's refusals are `{error: {code, message, details}}` (venues/kalshi/errors.ts): 400
// bad_request (an unknown parameter, a limit out of range, an unreadable cursor), 404 not_found, and
// 429 too_many_requests beyond Kalshi Basic's 20 reads a second (a token bucket: 20 at once, 20 a
// second back; no Retry-After, as Kalshi sends none).
// DFlow's Metadata API under /api/v1: POST /markets/batch {tickers, mints} (at most 100 ids
// together; a mint may be an outcome mint or a market ledger; unknown ids are left out), `x-api-key`
// required as on DFlow's production host (401 without), DFlow's error `{code, msg}`.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Market } from 'kalshi-typescript';
import { tokenIdOf } from '../../replay/ids.ts';
import {
  SANDBOX_EVENTS,
  SANDBOX_MARKETS,
  SANDBOX_OPENED_AT,
  SANDBOX_SERIES,
  type SandboxMarket,
} from './contracts.ts';
import { SandboxModel, type ModelMarket, type PriceOf } from './model.ts';
import {
  dflowMarketPayload,
  eventPayload,
  isOpen,
  marketPayload,
  orderbookPayload,
  seriesPayload,
  tradePayload,
} from './payloads.ts';

export const KALSHI_BASE_PATH = '/trade-api/v2';
/** Kalshi Basic: 20 reads a second (docs.kalshi.com "Rate Limits and Tiers"). */
export const KALSHI_BASIC_READS_PER_S = 20;

export interface KalshiSandboxServerOptions {
  seed: number;
  priceOf: PriceOf;
  /** The sandbox's clock (unix ms): what is open, the books and trades at this moment. */
  now: () => number;
  /**
   * The moment (unix ms) at which what is open is judged, instead of `now`: the service's sandbox
   * carries the recorded day's markets forward, so it judges them open as on that day (their close
   * times stay as written, for the verdict to read). Default: `now`.
   */
  openAsOf?: number;
  /** The rate limit's clock (ms); default the process's monotonic clock. */
  rateClock?: () => number;
  /** The DFlow API key the sandbox accepts; default any non-empty key. */
  dflowApiKey?: string;
}

interface Reply {
  status: number;
  body: unknown;
}

class Refusal extends Error {
  constructor(readonly reply: Reply) {
    super(JSON.stringify(reply.body));
  }
}

const kalshiError = (status: number, code: string, details: string): Refusal =>
  new Refusal({ status, body: { error: { code, message: code.replace(/_/g, ' '), details } } });

const ok = (body: unknown): Reply => ({ status: 200, body });

/** Kalshi Basic's read budget: `capacity` at once, refilled at `perSecond`. */
class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly clock: () => number,
  ) {
    this.tokens = capacity;
    this.at = clock();
  }

  take(): boolean {
    const now = this.clock();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

function only(query: URLSearchParams, allowed: readonly string[]): void {
  const unknown = [...query.keys()].filter((k) => !allowed.includes(k));
  if (unknown.length > 0)
    throw kalshiError(400, 'bad_request', `unknown query parameters: ${unknown.join(', ')}`);
}

function limitOf(query: URLSearchParams, fallback: number, max: number): number {
  const raw = query.get('limit');
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > max)
    throw kalshiError(400, 'bad_request', `limit must be between 1 and ${max}`);
  return n;
}

function enumOf(query: URLSearchParams, key: string, values: readonly string[]): string | undefined {
  const raw = query.get(key);
  if (raw === null) return undefined;
  if (!values.includes(raw))
    throw kalshiError(400, 'bad_request', `${key} must be one of ${values.join(', ')}`);
  return raw;
}

function unixSeconds(query: URLSearchParams, key: string): number | undefined {
  const raw = query.get(key);
  if (raw === null) return undefined;
  if (!/^\d+$/.test(raw)) throw kalshiError(400, 'bad_request', `${key} must be a unix time in seconds`);
  return Number(raw);
}

/** Cursors: base64 of the page's offset (and, for trades, the listing's end, fixed on its first page). */
function cursorOf(query: URLSearchParams): { offset: number; end?: number } {
  const raw = query.get('cursor');
  if (raw === null || raw === '') return { offset: 0 };
  const [offset, end] = Buffer.from(raw, 'base64').toString('utf8').split(':');
  if (!/^\d+$/.test(offset ?? '') || (end !== undefined && !/^\d+$/.test(end)))
    throw kalshiError(400, 'bad_request', 'cursor is not one this API gave');
  return { offset: Number(offset), ...(end === undefined ? {} : { end: Number(end) }) };
}

function page<T>(
  items: readonly T[],
  offset: number,
  limit: number,
  end?: number,
): { items: T[]; cursor: string } {
  const next = offset + limit < items.length ? `${offset + limit}${end === undefined ? '' : `:${end}`}` : '';
  return { items: items.slice(offset, offset + limit), cursor: next && Buffer.from(next).toString('base64') };
}

export class KalshiSandboxServer {
  private readonly model: SandboxModel;
  private readonly links = new Map<string, ModelMarket>();
  private readonly bucket: TokenBucket;
  private server: Server | undefined;

  constructor(private readonly o: KalshiSandboxServerOptions) {
    this.model = new SandboxModel(o.seed, o.priceOf);
    for (const m of SANDBOX_MARKETS)
      this.links.set(m.ticker, {
        ticker: m.ticker,
        venueAToken: tokenIdOf(m.link.slug, 'yes'),
        shift: m.link.shift ?? 0,
        openMs: Date.parse(SANDBOX_OPENED_AT),
        closeMs: Date.parse(m.close_time),
      });
    this.bucket = new TokenBucket(
      KALSHI_BASIC_READS_PER_S,
      KALSHI_BASIC_READS_PER_S,
      o.rateClock ?? (() => performance.now()),
    );
  }

  /** Listens on 127.0.0.1 at a free port; resolves with the origin (`http://127.0.0.1:<port>`). */
  async listen(): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Whether a market is open: at `openAsOf` when set, else now. */
  private isOpen(def: SandboxMarket, nowMs: number): boolean {
    return isOpen(def, this.o.openAsOf ?? nowMs);
  }

  /** A market's listing status (GET /markets?status=…). */
  private state(def: SandboxMarket, nowMs: number): 'open' | 'unopened' | 'closed' {
    if (this.isOpen(def, nowMs)) return 'open';
    return (this.o.openAsOf ?? nowMs) < Date.parse(SANDBOX_OPENED_AT) ? 'unopened' : 'closed';
  }

  private market(def: SandboxMarket, nowMs: number): Market {
    return marketPayload(def, this.model, this.links.get(def.ticker)!, nowMs, this.isOpen(def, nowMs));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let reply: Reply;
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname.startsWith(`${KALSHI_BASE_PATH}/`)) {
        if (req.method !== 'GET') throw kalshiError(405, 'method_not_allowed', `${req.method} is not served`);
        if (!this.bucket.take())
          throw kalshiError(
            429,
            'too_many_requests',
            `more than ${KALSHI_BASIC_READS_PER_S} reads a second (Basic tier)`,
          );
        reply = this.kalshi(url.pathname.slice(KALSHI_BASE_PATH.length), url.searchParams, this.o.now());
      } else if (url.pathname.startsWith('/api/v1/')) {
        reply = this.dflow(req, url.pathname.slice('/api/v1'.length), await bodyOf(req));
      } else throw kalshiError(404, 'not_found', `no route ${url.pathname}`);
    } catch (err) {
      // A fault of the sandbox itself answers as Kalshi's would: 500, its error shape.
      reply =
        err instanceof Refusal
          ? err.reply
          : kalshiError(500, 'internal_server_error', (err as Error).message).reply;
    }
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  }

  private kalshi(path: string, query: URLSearchParams, nowMs: number): Reply {
    const parts = path.split('/').slice(1).map(decodeURIComponent);
    if (path === '/markets') return this.listMarkets(query, nowMs);
    if (path === '/markets/trades') return this.listTrades(query, nowMs);
    if (path === '/events') return this.listEvents(query, nowMs);
    if (parts[0] === 'markets' && parts.length <= 3) {
      const def = SANDBOX_MARKETS.find((m) => m.ticker === parts[1]);
      if (parts.length === 3 && parts[2] !== 'orderbook')
        throw kalshiError(404, 'not_found', `no route ${path}`);
      if (!def) throw kalshiError(404, 'not_found', `no market ${parts[1]}`);
      if (parts.length === 2) {
        only(query, []);
        return ok({ market: this.market(def, nowMs) });
      }
      only(query, ['depth']);
      return ok(orderbookPayload(this.model, this.links.get(def.ticker)!, this.isOpen(def, nowMs), nowMs));
    }
    if (parts[0] === 'events' && parts.length === 2) {
      only(query, ['with_nested_markets']);
      const def = SANDBOX_EVENTS.find((e) => e.ticker === parts[1]);
      if (!def) throw kalshiError(404, 'not_found', `no event ${parts[1]}`);
      const series = SANDBOX_SERIES.find((s) => s.ticker === def.series)!;
      const markets = SANDBOX_MARKETS.filter((m) => m.event === def.ticker).map((m) => this.market(m, nowMs));
      return ok({ event: eventPayload(def, series), markets });
    }
    if (parts[0] === 'series' && parts.length === 2) {
      only(query, []);
      const def = SANDBOX_SERIES.find((s) => s.ticker === parts[1]);
      if (!def) throw kalshiError(404, 'not_found', `no series ${parts[1]}`);
      return ok({ series: seriesPayload(def) });
    }
    throw kalshiError(404, 'not_found', `no route ${path}`);
  }

  private listMarkets(query: URLSearchParams, nowMs: number): Reply {
    only(query, ['status', 'limit', 'cursor', 'event_ticker', 'series_ticker', 'tickers', 'mve_filter']);
    const status = enumOf(query, 'status', ['unopened', 'open', 'paused', 'closed', 'settled']);
    const mve = enumOf(query, 'mve_filter', ['only', 'exclude']);
    const limit = limitOf(query, 100, 1000);
    const { offset } = cursorOf(query);
    const event = query.get('event_ticker');
    const series = query.get('series_ticker');
    const tickers = query.get('tickers')?.split(',');
    const chosen = SANDBOX_MARKETS.filter(
      (m) =>
        mve !== 'only' &&
        (event === null || m.event === event) &&
        (series === null || SANDBOX_EVENTS.find((e) => e.ticker === m.event)?.series === series) &&
        (tickers === undefined || tickers.includes(m.ticker)) &&
        (status === undefined || status === this.state(m, nowMs)),
    );
    const { items, cursor } = page(chosen, offset, limit);
    return ok({ markets: items.map((m) => this.market(m, nowMs)), cursor });
  }

  private listEvents(query: URLSearchParams, nowMs: number): Reply {
    only(query, ['status', 'limit', 'cursor', 'series_ticker', 'with_nested_markets']);
    const status = enumOf(query, 'status', ['unopened', 'open', 'closed', 'settled']);
    const limit = limitOf(query, 200, 200);
    const nested = enumOf(query, 'with_nested_markets', ['true', 'false']) === 'true';
    const { offset } = cursorOf(query);
    const series = query.get('series_ticker');
    const chosen = SANDBOX_EVENTS.filter((e) => {
      const markets = SANDBOX_MARKETS.filter((m) => m.event === e.ticker);
      const states = markets.map((m) => this.state(m, nowMs));
      const state = states.includes('open') ? 'open' : states.includes('unopened') ? 'unopened' : 'closed';
      return (series === null || e.series === series) && (status === undefined || status === state);
    });
    const { items, cursor } = page(chosen, offset, limit);
    const events = items.map((e) =>
      eventPayload(
        e,
        SANDBOX_SERIES.find((s) => s.ticker === e.series)!,
        nested
          ? SANDBOX_MARKETS.filter((m) => m.event === e.ticker).map((m) => this.market(m, nowMs))
          : undefined,
      ),
    );
    return ok({ events, cursor });
  }

  private listTrades(query: URLSearchParams, nowMs: number): Reply {
    only(query, ['ticker', 'min_ts', 'max_ts', 'limit', 'cursor', 'is_block_trade']);
    const limit = limitOf(query, 100, 1000);
    const { offset, end } = cursorOf(query);
    const minTs = unixSeconds(query, 'min_ts');
    const maxTs = unixSeconds(query, 'max_ts');
    const ticker = query.get('ticker');
    const blockOnly = enumOf(query, 'is_block_trade', ['true', 'false']) === 'true';
    // The listing ends where its first page ended, so later trades do not shift the pages after it.
    const to = end ?? Math.min(nowMs + 1, maxTs === undefined ? Infinity : maxTs * 1000 + 1000);
    const from = minTs === undefined ? -Infinity : minTs * 1000;
    const trades = blockOnly
      ? []
      : SANDBOX_MARKETS.filter((m) => ticker === null || m.ticker === ticker)
          .flatMap((m) => this.model.tradesBetween(this.links.get(m.ticker)!, from, to, nowMs))
          .sort((a, b) => b.ts - a.ts || a.trade_id.localeCompare(b.trade_id));
    const { items, cursor } = page(trades, offset, limit, to);
    return ok({ trades: items.map(tradePayload), cursor });
  }

  private dflow(req: IncomingMessage, path: string, body: unknown): Reply {
    const key = req.headers['x-api-key'];
    if (
      typeof key !== 'string' ||
      key === '' ||
      (this.o.dflowApiKey !== undefined && key !== this.o.dflowApiKey)
    )
      return { status: 401, body: { code: 'unauthorized', msg: 'a valid x-api-key header is required' } };
    if (req.method !== 'POST' || path !== '/markets/batch')
      return { status: 404, body: { code: 'not_found', msg: `no route ${req.method} /api/v1${path}` } };
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const tickers = Array.isArray(record.tickers)
      ? record.tickers.filter((t): t is string => typeof t === 'string')
      : [];
    const mints = Array.isArray(record.mints)
      ? record.mints.filter((t): t is string => typeof t === 'string')
      : [];
    if (tickers.length + mints.length > 100)
      return {
        status: 400,
        body: { code: 'invalid_request', msg: 'at most 100 tickers and mints together' },
      };
    const nowMs = this.o.now();
    const markets = SANDBOX_MARKETS.filter((m) => tickers.includes(m.ticker)).map((m) =>
      dflowMarketPayload(this.market(m, nowMs)),
    );
    const byMint =
      mints.length === 0
        ? []
        : SANDBOX_MARKETS.map((m) => dflowMarketPayload(this.market(m, nowMs))).filter((m) => {
            const accounts = Object.values(
              m.accounts as Record<string, { yesMint: string; noMint: string; marketLedger: string }>,
            );
            return accounts.some(
              (a) => mints.includes(a.yesMint) || mints.includes(a.noMint) || mints.includes(a.marketLedger),
            );
          });
    // Unknown ids are left out without a word, as DFlow does ("bulk fetch markets" recipe).
    return ok({
      markets: [...markets, ...byMint.filter((m) => !tickers.includes(m.ticker as string))],
      cursor: null,
    });
  }
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
