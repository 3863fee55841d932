// The service process (bin/main.ts all) trading venue_a live, driven through its HTTP API only:
// TRADING_VENUE_A=live against the rule-enforcing CLOB stand-in (test/support/clob-stub.ts: the
// exchange's order rules in its words, every request's L1/L2 signature checked), and Polygon played
// by a local hardhat node under chain id 137 with test ERC20s as pUSD and USDC.e. The wallet is
// funded by an on-chain pUSD transfer that the service's own deposit watch credits; then a resting
// limit order is placed and cancelled, one is refused by the exchange's rules, and one fills.
import assert from 'node:assert/strict';
import { getAddress } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { PgSql } from '../../storage/postgres/sql.ts';
import { findCursor } from '../../storage/postgres/repositories/chain-cursors.ts';
import { waitUntil } from '../../harness/servers/processes.ts';
import { ledgerProblems, projectAccounts, type StackAccount } from '../../harness/stack/wallets.ts';
import { ACCEPTED, answerCancelled, answerMatched, answerResting } from '../support/clob-answers.ts';
import { CREDS, CREDS_ANSWER, ClobStub } from '../support/clob-stub.ts';
import { deployTestToken, type TestToken } from '../support/chains/erc20.ts';
import { startHardhatNode, type HardhatNode } from '../support/chains/hardhat-node.ts';
import { startServiceProcess, type RunningService } from '../support/service-process.ts';
import { eventually, eventuallyValue } from '../support/wait.ts';

const REDIS_DB = 8;
/** Polygon's chain id: the CLOB's orders are signed for it, and the node answers under it. */
const POLYGON = 137;
const CONFIRMATIONS = 2;
const pusdUnits = (n: number) => BigInt(n) * 1_000_000n;

