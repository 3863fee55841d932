// What the CLOB stand-in answers about one order through its life, from the recorded payloads:
// accepted and resting, cancelled, or matched whole by one trade. Each sets the routes the
// service's order path and its live-order poller call (POST /order, DELETE /order,
// GET /data/order/<id>, GET /data/trades).
import { fixture, json, page, type ClobStub } from './clob-stub.ts';

const OPEN_ORDER = json('http_open_order.json');
const TRADE = json('http_trade_report.json');
export const ACCEPTED = json('http_order_response_ok.json');

/** GET /data/order/<id>: the recorded open order under the asked id, with `changes`. */
function orderRecord(stub: ClobStub, changes: Record<string, unknown>): void {
  stub.on('GET /data/order/*', (seen) => ({
    body: JSON.stringify({ ...OPEN_ORDER, id: seen.path.split('/').pop(), ...changes }),
  }));
}

/** The next order is accepted and rests unmatched on the book. */
export function answerResting(stub: ClobStub, shares: string): void {
  stub.on('POST /order', JSON.stringify(ACCEPTED));
  orderRecord(stub, { size_matched: '0', original_size: shares });
  stub.on('GET /data/trades', page());
}

/**
 * A cancel is accepted; the order reads CANCELED once the DELETE has come (not before: the service's
 * live-order poller would otherwise end it first).
 */
export function answerCancelled(stub: ClobStub, shares: string): void {
  let cancelled = false;
  stub.on('DELETE /order', () => {
    cancelled = true;
    return { body: fixture('http_cancel_response_ok.json') };
  });
  stub.on('GET /data/order/*', (seen) => ({
    body: JSON.stringify({
      ...OPEN_ORDER,
      id: seen.path.split('/').pop(),
      status: cancelled ? 'CANCELED' : 'LIVE',
      size_matched: '0',
      original_size: shares,
    }),
  }));
}

/**
 * An amendment by cancel-and-replace: the cancel of the resting order (ACCEPTED) is accepted, the
 * replacement is accepted as `replacementId` and rests; the old one reads CANCELED once the DELETE
 * has come, the replacement LIVE.
 */
export function answerReplaced(stub: ClobStub, replacementId: string, shares: string): void {
  let cancelled = false;
  stub.on('DELETE /order', () => {
    cancelled = true;
    return { body: JSON.stringify({ canceled: [ACCEPTED.orderID], not_canceled: {} }) };
  });
  stub.on('POST /order', JSON.stringify({ ...ACCEPTED, orderID: replacementId }));
  stub.on('GET /data/order/*', (seen) => {
    const id = seen.path.split('/').pop();
    const status = id === ACCEPTED.orderID && cancelled ? 'CANCELED' : 'LIVE';
    return { body: JSON.stringify({ ...OPEN_ORDER, id, status, size_matched: '0', original_size: shares }) };
  });
}

/** The next order is matched whole at once, by one trade (`tradeId`) of `shares` at `price`. */
export function answerMatched(stub: ClobStub, trade: { id: string; shares: string; price: string }): void {
  stub.on('POST /order', JSON.stringify({ ...ACCEPTED, status: 'matched' }));
  orderRecord(stub, { status: 'MATCHED', size_matched: trade.shares, original_size: trade.shares });
  stub.on(
    'GET /data/trades',
    page({
      ...TRADE,
      id: trade.id,
      taker_order_id: ACCEPTED.orderID,
      size: trade.shares,
      price: trade.price,
    }),
  );
}
