// Which markets this ingest replica streams: a member of the consumer group `ingest` over
// ingest.universe (universe.ts). The records of the partitions it owns say which markets (and
// tokens) are its to stream; on a rebalance it drops what it lost at once (revocation) and learns
// what it gained from the next catalog round, which republishes every market. A market not
// repeated for its venue's `staleAfterMs` (it left the listing while the lease changed hands, so no
// removal was published) is dropped too. Connectors follow their venue's markets through
// follow(); the replica holding a venue's catalog lease publishes its universe through offer().
// Every replica of the group owns a disjoint set of partitions, so each market is streamed by
// exactly one replica; one replica alone (the embedded default) owns every partition.
import type { Component, Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import type { Venue } from '../../core/market-data.ts';
import { gauge } from '../../core/metrics.ts';
import { markConsumerProgress } from '../../core/progress.ts';
import type { Batch, Bus, BusConsumer, TopicPartition } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import { parseUniverseEntry, publishUniverse, universeKey, type UniverseEntry } from './universe.ts';

const ownedMarkets = gauge('ingest_owned_markets', 'Markets of the ingest universe this replica streams', [
  'venue',
]);

/** Market id → the tokens to stream. */
export type OwnedMarkets = ReadonlyMap<string, readonly string[]>;

/** What a connector sees of the shard. */
export interface MarketShard {
  /**
   * Calls `listener` with the venue's markets this replica owns whenever they change. An entry not
   * repeated for `staleAfterMs` is dropped (a few catalog intervals: each round republishes it).
   */
  follow(venue: Venue, staleAfterMs: number, listener: (markets: OwnedMarkets) => void): void;
  /** Publishes the venue's universe for this catalog round (the catalog lease holder only). */
  offer(venue: Venue, markets: OwnedMarkets): Promise<void>;
}

interface Received {
  entry: UniverseEntry;
  /** Arrival time here: ageing by arrival, not by `at`, so a consumer behind its group does not drop what it is catching up on. */
  seenAt: number;
}

interface Follower {
  staleAfterMs: number;
  listener: (markets: OwnedMarkets) => void;
  /** The last set told, as a string, so an unchanged set is not told again. */
  told: string | undefined;
}

export interface IngestShardOptions {
  bus: Bus;
  log: Logger;
  /** The consumer group of ingest replicas. Default `ingest`. */
  groupId?: string;
  /** How often stale entries are swept. Default 10 000 ms. */
  sweepIntervalMs?: number;
}

export class IngestShard implements Component, MarketShard {
  readonly name = 'ingest-shard';
  private consumer: BusConsumer | undefined;
  /** Partition → key → latest entry and when it arrived (local clock), for the partitions this member owns. */
  private readonly owned = new Map<number, Map<string, Received>>();
  private readonly followers = new Map<Venue, Follower>();
  /** Per venue, what the last offer() published (its removals are the next round's). */
  private readonly offered = new Map<Venue, Set<string>>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private readonly log: Logger;

  constructor(private readonly options: IngestShardOptions) {
    this.log = options.log.child({ component: this.name });
  }

  follow(venue: Venue, staleAfterMs: number, listener: (markets: OwnedMarkets) => void): void {
    this.followers.set(venue, { staleAfterMs, listener, told: undefined });
  }

  async offer(venue: Venue, markets: OwnedMarkets): Promise<void> {
    this.offered.set(
      venue,
      await publishUniverse(this.options.bus, venue, markets, this.offered.get(venue) ?? new Set()),
    );
  }

  /** The partitions of ingest.universe this member owns. */
  get assignment(): readonly TopicPartition[] {
    return this.consumer?.assignment ?? [];
  }

  /** The venue's markets this member owns now. */
  markets(venue: Venue): OwnedMarkets {
    const now = Date.now();
    const staleAfterMs = this.followers.get(venue)?.staleAfterMs ?? Infinity;
    const out = new Map<string, readonly string[]>();
    for (const entries of this.owned.values())
      for (const { entry: e, seenAt } of entries.values())
        if (e.venue === venue && now - seenAt < staleAfterMs) out.set(e.market_id, e.tokens);
    return out;
  }

  async start(): Promise<void> {
    this.consumer = this.options.bus.consumer({
      groupId: this.options.groupId ?? 'ingest',
      topics: [topics.universe],
      fromBeginning: true,
      maxBatchSize: 10_000,
      onAssigned: (partitions) => {
        for (const { partition } of partitions) this.owned.set(partition, new Map());
      },
      onRevoked: (partitions) => {
        for (const { partition } of partitions) this.owned.delete(partition);
        this.tell();
      },
      handler: (batch) => {
        this.apply(batch);
        markConsumerProgress(this.name);
        return Promise.resolve();
      },
    });
    await this.consumer.start();
    markConsumerProgress(this.name);
    const every = this.options.sweepIntervalMs ?? 10_000;
    this.sweepTimer = setInterval(() => this.tell(), every);
  }

  async stop(): Promise<void> {
    clearInterval(this.sweepTimer);
    await this.consumer?.stop();
    this.owned.clear();
  }

  health(): Promise<Health> {
    if (!(this.consumer?.running ?? false))
      return Promise.resolve({ ok: false, detail: 'consumer loop not running' });
    const counts = [...this.followers.keys()].map((venue) => `${this.markets(venue).size} ${venue} markets`);
    const partitions = [...this.owned.keys()].sort((a, b) => a - b).join(',');
    return Promise.resolve({
      ok: true,
      detail: `${counts.join(', ') || 'no venue'} on partitions [${partitions}]`,
    });
  }

  private apply(batch: Batch): void {
    const entries = this.owned.get(batch.partition);
    if (!entries) return;
    const seenAt = Date.now();
    for (const record of batch.records) {
      const entry = parseUniverseEntry(record.value);
      if (!entry || record.key !== universeKey(entry.venue, entry.market_id)) {
        this.log.warn({ offset: record.offset, partition: batch.partition }, 'not a universe entry; skipped');
        continue;
      }
      const known = entries.get(record.key);
      if (known && known.entry.at > entry.at) continue;
      if (entry.tokens.length === 0) entries.delete(record.key);
      else entries.set(record.key, { entry, seenAt });
    }
    this.tell();
  }

  /** Tells each venue's follower its markets, when they changed. */
  private tell(): void {
    for (const [venue, follower] of this.followers) {
      const markets = this.markets(venue);
      ownedMarkets.set({ venue }, markets.size);
      const told = [...markets]
        .map(([id, tokens]) => `${id}=${tokens.join(',')}`)
        .sort()
        .join('\n');
      if (told === follower.told) continue;
      follower.told = told;
      follower.listener(markets);
    }
  }
}
