// The test token (contracts/TestToken.sol) on a local node: compiled by solc-js when first needed
// (solc.ts) and deployed with viem. Helpers mint, transfer and read balances so tests can make
// deposits and fund custodial addresses.
import { createWalletClient, http, type Abi, type Address, type Hex, type TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { TokenAsset } from '../../../chains/chain-adapter.ts';
import type { HardhatNode } from './hardhat-node.ts';
import { compileTestContract } from './solc.ts';

export interface TestToken {
  address: Address;
  abi: Abi;
  /** The token as the adapters and the wallet service configure it (chain POL, 6 decimals). */
  asset: TokenAsset;
  /** Mints by the owner (the deployer key); mined before it returns. */
  mint(to: string, amount: bigint): Promise<TransactionReceipt>;
  /** A plain ERC20 transfer signed by `fromKey` (e.g. a user's deposit); mined before it returns. */
  transfer(fromKey: Hex, to: string, amount: bigint): Promise<TransactionReceipt>;
  /** Lets `spender` move up to `amount` of `fromKey`'s tokens (transferFrom); mined before it returns. */
  approve(fromKey: Hex, spender: string, amount: bigint): Promise<TransactionReceipt>;
  balanceOf(address: string): Promise<bigint>;
}

export async function deployTestToken(
  node: HardhatNode,
  options: { deployerKey?: Hex; asset?: string; name?: string } = {},
): Promise<TestToken> {
  const { abi, bytecode } = compileTestContract('TestToken');
  const asset = options.asset ?? 'USDC.e';
  const deployerKey = options.deployerKey ?? node.fundedKeys[0];
  if (!deployerKey) throw new Error('the node has no funded key to deploy with');
  const walletOf = (key: Hex) =>
    createWalletClient({
      account: privateKeyToAccount(key),
      chain: node.chain,
      transport: http(node.rpcUrl),
    });
  const deployer = walletOf(deployerKey);
  const hash = await deployer.deployContract({
    abi,
    bytecode,
    args: [options.name ?? `Test ${asset}`, asset],
  });
  const { contractAddress } = await node.client.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error('TestToken deployment created no contract');
  const mined = async (sent: Promise<Hex>): Promise<TransactionReceipt> => {
    const receipt = await node.client.waitForTransactionReceipt({ hash: await sent });
    if (receipt.status !== 'success')
      throw new Error(`token transaction ${receipt.transactionHash} reverted`);
    return receipt;
  };
  /** Sends one of the token's functions from `key`'s account and waits for it to be mined. */
  const send = (key: Hex, functionName: 'mint' | 'transfer' | 'approve', args: readonly [string, bigint]) =>
    mined(walletOf(key).writeContract({ address: contractAddress, abi, functionName, args }));
  return {
    address: contractAddress,
    abi,
    asset: { chain: 'POL', asset, address: contractAddress, decimals: 6 },
    mint: (to, amount) => send(deployerKey, 'mint', [to, amount]),
    transfer: (fromKey, to, amount) => send(fromKey, 'transfer', [to, amount]),
    approve: (fromKey, spender, amount) => send(fromKey, 'approve', [spender, amount]),
    balanceOf: async (address) =>
      (await node.client.readContract({
        address: contractAddress,
        abi,
        functionName: 'balanceOf',
        args: [address],
      })) as bigint,
  };
}
