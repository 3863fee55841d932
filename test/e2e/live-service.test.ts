// The service process (bin/main.ts all) trading both venues live, driven through its HTTP API only.
// venue_a: TRADING_VENUE_A=live against the rule-enforcing CLOB stand-in (test/support/clob-stub.ts:
// the exchange's order rules in its words, every request's L1/L2 signature checked), with Polygon
// played by a local hardhat node under chain id 137 and test ERC20s as pUSD and USDC.e. venue_b:
// TRADING_VENUE_B=live against the DFlow stand-in (test/support/dflow-venue.ts), with Solana played
// by a solana-bankrun bank (USDC at mainnet's mint address) behind a JSON-RPC stand-in
// (test/support/chains/bank-rpc.ts: bankrun lives only in this process), and the venue_b catalog
// from the Kalshi stand-in, whose DFlow listing gives one market the bank's outcome mints. Each
// wallet is funded by an on-chain transfer that the service's own deposit watch credits; then on
// venue_a a resting limit order is placed, amended (cancel-and-replace) and cancelled, one is refused by the exchange's rules and
// one fills, and a SELL fills whose settlement on chain (a stand-in exchange at the CTF Exchange V2
// address paying the wallet) is not credited as a deposit; on venue_b a market order fills at DFlow,
// and one fills in part, DFlow returning the rest on chain (the order's, not a deposit: the API
// balance stays the chain's).
import assert from 'node:assert/strict';
import { PublicKey } from '@solana/web3.js';
import { getAddress } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { transactionSignature } from '../../venues/kalshi/transaction-signature.ts';
import { complement, toBaseUnits } from '../../core/decimal.ts';
import { USDC_SOLANA_MINT } from '../../venues/kalshi/index.ts';
import { exchangeAddress } from '../../venues/polymarket/order-types.ts';
import { PgSql } from '../../storage/postgres/sql.ts';
import { findCursor } from '../../storage/postgres/repositories/chain-cursors.ts';
import { waitUntil } from '../../harness/servers/processes.ts';
import { ledgerProblems, projectAccounts, type StackAccount } from '../../harness/stack/wallets.ts';
import {
  ACCEPTED,
  answerCancelled,
  answerMatched,
  answerReplaced,
  answerResting,
} from '../support/clob-answers.ts';
import { CREDS, CREDS_ANSWER, ClobStub } from '../support/clob-stub.ts';
import { BankRpc } from '../support/chains/bank-rpc.ts';
import { deployTestToken, type TestToken } from '../support/chains/erc20.ts';
import { startHardhatNode, type HardhatNode } from '../support/chains/hardhat-node.ts';
import { placeStandInExchange } from '../support/chains/stand-in-exchange.ts';
import {
  DFLOW_PREDICTION_PROGRAM,
  DflowStandIn,
  bankConnection,
  startBank,
  transferUsdc,
  usd,
  type Bank,
} from '../support/dflow-venue.ts';
import { kalshiVenue, openMarkets } from '../support/kalshi-venue.ts';
import type { VenueServer } from '../support/venue-server.ts';
import { startServiceProcess, type RunningService } from '../support/service-process.ts';
import { eventually, eventuallyValue } from '../support/wait.ts';

const REDIS_DB = 8;
/** Polygon's chain id: the CLOB's orders are signed for it, and the node answers under it. */
const POLYGON = 137;
const CONFIRMATIONS = 2;
/** The CLOB's id of the amended order's replacement. */
const REPLACEMENT = `0x${'cd'.repeat(32)}`;
const pusdUnits = (n: number) => BigInt(n) * 1_000_000n;
/** The venue_b market traded: DFlow lists the bank's mints as its outcomes; its book asks 0.16 for YES. */
const KALSHI_TICKER = 'KXBOND-30-CAL';

