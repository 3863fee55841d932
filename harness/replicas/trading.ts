// The money side of a replica run, through the api replicas' HTTP API as an integrator drives it:
// accounts with paper credits, paper orders placed on alternate api replicas (market buys fill at
// once; limit buys rest until the paper matcher on whichever engine holds its lease fills them),
// deposits credited from chain.deposits; then what must hold in PostgreSQL however many engines
// ran and whichever was killed: each order once with the status it must have, each fill once,
// positions and PNL points as the fills say, each deposit credited once, balanced ledger.
import type { PgSql } from '../../storage/postgres/sql.ts';
import { checkOrders } from '../orders/orders-checks.ts';
import type { PlacedOrder } from '../orders/orders-shared.ts';
import type { TestClient } from '../stack/http.ts';
import { ROLE_ADMIN_KEY, waitUntil } from '../servers/processes.ts';
import {
  holdProblems,
  ledgerProblems,
  paperCredit,
  projectAccounts,
  type StackAccount,
} from '../stack/wallets.ts';
import { deposit } from './inputs.ts';
import type { DepositMessage } from '../../core/chain-events.ts';

export const CREDIT = '1000';
export const LIMIT_PRICE = '0.5';
const LIMIT_SHARES = '10';
const MARKET_USDC = '5';
const DEPOSIT_UNITS = '2500000';

export async function openAccounts(client: TestClient, n: number): Promise<StackAccount[]> {
  const make = await projectAccounts(client, `replicas-${Date.now()}`, ROLE_ADMIN_KEY);
  const out: StackAccount[] = [];
  for (let i = 0; i < n; i++) {
    const a = await make();
    await paperCredit({ client }, a.walletId, 'POL', 'pUSD', CREDIT, ROLE_ADMIN_KEY);
    out.push(a);
  }
  return out;
}

/**
 * One market buy and `limits` resting limit buys per account, each on the next api replica in
 * turn. The first order waits for the api's catalog and the token's book (400 until both are in).
 */
export async function placeOrders(
  clients: readonly TestClient[],
  accounts: readonly StackAccount[],
  tokenId: string,
  limits: number,
): Promise<PlacedOrder[]> {
  const bodies = {
    MARKET: { token_id: tokenId, side: 'BUY', type: 'MARKET', amount: MARKET_USDC, units: 'USDC' },
    LIMIT: { token_id: tokenId, side: 'BUY', price: LIMIT_PRICE, shares: LIMIT_SHARES },
  } as const;
  const placed: PlacedOrder[] = [];
  let turn = 0;
  const place = async (a: StackAccount, kind: 'MARKET' | 'LIMIT') => {
    const client = clients[turn++ % clients.length]!;
    const r = await client.post(`/api/v1/wallet/pol/${a.walletId}/order`, bodies[kind], a.headers);
    if (r.status !== 200) throw new Error(`${kind} order: ${r.status} ${JSON.stringify(r.body)}`);
    const order = r.body.response as { order_id: string; status: string };
    placed.push({ orderId: order.order_id, walletId: a.walletId, kind, status: order.status });
  };
  await waitUntil(
    'the api replicas to take orders on the token',
    async () => (await place(accounts[0]!, 'MARKET'), true),
    60_000,
  );
  for (const [i, a] of accounts.entries()) {
    if (i > 0) await place(a, 'MARKET');
    for (let k = 0; k < limits; k++) await place(a, 'LIMIT');
  }
  return placed;
}

/** `perAccount` deposits to each account's POL address (numbered from `first`). */
export function depositsTo(
  accounts: readonly StackAccount[],
  perAccount: number,
  first = 1,
): DepositMessage[] {
  return accounts.flatMap((a, i) =>
    Array.from({ length: perAccount }, (_, k) =>
      deposit(a.address, first + i * perAccount + k, DEPOSIT_UNITS),
    ),
  );
}

export interface MoneyChecks {
  problems: string[];
  /** Fills beyond one per filled order (each order here fills whole in one match). */
  duplicatedFills: number;
  /** Deposit credits beyond one per published transfer. */
  duplicatedCredits: number;
  /** Orders in the database beyond those the run placed. */
  extraOrders: number;
  counts: { orders: number; fills: number; deposits: number; pnlPoints: number };
}

