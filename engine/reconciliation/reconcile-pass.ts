// One reconciliation pass: per live chain, per wallet address and asset, the chain's balance at a
// stated block (POL: the safe head, `confirmations` deep) or slot (SOL: at the adapter's
// commitment) against what the ledger owes plus what is in flight (expectations.ts). The pass never
// writes to the ledger and holds no transaction or pooled connection while it calls a chain: each
// page of wallets is read from the database, then its balances from the chain, then the next page.
//
// Tolerance: 0 base units. Both sides count whole base units of the same token (every ledger
// movement of a live chain mirrors one exact on-chain transfer; nothing is rounded), so any
// difference outside the in-flight band is real. What is only transient — a deposit on chain the
// watch has not credited yet — shows in one pass and is gone in the next, hence a difference counts
// as a mismatch once `confirmPasses` passes in a row found it (RECONCILIATION_CONFIRM_PASSES).
// Paper chains are skipped: their ledger is all there is.
import type { ChainAdapter, ChainId, Holding } from '../../chains/chain-adapter.ts';
import type { Logger } from '../../core/logger.ts';
import { counter, gauge } from '../../core/metrics.ts';
import * as repo from '../../storage/postgres/repositories/reconciliation.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { CHAINS, type ChainSet } from '../wallets/chain-set.ts';
import { expectationsOf, type Expected, type ReconciliationSettings } from './expectations.ts';

const mismatchesNow = gauge(
  'reconciliation_mismatches',
  'Confirmed mismatches (wallet address and asset whose chain balance lies outside the ledger plus what is in flight) found by the newest reconciliation pass, by chain',
  ['chain'],
);
const mismatchesFound = counter(
  'reconciliation_mismatches_found_total',
  'Confirmed mismatches found, counted once per pass that finds them, by chain',
  ['chain'],
);
const readErrors = counter(
  'reconciliation_read_errors_total',
  'Balances a reconciliation pass could not read from its chain (retried next pass), by chain',
  ['chain'],
);
const holdsOpened = counter(
  'reconciliation_withdrawal_holds_total',
  'Wallets whose withdrawals a confirmed mismatch held (RECONCILIATION_HOLD_WITHDRAWALS)',
);
const lastPass = gauge(
  'reconciliation_last_pass_timestamp_seconds',
  'Unix time the newest reconciliation pass of this process finished',
);

/** Wallets read from the database at once; their balances are read before the next page. */
const WALLET_PAGE = 200;
/** Balance reads in flight at once on one chain: an RPC provider's rate limit, not ours, bounds it. */
const READS_AT_ONCE = 8;

export interface PassDeps {
  sql: Sql;
  chains: ChainSet;
  log: Logger;
  settings: ReconciliationSettings;
}

export interface PassOutcome {
  passId: string;
  findings: repo.FindingRow[];
}

const keyOf = (f: { wallet_id: string; chain: string; asset: string }) =>
  `${f.wallet_id}\u0000${f.chain}\u0000${f.asset}`;

/** Runs one pass, stores it and its findings, raises what it confirmed; returns its id and findings. */
export async function runReconciliationPass(deps: PassDeps): Promise<PassOutcome> {
  const { sql, chains, settings } = deps;
  const pass = await repo.insertPass(sql);
  const previous = await repo.previousPass(sql, pass.pass_id);
  const before = new Map(
    (previous ? await repo.findingsOf(sql, previous) : []).map((f) => [keyOf(f), f.consecutive]),
  );
  const outcome: Parameters<typeof repo.finishPass>[2] = { chains: [], skipped: [], errors: [] };
  const findings: repo.FindingRow[] = [];
  for (const chain of CHAINS) {
    if (!chains.isLive(chain)) {
      outcome.skipped.push({ chain, reason: 'paper chain: the ledger is all there is, nothing to compare' });
      continue;
    }
    try {
      const read = await reconcileChain(deps, chain, outcome.errors, (f) => {
        const consecutive = (before.get(keyOf(f)) ?? 0) + 1;
        findings.push({ ...f, consecutive, confirmed: consecutive >= settings.confirmPasses });
      });
      outcome.chains.push(read);
    } catch (err) {
      // The chain did not answer its read point: nothing of it was compared this pass.
      readErrors.inc({ chain });
      outcome.errors.push({ chain, address: '', asset: '', error: (err as Error).message });
    }
  }
  await repo.insertFindings(sql, pass.pass_id, findings);
  await repo.finishPass(sql, pass.pass_id, outcome);
  await raise(deps, pass.pass_id, findings);
  lastPass.set(Date.now() / 1000);
  return { passId: pass.pass_id, findings };
}

