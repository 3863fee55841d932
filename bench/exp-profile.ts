import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import { mochaGlobalSetup, mochaGlobalTeardown } from '../harness/servers/services.ts';
import { recordedCatalog, startMarketDataStack, quoteAt } from '../harness/stack/market-data.ts';
import type { PolymarketMarketMessage } from '../core/market-data.ts';

await mochaGlobalSetup();
const stack = await startMarketDataStack();
const catalog = recordedCatalog();
const pm = catalog.filter((m): m is PolymarketMarketMessage => m.venue === 'venue_a').map((m) => m.market);
await stack.ingest([...catalog, ...pm.map((m, i) => quoteAt('venue_a', m.market_id, m.left_token_id, Date.now() - i, '0.4', '0.5'))]);
const base = stack.client.baseUrl;
const token = pm[0]!.left_token_id;
const paths = process.argv[2] === 'prices' ? ['/api/v1/markets/prices'] : ['/api/v1/markets?limit=20', '/api/v1/markets/statistics', '/api/v1/markets/search/trump'];
for (const p of paths) console.log(p, (await fetch(base + p)).status);
const lua = process.argv[2] === 'prices'
  ? `wrk.method = "POST"; wrk.body = '{"token_ids":["${token}"]}'; wrk.headers["Content-Type"] = "application/json"; wrk.headers["Accept-Encoding"] = "br, gzip"`
  : `local paths = {${paths.map((p) => `"${p}"`).join(',')}}; local i = 0; request = function() i = i + 1; return wrk.format("GET", paths[(i % #paths) + 1], {["Accept-Encoding"] = "br, gzip"}) end`;
writeFileSync('/tmp/prof/mix.lua', lua);
const { stdout: out } = await promisify(execFile)('wrk', ['-t1', '-c16', '-d12s', '-s', '/tmp/prof/mix.lua', base + paths[0]]);
console.log(out);
await stack.stop();
await mochaGlobalTeardown();
process.exit(0);
