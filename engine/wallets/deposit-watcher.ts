// One round of a live chain's deposit watch: the chain adapter scans past its cursor for token
// transfers to every platform address, the deposits are published to chain.deposits, and only
// then is the cursor saved — a crash in between publishes them again, which crediting absorbs
// (one credit per chain, tx hash and log index). The cursor moves only from where this round read
// it (moveCursor): a round that finds it moved by another replica ends there.
import type { ChainAdapter, ObservedDeposit } from '../../chains/chain-adapter.ts';
import { CHAIN_EVENTS_VERSION, type DepositMessage } from '../../core/chain-events.ts';
import type { Logger } from '../../core/logger.ts';
import { counter } from '../../core/metrics.ts';
import type { Bus } from '../../storage/bus/bus.ts';
import { topics } from '../../storage/bus/topics.ts';
import { findCursor, moveCursor } from '../../storage/postgres/repositories/chain-cursors.ts';
import { allAddresses } from '../../storage/postgres/repositories/wallets.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';

/** A round catching up after downtime stops here and goes on at the next round. */
const MAX_SCANS_PER_ROUND = 20;

const seen = counter('wallet_deposits_seen_total', 'Deposits found on chain and published', ['chain']);
const settlementsSkipped = counter(
  'wallet_venue_settlements_skipped_total',
  'Transfers into platform wallets made by a venue settling an order (not credited: the order accounts for them)',
  ['chain'],
);

export function depositMessage(d: ObservedDeposit): DepositMessage {
  return {
    v: CHAIN_EVENTS_VERSION,
    type: 'deposit',
    chain: d.chain,
    tx_hash: d.txHash,
    log_index: d.logIndex,
    block: d.block,
    asset: d.asset,
    from: d.from,
    to: d.to,
    amount: d.amount,
    at: new Date(d.at).toISOString(),
  };
}

/** Scans until the adapter has nothing newer (it reads a bounded range per call); returns the deposits published. */
export async function watchDepositsOnce(deps: {
  sql: SqlExecutor;
  bus: Bus;
  adapter: ChainAdapter;
  log: Logger;
  /** False once this replica lost the task's lease: stop before publishing more. */
  holds?: () => boolean;
}): Promise<number> {
  const { sql, bus, adapter } = deps;
  const addresses = await allAddresses(sql, adapter.chain);
  let cursor = await findCursor(sql, adapter.chain);
  let published = 0;
  for (let scans = 0; scans < MAX_SCANS_PER_ROUND; scans++) {
    const scan = await adapter.scanDeposits(cursor, addresses);
    if (deps.holds && !deps.holds()) break;
    for (const s of scan.settlements ?? []) {
      deps.log.debug(
        {
          chain: s.chain,
          tx_hash: s.txHash,
          log_index: s.logIndex,
          program: s.program,
          to: s.to,
          asset: s.asset,
          amount: s.amount,
        },
        'venue settlement on chain: not a deposit',
      );
    }
    if (scan.settlements?.length) settlementsSkipped.inc({ chain: adapter.chain }, scan.settlements.length);
    if (scan.deposits.length > 0) {
      await bus.publish(
        topics.deposits,
        scan.deposits.map((d) => ({
          key: `${d.chain}:${d.txHash}`,
          value: JSON.stringify(depositMessage(d)),
        })),
      );
      seen.inc({ chain: adapter.chain }, scan.deposits.length);
      deps.log.info({ chain: adapter.chain, deposits: scan.deposits.length }, 'deposits published');
      published += scan.deposits.length;
    }
    if (scan.cursor === cursor) break;
    if (!(await moveCursor(sql, adapter.chain, cursor, scan.cursor))) {
      deps.log.warn({ chain: adapter.chain }, 'deposit cursor moved by another replica; this round ends');
      break;
    }
    cursor = scan.cursor;
  }
  return published;
}
