// What every connector publishes through: normalized messages onto their topics (keyed so one
// instrument stays ordered), and payloads that could not be parsed onto the dead-letter topic with
// the reason — counted and logged, never crashing the connector. Messages are validated here (the
// schemas of core/market-data), so an invalid one is dead-lettered at its source and never reaches
// a topic; consumers in this process take the validated message as it is (ValidatedRecord).
import type { Logger } from '../core/logger.ts';
import {
  deadLetterFor,
  encodeMessage,
  messageKey,
  messageProblem,
  topicOf,
  ValidatedRecord,
  type MarketDataMessage,
} from '../core/market-data.ts';
import { counter } from '../core/metrics.ts';
import { RepeatedWarnings } from '../core/repeated-warnings.ts';
import type { Bus, BusRecord } from '../storage/bus/bus.ts';
import { topics } from '../storage/bus/topics.ts';

const published = counter('ingest_messages_published_total', 'Normalized messages published', [
  'source',
  'type',
]);
const rejected = counter('ingest_payloads_rejected_total', 'Venue payloads that failed to parse', ['source']);

export class MarketDataPublisher {
  /** A venue that changed its format sends many refusals: one line per source and minute, with the count. */
  private readonly rejections: RepeatedWarnings;

  constructor(
    private readonly bus: Bus,
    log: Logger,
  ) {
    this.rejections = new RepeatedWarnings(log);
  }

  /** Publishes messages (any mix of types) and resolves once the bus has them all. */
  async publish(source: string, messages: readonly MarketDataMessage[]): Promise<void> {
    const byTopic = new Map<string, BusRecord[]>();
    // Counted per call: a labelled inc per message (label hashing) shows in the pipeline profile.
    const byType = new Map<string, number>();
    const invalid: [MarketDataMessage, string][] = [];
    for (const message of messages) {
      const problem = messageProblem(message);
      if (problem !== undefined) {
        invalid.push([message, problem]);
        continue;
      }
      const topic = topics[topicOf(message)];
      let records = byTopic.get(topic);
      if (!records) byTopic.set(topic, (records = []));
      records.push(new ValidatedRecord(message));
      byType.set(message.type, (byType.get(message.type) ?? 0) + 1);
    }
    for (const [type, n] of byType) published.inc({ source, type }, n);
    await Promise.all([
      ...[...byTopic].map(([topic, records]) => this.bus.publish(topic, records)),
      ...invalid.map(([message, reason]) => this.reject(source, message, reason, invalidKey(message))),
    ]);
  }

  /** A payload a parser refused: dead-lettered with the reason, so it can be inspected and replayed. */
  async reject(source: string, payload: unknown, reason: string, key = source): Promise<void> {
    rejected.inc({ source });
    const value = typeof payload === 'string' ? payload : (JSON.stringify(payload) ?? String(payload));
    this.rejections.warn(source, { source, reason }, 'payload rejected');
    const letter = deadLetterFor({ topic: `venue:${source}`, key, value }, reason);
    await this.bus.publish(topics.deadLetter, [encodeMessage(letter)]);
  }
}

/** The partition key of a message that failed validation, as far as it can be told. */
function invalidKey(message: MarketDataMessage): string | undefined {
  try {
    return messageKey(message);
  } catch {
    return undefined;
  }
}
