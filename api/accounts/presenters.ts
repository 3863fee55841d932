// Wire forms of the account family: sessions and API keys in both spellings (the reference form
// under `data`, the account-guide form under `response`).
import type { Static } from '@sinclair/typebox';
import type {
  CreatedAccountKey,
  CreatedProjectKey,
  KeyView,
  ProjectKeyView,
} from '../../engine/accounts/api-keys.ts';
import type { KeyListOut, ProjectKeyListOut, SessionOut } from './schemas.ts';

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

function presentKey(k: KeyView, ts: (d: Date) => string): KeyOut {
  return {
    public_key: k.public_key,
    name: k.name,
    active: k.active,
    created_at: ts(k.created_at),
    updated_at: ts(k.updated_at),
  };
}

export function keyListForms(keys: readonly KeyView[]): { reference: unknown; guide: unknown } {
  return {
    reference: { api_keys: keys.map((k) => presentKey(k, isoZ)) },
    guide: keys.map((k) => presentKey(k, isoGuide)),
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

export function projectKeyListForms(keys: readonly ProjectKeyView[]): { reference: unknown; guide: unknown } {
  return {
    reference: { api_keys: keys.map((k) => presentProjectKey(k, isoZ)) },
    guide: keys.map((k) => presentProjectKey(k, isoGuide)),
  };
}

export function createdKeyForms(k: CreatedAccountKey | CreatedProjectKey): {
  reference: unknown;
  guide: unknown;
} {
  const guide: Record<string, unknown> = { public_key: k.public_key, secret_key: k.secret_key, name: k.name };
  if ('domain' in k) guide.domain = k.domain;
  Object.assign(guide, {
    active: k.active,
    created_at: isoGuide(k.created_at),
    updated_at: isoGuide(k.updated_at),
  });
  return { reference: { public_key: k.public_key, secret_key: k.secret_key }, guide };
}

export function presentSession(s: { account_id: string; session_id: string; created_at: Date; expires_at: Date }): Static<typeof SessionOut> {
  return {
    account_id: s.account_id,
    session_id: s.session_id,
    created_at: isoZ(s.created_at),
    expires_at: isoZ(s.expires_at),
  };
}
