// One API key in either spelling (the reference form: ISO 8601 with Z; the account-guide form:
// without the zone suffix), for the account and project routes and the operator's key routes.
import type { Static } from '@sinclair/typebox';
import type { KeyView, ProjectKeyView } from '../../../engine/accounts/api-keys.ts';
import type { KeyListOut, ProjectKeyListOut } from '../schemas/api-key.ts';

/** One key in either spelling (the two differ only in their timestamps' text). */
type KeyOut = Extract<Static<typeof KeyListOut>, unknown[]>[number];

/** Reference form: ISO 8601 with Z. */
export function isoZ(d: Date): string {
  return d.toISOString();
}

/** Account-guide form: ISO 8601 (UTC) without the zone suffix. */
export function isoGuide(d: Date): string {
  return d.toISOString().slice(0, -1);
}

export function presentKey(k: KeyView, ts: (d: Date) => string): KeyOut {
  return {
    public_key: k.public_key,
    name: k.name,
    active: k.active,
    created_at: ts(k.created_at),
    updated_at: ts(k.updated_at),
  };
}

type ProjectKeyOut = Extract<Static<typeof ProjectKeyListOut>, unknown[]>[number];

export function presentProjectKey(k: ProjectKeyView, ts: (d: Date) => string): ProjectKeyOut {
  return {
    ...presentKey(k, ts),
    domain: k.domain,
    revoked_at: k.revoked_at === null ? null : ts(k.revoked_at),
  };
}
