// What both bus placements do when a batch handler throws. Every failure is one of three kinds:
// - poison: the records themselves are at fault (a PoisonError from the handler: a validation or
//   parsing failure it cannot get past). Dead-lettered at once.
// - unavailable: a store or broker could not be reached (connection refused/reset, timeouts, a
//   PostgreSQL server shutting down or not accepting connections). The records are fine and would
//   succeed later; dead-lettering them would lose work to an outage, so the batch is retried with
//   backoff for as long as it takes (the consumer reports unhealthy meanwhile). Never counted.
// - retriable: anything else. Retried with backoff up to maxAttempts times, then treated as
//   poison: a batch that throws every time cannot stall its partition.
// A poison batch goes to the dead-letter topic record by record, each with its reason, and its
// offsets are committed: the partition moves on.
import { backoffDelay } from '../../core/backoff.ts';
import { deadLetterFor, encodeMessage } from '../../core/market-data.ts';
import { PoisonError, type Batch } from './bus.ts';
import { deadLetteredRecords } from './bus-metrics.ts';

export type FailureKind = 'poison' | 'unavailable' | 'retriable';

/** Node socket errors meaning "could not reach the other side". */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of an unreachable or restarting server: class 08 (connection exception),
 * 57P01-57P03 (admin/crash shutdown, cannot connect now), 53300 (too many connections).
 */
function isPostgresUnavailable(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300'
  );
}

/** Errors of our clients (ioredis, kafkajs) that name an unreachable server. */
const UNREACHABLE_NAMES = new Set([
  'MaxRetriesPerRequestError',
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSRequestTimeoutError',
  'KafkaJSBrokerNotFound',
  'KafkaJSNoBrokerAvailableError',
]);

/** ioredis (no connection, offline queue off), pg (server gone, pool connect timeout). */
const UNREACHABLE_MESSAGES =
  /^(Connection is closed\.|Stream isn't writeable and enableOfflineQueue options is false|Connection terminated( unexpectedly)?|timeout exceeded when trying to connect)$/;

function unreachable(err: unknown, depth: number): boolean {
  if (depth > 5 || typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNREACHABLE_CODES.has(e.code) || isPostgresUnavailable(e.code)))
    return true;
  if (typeof e.name === 'string' && UNREACHABLE_NAMES.has(e.name)) return true;
  if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
  // pg wraps a failed dual-stack connect in an AggregateError; our own errors carry `cause`.
  if (Array.isArray(e.errors) && e.errors.some((inner) => unreachable(inner, depth + 1))) return true;
  return unreachable(e.cause, depth + 1);
}

export function classifyFailure(err: unknown): FailureKind {
  if (err instanceof PoisonError) return 'poison';
  return unreachable(err, 0) ? 'unavailable' : 'retriable';
}

export interface RetryPolicy {
  /** Failed attempts of one batch (counting retriable failures only) before it is poison. */
  readonly maxAttempts: number;
  readonly retryInitialMs: number;
  readonly retryMaxMs: number;
}

/** Default maxAttempts: with the default backoff (200 ms doubling to 5 s), about 30 s of retries. */
export const DEFAULT_MAX_ATTEMPTS = 10;

export type Verdict = { retryInMs: number; kind: FailureKind } | { poison: string };

/** The failures of one batch so far, and what to do after the next one. */
export class BatchFailures {
  private failures = 0;
  private counted = 0;

  constructor(private readonly policy: RetryPolicy) {}

  get attempts(): number {
    return this.failures;
  }

  next(err: unknown): Verdict {
    const kind = classifyFailure(err);
    const message = err instanceof Error ? err.message : String(err);
    this.failures++;
    if (kind === 'poison') return { poison: message };
    if (kind === 'retriable' && ++this.counted >= this.policy.maxAttempts)
      return { poison: `failed ${this.counted} times; last error: ${message}` };
    // Doubling from retryInitialMs to retryMaxMs, exactly (no jitter).
    const backoff = { initialMs: this.policy.retryInitialMs, maxMs: this.policy.retryMaxMs };
    return { retryInMs: backoffDelay(backoff, this.failures - 1), kind };
  }
}

/** `<family>.dead-letter` for `<family>.<name>` (md.books → md.dead-letter); `<topic>.dead-letter` without a dot. */
export function deadLetterTopicOf(topic: string): string {
  const dot = topic.indexOf('.');
  return `${dot > 0 ? topic.slice(0, dot) : topic}.dead-letter`;
}

export interface DeadLetterTarget {
  bus: 'kafka' | 'log';
  group: string;
  /** Where the group's poison records go; unset: deadLetterTopicOf(the batch's topic). */
  topic: string | undefined;
  publish(topic: string, records: { key: string; value: string }[]): Promise<void>;
}

/**
 * Publishes every record of the batch to the dead-letter topic with the reason. Resolves once they
 * are durable (the caller commits next); false when the batch comes from that dead-letter topic
 * itself (re-publishing it there would loop): then nothing is published and the caller logs it.
 */
export async function deadLetterBatch(
  target: DeadLetterTarget,
  batch: Batch,
  reason: string,
): Promise<boolean> {
  const topic = target.topic ?? deadLetterTopicOf(batch.topic);
  if (topic === batch.topic) return false;
  const ts = Date.now();
  const letters = batch.records.map((r) => encodeMessage(deadLetterFor(r, reason, ts)));
  await target.publish(topic, letters);
  deadLetteredRecords.inc({ bus: target.bus, group: target.group, topic: batch.topic }, letters.length);
  return true;
}
