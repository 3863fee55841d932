// Account events: GET /api/v1/account/events, the account's events as server-sent events
// (event-hub.ts), and the project's webhook endpoints under /api/v1/project/webhooks… with their
// secrets and delivery log. Delivery itself is the engine's (engine/events/webhook-delivery.ts).
// Tests: test/integration/account-events.test.ts, webhook-test-delivery.test.ts. Guide: docs/api/events.md.
import type { Static } from '@sinclair/typebox';
import {
  createWebhook,
  deleteWebhook,
  listWebhooks,
  requireWebhook,
  rotateWebhookSecret,
  sendTestDelivery,
  TEST_EVENT_TYPE,
  webhookAttempts,
  type AttemptRow,
  type EndpointRow,
  type SecretSealer,
  type WebhookRules,
} from '../../engine/events/webhooks.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { DeletedOut } from '../shared/schemas/deleted.ts';
import type { AnyRoute } from '../route.ts';
import { accountRoute, projectRoute } from '../route-kinds.ts';
import { serveEventStream } from '../sse.ts';
import type { AccountEventHub } from './event-hub.ts';
import {
  AttemptsOut,
  CreatedWebhookOut,
  DeliveriesPage,
  EventStreamHeaders,
  RotateSecretBody,
  WebhookBody,
  WebhookOut,
  WebhookPath,
  WebhooksOut,
  WebhookTestOut,
  type AttemptOut,
} from './schemas.ts';

export interface EventRoutesDeps {
  sql: Sql;
  streams: AccountEventHub;
  /** How long a rotated secret still signs by default (WEBHOOK_SECRET_GRACE_S). */
  secretGraceSeconds: number;
  /** Seals the signing secrets at rest (the wallet key vault). */
  sealer: SecretSealer;
  /** What an endpoint's URL must be, and how many a project may have. */
  webhookRules: WebhookRules;
}

function presentWebhook(e: EndpointRow): Static<typeof WebhookOut> {
  const graceEnds =
    e.previous_secret_expires_at && e.previous_secret_expires_at.getTime() > Date.now()
      ? e.previous_secret_expires_at.toISOString()
      : null;
  return {
    webhook_id: e.endpoint_id,
    url: e.url,
    description: e.description,
    event_types: e.event_types,
    previous_secret_expires_at: graceEnds,
    created_at: e.created_at.toISOString(),
    updated_at: e.updated_at.toISOString(),
  };
}

function presentAttempt(a: AttemptRow): Static<typeof AttemptOut> {
  return {
    event_id: a.event_id,
    event_type: a.type,
    attempt: a.attempt,
    succeeded: a.succeeded,
    status_code: a.status_code,
    error: a.error,
    duration_ms: a.duration_ms,
    at: a.at.toISOString(),
    delivery_status: a.delivery_status,
    next_attempt_at: a.next_attempt_at?.toISOString() ?? null,
  };
}

const eventRoute = accountRoute({ tag: 'events', envelope: 'data' });
const webhookRoute = projectRoute({ tag: 'webhooks', envelope: 'data' });

const NOT_FOUND = {
  404: {
    description: 'No such webhook endpoint of the project.',
    example: 'webhook endpoint not found',
    code: 'webhook_not_found' as const,
  },
};

