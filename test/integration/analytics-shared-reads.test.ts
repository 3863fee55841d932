// Single flight of the analytics port (analytics.ts): identical reads in flight share one query, on
// both placements (chDB in process, and a server over HTTP). The queries ClickHouse ran are counted
// by ClickHouse itself (system.events), not by the client under test.
import assert from 'node:assert/strict';
import { ClickHouseAnalytics } from '../../storage/clickhouse/analytics.ts';
import { metricsRegistry } from '../../core/metrics.ts';
import { clickHousePlacements, type ClickHousePlacement } from '../../harness/servers/clickhouse-http.ts';

/** A ProfileEvent's count so far (SelectQuery: SELECTs run; FailedSelectQuery: those that failed). */
async function events(ch: ClickHouseAnalytics, event: string): Promise<number> {
  const [row] = await ch.query<{ n: string }>(
    't',
    `SELECT toString(sum(value)) AS n FROM system.events WHERE event = {event: String}`,
    { event },
  );
  return Number(row?.n ?? 0);
}

/** SELECTs ClickHouse ran during `body`, apart from the counting ones. */
async function selectsDuring(ch: ClickHouseAnalytics, body: () => Promise<unknown>): Promise<number> {
  const before = await events(ch, 'SelectQuery');
  await body();
  return (await events(ch, 'SelectQuery')) - before - 1;
}

async function sharedReads(tag: string): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('clickhouse_shared_reads_total')!.get();
  return metric.values.find((v) => v.labels.tag === tag)?.value ?? 0;
}

function sharedReadsContract({ name, placement }: ClickHousePlacement): void {
  describe(`analytics port: identical reads in flight (${name})`, function () {
    this.timeout(60_000);
    let ch: ClickHouseAnalytics;
    let quotes: string;

    before(async () => {
      ch = new ClickHouseAnalytics(await placement('flight'));
      await ch.start();
      quotes = ch.table('quotes');
      await ch.command(
        't',
        `CREATE TABLE ${quotes} (token_id String, bid Decimal(9, 6)) ENGINE = MergeTree ORDER BY token_id`,
      );
      await ch.insert('t', 'quotes', [
        { token_id: 'T1', bid: '0.41' },
        { token_id: 'T2', bid: '0.59' },
      ]);
    });
    after(() => ch.stop());

    const bidOf = (token: string) =>
      ch.query<{ bid: string }>(
        'flight.bid',
        `SELECT toString(bid) AS bid FROM ${quotes} WHERE token_id = {token: String}`,
        { token },
      );

    it('should run concurrent identical reads once and give each caller the rows', async () => {
      const shared = await sharedReads('flight.bid');
      let answers: { bid: string }[][] = [];
      const ran = await selectsDuring(ch, async () => {
        answers = await Promise.all(Array.from({ length: 20 }, () => bidOf('T1')));
      });
      assert.equal(ran, 1, 'one query for 20 reads');
      for (const answer of answers) assert.deepEqual(answer, [{ bid: '0.41' }]);
      answers[0]!.pop();
      assert.equal(answers[1]!.length, 1, 'each caller has its own array');
      assert.equal((await sharedReads('flight.bid')) - shared, 19, 'clickhouse_shared_reads_total');
    });

    it('should share RowBinary reads too, the callers reading the same bytes', async () => {
      const read = () =>
        ch.queryRowBinary('flight.bytes', `SELECT token_id FROM ${quotes} WHERE token_id = {token: String}`, {
          token: 'T2',
        });
      let answers: Uint8Array[] = [];
      const ran = await selectsDuring(ch, async () => {
        answers = await Promise.all(Array.from({ length: 10 }, read));
      });
      assert.equal(ran, 1);
      // RowBinary String: a length byte, then the bytes.
      for (const bytes of answers) assert.deepEqual([...bytes], [2, ...Buffer.from('T2')]);
    });

    it('should run reads of other parameters (or another statement) on their own', async () => {
      let answers: { bid: string }[][] = [];
      const ran = await selectsDuring(ch, async () => {
        answers = await Promise.all([
          ...Array.from({ length: 5 }, () => bidOf('T1')),
          ...Array.from({ length: 5 }, () => bidOf('T2')),
          ch.query<{ bid: string }>(
            'flight.bid',
            `SELECT toString(bid) AS bid FROM ${quotes} WHERE token_id = 'T1'`,
          ),
        ]);
      });
      assert.equal(ran, 3, 'one query per distinct statement and parameters');
      assert.deepEqual(
        answers.map((a) => a[0]!.bid),
        [...Array<string>(5).fill('0.41'), ...Array<string>(5).fill('0.59'), '0.41'],
      );
    });

    it("should give every caller of a shared read its failure, ClickHouse's words included", async () => {
      const failedBefore = await events(ch, 'FailedSelectQuery');
      const fail = () =>
        ch.query('flight.fail', `SELECT throwIf(number = {n: UInt8}, 'shared failure') FROM numbers(1)`, {
          n: 0,
        });
      const settled = await Promise.allSettled(Array.from({ length: 8 }, fail));
      assert.equal((await events(ch, 'FailedSelectQuery')) - failedBefore, 1, 'one failed query for 8 reads');
      for (const s of settled) {
        assert.ok(s.status === 'rejected');
        assert.match(String(s.reason), /shared failure/);
      }
      // Nothing of the failure is kept: the next read runs (and fails) again.
      await assert.rejects(fail(), /shared failure/);
      assert.equal((await events(ch, 'FailedSelectQuery')) - failedBefore, 2);
    });

    it('should run a read issued after the first answered anew, and see what was written since', async () => {
      const ran = await selectsDuring(ch, async () => {
        assert.deepEqual(await bidOf('T1'), [{ bid: '0.41' }]);
        assert.deepEqual(await bidOf('T1'), [{ bid: '0.41' }]);
      });
      assert.equal(ran, 2, 'nothing is kept once a read has answered');
      // A write ends the sharing when it is issued: the read issued after it runs a query of its own.
      const ranAroundWrite = await selectsDuring(ch, async () => {
        const early = bidOf('T3');
        const write = ch.insert('t', 'quotes', [{ token_id: 'T3', bid: '0.25' }]);
        const late = bidOf('T3');
        await Promise.all([early, write, late]);
      });
      assert.equal(ranAroundWrite, 2, 'a read issued after a write does not share one issued before it');
      assert.deepEqual(await bidOf('T3'), [{ bid: '0.25' }]);
    });
  });
}

for (const placement of clickHousePlacements) sharedReadsContract(placement);
