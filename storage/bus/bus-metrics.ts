// Metrics shared by both bus placements (declared once: a registry refuses a name twice). The
// `bus` label tells the placements apart ('kafka' or 'log').
import { counter } from '../../core/metrics.ts';

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

/** Exponential backoff of a failing batch: 2^attempt × initial, capped. */
export function backoffMs(attempt: number, initialMs: number, maxMs: number): number {
  return Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
}
