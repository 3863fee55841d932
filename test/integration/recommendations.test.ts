// GET /api/v1/recommendations over a catalog built from recorded venue payloads (through the real
// engine, chDB and Redis) for accounts created through the project routes.
import assert from 'node:assert/strict';
import {
  recordedCatalog,
  startMarketDataStack,
  type MarketDataStack,
} from '../../harness/stack/market-data.ts';

describe('recommendations', function () {
  this.timeout(60_000);
  let stack: MarketDataStack;
  let headers: Record<string, string>;

  const titles = async (query = '') => {
    const r = await stack.client.get(`/api/v1/recommendations${query}`, headers);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return (r.body.response as { event: { title: string } }[]).map((e) => e.event.title);
  };
  const setInterests = async (interests: string[]) => {
    const r = await stack.client.post('/api/v1/account/interests', { interests }, headers);
    assert.equal(r.status, 200, JSON.stringify(r.body));
  };

  before(async () => {
    stack = await startMarketDataStack();
    await stack.ingest(recordedCatalog());
    const admin = { 'X-Admin-Key': 'adm_unused' };
    const project = (await stack.client.post('/api/v1/admin/projects', { name: 'recs' }, admin)).body.data;
    const projectHeaders = { 'X-API-Key': project.secret_key };
    const account = (await stack.client.post('/api/v1/project/account', {}, projectHeaders)).body.data;
    const key = (
      await stack.client.post(`/api/v1/project/account/${account.account_id}/api-key`, {}, projectHeaders)
    ).body.data;
    headers = { 'X-API-KEY': key.secret_key };
  });
  after(() => stack.stop());

  it('should refuse a caller without an account credential', async () => {
    const r = await stack.client.get('/api/v1/recommendations');
    assert.equal(r.status, 401);
    assert.equal(r.body.success, false);
  });

  it('should give an account without interests the open events, popular first, without ended ones', async () => {
    const all = await titles();
    assert.deepEqual(
      new Set(all),
      new Set([
        'Democratic Presidential Nominee 2028',
        'Will Aaron Pierre be the next James Bond?',
        'When will Fannie Mae officially announce an IPO?',
        'When will Freddie Mac officially announce an IPO?',
      ]),
    );
    assert.ok(
      !all.some((t) => /Counter-Strike|CS2|Bitcoin Up or Down/i.test(t)),
      'ended events are left out',
    );
  });

  it('should rank events matching the interests first and follow a change of interests', async () => {
    await setInterests(['IPO']);
    const ipo = await titles();
    assert.deepEqual(
      new Set(ipo.slice(0, 2)),
      new Set([
        'When will Fannie Mae officially announce an IPO?',
        'When will Freddie Mac officially announce an IPO?',
      ]),
    );
    await setInterests(['elections']);
    assert.equal((await titles())[0], 'Democratic Presidential Nominee 2028');
  });

  it('should read the interests back as stored: normalized, de-duplicated, replaced as a whole', async () => {
    const read = async () => {
      const r = await stack.client.get('/api/v1/account/interests', headers);
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return r.body.response;
    };
    await setInterests([' Crypto ', 'CRYPTO', 'Elections']);
    assert.deepEqual(await read(), ['crypto', 'elections']);
    await setInterests([]);
    assert.deepEqual(await read(), []);
    assert.equal((await stack.client.get('/api/v1/account/interests')).status, 401);
  });

  it('should page without duplicates or gaps', async () => {
    const whole = await titles('?limit=20');
    const paged: string[] = [];
    for (let offset = 0; offset < whole.length; offset++)
      paged.push(...(await titles(`?limit=1&offset=${offset}`)));
    assert.deepEqual(paged, whole);
    assert.deepEqual(await titles(`?offset=${whole.length}`), []);
  });

  it('should answer in the recommendation form under response', async () => {
    await setInterests(['elections']);
    const r = await stack.client.get('/api/v1/recommendations?limit=1', headers);
    const [entry] = r.body.response;
    assert.equal(entry.venue, 'venue_a');
    assert.equal(typeof entry.event.volume, 'number', 'event volumes are numbers');
    assert.ok(!('updated_at' in entry.event), 'no updated_at on the event part');
    for (const m of entry.markets) {
      assert.match(m.left_price, /^(0|1)(\.\d+)?$/, 'market prices are decimal strings');
      assert.match(m.volume, /^\d+(\.\d+)?$/);
      assert.equal(m.active, true, 'only open markets are recommended');
    }
  });

  it('should refuse a limit beyond 100 naming the parameter', async () => {
    const r = await stack.client.get('/api/v1/recommendations?limit=101', headers);
    assert.equal(r.status, 400);
    assert.equal(r.body.error, 'query.limit must be <= 100');
  });
});
