// Errors with a stable code and the HTTP status the API maps them to. Anything that is not an
// AppError is ours and becomes a logged, generic 500 (`internal_error`).
//
// ERROR_CODES is the one table of the codes a failure answer carries beside its message: a client
// matches on `code`, never on the text. docs/concepts.md renders it and the OpenAPI document's
// failure schema enumerates it; a code is only ever added, never renamed. The general code of a
// status (invalid_request, not_found, conflict …) is what a class sends by default; a throw site
// passes a more specific one where a client can act on the difference.

export const ERROR_CODES = {
  invalid_request: {
    status: 400,
    meaning:
      'A parameter, header or the body is missing or does not match its schema; `param` names the field when one is at fault.',
  },
  invalid_amount: {
    status: 400,
    meaning: 'An amount is not a positive decimal within what the ledger holds.',
  },
  invalid_price: {
    status: 400,
    meaning: "A price is not strictly between 0 and 1 or not a multiple of the market's tick size.",
  },
  invalid_order: {
    status: 400,
    meaning: 'The order fields do not fit together (units, sizes, expiry, slippage, an amendment).',
  },
  unsupported_order: {
    status: 400,
    meaning: 'An order kind the venue cannot take (a stoploss on a live venue).',
  },
  invalid_settings: { status: 400, meaning: 'The copytrade settings break a rule between their fields.' },
  invalid_target: {
    status: 400,
    meaning: "The copytrade target is not an EVM address, or is the wallet's own.",
  },
  invalid_address: { status: 400, meaning: 'The withdrawal address is not an address of that chain.' },
  unknown_token: { status: 400, meaning: 'A token or asset the venue or chain does not have.' },
  market_closed: { status: 400, meaning: 'The market of the token is not open for trading.' },
  sandbox_market: {
    status: 400,
    meaning:
      'The market is simulated (source `sandbox`, docs/sandbox.md) and its venue trades live here: a live order on a price that does not exist at the venue is refused. Sandbox markets trade on paper only.',
  },
  fees_unknown: {
    status: 400,
    meaning:
      'The market charges fees whose parameters the venue has not stated (yet) or the service does not model: its orders are refused rather than charged a guess.',
  },
  not_same_contract: {
    status: 400,
    meaning:
      "The pair's verdict is not same_contract or same_contract_inverted (now): its two markets are not routed as one contract.",
  },
  chain_is_live: {
    status: 400,
    meaning: 'Paper credits are refused on a chain connected to its real network.',
  },
  insufficient_funds: {
    status: 400,
    meaning: 'The amount exceeds the available balance (also a copytrade decision reason).',
  },
  insufficient_shares: { status: 400, meaning: 'A sell of more shares than the wallet holds free.' },
  insufficient_liquidity: {
    status: 400,
    meaning: 'The book is empty or too thin to fill the order within its limits.',
  },
  withdrawal_refused: {
    status: 400,
    meaning: 'The chain refused the withdrawal; the funds are back in the wallet.',
  },
  venue_rejected: {
    status: 400,
    meaning:
      "The venue refuses the order by its rules, for a reason none of the venue_* codes below names (a risk check, words its table does not know); the message quotes the venue's words.",
  },
  venue_invalid_order: {
    status: 400,
    meaning:
      "The venue refuses the order itself: size, price, tick, precision, expiry or market (the message quotes the venue's words).",
  },
  venue_insufficient_funds: {
    status: 400,
    meaning:
      "The venue finds the wallet's balance or allowance there short of what the order needs (the message quotes the venue's words).",
  },
  too_many_buckets: {
    status: 400,
    meaning:
      'A candles request spans more buckets than one answer holds (5,000): ask for a shorter range or a longer interval.',
  },
  sql_time_limit: {
    status: 400,
    meaning:
      "A data-team query ran past SQL_MAX_EXECUTION_S (or its data key's max_execution_s) and was stopped.",
  },
  sql_memory_limit: {
    status: 400,
    meaning: 'A data-team query needed more than SQL_MAX_MEMORY_MB and was stopped.',
  },
  sql_result_limit: { status: 400, meaning: 'A data-team query result was larger than SQL_MAX_RESULT_MB.' },
  invalid_webhook_url: {
    status: 400,
    meaning:
      'A webhook endpoint URL is not an absolute https URL without credentials (http only where WEBHOOK_ALLOW_HTTP).',
  },
  webhook_address_not_allowed: {
    status: 400,
    meaning:
      'A webhook endpoint URL names or resolves to an address that is not public (loopback, private, link-local, CGNAT, multicast, reserved).',
  },
  unauthorized: { status: 401, meaning: 'The credential is missing, unknown, revoked or expired.' },
  credential_expired: { status: 401, meaning: 'The session or API key has expired.' },
  credential_revoked: { status: 401, meaning: 'The session or API key was revoked.' },
  forbidden: { status: 403, meaning: 'The caller may not do this.' },
  wrong_credential_kind: {
    status: 403,
    meaning:
      'A credential of the wrong kind for this route (a project key on an account route, a key where a session is needed).',
  },
  origin_not_allowed: { status: 403, meaning: 'The request Origin is not one the API key allows.' },
  not_found: { status: 404, meaning: 'No such route or resource, or not one the caller owns.' },
  account_not_found: { status: 404, meaning: 'No such account in this project.' },
  api_key_not_found: { status: 404, meaning: 'No such API key.' },
  session_not_found: { status: 404, meaning: 'No such session, or it has expired.' },
  wallet_not_found: { status: 404, meaning: 'No such wallet of the caller.' },
  order_not_found: { status: 404, meaning: 'No such order of the wallet.' },
  pair_not_found: {
    status: 404,
    meaning: 'No current cross-venue pair of these two markets (GET /markets/similar-pairs lists them).',
  },
  copytrade_not_found: { status: 404, meaning: 'No such copytrade of the wallet.' },
  webhook_not_found: { status: 404, meaning: 'No such webhook endpoint of the project.' },
  method_not_allowed: {
    status: 405,
    meaning: 'The path exists, but not with this method: the `Allow` header lists the methods it takes.',
  },
  conflict: { status: 409, meaning: 'The request conflicts with the current state of the resource.' },
  idempotency_conflict: {
    status: 409,
    meaning: 'The Idempotency-Key was used before for a different request.',
  },
  order_state: { status: 409, meaning: 'The order is no longer open, so it cannot be cancelled or amended.' },
  order_pending: { status: 409, meaning: 'The order has not reached the venue yet; retry in a moment.' },
  order_amending: {
    status: 409,
    meaning:
      'Another request is amending the order at the venue (cancel-and-replace); nothing changed: retry once it is done.',
  },
  not_amendable: {
    status: 409,
    meaning:
      "The live venue keeps no resting order to amend (venue_b's swaps fill or end at once): cancel and place a new one.",
  },
  cancel_refused: { status: 409, meaning: 'The venue refused to cancel the order.' },
  last_active_key: {
    status: 409,
    meaning: "A project key cannot revoke itself while it is the project's only active key.",
  },
  copytrade_state: {
    status: 409,
    meaning: 'The copytrade is not in a state that allows this (a stopped one cannot resume).',
  },
  faucet_live: {
    status: 409,
    meaning:
      'The faucet credits paper chains only: this chain is connected to its real network (and live trading needs that).',
  },
  withdrawals_held: {
    status: 409,
    meaning:
      "The wallet's withdrawals are held: reconciliation found its chain balance and the ledger apart, and an operator must look before any leaves (docs/operations.md#reconciliation). Nothing was withdrawn.",
  },
  too_many_webhooks: {
    status: 409,
    meaning:
      'The project already has as many webhook endpoints as allowed (WEBHOOK_MAX_ENDPOINTS); delete one first.',
  },
  events_expired: {
    status: 410,
    meaning:
      'Last-Event-ID is older than the events kept (ACCOUNT_EVENTS_RETENTION_DAYS): some events after it were deleted. Re-read the state, then reconnect without it.',
  },
  payload_too_large: { status: 413, meaning: 'The body, or a stored value, is larger than its limit.' },
  rate_limited: { status: 429, meaning: "The credential's rate limit is used up; see Retry-After." },
  faucet_cap_reached: {
    status: 429,
    meaning:
      "The account's faucet credits of this UTC day would pass FAUCET_DAILY_CAP_USDC; the message says what is left, Retry-After when the day ends.",
  },
  too_many_streams: {
    status: 429,
    meaning:
      'The account already holds as many open event streams on this server as allowed (ACCOUNT_EVENTS_STREAMS_PER_ACCOUNT); close one first.',
  },
  client_closed_request: {
    status: 499,
    meaning: 'The client closed the connection before its request was complete (for logs: nobody reads it).',
  },
  internal_error: {
    status: 500,
    meaning: 'An unexpected error of the service, logged on its side; nothing to fix in the request.',
  },
  unavailable: {
    status: 503,
    meaning:
      'The service is past capacity, shutting down or a dependency is unreachable; retry later (see Retry-After).',
  },
  venue_unavailable: {
    status: 503,
    meaning:
      'The venue could not be reached, or is not taking orders now (paused, cancel-only, restarting); retry later.',
  },
  venue_rate_limited: {
    status: 503,
    meaning: "The venue throttled the service's calls; nothing was done there; retry later.",
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The table's codes in its order (documents and schemas list them this way). */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

/** The codes the table gives this status: each error class takes only these, so a code never
 * travels with another status than its row says. */
export type CodeOfStatus<S extends number> = {
  [K in ErrorCode]: (typeof ERROR_CODES)[K]['status'] extends S ? K : never;
}[ErrorCode];

/** The table's codes of one status, in its order. */
export function codesOfStatus(status: number): ErrorCode[] {
  return ERROR_CODE_LIST.filter((c) => ERROR_CODES[c].status === status);
}

/**
 * How a message names an input field, given the field's domain path (`token_id`,
 * `settings.sizing.amount`, `interests.3`): the engine says the path itself; the API says where
 * the request carried it (`body.token_id`, `query.bucket`).
 */
export type FieldNamer = (field: string) => string;

/**
 * A message that names input fields, worded once it is known how to name them, such as
 * `(name) => name('token_id') + ' is not a token of venue_a'`. The engine words its refusals of
 * input this way and never spells a request location; api/ supplies the namer.
 */
export type FieldWords = (name: FieldNamer) => string;

export class AppError extends Error {
  /** The input fields the message names, by their domain paths (empty for a message naming none). */
  readonly fields: readonly string[];
  private readonly words: FieldWords | undefined;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string | FieldWords,
    /** The one input field at fault, as a dotted path without its part (`settings`, `wallet_id`). */
    readonly param?: string,
  ) {
    const fields: string[] = [];
    super(typeof message === 'string' ? message : message((field) => (fields.push(field), field)));
    this.name = new.target.name;
    this.fields = fields;
    this.words = typeof message === 'string' ? undefined : message;
  }

  /** The message with each field it names named by `name` (`message` names each by its domain path). */
  wordedWith(name: FieldNamer): string {
    return this.words ? this.words(name) : this.message;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string | FieldWords, code: CodeOfStatus<400> = 'invalid_request', param?: string) {
    super(400, code, message, param);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'authentication required', code: CodeOfStatus<401> = 'unauthorized') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, code: CodeOfStatus<403> = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string, code: CodeOfStatus<404> = 'not_found') {
    super(404, code, message);
  }
}

