// Batched Kafka records: the Kafka placement sends the records of one publish that land in one
// partition as a few Kafka records ("envelopes") instead of one each, since kafkajs' cost is per
// Kafka record (encoding, CRC, and a per-partition grouping quadratic in a request's records). An
// envelope carries the header `pme-envelope: records/1`, the key of its first element (so it lands
// in its elements' partition) and the value
//
//   ["key 1","key 2",…]\n<value 1>\n<value 2>\n…
//
// — the elements' keys as one JSON array line, then each element's value on a line of its own, in
// publish order. Values are JSON text, which never holds a raw line break; a record whose value
// does has one is sent alone, as are topics whose partition count is unknown. The consumer side
// unpacks an envelope into its elements (each delivered with the envelope's offset and its index
// in it: DeliveredRecord.index), so consumers
// see the same records in the same order; an envelope that does not parse is delivered as one
// record with its raw value (and dead-lettered by whoever cannot read it). A Kafka record without
// the header is one record, as before: old and new producers can share a topic.
import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { BusRecord, DeliveredRecord } from './bus.ts';
import { partitionFor } from './partitioner.ts';

export const ENVELOPE_HEADER = 'pme-envelope';
export const ENVELOPE_VERSION = 'records/1';

export interface EnvelopeLimits {
  /** Most elements per envelope. */
  records: number;
  /** Most value bytes (UTF-16 units, close enough for JSON) per envelope. */
  chars: number;
}

const headers: IHeaders = { [ENVELOPE_HEADER]: ENVELOPE_VERSION };

/**
 * The Kafka records for `records` on a topic of `partitions` partitions: per partition, in publish
 * order, envelopes of up to `limits` elements (a lone record goes as itself). Each message names its
 * partition, so kafkajs does not hash keys again.
 */
export function packRecords(
  records: readonly BusRecord[],
  partitions: number,
  limits: EnvelopeLimits,
): Message[] {
  const byPartition = new Map<number, BusRecord[]>();
  for (const record of records) {
    const p = partitionFor(record.key, partitions);
    let list = byPartition.get(p);
    if (!list) byPartition.set(p, (list = []));
    list.push(record);
  }
  const out: Message[] = [];
  for (const [partition, list] of byPartition) {
    let keys: string[] = [];
    let values: string[] = [];
    let chars = 0;
    const flush = (): void => {
      if (values.length === 1) out.push({ partition, key: keys[0]!, value: values[0]! });
      else if (values.length > 1)
        out.push({
          partition,
          key: keys[0]!,
          value: `${JSON.stringify(keys)}\n${values.join('\n')}`,
          headers,
        });
      keys = [];
      values = [];
      chars = 0;
    };
    for (const r of list) {
      // Read once: a record's value may be made on every read (ValidatedRecord's JSON text).
      const value = r.value;
      if (value.includes('\n')) {
        flush();
        out.push({ partition, key: r.key, value });
        continue;
      }
      if (values.length >= limits.records || (values.length > 0 && chars + value.length > limits.chars))
        flush();
      keys.push(r.key);
      values.push(value);
      chars += value.length + r.key.length;
    }
    flush();
  }
  return out;
}

/** The records a fetched Kafka record carries, appended to `into`. */
export function unpackRecord(
  into: DeliveredRecord[],
  topic: string,
  partition: number,
  m: KafkaMessage,
): void {
  const key = m.key ? m.key.toString('utf8') : '';
  const value = m.value ? m.value.toString('utf8') : '';
  const version = m.headers?.[ENVELOPE_HEADER];
  if (version === undefined || version.toString() !== ENVELOPE_VERSION) {
    into.push({ topic, partition, offset: m.offset, key, value });
    return;
  }
  const elements = readEnvelope(value);
  if (!elements) {
    into.push({ topic, partition, offset: m.offset, key, value });
    return;
  }
  elements.forEach(([k, v], index) =>
    into.push({ topic, partition, offset: m.offset, index, key: k, value: v }),
  );
}

/** An envelope's [key, value] elements; undefined when it is not one. */
function readEnvelope(text: string): [string, string][] | undefined {
  const lines = text.split('\n');
  let keys: unknown;
  try {
    keys = JSON.parse(lines[0]!);
  } catch {
    return undefined;
  }
  if (!Array.isArray(keys) || keys.length !== lines.length - 1 || !keys.every((k) => typeof k === 'string'))
    return undefined;
  return keys.map((k, i) => [k, lines[i + 1]!]);
}
