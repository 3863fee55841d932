import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  midOf,
  validateMessage,
  type BookDeltaMessage,
  type BookMessage,
  type PriceMessage,
} from '../../../core/market-data.ts';
import {
  CLOB_API_URL,
  CLOB_WS_MARKET_URL,
  GAMMA_API_URL,
  mergeClobMarket,
  parseClobBook,
  parseClobMarket,
  parseClobMarketsPage,
  parseGammaEvent,
  parseGammaEvents,
  parseGammaMarket,
  parseMarketChannelMessage,
  polymarketCapabilities,
  type MarketChannelItem,
} from '../../../venues/polymarket/index.ts';
import {
  adapterTestData,
  clobResources,
  polymarketFixtures,
  polymarketShared,
  polymarketSample,
} from '../../../harness/data/venue-samples.ts';

const TRUMP_2024 = '0xdd22472e552920b8438158ea7238bfadfa4f736aa4cee91a6b86c39ead110917';
const TRUMP_YES = '21742633143463906290569050155826241533067272736897614950488156847949938836455';
const TRUMP_NO = '48331043336612883890938759509493159234755048973500640148014422747788308965732';

function ok<T>(result: { ok: true; value: T } | { ok: false; reason: string }): T {
  if (!result.ok) assert.fail(`parse failed: ${result.reason}`);
  return result.value;
}

function assertValid(message: unknown): void {
  const check = validateMessage(message);
  assert.ok(check.ok, check.ok ? '' : check.reason);
}

function channel(file: string): MarketChannelItem[] {
  const frame = ok(parseMarketChannelMessage(polymarketSample(`${clobResources}/ws_messages/${file}`)));
  assert.deepEqual(frame.rejected, []);
  return frame.items;
}