/** The path is served, but not with this method; `allowed` is what the `Allow` header answers. */
export class MethodNotAllowedError extends AppError {
  constructor(
    method: string,
    readonly allowed: readonly string[],
  ) {
    super(405, 'method_not_allowed', `${method} is not allowed on this path; it takes ${allowed.join(', ')}`);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: CodeOfStatus<409> = 'conflict') {
    super(409, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string | FieldWords, code: CodeOfStatus<413> = 'payload_too_large') {
    super(413, code, message);
  }
}

/**
 * The client closed the connection before its answer was sent (mid-upload, or while it was being
 * answered: api/middleware/client-gone.ts). Nobody reads the answer; the
 * status (nginx's 499) is for the access log and the request metrics, and it is not our error.
 */
export class ClientClosedRequestError extends AppError {
  constructor() {
    super(499, 'client_closed_request', 'the client closed the connection before its answer was sent');
  }
}

/** A 429 with the seconds until it can succeed again (Retry-After): a rate limit, or another budget's. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `rate limit exceeded; retry after ${retryAfterSeconds} s`,
    code: CodeOfStatus<429> = 'rate_limited',
  ) {
    super(429, code, message);
  }
}

/** Seconds a 503 tells the client to wait (Retry-After) when nothing more precise is known. */
export const DEFAULT_RETRY_AFTER_S = 5;

/** A dependency failed in a way that a retry may fix (connection refused, timeout); answered with Retry-After. */
export class UnavailableError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, code: CodeOfStatus<503> = 'unavailable', retryAfterSeconds?: number) {
    super(503, code, message);
    this.retryAfterSeconds = retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S;
  }
}
