// The oracle for our Polymarket price-history request (issue 43): the official client,
// @polymarket/clob-client's ClobClient.getPricesHistory (node_modules/@polymarket/clob-client,
// dist/client.js: GET `${host}/prices-history` with the filter as query params), asks the same
// stand-in (harness/venues/polymarket-history.ts) for the same window; the two requests must carry
// the same path and query, and our parser must read what the official client received as it reads
// our own answer.
import assert from 'node:assert/strict';
import { ClobClient } from '@polymarket/clob-client';
import { requestUrl } from '../../ingest/backfill/transport.ts';
import { PolymarketHistoryStandIn } from '../../harness/venues/polymarket-history.ts';
import { parsePricesHistory, pricesHistoryRequest } from '../../venues/polymarket/prices-history.ts';

const TOKEN = '71321045679252212594626385532706912750332728571942532289631379312455583992563';
const END = Date.parse('2026-03-02T12:00:00Z');
const START = END - 6 * 3_600_000;

describe("Polymarket prices-history: our request is the official client's", () => {
  const pm = new PolymarketHistoryStandIn();
  before(async () => {
    await pm.start();
    const points = [];
    for (let t = START; t <= END; t += 5 * 60_000) points.push({ t: t / 1000, p: 0.4 + (t % 7) / 100 });
    pm.prices.set(TOKEN, points);
  });
  after(() => pm.stop());

  it('should ask the same path and query as ClobClient.getPricesHistory, and read its answer alike', async () => {
    const window = { fromMs: START, toMs: END, fidelityMin: 5 };
    const ours = await (await fetch(requestUrl(pm.url, pricesHistoryRequest(TOKEN, window)))).text();
    const official = await new ClobClient(pm.url, 137).getPricesHistory({
      market: TOKEN,
      startTs: START / 1000,
      endTs: END / 1000,
      fidelity: 5,
    });
    const [a, b] = pm.http.requests.filter((r) => r.path === '/prices-history');
    assert.ok(a && b, 'both requests reached the stand-in');
    assert.equal(a.method, b.method);
    const query = (q: URLSearchParams) => [...q.entries()].sort(([x], [y]) => x.localeCompare(y));
    assert.deepEqual(query(a.query), query(b.query));
    const mine = parsePricesHistory(ours);
    const theirs = parsePricesHistory(JSON.stringify(official));
    assert.ok(mine.ok && theirs.ok);
    assert.ok(mine.value.length > 0, 'the window holds points');
    assert.deepEqual(mine.value, theirs.value);
  });
});
