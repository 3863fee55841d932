// The api's catalog read model follows the catalog by the rows written since its last look: a
// bulk write is read again only while it may still be joined by rows that become visible late
// (the overlap), not on every look after it; a row stamped before rows already seen but visible
// only now is still picked up; nothing is missed. Real catalog rows, on both ClickHouse placements
// (chDB in process; a server over HTTP: harness/servers/clickhouse-http.ts).
import assert from 'node:assert/strict';
import { createLogger } from '../../core/logger.ts';
import type { MarketMessage } from '../../core/market-data.ts';
import { CatalogReadModel } from '../../engine/market-queries/catalog-read-model.ts';
import { catalogRow } from '../../engine/market-data/catalog-writer.ts';
import {
  ClickHouseAnalytics,
  type Analytics,
  type EncodedRows,
  type InsertFormat,
  type Params,
} from '../../storage/clickhouse/analytics.ts';
import { insertCatalogRows } from '../../storage/clickhouse/catalog.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import { clickHousePlacements } from '../../harness/servers/clickhouse-http.ts';
import { recordedCatalog } from '../../harness/stack/market-data.ts';
import { eventually } from '../support/wait.ts';

/** The analytics port, counting the rows each look for changes read. */
class CountingAnalytics implements Analytics {
  readonly changeReads: number[] = [];
  constructor(private readonly inner: Analytics) {}
  table(name: string): string {
    return this.inner.table(name);
  }
  async query<T>(tag: string, query: string, params?: Params): Promise<T[]> {
    const rows = await this.inner.query<T>(tag, query, params);
    if (tag === 'catalog.changes') this.changeReads.push(rows.length);
    return rows;
  }
  queryRowBinary(tag: string, query: string, params?: Params): Promise<Uint8Array> {
    return this.inner.queryRowBinary(tag, query, params);
  }
  insert<T extends object>(
    tag: string,
    table: string,
    rows: readonly T[],
    format?: InsertFormat,
  ): Promise<void> {
    return this.inner.insert(tag, table, rows, format);
  }
  insertEncoded(tag: string, table: string, batch: EncodedRows): Promise<void> {
    return this.inner.insertEncoded(tag, table, batch);
  }
  command(tag: string, query: string, params?: Params): Promise<void> {
    return this.inner.command(tag, query, params);
  }
}

/** A copy of a recorded market under another id and title (a market the catalog has not seen). */
function renamed(m: MarketMessage, id: string): MarketMessage {
  return {
    ...m,
    market: { ...m.market, market_id: id, question: `${m.market.question} (${id})` },
  } as MarketMessage;
}

for (const { name, placement } of clickHousePlacements) {
  describe(`catalog read model: following the catalog by write time (${name})`, function () {
    this.timeout(60_000);
    const OVERLAP_MS = 600;
    let ch: ClickHouseAnalytics;
    let counting: CountingAnalytics;
    let model: CatalogReadModel;
    let venueA: MarketMessage;

    before(async () => {
      ch = new ClickHouseAnalytics(await placement('catrm'));
      await ch.start();
      await migrateClickHouse(ch);
      const catalog = recordedCatalog();
      venueA = catalog.find((m) => m.venue === 'venue_a')!;
      await insertCatalogRows(ch, catalog.map(catalogRow));
      counting = new CountingAnalytics(ch);
      model = new CatalogReadModel(counting, createLogger('silent'), {
        refreshMs: 50,
        overlapMs: OVERLAP_MS,
      });
      await model.start();
    });
    after(async () => {
      await model.stop();
      await ch.stop();
    });

    it('should stop reading a bulk write again once the overlap has passed', async () => {
      const bulk = Array.from({ length: 200 }, (_, i) => renamed(venueA, `bulk-${i}`));
      await insertCatalogRows(ch, bulk.map(catalogRow));
      await eventually(
        'the bulk write served',
        () => model.current().market('venue_a', 'bulk-199') !== undefined,
      );
      // Once a look reads nothing, the overlap has passed: the next three looks read nothing either.
      await eventually(
        'a look that reads no row',
        () => counting.changeReads.at(-1) === 0,
        OVERLAP_MS + 10_000,
      );
      const from = counting.changeReads.length;
      await eventually('three more looks', () => counting.changeReads.length >= from + 3);
      const later = counting.changeReads.slice(from);
      assert.deepEqual(
        later,
        later.map(() => 0),
        'rows read per look, once the overlap had passed',
      );
    });

    it('should pick up a row stamped before rows already seen that becomes visible only now', async () => {
      await insertCatalogRows(ch, [catalogRow(renamed(venueA, 'newer'))]);
      await eventually(
        'the newer row served',
        () => model.current().market('venue_a', 'newer') !== undefined,
      );
      // An insert that started (took its write time) before the one above and finished after it.
      const stampedEarlier = new Date(Date.now() - OVERLAP_MS / 3)
        .toISOString()
        .replace('T', ' ')
        .replace('Z', '');
      await ch.insert('t', 'markets', [
        { ...catalogRow(renamed(venueA, 'late')), written_at: stampedEarlier },
      ]);
      await eventually('the late row served', () => model.current().market('venue_a', 'late') !== undefined);
    });
  });
}
