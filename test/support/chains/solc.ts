// Test contracts (contracts/*.sol) compiled by solc-js when first needed: no artifacts in the
// repository, no compiler download. Each contract is compiled once per process (about a second).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Abi, Hex } from 'viem';

export interface CompiledContract {
  abi: Abi;
  /** Creation code, to deploy. */
  bytecode: Hex;
  /** Runtime code, to place at an address as it is (hardhat_setCode). */
  deployedBytecode: Hex;
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[];
  contracts?: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >;
}

const compiled = new Map<string, CompiledContract>();

/** Compiles contracts/<name>.sol and returns its contract `name`. */
export function compileTestContract(name: string): CompiledContract {
  const known = compiled.get(name);
  if (known) return known;
  const source = `${name}.sol`;
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
  const content = readFileSync(new URL(`./contracts/${source}`, import.meta.url), 'utf8');
  const input = {
    language: 'Solidity',
    sources: { [source]: { content } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts?.[source]?.[name];
  if (!contract) throw new Error(`solc produced no ${name}`);
  const result: CompiledContract = {
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
    deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
  };
  compiled.set(name, result);
  return result;
}
