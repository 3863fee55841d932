// Venue settlements in the Solana deposit reader (chains/solana/deposits.ts): a transfer into a
// platform wallet in a transaction that calls DFlow's program at top level is DFlow settling an
// order (a fill, a SELL's proceeds, the unfilled input given back), not a deposit. The transaction
// is the recorded jsonParsed USDC deposit (test/fixtures/solana-rpc) recast the way a DFlow keeper's
// settlement arrives: the same transferChecked, now an inner instruction of a top-level call to
// DFlow's prediction-market program, which jsonParsed cannot parse (programId, accounts, data).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { ObservedDeposit } from '../../../chains/chain-adapter.ts';
import {
  depositsIn,
  scanTransaction,
  type DepositFilter,
  type ParsedTransactionLike,
} from '../../../chains/solana/deposits.ts';
import { DFLOW_PROGRAMS } from '../../../venues/kalshi/live-venue.ts';

const DFLOW = DFLOW_PROGRAMS[0]!;
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const OWNER = '3i476kTBBTy7pBGx4CXwJpJ6phuwLQgcwLTdHhU3c7ui';

const recordedDeposit: ParsedTransactionLike = JSON.parse(
  readFileSync(
    new URL('../../fixtures/solana-rpc/usdc-deposit.getTransaction.json', import.meta.url),
    'utf8',
  ),
).result;

/** The recorded deposit's one USDC transfer, as the reader reports it. */
const TRANSFER: ObservedDeposit = {
  chain: 'SOL',
  txHash: recordedDeposit.transaction.signatures[0]!,
  logIndex: 0,
  block: '184930610',
  asset: 'USDC',
  from: '8fusVwhgo4oS1fGpZKeRaXrJXQk9auKnAgcj9A97wR3t',
  to: OWNER,
  amount: '1000',
  at: '2023-03-27T06:50:45.000Z',
};

/** The recorded transaction with its transfer made by `program` through CPI; `program` at top level unless `nested`. */
function settledBy(program: string, nested = false): ParsedTransactionLike {
  const [create, transfer, memo] = recordedDeposit.transaction.message.instructions;
  const call = {
    programId: program,
    accounts: [TRANSFER.to, OWNER],
    data: '3Bxs4h24hBtQy9rw',
    stackHeight: null,
  };
  const outer = nested
    ? { programId: 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4', accounts: [], data: '', stackHeight: null }
    : call;
  return {
    ...recordedDeposit,
    meta: {
      ...recordedDeposit.meta!,
      innerInstructions: [
        ...(recordedDeposit.meta!.innerInstructions ?? []),
        { index: 1, instructions: nested ? [call, transfer!] : [transfer!] },
      ],
    },
    transaction: {
      ...recordedDeposit.transaction,
      message: {
        accountKeys: [...recordedDeposit.transaction.message.accountKeys, { pubkey: program }],
        instructions: [create!, outer, memo!],
      },
    },
  };
}

const filter = (settlementPrograms?: readonly string[]): DepositFilter => ({
  tokens: [{ chain: 'SOL', asset: 'USDC', address: USDC_MINT, decimals: 6 }],
  owners: new Set([OWNER]),
  ...(settlementPrograms ? { settlementPrograms: new Set(settlementPrograms) } : {}),
});

describe('Solana deposits and venue settlements', () => {
  it('should report a transfer in a transaction calling a DFlow program as a settlement, not a deposit', () => {
    for (const program of DFLOW_PROGRAMS) {
      assert.deepEqual(scanTransaction(settledBy(program), filter(DFLOW_PROGRAMS)), {
        deposits: [],
        settlements: [{ ...TRANSFER, program }],
      });
      assert.deepEqual(depositsIn(settledBy(program), filter(DFLOW_PROGRAMS)), []);
    }
  });

  it('should read the same transfer, made by CPI, as a deposit when no settlement program is configured', () => {
    assert.deepEqual(scanTransaction(settledBy(DFLOW), filter()), { deposits: [TRANSFER], settlements: [] });
    assert.deepEqual(scanTransaction(settledBy(DFLOW), filter([])), {
      deposits: [TRANSFER],
      settlements: [],
    });
  });

  it('should still credit deposits that call no settlement program at top level', () => {
    assert.deepEqual(scanTransaction(recordedDeposit, filter(DFLOW_PROGRAMS)), {
      deposits: [TRANSFER],
      settlements: [],
    });
    // A route of another program that reaches DFlow only by CPI: the sender's swap, paid to the wallet.
    assert.deepEqual(scanTransaction(settledBy(DFLOW, true), filter(DFLOW_PROGRAMS)), {
      deposits: [TRANSFER],
      settlements: [],
    });
  });

  it('should report no settlement for a transaction that brings the owners nothing', () => {
    const stranger = {
      ...filter(DFLOW_PROGRAMS),
      owners: new Set(['8fusVwhgo4oS1fGpZKeRaXrJXQk9auKnAgcj9A97wR3t']),
    };
    assert.deepEqual(scanTransaction(settledBy(DFLOW), stranger), { deposits: [], settlements: [] });
  });
});
