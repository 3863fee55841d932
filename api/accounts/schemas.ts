// Schemas of the project-administration and account routes (one per shape: ajv validates them,
// the OpenAPI document publishes them); presenters.ts puts domain values in their wire form.
import { Type } from '@sinclair/typebox';
import { ACCOUNTS_PAGE_MAX } from '../../engine/accounts/accounts.ts';
import { INTEREST_MAX_LENGTH, INTERESTS_MAX } from '../../engine/accounts/interests.ts';

export const KeyName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Letters, digits, hyphens and underscores; at most 64 characters.',
});

export const Domain = Type.String({
  minLength: 1,
  maxLength: 255,
  format: 'hostname',
  description:
    'Host name (at most 255 characters). Browser requests whose Origin is another host are refused.',
});

/** ajv's "uuid" format also takes a `urn:uuid:` prefix, which PostgreSQL does not: a pattern instead. */
const UUID_PATTERN = '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$';

export const AccountId = Type.String({ pattern: UUID_PATTERN, description: 'Account id (UUID).' });

export const ProjectId = Type.String({ pattern: UUID_PATTERN, description: 'Project id (UUID).' });

export const WalletId = Type.String({
  pattern: UUID_PATTERN,
  description: "Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets).",
});

export const SessionId = Type.String({
  pattern: '^sess_[A-Za-z0-9_-]{1,128}$',
  description: 'Session id (sess_…).',
});
export const PublicKey = Type.String({
  pattern: '^pk_[A-Za-z0-9_-]{1,128}$',
  description: 'Public part of a key (pk_…).',
});

export const Metadata = Type.Record(Type.String(), Type.Unknown(), {
  description: 'Free-form JSON object, at most 8192 bytes serialized.',
});

export const JsonObject = Type.Record(Type.String(), Type.Unknown());

export const Interests = Type.Array(Type.String({ maxLength: INTEREST_MAX_LENGTH }), {
  maxItems: INTERESTS_MAX,
  description: `Interest tags (at most ${INTERESTS_MAX}, each at most ${INTEREST_MAX_LENGTH} characters); stored trimmed, lower-case and de-duplicated.`,
});

export const AccountPath = Type.Object({ account_id: AccountId });
export const SessionPath = Type.Object({ account_id: AccountId, session_id: SessionId });
export const AccountKeyPath = Type.Object({ account_id: AccountId, public_key: PublicKey });
export const OwnKeyPath = Type.Object({ public_key: PublicKey });

export const AccountsPage = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: ACCOUNTS_PAGE_MAX, default: ACCOUNTS_PAGE_MAX }),
  offset: Type.Integer({ minimum: 0, maximum: 2147483647, default: 0 }),
});

export const NameBody = Type.Object({ name: Type.Optional(KeyName) }, { additionalProperties: false });

export const ProjectKeyBody = Type.Object(
  { name: Type.Optional(KeyName), domain: Type.Optional(Domain) },
  { additionalProperties: false },
);
export const SettingsBody = Type.Object({ settings: JsonObject }, { additionalProperties: false });
export const CreateAccountBody = Type.Object({ metadata: Type.Optional(Metadata) }, { additionalProperties: false });
export const MetadataBody = Type.Object({ metadata: Metadata }, { additionalProperties: false });
export const InterestsBody = Type.Object({ interests: Interests }, { additionalProperties: false });

// ---- responses (for the OpenAPI document)

const TimestampZ = Type.String({ description: 'ISO 8601, UTC, with Z' });
const TimestampGuide = Type.String({
  description: 'ISO 8601, UTC, without zone suffix (account guide form)',
});

export const AccountOut = Type.Object({ account_id: Type.String({ format: 'uuid' }), metadata: JsonObject }, { title: 'Account' });

export const SessionOut = Type.Object({
  account_id: Type.String({ format: 'uuid' }),
  session_id: Type.String({ pattern: '^sess_' }),
  created_at: TimestampZ,
  expires_at: TimestampZ,
}, { title: 'Session' });

export const KeyPairOut = Type.Object({
  public_key: Type.String({ pattern: '^pk_' }),
  secret_key: Type.String({ pattern: '^sk_' }),
}, { title: 'KeyPair' });

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
  domain: Type.Union([Type.String(), Type.Null()], { description: 'The host the key is restricted to, if any.' }),
  revoked_at: Type.Union([ts, Type.Null()], { description: 'When the key was revoked; null while it is active.' }),
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

export const SettingsOut = Type.Object({ settings: JsonObject });
export const AccountsOut = Type.Object({ accounts: Type.Array(AccountOut) });
export const ProjectKeyOut = Type.Union([KeyPairOut, JsonObject]);
export const SessionCheckOut = Type.Object({ authenticated: Type.Boolean() });
export const RefreshedSessionOut = Type.Object({ session_id: Type.String({ pattern: '^sess_' }) });
export const ExpiredOut = Type.Object({ expired: Type.Literal(true) });
export const ExpiredCountOut = Type.Object({ expired: Type.Integer({ minimum: 0 }) });
export const DeletedOut = Type.Object({ deleted: Type.Literal(true) });
export const InterestsOut = Type.Array(Type.String());
