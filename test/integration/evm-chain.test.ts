// The EVM chain adapter against a real node: a local hardhat chain with the test ERC20 deployed.
// Deposits, confirmations and re-orgs are driven block by block (automine puts each transaction in
// a block of its own; snapshots and reverts stand in for re-orgs).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { bytesToHex, getAddress, keccak256, type Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import {
  BroadcastRejectedError,
  type ObservedDeposit,
  type SignedTransfer,
} from '../../chains/chain-adapter.ts';
import { EvmChainAdapter, type EvmChainAdapterOptions } from '../../chains/evm/evm-adapter.ts';
import { polymarketSettlementContracts } from '../../venues/polymarket/settlement-contracts.ts';
import { EXCHANGE_ADDRESSES, POLYGON_CHAIN_ID } from '../../venues/polymarket/order-types.ts';
import { deployTestToken, type TestToken } from '../support/chains/erc20.ts';
import { placeStandInExchange } from '../support/chains/stand-in-exchange.ts';
import { startHardhatNode, type HardhatNode } from '../support/chains/hardhat-node.ts';

const CONFIRMATIONS = 3;

describe('EVM chain adapter on a hardhat node', function () {
  this.timeout(30_000);
  let node: HardhatNode;
  let token: TestToken;
  let adapter: EvmChainAdapter;

  const makeAdapter = (options: Partial<EvmChainAdapterOptions> = {}): EvmChainAdapter =>
    new EvmChainAdapter({
      rpcUrl: node.rpcUrl,
      chainId: node.chainId,
      tokens: [token.asset],
      confirmations: CONFIRMATIONS,
      ...options,
    });

  before(async function () {
    this.timeout(60_000);
    node = await startHardhatNode();
    token = await deployTestToken(node);
    adapter = makeAdapter();
  });

  after(async () => {
    await node?.stop();
  });

  /** A user's wallet outside the platform, with gas money and `tokens` base units. */
  async function userWith(tokens: bigint): Promise<{ key: Hex; address: string }> {
    const key = await node.fundedKey();
    const address = privateKeyToAddress(key);
    await token.mint(address, tokens);
    return { key, address };
  }

  /** A custodial key made by the adapter, as the wallet service makes them. */
  function platformKey(): { secretKey: Uint8Array; address: string } {
    return adapter.generateKey();
  }

  async function isoTimeOf(block: bigint): Promise<string> {
    const { timestamp } = await node.client.getBlock({ blockNumber: block });
    return new Date(Number(timestamp) * 1000).toISOString();
  }

  describe('addresses and keys', () => {
    it('should return the checksummed form of an address written in any one case or checksummed', () => {
      const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
      assert.equal(adapter.parseAddress(checksummed.toLowerCase()), checksummed);
      assert.equal(adapter.parseAddress(`0x${checksummed.slice(2).toUpperCase()}`), checksummed);
      assert.equal(adapter.parseAddress(checksummed), checksummed);
    });

    it('should refuse a bad checksum, the zero address and things that are not addresses', () => {
      for (const text of [
        '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', // last letter's case flipped
        '0x0000000000000000000000000000000000000000',
        '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae', // 39 hex digits
        '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', // no 0x
        '0X5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED',
        '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg',
        ' 0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
        '',
      ]) {
        assert.equal(adapter.parseAddress(text), undefined, text);
      }
    });

    it('should generate 32-byte keys whose address addressOf derives again', () => {
      const { secretKey, address } = adapter.generateKey();
      assert.equal(secretKey.length, 32);
      assert.equal(address, privateKeyToAddress(bytesToHex(secretKey)));
      assert.equal(adapter.addressOf(secretKey), address);
      assert.notDeepEqual(adapter.generateKey().secretKey, secretKey);
      assert.throws(() => adapter.addressOf(new Uint8Array(31)), /32 bytes/);
    });
  });

  describe('deposits', () => {
    it('should report a deposit with its fields once it has the configured confirmations, not before', async () => {
      const user = await userWith(10_000_000n);
      const { address } = platformKey();
      const start = await adapter.scanDeposits(undefined, [address]);
      assert.deepEqual(start.deposits, []);

      const receipt = await token.transfer(user.key, address, 1_234_567n);
      let scan = await adapter.scanDeposits(start.cursor, [address]);
      assert.deepEqual(scan.deposits, [], 'one confirmation');
      await node.mine(CONFIRMATIONS - 2);
      scan = await adapter.scanDeposits(scan.cursor, [address]);
      assert.deepEqual(scan.deposits, [], `${CONFIRMATIONS - 1} confirmations`);

      await node.mine(1);
      scan = await adapter.scanDeposits(scan.cursor, [address]);
      const log = receipt.logs[0]!;
      assert.deepEqual(scan.deposits, [
        {
          chain: 'POL',
          txHash: receipt.transactionHash,
          logIndex: log.logIndex,
          block: receipt.blockNumber.toString(),
          asset: 'USDC.e',
          from: getAddress(user.address),
          to: address,
          amount: '1234567',
          at: await isoTimeOf(receipt.blockNumber),
        } satisfies ObservedDeposit,
      ]);
      assert.match(scan.deposits[0]!.at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      assert.equal(await adapter.tokenBalance(token.asset, address), 1_234_567n);
    });

    it('should report only transfers of a positive amount to the given addresses', async () => {
      const user = await userWith(10_000_000n);
      const [a, b, outsider] = [platformKey().address, platformKey().address, platformKey().address];
      const { cursor } = await adapter.scanDeposits(undefined, [a, b]);
      await token.transfer(user.key, outsider, 500n);
      await token.transfer(user.key, a, 0n);
      const toB = await token.transfer(user.key, b, 700n);
      await node.mine(CONFIRMATIONS);

      // Addresses are matched whatever their case.
      const scan = await adapter.scanDeposits(cursor, [a.toLowerCase(), b.toLowerCase()]);
      assert.deepEqual(
        scan.deposits.map((d) => [d.txHash, d.to, d.amount]),
        [[toB.transactionHash, b, '700']],
      );
    });

    it('should resume from its cursor in bounded ranges without reporting a deposit twice', async () => {
      const small = makeAdapter({ maxBlockRange: 2 });
      const user = await userWith(10_000_000n);
      const mine = platformKey().address;
      // More addresses than one eth_getLogs request takes, the platform's last.
      const others = Array.from({ length: 700 }, () => getAddress(bytesToHex(randomBytes(20))));
      const addresses = [...others, mine];
      let { cursor } = await small.scanDeposits(undefined, addresses);
      const sent: string[] = [];
      for (const amount of [11n, 22n, 33n, 44n, 55n]) {
        sent.push((await token.transfer(user.key, mine, amount)).transactionHash);
      }
      await node.mine(CONFIRMATIONS - 1);

      const seen: ObservedDeposit[] = [];
      for (let calls = 0; calls < 10; calls++) {
        const scan = await small.scanDeposits(cursor, addresses);
        seen.push(...scan.deposits);
        if (scan.cursor === cursor) break;
        cursor = scan.cursor;
      }
      assert.deepEqual(
        seen.map((d) => [d.txHash, d.amount]),
        sent.map((hash, i) => [hash, String(11 * (i + 1))]),
      );
      // Nothing new on chain: nothing reported again.
      assert.deepEqual((await small.scanDeposits(cursor, addresses)).deposits, []);
    });

    it('should forget a deposit re-organised away before its confirmations and report its replacement', async () => {
      const user = await userWith(10_000_000n);
      const { address } = platformKey();
      let { cursor } = await adapter.scanDeposits(undefined, [address]);
      const snapshot = await node.snapshot();
      const lost = await token.transfer(user.key, address, 111n);
      await node.mine(CONFIRMATIONS - 2);
      const early = await adapter.scanDeposits(cursor, [address]);
      assert.deepEqual(early.deposits, []);
      cursor = early.cursor;

      await node.revert(snapshot);
      await node.mine(1);
      const replacement = await token.transfer(user.key, address, 222n);
      await node.mine(CONFIRMATIONS + 2);
      const scan = await adapter.scanDeposits(cursor, [address]);
      assert.deepEqual(
        scan.deposits.map((d) => [d.txHash, d.amount]),
        [[replacement.transactionHash, '222']],
      );
      assert.notEqual(replacement.transactionHash, lost.transactionHash);
      assert.equal(await adapter.tokenBalance(token.asset, address), 222n);
    });

    it('should rescan after a re-org deeper than the confirmations and report the new chain’s deposits', async () => {
      const user = await userWith(10_000_000n);
      const { address } = platformKey();
      const { cursor } = await adapter.scanDeposits(undefined, [address]);
      const snapshot = await node.snapshot();
      await token.transfer(user.key, address, 333n);
      await node.mine(CONFIRMATIONS);
      const before = await adapter.scanDeposits(cursor, [address]);
      assert.deepEqual(
        before.deposits.map((d) => d.amount),
        ['333'],
      );

      // The same heights again, with another deposit below the cursor's block.
      await node.revert(snapshot);
      const replacement = await token.transfer(user.key, address, 444n);
      await node.mine(CONFIRMATIONS);
      const after = await adapter.scanDeposits(before.cursor, [address]);
      assert.deepEqual(
        after.deposits.map((d) => [d.txHash, d.amount]),
        [[replacement.transactionHash, '444']],
      );
    });

    it('should report a transfer in a transaction sent to a venue settlement contract as a settlement, not a deposit', async () => {
      // The stand-in exchange at Polymarket's real CTF Exchange V2 address, and the same code at an
      // address that is no venue's: what decides is the contract the transaction was sent to.
      const exchange = await placeStandInExchange(node, EXCHANGE_ADDRESSES[POLYGON_CHAIN_ID]![2].exchange);
      const elsewhere = await placeStandInExchange(node, getAddress(bytesToHex(randomBytes(20))));
      const settling = makeAdapter({ settlementContracts: polymarketSettlementContracts(POLYGON_CHAIN_ID) });
      const operator = await node.fundedKey();
      const user = await userWith(10_000_000n);
      const counterparty = await userWith(10_000_000n);
      await token.approve(counterparty.key, exchange.address, 10_000_000n);
      await token.approve(counterparty.key, elsewhere.address, 10_000_000n);
      // A platform wallet that buys: the exchange pulls its collateral out (an outgoing transfer).
      const buyer = platformKey();
      const buyerKey = bytesToHex(buyer.secretKey);
      await node.setBalance(buyer.address, 10n ** 18n);
      await token.mint(buyer.address, 3_000_000n);
      await token.approve(buyerKey, exchange.address, 3_000_000n);
      const seller = platformKey().address;
      const addresses = [buyer.address, seller];
      await node.mine(CONFIRMATIONS); // the buyer's funding is behind the cursors
      const { cursor } = await settling.scanDeposits(undefined, addresses);
      const plainCursor = (await adapter.scanDeposits(undefined, addresses)).cursor;

      const sold = await exchange.matchOrders(operator, {
        collateral: token.address,
        buyer: counterparty.address,
        seller,
        amount: 4_000_000n,
      });
      const bought = await exchange.matchOrders(operator, {
        collateral: token.address,
        buyer: buyer.address,
        seller: counterparty.address,
        amount: 3_000_000n,
      });
      const notVenue = await elsewhere.matchOrders(operator, {
        collateral: token.address,
        buyer: counterparty.address,
        seller,
        amount: 1_000_000n,
      });
      const deposit = await token.transfer(user.key, seller, 2_000_000n);
      await node.mine(CONFIRMATIONS);

      const scan = await settling.scanDeposits(cursor, addresses);
      assert.deepEqual(
        scan.deposits.map((d) => [d.txHash, d.to, d.amount]),
        [
          [notVenue.transactionHash, seller, '1000000'],
          [deposit.transactionHash, seller, '2000000'],
        ],
      );
      assert.deepEqual(
        scan.settlements?.map((d) => [d.txHash, d.program, d.from, d.to, d.amount]),
        [[sold.transactionHash, exchange.address, exchange.address, seller, '4000000']],
      );
      // The buy's outgoing transfer is in no list: the scan reads transfers into the addresses only.
      assert.ok(![...scan.deposits, ...scan.settlements].some((d) => d.txHash === bought.transactionHash));
      assert.equal(await token.balanceOf(buyer.address), 0n);
      assert.equal(await token.balanceOf(seller), 7_000_000n);
      // Without the venue's contracts, the adapter takes the match's proceeds for a deposit.
      const plain = await adapter.scanDeposits(plainCursor, addresses);
      assert.deepEqual(
        plain.deposits.map((d) => d.txHash),
        [sold.transactionHash, notVenue.transactionHash, deposit.transactionHash],
      );
      assert.deepEqual(plain.settlements, []);
    });
  });

  describe('transfers', () => {
    /** A custodial address with gas money and `tokens` base units. */
    async function funded(tokens: bigint): Promise<{ secretKey: Uint8Array; address: string }> {
      const key = platformKey();
      await node.setBalance(key.address, 10n ** 18n);
      await token.mint(key.address, tokens);
      return key;
    }

    const status = (signed: SignedTransfer, from: string) => adapter.status({ ...signed, from });

    it('should sign a transfer whose hash is known before sending and land it with exact balances', async () => {
      const sender = await funded(5_000_000n);
      const recipient = platformKey().address;
      const signed = await adapter.signTransfer({
        ...sender,
        token: token.asset,
        to: recipient,
        amount: 1_250_001n,
      });
      assert.equal(signed.txHash, keccak256(signed.raw as Hex));
      assert.equal(signed.validity, '0');
      assert.equal(await status(signed, sender.address), 'pending', 'not sent yet');

      await adapter.broadcast(signed.raw);
      const receipt = await node.client.getTransactionReceipt({ hash: signed.txHash });
      assert.equal(receipt.status, 'success');
      assert.equal(await adapter.tokenBalance(token.asset, sender.address), 3_749_999n);
      assert.equal(await adapter.tokenBalance(token.asset, recipient), 1_250_001n);
      assert.equal(await status(signed, sender.address), 'pending', 'one confirmation');
      await node.mine(CONFIRMATIONS - 1);
      assert.equal(await status(signed, sender.address), 'confirmed');
    });

    it('should take a repeated broadcast as harmless, mined or still in the pool', async () => {
      const sender = await funded(1_000n);
      const recipient = platformKey().address;
      const first = await adapter.signTransfer({
        ...sender,
        token: token.asset,
        to: recipient,
        amount: 100n,
      });
      await adapter.broadcast(first.raw);
      await adapter.broadcast(first.raw); // already mined

      await node.client.setAutomine(false);
      try {
        const second = await adapter.signTransfer({
          ...sender,
          token: token.asset,
          to: recipient,
          amount: 10n,
        });
        assert.equal(second.validity, '1');
        await adapter.broadcast(second.raw);
        await adapter.broadcast(second.raw); // waiting in the pool
        await node.mine(1);
      } finally {
        await node.client.setAutomine(true);
      }
      assert.equal(await token.balanceOf(recipient), 110n);
      assert.equal(await token.balanceOf(sender.address), 890n);
    });

    it('should report a transfer of more than the balance as failed once it is past re-org risk', async () => {
      const sender = await funded(1_000n);
      const recipient = platformKey().address;
      const transfer = { ...sender, token: token.asset, to: recipient, amount: 1_001n };
      // The node's gas estimate runs the transfer, so without a gas limit it is never signed…
      await assert.rejects(adapter.signTransfer(transfer), /exceeds balance/);
      // …with one, it goes on chain and reverts there.
      const signed = await adapter.signTransfer({ ...transfer, gas: 100_000n });
      await adapter.broadcast(signed.raw);
      assert.equal(await status(signed, sender.address), 'pending');
      await node.mine(CONFIRMATIONS);
      assert.equal(await status(signed, sender.address), 'failed');
      assert.equal(await token.balanceOf(sender.address), 1_000n);
      assert.equal(await token.balanceOf(recipient), 0n);
    });

    it('should report a transfer whose nonce another transaction took as dropped, and refuse to send it', async () => {
      const sender = await funded(1_000n);
      const recipient = platformKey().address;
      const lost = await adapter.signTransfer({ ...sender, token: token.asset, to: recipient, amount: 1n });
      const taker = await adapter.signTransfer({ ...sender, token: token.asset, to: recipient, amount: 2n });
      assert.equal(taker.validity, lost.validity);
      await adapter.broadcast(taker.raw);
      assert.equal(await status(lost, sender.address), 'pending', 'the taker is not past re-org risk yet');
      await node.mine(CONFIRMATIONS);
      assert.equal(await status(lost, sender.address), 'dropped');
      assert.equal(await status(taker, sender.address), 'confirmed');
      await assert.rejects(adapter.broadcast(lost.raw), BroadcastRejectedError);
      assert.equal(await token.balanceOf(recipient), 2n);
    });

    it('should throw BroadcastRejectedError for a transfer from an address without gas money', async () => {
      const sender = platformKey();
      await token.mint(sender.address, 1_000n);
      const signed = await adapter.signTransfer({
        ...sender,
        token: token.asset,
        to: platformKey().address,
        amount: 1n,
      });
      await assert.rejects(adapter.broadcast(signed.raw), (err: unknown) => {
        assert.ok(err instanceof BroadcastRejectedError, String(err));
        assert.match(err.message, /funds/);
        return true;
      });
      assert.equal(await status(signed, sender.address), 'pending', 'its nonce is still free');
    });

    it('should rethrow a failure to reach the node as it is (transient)', async () => {
      const sender = await funded(1_000n);
      const signed = await adapter.signTransfer({
        ...sender,
        token: token.asset,
        to: platformKey().address,
        amount: 1n,
      });
      const unreachable = makeAdapter({ rpcUrl: 'http://127.0.0.1:9/', requestTimeoutMs: 2000 });
      await assert.rejects(unreachable.broadcast(signed.raw), (err: unknown) => {
        assert.ok(!(err instanceof BroadcastRejectedError), String(err));
        return true;
      });
    });
  });
});
