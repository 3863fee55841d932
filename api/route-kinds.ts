// The routes of an account's own resources (wallets, trading, copytrades): account key or session,
// payload under `response`, one tag per family.
import type { TSchema } from '@sinclair/typebox';
import type { AccountPrincipal } from './auth/credentials.ts';
import { route, type AnyRoute, type RouteSpec } from './route.ts';

export function accountRoute(tag: string) {
  return <QS extends TSchema | undefined = undefined, PS extends TSchema | undefined = undefined, BS extends TSchema | undefined = undefined>(
    spec: Omit<RouteSpec<QS, PS, BS, AccountPrincipal>, 'tag' | 'envelope' | 'auth'>,
  ): AnyRoute => route({ ...spec, tag, envelope: 'response', auth: 'account' });
}
