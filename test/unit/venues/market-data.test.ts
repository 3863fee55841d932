import assert from 'node:assert/strict';
import {
  deadLetterFor,
  encodeMessage,
  messageKey,
  parseMessage,
  topicOf,
  validateMessage,
  type BookMessage,
  type MarketDataMessage,
} from '../../../core/market-data.ts';
import { parseClobBook } from '../../../venues/polymarket/index.ts';
import { parseKalshiMarkets } from '../../../venues/kalshi/index.ts';
import { clobResources, kalshiSample, polymarketSample } from '../../../harness/data/venue-samples.ts';

function recordedBook(): BookMessage {
  const parsed = parseClobBook(polymarketSample(`${clobResources}/http_responses/book.json`));
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.reason);
  return parsed.value;
}

function reasonOf(value: unknown): string {
  const result = validateMessage(value);
  assert.equal(result.ok, false, 'expected a rejection');
  return result.ok ? '' : result.reason;
}

describe('market-data messages', () => {
  it('should round-trip a recorded book through its bus record under the venue:token key', () => {
    const book = recordedBook();
    const record = encodeMessage(book);
    assert.equal(
      record.key,
      'venue_a:23360939988679364027624185518382759743328544433592111535569478055890815567848',
    );
    const back = parseMessage(record.value);
    assert.ok(back.ok, back.ok ? '' : back.reason);
    assert.deepEqual(back.message, book);
    assert.equal(topicOf(book), 'books');
  });

  it('should key a market by venue and market id (the Kalshi ticker for venue_b)', () => {
    const page = parseKalshiMarkets(kalshiSample('kalshi_markets.json'), { receivedAt: 1 });
    assert.ok(page.ok);
    const bond = page.value.items.find((m) => m.market.market_id === 'KXBOND-30-CAL');
    assert.ok(bond);
    assert.equal(messageKey(bond), 'venue_b:KXBOND-30-CAL');
    assert.equal(topicOf(bond), 'markets');
    assert.ok(parseMessage(JSON.stringify(bond)).ok);
  });

  it('should explain why a record is not a message', () => {
    const invalid = parseMessage('{"v":1,"type":"book",');
    assert.equal(invalid.ok, false);
    assert.match(invalid.ok ? '' : invalid.reason, /^invalid JSON/);

    assert.equal(reasonOf([1, 2]), 'message must be a JSON object');
    assert.equal(reasonOf({ v: 1, type: 'trade' }), 'unknown message type "trade"');
    assert.equal(reasonOf({ ...recordedBook(), v: 2 }), 'unsupported book version 2 (this reader knows 1)');
    assert.equal(reasonOf({ ...recordedBook(), token_id: undefined }), 'book.token_id is required');
  });

  it('should refuse float prices and non-canonical decimals', () => {
    const book = recordedBook();
    assert.match(reasonOf({ ...book, bids: [[0.1, '125']] }), /^book\.bids\.0\.0 must be string/);
    assert.match(reasonOf({ ...book, bids: [['0.10', '125']] }), /^book\.bids\.0\.0 must match pattern/);
    assert.match(reasonOf({ ...book, asks: [['1.5', '1']] }), /^book\.asks\.0\.0 must match pattern/);
    assert.match(reasonOf({ ...book, asks: [['0.5', '0']] }), /^book\.asks\.0\.1 must match pattern/);
  });

  it('should refuse a book whose levels are not best first', () => {
    const book = recordedBook();
    assert.equal(
      reasonOf({ ...book, bids: [...book.bids].reverse() }),
      'book.bids must be sorted best first without duplicate prices (level 1)',
    );
  });

  it('should hold each venue to its own event id type', () => {
    const page = parseKalshiMarkets(kalshiSample('kalshi_markets.json'), { receivedAt: 1 });
    assert.ok(page.ok);
    const kalshi = page.value.items[0]!;
    assert.equal(
      reasonOf({ ...kalshi, event: { ...kalshi.event, event_id: 7 } }),
      'market.event.event_id must be string',
    );
    assert.equal(reasonOf({ ...kalshi, venue: 'venue_c' }), 'market.venue must be venue_a or venue_b');
  });

  it('should wrap a rejected record as a valid dead letter keyed like the original', () => {
    const raw = '{"v":1,"type":"book",';
    const failed = parseMessage(raw);
    assert.equal(failed.ok, false);
    const letter = deadLetterFor(
      { topic: 'md.books', key: 'venue_a:123', value: raw, partition: 2, offset: '9007199254740993' },
      failed.ok ? '' : failed.reason,
      1_700_000_000_000,
    );
    const check = validateMessage(letter);
    assert.ok(check.ok, check.ok ? '' : check.reason);
    const message: MarketDataMessage = letter;
    assert.equal(messageKey(message), 'venue_a:123');
    assert.equal(topicOf(message), 'deadLetter');
    assert.equal(letter.value, raw);
    assert.match(letter.reason, /^invalid JSON/);
  });
});
