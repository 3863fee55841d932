// Withdrawals: validate, hold the funds, sign, record, send — and follow the transfer until it is
// final. The invariant is that a withdrawal is never lost nor doubled:
//   - the funds move from `available` to `withdrawing` in the same transaction that records the
//     withdrawal, once per (wallet, idempotency key): a repeated request withdraws once;
//   - the signed transaction and its hash are stored before the first broadcast, and every
//     re-broadcast sends those same bytes: one withdrawal is one transaction, never two;
//   - one address signs one withdrawal at a time, until it is broadcast, so nonces follow each other
//     (EVM: the signer takes the chain's pending nonce). That is an advisory lock per address, held
//     on a connection of its own outside the pool (Sql.withLock), never on a pooled one and never
//     inside a transaction: a stalled chain keeps at most PG_LOCK_CONNECTIONS such connections
//     (withdrawals of one address waiting behind its holder wait in the process, on none), and
//     every route keeps the pool. It is bounded both ways (ADDRESS_LOCK): a withdrawal that
//     cannot get its address's lock in time stays queued for the reconciler; a holder past its
//     hold time loses the lock (its connection is closed) and sends nothing it has not recorded.
//     The lock keeps nonce order only; exactly-once does not rest on it: the signed bytes are
//     recorded only while the withdrawal is still queued (markSent), and only the signer whose
//     bytes were recorded broadcasts. The choice over nonces assigned from the database: the chain
//     stays the one source of an address's nonce, so a transaction it refused or dropped leaves no
//     gap for later withdrawals to wait behind;
//   - every step is its own short transaction: hold (recorded, funds moved), sent (the signed
//     bytes), final (funds out or back); a crash between two leaves a state the reconciler takes on
//     (queued: sign and send; sent: broadcast the same bytes again or settle by the chain's word);
//   - the funds leave `withdrawing` exactly once: to the outside world when the transfer is
//     confirmed, back to `available` when it failed on chain, can never land (dropped), or was
//     refused by the chain at its first broadcast.
// On a chain in paper mode nothing is signed: the withdrawal settles in the ledger in the
// transaction that records it, with a `paper:` transaction hash. The reconciler runs on every
// chain: on a paper chain it settles a withdrawal left queued (by an earlier version, which settled
// after the hold's commit, or while the chain was live and never signed).
import { randomUUID } from 'node:crypto';
import { BroadcastRejectedError, type ChainId, type SignedTransfer } from '../../chains/chain-adapter.ts';
import { AppError, BadRequestError, ConflictError, UnavailableError } from '../../core/errors.ts';
import type { Logger } from '../../core/logger.ts';
import { counter } from '../../core/metrics.ts';
import { crashPoint } from '../../core/test-hooks.ts';
import * as repo from '../../storage/postgres/repositories/withdrawals.ts';
import type { LockBounds, Sql, SqlExecutor } from '../../storage/postgres/sql.ts';
import { transfer, walletAccount, worldAccounts } from './ledger.ts';
import { parseTokenAmount } from './token-amount.ts';
import { addressOn, withWalletKey, type Custody, type WalletRow } from './wallets.ts';
import { withdrawalEvent } from '../events/record.ts';
import { assertWithdrawalsNotHeld } from '../reconciliation/withdrawal-holds.ts';

const finished = counter('wallet_withdrawals_total', 'Withdrawals that reached a final state', [
  'chain',
  'status',
]);

/**
 * The address lock's bounds, ms. The wait covers a signer ahead on the same address (its RPC
 * calls are bounded by the adapter's request timeout, 10 s by default); the hold covers signing
 * and the broadcast with room to spare, so it ends only a holder that is stuck.
 */
export const ADDRESS_LOCK: LockBounds = { waitMs: 15_000, holdMs: 60_000 };

/** A withdrawal as stored: its chain, amount, address, status and transaction. */
export type WithdrawalRow = repo.WithdrawalRow;

export interface WithdrawalDeps extends Custody {
  sql: Sql;
  log: Logger;
}

export interface WithdrawalRequest {
  chain: ChainId;
  /** Asset id as the client wrote it (`USDC.e`, `pUSD`, `USDC`). */
  token: string;
  /** Token units, a decimal string (`"12.5"`). */
  amount: string;
  address: string;
  /** The `Idempotency-Key` header; without one every request is a new withdrawal. */
  idempotencyKey?: string;
}

export interface WithdrawalView {
  withdrawal_id: string;
  tx_hash: string | null;
  status: repo.WithdrawalStatus;
  /** A repeat of an earlier request with the same Idempotency-Key: this is the first one's withdrawal. */
  replayed?: true;
}

