// Project administration (spec 4.1): the project, with its secret key, manages its accounts, their
// sessions and their API keys, and its own further project keys and settings.
// Tests (test/integration/): accounts.test.ts, accounts-auth.test.ts, accounts-sessions.test.ts.
import {
  createAccount,
  getAccount,
  listAccounts,
  replaceMetadata,
  requireAccount,
} from '../../engine/accounts/accounts.ts';
import {
  createAccountKey,
  createProjectKey,
  listAccountKeys,
  listProjectKeys,
  revokeAccountKey,
  revokeProjectKey,
} from '../../engine/accounts/api-keys.ts';
import { readSettings, replaceSettings } from '../../engine/accounts/project-settings.ts';
import type { CorsOrigins } from '../../engine/accounts/cors-origins.ts';
import {
  expireAllSessions,
  expireSession,
  openSession,
  refreshSession,
  type SessionPolicy,
} from '../../engine/accounts/sessions.ts';
import { createWallet, type Custody } from '../../engine/wallets/wallets.ts';
import type { KeyCache } from '../../engine/accounts/key-cache.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import type { AnyRoute } from '../route.ts';
import { projectRoute } from '../route-kinds.ts';
import { CreatedKeyOut, KeyListOut, ProjectKeyListOut } from '../shared/schemas/api-key.ts';
import { DeletedOut } from '../shared/schemas/deleted.ts';
import {
  AccountKeyPath,
  AccountOut,
  AccountPath,
  AccountsOut,
  AccountsPage,
  CreateAccountBody,
  ExpiredCountOut,
  ExpiredOut,
  MetadataBody,
  NameBody,
  OwnKeyPath,
  ProjectKeyBody,
  ProjectKeyOut,
  RefreshedSessionOut,
  SessionOut,
  SessionPath,
  SettingsBody,
  SettingsOut,
} from './schemas.ts';
import { createdKeyForms, keyListForms, presentSession, projectKeyListForms } from './presenters.ts';

export interface ProjectRoutesDeps {
  sql: Sql;
  /** Active keys kept between requests: a revocation evicts its key. */
  keys: KeyCache;
  sessions: SessionPolicy;
  custody: Custody;
  /** Browser origins of the projects (settings.cors_origins): told when a project changes its list. */
  cors?: CorsOrigins;
}

/** Project administration answers under `data`; the api-key routes in both spellings. */
const accountAdminRoute = projectRoute({ tag: 'project', envelope: 'data' });

