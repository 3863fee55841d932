// The Kafka placement's partition assignor: partition k of every topic a group reads goes to one
// member, the (k mod n)-th of the n members subscribed to the topic (sorted by member id). kafkajs'
// default round-robin deals the (topic, partition) pairs out in one flat list, so with 4 partitions
// and 3 members md.books/0 and md.prices/0 land on different members — and a member's cached book
// meets only half of its token's messages. Related topics share their key (venue:token_id) and
// partitioner (murmur2) and are created with one partition count, so one token's records are in the
// same partition number of each: keeping partition numbers together keeps a token's streams on
// one member. Members with the same subscription get ⌊P/n⌋ or ⌈P/n⌉ partition numbers each. The
// embedded log assigns by the same rule (log-group.ts).
import kafkajs from 'kafkajs';
import type { PartitionAssigner } from 'kafkajs';
import type { Logger } from '../../core/logger.ts';

const { AssignerProtocol } = kafkajs;

export const CO_PARTITIONED_ASSIGNER = 'CoPartitionedAssigner';

export function coPartitionedAssigner(log: Logger): PartitionAssigner {
  return ({ cluster }) => ({
    name: CO_PARTITIONED_ASSIGNER,
    version: 0,

    assign({ members, topics }) {
      const sorted = [...members].sort((a, b) =>
        a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0,
      );
      const subscriptions = new Map(
        sorted.map((m) => [
          m.memberId,
          new Set(AssignerProtocol.MemberMetadata.decode(m.memberMetadata)?.topics ?? []),
        ]),
      );
      const assignment = new Map<string, Record<string, number[]>>(sorted.map((m) => [m.memberId, {}]));
      const counts = new Map<string, number>();
      for (const topic of topics) {
        const subscribers = sorted.filter((m) => subscriptions.get(m.memberId)!.has(topic));
        if (subscribers.length === 0) continue;
        const partitions = cluster.findTopicPartitionMetadata(topic).map((p) => p.partitionId);
        counts.set(topic, partitions.length);
        for (const partition of partitions) {
          const owner = subscribers[partition % subscribers.length]!.memberId;
          (assignment.get(owner)![topic] ??= []).push(partition);
        }
      }
      // Co-partitioning needs one partition count: a topic with more partitions has keys whose
      // partition number differs from their related topic's.
      if (new Set(counts.values()).size > 1)
        log.warn(
          { partitions: Object.fromEntries(counts) },
          'topics of one group differ in partition count: keys are not co-partitioned',
        );
      return Promise.resolve(
        [...assignment].map(([memberId, byTopic]) => ({
          memberId,
          memberAssignment: AssignerProtocol.MemberAssignment.encode({
            version: this.version,
            assignment: byTopic,
            userData: Buffer.alloc(0),
          }),
        })),
      );
    },

    protocol({ topics }) {
      return {
        name: this.name,
        metadata: AssignerProtocol.MemberMetadata.encode({
          version: this.version,
          topics,
          userData: Buffer.alloc(0),
        }),
      };
    },
  });
}
