// The market-data publisher validates what connectors hand it: valid messages reach their topics
// (carrying the message itself for consumers in the process), an invalid one is dead-lettered at
// its source with the reason and never reaches a topic.
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import type { DeadLetterMessage } from '../../core/market-data.ts';
import { MarketDataPublisher } from '../../ingest/publisher.ts';
import type { DeliveredRecord } from '../../storage/bus/bus.ts';
import { LogBus } from '../../storage/bus/log-bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import { quoteAt, recordedCatalog } from '../../harness/stack/market-data.ts';

const log = createLogger('silent');

async function drain(bus: LogBus, topic: string, count: number): Promise<DeliveredRecord[]> {
  const received: DeliveredRecord[] = [];
  const consumer = bus.consumer({
    groupId: `drain-${topic}`,
    topics: [topic],
    handler: (batch) => {
      received.push(...batch.records);
      return Promise.resolve();
    },
  });
  await consumer.start();
  const deadline = Date.now() + 5000;
  while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  await consumer.stop();
  return received;
}

describe('market-data publisher', () => {
  it('should publish valid messages with their text and dead-letter an invalid one at its source', async () => {
    const bus = new LogBus({ log });
    await bus.start();
    try {
      const market = recordedCatalog().find((m) => m.venue === 'venue_a')!.market;
      const t = Date.parse('2026-03-02T00:00:00Z');
      const good = quoteAt('venue_a', market.market_id, market.left_token_id, t, '0.41', '0.43');
      const bad = {
        ...quoteAt('venue_a', market.market_id, market.right_token_id, t, '0.57', '0.59'),
        ask: '1.5',
      };
      await new MarketDataPublisher(bus, log).publish('test', [good, bad]);

      const [record, ...more] = await drain(bus, topics.books, 1);
      assert.equal(more.length, 0, 'the invalid quote never reached md.books');
      assert.equal(record!.key, `venue_a:${market.left_token_id}`);
      assert.equal(record!.decoded, good, 'consumers in the process get the message itself');
      assert.deepEqual(JSON.parse(record!.value), good);

      const [letter] = await drain(bus, topics.deadLetter, 1);
      const dead = JSON.parse(letter!.value) as DeadLetterMessage;
      assert.equal(dead.topic, 'venue:test');
      assert.equal(letter!.key, `venue_a:${market.right_token_id}`);
      assert.match(dead.reason, /^quote\.ask /);
      assert.deepEqual(JSON.parse(dead.value), bad);
    } finally {
      await bus.stop();
    }
  });
});