describe('the service trading venue_a live, through its HTTP API (CLOB stand-in, local Polygon)', function () {
  this.timeout(180_000);
  let node: HardhatNode;
  let pusd: TestToken;
  let stub: ClobStub;
  let service: RunningService;
  let sql: PgSql;
  let trader: StackAccount;
  let token: string;
  /** The resting order the walk places, then cancels. */
  let restingId: string;

  const orders = (rest = '') => `/api/v1/wallet/pol/${trader.walletId}/order${rest}`;
  const place = (body: Record<string, unknown>) => service.client.request('POST', orders(), { body, headers: trader.headers });
  const balance = async (): Promise<string> =>
    (await service.client.get(`/api/v1/wallet/pol/${trader.walletId}/balance`, trader.headers)).body.response.balance.pUSD;
  /** The order the service signed and posted last, as the CLOB received it. */
  const lastPosted = () => JSON.parse(stub.sent('POST', '/order').at(-1)!.body) as { order: Record<string, string | number>; orderType: string; owner: string };

  before(async () => {
    node = await startHardhatNode({ chainId: POLYGON });
    pusd = await deployTestToken(node, { asset: 'pUSD' });
    const usdce = await deployTestToken(node, { asset: 'USDC.e' });
    stub = await ClobStub.start();
    stub.on('GET /auth/derive-api-key', CREDS_ANSWER);
    service = await startServiceProcess({
      placement: 'real',
      redisDb: REDIS_DB,
      env: {
        LOG_LEVEL: 'warn',
        TRADING_VENUE_A: 'live',
        POLYMARKET_CLOB_URL: stub.url,
        POLYGON_RPC_URL: node.rpcUrl,
        POLYGON_CHAIN_ID: String(POLYGON),
        POLYGON_CONFIRMATIONS: String(CONFIRMATIONS),
        POLYGON_PUSD_ADDRESS: pusd.address,
        POLYGON_USDCE_ADDRESS: usdce.address,
        CHAIN_POLL_INTERVAL_S: '1',
      },
    });
    sql = new PgSql(() => service.databaseUrl!, 2);
    await sql.start();
    trader = await (await projectAccounts(service.client, 'live-service', service.adminKey))();
    const listing = (await service.client.get('/api/v1/markets?limit=100&live=true')).body.data as { venue: string; markets: { left_token_id: string; active: boolean }[] }[];
    token = listing.filter((e) => e.venue === 'venue_a').flatMap((e) => e.markets).find((m) => m.active)!.left_token_id;
    stub.market(token, '0.01', '5');
  });
  after(async () => {
    await sql?.stop();
    await service?.stop();
    await stub?.stop();
    await node?.stop();
  });

  it('should credit an on-chain pUSD deposit, found by the service’s own deposit watch', async () => {
    // The watch starts from the chain's head as it first sees it: a deposit before that is not its.
    await waitUntil('the POL deposit watch to start', () => findCursor(sql, 'POL'), 30_000, () => service.process.tail());
    const sender = await node.fundedKey();
    await pusd.mint(privateKeyToAddress(sender), pusdUnits(100));
    const receipt = await pusd.transfer(sender, trader.address, pusdUnits(100));
    await node.mine(CONFIRMATIONS);
    await eventually('the deposit credited', async () => (await balance()) === '100', 30_000);
    const transfers = (await service.client.get(`/api/v1/wallet/pol/${trader.walletId}/transfers`, trader.headers)).body.response as Record<string, string>[];
    assert.deepEqual(
      transfers.map((t) => [t.transfer_type, t.tx_hash, t.amount]),
      [['DEPOSIT', receipt.transactionHash, '100']],
    );
  });

  it('should place a resting limit order, signed and posted as the CLOB’s rules ask, holding its cost', async () => {
    answerResting(stub, '10');
    const r = await place({ token_id: token, side: 'BUY', price: '0.4', shares: '10' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual([r.body.response.status, r.body.response.execution], ['ACTIVE', 'live']);
    restingId = r.body.response.order_id;
    const posted = lastPosted();
    assert.deepEqual(
      [posted.orderType, posted.owner, posted.order.side, posted.order.tokenId, posted.order.makerAmount, posted.order.takerAmount],
      ['GTC', CREDS.key, 'BUY', token, '4000000', '10000000'],
    );
    assert.equal(getAddress(String(posted.order.signer)), getAddress(trader.address));
    assert.equal(await balance(), '96');
  });

  // Amending a live order (cancel-and-replace) is another branch's work; its step belongs here,
  // between placing the resting order and cancelling it.

  it('should cancel the resting order at the CLOB and give the hold back', async () => {
    answerCancelled(stub, '10');
    const r = await service.client.request('DELETE', orders(`/${restingId}`), { headers: trader.headers });
    assert.deepEqual([r.status, r.body.response?.status], [200, 'CANCELLED'], JSON.stringify(r.body));
    const cancel = stub.sent('DELETE', '/order').at(-1);
    assert.equal(JSON.parse(cancel!.body).orderID, ACCEPTED.orderID);
    assert.equal(await balance(), '100');
  });

  it('should pass on the exchange’s refusal of an order under the market’s minimum size, in its words', async () => {
    const r = await place({ token_id: token, side: 'BUY', price: '0.4', shares: '2' });
    assert.deepEqual([r.status, r.body.code], [400, 'venue_invalid_order'], JSON.stringify(r.body));
    assert.match(r.body.error, /is invalid\. Size \(2\) lower than the minimum: 5$/);
    assert.equal(await balance(), '100');
  });

  it('should fill an order the CLOB matches, and show the position', async () => {
    answerMatched(stub, { id: 'trade-live-service-1', shares: '10', price: '0.5' });
    const r = await place({ token_id: token, side: 'BUY', price: '0.5', shares: '10' });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.deepEqual([r.body.response.status, r.body.response.filled, r.body.response.filled_amount], ['FILLED', '10', '5']);
    assert.equal(await balance(), '95');
    const position = await eventuallyValue('the position', async () => {
      const positions = (await service.client.get(`/api/v1/wallet/pol/${trader.walletId}/positions`, trader.headers)).body.response as { position: { token_id: string; shares: string } }[];
      return positions[0]?.position;
    });
    assert.deepEqual([position.token_id, position.shares], [token, '10']);
  });

  it('should have signed every CLOB request with the wallet’s key or its API credentials, and kept the ledger whole', async () => {
    await stub.assertSigned(getAddress(trader.address));
    assert.deepEqual(await ledgerProblems({ sql }), []);
  });
});
