// The embedded default after a restart — a clean one and a crash — once the replay has published
// everything it had: the books, prices and sparklines the engine had computed are there at once
// (the in-process hot state is kept with the log's offsets), so a user can still quote and trade.
import assert from 'node:assert/strict';
import { tempDir } from '../../harness/servers/backends.ts';
import {
  interrupt,
  newTrader,
  quotableToken,
  replayFinished,
  startEmbedded,
  type RunningService,
} from '../support/embedded-service.ts';
import { freePort } from '../../harness/servers/free-port.ts';

const ADMIN_KEY = 'adm_restart-state-test-key-0123456789abcdef';

describe('embedded restart keeps the market state (books, prices, sparklines)', function () {
  this.timeout(300_000);
  const dataDir = tempDir('pme-restart-state-');
  let port: number;
  let service: RunningService | undefined;
  let trader: { headers: Record<string, string>; walletId: string };
  let token: string;
  let recorded: { prices: unknown; sparklines: unknown };

  const start = async () => (service = await startEmbedded(dataDir, port, { ADMIN_KEY }));
  const state = async (s: RunningService) => ({
    prices: (await s.client.post('/api/v1/markets/prices', { token_ids: [token] })).body,
    sparklines: (await s.client.post('/api/v1/markets/sparklines', { token_ids: [token] })).body,
  });
  const quote = (s: RunningService) =>
    s.client.post(
      `/api/v1/wallet/pol/${trader.walletId}/order/quote`,
      { token_id: token, side: 'BUY', amount: '5', units: 'USDC' },
      trader.headers,
    );

  before(async () => {
    port = await freePort();
    const s = await start();
    await replayFinished(s.client);
    trader = await newTrader(s.client, ADMIN_KEY);
    token = await quotableToken(s.client, trader.walletId, trader.headers);
    // The replay has published everything; the engine may still be applying the last of it: the
    // state recorded is the one that stays put.
    let previous = '';
    for (let same = 0; same < 3; await new Promise((r) => setTimeout(r, 500))) {
      recorded = await state(s);
      const now = JSON.stringify(recorded);
      same = now === previous ? same + 1 : 0;
      previous = now;
    }
    assert.notEqual(
      JSON.stringify(recorded.prices),
      JSON.stringify({}),
      'the token has a price before the restart',
    );
  });

  after(() => {
    if (service && service.child.exitCode === null) service.child.kill('SIGKILL');
  });

  for (const [how, signal] of [
    ['a clean stop (Ctrl-C)', 'SIGINT'],
    ['a crash (SIGKILL)', 'SIGKILL'],
  ] as const) {
    it(`quotes the same book with the same price and sparkline after ${how}`, async () => {
      await interrupt(service!.child, signal);
      const s = await start();
      // The replay resumes from its checkpoint and finds nothing more to publish: the books below
      // come from the restored state.
      await replayFinished(s.client);
      assert.deepEqual(await state(s), recorded);
      const q = await quote(s);
      assert.equal(q.status, 200, JSON.stringify(q.body));
    });
  }
});
