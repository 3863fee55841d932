// The faucet: sandbox money a project credits to its own accounts' wallets with its project key, so
// nobody needs the operator's admin key to try the product (Kalshi's demo exchange and Stripe's test
// mode work the same way). The rules:
//   - paper chains only: a chain connected to its real network refuses it (409 faucet_live), and
//     live trading needs its chain connected (core/config.ts refuses TRADING_VENUE_*=live without
//     the RPC URL), so faucet money is never credited where a live venue or a chain could see it;
//   - at most `dailyCap` dollars per account and UTC day, over all its wallets, chains and assets
//     (each a 6-decimal dollar token); a request past it is refused whole (429 faucet_cap_reached,
//     saying what is left and when the day ends), never cut down;
//   - one credit per (account, Idempotency-Key): a repeat answers the first credit, the same key with
//     another body is a 409;
//   - one transaction: the account's row locked (its faucet requests take turns, so two cannot both
//     pass the cap), the faucet row, the deposit `faucet:<id>` and its ledger journal (kind `faucet`,
//     from `paper:faucet`) and the deposit event, all or nothing.
import { randomUUID } from 'node:crypto';
import type { ChainId, ObservedDeposit } from '../../chains/chain-adapter.ts';
import { add, compare, fromBaseUnits, sub, toDecimal } from '../../core/decimal.ts';
import { ConflictError, RateLimitedError } from '../../core/errors.ts';
import * as repo from '../../storage/postgres/repositories/faucet-credits.ts';
import { findWallet, listWallets } from '../../storage/postgres/repositories/wallets.ts';
import type { Sql, SqlExecutor } from '../../storage/postgres/sql.ts';
import { accountNotFound } from '../accounts/accounts.ts';
import type { ChainSet } from './chain-set.ts';
import { recordDeposit } from './deposits.ts';
import { worldAccounts } from './ledger.ts';
import { parseTokenAmount } from './token-amount.ts';
import { addressOn, walletNotFound, type WalletRow } from './wallets.ts';

const DAY_MS = 86_400_000;

export interface FaucetPolicy {
  /** Dollars one account may be credited per UTC day, a decimal string (FAUCET_DAILY_CAP_USDC; "0": none). */
  dailyCap: string;
}

export interface FaucetRequest {
  projectId: string;
  accountId: string;
  /** One of the account's wallets; the account's first when left out. */
  walletId?: string;
  chain: ChainId;
  /** Asset id as the client wrote it (`pUSD`, `usdc`). */
  asset: string;
  /** Token units, a decimal string. */
  amount: string;
  /** The `Idempotency-Key` header; without one every request is a new credit. */
  idempotencyKey?: string;
}

/** What is left of an account's faucet allowance today. */
export interface FaucetAllowance {
  dailyCap: string;
  creditedToday: string;
  remainingToday: string;
  /** The end of the UTC day: the next credit counts against a fresh cap from then on. */
  resetsAt: Date;
  /** The chains the faucet credits (those in paper mode). */
  chains: ChainId[];
}

export interface FaucetCredit extends FaucetAllowance {
  credit: repo.FaucetCreditRow;
  /** The deposit's transaction hash in the wallet's transfer list. */
  txHash: string;
  /** A repeat with the same Idempotency-Key: this is the first request's credit (the allowance is today's). */
  replayed?: true;
}

export interface FaucetDeps {
  sql: Sql;
  chains: ChainSet;
  policy: FaucetPolicy;
}

const txHashOf = (row: repo.FaucetCreditRow): string => `faucet:${row.faucet_credit_id}`;

