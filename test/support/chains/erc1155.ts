// The outcome-token stand-in (contracts/TestOutcomes.sol, an ERC-1155 like Polymarket's Conditional
// Tokens) on a local node: compiled by solc-js when first needed and deployed with viem; its owner
// (the deployer key) mints positions to addresses.
import { createWalletClient, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { HardhatNode } from './hardhat-node.ts';
import { compileTestContract } from './solc.ts';

export interface TestOutcomes {
  address: Address;
  /** Mints `amount` of position `id` to `to`; mined before it returns. */
  mint(to: string, id: bigint, amount: bigint): Promise<void>;
  balanceOf(address: string, id: bigint): Promise<bigint>;
}

export async function deployTestOutcomes(
  node: HardhatNode,
  deployerKey = node.fundedKeys[0]!,
): Promise<TestOutcomes> {
  const { abi, bytecode } = compileTestContract('TestOutcomes');
  const deployer = createWalletClient({
    account: privateKeyToAccount(deployerKey),
    chain: node.chain,
    transport: http(node.rpcUrl),
  });
  const { contractAddress } = await node.client.waitForTransactionReceipt({
    hash: await deployer.deployContract({ abi, bytecode }),
  });
  if (!contractAddress) throw new Error('TestOutcomes deployment created no contract');
  return {
    address: contractAddress,
    mint: async (to, id, amount) => {
      const hash = await deployer.writeContract({
        address: contractAddress,
        abi,
        functionName: 'mint',
        args: [to, id, amount],
      });
      const receipt = await node.client.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`mint ${hash} reverted`);
    },
    balanceOf: async (address, id) =>
      (await node.client.readContract({
        address: contractAddress,
        abi,
        functionName: 'balanceOf',
        args: [address, id],
      })) as bigint,
  };
}
