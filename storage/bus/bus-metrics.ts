// Metrics shared by both bus placements (declared once: a registry refuses a name twice). The
// `bus` label tells the placements apart ('kafka' or 'log').
import { counter, gauge } from '../../core/metrics.ts';
import type { PartitionLag } from './bus.ts';

export const publishedRecords = counter('bus_published_records_total', 'Records published', ['bus', 'topic']);

export const handledRecords = counter(
  'bus_handled_records_total',
  'Records whose batch handler resolved (committed next)',
  ['bus', 'group', 'topic'],
);

export const handlerFailures = counter(
  'bus_handler_failures_total',
  'Batch handler failures (the batch is retried or dead-lettered)',
  ['bus', 'group', 'topic'],
);

export const deadLetteredRecords = counter(
  'bus_dead_lettered_records_total',
  'Records of poison batches published to a dead-letter topic (their offsets committed)',
  ['bus', 'group', 'topic'],
);

/** A running consumer whose lag the scrape asks for. */
interface LagSource {
  bus: 'kafka' | 'log';
  group: string;
  lag(): Promise<PartitionLag[]>;
}

const lagSources = new Set<LagSource>();

gauge(
  'bus_consumer_lag_records',
  "Records of the partition not yet committed by the group (the partition's end less the committed offset), per partition this process owns",
  ['bus', 'group', 'topic', 'partition'],
  async function () {
    this.reset();
    await Promise.all(
      [...lagSources].map(async (source) => {
        // A broker that cannot answer now leaves the source out of this scrape (bus health says why).
        const lags = await source.lag().catch(() => []);
        for (const l of lags)
          this.set(
            { bus: source.bus, group: source.group, topic: l.topic, partition: String(l.partition) },
            l.records,
          );
      }),
    );
  },
);

/** Reports a consumer's lag at each scrape until the returned function is called. */
export function reportLag(source: LagSource): () => void {
  lagSources.add(source);
  return () => lagSources.delete(source);
}
