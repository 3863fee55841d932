// The failure answers of an operation in the OpenAPI document: which 4xx/5xx statuses it can give,
// derived from what the route declares (its inputs, its credential, its path parameters), plus the
// statuses its handler raises (RouteSpec.errors). Each with an example body in the failure envelope;
// the messages are the ones the service sends (core/errors.ts, api/validation.ts, api/auth/*).
// Each answer's schema enumerates the codes of core/errors.ts's table that go with its status (the
// error classes take no other), and its example carries the code the example message comes with.
import { codesOfStatus, ERROR_CODE_LIST, type ErrorCode } from '../core/errors.ts';
import { schemaRef } from './openapi-schemas.ts';
import type { AnyRoute } from './route.ts';

interface ErrorAnswer {
  description: string;
  example: string;
  /** The code the example message is sent with; the status's general code when left out. */
  code?: ErrorCode;
  /** The field the example message names. */
  param?: string;
  retryAfter?: boolean;
}

/** The general code of each status the document shows (what an error class sends by default). */
const generalCode: Record<number, ErrorCode> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'unavailable',
};

/** The failure envelope and its codes, published once in components.schemas (`Error`, `ErrorCode`). */
export const errorComponents = {
  ErrorCode: {
    type: 'string',
    enum: ERROR_CODE_LIST,
    description:
      'Stable and machine-readable: the error codes table (docs/concepts.md); codes are only ever added.',
  },
  Error: {
    type: 'object',
    required: ['success', 'error', 'code'],
    properties: {
      success: { const: false },
      error: {
        type: 'string',
        description: 'What went wrong, for a person to read (the text may change; match on `code`).',
      },
      code: schemaRef('ErrorCode'),
      param: {
        type: 'string',
        description:
          'The one input field at fault, dotted from the top of its part (`settings`, `settings.sizing.amount`, `limit`), when there is one.',
      },
    },
  },
};

/** The failure envelope of one status: `Error`, with the codes the table gives that status. */
function failureSchema(status: number): Record<string, unknown> {
  return {
    allOf: [schemaRef('Error')],
    properties: {
      code: { enum: codesOfStatus(status), description: 'One of the error codes of this status.' },
    },
  };
}

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 } },
};

/** Statuses every route of a kind can answer, with the service's own messages as examples. */
const generic = {
  invalid: {
    description:
      'A parameter, header or the body does not match its schema (the message names the field, `param` too).',
    example: 'body.amount is required',
    param: 'amount',
  },
  noCredential: {
    description: 'The credential is missing, unknown, revoked or expired.',
    example: 'credentials required: an account API key (X-API-KEY header) or a session',
  },
  wrongCredential: {
    description: 'A credential of the wrong kind for this route, or an origin the API key does not allow.',
    example: 'wrong credential kind: account routes take an account API key or a session, not a project key',
    code: 'wrong_credential_kind',
  },
  notFound: { description: 'No such resource, or not one the caller owns.', example: 'wallet not found' },
  tooLarge: {
    description: 'The body is larger than BODY_LIMIT_BYTES.',
    example: 'request body exceeds 65536 bytes',
  },
  rateLimited: {
    description: "The credential's rate limit is used up (see Retry-After).",
    example: 'rate limit exceeded; retry after 1 s',
    retryAfter: true,
  },
  ipRateLimited: {
    description:
      "The client IP's limit on public routes (RATE_LIMIT_PUBLIC_IP) is used up (see Retry-After).",
    example: 'rate limit exceeded; retry after 1 s',
    retryAfter: true,
  },
  overloaded: {
    description: 'The service is past capacity or shutting down; nothing was done (see Retry-After).',
    example: 'server overloaded; retry later',
    retryAfter: true,
  },
} satisfies Record<string, ErrorAnswer>;

/** Failure answers by status for one route. */
export function errorResponses(r: AnyRoute): Record<string, unknown> {
  const answers = new Map<number, ErrorAnswer>();
  if (r.query || r.params || r.body || r.headers) answers.set(400, generic.invalid);
  if (r.auth !== 'none') {
    answers.set(401, generic.noCredential);
    answers.set(403, generic.wrongCredential);
  }
  answers.set(429, r.auth === 'none' ? generic.ipRateLimited : generic.rateLimited);
  if (r.params) answers.set(404, generic.notFound);
  if (r.body) answers.set(413, generic.tooLarge);
  for (const [status, e] of Object.entries(r.errors ?? {})) if (e) answers.set(Number(status), e);
  answers.set(503, generic.overloaded);
  return Object.fromEntries(
    [...answers]
      .sort(([a], [b]) => a - b)
      .map(([status, e]) => [
        String(status),
        {
          description: e.description,
          ...(e.retryAfter ? { headers: retryAfter } : {}),
          content: {
            'application/json': {
              schema: failureSchema(status),
              example: {
                success: false,
                error: e.example,
                code: e.code ?? generalCode[status] ?? 'internal_error',
                ...(e.param ? { param: e.param } : {}),
              },
            },
          },
        },
      ]),
  );
}

/** 409s the handlers raise (RouteSpec.errors), with the service's messages. */
export const conflicts = {
  orderPlaced: {
    409: {
      description: 'The Idempotency-Key was used before for another order.',
      example: 'this Idempotency-Key was used for another order',
      code: 'idempotency_conflict',
    },
  },
  orderState: {
    409: {
      description: 'The order is no longer open (or, live, not at the venue yet / not amendable there).',
      example: 'the order is FILLED: it cannot be cancelled',
      code: 'order_state',
    },
  },
  withdrawal: {
    409: {
      description:
        "The Idempotency-Key was used before for a different withdrawal (`idempotency_conflict`), or the wallet's withdrawals are held until an operator releases them (`withdrawals_held`: reconciliation found its chain balance and the ledger apart).",
      example: 'Idempotency-Key was already used for a different withdrawal',
      code: 'idempotency_conflict',
    },
  },
  copytradeState: {
    409: {
      description: 'The copytrade is not in a state that allows this (a stopped one cannot resume).',
      example: 'the copytrade is STOPPED: it cannot resume',
      code: 'copytrade_state',
    },
  },
} as const satisfies Record<string, Record<number, ErrorAnswer>>;
