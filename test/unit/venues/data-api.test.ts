// The Data API client's parsing on recorded answers (test/fixtures/polymarket-data-api, see its
// SOURCE.txt): real /activity and /trades?user= rows into exact trading.target-trades messages,
// other activity types skipped and counted, broken rows reported with their reason, and the HTTP
// side (query, errors, time-out) against a fetch stand-in.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseTargetTradeMessage, type TargetTradeMessage } from '../../../core/trading-events.ts';
import {
  DataApiError,
  fetchActivity,
  parseActivityPage,
  parseActivityRecord,
  toTargetTrade,
  type ActivityTrade,
} from '../../../venues/polymarket/data-api.ts';

const FIXTURES = path.join(import.meta.dirname, '..', '..', 'fixtures', 'polymarket-data-api');
const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));

type Row = Record<string, unknown>;
interface ByType {
  response: Record<string, { http: number; rows: Row[] }>;
}
const activity = fixture('data_v1_activity_by_type.json') as ByType;
const activityRows = (type: string): Row[] => activity.response[type]!.rows;
const tradesAnswer = (fixture('data_v1_trades.json') as { response: Row[] }).response;
const nautilusTrades = fixture('data_api_trades_response.json') as Row[];

const BOSONA = '0xc2ad03f79ca3f3c17d8c7de2612ce0c89b7d40ed';
const SEEN_AT = Date.parse('2026-09-28T18:30:00.123Z');

function trades(rows: unknown[]): ActivityTrade[] {
  const page = parseActivityPage(rows);
  assert.deepEqual(page.malformed, []);
  return page.trades;
}

/** The message, and proof that it passes the topic's own validation. */
function message(trade: ActivityTrade): TargetTradeMessage {
  const m = toTargetTrade(trade, SEEN_AT);
  const checked = parseTargetTradeMessage(JSON.stringify(m));
  assert.ok(checked.ok, checked.ok ? '' : checked.reason);
  return m;
}

