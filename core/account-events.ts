// The account event vocabulary: what an integrator can subscribe to, by SSE per account
// (GET /api/v1/account/events) or by webhooks per project. Each event is recorded in the
// transaction of the change it reports (engine/events/record.ts); docs/api/events.md describes
// each type and its `data`. Types are only ever added, never renamed.

export const ACCOUNT_EVENT_TYPES = [
  'order.accepted',
  'order.amended',
  'order.filled',
  'order.cancelled',
  'order.expired',
  'order.rejected',
  'fill.created',
  'deposit.credited',
  'withdrawal.status_changed',
  'copytrade.decision',
  'routed_order.placed',
] as const;

export type AccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number];

/** Whether a text names an event type (webhook endpoint filters). */
export function isAccountEventType(value: string): value is AccountEventType {
  return (ACCOUNT_EVENT_TYPES as readonly string[]).includes(value);
}