function view(row: repo.WithdrawalRow): WithdrawalView {
  return { withdrawal_id: row.withdrawal_id, tx_hash: row.tx_hash, status: row.status };
}

/** Validates and normalizes a request; every problem is a 400 naming the field. */
function parseRequest(deps: WithdrawalDeps, wallet: WalletRow, req: WithdrawalRequest) {
  const { token, amount } = parseTokenAmount(deps.chains, req.chain, req);
  const adapter = deps.chains.adapter(req.chain);
  const address = req.address.trim();
  const to = adapter.parseAddress(address);
  if (to === undefined) {
    const refusal = adapter.addressRefusal(address);
    throw new BadRequestError((name) => `${name('address')} ${refusal}`, 'invalid_address', 'address');
  }
  return { token, amount, to, from: addressOn(wallet, req.chain) };
}

/** Records the withdrawal and moves its funds from `available` to `withdrawing`, in the caller's transaction. */
async function recordWithdrawal(
  tx: SqlExecutor,
  wallet: WalletRow,
  req: WithdrawalRequest,
  parsed: ReturnType<typeof parseRequest>,
  ids: { withdrawalId: string; idempotencyKey: string },
): Promise<repo.WithdrawalRow | undefined> {
  const { token, amount, to, from } = parsed;
  const row = await repo.insertWithdrawal(tx, {
    withdrawal_id: ids.withdrawalId,
    wallet_id: wallet.wallet_id,
    chain: req.chain,
    asset: token.asset,
    amount: amount.toString(),
    from_address: from,
    to_address: to,
    idempotency_key: ids.idempotencyKey,
  });
  if (!row) return undefined;
  await transfer(
    tx,
    {
      idempotencyKey: `withdrawal:${ids.withdrawalId}:hold`,
      kind: 'withdrawal_hold',
      chain: req.chain,
      asset: token.asset,
    },
    walletAccount(wallet.wallet_id, 'available'),
    walletAccount(wallet.wallet_id, 'withdrawing'),
    amount,
  );
  return row;
}

/**
 * The first step alone, committed: the withdrawal recorded and its funds held, nothing settled nor
 * sent — what a live request leaves when it dies before sending, and what earlier versions left for
 * a paper one. The reconciler takes it from there (its tests start here).
 */
export async function holdWithdrawal(
  deps: WithdrawalDeps,
  wallet: WalletRow,
  req: WithdrawalRequest,
): Promise<repo.WithdrawalRow> {
  const parsed = parseRequest(deps, wallet, req);
  const ids = { withdrawalId: randomUUID(), idempotencyKey: req.idempotencyKey ?? randomUUID() };
  const row = await deps.sql.transaction(async (tx) =>
    withdrawalEvent(tx, await recordWithdrawal(tx, wallet, req, parsed, ids)),
  );
  if (!row) throw new ConflictError('Idempotency-Key was already used', 'idempotency_conflict');
  return row;
}

/** Holds the funds and records the withdrawal, then (live chains) signs and sends it. */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  wallet: WalletRow,
  req: WithdrawalRequest,
): Promise<WithdrawalView> {
  const parsed = parseRequest(deps, wallet, req);
  // Reconciliation found this wallet's chain balance and ledger apart: nothing leaves until released.
  await assertWithdrawalsNotHeld(deps.sql, wallet.wallet_id);
  const { token, amount, to } = parsed;
  const idempotencyKey = req.idempotencyKey ?? randomUUID();
  const withdrawalId = randomUUID();
  const live = deps.chains.isLive(req.chain);
  const recorded = await deps.sql.transaction(async (tx) => {
    const row = await recordWithdrawal(tx, wallet, req, parsed, { withdrawalId, idempotencyKey });
    if (!row) return undefined;
    crashPoint('withdrawal-held');
    // Paper mode: final in the transaction that holds the funds, so nothing is ever left half done
    // and a repeat (which waits on the idempotency key until this commits) sees the final row.
    return live ? withdrawalEvent(tx, row) : settlePaper(tx, row);
  });
  if (!recorded) {
    // A retry: the same key must mean the same withdrawal.
    const earlier = (await repo.findByIdempotencyKey(deps.sql, wallet.wallet_id, idempotencyKey))!;
    const same =
      earlier.chain === req.chain &&
      earlier.asset === token.asset &&
      earlier.amount === amount.toString() &&
      earlier.to_address === to;
    if (!same)
      throw new ConflictError(
        'Idempotency-Key was already used for a different withdrawal',
        'idempotency_conflict',
      );
    if (earlier.status !== 'queued') return { ...view(earlier), replayed: true };
    // A live withdrawal still being signed: wait for its signer (the address lock), as the first
    // request does, and answer what it answers. A paper one left queued is settled now.
    if (live)
      return {
        ...view(await submitWithdrawal(deps, earlier.withdrawal_id, { refuseOnRejection: false })),
        replayed: true,
      };
    return { ...view(await settleQueuedPaper(deps, earlier)), replayed: true };
  }
  if (!live) {
    finished.inc({ chain: req.chain, status: 'confirmed' });
    return view(recorded);
  }
  try {
    return view(await submitWithdrawal(deps, withdrawalId, { refuseOnRejection: true }));
  } catch (err) {
    // A refusal the caller must hear (a 400) ends here; an unavailable chain or database does not:
    // the withdrawal is recorded, so answering 503 would invite a retry that withdraws twice.
    if (err instanceof AppError && !(err instanceof UnavailableError)) throw err;
    // The chain (nonce, fees, blockhash) or the database could not be reached: the funds are held
    // and the withdrawal is recorded, so the reconciler sends it on a later round. The caller
    // learns it was accepted, not yet sent.
    deps.log.warn({ withdrawalId, err }, 'withdrawal not sent yet; the reconciler will retry');
    return view(recorded);
  }
}

