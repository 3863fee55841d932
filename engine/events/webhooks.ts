// A project's webhook endpoints: created with a signing secret shown once, listed, deleted, their
// secret rotated (the previous one keeps signing for a grace period), their delivery log read.
// Every call is scoped to the project.
import { randomUUID } from 'node:crypto';
import { BadRequestError, NotFoundError } from '../../core/errors.ts';
import { randomToken } from '../../core/secrets.ts';
import * as repo from '../../storage/postgres/repositories/webhooks.ts';
import type { EndpointRow } from '../../storage/postgres/repositories/webhooks.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';

export interface NewWebhook {
  url: string;
  description?: string;
  event_types?: string[];
}

function newSecret(): string {
  return randomToken('whsec_');
}

/** An absolute http(s) URL without user or password (they would travel in every delivery). */
export function checkWebhookUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BadRequestError('body.url must be an absolute URL', 'invalid_webhook_url', 'url');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new BadRequestError('body.url must be an http or https URL', 'invalid_webhook_url', 'url');
  if (url.username || url.password) throw new BadRequestError('body.url must not carry a user name or password', 'invalid_webhook_url', 'url');
  return url.toString();
}

/** Seals signing secrets at rest (the wallet key vault: chains/custody/key-vault.ts). */
export interface SecretSealer {
  sealText(context: string, plaintext: string): string;
  openText(context: string, stored: string): string;
}

/** What a webhook's secrets are bound to when sealed: its own endpoint. */
export const secretContext = (endpointId: string): string => `webhook:${endpointId}`;

export async function createWebhook(
  db: SqlExecutor,
  sealer: SecretSealer,
  projectId: string,
  w: NewWebhook,
): Promise<{ endpoint: EndpointRow; secret: string }> {
  const secret = newSecret();
  const endpointId = randomUUID();
  const endpoint = await repo.insertEndpoint(db, {
    endpoint_id: endpointId,
    project_id: projectId,
    url: checkWebhookUrl(w.url),
    description: w.description ?? null,
    event_types: w.event_types ?? null,
    secret: sealer.sealText(secretContext(endpointId), secret),
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
