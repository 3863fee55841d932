// The embedded default under concurrency, as a user meets it: `npm start` in its own process and 32
// requests in flight on one wallet — market orders, withdrawals (some repeating one Idempotency-Key)
// and reads. Every answer is the one the same request gets alone, or a 503 with Retry-After; the
// money adds up afterwards.
import assert from 'node:assert/strict';
import { mul, sub } from '../../core/decimal.ts';
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
import type { Reply } from '../../harness/stack/http.ts';

const ADMIN_KEY = 'adm_concurrency_test';
const OUTSIDE_EVM = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

/** 200, or a 503 that says when to come back: nothing else is an answer load may cause. */
function acceptable(r: Reply): boolean {
  return r.status === 200 || (r.status === 503 && r.headers.get('retry-after') !== null);
}

describe('embedded default: 32 parallel requests on one wallet', function () {
  this.timeout(240_000);
  let service: RunningService;

  before(async () => {
    service = await startEmbedded(tempDir('pme-concurrency-'), await freePort(), { ADMIN_KEY });
  });
  after(() => interrupt(service.child));

  it('should answer every request as it is answered alone, and keep the money exact', async () => {
    const { client } = service;
    const { headers, walletId } = await newTrader(client, ADMIN_KEY);
    const credit = await client.post(
      `/api/v1/admin/wallets/${walletId}/credit`,
      { chain: 'POL', asset: 'pUSD', amount: '100' },
      { 'X-Admin-Key': ADMIN_KEY },
    );
    assert.equal(credit.status, 200);
    const token = await quotableToken(client, walletId, headers);
    // A book that stands still: the replay has ended, so every buy meets the same asks.
    await replayFinished(client);
    const wallet = `/api/v1/wallet/pol/${walletId}`;
    const buy = () =>
      client.post(
        `${wallet}/order`,
        { token_id: token, side: 'BUY', type: 'MARKET', amount: '1', units: 'USDC' },
        headers,
      );
    const withdraw = (extra: Record<string, string> = {}) =>
      client.post(
        `${wallet}/withdraw`,
        { token: 'pUSD', amount: '1', address: OUTSIDE_EVM },
        { ...headers, ...extra },
      );
    const reads = [`${wallet}/balance`, `${wallet}/transfers`, `${wallet}/positions`, '/api/v1/wallets'];

    const kinds: [string, () => Promise<Reply>][] = [
      ...Array.from({ length: 8 }, () => ['buy', buy] as [string, () => Promise<Reply>]),
      ...Array.from({ length: 8 }, () => ['withdraw', () => withdraw()] as [string, () => Promise<Reply>]),
      ...Array.from(
        { length: 4 },
        () =>
          ['repeat', () => withdraw({ 'Idempotency-Key': 'one-withdrawal' })] as [
            string,
            () => Promise<Reply>,
          ],
      ),
      ...Array.from(
        { length: 12 },
        (_, i) =>
          ['read', () => client.get(reads[i % reads.length]!, headers)] as [string, () => Promise<Reply>],
      ),
    ];
    const replies = await Promise.all(kinds.map(([, send]) => send()));
    const wrong = replies
      .map((r, i) => ({ kind: kinds[i]![0], status: r.status, body: r.body }))
      .filter((_, i) => !acceptable(replies[i]!));
    assert.deepEqual(wrong, [], 'every answer is a 200 or a 503 with Retry-After');

    const done = (kind: string) => replies.filter((r, i) => kinds[i]![0] === kind && r.status === 200);
    for (const r of done('buy')) assert.equal((r.body as any).response.status, 'FILLED');
    const repeats = done('repeat');
    for (const r of repeats) assert.deepEqual(r.body, repeats[0]!.body, 'one key, one answer');
    const spent = done('buy').length + done('withdraw').length + (repeats.length > 0 ? 1 : 0);
    const balance = await client.get(`${wallet}/balance`, headers);
    assert.equal(balance.body.response.balance.pUSD, String(100 - spent));
    const transfers = (await client.get(`${wallet}/transfers?limit=100`, headers)).body.response as {
      transfer_type: string;
    }[];
    assert.equal(
      transfers.filter((t) => t.transfer_type === 'WITHDRAWAL').length,
      done('withdraw').length + (repeats.length > 0 ? 1 : 0),
    );
  });

  it('should apply amendments of one resting order one after another: the order and its hold are those of one of them', async () => {
    const { client } = service;
    const { headers, walletId } = await newTrader(client, ADMIN_KEY);
    await client.post(
      `/api/v1/admin/wallets/${walletId}/credit`,
      { chain: 'POL', asset: 'pUSD', amount: '100' },
      { 'X-Admin-Key': ADMIN_KEY },
    );
    const token = await quotableToken(client, walletId, headers);
    const orders = `/api/v1/wallet/pol/${walletId}/order`;
    // A BUY at the lowest tick rests below the book.
    const placed = await client.post(
      orders,
      { token_id: token, side: 'BUY', type: 'LIMIT', price: '0.01', shares: '100' },
      headers,
    );
    assert.deepEqual(
      [placed.status, placed.body.response?.status],
      [200, 'ACTIVE'],
      JSON.stringify(placed.body),
    );
    const id = placed.body.response.order_id as string;
    const amends = Array.from({ length: 8 }, (_, i) => ({
      type: 'LIMIT',
      price: i % 2 === 0 ? '0.01' : '0.02',
      shares: String(100 + 10 * i),
    }));
    const replies = await Promise.all([
      ...amends.map((body) => client.request('PUT', `${orders}/${id}`, { body, headers })),
      ...Array.from({ length: 4 }, () => client.get(`${orders}/${id}/fills`, headers)),
    ]);
    const wrong = replies
      .map((r, i) => ({ i, status: r.status, body: r.body }))
      .filter((_, i) => !acceptable(replies[i]!));
    assert.deepEqual(wrong, [], 'every answer is a 200 or a 503 with Retry-After');
    const applied = replies
      .slice(0, amends.length)
      .filter((r) => r.status === 200)
      .map((r) => `${r.body.response.price}×${r.body.response.shares}`);
    const order = (await client.get(`${orders}/${id}`, headers)).body.response;
    assert.ok(
      applied.includes(`${order.price}×${order.shares}`),
      `${order.price}×${order.shares} is one of ${applied.join(', ')}`,
    );
    assert.deepEqual([order.status, order.filled], ['ACTIVE', '0']);
    // Held: the last amendment's price × shares, nothing more, nothing less.
    const balance = (await client.get(`/api/v1/wallet/pol/${walletId}/balance`, headers)).body.response
      .balance.pUSD;
    assert.equal(balance, sub('100', mul(order.price, order.shares)));
    assert.deepEqual((await client.get(`${orders}/${id}/fills`, headers)).body.response, []);
  });
});
