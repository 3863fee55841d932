// Polymarket CLOB's errors on the one tree of core/venue-errors.ts, CCXT style: the CLOB's own words
// first, exact then broad, then the HTTP status. The CLOB answers {"error": "<message>"} (or, on a
// 200 of POST /order, `success: false` with `errorMsg`); the words are kept as the error's message.
//
// Sources of the words: docs.polymarket.com "Error Codes" (resources/error-codes: global errors,
// POST /order, order processing and matching engine errors, the status code reference) and the
// CLOB's older "Insert Error Messages" table (INVALID_ORDER_* … MARKET_NOT_READY); the amounts and
// tick texts of order-amounts.ts clobRefusal (quoted there with their issues). Texts that carry
// values ("order 0x… is invalid. Size (1.08) lower than the minimum: 5", "not enough balance /
// allowance: the balance is not enough -> balance: 0, order amount: 2000000") are broad matches.
//
// Outcomes: a 4xx is a refusal (nothing happened), 401 among them meaning stale API credentials
// (the live adapter derives them again), 425 (the matching engine is restarting) and 429 refusals
// to retry later. The 503 texts of a paused or cancel-only exchange are refusals too; any other
// 5xx, no answer or a time-out leaves the outcome unknown, as do the CLOB's words for a failure
// after the order was taken in ("could not run the execution", "error delaying the order").
import {
  VenueRejectedError,
  type VenueErrorKind,
  type VenueErrorRule,
  type VenueErrorTable,
} from '../../core/venue-errors.ts';

const refused = (kind: VenueErrorKind): VenueErrorRule => ({ outcome: 'rejected', kind });
const unknownOutcome: VenueErrorRule = { outcome: 'unavailable', kind: 'unavailable' };

/** The CLOB's answer to an order signed for another exchange version (clob-client-v2 constants). */
export const ORDER_VERSION_MISMATCH = 'order_version_mismatch';

export const clobErrorTable: VenueErrorTable = {
  exact: {
    // Global errors (any authenticated endpoint).
    'Unauthorized/Invalid api key': refused('unknown'),
    'Invalid L1 Request headers': refused('unknown'),
    'Trading is currently disabled. Check polymarket.com for updates': refused('unavailable'),
    'Trading is currently cancel-only. New orders are not accepted, but cancels are allowed.':
      refused('unavailable'),
    'Too Many Requests': refused('rate_limited'),
    // POST /order.
    'Invalid order payload': refused('invalid_order'),
    'the order owner has to be the owner of the API KEY': refused('unknown'),
    'the order signer address has to be the address of the API KEY': refused('unknown'),
    // Answers reported against the official clients (py-clob-client #79, #198, clob-client #215):
    // the signature does not verify for the maker, signer and signature type sent.
    'invalid signature': refused('invalid_order'),
    // py-clob-client-v2 #74: since V2, an EOA maker is refused; orders go through a deposit wallet.
    'maker address not allowed, please use the deposit wallet flow': refused('rejected_by_risk'),
    // Order processing.
    'invalid post-only order: order crosses book': refused('invalid_order'),
    'invalid post-only order: only GTC and GTD order types are allowed': refused('invalid_order'),
    'invalid nonce': refused('invalid_order'),
    'invalid expiration': refused('invalid_order'),
    'order canceled in the CTF exchange contract': refused('invalid_order'),
    "order couldn't be fully filled. FOK orders are fully filled or killed.": refused('invalid_order'),
    'no orders found to match with FAK order. FAK orders are partially filled or killed if no match is found.':
      refused('invalid_order'),
    'the market is not yet ready to process new orders': refused('unavailable'),
    'could not insert order': refused('unavailable'),
    'could not run the execution': unknownOutcome,
    'error delaying the order': unknownOutcome,
    // Matching engine.
    'there are no matching orders': refused('invalid_order'),
    'FOK orders are filled or killed': refused('invalid_order'),
    'the trade contains rounding issues': refused('invalid_order'),
    "the price of the taker's order has a discrepancy greater than allowed with the worst maker order":
      refused('invalid_order'),
    // DELETE /order.
    'Invalid orderID': refused('invalid_order'),
  },
  broad: [
    ['not enough balance / allowance', refused('insufficient_funds')],
    // The words of the recorded refusal (test/fixtures/polymarket-clob, edited by its source).
    ['insufficient balance', refused('insufficient_funds')],
    ['breaks minimum tick size rule', refused('invalid_order')],
    ['lower than the minimum', refused('invalid_order')],
    ['is invalid. Duplicated', refused('invalid_order')],
    ['crosses the book', refused('invalid_order')],
    // "invalid amounts, the … orders maker amount supports a max accuracy of …", "invalid amount for a marketable BUY order ($0.99), min size: $1".
    ['invalid amount', refused('invalid_order')],
    ['invalid tick size', refused('invalid_order')],
    // The older table's wording: "order couldn’t be fully filled, FOK orders are fully filled/killed".
    ['FOK orders are', refused('invalid_order')],
    ['FAK orders are', refused('invalid_order')],
    ['Too many orders in payload', refused('invalid_order')],
    [ORDER_VERSION_MISMATCH, refused('invalid_order')],
    ["' address banned", refused('rejected_by_risk')],
    ["' address in closed only mode", refused('rejected_by_risk')],
  ],
  status: {
    425: refused('unavailable'),
    429: refused('rate_limited'),
  },
  statusClass: {
    '4xx': refused('unknown'),
    '5xx': unknownOutcome,
  },
  otherwise: unknownOutcome,
};

/** A refusal by the CLOB: `status` tells stale credentials (401) apart; 200 for `success: false`. */
export class ClobRejectedError extends VenueRejectedError {
  constructor(
    message: string,
    readonly status: number,
    venueOrderId: string | null = null,
    kind: VenueErrorKind = 'unknown',
  ) {
    super(message, venueOrderId, kind);
    this.name = 'ClobRejectedError';
  }
}
