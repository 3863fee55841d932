// How a venue call fails, as the venue clients (venues/) report it and the order service
// (engine/trading) handles it. Two outcomes decide what the service does: refused (nothing happened
// there: VenueRejectedError) or unavailable (the outcome is unknown: VenueUnavailableError). Each
// error also says what went wrong, on one small tree every venue maps its own words onto
// (VenueErrorKind), CCXT style: each venue's table lives in venues/<venue>/errors.ts. The API
// answers a refusal with the stable code of its kind (VENUE_REFUSAL_CODES), the venue's words kept.
import { AppError, ERROR_CODES, UnavailableError, type CodeOfStatus, type ErrorCode } from './errors.ts';

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
  /** Seconds the venue asked to wait before calling again (its Retry-After), when it said. */
  retryAfterSeconds?: number;

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
  /** Seconds the venue asked to wait before calling again (its Retry-After), when it said. */
  retryAfterSeconds?: number;

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

/**
 * A venue's whole error table, CCXT style: its words decide first — `exact` (the whole message or
 * error code, as the venue writes it), then `broad` (words the message contains, case-insensitive,
 * first match wins) — and the HTTP status only when its words say nothing the table knows.
 */
export interface VenueErrorTable extends VenueStatusTable {
  exact: Readonly<Record<string, VenueErrorRule>>;
  broad: ReadonlyArray<readonly [words: string, rule: VenueErrorRule]>;
}

/** The table's rule for a venue's message or code, when its words are in the table. */
export function ruleForText(table: VenueErrorTable, text: string): VenueErrorRule | undefined {
  const exact = Object.hasOwn(table.exact, text) ? table.exact[text] : undefined;
  if (exact) return exact;
  const lower = text.toLowerCase();
  return table.broad.find(([words]) => lower.includes(words.toLowerCase()))?.[1];
}

/** The table's rule for a failed answer: its words (any of `texts`: message, code) first, then its status. */
export function ruleFor(
  table: VenueErrorTable,
  status: number,
  ...texts: ReadonlyArray<string | null | undefined>
): VenueErrorRule {
  for (const text of texts) {
    const rule = text ? ruleForText(table, text) : undefined;
    if (rule) return rule;
  }
  return ruleForStatus(table, status);
}

/** The venue error `rule` as the error the venue client throws. */
export function venueError(
  rule: VenueErrorRule,
  message: string,
  venueOrderId: string | null = null,
): VenueRejectedError | VenueUnavailableError {
  return rule.outcome === 'rejected'
    ? new VenueRejectedError(message, venueOrderId, rule.kind)
    : new VenueUnavailableError(message, { kind: rule.kind });
}

/**
 * A venue's Retry-After header as whole seconds (at least 1): delay-seconds or an HTTP date
 * (RFC 9110 §10.2.3); undefined when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Math.max(1, Number(text));
  if (!/^[A-Za-z]{3}/.test(text)) return undefined; // an HTTP date starts with the day's name
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/** The API's stable code for each kind of venue refusal (core/errors.ts ERROR_CODES). */
export const VENUE_REFUSAL_CODES = {
  invalid_order: 'venue_invalid_order',
  insufficient_funds: 'venue_insufficient_funds',
  rate_limited: 'venue_rate_limited',
  unavailable: 'venue_unavailable',
  rejected_by_risk: 'venue_rejected',
  unknown: 'venue_rejected',
} as const satisfies Record<VenueErrorKind, ErrorCode>;

/**
 * A venue's refusal as the API answers it: the kind's stable code (and its status: 400 for the
 * order's own faults, 503 with Retry-After for a venue that throttles or is shut for trading), the
 * venue's words kept in the message after `prefix`.
 */
export function refusalAnswer(err: VenueRejectedError, prefix: string): AppError {
  const code = VENUE_REFUSAL_CODES[err.kind];
  const message = `${prefix}: ${err.message}`;
  // 503: retry later, after the venue's Retry-After when it sent one.
  if (ERROR_CODES[code].status === 503)
    return new UnavailableError(message, code as CodeOfStatus<503>, err.retryAfterSeconds);
  return new AppError(ERROR_CODES[code].status, code, message);
}