function dayOf(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

async function allowanceIn(
  tx: SqlExecutor,
  deps: FaucetDeps,
  accountId: string,
  now: Date,
): Promise<FaucetAllowance> {
  const day = dayOf(now);
  const creditedToday = await repo.faucetCreditedBetween(tx, accountId, day.start, day.end);
  const left = sub(deps.policy.dailyCap, creditedToday);
  return {
    dailyCap: toDecimal(deps.policy.dailyCap),
    creditedToday: toDecimal(creditedToday),
    remainingToday: compare(left, '0') < 0 ? '0' : left,
    resetsAt: day.end,
    chains: (['POL', 'SOL'] as const).filter((c) => !deps.chains.isLive(c)),
  };
}

/** The account's allowance now; 404 when it is not an account of the project. */
export async function faucetAllowance(
  deps: FaucetDeps,
  projectId: string,
  accountId: string,
  now = new Date(),
): Promise<FaucetAllowance> {
  return deps.sql.transaction(async (tx) => {
    if (!(await repo.lockProjectAccount(tx, projectId, accountId))) throw accountNotFound();
    return allowanceIn(tx, deps, accountId, now);
  });
}

async function targetWallet(
  tx: SqlExecutor,
  accountId: string,
  walletId: string | undefined,
): Promise<WalletRow> {
  const wallet =
    walletId === undefined
      ? (await listWallets(tx, accountId))[0]
      : await findWallet(tx, accountId, walletId);
  if (!wallet) throw walletNotFound();
  return wallet;
}

function capReached(allowance: FaucetAllowance, asked: string, now: Date): RateLimitedError {
  const seconds = Math.max(1, Math.ceil((allowance.resetsAt.getTime() - now.getTime()) / 1000));
  return new RateLimitedError(
    seconds,
    `the faucet credits at most ${allowance.dailyCap} USDC per account and UTC day: ${allowance.remainingToday} left today, ` +
      `${asked} asked; the cap resets at ${allowance.resetsAt.toISOString()}`,
    'faucet_cap_reached',
  );
}

/** Credits sandbox money to one of the project's accounts' wallets (see the header for the rules). */
export async function faucetCredit(
  deps: FaucetDeps,
  req: FaucetRequest,
  now = new Date(),
): Promise<FaucetCredit> {
  if (deps.chains.isLive(req.chain)) {
    throw new ConflictError(
      `${req.chain} is connected to its chain: the faucet credits paper chains only`,
      'faucet_live',
    );
  }
  const { token, amount: units } = parseTokenAmount(
    deps.chains,
    req.chain,
    { token: req.asset, amount: req.amount },
    { token: 'asset', amount: 'amount' },
  );
  const amount = fromBaseUnits(units, token.decimals);
  return deps.sql.transaction(async (tx) => {
    if (!(await repo.lockProjectAccount(tx, req.projectId, req.accountId))) throw accountNotFound();
    const wallet = await targetWallet(tx, req.accountId, req.walletId);
    if (req.idempotencyKey !== undefined) {
      const earlier = await repo.findFaucetCredit(tx, req.accountId, req.idempotencyKey);
      if (earlier) {
        const same =
          earlier.wallet_id === wallet.wallet_id &&
          earlier.chain === req.chain &&
          earlier.asset === token.asset &&
          compare(earlier.amount, amount) === 0;
        if (!same)
          throw new ConflictError(
            'Idempotency-Key was already used for a different faucet credit',
            'idempotency_conflict',
          );
        return {
          ...(await allowanceIn(tx, deps, req.accountId, now)),
          credit: earlier,
          txHash: txHashOf(earlier),
          replayed: true,
        };
      }
    }
    const before = await allowanceIn(tx, deps, req.accountId, now);
    if (compare(amount, before.remainingToday) > 0) throw capReached(before, amount, now);
    const credit: repo.FaucetCreditRow = {
      faucet_credit_id: randomUUID(),
      account_id: req.accountId,
      wallet_id: wallet.wallet_id,
      chain: req.chain,
      asset: token.asset,
      amount,
      idempotency_key: req.idempotencyKey ?? null,
      created_at: now,
    };
    await repo.insertFaucetCredit(tx, credit);
    const deposit: ObservedDeposit = {
      chain: req.chain,
      txHash: txHashOf(credit),
      logIndex: 0,
      block: '0',
      asset: token.asset,
      from: worldAccounts.paperFaucet.name,
      to: addressOn(wallet, req.chain),
      amount: units.toString(),
      at: now.toISOString(),
    };
    await recordDeposit(tx, wallet, deposit, worldAccounts.paperFaucet, 'faucet');
    const creditedToday = add(before.creditedToday, amount);
    return {
      ...before,
      creditedToday,
      remainingToday: sub(before.remainingToday, amount),
      credit,
      txHash: deposit.txHash,
    };
  });
}
