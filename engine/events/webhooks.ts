// A project's webhook endpoints: created with a signing secret shown once, listed, deleted, their
// secret rotated (the previous one keeps signing for a grace period), their delivery log read.
// Every call is scoped to the project. A URL must reach a public address (webhook-target.ts); a
// project has at most WEBHOOK_MAX_ENDPOINTS endpoints.
import { randomUUID } from 'node:crypto';
import { BadRequestError, ConflictError, NotFoundError } from '../../core/errors.ts';
import { randomToken } from '../../core/secrets.ts';
import * as repo from '../../storage/postgres/repositories/webhooks.ts';
import type { EndpointRow } from '../../storage/postgres/repositories/webhooks.ts';
import type { Sql, SqlExecutor } from '../../storage/postgres/sql.ts';
import { checkTargetUrl, resolveTarget, TargetRefused, type Resolver, type TargetPolicy } from './webhook-target.ts';

export interface NewWebhook {
  url: string;
  description?: string;
  event_types?: string[];
}

function newSecret(): string {
  return randomToken('whsec_');
}

/** What registration checks a URL against. */
export interface WebhookRules {
  policy: TargetPolicy;
  resolve: Resolver;
  /** Endpoints a project may have at once (WEBHOOK_MAX_ENDPOINTS). */
  maxEndpoints: number;
}

/** How long registration waits for the host's addresses before taking the URL unresolved. */
const RESOLVE_WAIT_MS = 3000;

/**
 * An absolute https URL (http where allowed) without user or password (they would travel in every
 * delivery) whose host, when it resolves, resolves only to public addresses unless the policy
 * allows private ones. A host that does not resolve (yet, or not from here) is taken: there is
 * nothing to reach, and every delivery resolves and checks it again before connecting.
 */
export async function checkWebhookUrl(text: string, rules: Pick<WebhookRules, 'policy' | 'resolve'>): Promise<string> {
  try {
    const url = checkTargetUrl(text, rules.policy, 'body.url');
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, RESOLVE_WAIT_MS)));
    try {
      await Promise.race([resolveTarget(url, rules.policy, rules.resolve), gaveUp]);
    } finally {
      clearTimeout(timer);
    }
    return url.toString();
  } catch (err) {
    if (err instanceof TargetRefused && err.unresolved) return new URL(text).toString();
    if (err instanceof TargetRefused) throw new BadRequestError(err.message, err.code, 'url');
    throw err;
  }
}

/** Seals signing secrets at rest (the wallet key vault: chains/custody/key-vault.ts). */
export interface SecretSealer {
  sealText(context: string, plaintext: string): string;
  openText(context: string, stored: string): string;
}

/** What a webhook's secrets are bound to when sealed: its own endpoint. */
export const secretContext = (endpointId: string): string => `webhook:${endpointId}`;

/** A new endpoint, unless the project has WEBHOOK_MAX_ENDPOINTS already (counted under the project's row lock). */
export async function createWebhook(
  sql: Sql,
  sealer: SecretSealer,
  rules: WebhookRules,
  projectId: string,
  w: NewWebhook,
): Promise<{ endpoint: EndpointRow; secret: string }> {
  const url = await checkWebhookUrl(w.url, rules);
  const secret = newSecret();
  const endpointId = randomUUID();
  const endpoint = await sql.transaction(async (tx) => {
    const active = await repo.lockAndCountEndpoints(tx, projectId);
    if (active >= rules.maxEndpoints) {
      throw new ConflictError(`this project already has ${active} webhook endpoints (at most ${rules.maxEndpoints}); delete one first`, 'too_many_webhooks');
    }
    return repo.insertEndpoint(tx, {
      endpoint_id: endpointId,
      project_id: projectId,
      url,
      description: w.description ?? null,
      event_types: w.event_types ?? null,
      secret: sealer.sealText(secretContext(endpointId), secret),
    });
  });
  return { endpoint, secret };
}

function notFound(): NotFoundError {
  return new NotFoundError('webhook endpoint not found', 'webhook_not_found');
}

export async function requireWebhook(db: SqlExecutor, projectId: string, endpointId: string): Promise<EndpointRow> {
  const endpoint = await repo.findEndpoint(db, projectId, endpointId);
  if (!endpoint) throw notFound();
  return endpoint;
}

export async function deleteWebhook(db: SqlExecutor, projectId: string, endpointId: string): Promise<void> {
  if (!(await repo.deactivateEndpoint(db, projectId, endpointId))) throw notFound();
}

/** A new secret, shown once; the previous one still signs for `graceSeconds`. */
export async function rotateWebhookSecret(
  db: SqlExecutor,
  sealer: SecretSealer,
  projectId: string,
  endpointId: string,
  graceSeconds: number,
  now = new Date(),
): Promise<{ endpoint: EndpointRow; secret: string }> {
  const secret = newSecret();
  const sealed = sealer.sealText(secretContext(endpointId), secret);
  const endpoint = await repo.rotateSecret(db, projectId, endpointId, sealed, new Date(now.getTime() + graceSeconds * 1000));
  if (!endpoint) throw notFound();
  return { endpoint, secret };
}

/** The endpoint's delivery attempts, newest first. */
export async function webhookAttempts(db: SqlExecutor, projectId: string, endpointId: string, page: { limit: number; offset: number }): Promise<repo.AttemptRow[]> {
  await requireWebhook(db, projectId, endpointId);
  return repo.listAttempts(db, endpointId, page);
}
