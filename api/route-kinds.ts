// One route helper per credential kind: the handler sees the principal that kind resolves to, and
// a family names its tag and envelope once (`const walletRoute = accountRoute(wallets)`). Routes on
// an account's own wallet declare the guard instead of checking ownership in their handler: it
// loads the caller's wallet named by `:wallet_id`, or answers 404 exactly as for a missing wallet.
import type { Static, TSchema } from '@sinclair/typebox';
import { ownedWalletCheck, requireWallet, type WalletRow } from '../engine/wallets/wallets.ts';
import type { SqlExecutor } from '../storage/postgres/sql.ts';
import type {
  AccountPrincipal,
  DataPrincipal,
  ProjectPrincipal,
  SessionPrincipal,
} from './auth/principals.ts';
import {
  route,
  type AnyRoute,
  type AuthKind,
  type Envelope,
  type RouteContext,
  type RouteSpec,
} from './route.ts';

/** What every route of a family shares. */
export interface Family {
  tag: string;
  envelope: Envelope;
}

type Schema = TSchema | undefined;
type Infer<S> = S extends TSchema ? Static<S> : undefined;
/** A route of the family; `envelope` only where one route answers unlike its family. */
type Declaration<QS extends Schema, PS extends Schema, BS extends Schema, Principal> = Omit<
  RouteSpec<QS, PS, BS, Principal>,
  'tag' | 'envelope' | 'auth' | 'optionalAuth'
> & { envelope?: Envelope };

export type Declare<Principal> = <
  QS extends Schema = undefined,
  PS extends Schema = undefined,
  BS extends Schema = undefined,
>(
  spec: Declaration<QS, PS, BS, Principal>,
) => AnyRoute;

function kind<Principal>(auth: AuthKind, optionalAuth?: true) {
  return (family: Family): Declare<Principal> =>
    (spec) =>
      route({
        ...spec,
        tag: family.tag,
        envelope: spec.envelope ?? family.envelope,
        auth,
        ...(optionalAuth ? { optionalAuth } : {}),
      });
}

/** No credential (market data). */
export const publicRoute = kind<undefined>('none');
/** X-Admin-Key. */
export const adminRoute = kind<unknown>('admin');
/** X-Data-Key (read-only SQL) or X-Admin-Key. */
export const dataRoute = kind<DataPrincipal>('data');
/** A project secret key: the project's own accounts. */
export const projectRoute = kind<ProjectPrincipal>('project');
/** An account API key or a session: the account's own resources. */
export const accountRoute = kind<AccountPrincipal>('account');
/** An account API key or a session, or neither (the handler sees `undefined`); the wrong kind is still refused. */
export const optionalAccountRoute = kind<AccountPrincipal | undefined>('account', true);
/** A session only (an account API key is refused 403). */
export const sessionRoute = kind<SessionPrincipal>('session');

/** Loads the caller's wallet, or throws the 404 of a missing one. */
export type WalletGuard<W> = (accountId: string, walletId: string) => Promise<W>;

export const walletGuards = {
  /** The wallet row (routes that act with the wallet). */
  load:
    (db: SqlExecutor): WalletGuard<WalletRow> =>
    (accountId, walletId) =>
      requireWallet(db, accountId, walletId),
  /** Ownership only, kept per process once seen (hot routes that need no row: quotes and orders). */
  check: (db: SqlExecutor): WalletGuard<void> => ownedWalletCheck(db),
};

/** Path parameters that name a wallet. */
type WalletParams = TSchema & { static: { wallet_id: string } };

/** The account's routes on one of its wallets: the guard runs first, its wallet is `rc.wallet`. */
export function ownWalletRoute<W>(family: Family, guard: WalletGuard<W>) {
  return <
    QS extends Schema = undefined,
    PS extends WalletParams = WalletParams,
    BS extends Schema = undefined,
  >(
    spec: Omit<Declaration<QS, PS, BS, AccountPrincipal>, 'params' | 'handler'> & {
      params: PS;
      handler(
        rc: RouteContext<Infer<QS>, Static<PS>, Infer<BS>, AccountPrincipal> & { wallet: W },
      ): Promise<unknown>;
    },
  ): AnyRoute =>
    route<QS, PS, BS, AccountPrincipal>({
      ...spec,
      tag: family.tag,
      envelope: spec.envelope ?? family.envelope,
      auth: 'account',
      handler: async (rc) => {
        const wallet = await guard(rc.principal.accountId, (rc.params as { wallet_id: string }).wallet_id);
        // The context is made per request: the wallet is added to it (a spread would read its lazy logger).
        return spec.handler(Object.assign(rc, { wallet }));
      },
    });
}
