// Each component's own settings, read off the config: the one place that knows which setting a
// component's option comes from and in what unit (the components declare what they take).
import type { ApiSettings } from '../../api/api-app.ts';
import type { Config } from '../../core/config.ts';
import type { TargetPolicy } from '../../engine/events/webhook-target.ts';
import type { TradingSettings } from '../../engine/trading/trading.ts';
import type { ReconciliationSettings } from '../../engine/reconciliation/reconciliation.ts';

export function tradingSettings(config: Config): TradingSettings {
  return {
    topOfBookShares: config.PAPER_TOP_OF_BOOK_SHARES,
    paperRefreshMs: config.PAPER_MATCH_REFRESH_S * 1000,
    livePollMs: config.CHAIN_POLL_INTERVAL_S * 1000,
  };
}

export function reconciliationSettings(config: Config): ReconciliationSettings {
  return {
    confirmPasses: config.RECONCILIATION_CONFIRM_PASSES,
    fillWindowS: config.RECONCILIATION_FILL_WINDOW_S,
    holdWithdrawals: config.RECONCILIATION_HOLD_WITHDRAWALS,
  };
}

/** Where webhooks may be sent: WEBHOOK_LOCAL_DEV opens plain http and loopback on top of the others. */
export function webhookPolicy(
  config: Pick<Config, 'WEBHOOK_ALLOW_HTTP' | 'WEBHOOK_ALLOW_PRIVATE' | 'WEBHOOK_LOCAL_DEV'>,
): TargetPolicy {
  const localDev = config.WEBHOOK_LOCAL_DEV;
  return {
    allowHttp: config.WEBHOOK_ALLOW_HTTP || localDev,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    allowLoopback: localDev,
  };
}

export function apiSettings(config: Config): ApiSettings {
  return {
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    loadShedding: {
      maxInFlight: config.LOAD_SHED_MAX_IN_FLIGHT,
      maxEventLoopDelayMs: config.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS,
      retryAfterSeconds: config.LOAD_SHED_RETRY_AFTER_S,
    },
    sessionIdleMs: config.SESSION_IDLE_TIMEOUT_S * 1000,
    reconciliation: reconciliationSettings(config),
    rateLimits: {
      windowMs: config.RATE_LIMIT_WINDOW_S * 1000,
      projectKey: config.RATE_LIMIT_PROJECT_KEY,
      account: config.RATE_LIMIT_ACCOUNT,
      authFailures: config.RATE_LIMIT_AUTH_FAILURES,
      publicIp: config.RATE_LIMIT_PUBLIC_IP,
    },
    bookHistoryCache: {
      maxBytes: config.BOOK_HISTORY_CACHE_MB * 1024 * 1024,
      ttlMs: config.BOOK_HISTORY_CACHE_TTL_S * 1000,
    },
    candlesCache: {
      maxBytes: config.CANDLES_CACHE_MB * 1024 * 1024,
      ttlMs: config.CANDLES_CACHE_TTL_S * 1000,
    },
    accountEvents: {
      pollMs: config.ACCOUNT_EVENTS_POLL_MS,
      perAccount: config.ACCOUNT_EVENTS_STREAMS_PER_ACCOUNT,
    },
    topOfBookShares: config.PAPER_TOP_OF_BOOK_SHARES,
    faucetDailyCap: config.FAUCET_DAILY_CAP_USDC,
    sandboxSeed: config.SANDBOX_SEED,
    sqlKeyCeilingS: config.SQL_KEY_MAX_EXECUTION_S,
    webhooks: {
      policy: webhookPolicy(config),
      maxEndpoints: config.WEBHOOK_MAX_ENDPOINTS,
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      secretGraceSeconds: config.WEBHOOK_SECRET_GRACE_S,
    },
  };
}
