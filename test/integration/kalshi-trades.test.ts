// Kalshi trades: the parser against kalshi-typescript's `Trade` model (the official client is the
// oracle of the shape: a field it renames fails the type check here), and the connector's trade poll
// against the local venue (test/support/kalshi-venue.ts) with a hand-built GET /markets/trades
// (nothing of it was recorded), read back from the md.prices topic.
import assert from 'node:assert/strict';
import type { GetTradesResponse, Trade } from 'kalshi-typescript';
import { createLogger } from '../../core/logger.ts';
import { validateMessage } from '../../core/market-data.ts';
import { KalshiConnector } from '../../ingest/kalshi/index.ts';
import { parseKalshiTrade } from '../../venues/kalshi/index.ts';
import { startConnector, stopConnector, type ConnectorHarness } from '../support/connector-harness.ts';
import { kalshiVenue } from '../support/kalshi-venue.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');

// Hand-built in the client's model; KXBOND-30-ATJ is the most traded recorded open market. Trades
// are n seconds after the test starts (a listing from min_ts holds only trades after it).
const BASE = Math.floor(Date.now() / 1000) * 1000 + 250;
const at = (n: number) => new Date(BASE + n * 1000).toISOString();
const trade = (n: number, overrides: Partial<Trade> = {}): Trade => ({
  trade_id: `6a1f0c52-0000-4000-8000-00000000000${n}`,
  ticker: 'KXBOND-30-ATJ',
  count_fp: '12.50',
  yes_price_dollars: '0.1700',
  no_price_dollars: '0.8300',
  taker_outcome_side: 'yes',
  taker_book_side: 'bid',
  created_time: at(n),
  is_block_trade: false,
  ...overrides,
});

describe('Kalshi trades', function () {
  this.timeout(20_000);

  it("should turn a trade into each outcome token's last trade with Kalshi's trade id", () => {
    const parsed = parseKalshiTrade(trade(1));
    assert.ok(parsed.ok);
    const [yes, no] = parsed.value;
    assert.deepEqual(
      [yes, no].map((m) => [m.token_id, m.price, m.side, m.size, m.trade_id, m.ts]),
      [
        ['KXBOND-30-ATJ:yes', '0.17', 'buy', '12.5', trade(1).trade_id, BASE + 1000],
        ['KXBOND-30-ATJ:no', '0.83', 'sell', '12.5', trade(1).trade_id, BASE + 1000],
      ],
    );
    for (const m of parsed.value) assert.ok(validateMessage(m).ok, JSON.stringify(validateMessage(m)));
    const noTaker = parseKalshiTrade(trade(2, { taker_outcome_side: 'no' }));
    assert.deepEqual(noTaker.ok && noTaker.value.map((m) => m.side), ['sell', 'buy'], 'a NO taker bought NO');
    const legacy = parseKalshiTrade({
      trade_id: 'x',
      ticker: 'K',
      yes_price: 42,
      count: 3,
      taker_side: 'yes',
      created_time: '2025-01-01T00:00:00Z',
    });
    assert.deepEqual(legacy.ok && legacy.value.map((m) => [m.price, m.size]), [
      ['0.42', '3'],
      ['0.58', '3'],
    ]);
    const bad = parseKalshiTrade({ ...trade(3), trade_id: '' });
    assert.deepEqual(bad.ok ? undefined : bad.reason, 'trade_id is required');
  });

  it('should poll the trades of the markets it polls books of, from the newest one seen', async () => {
    let h: ConnectorHarness<KalshiConnector> | undefined;
    try {
      h = await startConnector(
        kalshiVenue,
        (server) =>
          server.route('GET /markets/trades', ({ query }) => {
            const body: GetTradesResponse = {
              // A market outside the polled three is left out.
              trades: [trade(2), trade(1), trade(3, { ticker: 'KXBOND-30-NOT-POLLED' })],
              cursor: '',
            };
            return { body: query.get('cursor') ? { trades: [], cursor: '' } : body };
          }),
        log,
        ({ server, publisher }) =>
          new KalshiConnector({
            publisher,
            log,
            kalshiUrl: server.url,
            dflowUrl: server.url,
            pollIntervalMs: 50,
            maxMarkets: 3,
            kalshiMinIntervalMs: 0,
            orderbookConcurrency: 1,
          }),
      );
      const { server, consumed } = h;
      await eventually('a second trades poll', () => server.requests('/markets/trades').length >= 2);
      await eventually('both trades, both tokens', () => consumed.prices.length >= 4);
      const first = new URLSearchParams(server.requests('/markets/trades')[0]!.query);
      const second = new URLSearchParams(server.requests('/markets/trades')[1]!.query);
      assert.equal(first.get('limit'), '1000');
      const newest = Math.floor((BASE + 2000) / 1000);
      assert.equal(
        Number(second.get('min_ts')),
        Math.max(Number(first.get('min_ts')), newest),
        'from the newest trade seen',
      );
      const yes = consumed.prices.filter(
        (p) => p.token_id === 'KXBOND-30-ATJ:yes' && p.kind === 'last_trade',
      );
      assert.deepEqual([...new Set(yes.map((p) => p.trade_id as string))].sort(), [
        trade(1).trade_id,
        trade(2).trade_id,
      ]);
      assert.ok(consumed.prices.every((p) => p.market_id === 'KXBOND-30-ATJ'));
    } finally {
      await stopConnector(h);
    }
  });
});
