// The partitions one consumer-group member owns, as its onAssigned/onRevoked listeners were told
// (both bus placements). A change is computed at once against what was last told and the listeners
// run one after the other, revocations before assignments; the consumer awaits `settled()` before
// it hands the next batch to its handler, so a handler never sees a partition its listeners have
// not been told about.
import { Mutex } from 'async-mutex';
import type { Logger } from '../../core/logger.ts';
import type { PartitionsListener, TopicPartition } from './bus.ts';

const keyOf = (tp: TopicPartition): string => `${tp.partition}\u0000${tp.topic}`;

export class PartitionOwnership {
  private readonly owned = new Map<string, TopicPartition>();
  /** The listeners' calls, one at a time in order. */
  private readonly calls = new Mutex();

  constructor(
    private readonly listeners: { onAssigned?: PartitionsListener; onRevoked?: PartitionsListener },
    private readonly log: Logger,
  ) {}

  get assignment(): TopicPartition[] {
    return [...this.owned.values()];
  }

  has(topic: string, partition: number): boolean {
    return this.owned.has(keyOf({ topic, partition }));
  }

  /**
   * The member owns `now`: revokes what it no longer owns (except partitions `busy` says still
   * have a batch in the handler — revoked by a later update, once that batch ended), then assigns
   * what is new. Resolves when the listeners ran.
   */
  update(now: readonly TopicPartition[], busy: (tp: TopicPartition) => boolean = () => false): Promise<void> {
    const next = new Map(now.map((tp) => [keyOf(tp), { topic: tp.topic, partition: tp.partition }]));
    const revoked: TopicPartition[] = [];
    for (const [key, tp] of this.owned) {
      if (next.has(key) || busy(tp)) continue;
      this.owned.delete(key);
      revoked.push(tp);
    }
    const assigned: TopicPartition[] = [];
    for (const [key, tp] of next) {
      if (this.owned.has(key)) continue;
      this.owned.set(key, tp);
      assigned.push(tp);
    }
    if (revoked.length > 0) this.call('onRevoked', revoked);
    if (assigned.length > 0) this.call('onAssigned', assigned);
    return this.calls.waitForUnlock();
  }

  /** The member owns nothing any more (it stops, or lost its membership). */
  revokeAll(): Promise<void> {
    return this.update([]);
  }

  /** Resolves once every listener call so far (and any made meanwhile) has run. */
  settled(): Promise<void> {
    return this.calls.waitForUnlock();
  }

  private call(which: 'onAssigned' | 'onRevoked', partitions: TopicPartition[]): void {
    const listener = this.listeners[which];
    this.log.info(
      { partitions: partitions.map((tp) => `${tp.topic}/${tp.partition}`) },
      which === 'onAssigned' ? 'partitions assigned' : 'partitions revoked',
    );
    if (!listener) return;
    void this.calls.runExclusive(async () => {
      try {
        await listener(partitions);
      } catch (err) {
        // A listener only drops or reloads its own state; its failure must not stop the consumer.
        this.log.error({ err, partitions }, `${which} listener failed`);
      }
    });
  }
}
