// Writes `market` messages into a chDB directory through the engine's own catalog writer, before
// the process that will own the directory starts: `node --import tsx seed-catalog.ts <chdb dir>
// <database> <messages.json>`. With ClickHouse as one chDB directory per process, an api replica
// reads only its own directory; seeding it stands in for the shared ClickHouse server a deployment
// has (the engine's writes would reach every api replica there).
import { readFileSync } from 'node:fs';
import type { MarketMessage } from '../../core/market-data.ts';
import { CatalogWriter } from '../../engine/market-data/catalog-writer.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';

const [chdbPath, database, file] = process.argv.slice(2) as [string, string, string];
const ch = new ClickHouseAnalytics({ chdbPath, database });
await ch.start();
try {
  await migrateClickHouse(ch);
  await new CatalogWriter(ch).handle(JSON.parse(readFileSync(file, 'utf8')) as MarketMessage[]);
} finally {
  await ch.stop();
}
