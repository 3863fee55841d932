// A local stand-in of Polymarket's CLOB (node:http on a free port) answering with the recorded
// payloads in test/fixtures/polymarket-clob (LGPL-3.0-or-later, see SOURCE.txt there). Routes are
// "METHOD /path" (a trailing * matches a prefix); every request is recorded, and assertSigned()
// checks each carries valid L1 (auth) or L2 (trading) headers.
// Like the CLOB, POST /order refuses amounts that break the exchange's rules before any route
// answers: HTTP 400 {"error": "<the CLOB's own words>"} (clobRefusal in order-amounts.ts quotes the
// source of each text: precision per kind and side, a limit price off the tick, the minimum sizes).
// The tick size and minimum size are per token (`market(token, …)`), 0.01 and 5 shares otherwise.
// Like the CLOB too, and in its words (docs.polymarket.com "Error Codes"), it refuses: any
// authenticated call while trading is disabled (503), new orders in cancel-only mode (503), every
// authenticated call while it throttles (429 "Too Many Requests", with Retry-After when
// `retryAfter` is set, as Cloudflare's throttling answers), an order signed for another
// exchange version than GET /version says (`order_version_mismatch`), an order spending more than
// the balance it was given for the asset (`not enough balance / allowance: …`), and a FOK (FAK)
// order the book's depth cannot fill whole (at all). What is not configured is not checked.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { recoverTypedDataAddress, type Hex } from 'viem';
import { clobAuthTypedData, hmacSignature } from '../../venues/polymarket/clob-auth.ts';
import { clobRefusal, orderKindOf, type TickSize } from '../../venues/polymarket/order-amounts.ts';
import { hashOrderV2, orderV2TypedData } from '../../venues/polymarket/order-signing.ts';
import { POLYGON_CHAIN_ID, exchangeAddress, type OrderV2 } from '../../venues/polymarket/order-types.ts';
import { freePort } from '../../harness/servers/free-port.ts';

// Synthetic: the CLOB's {apiKey, secret, passphrase} answer (docs: create / derive API key).
export const CREDS = {
  key: '00000000-0000-0000-0000-000000000001',
  secret: Buffer.from('a thirty-two byte hmac test key!').toString('base64url'),
  passphrase: 'test-passphrase',
};
export const CREDS_ANSWER = JSON.stringify({
  apiKey: CREDS.key,
  secret: CREDS.secret,
  passphrase: CREDS.passphrase,
});

export const fixture = (name: string): string =>
  readFileSync(new URL(`../fixtures/polymarket-clob/${name}`, import.meta.url), 'utf8');
export const json = (name: string): Record<string, any> => JSON.parse(fixture(name));

export const page = (...trades: unknown[]) => JSON.stringify({ data: trades, next_cursor: 'LTE=' });

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}
type Reply = { status?: number; body?: string } | 'hang';
/** The exchange's mode: open, cancel-only (no new orders) or disabled (nothing at all). */
export type TradingMode = 'open' | 'cancel-only' | 'disabled';
/** The CLOB's words (docs.polymarket.com, resources/error-codes). */
export const CLOB_WORDS = {
  disabled: 'Trading is currently disabled. Check polymarket.com for updates',
  cancelOnly: 'Trading is currently cancel-only. New orders are not accepted, but cancels are allowed.',
  throttled: 'Too Many Requests',
  fokNotFilled: "order couldn't be fully filled. FOK orders are fully filled or killed.",
  fakNotMatched:
    'no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.',
  versionMismatch: 'order_version_mismatch',
  /** With the balance and the order's amount, in base units, as the live CLOB adds them. */
  notEnoughBalance: (balance: bigint, amount: bigint) =>
    `not enough balance / allowance: the balance is not enough -> balance: ${balance}, order amount: ${amount}`,
} as const;
/** The asset a balance is of: the collateral (pUSD) or an outcome token id. */
export const COLLATERAL = 'collateral';
/** A route may answer later (a test holding a request until its turn). */
type Route = (request: Seen) => Reply | Promise<Reply>;