describe('Polymarket Data API: activity → target trades', () => {
  it('should turn the recorded /activity TRADE rows into exact messages, usdc as the API gives it', () => {
    const messages = trades(activityRows('TRADE')).map(message);
    assert.deepEqual(messages, [
      {
        v: 1,
        type: 'target_trade',
        venue: 'venue_a',
        target: BOSONA,
        trade_id:
          '0xcfbc00ffd3ae55b78bf49b9716375f608099a8183fb4ac931f00b5bb158a94d1:87378234650055540935470495291045092567587444793277575994368171700863579455312:BUY',
        token_id: '87378234650055540935470495291045092567587444793277575994368171700863579455312',
        market_id: '0x968aa5e188a733a873ba95e738620534a6e5af0b6f51d9b09239dc0557af2895',
        side: 'BUY',
        price: '0.7400000004',
        shares: '199.372308',
        usdc: '147.535508',
        at: '2026-09-28T18:28:38.000Z',
        seen_at: '2026-09-28T18:30:00.123Z',
      },
      {
        v: 1,
        type: 'target_trade',
        venue: 'venue_a',
        target: BOSONA,
        trade_id:
          '0xe53c73f763b9330cafe94b303ebe06c96184489667f3334faf164ddb65db21fc:93335504323282352028767119845635840338634878270187352487756318246108664038949:BUY',
        token_id: '93335504323282352028767119845635840338634878270187352487756318246108664038949',
        market_id: '0x968aa5e188a733a873ba95e738620534a6e5af0b6f51d9b09239dc0557af2895',
        side: 'BUY',
        price: '0.32',
        shares: '5',
        // Not 0.32 × 5 = 1.6: the API's own amount is kept (fees and the fill's real ratio are in it).
        usdc: '1.67616',
        at: '2026-09-28T18:28:17.000Z',
        seen_at: '2026-09-28T18:30:00.123Z',
      },
    ]);
  });

  it('should read /trades?user= rows (no type, no usdcSize) as trades whose usdc is price × shares, exactly', () => {
    const messages = trades(tradesAnswer).map(message);
    assert.deepEqual(
      messages.map((m) => [m.trade_id, m.side, m.price, m.shares, m.usdc, m.at]),
      [
        [
          '0xa4a199d1eba705835fa9241c9519c33cbd56c31be9cfb87863a75070f15f4240:84757366440098301426530610616217983251057323529958745541991207115084628755708:BUY',
          'BUY',
          '0.3200000233',
          '10.294118',
          '3.2941179998529494',
          '2026-09-28T18:30:38.000Z',
        ],
        [
          '0xcfbc00ffd3ae55b78bf49b9716375f608099a8183fb4ac931f00b5bb158a94d1:87378234650055540935470495291045092567587444793277575994368171700863579455312:BUY',
          'BUY',
          '0.7400000004',
          '199.372308',
          // The same fill as the /activity row above, whose usdcSize (147.535508) is this rounded to 6 places.
          '147.5355079997489232',
          '2026-09-28T18:28:38.000Z',
        ],
      ],
    );
    // One trade, one id, whichever endpoint it came from.
    assert.equal(messages[1]!.trade_id, message(trades(activityRows('TRADE'))[0]!).trade_id);
  });

  it('should read the NautilusTrader /trades sample (placeholder values) including its SELL', () => {
    const messages = trades(nautilusTrades).map(message);
    assert.deepEqual(
      messages.map((m) => [m.target, m.side, m.price, m.shares, m.usdc, m.at]),
      [
        [
          '0x1111111111111111111111111111111111111111',
          'BUY',
          '0.55',
          '100',
          '55',
          '2024-03-09T16:00:00.000Z',
        ],
        [
          '0x2222222222222222222222222222222222222222',
          'SELL',
          '0.53',
          '50',
          '26.5',
          '2024-03-09T15:58:20.000Z',
        ],
        [
          '0x3333333333333333333333333333333333333333',
          'BUY',
          '0.45',
          '75',
          '33.75',
          '2024-03-09T15:56:40.000Z',
        ],
      ],
    );
    assert.equal(
      messages[1]!.trade_id,
      '0xdef456789012345678901234567890abcdef1234567890abcdef123456789abc:71321045863084981365469005770620412523470745398083994982746259498689308907982:SELL',
    );
  });

  it('should skip and count every recorded row of another type (MERGE, REDEEM, REWARD, rebates), reading none as a trade', () => {
    const others = ['MERGE', 'REDEEM', 'REWARD', 'MAKER_REBATE', 'TAKER_REBATE'].flatMap(activityRows);
    const page = parseActivityPage([...others, ...activityRows('TRADE')]);
    assert.equal(page.received, 12);
    assert.equal(page.skipped, 10);
    assert.deepEqual(page.malformed, []);
    assert.equal(page.trades.length, 2);
    const merge = parseActivityRecord(activityRows('MERGE')[0]);
    assert.deepEqual(merge, { ok: true, value: { kind: 'other', type: 'MERGE' } });
  });

  it('should report each broken row with its index and reason, and keep the good rows of the page', () => {
    // Derived: the first recorded TRADE row with one field broken at a time.
    const good = activityRows('TRADE')[0]!;
    const broken: [Row, RegExp][] = [
      [{ ...good, price: '1.5' }, /price is not in \(0, 1\]/],
      [{ ...good, price: 'NaN' }, /price is not a decimal/],
      [{ ...good, size: 0 }, /size is not positive/],
      [{ ...good, usdcSize: -1 }, /usdcSize is negative/],
      [{ ...good, side: '' }, /side is not BUY or SELL/],
      [{ ...good, asset: 8.737823465005554e76 }, /asset is not a token id/],
      [{ ...good, conditionId: '0xabc' }, /conditionId is not a condition id/],
      [{ ...good, transactionHash: undefined }, /transactionHash is not a transaction hash/],
      [{ ...good, proxyWallet: 'bosona' }, /proxyWallet is not an address/],
      [{ ...good, timestamp: 1790620118.5 }, /timestamp is not unix seconds/],
      [{ ...good, type: 7 }, /type is not text/],
    ];
    const page = parseActivityPage([good, ...broken.map(([row]) => row), 'not a row']);
    assert.equal(page.received, broken.length + 2);
    assert.equal(page.trades.length, 1);
    assert.equal(page.skipped, 0);
    assert.deepEqual(
      page.malformed.map((m) => m.index),
      [...broken.keys()].map((i) => i + 1).concat(broken.length + 1),
    );
    broken.forEach(([, reason], i) => assert.match(page.malformed[i]!.reason, reason));
    assert.match(page.malformed.at(-1)!.reason, /not an object/);
  });

  it('should accept a timestamp sent as text and lower-case the wallet and hash', () => {
    const good = activityRows('TRADE')[1]!;
    const parsed = parseActivityRecord({
      ...good,
      timestamp: '1790620097',
      proxyWallet: BOSONA.toUpperCase().replace('0X', '0x'),
      transactionHash: String(good.transactionHash).toUpperCase().replace('0X', '0x'),
    });
    assert.ok(parsed.ok && parsed.value.kind === 'trade');
    assert.equal(parsed.value.trade.timestamp, 1790620097);
    assert.equal(parsed.value.trade.proxyWallet, BOSONA);
    assert.equal(parsed.value.trade.transactionHash, good.transactionHash);
  });

  it('should refuse an answer that is not an array', () => {
    assert.throws(() => parseActivityPage({ error: 'x' }), DataApiError);
  });
});

