// What an engine consumer of the replay sees: every record of md.markets, md.books and
// md.dead-letter, validated the way the consumers validate (parseMessage), in delivery order.
import type {
  DeadLetterMessage,
  MarketDataMessage,
  PolymarketMarketMessage,
  QuoteMessage,
} from '../../core/market-data.ts';
import { parseMessage } from '../../core/market-data.ts';
import type { Bus, BusConsumer, DeliveredRecord } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';

export interface Received {
  record: DeliveredRecord;
  message: MarketDataMessage;
}

export class ReplayCollector {
  readonly received: Received[] = [];
  /** Records that failed validation, with the reason. */
  readonly invalid: { record: DeliveredRecord; reason: string }[] = [];
  private readonly seen = new Set<string>();
  private consumer: BusConsumer | undefined;

  constructor(
    private readonly bus: Bus,
    private readonly groupId: string,
  ) {}

  async start(): Promise<void> {
    this.consumer = this.bus.consumer({
      groupId: this.groupId,
      topics: [topics.markets, topics.books, topics.deadLetter],
      fromBeginning: true,
      handler: (batch) => {
        for (const record of batch.records) {
          // At-least-once: a redelivered record counts once.
          const position = `${record.topic}/${record.partition}/${record.offset}`;
          if (this.seen.has(position)) continue;
          this.seen.add(position);
          const parsed = parseMessage(record.value);
          if (parsed.ok) this.received.push({ record, message: parsed.message });
          else this.invalid.push({ record, reason: parsed.reason });
        }
        return Promise.resolve();
      },
    });
    await this.consumer.start();
  }

  async stop(): Promise<void> {
    await this.consumer?.stop();
  }

  get count(): number {
    return this.received.length + this.invalid.length;
  }

  quotes(): QuoteMessage[] {
    return this.received.flatMap(({ message }) => (message.type === 'quote' ? [message] : []));
  }

  markets(): PolymarketMarketMessage[] {
    return this.received.flatMap(({ message }) =>
      message.type === 'market' && message.venue === 'venue_a' ? [message] : [],
    );
  }

  deadLetters(): DeadLetterMessage[] {
    return this.received.flatMap(({ message }) => (message.type === 'dead_letter' ? [message] : []));
  }

  /** Resolves once `count` records arrived; throws after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.count < count) {
      if (Date.now() > deadline) throw new Error(`timed out: ${this.count} of ${count} records consumed`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
