// The sandbox venue_b read the way live Kalshi is: the normal KalshiConnector, its kalshiUrl and
// dflowUrl pointed at the sandbox server and `source: 'sandbox'`, publishing through the real
// MarketDataPublisher to an in-process bus. What reaches the md.* topics must be venue_b markets,
// books and prices, each labelled sandbox, with the sandbox mints as token ids and nothing
// dead-lettered. The process's Date is held on venue_a's recorded day (moving on with real time),
// so the same markets are open whenever the test runs.
import assert from 'node:assert/strict';
import FakeTimers from '@sinonjs/fake-timers';
import { createLogger } from '../../core/logger.ts';
import { validateMessage } from '../../core/market-data.ts';
import { KalshiConnector } from '../../ingest/kalshi/index.ts';
import { MarketDataPublisher } from '../../ingest/publisher.ts';
import { tokenIdOf } from '../../ingest/replay/ids.ts';
import {
  SANDBOX_MARKETS,
  sandboxMints,
  startKalshiSandbox,
  type KalshiSandbox,
} from '../../ingest/sandbox/kalshi/index.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { ConsumedMessages } from '../support/venue-server.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
const DAY = Date.parse('2026-07-11T18:00:00.000Z');

describe('sandbox venue_b through the live Kalshi connector', function () {
  this.timeout(60_000);
  let clock: ReturnType<typeof FakeTimers.install> | undefined;
  let sbx: KalshiSandbox | undefined;
  let bus: LogBus | undefined;
  let consumed: ConsumedMessages | undefined;
  let connector: KalshiConnector | undefined;

  afterEach(async () => {
    await connector?.stop();
    await consumed?.stop();
    await bus?.stop();
    await sbx?.close();
    clock?.uninstall();
  });

  it('should publish venue_b markets, books and trades labelled sandbox, with the sandbox mints', async () => {
    clock = FakeTimers.install({ now: DAY, toFake: ['Date'], shouldAdvanceTime: true });
    // venue_a's YES price: 0.3 for the Fed's July hold, 0.6 for the rest.
    const hold = tokenIdOf('rdc-usfed-fomc-2026-07-29-nochng', 'yes');
    sbx = await startKalshiSandbox({ seed: 5, priceOf: (token) => (token === hold ? '0.3' : '0.6') });
    bus = new LogBus({ partitions: 4 });
    await bus.start();
    consumed = new ConsumedMessages();
    await consumed.start(bus);
    connector = new KalshiConnector({
      publisher: new MarketDataPublisher(bus, log),
      log,
      kalshiUrl: sbx.kalshiUrl,
      dflowUrl: sbx.dflowUrl,
      dflowApiKey: sbx.dflowApiKey,
      pollIntervalMs: 1_000,
      maxMarkets: SANDBOX_MARKETS.length,
      source: 'sandbox',
    });
    await connector.start();
    const c = consumed;
    await eventually(
      'every sandbox market',
      () => new Set(c.markets.map((m) => m.market.ticker)).size === SANDBOX_MARKETS.length,
    );
    await eventually(
      'a book per outcome token',
      () => new Set(c.books.map((b) => b.token_id)).size === 2 * SANDBOX_MARKETS.length,
    );
    // The first poll lists trades from one poll interval back; the next ones go on from the newest.
    await eventually('trades', () => c.prices.length > 0, 30_000);

    const all = [...c.markets, ...c.books, ...c.prices];
    assert.deepEqual(c.deadLetters, []);
    for (const message of all) {
      assert.equal(message.source, 'sandbox', JSON.stringify(message).slice(0, 200));
      assert.equal(message.venue, 'venue_b');
      assert.ok(validateMessage(message).ok);
    }
    for (const m of c.markets) {
      const mints = sandboxMints(m.market.ticker as string);
      assert.match(m.market.ticker as string, /^SBX/);
      assert.deepEqual(
        [m.market.left_token_id, m.market.right_token_id, m.market.token_id_source],
        [mints.yes, mints.no, 'dflow_mint'],
      );
      assert.ok(m.market.active && Number(m.market.volume24hr) > 0);
    }
    const holdBooks = c.books.filter((b) => b.token_id === sandboxMints('SBXFEDDECISION-26JUL-H0').yes);
    const best = holdBooks.at(-1)!;
    assert.ok(best.bids.length > 1 && best.asks.length > 1, 'depth');
    const mid = (Number(best.bids[0][0]) + Number(best.asks[0][0])) / 2;
    assert.ok(Math.abs(mid - 0.3) <= 0.031, `the hold follows venue_a's 0.3: ${mid}`);
    for (const p of c.prices) {
      assert.equal(p.kind, 'last_trade');
      assert.ok(typeof p.trade_id === 'string' && Number(p.size) > 0);
    }
  });
});