/** Waits until every limit order has filled (the paper matcher ran), then checks what PostgreSQL holds. */
export async function checkMoney(
  sql: PgSql,
  placed: readonly PlacedOrder[],
  deposits: readonly DepositMessage[],
  accounts: readonly StackAccount[],
  tokenId: string,
  context: () => string,
): Promise<MoneyChecks> {
  const ids = placed.map((p) => p.orderId);
  await waitUntil(
    'every order filled and every fill applied to positions',
    async () => {
      const [o] = await sql.query<{ open: string; fills: string; points: string; deposits: string }>(
        'replicas.settled',
        `SELECT (SELECT count(*) FROM orders WHERE order_id = ANY($1) AND status <> 'FILLED')::text AS open,
                (SELECT count(*) FROM fills)::text AS fills, (SELECT count(*) FROM pnl_points)::text AS points,
                (SELECT count(*) FROM deposits WHERE tx_hash NOT LIKE 'paper:%')::text AS deposits`,
        [ids],
      );
      return (
        o!.open === '0' &&
        o!.fills === o!.points &&
        Number(o!.deposits) >= new Set(deposits.map((d) => d.tx_hash)).size
      );
    },
    120_000,
    context,
    500,
  );
  const byWallet = new Map<string, bigint>();
  for (const d of new Map(deposits.map((d) => [d.tx_hash, d])).values()) {
    const a = accounts.find((x) => x.address === d.to)!;
    byWallet.set(a.walletId, (byWallet.get(a.walletId) ?? 0n) + BigInt(d.amount));
  }
  const wallets = accounts.map((a) => ({
    walletId: a.walletId,
    credited: CREDIT,
    transferredOut: 0n,
    transferredIn: byWallet.get(a.walletId) ?? 0n,
  }));
  const orders = await checkOrders(sql, placed, wallets, tokenId, { MARKET: 'FILLED', LIMIT: 'FILLED' });
  const [fills] = await sql.query<{ fills: string; orders: string; points: string; unpointed: string }>(
    'replicas.fills',
    `SELECT count(*)::text AS fills, count(DISTINCT order_id)::text AS orders,
            (SELECT count(*) FROM pnl_points)::text AS points,
            (SELECT count(*) FROM fills f WHERE NOT EXISTS (SELECT 1 FROM pnl_points p WHERE p.fill_id = f.fill_id))::text AS unpointed
     FROM fills`,
  );
  const positions = await sql.query<{ wallet_id: string; held: string; filled: string }>(
    'replicas.positions',
    `SELECT f.wallet_id::text AS wallet_id, COALESCE(p.shares, 0)::text AS held, sum(f.shares)::text AS filled
     FROM fills f LEFT JOIN positions p ON p.wallet_id = f.wallet_id AND p.token_id = f.token_id
     GROUP BY f.wallet_id, f.token_id, p.shares HAVING COALESCE(p.shares, 0) <> sum(f.shares)`,
  );
  const [credits] = await sql.query<{ deposits: string; journals: string }>(
    'replicas.credits',
    `SELECT (SELECT count(*) FROM deposits WHERE tx_hash NOT LIKE 'paper:%')::text AS deposits,
            (SELECT count(*) FROM ledger_journals WHERE kind = 'deposit' AND idempotency_key NOT LIKE 'deposit:%:paper:%')::text AS journals`,
  );
  const published = new Set(deposits.map((d) => `${d.chain}:${d.tx_hash}:${d.log_index}`)).size;
  const problems = [
    ...orders.problems,
    ...(await ledgerProblems({ sql })),
    ...(await holdProblems({ sql })),
    ...positions.map((p) => `wallet ${p.wallet_id} holds ${p.held} shares, its fills ${p.filled}`),
    ...(fills!.unpointed !== '0'
      ? [`${fills!.unpointed} fills not applied to positions (no PNL point)`]
      : []),
    ...(Number(credits!.journals) !== Number(credits!.deposits)
      ? [`${credits!.deposits} deposits, ${credits!.journals} deposit journals`]
      : []),
    ...(Number(credits!.deposits) !== published
      ? [`${published} transfers published, ${credits!.deposits} credited`]
      : []),
  ];
  const extraOrders = orders.problems.filter((p) => p.includes('were not placed by the run')).length;
  return {
    problems,
    duplicatedFills: Number(fills!.fills) - Number(fills!.orders),
    duplicatedCredits: Math.max(
      0,
      Number(credits!.deposits) - published,
      Number(credits!.journals) - published,
    ),
    extraOrders,
    counts: {
      orders: placed.length,
      fills: Number(fills!.fills),
      deposits: Number(credits!.deposits),
      pnlPoints: Number(fills!.points),
    },
  };
}