describe('Polymarket Data API: fetchActivity', () => {
  const answer =
    (status: number, body: string): typeof fetch =>
    () =>
      Promise.resolve(new Response(body, { status }));

  it("should ask for the address's trades from start on, oldest first, one page at an offset", async () => {
    let asked: URL | undefined;
    const fetchImpl: typeof fetch = (input) => {
      asked = new URL(input instanceof Request ? input.url : input);
      return Promise.resolve(new Response(JSON.stringify(activityRows('TRADE')), { status: 200 }));
    };
    const page = await fetchActivity(
      'https://data.example/',
      BOSONA.toUpperCase().replace('0X', '0x'),
      { start: 1790620000, limit: 2, offset: 4 },
      fetchImpl,
    );
    assert.equal(page.trades.length, 2);
    assert.equal(asked?.origin + asked!.pathname, 'https://data.example/activity');
    assert.deepEqual(Object.fromEntries(asked!.searchParams), {
      user: BOSONA,
      type: 'TRADE',
      start: '1790620000',
      limit: '2',
      offset: '4',
      sortBy: 'TIMESTAMP',
      sortDirection: 'ASC',
    });
  });

  it("should throw DataApiError with the status and the API's message on a non-2xx answer", async () => {
    // The body of a 400 as the API answers it (recorded in the source repository's data_pagination_errors.json).
    const err = await fetchActivity(
      'https://d',
      BOSONA,
      { start: 1, limit: 500, offset: 0 },
      answer(400, '{"error":"max historical activity offset of 5000 exceeded"}'),
    ).then(
      () => assert.fail('expected an error'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof DataApiError);
    assert.equal(err.status, 400);
    assert.match(err.message, /HTTP 400 max historical activity offset of 5000 exceeded/);
    await assert.rejects(fetchActivity('https://d', BOSONA, { start: 1, limit: 1 }, answer(503, 'busy')), {
      name: 'DataApiError',
      status: 503,
    });
    await assert.rejects(
      fetchActivity('https://d', BOSONA, { start: 1, limit: 1 }, answer(200, '<html>')),
      /not JSON/,
    );
  });

  it('should give up after the time-out with DataApiError and no status', async () => {
    const never: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)),
      );
    await assert.rejects(
      fetchActivity('https://d', BOSONA, { start: 1, limit: 1, timeoutMs: 20 }, never),
      (e: unknown) => {
        assert.ok(e instanceof DataApiError);
        assert.equal(e.status, null);
        assert.match(e.message, /no answer in 20 ms/);
        return true;
      },
    );
  });

  it('should refuse queries the API would refuse, before asking', async () => {
    const fetchImpl: typeof fetch = () => assert.fail('no request expected');
    await assert.rejects(fetchActivity('https://d', 'bosona', { start: 1, limit: 1 }, fetchImpl), RangeError);
    await assert.rejects(fetchActivity('https://d', BOSONA, { start: 1, limit: 501 }, fetchImpl), RangeError);
    await assert.rejects(
      fetchActivity('https://d', BOSONA, { start: 1, limit: 1, offset: 5001 }, fetchImpl),
      RangeError,
    );
  });
});
