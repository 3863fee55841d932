// The shipped slice charts on a fresh offline start (issue 43 item 4): `npm start` on a fresh
// DATA_DIR with both venues unreachable replays datasets/; once the replay has ended, the busiest
// market's candles come from its recorded prices (basis prices, source recording, no volume or
// count), and `main.ts sql` (what `npm run sql` runs, through the running service) gives the same
// candles by docs/data.md's recipe.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../harness/servers/backends.ts';
import { freePort } from '../../harness/servers/free-port.ts';
import { runMain, startReplayed, type RunningService } from '../support/embedded-service.ts';

const ADMIN_KEY = 'adm_offline_candles_e2e_0123456789abcdefghijklmnop';

describe('candles of the shipped slice on a fresh offline start', function () {
  this.timeout(240_000);
  const dataDir = tempDir('pme-candles-');
  let port: number;
  let service: RunningService;

  before(async () => {
    port = await freePort();
    service = await startReplayed(dataDir, port, { ADMIN_KEY });
  });

  after(() => {
    if (service.child.exitCode === null) service.child.kill('SIGKILL');
  });

  it('should chart the busiest market from its recorded prices, as the SQL recipe does', async () => {
    const listing = await service.client.get('/api/v1/markets?venue=venue_a&limit=1');
    assert.equal(listing.status, 200);
    const market = listing.body.data[0].markets[0] as { condition_id: string; left_token_id: string };
    // The engine writes the replay's quotes as they come; the replay has ended, so they settle.
    let answer:
      | {
          basis: string;
          sources: string[];
          start: string;
          end: string;
          candles: { start: string; volume: null; trades: null; open: number }[];
        }
      | undefined;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const r = await service.client.get(
        `/api/v1/markets/candles?token_id=${market.left_token_id}&interval=1h`,
      );
      assert.equal(r.status, 200, JSON.stringify(r.body));
      answer = r.body.data;
      if (answer!.candles.length > 0) {
        assert.equal(r.headers.get('x-data-source'), 'recording');
        break;
      }
      if (Date.now() > deadline)
        assert.fail(`no candles for ${market.left_token_id}: ${JSON.stringify(r.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.equal(answer!.basis, 'prices');
    assert.deepEqual(answer!.sources, ['recording']);
    assert.ok(
      answer!.candles.every((c) => c.volume === null && c.trades === null && c.open > 0 && c.open < 1),
    );

    const doc = readFileSync(path.join(import.meta.dirname, '../../docs/data.md'), 'utf8');
    const recipe = /<!-- recipe: candles-prices -->\n```sql\n([\s\S]*?)```/.exec(doc)?.[1];
    assert.ok(recipe);
    const time = (iso: string) => iso.replace('T', ' ').replace('Z', '');
    const sql = recipe
      .replaceAll('<token id>', market.left_token_id)
      .replaceAll('<start>', time(answer!.start))
      .replaceAll('<end>', time(answer!.end));
    const r = await runMain(dataDir, ['sql', '--format', 'JSONEachRow', sql], {
      ADMIN_KEY,
      PORT: String(port),
      HOST: '127.0.0.1',
    });
    assert.equal(r.code, 0, r.output);
    const rows = r.output
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { bucket: string; open: string; close: string });
    assert.deepEqual(
      rows.map((row) => [`${row.bucket.replace(' ', 'T')}.000Z`, Number(row.open)]),
      answer!.candles.map((c) => [c.start, c.open]),
    );
  });
});
