// The fills consumer applies a batch of fills in one transaction: positions and PNL points must be
// exactly what applying the fills one at a time gives (the average-cost fold, in fill order), however
// the fills are cut into batches, with fills delivered again, and with two appliers handed the same
// batch at once (one applies it, the other finds it applied) — on a PostgreSQL server and on the
// embedded placement's own.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { FillMessage } from '../../core/trading-events.ts';
import { TRADING_EVENTS_VERSION } from '../../core/trading-events.ts';
import { afterFill, applyFillsToPositions, pnlOf } from '../../engine/trading/positions.ts';
import type { PositionRow } from '../../storage/postgres/repositories/positions.ts';
import { EmbeddedPostgres } from '../../storage/postgres/embedded.ts';
import { migratePostgres } from '../../storage/postgres/migrate.ts';
import { PgSql, type Sql } from '../../storage/postgres/sql.ts';
import { freshPostgresUrl, tempDir } from '../../harness/servers/backends.ts';
import { seeded } from '../../harness/data/book-changes.ts';

/** 120 fills over 2 wallets × 2 venues × 3 tokens: buys, sells of part of what is held, a few oversells. */
function fillsOf(wallets: readonly string[], seed: number): FillMessage[] {
  const next = seeded(seed);
  const held = new Map<string, number>();
  const fills: FillMessage[] = [];
  for (let n = 0; n < 120; n++) {
    const wallet = wallets[Math.floor(next() * wallets.length)]!;
    const venue = next() < 0.5 ? 'venue_a' : 'venue_b';
    const token = `${venue}:${Math.floor(next() * 3)}`; // a token trades on one venue
    const key = `${wallet}/${token}`;
    const price = (0.05 + Math.floor(next() * 90) / 100).toFixed(2);
    const have = held.get(key) ?? 0;
    const sell = have > 0 && next() < 0.4;
    const shares = sell
      ? next() < 0.1
        ? have + 1
        : Math.max(1, Math.floor(have * next()))
      : 1 + Math.floor(next() * 400);
    held.set(key, sell ? Math.max(0, have - shares) : have + shares);
    fills.push({
      v: TRADING_EVENTS_VERSION,
      type: 'fill',
      fill_id: `f${String(n).padStart(4, '0')}`,
      order_id: `o${n}`,
      wallet_id: wallet,
      venue,
      token_id: token,
      side: sell ? 'SELL' : 'BUY',
      price,
      shares: String(shares),
      usdc: (shares * Number(price)).toFixed(6),
      fee: (next() < 0.5 ? 0 : shares * 0.001).toFixed(6),
      at: new Date(Date.UTC(2026, 10, 1) + n * 1000).toISOString(),
    });
  }
  return fills;
}

interface Outcome {
  positions: string[];
  points: string[];
}

/** What one fill at a time gives: the average-cost fold in fill order (each token is held once per wallet). */
function foldOf(fills: readonly FillMessage[]): Outcome {
  const positions = new Map<string, PositionRow>();
  const points: string[] = [];
  for (const f of fills) {
    const key = `${f.wallet_id}/${f.token_id}`;
    const at = new Date(f.at);
    const before = positions.get(key);
    positions.set(key, {
      ...before,
      ...afterFill(before ?? { shares: '0', cost: '0', realized: '0' }, f),
      wallet_id: f.wallet_id,
      token_id: f.token_id,
      venue: f.venue,
      last_price: f.price,
      created_at: before?.created_at ?? at,
      updated_at: at,
    });
    const pnl = pnlOf(
      [...positions.values()].filter((p) => p.wallet_id === f.wallet_id && p.venue === f.venue),
      (p) => p.last_price,
    );
    points.push(`${f.fill_id} ${f.wallet_id} ${f.venue} ${Number(pnl.realized)} ${Number(pnl.unrealized)}`);
  }
  return {
    positions: [...positions.values()]
      .map(
        (p) =>
          `${p.wallet_id} ${p.token_id} ${p.venue} ${Number(p.shares)} ${Number(p.cost)} ${Number(p.realized)} ${p.last_price}`,
      )
      .sort(),
    points: points.sort(),
  };
}

async function outcomeIn(sql: Sql): Promise<Outcome> {
  const positions = await sql.query<{ line: string }>(
    't',
    `SELECT wallet_id || ' ' || token_id || ' ' || venue || ' ' || shares::float8 || ' ' || cost::float8 || ' ' || realized::float8 || ' ' || last_price::text AS line FROM positions`,
  );
  const points = await sql.query<{ line: string }>(
    't',
    `SELECT fill_id || ' ' || wallet_id || ' ' || venue || ' ' || realized::float8 || ' ' || unrealized::float8 AS line FROM pnl_points`,
  );
  return { positions: positions.map((r) => r.line).sort(), points: points.map((r) => r.line).sort() };
}