export function projectRoutes(deps: ProjectRoutesDeps): AnyRoute[] {
  const { sql } = deps;
  return [
    accountAdminRoute({
      method: 'POST',
      path: '/api/v1/project/api-key',
      operationId: 'createProjectApiKey',
      summary: 'Create another project API key (secret shown once)',
      description:
        'Optionally restricted to a domain: browser requests whose Origin is another host are refused.',
      envelope: 'both',
      body: ProjectKeyBody,
      response: ProjectKeyOut,
      handler: async ({ body, principal }) =>
        createdKeyForms(await createProjectKey(sql, principal.projectId, body)),
    }),
    accountAdminRoute({
      method: 'GET',
      path: '/api/v1/project/api-keys',
      operationId: 'listProjectApiKeys',
      summary: "List the project's API keys, oldest first (no secrets)",
      description: 'Revoked keys show `active: false` and `revoked_at`.',
      envelope: 'both',
      response: ProjectKeyListOut,
      handler: async ({ principal }) => projectKeyListForms(await listProjectKeys(sql, principal.projectId)),
    }),
    accountAdminRoute({
      method: 'DELETE',
      path: '/api/v1/project/api-key/:public_key',
      operationId: 'revokeProjectApiKey',
      summary: 'Revoke a project API key, permanently and on every API process',
      description:
        'Repeating it succeeds. The key making the request may revoke itself only while another active key remains (409 otherwise).',
      envelope: 'both',
      params: OwnKeyPath,
      response: DeletedOut,
      errors: {
        409: {
          description: "The key making the request is the project's last active key.",
          example: "cannot revoke the project's last active API key with itself: create another key first",
        },
      },
      handler: async ({ params, principal }) => {
        await revokeProjectKey(sql, deps.keys, principal.projectId, params.public_key, principal.publicKey);
        return { reference: { deleted: true }, guide: { deleted: true } };
      },
    }),
    accountAdminRoute({
      method: 'PUT',
      path: '/api/v1/project/settings',
      operationId: 'replaceProjectSettings',
      summary: "Replace the project's settings object",
      description:
        'Free-form, except `cors_origins`: the browser origins (`https://app.example.com`, at most 50) ' +
        'allowed to call the account and wallet routes from a web page with a session or key of this project.',
      body: SettingsBody,
      response: SettingsOut,
      handler: ({ body, principal }) => replaceSettings(sql, principal.projectId, body.settings, deps.cors),
    }),
    accountAdminRoute({
      method: 'GET',
      path: '/api/v1/project/settings',
      operationId: 'getProjectSettings',
      summary: "Read the project's settings object",
      response: SettingsOut,
      handler: ({ principal }) => readSettings(sql, principal.projectId),
    }),
    accountAdminRoute({
      method: 'GET',
      path: '/api/v1/project/account',
      operationId: 'listAccounts',
      summary: "List the project's accounts, oldest first",
      query: AccountsPage,
      response: AccountsOut,
      handler: async ({ query, principal }) => ({
        accounts: await listAccounts(sql, principal.projectId, query),
      }),
    }),
    accountAdminRoute({
      method: 'POST',
      path: '/api/v1/project/account',
      operationId: 'createAccount',
      summary: 'Create an account (one per end user) with optional metadata (at most 8 KB)',
      body: CreateAccountBody,
      response: AccountOut,
      // The account and its first wallet are created together, or neither is.
      handler: ({ body, principal }) =>
        sql.transaction(async (tx) => {
          const account = await createAccount(tx, principal.projectId, body.metadata);
          await createWallet(tx, deps.custody, {
            projectId: principal.projectId,
            accountId: account.account_id,
          });
          return account;
        }),
    }),
    accountAdminRoute({
      method: 'GET',
      path: '/api/v1/project/account/:account_id',
      operationId: 'getAccount',
      summary: 'Read an account of this project',
      params: AccountPath,
      response: AccountOut,
      handler: ({ params, principal }) => getAccount(sql, principal.projectId, params.account_id),
    }),
    accountAdminRoute({
      method: 'PUT',
      path: '/api/v1/project/account/:account_id/metadata',
      operationId: 'replaceAccountMetadata',
      summary: "Replace an account's metadata (at most 8 KB)",
      params: AccountPath,
      body: MetadataBody,
      response: AccountOut,
      handler: ({ params, body, principal }) =>
        replaceMetadata(sql, principal.projectId, params.account_id, body.metadata),
    }),
    accountAdminRoute({
      method: 'POST',
      path: '/api/v1/project/account/:account_id/session',
      operationId: 'createSession',
      summary: 'Open a session for an account; it expires after a period of inactivity',
      params: AccountPath,
      response: SessionOut,
      handler: async ({ params, principal }) => {
        return presentSession(await openSession(sql, deps.sessions, principal.projectId, params.account_id));
      },
    }),
    accountAdminRoute({
      method: 'POST',
      path: '/api/v1/project/account/:account_id/session/:session_id/refresh',
      operationId: 'refreshSession',
      summary: 'Replace a live session with a new one; the old id expires',
      params: SessionPath,
      response: RefreshedSessionOut,
      handler: async ({ params, principal }) => {
        const s = await refreshSession(
          sql,
          deps.sessions,
          principal.projectId,
          params.account_id,
          params.session_id,
        );
        return { session_id: s.session_id };
      },
    }),
    accountAdminRoute({
      method: 'POST',
      path: '/api/v1/project/account/:account_id/session/:session_id/expire',
      operationId: 'expireSession',
      summary: 'Expire one session of an account',
      params: SessionPath,
      response: ExpiredOut,
      handler: async ({ params, principal }) => {
        await expireSession(sql, principal.projectId, params.account_id, params.session_id);
        return { expired: true };
      },
    }),
    accountAdminRoute({
      method: 'POST',
      path: '/api/v1/project/account/:account_id/sessions/expire-all',
      operationId: 'expireAllSessions',
      summary: 'Expire every live session of an account; answers how many were expired',
      params: AccountPath,
      response: ExpiredCountOut,
      handler: async ({ params, principal }) => ({
        expired: await expireAllSessions(sql, principal.projectId, params.account_id),
      }),
    }),
    accountAdminRoute({
      method: 'GET',
      path: '/api/v1/project/account/:account_id/api-key',
      operationId: 'listAccountApiKeys',
      summary: "List an account's API keys (no secrets)",
      description: 'Revoked keys show `active: false`.',
      envelope: 'both',
      params: AccountPath,
      response: KeyListOut,
      handler: async ({ params, principal }) => {
        await requireAccount(sql, principal.projectId, params.account_id);
        return keyListForms(await listAccountKeys(sql, params.account_id));
      },
    }),
    accountAdminRoute({
      method: 'POST',
      path: '/api/v1/project/account/:account_id/api-key',
      operationId: 'createAccountApiKey',
      summary: 'Create an account API key (secret shown once)',
      envelope: 'both',
      params: AccountPath,
      body: NameBody,
      response: CreatedKeyOut,
      handler: async ({ params, body, principal }) => {
        await requireAccount(sql, principal.projectId, params.account_id);
        const key = await createAccountKey(
          sql,
          { projectId: principal.projectId, accountId: params.account_id },
          body.name,
        );
        return createdKeyForms(key);
      },
    }),
    accountAdminRoute({
      method: 'DELETE',
      path: '/api/v1/project/account/:account_id/api-key/:public_key',
      operationId: 'revokeAccountApiKey',
      summary: "Revoke an account's API key, permanently",
      envelope: 'both',
      params: AccountKeyPath,
      response: DeletedOut,
      handler: async ({ params, principal }) => {
        await requireAccount(sql, principal.projectId, params.account_id);
        await revokeAccountKey(sql, deps.keys, params.account_id, params.public_key);
        return { reference: { deleted: true }, guide: { deleted: true } };
      },
    }),
  ];
}
