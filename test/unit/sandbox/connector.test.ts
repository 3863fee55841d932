// The venue_a sandbox connector on the shipped slice, on a controlled clock: it begins when the
// replay has ended, carries the markets open at the recording's end forward from their last recorded
// prices, and publishes valid messages labelled sandbox: 5-level tick-aligned books, simulated trades
// with sandbox ids, and catalog entries whose volume grows; the same seed and clock give the same
// messages.
import assert from 'node:assert/strict';
import type { Clock } from '../../../core/clock.ts';
import { compare, complement } from '../../../core/decimal.ts';
import { createLogger } from '../../../core/logger.ts';
import type { MarketDataMessage } from '../../../core/market-data.ts';
import { messageProblem } from '../../../core/market-data/codec.ts';
import { isSandboxTradeId } from '../../../core/sandbox.ts';
import { DEFAULT_REPLAY_DIR, loadReplayCatalog, type ReplayCatalog } from '../../../ingest/replay/index.ts';
import { SandboxConnector } from '../../../ingest/sandbox/connector.ts';
import { readSandboxStarts } from '../../../ingest/sandbox/start-state.ts';

const log = createLogger('silent');
const STEP = 5000;
const T0 = Date.UTC(2026, 11, 2, 12, 0, 0);

class ManualClock implements Clock {
  constructor(public t: number) {}
  now(): number {
    return this.t;
  }
  setTimeout(): { unref(): void } {
    return { unref: () => undefined };
  }
  clearTimeout(): void {}
}

async function run(
  catalog: ReplayCatalog,
  seed: string,
  steps: number,
  after?: () => Promise<unknown>,
  { stepMs = STEP, speed = 1 } = {},
) {
  const published: MarketDataMessage[][] = [];
  const clock = new ManualClock(T0);
  const sandbox = new SandboxConnector({
    dir: DEFAULT_REPLAY_DIR,
    catalog,
    publisher: { publish: (_source, messages) => Promise.resolve(void published.push([...messages])) },
    log,
    seed,
    stepMs,
    speed,
    clock,
    after,
  });
  await sandbox.start();
  await sandbox.begun;
  for (let i = 1; i <= steps; i += 1) {
    clock.t = T0 + (i * stepMs) / speed;
    await sandbox.tick();
  }
  await sandbox.stop();
  return { published, sandbox };
}

