// The per-IP limit of the public market routes (RATE_LIMIT_PUBLIC_IP) over HTTP on the real app:
// every answer says what is left of the window, the one past the budget is a 429 `rate_limited`
// with Retry-After, and credentialed routes keep their own budgets.
import assert from 'node:assert/strict';
import { startMarketDataStack, type MarketDataStack } from '../../harness/stack/market-data.ts';

describe('public routes: per-IP rate limit', function () {
  this.timeout(120_000);
  let stack: MarketDataStack;

  before(async () => {
    stack = await startMarketDataStack({ config: { RATE_LIMIT_PUBLIC_IP: '3', RATE_LIMIT_WINDOW_S: '60' } });
  });
  after(() => stack.stop());

  it('should count each request of an IP to any public route, then answer 429 rate_limited with Retry-After', async () => {
    const answers = [
      await stack.client.get('/api/v1/markets/statistics'),
      await stack.client.get('/api/v1/markets?limit=1'),
      await stack.client.post('/api/v1/markets/prices', { token_ids: [] }),
      await stack.client.get('/api/v1/markets/statistics'),
    ];
    assert.deepEqual(
      answers.map((r) => [r.status, r.headers.get('ratelimit-limit'), r.headers.get('ratelimit-remaining')]),
      [
        [200, '3', '2'],
        [200, '3', '1'],
        [200, '3', '0'],
        [429, '3', '0'],
      ],
    );
    const limited = answers[3]!;
    assert.equal(limited.body.code, 'rate_limited');
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(
      Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60,
      `Retry-After ${retryAfter}`,
    );
    assert.equal(limited.headers.get('ratelimit-reset'), String(retryAfter));
    assert.equal(limited.headers.get('ratelimit-policy'), '3;w=60');
  });

  it('should leave the health and document routes out of the count', async () => {
    assert.equal((await stack.client.get('/openapi.json')).status, 200);
    assert.equal((await stack.client.get('/healthz')).headers.get('ratelimit-limit'), null);
  });
});
