// A stand-in Polymarket exchange (contracts/StandInExchange.sol) placed at a given address of a
// local node, e.g. the real CTF Exchange address, so the wiring that recognises the venue's
// contracts by address is what the test exercises. Its match is sent by an operator key, as the
// venue's operator sends matches on chain.
import { createWalletClient, http, type Address, type Hex, type TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { HardhatNode } from './hardhat-node.ts';
import { compileTestContract } from './solc.ts';

export interface StandInExchange {
  address: Address;
  /**
   * One match settled on chain: `amount` of `collateral` from `buyer` (who must have approved the
   * exchange) into the exchange, then to `seller`. Sent by `operatorKey`; mined before it returns.
   */
  matchOrders(
    operatorKey: Hex,
    input: { collateral: Address; buyer: string; seller: string; amount: bigint },
  ): Promise<TransactionReceipt>;
}

export async function placeStandInExchange(node: HardhatNode, address: Address): Promise<StandInExchange> {
  const { abi, deployedBytecode } = compileTestContract('StandInExchange');
  await node.client.setCode({ address, bytecode: deployedBytecode });
  return {
    address,
    matchOrders: async (operatorKey, { collateral, buyer, seller, amount }) => {
      const operator = createWalletClient({
        account: privateKeyToAccount(operatorKey),
        chain: node.chain,
        transport: http(node.rpcUrl),
      });
      const hash = await operator.writeContract({
        address,
        abi,
        functionName: 'matchOrders',
        args: [collateral, buyer, seller, amount],
      });
      const receipt = await node.client.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`match ${hash} reverted`);
      return receipt;
    },
  };
}
