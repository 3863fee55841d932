import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; secrets are redacted wherever they might be attached to a log object. */
export function createLogger(level: string, base: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { pid: process.pid, ...base },
    redact: {
      paths: [
        'secret_key',
        '*.secret_key',
        'req.headers["x-api-key"]',
        'req.headers["x-project-api-key"]',
        'req.headers["x-admin-key"]',
        'req.headers.authorization',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
}
