// The wire forms of API keys (project and account keys), in both spellings: the reference form
// under `data` (timestamps with Z, keys in `api_keys`) and the account-guide form under `response`
// (a bare list, timestamps without the zone suffix). Never a secret except once, at creation.
import { Type } from '@sinclair/typebox';

const TimestampZ = Type.String({ description: 'ISO 8601, UTC, with Z' });
const TimestampGuide = Type.String({
  description: 'ISO 8601, UTC, without zone suffix (account guide form)',
});

export const KeyPairOut = Type.Object(
  {
    public_key: Type.String({ pattern: '^pk_' }),
    secret_key: Type.String({ pattern: '^sk_' }),
  },
  { title: 'KeyPair' },
);

const keyFields = (ts: typeof TimestampZ) => ({
  public_key: Type.String({ pattern: '^pk_' }),
  name: Type.String(),
  active: Type.Boolean(),
  created_at: ts,
  updated_at: ts,
});

/** Both spellings share the keys; only the timestamp format and the nesting differ. */
export const KeyListOut = Type.Union([
  Type.Object({ api_keys: Type.Array(Type.Object(keyFields(TimestampZ))) }),
  Type.Array(Type.Object(keyFields(TimestampGuide))),
]);

const projectKeyFields = (ts: typeof TimestampZ) => ({
  ...keyFields(ts),
  domain: Type.Union([Type.String(), Type.Null()], {
    description: 'The host the key is restricted to, if any.',
  }),
  revoked_at: Type.Union([ts, Type.Null()], {
    description: 'When the key was revoked; null while it is active.',
  }),
});

/** A project key in the reference spelling; never a secret nor its digest. */
export const ProjectKeyEntry = Type.Object(projectKeyFields(TimestampZ));

/** A project's keys, in both spellings as KeyListOut. */
export const ProjectKeyListOut = Type.Union([
  Type.Object({ api_keys: Type.Array(ProjectKeyEntry) }),
  Type.Array(Type.Object(projectKeyFields(TimestampGuide))),
]);

export const CreatedKeyOut = Type.Union([
  KeyPairOut,
  Type.Object({ ...keyFields(TimestampGuide), secret_key: Type.String({ pattern: '^sk_' }) }),
]);
