// The authenticators of the project, account and session route families.
//
// Where a credential may be carried:
//   X-API-Key / X-API-KEY (one header: HTTP names are case-insensitive), X-PROJECT-API-KEY,
//   Authorization: Bearer <token>, and the cookie `session`.
// The route family decides which carrier is read first and which kind of credential it takes:
//   project routes: a project secret (X-PROJECT-API-KEY, then X-API-Key);
//   account routes: an account secret (X-API-KEY) or a session (bearer, then cookie);
//   session routes: a session only (bearer, then cookie).
// Outcomes: no credential, an unknown one, a revoked key or an ended session → 401; a valid
// credential of another kind (a project secret on an account route, an account secret or a
// session on a project route, an account secret where a session is required) → 403; a project key
// restricted to a domain, used from a browser page (Origin) of another host → 403.
import type { Context } from 'koa';
import { type CodeOfStatus, ForbiddenError, UnauthorizedError } from '../../core/errors.ts';
import type { Logger } from '../../core/logger.ts';
import { resolveCredential, type Credential, type Rejection } from '../../engine/accounts/credentials.ts';
import { normalizeDomain } from '../../engine/accounts/api-keys.ts';
import type { KeyCache } from '../../engine/accounts/key-cache.ts';
import type { SessionPolicy } from '../../engine/accounts/sessions.ts';
import type { HotState } from '../../storage/hot/hot-state.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import type { AnyRoute, Authenticator } from '../route.ts';
import { PROJECT_STATE } from '../middleware/cors.ts';
import { SESSION_COOKIE, type Carrier } from './principals.ts';
import { RateLimiter, type RateLimitPolicy } from './rate-limit.ts';

type Family = 'project' | 'account' | 'session';

const carriersByFamily: Record<Family, readonly Carrier[]> = {
  project: ['x-project-api-key', 'x-api-key', 'bearer', 'cookie'],
  account: ['x-api-key', 'bearer', 'cookie', 'x-project-api-key'],
  session: ['bearer', 'cookie', 'x-api-key', 'x-project-api-key'],
};

const missing: Record<Family, string> = {
  project: 'project API key required (X-API-Key header)',
  account: 'credentials required: an account API key (X-API-KEY header) or a session',
  session: 'a session is required (session cookie or Authorization: Bearer <session_id>)',
};

const rejected: Record<Rejection, string> = {
  unknown: 'invalid credentials',
  public_key: 'a public key (pk_…) was sent; send the secret key (sk_…)',
  revoked: 'API key has been revoked',
  expired: 'session expired',
};

const rejectionCodes: Record<Rejection, CodeOfStatus<401>> = {
  unknown: 'unauthorized',
  public_key: 'unauthorized',
  revoked: 'credential_revoked',
  expired: 'credential_expired',
};

export interface CredentialAuthDeps {
  sql: Sql;
  /** Active keys kept between requests (sessions are always read: each use extends them). */
  keys: KeyCache;
  hot: HotState;
  sessions: SessionPolicy;
  rateLimit: RateLimitPolicy;
}

export function credentialAuthenticators(deps: CredentialAuthDeps): Record<Family, Authenticator> {
  const limiter = new RateLimiter(deps.hot, deps.rateLimit);
  const make =
    (family: Family): Authenticator =>
    (ctx, route) =>
      authenticate(deps, limiter, family, ctx, route);
  return { project: make('project'), account: make('account'), session: make('session') };
}

function presented(ctx: Context, carrier: Carrier): string | undefined {
  switch (carrier) {
    case 'x-api-key':
    case 'x-project-api-key':
      return ctx.get(carrier).trim() || undefined;
    case 'bearer':
      return /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'))?.[1];
    case 'cookie':
      return ctx.cookies.get(SESSION_COOKIE, { signed: false }) || undefined;
  }
}

