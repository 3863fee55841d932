// The replay on shared servers: it runs on the ingest replica holding the `ingest-replay` lease and
// checkpoints to PostgreSQL under the lease's fencing token, so a second replica (its own pool and
// lease holder) resumes where the first stopped; a write under an older token is refused.
import assert from 'node:assert/strict';
import { LeaseKeeper } from '../../core/lease-keeper.ts';
import { LeasedComponent } from '../../core/leased.ts';
import { createLogger } from '../../core/logger.ts';
import type { MarketDataMessage } from '../../core/market-data.ts';
import { DEFAULT_REPLAY_DIR, ReplayConnector, type ReplayPublisher } from '../../ingest/replay/index.ts';
import { PgCheckpointStore } from '../../ingest/replay/pg-checkpoints.ts';
import { PgLeases } from '../../storage/postgres/leases.ts';
import {
  findReplayCheckpoint,
  saveReplayCheckpoint,
} from '../../storage/postgres/repositories/replay-checkpoints.ts';
import type { PgSql } from '../../storage/postgres/sql.ts';
import { ReplicaPools } from '../support/replica-pools.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
const ROWS = 3000;

describe('replay on the ingest-replay lease, checkpointed in PostgreSQL', function () {
  this.timeout(120_000);
  const pools = new ReplicaPools();
  const replicas: LeasedComponent[] = [];
  /** Every quote published, as token@ts, in order. */
  const quotes: string[] = [];
  const publisher: ReplayPublisher = {
    publish: (_source, messages: readonly MarketDataMessage[]) => {
      for (const m of messages) if (m.type === 'quote') quotes.push(`${m.token_id}@${m.ts}`);
      return Promise.resolve();
    },
    reject: () => Promise.resolve(),
  };

  before(async () => {
    await pools.migrated();
  });
  after(async () => {
    for (const r of replicas) await r.stop();
    await pools.stop();
  });

  /** One ingest replica: its own pool and lease holder; `runs` gets each replay it builds. */
  async function replica(
    holder: string,
    runs: ReplayConnector[],
  ): Promise<{ component: LeasedComponent; sql: PgSql; keeper: LeaseKeeper }> {
    const sql = await pools.open();
    // A TTL the replay (decoding Parquet in this process) cannot outlast between renewals on a loaded machine.
    const keeper = new LeaseKeeper(new PgLeases(sql, holder, 10_000).lease('ingest-replay'), log, 'replay');
    const checkpoints = new PgCheckpointStore(sql, () => keeper.token);
    const component = new LeasedComponent(
      'replay',
      keeper,
      () => {
        const replay = new ReplayConnector({
          dir: DEFAULT_REPLAY_DIR,
          publisher,
          log,
          maxRows: ROWS,
          batchMessages: 1000,
          checkpoints,
        });
        runs.push(replay);
        return replay;
      },
      log,
    );
    replicas.push(component);
    await component.start();
    return { component, sql, keeper };
  }

  it('should replay on one replica and resume on the other from the stored checkpoint', async () => {
    const runsA: ReplayConnector[] = [];
    const runsB: ReplayConnector[] = [];
    const a = await replica('ingest-a', runsA);
    const b = await replica('ingest-b', runsB);
    assert.equal(runsA.length, 1, 'the first replica took the lease');
    const first = await runsA[0]!.done;
    assert.equal(first.outcome, 'limit');
    assert.equal(first.resumedFrom, null);
    assert.equal(runsB.length, 0, 'the other replica stands by');
    assert.match((await b.component.health()).detail ?? '', /standby/);
    const firstQuotes = quotes.length;
    const stored = (await findReplayCheckpoint(a.sql, DEFAULT_REPLAY_DIR)) as { rows_done: number };
    assert.equal(stored.rows_done, ROWS);
    const tokenA = a.keeper.token!;

    await a.component.stop();
    await eventually('the second replica takes the lease and replays', () => runsB.length === 1);
    const second = await runsB[0]!.done;
    assert.equal(second.resumedFrom?.rows_done, ROWS, 'resumed from the first replica’s checkpoint');
    const seen = new Set(quotes.slice(0, firstQuotes));
    assert.ok(quotes.length > firstQuotes);
    assert.equal(quotes.slice(firstQuotes).filter((q) => seen.has(q)).length, 0, 'no quote published twice');
    assert.ok(b.keeper.token! > tokenA, 'the takeover has a larger fencing token');

    const refused = await saveReplayCheckpoint(
      a.sql,
      DEFAULT_REPLAY_DIR,
      { ...stored, rows_done: 1 },
      tokenA,
    );
    assert.equal(refused, false, 'a write under the older token is refused');
    assert.equal(
      ((await findReplayCheckpoint(a.sql, DEFAULT_REPLAY_DIR)) as { rows_done: number }).rows_done,
      2 * ROWS,
    );
  });
});