export function eventRoutes(deps: EventRoutesDeps): AnyRoute[] {
  const { sql, streams } = deps;
  return [
    eventRoute({
      method: 'GET',
      path: '/api/v1/account/events',
      operationId: 'streamAccountEvents',
      summary: "The account's events as server-sent events, resumable with Last-Event-ID",
      description:
        "Each event is a `data:` line holding the event (id, type, created_at, project_id, account_id, wallet_id, data) with its `id:`; `: ping` every 15 s. Without Last-Event-ID the stream starts with the next event; with it, the account's events after that id come first (nothing is lost across reconnects or restarts). See docs/api/events.md.",
      headers: EventStreamHeaders,
      raw: {
        contentType: 'text/event-stream',
        description: 'Account events (see AccountEvent), one per `data:` line with its `id:`.',
      },
      errors: {
        429: {
          description: 'The account already holds as many open event streams on this server as allowed.',
          example:
            'this account already has 5 open event streams on this server (at most 5); close one first',
          code: 'too_many_streams',
        },
        410: {
          description:
            'Last-Event-ID is older than the events kept (ACCOUNT_EVENTS_RETENTION_DAYS): events after it were deleted. Re-read the state, then reconnect without Last-Event-ID.',
          example:
            "events after 1041 are no longer kept (this account's events up to 1200 have been deleted by retention); re-read the account's state, then reconnect without Last-Event-ID",
          code: 'events_expired',
        },
      },
      handler: async ({ principal, koa: ctx }) => {
        const stream = await streams.open(
          principal.accountId,
          ctx.get('last-event-id') || undefined,
          ctx.res,
        );
        serveEventStream(ctx, stream.out);
        streams.begin(stream);
        return undefined;
      },
    }),
    webhookRoute({
      method: 'POST',
      path: '/api/v1/project/webhooks',
      operationId: 'createWebhook',
      summary: 'Add a webhook endpoint; its signing secret is shown once',
      description:
        "The project's account events (all types, or `event_types`) are POSTed to `url`, signed with X-PME-Signature, retried with back-off until answered 2xx. `url` must be https and reach a public address (checked again at every delivery). See docs/api/events.md.",
      body: WebhookBody,
      response: CreatedWebhookOut,
      errors: {
        409: {
          description: 'The project already has WEBHOOK_MAX_ENDPOINTS endpoints.',
          example: 'this project already has 10 webhook endpoints (at most 10); delete one first',
          code: 'too_many_webhooks',
        },
      },
      handler: async ({ body, principal }) => {
        const { endpoint, secret } = await createWebhook(
          sql,
          deps.sealer,
          deps.webhookRules,
          principal.projectId,
          body,
        );
        return { ...presentWebhook(endpoint), secret };
      },
    }),
    webhookRoute({
      method: 'GET',
      path: '/api/v1/project/webhooks',
      operationId: 'listWebhooks',
      summary: "List the project's webhook endpoints, oldest first (no secrets)",
      response: WebhooksOut,
      handler: async ({ principal }) => (await listWebhooks(sql, principal.projectId)).map(presentWebhook),
    }),
    webhookRoute({
      method: 'GET',
      path: '/api/v1/project/webhooks/:webhook_id',
      operationId: 'getWebhook',
      summary: 'One webhook endpoint (no secret)',
      params: WebhookPath,
      response: WebhookOut,
      errors: NOT_FOUND,
      handler: async ({ params, principal }) =>
        presentWebhook(await requireWebhook(sql, principal.projectId, params.webhook_id)),
    }),
    webhookRoute({
      method: 'DELETE',
      path: '/api/v1/project/webhooks/:webhook_id',
      operationId: 'deleteWebhook',
      summary: 'Delete a webhook endpoint: nothing more is sent to it',
      params: WebhookPath,
      response: DeletedOut,
      errors: NOT_FOUND,
      handler: async ({ params, principal }) => {
        await deleteWebhook(sql, principal.projectId, params.webhook_id);
        return { deleted: true };
      },
    }),
    webhookRoute({
      method: 'POST',
      path: '/api/v1/project/webhooks/:webhook_id/rotate-secret',
      operationId: 'rotateWebhookSecret',
      summary: 'Replace the signing secret; the previous one still signs for a grace period',
      description:
        'The new secret is shown once. Until `previous_secret_expires_at` every delivery carries two v1 signatures (new and previous secret), so receivers can switch without losing a delivery.',
      params: WebhookPath,
      body: RotateSecretBody,
      response: CreatedWebhookOut,
      errors: NOT_FOUND,
      handler: async ({ params, body, principal }) => {
        const { endpoint, secret } = await rotateWebhookSecret(
          sql,
          deps.sealer,
          principal.projectId,
          params.webhook_id,
          body.grace_seconds ?? deps.secretGraceSeconds,
        );
        return { ...presentWebhook(endpoint), secret };
      },
    }),
    webhookRoute({
      method: 'POST',
      path: '/api/v1/project/webhooks/:webhook_id/test',
      operationId: 'sendWebhookTest',
      summary: 'Send the endpoint a signed test event now and answer what came of it',
      description:
        "POSTs a `webhook.test` event (id `test_…`, `account_id` and `wallet_id` null) to the endpoint with the headers and X-PME-Signature of a real delivery, and answers the endpoint's status code, or the error when it did not answer within WEBHOOK_TIMEOUT_MS. Sent whatever the endpoint's `event_types`; not retried and not in the delivery log. A receiver that answers 2xx has `delivered: true`. See docs/api/events.md.",
      params: WebhookPath,
      response: WebhookTestOut,
      errors: NOT_FOUND,
      handler: async ({ params, principal }) => {
        const { projectId } = principal;
        const sent = await sendTestDelivery(
          sql,
          deps.sealer,
          deps.webhookRules,
          projectId,
          params.webhook_id,
        );
        return {
          webhook_id: sent.endpoint.endpoint_id,
          url: sent.endpoint.url,
          event_id: sent.eventId,
          event_type: TEST_EVENT_TYPE,
          delivered: sent.delivered,
          status_code: sent.statusCode,
          error: sent.error,
          duration_ms: sent.durationMs,
        };
      },
    }),
    webhookRoute({
      method: 'GET',
      path: '/api/v1/project/webhooks/:webhook_id/deliveries',
      operationId: 'listWebhookDeliveries',
      summary: "The endpoint's delivery attempts, newest first, with the answer of each",
      params: WebhookPath,
      query: DeliveriesPage,
      response: AttemptsOut,
      errors: NOT_FOUND,
      handler: async ({ params, query, principal }) =>
        (await webhookAttempts(sql, principal.projectId, params.webhook_id, query)).map(presentAttempt),
    }),
  ];
}
