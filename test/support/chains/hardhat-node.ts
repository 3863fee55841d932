// A throw-away local EVM chain for tests: `hardhat node` in a child process, on a port the OS picks
// (read back from its banner), with automine on, so every sent transaction is mined at once into a
// block of its own. Tests drive the chain through the helpers: add blocks (confirmations), take and
// revert snapshots (a re-org: the blocks after the snapshot are replaced by whatever is mined next),
// and give an address gas money.
//
// The hardhat config is written to a temporary folder per node, which also takes hardhat's cache:
// hardhat compiles nothing here (erc20.ts uses solc-js), and a config file in the repository would
// be a JavaScript file outside the TypeScript project, which the type-aware linter cannot parse.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createTestClient,
  defineChain,
  http,
  publicActions,
  type Address,
  type Chain,
  type Hex,
  type PublicActions,
  type TestClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Hardhat's own chain id; a test standing the node in for Polygon asks for 137 (startHardhatNode). */
const CHAIN_ID = 31337;
const config = (chainId: number) => ({
  networks: {
    // Ten pre-funded accounts; automine on (hardhat's default). A reverting transaction is mined
    // and its sender told nothing, as on a real chain (by default hardhat answers with the revert).
    hardhat: {
      chainId,
      accounts: { count: 10 },
      loggingEnabled: false,
      throwOnTransactionFailures: false,
    },
  },
});
const STARTUP_TIMEOUT_MS = 30_000;
/** Gas money of a fresh funded key: plenty for any test. */
const FUNDING_WEI = 10n ** 21n;

export interface HardhatNode {
  rpcUrl: string;
  chainId: number;
  /** A viem chain for wallet clients (createWalletClient({ chain, account, transport: http(rpcUrl) })). */
  chain: Chain;
  /** Hardhat's pre-funded accounts (10,000 ETH each), from its start-up banner. */
  fundedKeys: Hex[];
  /** Test and public actions on the node: mine, snapshot, revert, getBlockNumber, readContract… */
  client: TestClient<'hardhat'> & PublicActions;
  /** Adds `blocks` empty blocks. */
  mine(blocks: number): Promise<void>;
  /** The chain as it is now, to come back to with revert (a snapshot is used up by reverting to it). */
  snapshot(): Promise<Hex>;
  /** Drops every block after the snapshot; blocks mined next replace them (a re-org). */
  revert(snapshotId: Hex): Promise<void>;
  /** Sets the native (gas) balance of an address, in wei. */
  setBalance(address: string, wei: bigint): Promise<void>;
  /** A new key whose address has gas money, for tests that need a sender of their own. */
  fundedKey(): Promise<Hex>;
  /** Stops the node and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * `chainId`: what the node answers eth_chainId with and signs under; 137 lets it stand in for
 * Polygon where the chain id is also the venue's (Polymarket's CLOB orders are signed for 137).
 */
export async function startHardhatNode(options: { chainId?: number } = {}): Promise<HardhatNode> {
  const chainId = options.chainId ?? CHAIN_ID;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pme-hardhat-'));
  const configFile = path.join(dir, 'hardhat.config.cjs');
  writeFileSync(configFile, `module.exports = ${JSON.stringify(config(chainId))};\n`);
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'hardhat'),
    ['--config', configFile, 'node', '--hostname', '127.0.0.1', '--port', '0'],
    // Hardhat refuses to run from outside the project that installs it: cwd is the repository.
    {
      cwd: ROOT,
      env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Nothing may outlive the test run, even when it ends without calling stop().
  const killOnExit = (): void => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const cleanUp = async (): Promise<void> => {
    await stopChild(child);
    process.removeListener('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const banner = await readBanner(child);
    const rpcUrl = banner.rpcUrl;
    const chain = defineChain({
      id: chainId,
      name: 'hardhat',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    });
    // Short polling: a local node answers at once, and waiting for receipts should not take seconds.
    const client = createTestClient({
      mode: 'hardhat',
      chain,
      transport: http(rpcUrl),
      pollingInterval: 50,
    }).extend(publicActions);
    const setBalance = (address: string, wei: bigint): Promise<void> =>
      client.setBalance({ address: address as Address, value: wei });
    return {
      rpcUrl,
      chainId: await client.getChainId(),
      chain,
      fundedKeys: banner.keys,
      client,
      mine: (blocks) => client.mine({ blocks }),
      snapshot: () => client.snapshot(),
      revert: (id) => client.revert({ id }),
      setBalance,
      fundedKey: async () => {
        const key = generatePrivateKey();
        await setBalance(privateKeyToAddress(key), FUNDING_WEI);
        return key;
      },
      stop: cleanUp,
    };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}

/**
 * Waits for the banner: the address it listens on, then the accounts with their keys. The output is
 * read to its end for as long as the node runs, or a full pipe would block it.
 */
function readBanner(child: ChildProcess): Promise<{ rpcUrl: string; keys: Hex[] }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (why: string): void => {
      clearTimeout(timer);
      reject(new Error(`hardhat node ${why}: ${output.slice(-2000)}`));
    };
    const timer = setTimeout(() => fail('did not start in time'), STARTUP_TIMEOUT_MS);
    child.once('exit', (code) => fail(`exited with ${code}`));
    const collect = (chunk: Buffer): void => {
      if (output.length < 100_000) output += chunk.toString(); // past the banner: request logging
    };
    child.stderr?.on('data', collect);
    child.stdout?.on('data', (chunk: Buffer) => {
      collect(chunk);
      const url = /JSON-RPC server at (http:\/\/\S+?)\/?\s/.exec(output);
      // The accounts end with the warning repeated after them.
      const firstKey = output.indexOf('Private Key');
      const end = firstKey >= 0 && output.lastIndexOf('WARNING') > firstKey;
      if (!url?.[1] || !end) return;
      clearTimeout(timer);
      const keys = [...output.matchAll(/Private Key: (0x[0-9a-fA-F]{64})/g)].map((m) => m[1] as Hex);
      resolve({ rpcUrl: url[1], keys });
    });
  });
}

/** SIGTERM, then SIGKILL if it has not exited within 3 s; resolves once it is gone. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
