// DFlow's and Solana's errors (venue_b) on the one tree of core/venue-errors.ts.
//
// DFlow's Trade API answers {code, msg} (msg kept as the error's message). A 404 is not an error
// here (/order-status: no order for that signature yet; dflow-trading.ts answers null). 408 and
// 429 leave the outcome unknown, like a 5xx; any other 4xx is a refusal.
//
// Solana's RPC refuses a transaction in preflight with a SendTransactionError (a refusal: the node
// did not forward it), except when its words say the transaction was already processed: then it
// is a repeat of one that landed, not a refusal.
import type { VenueStatusTable } from '../../core/venue-errors.ts';

export const dflowStatusTable: VenueStatusTable = {
  status: {
    408: { outcome: 'unavailable', kind: 'unavailable' },
    429: { outcome: 'unavailable', kind: 'rate_limited' },
  },
  statusClass: {
    '4xx': { outcome: 'rejected', kind: 'unknown' },
    '5xx': { outcome: 'unavailable', kind: 'unavailable' },
  },
  otherwise: { outcome: 'unavailable', kind: 'unavailable' },
};

/** Solana's words for a transaction it has seen land already (message or logs of a SendTransactionError). */
export const SOLANA_ALREADY_PROCESSED = /already been processed|AlreadyProcessed/i;
