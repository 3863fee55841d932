// How a venue call fails, as the venue clients (venues/) report it and the order service
// (engine/trading) handles it. Two outcomes decide what the service does: refused (nothing happened
// there: VenueRejectedError) or unavailable (the outcome is unknown: VenueUnavailableError). Each
// error also says what went wrong, on one small tree every venue maps its own words onto
// (VenueErrorKind), CCXT style: each venue's table lives in venues/<venue>/errors.ts.

/** What went wrong at a venue, whichever venue it was. */
export type VenueErrorKind =
  /** The order itself is not acceptable (size, price, tick, market…). */
  | 'invalid_order'
  /** The wallet lacks the balance or allowance the order needs. */
  | 'insufficient_funds'
  /** Too many requests: the venue throttled the call. */
  | 'rate_limited'
  /** The venue could not be reached, timed out, or failed on its side. */
  | 'unavailable'
  /** A risk check refused it (the venue's, or ours on what the venue built for us to sign). */
  | 'rejected_by_risk'
  /** Refused, for a reason the venue's table does not name. */
  | 'unknown';

/** The venue refused the order (bad order, no balance or allowance, market closed…): nothing happened there. */
export class VenueRejectedError extends Error {
  constructor(
    message: string,
    readonly venueOrderId: string | null = null,
    readonly kind: VenueErrorKind = 'unknown',
  ) {
    super(message);
    this.name = 'VenueRejectedError';
  }
}

/**
 * The venue could not be reached, timed out, or answered 5xx: whether the order reached it is not
 * known. The order stays PENDING and is asked about again (poll) until the venue knows or denies it.
 */
export class VenueUnavailableError extends Error {
  readonly kind: VenueErrorKind;

  constructor(message: string, options?: { cause?: unknown; kind?: VenueErrorKind }) {
    super(message, options && 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'VenueUnavailableError';
    this.kind = options?.kind ?? 'unavailable';
  }
}

/** What one entry of a venue's table says: which outcome, and what went wrong. */
export interface VenueErrorRule {
  outcome: 'rejected' | 'unavailable';
  kind: VenueErrorKind;
}

/**
 * A venue's error table for HTTP answers: exact statuses first, then the status's hundred ('4xx'),
 * then `otherwise` (non-2xx answers outside both, e.g. 1xx or 3xx).
 */
export interface VenueStatusTable {
  status: Readonly<Record<number, VenueErrorRule>>;
  statusClass: Readonly<Partial<Record<'4xx' | '5xx', VenueErrorRule>>>;
  otherwise: VenueErrorRule;
}

/** The table's rule for a non-2xx HTTP status. */
export function ruleForStatus(table: VenueStatusTable, status: number): VenueErrorRule {
  const exact = table.status[status];
  if (exact) return exact;
  const hundred = status >= 400 && status < 500 ? '4xx' : status >= 500 && status < 600 ? '5xx' : undefined;
  return (hundred && table.statusClass[hundred]) || table.otherwise;
}
