import type { Analytics, EncodedRows } from '../../storage/clickhouse/analytics.ts';

/** ClickHouse for a single-process fold: writes are dropped, reads find nothing (no catalog to rebuild from). */
export class NoAnalytics implements Analytics {
  table(name: string): string {
    return name;
  }
  query<T>(): Promise<T[]> {
    return Promise.resolve([]);
  }
  queryRowBinary(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(0));
  }
  insert(): Promise<void> {
    return Promise.resolve();
  }
  insertEncoded(_tag: string, _table: string, _batch: EncodedRows): Promise<void> {
    return Promise.resolve();
  }
  command(): Promise<void> {
    return Promise.resolve();
  }
}