describe('venue_a sandbox connector', function () {
  this.timeout(60_000);
  let catalog: ReplayCatalog;
  before(async () => {
    catalog = await loadReplayCatalog(DEFAULT_REPLAY_DIR);
  });

  it('should begin only once the replay has ended, from the last recorded prices of the markets still open', async () => {
    let ended = false;
    let end!: () => void;
    const replayDone = new Promise<void>((resolve) => (end = resolve));
    const started = run(catalog, 'seed-a', 0, () => replayDone.then(() => (ended = true)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(ended, false);
    end();
    const { published, sandbox } = await started;
    assert.ok(ended);
    const { starts } = await readSandboxStarts(DEFAULT_REPLAY_DIR, catalog);
    assert.ok(starts.length > 50, `${starts.length} markets open at the recording's end`);
    assert.equal(sandbox.walked.length, starts.length);
    assert.ok(starts.every((s) => s.market.closeAt === Infinity));
    const markets = published.flat().filter((m) => m.type === 'market');
    assert.equal(markets.length, starts.length, 'one catalog entry per market on the first step');
  });

  it('should publish valid, sandbox-labelled books, trades and catalog entries, with volume growing', async () => {
    const { published } = await run(catalog, 'seed-a', 24);
    const all = published.flat();
    for (const m of all) {
      assert.equal(messageProblem(m), undefined, JSON.stringify(m).slice(0, 300));
      assert.equal('source' in m ? m.source : undefined, 'sandbox');
    }
    const books = all.filter((m) => m.type === 'book');
    for (const b of books) {
      // Five levels a side, fewer only where the tick leaves no room before 0 or 1.
      const ticks = (p: string) => Math.round(Number(p) / Number(b.tick_size));
      const one = ticks('1');
      assert.equal(b.bids.length, Math.min(5, ticks(b.bids[0]![0])), 'five bid levels');
      assert.equal(b.asks.length, Math.min(5, one - ticks(b.asks[0]![0])), 'five ask levels');
      assert.equal(compare(b.bids[0]![0], b.asks[0]![0]), -1, 'not crossed');
      for (const [price] of [...b.bids, ...b.asks])
        assert.match(price, b.tick_size === '0.01' ? /^0\.\d{1,2}$/ : /^0\.\d{1,3}$/);
      assert.ok(b.ts > T0 - 1 && (b.ts - T0) % STEP === 0, 'stamped at its step');
    }
    // The NO book is the YES book's complement.
    const [yes, no] = books;
    assert.equal(no!.market_id, yes!.market_id);
    assert.deepEqual(no!.asks[0], [complement(yes!.bids[0]![0]), yes!.bids[0]![1]]);
    assert.ok(books.filter((b) => b.bids.length === 5 && b.asks.length === 5).length > books.length / 2);
    const trades = all.filter((m) => m.type === 'price');
    assert.ok(trades.length > 100, `${trades.length} simulated trades`);
    for (const t of trades) {
      assert.equal(t.kind, 'last_trade');
      assert.ok(t.trade_id !== undefined && isSandboxTradeId(t.trade_id));
      assert.ok(t.side === 'buy' || t.side === 'sell');
      assert.ok(Number(t.size) > 0);
    }
    const last = published.at(-1)!.filter((m) => m.type === 'market');
    assert.ok(last.length > 0, 'catalog entries again after 12 steps');
    const grew = last.filter((m) => Number(m.market.volume) > 0);
    assert.ok(
      grew.length > last.length / 2,
      `${grew.length} of ${last.length} markets with simulated volume`,
    );
    // No rules where the recording has none, except the team-written ones (venue-a-rules.ts), which say so.
    assert.ok(last.every((m) => m.recorded === undefined));
    const described = last.filter((m) => m.market.description !== '');
    assert.deepEqual(
      described.map((m) => [
        m.market.slug,
        /\n\nSandbox: these rules were written/.test(m.market.description),
      ]),
      [['cbpac-usfed-2026-cut', true]],
    );
  });

  it('should give the same messages for the same seed and clock, others for another seed', async () => {
    const a = (await run(catalog, 'seed-a', 6)).published.flat();
    const b = (await run(catalog, 'seed-a', 6)).published.flat();
    const c = (await run(catalog, 'seed-b', 6)).published.flat();
    assert.deepEqual(a, b);
    assert.notDeepEqual(
      a.filter((m) => m.type === 'book'),
      c.filter((m) => m.type === 'book'),
    );
  });

  it('should run the same walk SANDBOX_SPEED times faster, stamped with the real time', async () => {
    const minute = 60_000;
    const slow = (await run(catalog, 'seed-a', 4, undefined, { stepMs: minute })).published;
    const fast = (await run(catalog, 'seed-a', 4, undefined, { stepMs: minute, speed: 60 })).published;
    assert.equal(fast.length, 5, 'one publish a step: the first and 4 more, each a real second apart');
    // The same books and trades step for step; only the stamps differ: a sandbox minute is a real second.
    const unstamped = (batch: MarketDataMessage[]) =>
      JSON.parse(
        JSON.stringify(batch)
          .replace(/"(ts|source_ts)":\d+/g, '"$1":0')
          .replace(/"updated_at":"[^"]*"/g, '"updated_at":""'),
      ) as unknown;
    assert.deepEqual(fast.map(unstamped), slow.map(unstamped));
    const stamps = (batches: MarketDataMessage[][]) =>
      batches.map((b) => [...new Set(b.filter((m) => m.type === 'book').map((m) => m.ts - T0))]);
    assert.deepEqual(stamps(slow), [[0], [60_000], [120_000], [180_000], [240_000]]);
    assert.deepEqual(stamps(fast), [[0], [1000], [2000], [3000], [4000]]);
  });

  it('should follow the faster walk in priceAt (the venue_b sandbox reads it at real times)', async () => {
    const minute = 60_000;
    const sandbox = new SandboxConnector({
      dir: DEFAULT_REPLAY_DIR,
      catalog,
      publisher: { publish: () => Promise.resolve() },
      log,
      seed: 'seed-a',
      stepMs: minute,
      speed: 60,
      clock: new ManualClock(T0),
    });
    await sandbox.start();
    await sandbox.begun;
    const market = sandbox.walked[0]!;
    // 10 real seconds at 60× are 10 sandbox minutes: step 10 of the walk, not step 0.
    assert.equal(sandbox.priceAt(market.yesTokenId, T0 + 10_000), market.walk.priceAt(10 * minute));
    assert.notEqual(market.walk.priceAt(10 * minute), market.walk.priceAt(10_000));
    await sandbox.stop();
  });
});