describe('the service trading both venues live, through its HTTP API (venue stand-ins, local chains)', function () {
  this.timeout(180_000);
  let node: HardhatNode;
  let pusd: TestToken;
  let stub: ClobStub;
  let bank: Bank;
  let dflow: DflowStandIn;
  let sender: ReturnType<typeof bankConnection>;
  let rpc: BankRpc;
  let kalshi: VenueServer;
  let service: RunningService;
  let sql: PgSql;
  let trader: StackAccount;

  const get = async (path: string) => {
    const r = await service.client.get(path, trader.headers);
    assert.equal(r.status, 200, `GET ${path}: ${JSON.stringify(r.body)}`);
    return r.body.response;
  };
  const balanceOf = async (chain: 'pol' | 'sol', asset: string): Promise<string> =>
    (await get(`/api/v1/wallet/${chain}/${trader.walletId}/balance`)).balance[asset];

  before(async () => {
    node = await startHardhatNode({ chainId: POLYGON });
    pusd = await deployTestToken(node, { asset: 'pUSD' });
    const usdce = await deployTestToken(node, { asset: 'USDC.e' });
    stub = await ClobStub.start();
    stub.on('GET /auth/derive-api-key', CREDS_ANSWER);
    bank = await startBank({ usdcMint: new PublicKey(USDC_SOLANA_MINT) });
    dflow = new DflowStandIn(bank);
    const market = openMarkets().find((m) => m.ticker === KALSHI_TICKER)!;
    // DFlow quotes the book's best prices (USDC base units per contract).
    const units = (dollars: string) => toBaseUnits(dollars, 6)!;
    dflow.price = { buy: units(complement(market.no_bid_dollars)), sell: units(market.yes_bid_dollars) };
    const tradeApiUrl = await dflow.start();
    sender = bankConnection(bank, dflow);
    rpc = await BankRpc.start(bank, sender);
    kalshi = await kalshiVenue({
      mints: { [KALSHI_TICKER]: { yes: bank.yes.toBase58(), no: bank.no.toBase58() } },
    });
    service = await startServiceProcess({
      placement: 'real',
      redisDb: REDIS_DB,
      env: {
        LOG_LEVEL: 'warn',
        // The walk polls its balances and orders until they change: more than an account's default budget.
        RATE_LIMIT_ACCOUNT: '1000000',
        CHAIN_POLL_INTERVAL_S: '1',
        TRADING_VENUE_A: 'live',
        POLYMARKET_CLOB_URL: stub.url,
        POLYGON_RPC_URL: node.rpcUrl,
        POLYGON_CHAIN_ID: String(POLYGON),
        POLYGON_CONFIRMATIONS: String(CONFIRMATIONS),
        POLYGON_PUSD_ADDRESS: pusd.address,
        POLYGON_USDCE_ADDRESS: usdce.address,
        TRADING_VENUE_B: 'live',
        DFLOW_TRADE_API_URL: tradeApiUrl,
        SOLANA_RPC_URL: rpc.url,
        INGEST_SOURCES: 'replay,kalshi',
        // The stand-in serves no history routes: the backfill is tested in test/integration/backfill.test.ts.
        BACKFILL: 'off',
        KALSHI_API_URL: kalshi.url,
        DFLOW_API_URL: kalshi.url,
        DFLOW_API_KEY: 'test-key',
        // The venue_b market's book is read at the first poll after its catalog: soon, not in 30 s.
        KALSHI_POLL_INTERVAL_S: '2',
      },
    });
    sql = new PgSql(() => service.databaseUrl!, 2);
    await sql.start();
    trader = await (await projectAccounts(service.client, 'live-service', service.adminKey))();
  });
  after(async () => {
    await sql?.stop();
    await service?.stop();
    await kalshi?.close();
    await rpc?.stop();
    await dflow?.stop();
    await stub?.stop();
    await node?.stop();
  });

  describe('venue_a (Polymarket CLOB stand-in, hardhat as Polygon)', () => {
    let token: string;
    /** The resting order the walk places, then cancels. */
    let restingId: string;

    const orders = (rest = '') => `/api/v1/wallet/pol/${trader.walletId}/order${rest}`;
    const place = (body: Record<string, unknown>) =>
      service.client.request('POST', orders(), { body, headers: trader.headers });
    const balance = () => balanceOf('pol', 'pUSD');
    /** The order the service signed and posted last, as the CLOB received it. */
    const lastPosted = () =>
      JSON.parse(stub.sent('POST', '/order').at(-1)!.body) as {
        order: Record<string, string | number>;
        orderType: string;
        owner: string;
      };

    before(async () => {
      // An open market of the replayed catalog, once the engine has written it.
      token = await waitUntil(
        'a venue_a market in the catalog',
        async () => {
          const listing = (await service.client.get('/api/v1/markets?limit=100&live=true')).body.data as {
            venue: string;
            markets: { left_token_id: string; active: boolean }[];
          }[];
          return listing
            .filter((e) => e.venue === 'venue_a')
            .flatMap((e) => e.markets)
            .find((m) => m.active)?.left_token_id;
        },
        60_000,
        () => service.process.tail(),
      );
      stub.market(token, '0.01', '5');
    });

    it('should credit an on-chain pUSD deposit, found by the service’s own deposit watch', async () => {
      // The watch starts from the chain's head as it first sees it: a deposit before that is not its.
      await waitUntil(
        'the POL deposit watch to start',
        () => findCursor(sql, 'POL'),
        30_000,
        () => service.process.tail(),
      );
      const from = await node.fundedKey();
      await pusd.mint(privateKeyToAddress(from), pusdUnits(100));
      const receipt = await pusd.transfer(from, trader.address, pusdUnits(100));
      await node.mine(CONFIRMATIONS);
      await eventually('the deposit credited', async () => (await balance()) === '100', 30_000);
      const transfers = (await get(`/api/v1/wallet/pol/${trader.walletId}/transfers`)) as Record<
        string,
        string
      >[];
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
        [
          posted.orderType,
          posted.owner,
          posted.order.side,
          posted.order.tokenId,
          posted.order.makerAmount,
          posted.order.takerAmount,
        ],
        ['GTC', CREDS.key, 'BUY', token, '4000000', '10000000'],
      );
      assert.equal(getAddress(String(posted.order.signer)), getAddress(trader.address));
      assert.equal(await balance(), '96');
    });

    it('should amend the resting order by cancel-and-replace: the old venue order cancelled, a new one signed, the hold moved', async () => {
      answerReplaced(stub, REPLACEMENT, '10');
      const r = await service.client.request('PUT', orders(`/${restingId}`), {
        body: { type: 'LIMIT', price: '0.45' },
        headers: trader.headers,
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual(
        [r.body.response.order_id, r.body.response.price, r.body.response.shares, r.body.response.filled],
        [restingId, '0.45', '10', '0'],
      );
      assert.equal(JSON.parse(stub.sent('DELETE', '/order').at(-1)!.body).orderID, ACCEPTED.orderID);
      const posted = lastPosted();
      assert.deepEqual(
        [posted.order.side, posted.order.makerAmount, posted.order.takerAmount],
        ['BUY', '4500000', '10000000'],
      );
      assert.equal(await balance(), '95.5');
    });

    it('should cancel the amended order at the CLOB and give the hold back', async () => {
      answerCancelled(stub, '10');
      const r = await service.client.request('DELETE', orders(`/${restingId}`), { headers: trader.headers });
      assert.deepEqual([r.status, r.body.response?.status], [200, 'CANCELLED'], JSON.stringify(r.body));
      const cancel = stub.sent('DELETE', '/order').at(-1);
      assert.equal(JSON.parse(cancel!.body).orderID, REPLACEMENT);
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
      assert.deepEqual(
        [r.body.response.status, r.body.response.filled, r.body.response.filled_amount],
        ['FILLED', '10', '5'],
      );
      assert.equal(await balance(), '95');
      const position = await eventuallyValue(
        'the position',
        async () =>
          (
            (await get(`/api/v1/wallet/pol/${trader.walletId}/positions`)) as {
              position: { token_id: string; shares: string };
            }[]
          )[0]?.position,
      );
      assert.deepEqual([position.token_id, position.shares], [token, '10']);
    });

    it('should not credit as a deposit the proceeds a SELL fill’s settlement pays into the wallet on chain', async () => {
      answerMatched(stub, { id: 'trade-live-service-2', shares: '10', price: '0.6' });
      const r = await place({ token_id: token, side: 'SELL', price: '0.6', shares: '10' });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.deepEqual([r.body.response.status, r.body.response.filled_amount], ['FILLED', '6']);
      assert.equal(await balance(), '101', 'the fill credited the proceeds');
      // Polymarket settles the match on chain: its operator sends it to the CTF Exchange V2 (a
      // stand-in placed at the real address), which pays the SELL's 6 pUSD into the wallet.
      const exchange = await placeStandInExchange(node, exchangeAddress(2, POLYGON, false));
      const [buyer, operator, depositor] = [
        await node.fundedKey(),
        await node.fundedKey(),
        await node.fundedKey(),
      ];
      await pusd.mint(privateKeyToAddress(buyer), pusdUnits(6));
      await pusd.approve(buyer, exchange.address, pusdUnits(6));
      await pusd.mint(privateKeyToAddress(depositor), pusdUnits(1));
      const settlement = await exchange.matchOrders(operator, {
        collateral: pusd.address,
        buyer: privateKeyToAddress(buyer),
        seller: trader.address,
        amount: pusdUnits(6),
      });
      // A user's deposit after it: once that is credited, the watch has read the settlement's block.
      const deposit = await pusd.transfer(depositor, trader.address, pusdUnits(1));
      await node.mine(CONFIRMATIONS);
      await eventually('the later deposit credited', async () => (await balance()) === '102', 30_000);
      const transfers = (await get(`/api/v1/wallet/pol/${trader.walletId}/transfers`)) as Record<
        string,
        string
      >[];
      const deposits = transfers.filter((t) => t.transfer_type === 'DEPOSIT').map((t) => t.tx_hash);
      assert.ok(deposits.includes(deposit.transactionHash));
      assert.ok(!deposits.includes(settlement.transactionHash), 'the settlement is not a deposit');
      assert.equal(deposits.length, 2);
      // On chain: 100 + 6 + 1. The stand-in CLOB settled the earlier BUY nowhere (the wallet never
      // approved an exchange), so its 5 pUSD are still there: chain and API differ by them alone.
      assert.equal(await pusd.balanceOf(trader.address), pusdUnits(107));
    });

    it('should have signed every CLOB request with the wallet’s key or its API credentials', async () => {
      await stub.assertSigned(getAddress(trader.address));
    });
  });

  describe('venue_b (DFlow stand-in, bankrun as Solana)', () => {
    let owner: PublicKey;
    const token = () => bank.yes.toBase58();
    const balance = () => balanceOf('sol', 'USDC');

    before(async () => {
      const [wallet] = (await get('/api/v1/wallets')) as { wallet_id: string; addresses: { SOL: string } }[];
      owner = new PublicKey(wallet!.addresses.SOL);
      bank.fund(owner, {}); // SOL for the fees of the transactions it signs
    });

    it('should credit an on-chain USDC deposit, found by the service’s own deposit watch', async () => {
      const signature = await transferUsdc(bank, bank.wallet({ usdc: usd(100) }), owner, usd(100));
      await eventually('the deposit credited', async () => (await balance()) === '100', 30_000);
      const transfers = (await get(`/api/v1/wallet/sol/${trader.walletId}/transfers`)) as Record<
        string,
        string
      >[];
      assert.deepEqual(
        transfers.map((t) => [t.transfer_type, t.tx_hash, t.amount]),
        [['DEPOSIT', signature, '100']],
      );
    });

    it('should fill a market order at DFlow: escrowed on chain, filled, and the position the wallet’s', async () => {
      // The catalog's venue_b market comes from the Kalshi poll: quoted once its book is in.
      const quote = { token_id: token(), side: 'BUY', amount: '10', slippage: 50 };
      await waitUntil(
        'a venue_b quote',
        async () =>
          (
            await service.client.post(
              `/api/v1/wallet/sol/${trader.walletId}/order/quote`,
              quote,
              trader.headers,
            )
          ).status === 200,
        60_000,
        () => service.process.tail(),
      );
      const r = await service.client.post(
        `/api/v1/wallet/sol/${trader.walletId}/order`,
        { token_id: token(), side: 'BUY', amount: '10', prediction_slippage: 1_000 },
        trader.headers,
      );
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.response.status, 'ACTIVE');
      assert.deepEqual(dflow.refusals, []);
      assert.equal(
        dflow.requests
          .filter((q) => q.path === '/order')
          .at(-1)
          ?.query.get('amount'),
        '10000000',
      );
      assert.equal(await balance(), '90');
      assert.equal(await bank.balance(bank.usdc, owner), usd(90), 'the 10 USDC escrowed on chain');
      // The wallet signed the escrow and sent it through the RPC; DFlow fills it whole (62.5 contracts
      // at 0.16) and closes the order.
      const escrow = transactionSignature(sender.sent.at(-1)!);
      await dflow.fill(escrow, usd(10), usd(62.5));
      await dflow.close(escrow);
      const order = await eventuallyValue(
        'the order filled',
        async () => {
          const o = await get(`/api/v1/wallet/sol/${trader.walletId}/order/${r.body.response.order_id}`);
          return o.status === 'FILLED' ? o : undefined;
        },
        30_000,
      );
      assert.deepEqual([order.filled, order.filled_amount], ['62.5', '10']);
      assert.equal(await bank.balance(bank.yes, owner), usd(62.5));
      assert.equal(await balance(), '90');
      const position = await eventuallyValue(
        'the position',
        async () =>
          (
            (await get(`/api/v1/wallet/sol/${trader.walletId}/positions`)) as {
              position: { token_id: string; shares: string };
            }[]
          )[0]?.position,
      );
      assert.deepEqual([position.token_id, position.shares], [token(), '62.5']);
    });

    it('should count a partly filled order once: the USDC DFlow returns is the order’s, not a deposit', async () => {
      const placed = await service.client.post(
        `/api/v1/wallet/sol/${trader.walletId}/order`,
        { token_id: token(), side: 'BUY', amount: '10', prediction_slippage: 1_000 },
        trader.headers,
      );
      assert.equal(placed.status, 200, JSON.stringify(placed.body));
      assert.equal(await balance(), '80');
      // DFlow fills half (31.25 contracts at 0.16 for 5 USDC) and, closing the order, sends the other
      // 5 USDC back to the wallet in a transaction of its program.
      const escrow = transactionSignature(sender.sent.at(-1)!);
      await dflow.fill(escrow, usd(5), usd(31.25));
      await dflow.close(escrow);
      const returned = bank.landed.at(-1)!;
      assert.ok(
        returned.tx.message.staticAccountKeys.some((key) => key.equals(DFLOW_PREDICTION_PROGRAM)),
        'the return calls DFlow’s program',
      );
      assert.equal(await bank.balance(bank.usdc, owner), usd(85));
      const order = await eventuallyValue(
        'the order closed',
        async () => {
          const o = await get(`/api/v1/wallet/sol/${trader.walletId}/order/${placed.body.response.order_id}`);
          return o.status === 'EXPIRED' ? o : undefined;
        },
        30_000,
      );
      assert.deepEqual([order.filled, order.filled_amount], ['31.25', '5']);
      // A user's deposit landing after DFlow's return: once the watch has credited it, it has read
      // past the return too.
      const deposit = await transferUsdc(bank, bank.wallet({ usdc: usd(7) }), owner, usd(7));
      await eventually('the later deposit credited', async () => (await balance()) === '92', 30_000);
      assert.equal(await bank.balance(bank.usdc, owner), usd(92), 'the API balance is the chain’s');
      const transfers = (await get(`/api/v1/wallet/sol/${trader.walletId}/transfers`)) as Record<
        string,
        string
      >[];
      const deposits = transfers.filter((t) => t.transfer_type === 'DEPOSIT');
      assert.deepEqual(
        deposits.map((t) => t.amount).sort(),
        ['100', '7'],
        'the first deposit and the later one, no more',
      );
      assert.ok(deposits.some((t) => t.tx_hash === deposit));
      assert.ok(!transfers.some((t) => t.tx_hash === returned.signature));
    });

    it('should have needed no Solana RPC method the stand-in lacks', () => {
      assert.deepEqual(rpc.unknownMethods, []);
    });
  });

  describe('after both walks', () => {
    it('should have kept the ledger whole', async () => {
      assert.deepEqual(await ledgerProblems({ sql }), []);
    });
  });
});
