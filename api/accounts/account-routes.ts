// Account routes (spec 4.2): an account acts on itself with an account API key or a session.
// Creating an API key and signing out take a session; the other routes take either.
// Tests (test/integration/): accounts.test.ts, accounts-auth.test.ts, accounts-sessions.test.ts.
// Guide: docs/api/accounts.md.
import { createAccountKey, listAccountKeys, revokeAccountKey } from '../../engine/accounts/api-keys.ts';
import { getInterests, setInterests } from '../../engine/accounts/interests.ts';
import { endOwnSession } from '../../engine/accounts/sessions.ts';
import type { KeyCache } from '../../engine/accounts/key-cache.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { SESSION_COOKIE } from '../auth/principals.ts';
import type { AnyRoute } from '../route.ts';
import { accountRoute, optionalAccountRoute, sessionRoute } from '../route-kinds.ts';
import { CreatedKeyOut, KeyListOut } from '../shared/schemas/api-key.ts';
import { DeletedOut } from '../shared/schemas/deleted.ts';
import { ExpiredOut, InterestsBody, InterestsOut, NameBody, OwnKeyPath, SessionCheckOut } from './schemas.ts';
import { createdKeyForms, keyListForms } from './presenters.ts';

export interface AccountRoutesDeps {
  sql: Sql;
  /** Active keys kept between requests: a revocation evicts its key. */
  keys: KeyCache;
}

const family = { tag: 'account', envelope: 'both' } as const;
const accountKeyRoute = accountRoute(family);
const ownSessionRoute = sessionRoute(family);
const sessionCheckRoute = optionalAccountRoute(family);

export function accountRoutes(deps: AccountRoutesDeps): AnyRoute[] {
  const { sql } = deps;
  return [
    sessionCheckRoute({
      method: 'GET',
      path: '/api/v1/account/session',
      operationId: 'getSessionStatus',
      summary: 'Whether the request carries a live session (or an active account API key)',
      envelope: 'data',
      response: SessionCheckOut,
      handler: ({ principal }) => Promise.resolve({ authenticated: principal !== undefined }),
    }),
    ownSessionRoute({
      method: 'POST',
      path: '/api/v1/account/session/expire',
      operationId: 'signOut',
      summary: 'Sign out: expire the session that carries this request',
      envelope: 'data',
      response: ExpiredOut,
      handler: async ({ principal, koa }) => {
        await endOwnSession(sql, principal);
        if (principal.carrier === 'cookie') koa.cookies.set(SESSION_COOKIE, null, { signed: false });
        return { expired: true };
      },
    }),
    accountKeyRoute({
      method: 'GET',
      path: '/api/v1/account/api-key',
      operationId: 'listOwnApiKeys',
      summary: "List this account's API keys (no secrets)",
      description: 'Revoked keys show `active: false`.',
      response: KeyListOut,
      handler: async ({ principal }) => keyListForms(await listAccountKeys(sql, principal.accountId)),
    }),
    ownSessionRoute({
      method: 'POST',
      path: '/api/v1/account/api-key',
      operationId: 'createOwnApiKey',
      summary: 'Create an API key for this account (requires a session; secret shown once)',
      body: NameBody,
      response: CreatedKeyOut,
      handler: async ({ body, principal }) =>
        createdKeyForms(await createAccountKey(sql, principal, body.name)),
    }),
    accountKeyRoute({
      method: 'DELETE',
      path: '/api/v1/account/api-key/:public_key',
      operationId: 'revokeOwnApiKey',
      summary: 'Revoke one of this account’s API keys, permanently',
      params: OwnKeyPath,
      response: DeletedOut,
      handler: async ({ params, principal }) => {
        await revokeAccountKey(sql, deps.keys, principal.accountId, params.public_key);
        return { reference: { deleted: true }, guide: { deleted: true } };
      },
    }),
    accountKeyRoute({
      method: 'POST',
      path: '/api/v1/account/interests',
      operationId: 'replaceInterests',
      summary: 'Replace the whole set of interest tags used by recommendations',
      envelope: 'response',
      body: InterestsBody,
      response: InterestsOut,
      handler: ({ body, principal }) => setInterests(sql, principal.accountId, body.interests),
    }),
    accountKeyRoute({
      method: 'GET',
      path: '/api/v1/account/interests',
      operationId: 'getInterests',
      summary: 'The interest tags recommendations use, as last replaced',
      description: 'Normalized: trimmed and lower case.',
      envelope: 'response',
      response: InterestsOut,
      handler: ({ principal }) => getInterests(sql, principal.accountId),
    }),
  ];
}
