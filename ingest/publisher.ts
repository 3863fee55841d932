// What every connector publishes through: normalized messages onto their topics (keyed so one
// instrument stays ordered), and payloads that could not be parsed onto the dead-letter topic with
// the reason — counted and logged, never crashing the connector.
import type { Logger } from '../core/logger.ts';
import { deadLetterFor, encodeMessage, topicOf, type MarketDataMessage } from '../core/market-data.ts';
import { counter } from '../core/metrics.ts';
import type { Bus, BusRecord } from '../storage/bus/bus.ts';
import { topics } from '../storage/bus/topics.ts';

const published = counter('ingest_messages_published_total', 'Normalized messages published', ['source', 'type']);
const rejected = counter('ingest_payloads_rejected_total', 'Venue payloads that failed to parse', ['source']);

export class MarketDataPublisher {
  constructor(
    private readonly bus: Bus,
    private readonly log: Logger,
  ) {}

  /** Publishes messages (any mix of types) and resolves once the bus has them all. */
  async publish(source: string, messages: readonly MarketDataMessage[]): Promise<void> {
    const byTopic = new Map<string, BusRecord[]>();
    // Counted per call: a labelled inc per message (label hashing) shows in the pipeline profile.
    const byType = new Map<string, number>();
    for (const message of messages) {
      const topic = topics[topicOf(message)];
      let records = byTopic.get(topic);
      if (!records) byTopic.set(topic, (records = []));
      records.push(encodeMessage(message));
      byType.set(message.type, (byType.get(message.type) ?? 0) + 1);
    }
    for (const [type, n] of byType) published.inc({ source, type }, n);
    await Promise.all([...byTopic].map(([topic, records]) => this.bus.publish(topic, records)));
  }

  /** A payload a parser refused: dead-lettered with the reason, so it can be inspected and replayed. */
  async reject(source: string, payload: unknown, reason: string, key = source): Promise<void> {
    rejected.inc({ source });
    const value = typeof payload === 'string' ? payload : JSON.stringify(payload) ?? String(payload);
    this.log.warn({ source, reason }, 'payload rejected');
    const letter = deadLetterFor({ topic: `venue:${source}`, key, value }, reason);
    await this.bus.publish(topics.deadLetter, [encodeMessage(letter)]);
  }
}