async function authenticate(
  deps: CredentialAuthDeps,
  limiter: RateLimiter,
  family: Family,
  ctx: Context,
  route: AnyRoute,
): Promise<(Credential & { carrier: Carrier }) | undefined> {
  const log = (): Logger => ctx.state.log;
  let carrier: Carrier | undefined;
  let token: string | undefined;
  for (const c of carriersByFamily[family]) {
    token = presented(ctx, c);
    if (token !== undefined) {
      carrier = c;
      break;
    }
  }
  if (token === undefined || carrier === undefined) {
    if (route.optionalAuth) return undefined;
    throw new UnauthorizedError(missing[family]);
  }

  // The IP's block is read while the credential resolves (a kept key resolves at once) and while
  // its rate limit counts the request: one round trip to the hot state for a kept key, not two.
  // A blocked IP is still refused before anything else is said of its credential.
  const blocked = outcome(limiter.assertNotBlocked(ctx.ip, log));
  const refuseIfBlocked = async () => {
    const err = await blocked;
    if (err) throw err;
  };
  let credential: Credential;
  try {
    const resolution = await resolveCredential(
      deps.sql,
      deps.sessions,
      token,
      family === 'project' ? 'project' : 'account',
      deps.keys,
    );
    if (!resolution.ok) {
      await refuseIfBlocked();
      if (resolution.rejection === 'unknown' || resolution.rejection === 'public_key')
        await limiter.recordFailure(ctx.ip, log);
      if (route.optionalAuth) return undefined;
      throw new UnauthorizedError(rejected[resolution.rejection], rejectionCodes[resolution.rejection]);
    }
    credential = resolution.credential;
    ctx.state[PROJECT_STATE] = credential.projectId;
    assertKind(family, credential);
    if (credential.kind === 'project') assertOrigin(ctx, credential.domain);
  } catch (err) {
    await refuseIfBlocked();
    throw err;
  }
  const counted = outcome(
    limiter.consume(
      rateBucket(credential),
      credential.kind === 'project' ? deps.rateLimit.projectKey : deps.rateLimit.account,
      log,
      (name, value) => ctx.set(name, value),
    ),
  );
  await refuseIfBlocked();
  const limited = await counted;
  if (limited) throw limited;
  return { ...credential, carrier };
}

/** The error a promise rejects with, or undefined: lets two checks run at once and be judged in order. */
function outcome(check: Promise<void>): Promise<Error | undefined> {
  return check.then(
    () => undefined,
    (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
  );
}

function rateBucket(credential: Credential): string {
  switch (credential.kind) {
    case 'project':
      return `project:${credential.publicKey}`;
    case 'account_key':
      return `account_key:${credential.publicKey}`;
    case 'session':
      return `session:${credential.sessionSha256.slice(0, 32)}`;
  }
}

function assertKind(family: Family, credential: Credential): void {
  if (family === 'project' && credential.kind !== 'project') {
    throw new ForbiddenError(
      'wrong credential kind: project routes take a project API key',
      'wrong_credential_kind',
    );
  }
  if (family === 'account' && credential.kind === 'project') {
    throw new ForbiddenError(
      'wrong credential kind: account routes take an account API key or a session, not a project key',
      'wrong_credential_kind',
    );
  }
  if (family === 'session' && credential.kind !== 'session') {
    throw new ForbiddenError(
      credential.kind === 'account_key'
        ? 'wrong credential kind: this route requires a session; an account API key cannot be used here'
        : 'wrong credential kind: this route requires a session',
      'wrong_credential_kind',
    );
  }
}

/** A key restricted to a domain refuses browser requests (they carry Origin) from any other host. */
function assertOrigin(ctx: Context, domain: string | null): void {
  if (!domain) return;
  const origin = ctx.get('origin');
  if (!origin) return;
  let host: string | undefined;
  try {
    host = normalizeDomain(new URL(origin).hostname);
  } catch {
    host = undefined;
  }
  if (host !== domain) throw new ForbiddenError('origin not allowed for this API key', 'origin_not_allowed');
}
