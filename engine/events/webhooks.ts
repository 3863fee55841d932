// A project's webhook endpoints: created with a signing secret shown once, listed, deleted, their
// secret rotated (the previous one keeps signing for a grace period), their delivery log read.
// Every call is scoped to the project. A URL must reach a public address (webhook-target.ts); a
// project has at most WEBHOOK_MAX_ENDPOINTS endpoints. A test delivery (sendTestDelivery) signs and
// sends a `webhook.test` event at once, as a real delivery would be, and says what came of it.
import { randomUUID } from 'node:crypto';
import { BadRequestError, ConflictError, NotFoundError } from '../../core/errors.ts';
import { randomToken } from '../../core/secrets.ts';
import * as repo from '../../storage/postgres/repositories/webhooks.ts';
import type { Sql, SqlExecutor } from '../../storage/postgres/sql.ts';
import { sendSigned, type SendOutcome } from './webhook-post.ts';
import {
  checkTargetUrl,
  resolveTarget,
  TargetRefused,
  type Resolver,
  type TargetPolicy,
} from './webhook-target.ts';

/** A webhook endpoint as stored: its URL, events and sealed secrets. */
export type EndpointRow = repo.EndpointRow;
/** One delivery attempt of an endpoint. */
export type AttemptRow = repo.AttemptRow;

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
  /** How long a test delivery waits for the endpoint's answer (WEBHOOK_TIMEOUT_MS, as deliveries do). */
  timeoutMs: number;
}

/** How long registration waits for the host's addresses before taking the URL unresolved. */
const RESOLVE_WAIT_MS = 3000;

/**
 * An absolute https URL (http where allowed) without user or password (they would travel in every
 * delivery) whose host, when it resolves, resolves only to public addresses unless the policy
 * allows private ones. A host that does not resolve (yet, or not from here) is taken: there is
 * nothing to reach, and every delivery resolves and checks it again before connecting.
 */
export async function checkWebhookUrl(
  text: string,
  rules: Pick<WebhookRules, 'policy' | 'resolve'>,
): Promise<string> {
  try {
    const url = checkTargetUrl(text, rules.policy, (name) => name('url'));
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
    if (err instanceof TargetRefused) throw new BadRequestError(err.words, err.code, 'url');
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

/** The endpoint's secrets that sign now, opened: the current one, and the previous one during its grace. */
export function endpointSecrets(
  sealer: SecretSealer,
  e: Pick<EndpointRow, 'endpoint_id' | 'secret' | 'previous_secret' | 'previous_secret_expires_at'>,
  nowMs: number,
): string[] {
  const until = e.previous_secret_expires_at;
  const graced = e.previous_secret && until && until.getTime() > nowMs;
  const sealed = graced ? [e.secret, e.previous_secret!] : [e.secret];
  return sealed.map((s) => sealer.openText(secretContext(e.endpoint_id), s));
}

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
      throw new ConflictError(
        `this project already has ${active} webhook endpoints (at most ${rules.maxEndpoints}); delete one first`,
        'too_many_webhooks',
      );
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

export async function requireWebhook(
  db: SqlExecutor,
  projectId: string,
  endpointId: string,
): Promise<EndpointRow> {
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
  const endpoint = await repo.rotateSecret(
    db,
    projectId,
    endpointId,
    sealed,
    new Date(now.getTime() + graceSeconds * 1000),
  );
  if (!endpoint) throw notFound();
  return { endpoint, secret };
}

/** The project's webhook endpoints. */
export function listWebhooks(db: SqlExecutor, projectId: string): Promise<EndpointRow[]> {
  return repo.listEndpoints(db, projectId);
}

/** The endpoint's delivery attempts, newest first. */
export async function webhookAttempts(
  db: SqlExecutor,
  projectId: string,
  endpointId: string,
  page: { limit: number; offset: number },
): Promise<AttemptRow[]> {
  await requireWebhook(db, projectId, endpointId);
  return repo.listAttempts(db, endpointId, page);
}

/** The type of the event a test delivery sends; never an account event's. */
export const TEST_EVENT_TYPE = 'webhook.test' as const;

export interface TestDelivery extends SendOutcome {
  endpoint: EndpointRow;
  eventId: string;
  /** The endpoint answered 2xx. */
  delivered: boolean;
}

/**
 * Sends the endpoint a signed `webhook.test` event now, with the headers and signature of a real
 * delivery, within the delivery time-out; not queued, not retried, not in the delivery log.
 */
export async function sendTestDelivery(
  db: SqlExecutor,
  sealer: SecretSealer,
  rules: Pick<WebhookRules, 'policy' | 'resolve' | 'timeoutMs'>,
  projectId: string,
  endpointId: string,
  nowMs = Date.now(),
): Promise<TestDelivery> {
  const endpoint = await requireWebhook(db, projectId, endpointId);
  const eventId = `test_${randomUUID()}`;
  const event = {
    id: eventId,
    type: TEST_EVENT_TYPE,
    created_at: new Date(nowMs).toISOString(),
    project_id: projectId,
    account_id: null,
    wallet_id: null,
    data: { webhook_id: endpointId, message: 'A test delivery: nothing happened to any account.' },
  };
  const outcome = await sendSigned(
    {
      url: endpoint.url,
      eventId,
      eventType: TEST_EVENT_TYPE,
      body: JSON.stringify(event),
      secrets: () => endpointSecrets(sealer, endpoint, nowMs),
      atMs: nowMs,
    },
    rules,
  );
  const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  return { ...outcome, endpoint, eventId, delivered };
}
