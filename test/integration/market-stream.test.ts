// GET /api/v1/markets/stream over HTTP (the HttpServer component, as the api role serves it) on the
// real pipeline: ingest publisher → bus → the engine's market-state writer → hot state, whose
// per-batch token-update message reaches the API's stream hub over the hot state's publish/subscribe,
// with the hot state in process and on the test Redis.
import assert from 'node:assert/strict';
import net from 'node:net';
import { HttpServer } from '../../api/http-server.ts';
import {
  encodeTokenUpdates,
  TOKEN_UPDATES_CHANNEL,
  type TokenUpdate,
} from '../../storage/hot/market-state.ts';
import {
  bookAt,
  quoteAt,
  recordedCatalog,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';
import { eventually } from '../support/wait.ts';

interface SseEvent {
  event: string;
  id: string | undefined;
  data: Record<string, unknown>;
}

/** Reads a text/event-stream response as it arrives: events, comments and the retry hint. */
class SseReader {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  retry: number | undefined;
  ended = false;
  failed: unknown;
  private buffer = '';

  constructor(readonly response: Response) {
    void this.pump();
  }

  private async pump(): Promise<void> {
    const reader = this.response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.buffer += value;
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          this.block(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
        }
      }
      this.ended = true;
    } catch (err) {
      this.failed = err;
    }
  }

  private block(text: string): void {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0)
      this.events.push({ event, id, data: JSON.parse(data.join('\n')) as Record<string, unknown> });
  }

  async waitFor(what: string, count: (events: SseEvent[]) => boolean, timeoutMs = 10_000): Promise<void> {
    await eventually(what, () => count(this.events) || this.failed !== undefined, timeoutMs);
    if (this.failed !== undefined) throw this.failed as Error;
  }
}

const T0 = Date.parse('2026-11-20T10:00:00.000Z');

