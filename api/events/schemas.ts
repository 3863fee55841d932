// Schemas of account events (the SSE stream's `data` and the webhook body) and of the project's
// webhook endpoints, their secrets and their delivery log.
import { Type } from '@sinclair/typebox';
import { ACCOUNT_EVENT_TYPES } from '../../core/account-events.ts';

const Timestamp = Type.String({ description: 'ISO 8601, UTC, with Z' });
const EventType = Type.String({ enum: [...ACCOUNT_EVENT_TYPES] });

export const AccountEventOut = Type.Object(
  {
    id: Type.String({
      pattern: '^[0-9]+$',
      description:
        'Unique; grows with each event of the account (the SSE `id:` and what Last-Event-ID resumes after). Webhook receivers de-duplicate on it.',
    }),
    type: EventType,
    created_at: Timestamp,
    project_id: Type.String({ format: 'uuid' }),
    account_id: Type.String({ format: 'uuid' }),
    wallet_id: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    data: Type.Record(Type.String(), Type.Unknown(), {
      description:
        'The changed object as the API answers it elsewhere, as it was at the change: `order.*` an order (GET …/order/:id), `fill.created` a fill, `deposit.credited` a transfer, `withdrawal.status_changed` a transfer with withdrawal_id and error, `copytrade.decision` a decision with copytrade_id. See docs/api/events.md.',
    }),
  },
  { title: 'AccountEvent' },
);

export const EventStreamHeaders = Type.Object({
  'last-event-id': Type.Optional(
    Type.String({
      pattern: '^[0-9]{1,19}$',
      description:
        'Resume after this event id: the events of the account after it are sent first (what an EventSource sends when it reconnects).',
    }),
  ),
});

const Url = Type.String({
  format: 'uri',
  maxLength: 2048,
  description:
    'An https URL that takes POST requests, on a public address (http, and private addresses, only where the service allows them for development).',
});
const EventTypes = Type.Array(EventType, {
  minItems: 1,
  uniqueItems: true,
  description: 'The event types sent to the endpoint; every type when left out.',
});

export const WebhookBody = Type.Object(
  {
    url: Url,
    description: Type.Optional(
      Type.String({
        maxLength: 200,
        pattern: '^[^\\u0000-\\u001f\\u007f]*$',
        description: 'Free text without control characters.',
      }),
    ),
    event_types: Type.Optional(EventTypes),
  },
  { additionalProperties: false },
);

export const WebhookOut = Type.Object(
  {
    webhook_id: Type.String({ format: 'uuid' }),
    url: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    event_types: Type.Union([Type.Array(EventType), Type.Null()], { description: 'null: every type.' }),
    previous_secret_expires_at: Type.Union([Timestamp, Type.Null()], {
      description: 'While ahead, deliveries carry a signature by the previous secret too.',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Webhook' },
);

export const WebhooksOut = Type.Array(WebhookOut);

const Secret = Type.String({
  description: 'The signing secret (`whsec_…`), shown only here: keep it to verify X-PME-Signature.',
});

export const CreatedWebhookOut = Type.Composite([WebhookOut, Type.Object({ secret: Secret })], {
  title: 'CreatedWebhook',
});

export const WebhookPath = Type.Object({ webhook_id: Type.String({ format: 'uuid', maxLength: 36 }) });

export const RotateSecretBody = Type.Object(
  {
    grace_seconds: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 604800,
        description:
          'How long the previous secret still signs (default WEBHOOK_SECRET_GRACE_S, 24 h); 0 ends it at once.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const DeliveriesPage = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 100 }),
  offset: Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 }),
});

export const AttemptOut = Type.Object(
  {
    event_id: Type.String(),
    event_type: EventType,
    attempt: Type.Integer({ description: 'The attempt of this event to this endpoint, from 1.' }),
    succeeded: Type.Boolean({ description: 'The endpoint answered 2xx.' }),
    status_code: Type.Union([Type.Integer(), Type.Null()], {
      description: "The endpoint's HTTP status; null when it did not answer (see error).",
    }),
    error: Type.Union([Type.String(), Type.Null()]),
    duration_ms: Type.Integer(),
    at: Timestamp,
    delivery_status: Type.String({
      enum: ['pending', 'delivered', 'failed'],
      description:
        'The delivery now: pending (tried again at next_attempt_at), delivered, or failed (attempts used up or endpoint deleted).',
    }),
    next_attempt_at: Type.Union([Timestamp, Type.Null()]),
  },
  { title: 'WebhookDeliveryAttempt' },
);

export const AttemptsOut = Type.Array(AttemptOut);

export const WebhookTestOut = Type.Object(
  {
    webhook_id: Type.String({ format: 'uuid' }),
    url: Type.String(),
    event_id: Type.String({
      description: "The test event's id (`test_…`, never a real event's), also in X-PME-Event-Id.",
    }),
    event_type: Type.Literal('webhook.test'),
    delivered: Type.Boolean({ description: 'The endpoint answered 2xx.' }),
    status_code: Type.Union([Type.Integer(), Type.Null()], {
      description: "The endpoint's HTTP status; null when it did not answer (see error).",
    }),
    error: Type.Union([Type.String(), Type.Null()], {
      description:
        'Why there was no answer: refused, no answer within WEBHOOK_TIMEOUT_MS, an address not allowed…',
    }),
    duration_ms: Type.Integer(),
  },
  { title: 'WebhookTestDelivery' },
);
