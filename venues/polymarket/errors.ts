// Polymarket CLOB's errors on the one tree of core/venue-errors.ts. The CLOB tells its refusals by
// HTTP status, with its words in `errorMsg` / `error` / `message` (kept as the error's message):
// a 4xx is a refusal (nothing happened), 401 among them meaning stale API credentials (the live
// adapter derives them again); no answer, a time-out, a 5xx or any other non-2xx leaves the
// outcome unknown. A 200 with `success: false` is a refusal too (clob-trading.ts parseOrderAck).
import { VenueRejectedError, type VenueErrorKind, type VenueStatusTable } from '../../core/venue-errors.ts';

export const clobStatusTable: VenueStatusTable = {
  status: {
    429: { outcome: 'rejected', kind: 'rate_limited' },
  },
  statusClass: {
    '4xx': { outcome: 'rejected', kind: 'unknown' },
    '5xx': { outcome: 'unavailable', kind: 'unavailable' },
  },
  otherwise: { outcome: 'unavailable', kind: 'unavailable' },
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
