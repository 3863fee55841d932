// Polymarket's settlements on chain are not deposits: on a local chain standing in for Polygon
// (chain id 137), with a stand-in exchange at the real CTF Exchange V2 address and the custody wired
// as the service wires it for TRADING_VENUE_A=live (custodyFromConfig), the deposit watch does not credit the pUSD a
// match pays into a wallet (the order's fills account for it), while a user's plain transfer is
// credited as before.
import assert from 'node:assert/strict';
import { privateKeyToAddress } from 'viem/accounts';
import { createLogger } from '../../core/logger.ts';
import { metricsRegistry } from '../../core/metrics.ts';
import { watchDepositsOnce } from '../../engine/wallets/deposit-watcher.ts';
import { startAccountsApi, type AccountsApi } from '../../harness/stack/accounts-api.ts';
import { buildWalletOwner, type WalletOwner } from '../../harness/stack/wallets.ts';
import { EXCHANGE_ADDRESSES, POLYGON_CHAIN_ID } from '../../venues/polymarket/order-types.ts';
import { deployTestToken, type TestToken } from '../support/chains/erc20.ts';
import { startHardhatNode, type HardhatNode } from '../support/chains/hardhat-node.ts';
import { placeStandInExchange, type StandInExchange } from '../support/chains/stand-in-exchange.ts';
import { startDepositPath, type DepositPath } from '../support/deposit-path.ts';
import { eventually } from '../support/wait.ts';

const log = createLogger('silent');
const CONFIRMATIONS = 2;

describe('Polymarket settlements on a local Polygon chain are not deposits', function () {
  this.timeout(120_000);
  let node: HardhatNode;
  let pusd: TestToken;
  let exchange: StandInExchange;
  let api: AccountsApi;
  let depositPath: DepositPath;

  const watch = () =>
    watchDepositsOnce({
      sql: api.sql,
      bus: depositPath.bus,
      adapter: api.custody.chains.adapter('POL'),
      log,
    });
  const available = async (owner: WalletOwner) =>
    (await api.client.get(`/api/v1/wallet/pol/${owner.walletId}/balance`, owner.headers)).body.response
      .balance.pUSD as string;
  const deposits = async (owner: WalletOwner) =>
    (
      (await api.client.get(`/api/v1/wallet/pol/${owner.walletId}/transfers`, owner.headers)).body
        .response as Record<string, string>[]
    )
      .filter((t) => t.transfer_type === 'DEPOSIT')
      .map((t) => [t.tx_hash, t.amount]);
  const settlementsSkipped = async () =>
    (await metricsRegistry.getSingleMetric('wallet_venue_settlements_skipped_total')!.get()).values.find(
      (v) => v.labels.chain === 'POL',
    )?.value ?? 0;

  before(async () => {
    node = await startHardhatNode({ chainId: POLYGON_CHAIN_ID });
    const usdce = await deployTestToken(node, { asset: 'USDC.e' });
    pusd = await deployTestToken(node, { asset: 'pUSD' });
    exchange = await placeStandInExchange(node, EXCHANGE_ADDRESSES[POLYGON_CHAIN_ID]![2].exchange);
    api = await startAccountsApi({
      POLYGON_RPC_URL: node.rpcUrl,
      POLYGON_CHAIN_ID: String(POLYGON_CHAIN_ID),
      POLYGON_CONFIRMATIONS: String(CONFIRMATIONS),
      POLYGON_USDCE_ADDRESS: usdce.address,
      POLYGON_PUSD_ADDRESS: pusd.address,
      TRADING_VENUE_A: 'live',
    });
    depositPath = await startDepositPath(api.sql, log);
    await watch(); // the first scan starts at the chain's head
  });
  after(async () => {
    await depositPath?.stop();
    await api?.stop();
    await node?.stop();
  });

  it('should credit a plain transfer and not the proceeds a match on the exchange pays into the wallet', async () => {
    const owner = await buildWalletOwner(api, await api.newProject());
    const wallet = owner.addresses.POL;
    const user = await node.fundedKey();
    const buyer = await node.fundedKey();
    const operator = await node.fundedKey();
    await pusd.mint(privateKeyToAddress(user), 50_000_000n);
    await pusd.mint(privateKeyToAddress(buyer), 50_000_000n);
    await pusd.approve(buyer, exchange.address, 50_000_000n);

    const deposit = await pusd.transfer(user, wallet, 20_000_000n);
    await node.mine(CONFIRMATIONS);
    await watch();
    await eventually('deposit credited', async () => (await available(owner)) === '20');

    // The wallet's SELL matched: the exchange pays it 5 pUSD, then the user deposits 1 more.
    const seenBefore = await settlementsSkipped();
    const sold = await exchange.matchOrders(operator, {
      collateral: pusd.address,
      buyer: privateKeyToAddress(buyer),
      seller: wallet,
      amount: 5_000_000n,
    });
    const second = await pusd.transfer(user, wallet, 1_000_000n);
    await node.mine(CONFIRMATIONS);
    assert.equal(await watch(), 1, 'only the plain transfer is published');
    await eventually('second deposit credited', async () => (await available(owner)) === '21');

    assert.deepEqual(
      (await deposits(owner)).sort(),
      [
        [deposit.transactionHash, '20'],
        [second.transactionHash, '1'],
      ].sort(),
    );
    assert.ok(!(await deposits(owner)).some(([hash]) => hash === sold.transactionHash));
    assert.equal(await settlementsSkipped(), seenBefore + 1);
    assert.equal(
      await pusd.balanceOf(wallet),
      26_000_000n,
      'the proceeds are on chain, for the order to account',
    );
  });
});