describe('Polymarket parsers', () => {
  describe('Gamma', () => {
    it('should turn the recorded 2028 Democratic nominee event into one market message per market', () => {
      // The recorded file is a GET /events page holding one event.
      const batch = ok(parseGammaEvents(polymarketSample(`${adapterTestData}/gamma_event.json`)));
      assert.deepEqual(batch.rejected, []);
      assert.equal(batch.items.length, 2);
      const smith = batch.items[0]!;
      assert.equal(smith.event.event_id, 30829);
      assert.equal(smith.event.title, 'Democratic Presidential Nominee 2028');
      assert.equal(smith.event.neg_risk, true);
      assert.ok(smith.event.tags.includes('politics'));
      assert.ok(smith.event.labels.includes('Politics'));
      assert.equal(smith.event.volume, '799823812.487094');
      assert.equal(
        smith.market.question,
        'Will Stephen A. Smith win the 2028 Democratic presidential nomination?',
      );
      assert.equal(smith.market.outcome, 'Stephen A. Smith');
      assert.equal(
        smith.market.market_id,
        '0xc8f1cf5d4f26e0fd9c8fe89f2a7b3263b902cf14fde7bfccef525753bb492e47',
      );
      assert.equal(
        smith.market.left_token_id,
        '60590045489347122735554346200880179420435533609307820342798544098823516727807',
      );
      assert.equal(
        smith.market.right_token_id,
        '76005700027045000587004110133818166617024719626220722682005164003117993034812',
      );
      assert.equal(smith.market.left_price, '0.0105');
      assert.equal(smith.market.right_price, '0.9895');
      assert.equal(smith.market.best_bid, '0.01');
      assert.equal(smith.market.best_ask, '0.011');
      assert.equal(smith.market.tick_size, '0.001');
      assert.equal(smith.market.decimals, 3);
      assert.equal(smith.market.winner_token_id, '');
      assert.equal(batch.items[1]!.market.outcome, 'Gretchen Whitmer');
      for (const message of batch.items) assertValid(message);
    });

    it('should reject a bad market of an event on its own and keep the others', () => {
      const [event] = JSON.parse(polymarketSample(`${adapterTestData}/gamma_event.json`)) as [
        { markets: object[] },
      ];
      event.markets[0] = { ...event.markets[0], clobTokenIds: '[]' };
      const batch = ok(parseGammaEvent(event));
      assert.equal(batch.items.length, 1);
      assert.deepEqual(batch.rejected, [{ index: 0, reason: 'expected 2 clobTokenIds, got 0' }]);
      const noId = parseGammaEvent({ ...event, id: 'abc' });
      assert.equal(noId.ok ? '' : noId.reason, 'event.id must be an integer: "abc"');
    });

    it('should read a market that carries its event, with JSON-in-string outcomes and number volumes', () => {
      const btc = ok(parseGammaMarket(polymarketSample(`${adapterTestData}/gamma_market.json`)));
      assert.equal(btc.event.event_id, 260654);
      assert.equal(btc.market.question, 'Bitcoin Up or Down - March 12, 5:20AM-5:25AM ET');
      assert.deepEqual([btc.market.left_outcome, btc.market.right_outcome], ['Up', 'Down']);
      assert.equal(
        btc.market.left_token_id,
        '104239898038807136052399800151408521467737075933964991162589336683346093173875',
      );
      assert.deepEqual([btc.market.left_price, btc.market.right_price], ['0.505', '0.495']);
      assert.equal(btc.market.volume24hr, '9.999997'); // a JSON number in the payload
      assert.equal(btc.market.liquidity, '20328.3747');
      assert.equal(btc.market.fees, true);
      assert.equal(btc.market.ends_at, '2026-03-12T09:25:00.000Z');
      // Latest version wins: the later of the market's and the event's updatedAt.
      assert.equal(btc.source_ts, Date.parse('2026-03-11T15:14:46.097Z'));
      assertValid(btc);
    });

    it('should resolve a closed market priced 1/0 to the outcome priced 1', () => {
      const raw = polymarketSample(`${adapterTestData}/gamma_market_closed_binary_accepting_false.json`);
      const katana = ok(
        parseGammaMarket(raw, { event: { id: '1', title: 'test event (the recorded market has none)' } }),
      );
      assert.equal(katana.market.question, 'Katana FDV above $1B one day after launch?');
      assert.equal(katana.market.closed, true);
      assert.equal(katana.market.active, false); // Gamma still says active: true
      assert.equal(katana.market.resolved, true);
      assert.equal(
        katana.market.winner_token_id,
        '89711174926330519158043401581181146613785179104141808554061413232025882707365',
      );
    });

    it('should fail with a reason when a market has no event to carry', () => {
      const result = parseGammaMarket(
        polymarketSample(`${adapterTestData}/gamma_market_closed_binary_accepting_false.json`),
      );
      assert.equal(result.ok, false);
      assert.match(result.ok ? '' : result.reason, /Gamma market 1460332 carries no event/);
    });

    it('should reject corrupt Gamma records with the field at fault', () => {
      const btc = JSON.parse(polymarketSample(`${adapterTestData}/gamma_market.json`)) as Record<
        string,
        unknown
      >;
      const reason = (raw: unknown) => {
        const r = parseGammaMarket(raw);
        assert.equal(r.ok, false);
        return r.ok ? '' : r.reason;
      };
      assert.equal(
        reason({ ...btc, clobTokenIds: '["1", ' }),
        'clobTokenIds is not a JSON list: "[\\"1\\", "',
      );
      assert.equal(
        reason({ ...btc, conditionId: '0xabc123' }),
        'conditionId is not a 32-byte hex id: "0xabc123"',
      );
      assert.equal(
        reason({ ...btc, outcomePrices: '["0.5", "1.5"]' }),
        'outcomePrices[1] must be between 0 and 1: "1.5"',
      );
      assert.equal(reason({ ...btc, outcomes: '["Up"]' }), 'expected 2 outcomes, got 1');
      assert.equal(reason('{"id": '), `invalid JSON: ${errorOf('{"id": ')}`);
      assert.equal(reason(42), 'Gamma market must be an object');
    });
  });

  describe('CLOB', () => {
    it('should read the Trump 2024 CLOB market with its tokens, prices and reward rates', () => {
      const trump = ok(parseClobMarket(polymarketSample(`${clobResources}/http_responses/market.json`)));
      assert.equal(trump.question, 'Will Donald Trump win the 2024 US Presidential Election?');
      assert.equal(trump.condition_id, TRUMP_2024);
      assert.deepEqual(
        trump.tokens.map((t) => [t.outcome, t.token_id, t.price]),
        [
          ['Yes', TRUMP_YES, '0.4865'],
          ['No', TRUMP_NO, '0.5135'],
        ],
      );
      assert.equal(trump.neg_risk, true);
      assert.equal(trump.rewards, true);
      assert.equal(trump.tick_size, '0.001');
      assert.equal(trump.winner_token_id, '');
    });

    it('should let the CLOB settle the winner and the rewards of a Gamma-built market', () => {
      const gamma = ok(
        parseGammaMarket(
          polymarketSample(`${adapterTestData}/gamma_market_closed_binary_accepting_false.json`),
          {
            event: { id: '1', title: 'test event (the recorded market has none)' },
          },
        ),
      );
      const clob = ok(
        parseClobMarket(
          polymarketSample(`${adapterTestData}/clob_market_closed_binary_accepting_false.json`),
        ),
      );
      assert.equal(gamma.market.rewards, true); // Gamma lists reward parameters…
      const merged = ok(mergeClobMarket(gamma, clob));
      assert.equal(merged.market.rewards, false); // …but the CLOB pays no rate
      assert.equal(merged.market.winner_token_id, clob.tokens[1].token_id); // "No" won, both agree
      assert.equal(merged.market.accepting_orders, false);
      assertValid(merged);

      const trump = ok(parseClobMarket(polymarketSample(`${clobResources}/http_responses/market.json`)));
      const mismatch = mergeClobMarket(gamma, trump);
      assert.equal(mismatch.ok, false);
      assert.match(mismatch.ok ? '' : mismatch.reason, /^condition ids differ/);
    });

    it('should page through the recorded CLOB /markets page and reject its token-less test market', function () {
      if (!existsSync(path.join(polymarketShared, clobResources, 'http_responses/markets.json'))) {
        assert.fail(`needs ${polymarketShared} (the 260 KB markets page is not in the fixture slice)`);
      }
      const page = ok(parseClobMarketsPage(polymarketSample(`${clobResources}/http_responses/markets.json`)));
      assert.equal(page.items.length, 99);
      assert.deepEqual(page.rejected, [{ index: 15, reason: 'tokens[0].token_id is required' }]);
      assert.equal(page.next_cursor, 'MTAw');
      const desantis = page.items[0]!;
      assert.equal(
        desantis.question,
        '[Single Market] Will Ron DeSantis win the U.S. 2024 Republican presidential nomination?',
      );
      assert.equal(
        desantis.winner_token_id,
        '80085489243215790077454313513728486445319747473476157602131800551595373270758',
      );
    });

    it('should sort the recorded REST book best first (the venue sends best last)', () => {
      const book = ok(parseClobBook(polymarketSample(`${clobResources}/http_responses/book.json`)));
      assert.equal(
        book.token_id,
        '23360939988679364027624185518382759743328544433592111535569478055890815567848',
      );
      assert.equal(book.market_id, '0x1a4f04c2e6c000d9fc524eb12e7333217411a226c34745af140f195c0227cd5f');
      assert.deepEqual(book.bids[0], ['0.1', '125']);
      assert.deepEqual(book.asks[0], ['0.14', '705']);
      assert.deepEqual(book.asks.at(-1), ['0.98', '5000']);
      assert.equal(book.bids.length, 5);
      assert.equal(book.asks.length, 7);
      assert.equal(book.ts, 1728799418260);
      assert.equal(book.hash, '2fc4a3d6a98bc164e057589bcb74981852b87412');
      assertValid(book);
    });
  });

  describe('market channel', () => {
    it('should read the recorded Trump "No" book snapshot with its best bid and ask', () => {
      const [book] = channel('book.json') as [BookMessage];
      assert.equal(book.type, 'book');
      assert.equal(book.token_id, TRUMP_NO); // the same token as the CLOB market's "No"
      assert.equal(book.market_id, TRUMP_2024);
      assert.equal(book.bids.length, 76);
      assert.equal(book.asks.length, 86);
      assert.deepEqual(book.bids[0], ['0.511', '1304.72']);
      assert.deepEqual(book.asks[0], ['0.514', '20230.87']);
      assert.deepEqual(book.bids.at(-1), ['0.001', '9000023.58']);
      assert.equal(midOf(book.bids, book.asks), '0.5125');
      assert.equal(book.hash, '655a38d4977427b086c25b985993691b753ed166');
      assertValid(book);
    });

    it('should read both price_change shapes as book deltas per token', () => {
      const [legacy] = channel('price_change.json') as [BookDeltaMessage];
      assert.equal(legacy.type, 'book_delta');
      assert.equal(legacy.token_id, TRUMP_NO);
      assert.deepEqual(legacy.changes, [{ side: 'ask', price: '0.514', size: '21574.08' }]);
      assert.equal(legacy.ts, 1723967931411);

      const deltas = channel('price_change_v2.json') as BookDeltaMessage[];
      assert.equal(deltas.length, 1);
      assert.deepEqual(deltas[0]!.changes, [
        { side: 'bid', price: '0.6', size: '3300' },
        { side: 'bid', price: '0.5', size: '3400' },
        { side: 'bid', price: '0.7', size: '3400' },
      ]);
      assert.equal(deltas[0]!.hash, 'cf32b3746fff40c76c98021b7f3f07261169dd28');
      for (const d of [legacy, ...deltas]) assertValid(d);
    });

    it('should read a last trade as a price tick with side and size', () => {
      const [trade] = channel('last_trade_price.json') as [PriceMessage];
      assert.deepEqual(
        {
          type: trade.type,
          kind: trade.kind,
          token: trade.token_id,
          price: trade.price,
          side: trade.side,
          size: trade.size,
        },
        { type: 'price', kind: 'last_trade', token: TRUMP_YES, price: '0.491', side: 'sell', size: '85.36' },
      );
      assert.equal(trade.trade_id, undefined, 'the 2024 recording carries no transaction hash');
      assertValid(trade);
    });

    it("should keep a last trade's transaction hash as its trade id", () => {
      // Live last_trade_price messages add `transaction_hash` to the recorded shape.
      const recorded = JSON.parse(
        polymarketSample(`${clobResources}/ws_messages/last_trade_price.json`),
      ) as object;
      const hash = `0x${'ab'.repeat(32)}`;
      const [trade] = ok(parseMarketChannelMessage(JSON.stringify({ ...recorded, transaction_hash: hash })))
        .items as [PriceMessage];
      assert.equal(trade.trade_id, hash);
      assertValid(trade);
    });

    it('should report a tick size change as a notice, not a topic message', () => {
      const [notice] = channel('tick_size_change.json');
      assert.deepEqual(notice, {
        type: 'tick_size_change',
        market_id: '0xbacdf04bf7f22a670dc4fb408878ec56b76f9934599829455b9371693ba84b8b',
        token_id: '115474063863764126958837769719736461272619491980773624567012766320777398670353',
        old_tick_size: '0.01',
        new_tick_size: '0.001',
        ts: 1739068041853,
      });
    });

    it('should turn best_bid_ask into an exact mid price', () => {
      const frame = ok(
        parseMarketChannelMessage(polymarketSample(`${adapterTestData}/ws_market_best_bid_ask_msg.json`)),
      );
      const [mid] = frame.items as [PriceMessage];
      assert.equal(mid.kind, 'mid');
      assert.equal(mid.price, '0.75'); // (0.73 + 0.77) / 2
    });

    it('should read array frames and reject only the unreadable element', () => {
      const book = JSON.parse(polymarketSample(`${clobResources}/ws_messages/book.json`)) as object;
      const trade = JSON.parse(
        polymarketSample(`${clobResources}/ws_messages/last_trade_price.json`),
      ) as object;
      const both = ok(parseMarketChannelMessage(JSON.stringify([book, trade])));
      assert.deepEqual(
        both.items.map((i) => i.type),
        ['book', 'price'],
      );
      const mixed = ok(parseMarketChannelMessage([book, { ...trade, event_type: 'mystery' }]));
      assert.equal(mixed.items.length, 1);
      assert.deepEqual(mixed.rejected, [{ index: 1, reason: 'unknown event_type "mystery"' }]);
      assert.deepEqual(ok(parseMarketChannelMessage('PONG')), { items: [], rejected: [] });
    });

    it('should fail a corrupt frame with the reason', () => {
      const text = polymarketSample(`${clobResources}/ws_messages/book.json`);
      const truncated = parseMarketChannelMessage(text.slice(0, 200));
      assert.equal(truncated.ok, false);
      assert.match(truncated.ok ? '' : truncated.reason, /^invalid JSON/);

      const book = JSON.parse(text) as { bids: { price: string; size: string }[] };
      book.bids[3] = { price: '1.5', size: '10' };
      const outOfRange = parseMarketChannelMessage(book);
      assert.equal(outOfRange.ok ? '' : outOfRange.reason, 'bids[3].price must be between 0 and 1: "1.5"');

      const both = parseMarketChannelMessage([{ event_type: 'book' }, {}]);
      assert.equal(both.ok ? '' : both.reason, 'all 2 messages rejected; first: timestamp is required');
    });
  });

  it('should declare the documented endpoints and what the venue can do', () => {
    assert.equal(GAMMA_API_URL, 'https://gamma-api.polymarket.com');
    assert.equal(CLOB_API_URL, 'https://clob.polymarket.com');
    assert.equal(CLOB_WS_MARKET_URL, 'wss://ws-subscriptions-clob.polymarket.com/ws/market');
    assert.equal(polymarketCapabilities.venue, 'venue_a');
    assert.equal(polymarketCapabilities.chain, 'POL');
    assert.equal(polymarketCapabilities.has.watchOrderBook, true);
  });

  it('should ship a byte-identical slice of the recorded payloads beside their notice', function () {
    assert.ok(existsSync(path.join(polymarketFixtures, 'NOTICE')));
    assert.ok(existsSync(path.join(polymarketFixtures, 'LICENSE')));
    if (!existsSync(polymarketShared)) this.skip();
    for (const relative of [
      `${clobResources}/ws_messages/book.json`,
      `${clobResources}/http_responses/market.json`,
      `${adapterTestData}/gamma_event.json`,
    ]) {
      assert.equal(
        readFileSync(path.join(polymarketFixtures, relative), 'utf8'),
        readFileSync(path.join(polymarketShared, relative), 'utf8'),
        relative,
      );
    }
  });
});

function errorOf(json: string): string {
  try {
    JSON.parse(json);
  } catch (e) {
    return (e as Error).message;
  }
  return '';
}