for (const placement of ['memory', 'redis'] as const) {
  describe(`GET /api/v1/markets/stream (hot state: ${placement === 'memory' ? 'in-process' : 'Redis'})`, function () {
    this.timeout(30_000);
    let stack: MarketDataStack;
    let server: HttpServer;
    let base: string;
    const aborts: AbortController[] = [];
    // A venue_a market of the recorded catalog: its two tokens are streamed; another market's is not.
    const catalog = recordedCatalog();
    const market = catalog.find((m) => m.venue === 'venue_a' && m.market.market_id)!;
    const other = catalog.find(
      (m) => m.venue === 'venue_a' && m.market.market_id !== market.market.market_id,
    )!;
    const yes = market.market.left_token_id;
    const no = market.market.right_token_id;
    const unsubscribed = other.market.left_token_id;
    const mid = market.market.market_id;

    const open = async (query: string, headers: Record<string, string> = {}): Promise<SseReader> => {
      const abort = new AbortController();
      aborts.push(abort);
      const res = await fetch(`${base}/api/v1/markets/stream?${query}`, { headers, signal: abort.signal });
      assert.equal(res.status, 200, await (res.status === 200 ? Promise.resolve('') : res.text()));
      return new SseReader(res);
    };

    before(async () => {
      stack = await startMarketDataStack({
        hot: placement,
        streams: { pingMs: 200, stallMs: 400, retryMs: 1500 },
      });
      await stack.ingest([
        ...catalog,
        bookAt(
          'venue_a',
          mid,
          yes,
          T0,
          [
            ['0.4', '100'],
            ['0.39', '50'],
          ],
          [['0.42', '80']],
        ),
        quoteAt('venue_a', mid, no, T0, '0.57', '0.6'), // top of book only (the dataset replay's kind)
        bookAt('venue_a', other.market.market_id, unsubscribed, T0, [['0.2', '5']], [['0.3', '5']]),
      ]);
      server = new HttpServer(stack.app, 0, '127.0.0.1', 10_000, {
        onStopAccepting: () => stack.streams.close(),
      });
      await server.start();
      base = `http://127.0.0.1:${server.address().port}`;
    });

    afterEach(async () => {
      for (const a of aborts.splice(0)) a.abort();
      await eventually('every stream to be closed', () => stack.streams.clients === 0, 5000);
    });

    after(async () => {
      await server.stop();
      await stack.stop();
    });

    it('should send a snapshot per known token first, then price and book events of subscribed tokens only', async () => {
      const stream = await open(`token_ids=${yes},${no},never-seen-token`, { 'Last-Event-ID': '41' });
      assert.match(stream.response.headers.get('content-type')!, /^text\/event-stream/);
      assert.equal(stream.response.headers.get('cache-control'), 'no-cache, no-transform');
      await stream.waitFor('two snapshots', (e) => e.length >= 2);
      assert.equal(stream.retry, 1500);
      assert.ok(
        stream.comments.some((c) => c.includes('no replay after event 41')),
        'says there is no replay',
      );
      assert.deepEqual(
        stream.events.map((e) => e.event),
        ['snapshot', 'snapshot'],
        'the unknown token has no snapshot',
      );
      assert.deepEqual(stream.events[0]!.data, {
        token_id: yes,
        venue: 'venue_a',
        price: 0.41,
        best_bid: 0.4,
        best_ask: 0.42,
        bid_size: 100,
        ask_size: 80,
        ts: T0,
      });
      assert.deepEqual(stream.events[1]!.data, {
        token_id: no,
        venue: 'venue_a',
        price: 0.585,
        best_bid: 0.57,
        best_ask: 0.6,
        bid_size: null,
        ask_size: null,
        ts: T0,
      });
      assert.match(stream.events[0]!.id!, /^\d+$/);

      // One engine batch changes a subscribed token's top (and so its price) and an unsubscribed one.
      await stack.ingest(
        [
          bookAt(
            'venue_a',
            mid,
            yes,
            T0 + 1000,
            [['0.44', '10']],
            [
              ['0.46', '20'],
              ['0.5', '1'],
            ],
          ),
          bookAt('venue_a', other.market.market_id, unsubscribed, T0 + 1000, [['0.21', '5']], [['0.3', '5']]),
        ],
        { refresh: false },
      );
      await stream.waitFor('a price and a book event', (e) => e.length >= 4);
      const [price, book] = stream.events.slice(2);
      assert.deepEqual(price, {
        event: 'price',
        id: price!.id,
        data: { token_id: yes, venue: 'venue_a', price: 0.45, ts: T0 + 1000 },
      });
      assert.deepEqual(book, {
        event: 'book',
        id: price.id,
        data: {
          token_id: yes,
          venue: 'venue_a',
          best_bid: 0.44,
          best_ask: 0.46,
          bid_size: 10,
          ask_size: 20,
          ts: T0 + 1000,
        },
      });
      assert.ok(Number(price.id) > Number(stream.events[0]!.id), 'ids grow');

      // A change below the top shows nothing; the next change of the other token is the next event.
      await stack.ingest(
        [
          bookAt(
            'venue_a',
            mid,
            yes,
            T0 + 2000,
            [
              ['0.44', '10'],
              ['0.1', '7'],
            ],
            [['0.46', '20']],
          ),
        ],
        { refresh: false },
      );
      await stack.ingest([quoteAt('venue_a', mid, no, T0 + 3000, '0.55', '0.6')], { refresh: false });
      await stream.waitFor('the quote of the other token', (e) => e.length >= 6);
      assert.deepEqual(
        stream.events.slice(4).map((e) => [e.event, e.data.token_id, e.data.price ?? e.data.best_bid]),
        [
          ['price', no, 0.575],
          ['book', no, 0.55],
        ],
      );
      assert.ok(
        stream.events.every((e) => e.data.token_id !== unsubscribed),
        'never the unsubscribed token',
      );
      await stream.waitFor('a ping', () => stream.comments.includes('ping'), 3000);
    });

    it('should answer 400 naming token_ids when it is missing, empty or names too many', async () => {
      const cases: [string, string][] = [
        ['', 'query.token_ids is required'],
        ['token_ids=', 'query.token_ids must not be empty'],
        ['token_ids=,%20,', 'query.token_ids must name at least one token id'],
        [
          `token_ids=${Array.from({ length: 501 }, (_, i) => `t${i}`).join(',')}`,
          'query.token_ids must name at most 500 token ids',
        ],
      ];
      for (const [query, error] of cases) {
        const res = await fetch(`${base}/api/v1/markets/stream?${query}`);
        assert.equal(res.status, 400, query.slice(0, 40));
        assert.deepEqual(await res.json(), {
          success: false,
          error,
          code: 'invalid_request',
          param: 'token_ids',
        });
      }
      assert.equal(stack.streams.clients, 0);
      // 500 uint256-sized ids (about 40 KB of query string) are accepted.
      const many = Array.from({ length: 500 }, (_, i) => `${'7'.repeat(70)}${String(i).padStart(8, '0')}`);
      const stream = await open(`token_ids=${many.join(',')}`);
      await eventually('the stream to be registered', () => stack.streams.clients === 1, 3000);
      assert.equal(stream.events.length, 0, 'none of them is known');
    });

    it('should close the stream on the server when the client aborts', async () => {
      const stream = await open(`token_ids=${yes}`);
      await stream.waitFor('the snapshot', (e) => e.length === 1);
      assert.equal(stack.streams.clients, 1);
      aborts.pop()!.abort();
      await eventually('the server to forget the stream', () => stack.streams.clients === 0, 3000);
    });

    it('should keep one pending update per token for a client that does not read, and drop it when its socket stays full', async () => {
      const tokens = Array.from({ length: 300 }, (_, i) => `slow-${placement}-${i}`);
      const socket = net.connect(server.address().port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(`GET /api/v1/markets/stream?token_ids=${tokens.join(',')} HTTP/1.1\r\nHost: x\r\n\r\n`);
      socket.pause(); // never reads: the kernel buffers fill, then the server's
      await eventually('the stream to be registered', () => stack.streams.clients === 1, 3000);
      let closed = false;
      socket.on('close', () => (closed = true));
      // Updates of every token, again and again, until the socket buffers are full and stay full
      // (each message holds 300 tokens × 2 events ≈ 80 KB of events while the client keeps up).
      let maxPending = 0;
      const deadline = Date.now() + 10_000;
      for (let n = 0; stack.streams.clients > 0 && Date.now() < deadline; n++) {
        const updates: TokenUpdate[] = tokens.map((t) => ({
          token_id: t,
          venue: 'venue_a',
          ts: T0 + n,
          price: `0.${String(100 + (n % 9000)).padStart(4, '0')}`,
          top: ['0.1', String(n), '0.9', String(n)],
        }));
        await stack.hot.publish(TOKEN_UPDATES_CHANNEL, encodeTokenUpdates(updates));
        await new Promise((r) => setTimeout(r, 5));
        maxPending = Math.max(maxPending, stack.streams.pendingUpdates);
      }
      assert.equal(stack.streams.clients, 0, 'the stalled client was dropped');
      assert.ok(maxPending > 0, 'the client fell behind');
      assert.ok(maxPending <= tokens.length, `at most one pending entry per token (saw ${maxPending})`);
      socket.resume(); // reads what the kernel holds, then meets the end of the connection
      await eventually('its connection to be closed', () => closed, 5000);
      socket.destroy();
    });

    it('should end open streams when the server stops, without waiting for the drain time-out', async () => {
      const stream = await open(`token_ids=${yes}`);
      await stream.waitFor('the snapshot', (e) => e.length === 1);
      const t0 = Date.now();
      await server.stop(); // drain time-out 10 s
      assert.ok(Date.now() - t0 < 2000, `stopped in ${Date.now() - t0} ms`);
      await eventually('the stream to end', () => stream.ended || stream.failed !== undefined, 3000);
      assert.equal(stream.failed, undefined, 'a clean end of the stream');
      assert.equal(stack.streams.clients, 0);
      const refused = await fetch(`${base}/api/v1/markets/stream?token_ids=${yes}`).catch(
        (err: Error) => err,
      );
      assert.ok(refused instanceof Error, 'no longer accepting');
    });
  });
}