/** Paper mode: the withdrawal is final at once; the funds leave the wallet through the ledger alone. */
async function settlePaper(tx: SqlExecutor, row: repo.WithdrawalRow): Promise<repo.WithdrawalRow> {
  return (await endWithdrawal(tx, row, 'confirmed', { txHash: `paper:${randomUUID()}` })).now;
}

/**
 * A paper withdrawal found queued (see the header) settled in a transaction of its own; whoever
 * gets there first (a retry, a reconciler replica) ends it, and every caller gets the final row.
 */
function settleQueuedPaper(deps: WithdrawalDeps, row: repo.WithdrawalRow): Promise<repo.WithdrawalRow> {
  return finalize(deps, row, 'confirmed', { txHash: `paper:${randomUUID()}` });
}

/**
 * Signs and sends a queued withdrawal (a sent one is left as it is). With refuseOnRejection, a
 * chain that refuses the transaction for good ends it as failed, funds returned, and the caller
 * gets a 400 saying why; otherwise the reconciler decides on its next round. Under the address's
 * lock (see the header), with no transaction or pooled connection held across a chain call.
 */
export async function submitWithdrawal(
  deps: WithdrawalDeps,
  withdrawalId: string,
  options: { refuseOnRejection: boolean },
): Promise<repo.WithdrawalRow> {
  const { chains, log, sql } = deps;
  const queued = (await repo.findWithdrawal(sql, withdrawalId))!;
  const lock = `withdraw:${queued.chain}:${queued.from_address}`;
  return sql.withLock(lock, ADDRESS_LOCK, async (signal) => {
    const row = (await repo.findWithdrawal(sql, withdrawalId))!;
    if (row.status !== 'queued') return row;
    const adapter = chains.adapter(row.chain);
    const token = chains.token(row.chain, row.asset)!;
    const signed: SignedTransfer = await withWalletKey(sql, deps, row.wallet_id, row.chain, (secretKey) =>
      adapter.signTransfer({ secretKey, token, to: row.to_address, amount: BigInt(row.amount) }),
    );
    // Held past its bound, the lock is gone: another signer may take the same nonce. Nothing is
    // recorded; the withdrawal stays queued for the reconciler.
    if (signal.aborted)
      throw new UnavailableError('the withdrawal took too long to sign; it is sent later', 'unavailable');
    // Committed before the first broadcast: a crash after sending still knows the transaction,
    // and every retry sends these same bytes. Only while still queued: one signer's bytes win.
    const sent = {
      ...row,
      status: 'sent' as const,
      tx_hash: signed.txHash,
      raw_tx: signed.raw,
      validity: signed.validity,
    };
    const recorded = await sql.transaction(async (tx) => {
      if (!(await repo.markSent(tx, withdrawalId, signed))) return false;
      await withdrawalEvent(tx, sent);
      return true;
    });
    if (!recorded) return (await repo.findWithdrawal(sql, withdrawalId))!;
    try {
      await adapter.broadcast(signed.raw);
    } catch (err) {
      if (err instanceof BroadcastRejectedError && options.refuseOnRejection) {
        await finalize(deps, sent, 'failed', { error: err.message });
        throw new BadRequestError(
          `the chain refused the withdrawal (${err.message}); the funds are back in the wallet`,
          'withdrawal_refused',
        );
      }
      log.warn(
        { withdrawalId, txHash: signed.txHash, err },
        'withdrawal broadcast failed; the reconciler will retry',
      );
    }
    return sent;
  });
}

