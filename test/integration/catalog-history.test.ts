// The catalog kept as history (issue 35 item 4): a recorded market goes through open → price moves
// → closed → resolved, the engine's catalog writer keeps each state change in `market_changes`, a
// restarted writer writes the current state once more, and `market_history` answers each state
// with its valid_from/valid_to, the market's closed_at and resolved_at, and where the record came
// from. On both placements (harness/servers/clickhouse-http.ts).
import assert from 'node:assert/strict';
import type { MarketMessage } from '../../core/market-data.ts';
import { CatalogWriter } from '../../engine/market-data/catalog-writer.ts';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { migrateClickHouse } from '../../storage/clickhouse/migrate.ts';
import { clickHousePlacements, type ClickHousePlacement } from '../../harness/servers/clickhouse-http.ts';
import { recordedCatalog } from '../../harness/stack/market-data.ts';

const T0 = Date.parse('2026-10-01T12:00:00.000Z');
const MIN = 60_000;

function version(
  m: MarketMessage,
  ts: number,
  change: Partial<MarketMessage['market']>,
  recorded = false,
): MarketMessage {
  const out = { ...m, source_ts: ts, market: { ...m.market, ...change } } as MarketMessage;
  if (recorded) out.recorded = true;
  else delete out.recorded;
  return out;
}

interface HistoryRow {
  valid_from: string;
  valid_to: string | null;
  active: boolean;
  closed: boolean;
  resolved: boolean;
  winner_token_id: string;
  closed_at: string | null;
  resolved_at: string | null;
  source: string;
}

function catalogHistoryContract({ name, placement }: ClickHousePlacement): void {
  describe(`catalog history: ${name}`, function () {
    this.timeout(60_000);
    let ch: ClickHouseAnalytics;
    const market = recordedCatalog().find((m) => m.venue === 'venue_a')!;
    const other = recordedCatalog().find((m) => m.venue === 'venue_b')!;
    const open = { active: true, closed: false, resolved: false, winner_token_id: '' };

    before(async () => {
      ch = new ClickHouseAnalytics(await placement('cathist'));
      await ch.start();
      await migrateClickHouse(ch);
    });
    after(() => ch.stop());

    it('should keep each state change with its validity, closing and resolution times and source', async () => {
      const writer = new CatalogWriter(ch);
      await writer.handle([
        version(market, T0, { ...open, best_bid: '0.4' }),
        version(other, T0, open, true),
      ]);
      await writer.handle([version(market, T0 + MIN, { ...open, best_bid: '0.45' })]); // a price, not a change
      await writer.handle([version(market, T0 + 2 * MIN, { ...open, active: false, closed: true })]);
      const resolved = {
        active: false,
        closed: true,
        resolved: true,
        winner_token_id: market.market.left_token_id,
      };
      await writer.handle([version(market, T0 + 3 * MIN, resolved)]);
      // A restarted writer writes the current state again: folded into the one before.
      await new CatalogWriter(ch).handle([version(market, T0 + 4 * MIN, resolved)]);

      const [stored] = await ch.query<{ n: string }>(
        't',
        `SELECT count() AS n FROM ${ch.table('market_changes')} FINAL WHERE market_id = {id: String}`,
        { id: market.market.market_id },
      );
      assert.equal(Number(stored!.n), 4, 'three changes and the restart repeat; the price move is not one');
      const rows = await ch.query<HistoryRow>(
        't',
        `SELECT toString(valid_from) AS valid_from, toString(valid_to) AS valid_to, active, closed, resolved, winner_token_id,
                toString(closed_at) AS closed_at, toString(resolved_at) AS resolved_at, source
         FROM ${ch.table('market_history')} WHERE venue = 'venue_a' AND market_id = {id: String} ORDER BY valid_from`,
        { id: market.market.market_id },
      );
      const at = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
      const times = { closed_at: at(T0 + 2 * MIN), resolved_at: at(T0 + 3 * MIN), source: 'live' };
      assert.deepEqual(rows, [
        { valid_from: at(T0), valid_to: at(T0 + 2 * MIN), ...open, ...times },
        {
          valid_from: at(T0 + 2 * MIN),
          valid_to: at(T0 + 3 * MIN),
          ...open,
          active: false,
          closed: true,
          ...times,
        },
        { valid_from: at(T0 + 3 * MIN), valid_to: null, ...resolved, ...times },
      ]);

      const sources = await ch.query<{ venue: string; source: string; closed_at: string | null }>(
        't',
        `SELECT venue, any(source) AS source, any(closed_at) AS closed_at FROM ${ch.table('market_history')}
         WHERE market_id IN ({ids: Array(String)}) GROUP BY venue ORDER BY venue`,
        { ids: [market.market.market_id, other.market.market_id] },
      );
      assert.deepEqual(
        sources.map((r) => [r.venue, r.source, r.closed_at]),
        [
          ['venue_a', 'live', at(T0 + 2 * MIN)],
          ['venue_b', 'recording', null],
        ],
      );
      const [current] = await ch.query<{ source: string }>(
        't',
        `SELECT source FROM ${ch.table('markets')} FINAL WHERE venue = 'venue_b' AND market_id = {id: String}`,
        { id: other.market.market_id },
      );
      assert.equal(current!.source, 'recording', 'the catalog marks recorded rows too');
    });
  });
}

for (const placement of clickHousePlacements) catalogHistoryContract(placement);
