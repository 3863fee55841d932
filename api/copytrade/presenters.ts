// Wire form of a copytrade with its target's health; its decisions: shared/presenters/copytrade-decision.ts.
import type { Static } from '@sinclair/typebox';
import type { CopytradeRow, TargetHealthRow } from '../../engine/copytrade/copytrade-queries.ts';
import type { CopytradeOut, TargetHealthOut } from './schemas.ts';

/** A copytrade with the health of its target's reads (`undefined`: none recorded yet). */
export function presentCopytrade(
  c: CopytradeRow,
  health: TargetHealthRow | undefined,
): Static<typeof CopytradeOut> {
  return {
    copytrade_id: c.copytrade_id,
    target: c.target,
    mode: c.mode,
    status: c.status,
    settings: c.settings,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
    target_health: presentTargetHealth(health),
  };
}

export function presentTargetHealth(h: TargetHealthRow | undefined): Static<typeof TargetHealthOut> {
  if (!h) return { state: 'unknown', last_read_at: null, last_error: null, last_error_at: null };
  return {
    state: h.failing ? 'degraded' : 'ok',
    last_read_at: h.last_read_at?.toISOString() ?? null,
    last_error: h.last_error,
    last_error_at: h.last_error_at?.toISOString() ?? null,
  };
}
