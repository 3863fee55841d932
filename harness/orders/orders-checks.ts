// What bench/orders.ts checks after its run, in Postgres: every order it placed is there with the
// status its kind must have (a market buy FILLED, a resting limit buy ACTIVE) and no other order
// exists; and each wallet's ledger balances are exactly what those orders and the baseline's
// transfers say, in base units (6 decimals): available = credited − what the market buys paid −
// what the limit buys hold − transferred out + transferred in; `orders` = what the limit buys hold;
// the token's `shares` = what the market buys bought.
import { toBaseUnits } from '../../core/decimal.ts';
import { TOKEN_DECIMALS } from '../../core/trading.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { EXPECTED_STATUS, type PlacedOrder } from './orders-shared.ts';

export interface WalletMoney {
  walletId: string;
  /** pUSD paper-credited, decimal string. */
  credited: string;
  /** Base units moved out and in by the ledger baseline. */
  transferredOut: bigint;
  transferredIn: bigint;
}

export interface OrderChecks {
  problems: string[];
  /** Orders in the database by type and status. */
  counts: { type: string; status: string; orders: number }[];
  walletsChecked: number;
}

const MAX_LISTED = 20;

function baseUnits(amount: string, what: string, problems: string[]): bigint {
  const v = toBaseUnits(amount, TOKEN_DECIMALS);
  if (v === undefined) {
    problems.push(`${what}: ${amount} is not a ${TOKEN_DECIMALS}-decimal amount`);
    return 0n;
  }
  return v;
}

/** `statusOf`: the status each kind must have by now (default: as answered at once, EXPECTED_STATUS). */
export async function checkOrders(
  sql: Sql,
  placed: readonly PlacedOrder[],
  wallets: readonly WalletMoney[],
  tokenId: string,
  statusOf: Readonly<Record<PlacedOrder['kind'], string>> = EXPECTED_STATUS,
): Promise<OrderChecks> {
  const problems: string[] = [];
  const rows = await sql.query<{
    order_id: string;
    wallet_id: string;
    type: string;
    status: string;
    filled_usdc: string;
    filled_shares: string;
    held: string;
  }>(
    'bench.orders_placed',
    'SELECT order_id, wallet_id::text AS wallet_id, type, status, filled_usdc::text AS filled_usdc, filled_shares::text AS filled_shares, held::text AS held FROM orders',
  );
  const byId = new Map(rows.map((r) => [r.order_id, r]));
  const expected = new Set<string>();
  let mismatched = 0;
  for (const p of placed) {
    expected.add(p.orderId);
    const row = byId.get(p.orderId);
    const wrong = !row
      ? 'is not in the database'
      : row.wallet_id !== p.walletId || row.type !== p.kind || row.status !== statusOf[p.kind]
        ? `is ${row.type} ${row.status} of wallet ${row.wallet_id} (placed: ${p.kind} of ${p.walletId}, must be ${statusOf[p.kind]})`
        : undefined;
    if (wrong && ++mismatched <= MAX_LISTED) problems.push(`order ${p.orderId} ${wrong}`);
  }
  if (mismatched > MAX_LISTED) problems.push(`… ${mismatched - MAX_LISTED} more orders not as placed`);
  if (expected.size !== placed.length)
    problems.push(`${placed.length - expected.size} order ids were answered twice`);
  const extra = rows.filter((r) => !expected.has(r.order_id));
  if (extra.length > 0)
    problems.push(
      `${extra.length} orders in the database were not placed by the run (e.g. ${extra[0]!.order_id})`,
    );

  // The ledger, per wallet.
  const sums = new Map<string, { paid: bigint; held: bigint; shares: bigint }>();
  for (const r of rows) {
    const s = sums.get(r.wallet_id) ?? { paid: 0n, held: 0n, shares: 0n };
    sums.set(r.wallet_id, s);
    const held = BigInt(r.held);
    if (r.type === 'MARKET' && held !== 0n) problems.push(`market order ${r.order_id} still holds ${held}`);
    s.paid += baseUnits(r.filled_usdc, `order ${r.order_id} filled_usdc`, problems);
    s.shares += baseUnits(r.filled_shares, `order ${r.order_id} filled_shares`, problems);
    s.held += held;
  }
  const balances = await sql.query<{ name: string; asset: string; balance: string }>(
    'bench.wallet_balances',
    `SELECT name, asset, balance::text AS balance FROM ledger_accounts WHERE chain = 'POL' AND wallet_id = ANY($1::uuid[])`,
    [wallets.map((w) => w.walletId)],
  );
  const balance = (name: string, asset: string) =>
    BigInt(balances.find((b) => b.name === name && b.asset === asset)?.balance ?? '0');
  for (const w of wallets) {
    const s = sums.get(w.walletId) ?? { paid: 0n, held: 0n, shares: 0n };
    const want: [string, string, bigint][] = [
      [
        `wallet:${w.walletId}:available`,
        'pUSD',
        baseUnits(w.credited, 'credit', problems) - s.paid - s.held - w.transferredOut + w.transferredIn,
      ],
      [`wallet:${w.walletId}:orders`, 'pUSD', s.held],
      [`wallet:${w.walletId}:shares`, tokenId, s.shares],
    ];
    for (const [name, asset, amount] of want) {
      const got = balance(name, asset);
      if (got !== amount)
        problems.push(
          `${name} (${asset === 'pUSD' ? asset : 'shares'}) is ${got} base units, the orders and transfers say ${amount}`,
        );
    }
  }
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(`${r.type} ${r.status}`, (counts.get(`${r.type} ${r.status}`) ?? 0) + 1);
  return {
    problems,
    counts: [...counts].sort().map(([k, orders]) => {
      const [type = '', status = ''] = k.split(' ');
      return { type, status, orders };
    }),
    walletsChecked: wallets.length,
  };
}