/** The CLOB stand-in: routes by "METHOD /path" (a trailing * matches a prefix); records every request. */
export class ClobStub {
  readonly requests: Seen[] = [];
  private readonly routes = new Map<string, Route>();
  private readonly markets = new Map<string, { tickSize: TickSize; minOrderSize: string }>();
  private readonly hanging: ServerResponse[] = [];
  private readonly balances = new Map<string, bigint>();
  private readonly depths = new Map<string, bigint>();
  /** What GET /version answers, and what POST /order checks signatures against. */
  exchangeVersion: 2 | 3 = 2;
  trading: TradingMode = 'open';
  /** While true every authenticated call is answered 429. */
  throttling = false;
  /** Seconds the 429s of `throttling` name in Retry-After (none when null). */
  retryAfter: number | null = null;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<ClobStub> {
    const port = await freePort();
    const server = createServer();
    const stub = new ClobStub(server, `http://127.0.0.1:${port}`);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', stub.url);
        const seen = {
          method: req.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        };
        stub.requests.push(seen);
        void stub.answer(seen, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return stub;
  }

  on(key: string, route: Route | string, status = 200): void {
    this.routes.set(key, typeof route === 'string' ? () => ({ status, body: route }) : route);
  }

  /** The rules of a token's market: its tick size and minimum (resting) order size in shares. */
  market(tokenId: string, tickSize: TickSize, minOrderSize = '5'): void {
    this.markets.set(tokenId, { tickSize, minOrderSize });
  }

  /** What the wallet holds of an asset (COLLATERAL or a token id), base units: orders spending more are refused. */
  balance(asset: string, units: bigint): void {
    this.balances.set(asset, units);
  }

  /** Shares a marketable order of the token can take at once: FOK orders over it, FAK orders at 0, are killed. */
  depth(tokenId: string, shares: bigint): void {
    this.depths.set(tokenId, shares);
  }

  /** The CLOB's refusal of an order whose amounts pass: version, balance, depth; null when none. */
  private async stateRefusal(body: string): Promise<string | null> {
    const payload = JSON.parse(body) as { order: Record<string, string | number>; orderType: string };
    const o = payload.order;
    if (Number(o.signatureType) === 0) {
      // Recovered under the version the CLOB is at (its V2 exchanges or its V3 one), or a mismatch.
      const order = o as unknown as OrderV2;
      const contracts =
        this.exchangeVersion === 3
          ? [exchangeAddress(3, POLYGON_CHAIN_ID, false)]
          : [false, true].map((neg) => exchangeAddress(2, POLYGON_CHAIN_ID, neg));
      let matches = false;
      for (const verifyingContract of contracts) {
        const typed = orderV2TypedData(
          order,
          { chainId: POLYGON_CHAIN_ID, verifyingContract },
          this.exchangeVersion,
        );
        const signer = await recoverTypedDataAddress({ ...typed, signature: o.signature as Hex }).catch(
          () => null,
        );
        if (signer !== null && signer.toLowerCase() === String(o.signer).toLowerCase()) matches = true;
      }
      if (!matches) return CLOB_WORDS.versionMismatch;
    }
    const spends = o.side === 'BUY' ? COLLATERAL : String(o.tokenId);
    const held = this.balances.get(spends);
    const amount = BigInt(String(o.makerAmount));
    if (held !== undefined && amount > held) return CLOB_WORDS.notEnoughBalance(held, amount);
    const depth = this.depths.get(String(o.tokenId));
    const shares = BigInt(String(o.side === 'BUY' ? o.takerAmount : o.makerAmount));
    if (depth !== undefined && payload.orderType === 'FOK' && shares > depth) return CLOB_WORDS.fokNotFilled;
    if (depth !== undefined && payload.orderType === 'FAK' && depth === 0n) return CLOB_WORDS.fakNotMatched;
    return null;
  }

  /** The CLOB's refusal of a POST /order body, or null when the exchange's rules pass. */
  private refusal(body: string): string | null {
    let payload: { order?: Record<string, unknown>; orderType?: unknown };
    try {
      payload = JSON.parse(body) as typeof payload;
    } catch {
      return 'Invalid order payload';
    }
    const o = payload.order;
    const side = o?.side;
    if (!o || (side !== 'BUY' && side !== 'SELL') || typeof payload.orderType !== 'string')
      return 'Invalid order payload';
    let makerAmount: bigint, takerAmount: bigint;
    try {
      makerAmount = BigInt(String(o.makerAmount));
      takerAmount = BigInt(String(o.takerAmount));
    } catch {
      return 'Invalid order payload';
    }
    const rules = this.markets.get(String(o.tokenId)) ?? { tickSize: '0.01' as const, minOrderSize: '5' };
    // The hash names the order in the minimum-size text: the V2 Polygon CTF exchange's (the stand-in
    // does not know the market's exchange; only the text's shape is asserted).
    let orderHash: string | undefined;
    try {
      orderHash = hashOrderV2(
        {
          salt: String(o.salt),
          maker: o.maker as `0x${string}`,
          signer: o.signer as `0x${string}`,
          tokenId: String(o.tokenId),
          makerAmount: String(makerAmount),
          takerAmount: String(takerAmount),
          side: side,
          signatureType: Number(o.signatureType) as 0,
          timestamp: String(o.timestamp),
          metadata: o.metadata as `0x${string}`,
          builder: o.builder as `0x${string}`,
          expiration: String(o.expiration),
        },
        { chainId: POLYGON_CHAIN_ID, verifyingContract: exchangeAddress(2, POLYGON_CHAIN_ID, false) },
      );
    } catch {
      orderHash = undefined;
    }
    return clobRefusal({
      kind: orderKindOf(payload.orderType),
      side,
      makerAmount,
      takerAmount,
      tickSize: rules.tickSize,
      minOrderSize: rules.minOrderSize,
      orderHash,
    });
  }

  sent(method: string, path: string | RegExp): Seen[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(seen: Seen, res: ServerResponse): Promise<void> {
    const key = `${seen.method} ${seen.path}`;
    const refuse = (status: number, words: string) => {
      const wait =
        status === 429 && this.retryAfter !== null ? { 'Retry-After': String(this.retryAfter) } : {};
      res.writeHead(status, { 'Content-Type': 'application/json', ...wait });
      res.end(JSON.stringify({ error: words }));
    };
    if (key === 'GET /version' && !this.routes.has(key))
      return answerJson(res, { version: this.exchangeVersion });
    const authenticated = seen.path !== '/version';
    if (authenticated && this.throttling) return refuse(429, CLOB_WORDS.throttled);
    if (authenticated && this.trading === 'disabled') return refuse(503, CLOB_WORDS.disabled);
    if (key === 'POST /order' && this.trading === 'cancel-only') return refuse(503, CLOB_WORDS.cancelOnly);
    const refused =
      key === 'POST /order' ? (this.refusal(seen.body) ?? (await this.stateRefusal(seen.body))) : null;
    if (refused !== null) return refuse(400, refused);
    const route =
      this.routes.get(key) ??
      [...this.routes].find(([k]) => k.endsWith('*') && key.startsWith(k.slice(0, -1)))?.[1];
    // 418: no route; assertSigned() fails the test on it (a 404 would mean "unknown order").
    const reply = route ? await route(seen) : { status: 418, body: '{"error":"no route"}' };
    if (reply === 'hang') {
      this.hanging.push(res);
      return;
    }
    res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
    res.end(reply.body ?? '');
  }

  /** Every request was routed and carries valid L1 (auth) or L2 (trading) headers. */
  async assertSigned(wallet: string): Promise<void> {
    assert.ok(this.requests.length > 0, 'no request reached the stand-in');
    const now = Math.floor(Date.now() / 1000);
    for (const r of this.requests) {
      const what = `${r.method} ${r.path}`;
      if (what === 'GET /version') continue; // public: no route needed, nothing signed
      assert.ok(
        this.routes.has(`${r.method} ${r.path}`) ||
          [...this.routes.keys()].some((k) => k.endsWith('*') && what.startsWith(k.slice(0, -1))),
        `unrouted ${what}`,
      );
      const h = r.headers;
      assert.equal(h.poly_address, wallet, what);
      const ts = Number(h.poly_timestamp);
      assert.ok(
        Number.isInteger(ts) && Math.abs(now - ts) <= 30,
        `${what}: POLY_TIMESTAMP ${String(h.poly_timestamp)}`,
      );
      if (r.path.startsWith('/auth/')) {
        const signature = h.poly_signature as Hex;
        const typed = clobAuthTypedData(wallet, POLYGON_CHAIN_ID, ts, BigInt(h.poly_nonce as string));
        assert.equal(await recoverTypedDataAddress({ ...typed, signature }), wallet, `${what}: L1 signature`);
      } else {
        assert.equal(h.poly_api_key, CREDS.key, what);
        assert.equal(h.poly_passphrase, CREDS.passphrase, what);
        // The HMAC covers timestamp + method + path (no query string) + the exact body.
        const expected = hmacSignature(
          CREDS.secret,
          ts,
          r.method,
          r.path,
          r.body === '' ? undefined : r.body,
        );
        assert.equal(h.poly_signature, expected, `${what}: L2 signature`);
      }
    }
  }
}

function answerJson(res: ServerResponse, body: unknown): void {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
