// venue_b's errors on the one tree of core/venue-errors.ts, CCXT style: the venue's own codes and
// words first, then the HTTP status. venue_b trades through DFlow's Trade API and Solana; Kalshi's
// own Trade API serves market data only here (kalshiErrorTable: what the Kalshi connector does with
// a refused read).
//
// Kalshi answers an error with `{"error": {code, message, details?}}` — kalshi-typescript 3.30.0's
// ErrorResponse {code, message, details} under `error` (its `service` field was dropped in 2026) —
// and a body it cannot parse with the same fields at the top level (docs.kalshi.com "Order Errors":
// "Read error.code first and fall back to a top-level code"). Clients switch on `code`; the
// `message` is the code in words ("invalid order"), `details` says more. The codes its documentation
// and answers show: `invalid_order`, `missing_parameters`, `bad_request` (the order or request
// itself), `not_found`, `order_already_exists` (a client order id used before), and
// `service_unavailable` (503: the exchange is not taking the call). A 429 carries no Retry-After
// ("apply exponential backoff").
//
// DFlow's Trade API answers {code, msg} (msg and code kept in the error's message). Its documented
// codes (pond.dflow.net "Error Codes", Trading API): `route_not_found` (wrong output mint, amount
// not in base units, or no bid/ask on the side traded) and `price_impact_too_high` (the routed price
// is worse than the order allows); HTTP 429 "Rate limit exceeded". A 404 is not an error here
// (/order-status: no order for that signature yet; dflow-trading.ts answers null). 408 and 429
// leave the outcome unknown, like a 5xx; any other 4xx is a refusal.
//
// Solana's RPC refuses a transaction in preflight with a SendTransactionError (a refusal: the node
// did not forward it), except when its words say the transaction was already processed: then it
// is a repeat of one that landed, not a refusal. Its words (the node's TransactionError texts and the
// SPL token program's log) name what went wrong: no SOL or tokens to pay, or a stale blockhash.
import type { VenueErrorKind, VenueErrorRule, VenueErrorTable } from '../../core/venue-errors.ts';
import { ruleForText } from '../../core/venue-errors.ts';

const refused = (kind: VenueErrorKind): VenueErrorRule => ({ outcome: 'rejected', kind });
const unknownOutcome = (kind: VenueErrorKind): VenueErrorRule => ({ outcome: 'unavailable', kind });

/** What both venues' answers mean by HTTP status when their words say nothing more. */
const byStatus: Pick<VenueErrorTable, 'status' | 'statusClass' | 'otherwise'> = {
  status: {
    408: unknownOutcome('unavailable'),
    429: unknownOutcome('rate_limited'),
  },
  statusClass: {
    '4xx': refused('unknown'),
    '5xx': unknownOutcome('unavailable'),
  },
  otherwise: unknownOutcome('unavailable'),
};

export const dflowErrorTable: VenueErrorTable = {
  exact: {
    route_not_found: refused('invalid_order'),
    price_impact_too_high: refused('rejected_by_risk'),
  },
  broad: [['Rate limit exceeded', unknownOutcome('rate_limited')]],
  ...byStatus,
};

export const kalshiErrorTable: VenueErrorTable = {
  exact: {
    invalid_order: refused('invalid_order'),
    missing_parameters: refused('invalid_order'),
    bad_request: refused('invalid_order'),
    not_found: refused('invalid_order'),
    order_already_exists: refused('invalid_order'),
    service_unavailable: unknownOutcome('unavailable'),
  },
  broad: [],
  ...byStatus,
};

/** Kalshi's `code` of an error answer: `error.code`, else a top-level `code` (an unparsable request). */
export function kalshiErrorCode(body: string): string | undefined {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return undefined;
    const error =
      'error' in value && typeof value.error === 'object' && value.error !== null ? value.error : value;
    const code = 'code' in error ? error.code : undefined;
    return typeof code === 'string' && code !== '' ? code : undefined;
  } catch {
    return undefined; // not JSON: no code
  }
}

/** DFlow's `code` of an error answer ({code, msg}), when it has one. */
export function dflowErrorCode(body: string): string | undefined {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value === 'object' && value !== null && 'code' in value) {
      const code = value.code;
      return typeof code === 'string' && code !== '' ? code : undefined;
    }
  } catch {
    // not JSON: no code
  }
  return undefined;
}

/** Solana's words for a transaction it has seen land already (message or logs of a SendTransactionError). */
export const SOLANA_ALREADY_PROCESSED = /already been processed|AlreadyProcessed/i;

/** What a preflight refusal's words (message, then logs) say went wrong; nothing was forwarded. */
export const solanaPreflightTable: VenueErrorTable = {
  exact: {},
  broad: [
    // The fee payer has no SOL account at all: "Attempt to debit an account but found no record of a prior credit."
    ['Attempt to debit an account but found no record of a prior credit', refused('insufficient_funds')],
    ['Insufficient funds for fee', refused('insufficient_funds')],
    ['insufficient funds for rent', refused('insufficient_funds')],
    ['insufficient lamports', refused('insufficient_funds')],
    // The SPL token program's log: "Program log: Error: insufficient funds".
    ['insufficient funds', refused('insufficient_funds')],
    // The transaction's blockhash expired before it was sent: nothing happened, a new one may pass.
    ['Blockhash not found', refused('unavailable')],
  ],
  status: {},
  statusClass: {},
  otherwise: refused('unknown'),
};

/** The kind of a Solana preflight refusal from its message and logs. */
export function solanaRefusalKind(message: string, logs: readonly string[] = []): VenueErrorKind {
  for (const text of [message, ...logs]) {
    const rule = ruleForText(solanaPreflightTable, text);
    if (rule) return rule.kind;
  }
  return solanaPreflightTable.otherwise.kind;
}
