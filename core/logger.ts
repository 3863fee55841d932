import { pino, type Logger } from 'pino';
import { prettyStream } from './pretty-log.ts';

export type { Logger };

export type LogFormat = 'json' | 'pretty';

/**
 * Structured JSON logs (one object per line), or the same lines made readable for a terminal
 * (`pretty`); secrets are redacted wherever they might be attached to a log object.
 */
export function createLogger(
  level: string,
  base: Record<string, unknown> = {},
  format: LogFormat = 'json',
): Logger {
  const options = {
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
  };
  return format === 'pretty' ? pino(options, prettyStream()) : pino(options);
}
