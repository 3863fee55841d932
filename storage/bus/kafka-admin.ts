// The bus's admin client: the brokers' health, topics created where the brokers allow it, each
// topic's partition count (the producer packs envelopes per partition), and the offsets a
// consumer's lag is computed from.
import type { Admin, Kafka } from 'kafkajs';
import type { Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import type { KafkaBusOptions } from './kafka-client.ts';

/** A partition's earliest and next offsets on the broker and what a group committed there (-1n: nothing). */
export interface PartitionOffsets {
  high: bigint;
  low: bigint;
  committed: bigint;
}

export class KafkaBusAdmin {
  private readonly admin: Admin;
  /** Partition counts of the topics asked about (envelopes are packed per partition). */
  private readonly partitionCounts = new Map<string, number>();

  constructor(
    kafka: Kafka,
    private readonly options: Pick<KafkaBusOptions, 'partitions' | 'replicationFactor'>,
    private readonly log: Logger,
  ) {
    this.admin = kafka.admin();
  }

  connect(): Promise<void> {
    return this.admin.connect();
  }

  disconnect(): Promise<void> {
    return this.admin.disconnect();
  }

  async health(): Promise<Health> {
    try {
      const cluster = await this.admin.describeCluster();
      return { ok: cluster.brokers.length > 0, detail: `${cluster.brokers.length} broker(s)` };
    } catch (err) {
      return { ok: false, detail: (err as Error).message };
    }
  }

  async ensureTopics(names: readonly string[]): Promise<void> {
    try {
      const created = await this.admin.createTopics({
        topics: names.map((topic) => ({
          topic,
          numPartitions: this.options.partitions,
          ...(this.options.replicationFactor ? { replicationFactor: this.options.replicationFactor } : {}),
        })),
        waitForLeaders: true,
      });
      this.log.info({ topics: names, created }, 'topics ensured');
    } catch (err) {
      // Brokers that refuse CreateTopics (or a mock cluster) auto-create topics on first use.
      this.log.warn({ topics: names, err }, 'createTopics failed; relying on topic auto-creation');
    }
  }

  /** The topic's partition count from the broker, kept once known; undefined while it cannot be read. */
  async partitionCount(topic: string): Promise<number | undefined> {
    const known = this.partitionCounts.get(topic);
    if (known !== undefined) return known;
    try {
      const { topics } = await this.admin.fetchTopicMetadata({ topics: [topic] });
      const count = topics[0]?.partitions.length ?? 0;
      if (count === 0) return undefined;
      this.partitionCounts.set(topic, count);
      return count;
    } catch {
      // Not created yet (auto-created by this first send): records go one each until it exists.
      return undefined;
    }
  }

  /** Per `topic/partition` of the topics: the broker's offsets and what `groupId` committed. */
  async offsets(groupId: string, topics: readonly string[]): Promise<Map<string, PartitionOffsets>> {
    const [committed, ...ends] = await Promise.all([
      this.admin.fetchOffsets({ groupId, topics: [...topics] }),
      ...topics.map((topic) => this.admin.fetchTopicOffsets(topic)),
    ]);
    const at = new Map<string, PartitionOffsets>();
    topics.forEach((topic, i) => {
      for (const p of ends[i]!)
        at.set(`${topic}/${p.partition}`, { high: BigInt(p.high), low: BigInt(p.low), committed: -1n });
    });
    for (const t of committed)
      for (const p of t.partitions) {
        const entry = at.get(`${t.topic}/${p.partition}`);
        if (entry) entry.committed = BigInt(p.offset);
      }
    return at;
  }
}
