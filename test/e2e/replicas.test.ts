// The short form of bench/replicas.ts (issue 18): two engine processes, two ingests and one api on
// one broker, database and Redis; a small replay of the shipped slice, the recorded catalog (and a
// few markets of both venues' same-day catalogs when the shared data is there), depth books with
// deltas and last trades, paper orders through the api, deposits published twice; the engine
// holding the singleton leases and one ingest are SIGKILLed midway, the others take over their
// partitions and leases (the replay resumes from its checkpoint and publishes part of it again),
// and both killed members are started again (rejoining live consumer groups costs a rebalance per
// group: minutes). However the work was split and whoever died, the result must be what one
// process makes of the same records.
import assert from 'node:assert/strict';
import { runReplicas, type RunResult } from '../../harness/replicas/run.ts';

describe('replicas: 2 engines, 2 ingests, 1 api; the lease-holding engine and an ingest SIGKILLed mid-run and started again', function () {
  this.timeout(900_000);
  let run: RunResult;

  before(async () => {
    run = await runReplicas({
      engines: 2,
      ingests: 2,
      apis: 1,
      // Enough that the replay still runs at the kill (its resumed part is published twice).
      replayRows: 3000,
      replaySpeed: '30',
      similarityMarkets: 40,
      depthTokens: 20,
      updatesPerToken: 6,
      accounts: 2,
      limitsPerAccount: 2,
      depositsPerAccount: 1,
      redisDb: 15,
      awaitTakeover: false,
      killIngest: true,
      restartKilled: true,
      // The survivor takes the killed engine's leases within seconds and its paper matcher reloads often.
      env: { LEASE_TTL_S: '5', PAPER_MATCH_REFRESH_S: '2', CHAIN_POLL_INTERVAL_S: '1' },
    });
  });

  it('should leave every token state in Redis as one process folds the same records', () => {
    assert.ok(run.tokens.compared > 20, `${run.tokens.compared} tokens compared`);
    assert.deepEqual(
      run.tokens.differing.slice(0, 10),
      [],
      `${run.tokens.differing.length} of ${run.tokens.compared} differ`,
    );
  });

  it('should leave the current pair set as one process makes it', () => {
    const { missing, extra, changed } = run.pairs;
    // Text pairs found on arrival depend on arrival order until the writer settles them, which every
    // engine does once the catalog is quiet (the run waits for it). Pairs differing only in `quoted`
    // (the writer's bookkeeping) are not counted: see reference.ts.
    assert.deepEqual({ missing, extra, changed }, { missing: [], extra: [], changed: [] });
  });

  it('should fill every order once, credit every deposit once, and keep the ledger balanced', () => {
    assert.deepEqual(run.money.problems, []);
    assert.equal(run.money.duplicatedFills, 0);
    assert.equal(run.money.duplicatedCredits, 0);
    assert.equal(run.money.extraOrders, 0);
    assert.equal(run.money.counts.fills, run.money.counts.orders);
  });

  it('should never have two engines holding one singleton lease at once', () => {
    assert.ok(run.leases.samples > 0);
    assert.deepEqual(run.leases.overlaps, []);
  });
});