/** Applies a batch in one transaction, trying again as the bus does when it throws. */
async function applyBatch(sql: Sql, fills: readonly FillMessage[]): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sql.transaction((tx) => applyFillsToPositions(tx, fills));
    } catch (err) {
      if (attempt === 5) throw err;
    }
  }
}

function positionsContract(name: string, open: () => Promise<{ url: string; stop(): Promise<void> }>): void {
  describe(`positions from batches of fills (${name})`, function () {
    this.timeout(120_000);
    let server: { url: string; stop(): Promise<void> };
    let sql: PgSql;
    let wallets: string[];

    before(async () => {
      server = await open();
      sql = new PgSql(() => server.url, 4);
      await sql.start();
      await migratePostgres(sql);
    });
    after(async () => {
      await sql.stop();
      await server.stop();
    });

    beforeEach(async () => {
      await sql.query('t', 'TRUNCATE pnl_points, positions');
      const project = randomUUID();
      const account = randomUUID();
      wallets = [randomUUID(), randomUUID()];
      await sql.query('t', `INSERT INTO projects (project_id, name) VALUES ($1, 'p')`, [project]);
      await sql.query('t', 'INSERT INTO accounts (account_id, project_id) VALUES ($1, $2)', [
        account,
        project,
      ]);
      for (const [i, wallet] of wallets.entries()) {
        await sql.query(
          't',
          `INSERT INTO wallets (wallet_id, account_id, project_id, evm_address, sol_address, kek_id, wrapped_dek, sealed_evm_key, sealed_sol_key)
           VALUES ($1, $2, $3, $4, $5, 'k', '\\x00', '\\x00', '\\x00')`,
          [wallet, account, project, `0x${wallet.replaceAll('-', '').padEnd(40, String(i))}`, `sol${wallet}`],
        );
      }
    });

    it('should give what one fill at a time gives, for the whole list in one batch and one fill per batch', async () => {
      const fills = fillsOf(wallets, 1);
      const expected = foldOf(fills);
      assert.equal(await applyBatch(sql, fills), fills.length);
      assert.deepEqual(await outcomeIn(sql), expected);
      await sql.query('t', 'TRUNCATE pnl_points, positions');
      for (const f of fills) assert.equal(await applyBatch(sql, [f]), 1);
      assert.deepEqual(await outcomeIn(sql), expected);
    });

    it('should apply each fill once when batches of any size overlap and come again', async () => {
      const fills = fillsOf(wallets, 2);
      const next = seeded(3);
      let applied = 0;
      for (let i = 0; i < fills.length;) {
        const size = 1 + Math.floor(next() * 20);
        // A batch delivered again after a crash before its commit: it starts up to 5 fills back.
        const from = Math.max(0, i - Math.floor(next() * 6));
        const batch = fills.slice(from, i + size);
        if (next() < 0.2) batch.push(batch[0]!); // one record twice in a batch
        applied += await applyBatch(sql, batch);
        i += size;
      }
      assert.equal(applied, fills.length);
      assert.equal(await applyBatch(sql, fills), 0);
      for (const f of fills.slice(0, 10))
        assert.equal(await applyBatch(sql, [f]), 0, 'a single fill delivered again');
      assert.deepEqual(await outcomeIn(sql), foldOf(fills));
    });

    it('should apply a batch once when two appliers get it at the same moment', async () => {
      const fills = fillsOf(wallets, 4);
      const counts = await Promise.all([
        applyBatch(sql, fills.slice(0, 60)),
        applyBatch(sql, fills.slice(0, 60)),
      ]);
      assert.deepEqual(counts.sort(), [0, 60]);
      assert.equal(await applyBatch(sql, fills.slice(60)), 60);
      assert.deepEqual(await outcomeIn(sql), foldOf(fills));
    });
  });
}

positionsContract('PostgreSQL server', async () => ({
  url: await freshPostgresUrl(),
  stop: () => Promise.resolve(),
}));

positionsContract('embedded PostgreSQL (npm binaries)', async () => {
  const embedded = new EmbeddedPostgres(tempDir('pme-positions-pg-'), 6);
  await embedded.start();
  return { url: embedded.url(), stop: () => embedded.stop() };
});