async function reconcileChain(
  deps: PassDeps,
  chain: ChainId,
  errors: repo.ReadError[],
  found: (f: Omit<repo.FindingRow, 'consecutive' | 'confirmed'>) => void,
): Promise<repo.ChainRead> {
  const { sql, chains, settings } = deps;
  const adapter = chains.adapter(chain);
  const point = await adapter.readPoint();
  const tokens = chains.tokensOf(chain).map((t) => t.asset);
  let checked = 0;
  for (let after: string | undefined; ;) {
    const wallets = await repo.walletPage(sql, chain, after, WALLET_PAGE);
    if (wallets.length === 0) break;
    after = wallets.at(-1)!.wallet_id;
    const expected = await expectationsOf(sql, chain, wallets, tokens, settings.fillWindowS);
    await inBatches(expected, READS_AT_ONCE, async (e) => {
      const holding = holdingOf(chains, adapter, chain, e.asset);
      if (!holding) {
        // An asset the chain cannot name (a paper venue's token id): only an error if the chain should hold some.
        if (e.ledger !== 0n || e.inFlightOut !== 0n)
          errors.push({
            chain,
            address: e.address,
            asset: e.asset,
            error: 'not a token this chain can read',
          });
        return;
      }
      let reading;
      try {
        reading = await adapter.balanceAt(holding, e.address, point);
      } catch (err) {
        readErrors.inc({ chain });
        errors.push({ chain, address: e.address, asset: e.asset, error: (err as Error).message });
        return;
      }
      checked += 1;
      const unexplained = outsideBand(reading.amount, e);
      if (unexplained === 0n) return;
      found({
        wallet_id: e.walletId,
        chain,
        asset: e.asset,
        address: e.address,
        read_at: `${chain === 'POL' ? 'block' : 'slot'} ${reading.at}`,
        chain_balance: reading.amount.toString(),
        ledger_balance: e.ledger.toString(),
        in_flight_out: e.inFlightOut.toString(),
        in_flight_in: e.inFlightIn.toString(),
        difference: (reading.amount - e.ledger).toString(),
        unexplained: unexplained.toString(),
      });
    });
  }
  return { chain, at: `${chain === 'POL' ? 'block' : 'slot'} ${point}`, checked };
}

/** How far `onChain` lies outside [ledger - inFlightOut, ledger + inFlightIn]: negative below, 0 inside. */
export function outsideBand(
  onChain: bigint,
  e: Pick<Expected, 'ledger' | 'inFlightOut' | 'inFlightIn'>,
): bigint {
  const low = e.ledger - e.inFlightOut;
  const high = e.ledger + e.inFlightIn;
  if (onChain < low) return onChain - low;
  if (onChain > high) return onChain - high;
  return 0n;
}

function holdingOf(
  chains: ChainSet,
  adapter: ChainAdapter,
  chain: ChainId,
  asset: string,
): Holding | undefined {
  const token = chains.token(chain, asset);
  if (token) return { token };
  return adapter.isOutcomeId(asset) ? { outcome: asset } : undefined;
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  each: (item: T) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

/** The metric, the warning naming wallet and asset, and (when set) the hold of each confirmed finding. */
async function raise(deps: PassDeps, passId: string, findings: readonly repo.FindingRow[]): Promise<void> {
  for (const chain of CHAINS) mismatchesNow.set({ chain }, 0);
  for (const f of findings) {
    if (!f.confirmed) continue;
    mismatchesNow.inc({ chain: f.chain });
    mismatchesFound.inc({ chain: f.chain });
    deps.log.warn(
      {
        passId,
        walletId: f.wallet_id,
        chain: f.chain,
        asset: f.asset,
        address: f.address,
        readAt: f.read_at,
        chainBalance: f.chain_balance,
        ledgerBalance: f.ledger_balance,
        difference: f.difference,
        unexplained: f.unexplained,
        passes: f.consecutive,
      },
      `reconciliation mismatch: wallet ${f.wallet_id} ${f.chain} ${f.asset} on chain ${f.chain_balance}, ledger ${f.ledger_balance} (base units)`,
    );
    if (!deps.settings.holdWithdrawals) continue;
    const reason =
      `reconciliation pass ${passId} found ${f.chain} ${f.asset} at ${f.read_at}: ` +
      `${f.chain_balance} on chain, ${f.ledger_balance} in the ledger (base units)`;
    const opened = await repo.openHold(deps.sql, {
      walletId: f.wallet_id,
      passId,
      chain: f.chain,
      asset: f.asset,
      unexplained: f.unexplained,
      reason,
    });
    if (opened) {
      holdsOpened.inc();
      deps.log.warn({ walletId: f.wallet_id, passId }, 'withdrawals held until an admin releases them');
    }
  }
}
