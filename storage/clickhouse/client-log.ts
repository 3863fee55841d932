// How @clickhouse/client logs on its own: not at all. Left on, it prints a failed result stream to
// stderr with a stack trace, outside the service's logs, though the same error also reaches the caller,
// which answers or logs it.
import { ClickHouseLogLevel } from '@clickhouse/client';

export const CLIENT_LOG = { level: ClickHouseLogLevel.OFF } as const;
