// Errors with a stable code and the HTTP status the API maps them to. Anything that is not an
// AppError is ours and becomes a logged, generic 500.

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code = 'bad_request') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'authentication required', code = 'unauthorized') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string, code = 'forbidden') {
    super(403, code, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string, code = 'not_found') {
    super(404, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message: string, code = 'payload_too_large') {
    super(413, code, message);
  }
}

/**
 * The client closed the connection before its request was complete. Nobody reads the answer; the
 * status (nginx's 499) is for the access log and the request metrics, and it is not our error.
 */
export class ClientClosedRequestError extends AppError {
  constructor() {
    super(499, 'client_closed_request', 'the client closed the request before sending all of it');
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', `rate limit exceeded; retry after ${retryAfterSeconds} s`);
  }
}

/** A dependency failed in a way that a retry may fix (connection refused, timeout). */
export class UnavailableError extends AppError {
  constructor(message: string, code = 'unavailable') {
    super(503, code, message);
  }
}
