// Wallet routes (spec 4.5, the part that is not trading): wallets, balances, transfers and
// withdrawals. An account key or a session acts on the account's own wallets only; another
// account's wallet answers 404 like a missing one.
// Tests (test/integration/): wallets.test.ts, wallet-chain.test.ts, withdrawal-reconciler.test.ts.
// Guide: docs/api/wallets.md.
import { Type } from '@sinclair/typebox';
import type { ChainId } from '../../chains/chain-adapter.ts';
import { NotFoundError } from '../../core/errors.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { CHAINS } from '../../engine/wallets/chain-set.ts';
import {
  createWallet,
  listWallets,
  requireWalletBalances,
  walletView,
  type Custody,
} from '../../engine/wallets/wallets.ts';
import { walletTransfers, withdrawalTransfer } from '../../engine/wallets/transfer-queries.ts';
import { requestWithdrawal } from '../../engine/wallets/withdrawals.ts';
import type { AnyRoute } from '../route.ts';
import { conflicts } from '../openapi-errors.ts';
import { IdempotencyHeaders, markReplay } from '../headers.ts';
import { accountRoute, ownWalletRoute, walletGuards } from '../route-kinds.ts';
import { presentTransfer } from '../shared/presenters/transfer.ts';
import { WalletPath } from '../shared/schemas/ids.ts';
import { TransferOut } from '../shared/schemas/transfer.ts';
import {
  BalanceOut,
  TransfersPage,
  WalletOut,
  WithdrawBody,
  WithdrawalOut,
  WithdrawalPath,
} from './schemas.ts';
import { presentBalance, presentWallet, presentWithdrawal } from './presenters.ts';

export interface WalletRoutesDeps extends Custody {
  sql: Sql;
}

const wallets = { tag: 'wallets', envelope: 'response' } as const;
const walletRoute = accountRoute(wallets);

/** Path segment and the `chain` body values each chain accepts. */
const segments: Record<ChainId, { path: string; names: string[] }> = {
  POL: { path: 'pol', names: ['POLYGON', 'POL', 'polygon', 'pol'] },
  SOL: { path: 'sol', names: ['SOLANA', 'SOL', 'solana', 'sol'] },
};

export function walletRoutes(deps: WalletRoutesDeps): AnyRoute[] {
  const { sql, chains } = deps;
  const onOwnWallet = ownWalletRoute(wallets, walletGuards.load(sql));

  const balanceOf = async (accountId: string, walletId: string, only?: ChainId) => {
    const { wallet, balances } = await requireWalletBalances(sql, accountId, walletId);
    return (only ? [only] : CHAINS).map((chain) =>
      presentBalance(chains, walletView(wallet), chain, balances),
    );
  };

  const perChain = CHAINS.flatMap((chain): AnyRoute[] => {
    const seg = segments[chain].path;
    /** `Pol` / `Sol` in operation ids (`getPolBalance`). */
    const Seg = seg.charAt(0).toUpperCase() + seg.slice(1);
    return [
      walletRoute({
        method: 'GET',
        path: `/api/v1/wallet/${seg}/:wallet_id/balance`,
        operationId: `get${Seg}Balance`,
        summary: `The wallet's ${chain} balance per asset: available, held and total`,
        params: WalletPath,
        response: BalanceOut,
        handler: async ({ params, principal }) =>
          (await balanceOf(principal.accountId, params.wallet_id, chain))[0],
      }),
      onOwnWallet({
        method: 'GET',
        path: `/api/v1/wallet/${seg}/:wallet_id/transfers`,
        operationId: `list${Seg}Transfers`,
        summary: `The wallet's ${chain} deposits and withdrawals, newest first`,
        params: WalletPath,
        query: TransfersPage,
        response: Type.Array(TransferOut),
        handler: async ({ query, wallet: row }) => {
          const wallet = walletView(row);
          const rows = await walletTransfers(sql, wallet.wallet_id, chain, query);
          return rows.map((t) => presentTransfer(chains, chain, wallet.addresses[chain], t));
        },
      }),
      onOwnWallet({
        method: 'GET',
        path: `/api/v1/wallet/${seg}/:wallet_id/withdrawal/:withdrawal_id`,
        operationId: `get${Seg}Withdrawal`,
        summary: `One ${chain} withdrawal of the wallet, as the transfer list shows it`,
        params: WithdrawalPath,
        response: TransferOut,
        handler: async ({ params, wallet: row }) => {
          const wallet = walletView(row);
          const found = await withdrawalTransfer(sql, wallet.wallet_id, chain, params.withdrawal_id);
          if (!found) throw new NotFoundError('withdrawal not found');
          return presentTransfer(chains, chain, wallet.addresses[chain], found);
        },
      }),
      onOwnWallet({
        method: 'POST',
        path: `/api/v1/wallet/${seg}/:wallet_id/withdraw`,
        operationId: `withdraw${Seg}`,
        summary: `Withdraw tokens to an outside ${chain} address`,
        description: 'Send an `Idempotency-Key` header: a repeated request withdraws once.',
        params: WalletPath,
        body: WithdrawBody(segments[chain].names),
        headers: IdempotencyHeaders,
        errors: conflicts.withdrawal,
        response: WithdrawalOut,
        handler: async ({ body, wallet, koa, log }) => {
          const idempotencyKey = koa.get('idempotency-key').trim() || undefined;
          const withdrawal = await requestWithdrawal({ ...deps, log }, wallet, {
            chain,
            token: body.token,
            amount: String(body.amount),
            address: body.address,
            ...(idempotencyKey ? { idempotencyKey } : {}),
          });
          markReplay(koa, withdrawal);
          return presentWithdrawal(withdrawal);
        },
      }),
    ];
  });

  return [
    walletRoute({
      method: 'GET',
      path: '/api/v1/wallets',
      operationId: 'listWallets',
      summary: "The account's wallets with their address on each chain",
      response: Type.Array(WalletOut),
      handler: async ({ principal }) => (await listWallets(sql, principal.accountId)).map(presentWallet),
    }),
    walletRoute({
      method: 'POST',
      path: '/api/v1/wallets',
      operationId: 'createWallet',
      summary: 'Create another wallet for the account',
      description: 'Every account gets one wallet when it is created.',
      response: WalletOut,
      handler: async ({ principal }) => presentWallet(await createWallet(sql, deps, principal)),
    }),
    walletRoute({
      method: 'GET',
      path: '/api/v1/wallet/:wallet_id/balance',
      operationId: 'getBalances',
      summary: "The wallet's balances (available, held, total): one object per chain",
      params: WalletPath,
      response: Type.Array(BalanceOut),
      handler: ({ params, principal }) => balanceOf(principal.accountId, params.wallet_id),
    }),
    ...perChain,
  ];
}