/**
 * Ends a withdrawal once: confirmed moves the held funds out to the world; failed and dropped
 * return them to the wallet. A withdrawal already final is left alone. Returns it as it now is.
 */
export async function finalize(
  deps: WithdrawalDeps,
  row: repo.WithdrawalRow,
  status: 'confirmed' | 'failed' | 'dropped',
  extra: { error?: string; txHash?: string } = {},
): Promise<repo.WithdrawalRow> {
  const { ended, now } = await deps.sql.transaction((tx) => endWithdrawal(tx, row, status, extra));
  if (ended) {
    finished.inc({ chain: row.chain, status });
    deps.log.info(
      { withdrawalId: row.withdrawal_id, status, txHash: now.tx_hash, error: extra.error },
      'withdrawal final',
    );
  }
  return now;
}

/**
 * finalize's work in the caller's transaction. The row is locked first, so of two callers at once
 * (a request and the reconciler, two reconciler replicas) one ends it and the other finds it final
 * (`ended` false). `now` is the withdrawal as it is after.
 */
async function endWithdrawal(
  tx: SqlExecutor,
  row: repo.WithdrawalRow,
  status: 'confirmed' | 'failed' | 'dropped',
  extra: { error?: string; txHash?: string },
): Promise<{ ended: boolean; now: repo.WithdrawalRow }> {
  const current = (await repo.lockWithdrawal(tx, row.withdrawal_id))!;
  if (current.status !== 'queued' && current.status !== 'sent') return { ended: false, now: current };
  const now = await repo.markFinal(tx, row.withdrawal_id, status, extra);
  const settled = status === 'confirmed';
  await transfer(
    tx,
    {
      idempotencyKey: `withdrawal:${row.withdrawal_id}:${settled ? 'settle' : 'refund'}`,
      kind: settled ? 'withdrawal_settle' : 'withdrawal_refund',
      chain: row.chain,
      asset: row.asset,
    },
    walletAccount(row.wallet_id, 'withdrawing'),
    settled ? worldAccounts.withdrawals : walletAccount(row.wallet_id, 'available'),
    BigInt(row.amount),
  );
  return { ended: true, now: await withdrawalEvent(tx, now) };
}

/**
 * How long (seconds) an open withdrawal stays untouched by the reconciler: its own request may
 * still be sending it.
 */
export const RECONCILE_GRACE_S = 5;

/**
 * One round over a chain's open withdrawals that have not moved for `graceSeconds`. Live chain: a
 * queued one (its request died or could not reach the chain before sending) is sent; a sent one is
 * confirmed, failed or dropped as the chain says, or broadcast again (the same bytes) while still
 * pending. Paper chain: a queued one is settled. A withdrawal sent while its chain was live is not
 * touched while the chain is in paper mode: only the chain can tell what became of it.
 */
export async function reconcileWithdrawals(
  deps: WithdrawalDeps,
  chain: ChainId,
  graceSeconds = RECONCILE_GRACE_S,
): Promise<number> {
  const live = deps.chains.isLive(chain);
  const open = await repo.openWithdrawals(
    deps.sql,
    chain,
    live ? ['queued', 'sent'] : ['queued'],
    graceSeconds,
    200,
  );
  for (const row of open) {
    try {
      if (live) await reconcileLive(deps, row);
      else {
        const ended = await settleQueuedPaper(deps, row);
        deps.log.warn(
          { withdrawalId: row.withdrawal_id, status: ended.status },
          'paper withdrawal found queued; settled by the reconciler',
        );
      }
    } catch (err) {
      deps.log.warn(
        { withdrawalId: row.withdrawal_id, err },
        'withdrawal reconciliation failed; retrying next round',
      );
    }
  }
  return open.length;
}

async function reconcileLive(deps: WithdrawalDeps, row: repo.WithdrawalRow): Promise<void> {
  if (row.status === 'queued') {
    await submitWithdrawal(deps, row.withdrawal_id, { refuseOnRejection: false });
    return;
  }
  const adapter = deps.chains.adapter(row.chain);
  const signed = { txHash: row.tx_hash!, raw: row.raw_tx!, validity: row.validity!, from: row.from_address };
  const status = await adapter.status(signed);
  if (status === 'pending') {
    await adapter
      .broadcast(signed.raw)
      .catch((err: unknown) =>
        deps.log.debug({ withdrawalId: row.withdrawal_id, err }, 're-broadcast refused'),
      );
  } else {
    await finalize(
      deps,
      row,
      status,
      status === 'confirmed' ? {} : { error: `transaction ${status} on chain` },
    );
  }
}
