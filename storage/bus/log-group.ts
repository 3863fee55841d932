// Consumer groups of the embedded log. A group's members share the partitions of the topics they
// subscribe to (each partition has one owner; ownership is recomputed when a member joins or
// leaves). Per partition the group keeps one position: the next offset to deliver, which equals
// the committed offset once anything was committed. A partition is "busy" while a batch of it is
// with a handler; a new owner waits for that batch to end (committed or not) before it reads on, so
// one partition is never processed twice at once and its order holds across handovers.
import type { PartitionLog } from './log-segment.ts';

export interface GroupMember {
  readonly topics: readonly string[];
  readonly fromBeginning: boolean;
  /** One of the member's partitions may have work: look again. */
  notify(): void;
  /** The member's partitions (`assigned`) changed. */
  reassigned(): void;
  assigned: Assignment[];
}

export interface Assignment {
  topic: string;
  partition: number;
  state: GroupTopic;
  log: PartitionLog;
}

/** A group's positions in one topic, per partition. */
export class GroupTopic {
  /** Next offset to deliver; -1 until resolved (committed offset, or start/end of the log). */
  readonly next: number[];
  /** Committed offset, -1 when none. */
  readonly committed: number[];
  /** Committed offset known to be on disk (equal to `committed` in memory), -1 when none. */
  readonly durable: number[];
  readonly busy: boolean[];
  readonly owner: (GroupMember | undefined)[];

  constructor(partitions: number) {
    this.next = new Array<number>(partitions).fill(-1);
    this.committed = new Array<number>(partitions).fill(-1);
    this.durable = new Array<number>(partitions).fill(-1);
    this.busy = new Array<boolean>(partitions).fill(false);
    this.owner = new Array<GroupMember | undefined>(partitions).fill(undefined);
  }

  /** Loaded from disk: the committed offset is the position, and durable. */
  restore(partition: number, offset: number): void {
    if (partition < 0 || partition >= this.next.length) return;
    this.next[partition] = this.committed[partition] = this.durable[partition] = offset;
  }
}

export class ConsumerGroup {
  readonly id: string;
  readonly members: GroupMember[] = [];
  readonly topics = new Map<string, GroupTopic>();

  constructor(id: string) {
    this.id = id;
  }

  topic(name: string, partitions: number): GroupTopic {
    let state = this.topics.get(name);
    if (!state) {
      state = new GroupTopic(partitions);
      this.topics.set(name, state);
    }
    return state;
  }

  join(member: GroupMember, logs: (topic: string) => readonly PartitionLog[]): void {
    this.members.push(member);
    this.rebalance(logs);
  }

  leave(member: GroupMember, logs: (topic: string) => readonly PartitionLog[]): void {
    const i = this.members.indexOf(member);
    if (i < 0) return;
    this.members.splice(i, 1);
    member.assigned = [];
    this.rebalance(logs);
  }

  /**
   * Partition p of every topic goes to the (p mod n)-th of the n members subscribed to it, in join
   * order: members that read the same topics get the same partition numbers of each
   * (co-partitioned), like the Kafka placement's assignor (co-partitioned-assigner.ts).
   */
  private rebalance(logs: (topic: string) => readonly PartitionLog[]): void {
    for (const member of this.members) member.assigned = [];
    const names = new Set(this.members.flatMap((m) => m.topics));
    for (const [name, state] of this.topics) {
      if (!names.has(name)) state.owner.fill(undefined);
    }
    for (const name of names) {
      const partitionLogs = logs(name);
      const state = this.topic(name, partitionLogs.length);
      const subscribers = this.members.filter((m) => m.topics.includes(name));
      for (const log of partitionLogs) {
        const p = log.partition;
        const owner = subscribers[p % subscribers.length]!;
        state.owner[p] = owner;
        // "Latest" resolves when the partition is first assigned, not when it is first read.
        if (state.next[p]! < 0) state.next[p] = owner.fromBeginning ? log.startOffset : log.visibleEnd;
        owner.assigned.push({ topic: name, partition: p, state, log });
      }
    }
    for (const member of this.members) member.reassigned();
  }
}
