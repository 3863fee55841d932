// What an order step records as events, the webhook back-off, and the signature check receivers do.
import assert from 'node:assert/strict';
import { orderEvents } from '../../engine/events/record.ts';
import { backoffMs } from '../../engine/events/webhook-delivery.ts';
import { signatureHeader, verifySignature } from '../../engine/events/webhook-signature.ts';
import type { FillRow, OrderRow } from '../../storage/postgres/repositories/orders.ts';

const order = (o: Partial<OrderRow>) =>
  ({ order_id: 'o1', wallet_id: 'w1', status: 'ACTIVE', version: 0, ...o }) as OrderRow;
const fill = { fill_id: 'o1:0001' } as FillRow;
const types = (events: { type: string }[]) => events.map((e) => e.type);

describe('account events', () => {
  describe('orderEvents', () => {
    it('should record a market order filled at placement as accepted, its fills, filled', () => {
      assert.deepEqual(types(orderEvents(undefined, order({ status: 'FILLED' }), [fill, fill])), [
        'order.accepted',
        'fill.created',
        'fill.created',
        'order.filled',
      ]);
    });
    it('should record an order refused at placement as rejected only', () => {
      assert.deepEqual(types(orderEvents(undefined, order({ status: 'REJECTED' }), [])), ['order.rejected']);
    });
    it('should record an amendment that crosses the book as amended, then its fill', () => {
      assert.deepEqual(
        types(orderEvents(order({}), order({ version: 1, status: 'PARTIALLY_FILLED' }), [fill])),
        ['order.amended', 'fill.created'],
      );
    });
    it('should record cancel and expiry once, and nothing for a step that changed no status, version or fill', () => {
      assert.deepEqual(types(orderEvents(order({}), order({ status: 'CANCELLED' }), [])), [
        'order.cancelled',
      ]);
      assert.deepEqual(types(orderEvents(order({}), order({ status: 'EXPIRED' }), [])), ['order.expired']);
      assert.deepEqual(types(orderEvents(order({ status: 'PENDING' }), order({ status: 'ACTIVE' }), [])), []);
    });
  });

  it('should double the webhook back-off from the base up to the cap, jitter at most 10 %', () => {
    const o = { retryBaseMs: 30_000, retryMaxMs: 300_000 };
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, o, () => 0)),
      [30_000, 60_000, 120_000, 240_000, 300_000, 300_000],
    );
    assert.equal(
      backoffMs(1, o, () => 1),
      33_000,
    );
  });

  it('should verify a signature by either secret during a rotation, and refuse a changed body, another secret or an old timestamp', () => {
    const body = '{"id":"1"}';
    const header = signatureHeader(['whsec_new', 'whsec_old'], 1_000_000, body);
    assert.ok(verifySignature(header, 'whsec_new', body, 1_000_010));
    assert.ok(verifySignature(header, 'whsec_old', body, 1_000_010));
    assert.ok(!verifySignature(header, 'whsec_other', body, 1_000_010));
    assert.ok(!verifySignature(header, 'whsec_new', '{"id":"2"}', 1_000_010));
    assert.ok(!verifySignature(header, 'whsec_new', body, 1_000_000 + 301));
  });
});
