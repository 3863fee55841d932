// WEBHOOK_LOCAL_DEV (the embedded default only: core/config.ts refuses it beside a shared backend)
// opens webhooks to loopback addresses over plain http. So that it is never on unnoticed, the
// process says so: a warning when it starts, and a component of its own in /readyz.
import type { Component } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';

export const LOCAL_DEV_NOTICE =
  'WEBHOOK_LOCAL_DEV=true: webhooks may be plain http and reach loopback addresses (a receiver on this machine); ' +
  'for local development only';

/** The component that reports local webhook development, started where it is on. */
export function webhookLocalDevNotice(log: Logger): Component {
  return {
    name: 'webhook-local-dev',
    start: () => {
      log.warn({ setting: 'WEBHOOK_LOCAL_DEV' }, LOCAL_DEV_NOTICE);
      return Promise.resolve();
    },
    stop: () => Promise.resolve(),
    health: () => Promise.resolve({ ok: true, detail: LOCAL_DEV_NOTICE }),
  };
}
