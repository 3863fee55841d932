// The test token (contracts/TestToken.sol) on a local node: compiled by solc-js when first needed
// (no artifacts in the repository, no compiler download) and deployed with viem. Helpers mint,
// transfer and read balances so tests can make deposits and fund custodial addresses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createWalletClient, http, type Abi, type Address, type Hex, type TransactionReceipt } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { TokenAsset } from '../../../chains/chain-adapter.ts';
import type { HardhatNode } from './hardhat-node.ts';

interface Compiled {
  abi: Abi;
  bytecode: Hex;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
}

const SOURCE = 'TestToken.sol';
let compiled: Compiled | undefined;

/** Compiles TestToken once per process (solc-js takes about a second). */
export function compileTestToken(): Compiled {
  if (compiled) return compiled;
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
  const content = readFileSync(new URL(`./contracts/${SOURCE}`, import.meta.url), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { [SOURCE]: { content } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts?.[SOURCE]?.TestToken;
  if (!contract) throw new Error('solc produced no TestToken');
  compiled = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  return compiled;
}

export interface TestToken {
  address: Address;
  abi: Abi;
  /** The token as the adapters and the wallet service configure it (chain POL, 6 decimals). */
  asset: TokenAsset;
  /** Mints by the owner (the deployer key); mined before it returns. */
  mint(to: string, amount: bigint): Promise<TransactionReceipt>;
  /** A plain ERC20 transfer signed by `fromKey` (e.g. a user's deposit); mined before it returns. */
  transfer(fromKey: Hex, to: string, amount: bigint): Promise<TransactionReceipt>;
  balanceOf(address: string): Promise<bigint>;
}

export async function deployTestToken(
  node: HardhatNode,
  options: { deployerKey?: Hex; asset?: string; name?: string } = {},
): Promise<TestToken> {
  const { abi, bytecode } = compileTestToken();
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
  return {
    address: contractAddress,
    abi,
    asset: { chain: 'POL', asset, address: contractAddress, decimals: 6 },
    mint: (to, amount) =>
      mined(
        deployer.writeContract({ address: contractAddress, abi, functionName: 'mint', args: [to, amount] }),
      ),
    transfer: (fromKey, to, amount) =>
      mined(
        walletOf(fromKey).writeContract({
          address: contractAddress,
          abi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      ),
    balanceOf: async (address) =>
      (await node.client.readContract({
        address: contractAddress,
        abi,
        functionName: 'balanceOf',
        args: [address],
      })) as bigint,
  };
}
