// Schemas of the operator routes: a project's bootstrap and its keys, a paper credit, data keys, the
// re-seal of the wallets' data keys.
import { Type } from '@sinclair/typebox';
import { ProjectKeyEntry } from '../shared/schemas/api-key.ts';
import { ProjectId, PublicKey } from '../shared/schemas/ids.ts';
import { boundedAmount } from '../../core/input-bounds.ts';

export const ProjectName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'Letters, digits, hyphens and underscores; at most 64 characters.',
});

export const CreateProjectBody = Type.Object({ name: ProjectName }, { title: 'ProjectRequest' });

export const ProjectOut = Type.Object(
  {
    project_id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    public_key: Type.String({ pattern: '^pk_' }),
    secret_key: Type.String({ pattern: '^sk_' }),
  },
  { title: 'Project' },
);

export const CreditBody = Type.Object(
  {
    chain: Type.String({ enum: ['POL', 'SOL'] }),
    asset: Type.String({ maxLength: 32 }),
    amount: Type.Union([Type.String({ maxLength: 100 }), Type.Number({ exclusiveMinimum: 0 })], {
      description: 'Token units, e.g. "100", as a decimal string (or a JSON number).',
      ...boundedAmount,
    }),
  },
  { title: 'CreditRequest', additionalProperties: false },
);

export const CreditOut = Type.Object(
  { tx_hash: Type.String(), amount: Type.String(), asset: Type.String() },
  { title: 'Credit' },
);

/** A data key's own time limit: in the body of its creation and of its update. */
const MaxExecutionS = Type.Union([Type.Integer({ minimum: 1, maximum: 86400 }), Type.Null()], {
  description:
    "Longest one of the key's queries may run, seconds (ClickHouse max_execution_time), in place of " +
    'SQL_MAX_EXECUTION_S; at most SQL_KEY_MAX_EXECUTION_S. null: SQL_MAX_EXECUTION_S.',
});

export const CreateDataKeyBody = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_-]+$',
      description:
        'Who or what the key is for, e.g. "analytics-team": letters, digits, hyphens and underscores.',
    }),
    max_execution_s: Type.Optional(MaxExecutionS),
  },
  { additionalProperties: false },
);

export const UpdateDataKeyBody = Type.Object(
  { max_execution_s: MaxExecutionS },
  { title: 'DataKeyUpdate', additionalProperties: false },
);

export const DataKeyPath = Type.Object({ key_id: Type.String({ pattern: '^dk_id_[A-Za-z0-9_-]{1,64}$' }) });

export const DataKeyOut = Type.Object(
  {
    key_id: Type.String({ pattern: '^dk_id_', description: 'The public name of the key.' }),
    name: Type.String(),
    active: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
    revoked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    max_execution_s: Type.Union([Type.Integer(), Type.Null()], {
      description: "The key's own time limit for a query, seconds; null: SQL_MAX_EXECUTION_S.",
    }),
  },
  { title: 'DataKey' },
);

export const CreatedDataKeyOut = Type.Composite(
  [
    DataKeyOut,
    Type.Object({
      secret: Type.String({
        pattern: '^dk_',
        description: 'Shown once: send it as X-Data-Key. Only its digest is kept.',
      }),
    }),
  ],
  { title: 'CreatedDataKey' },
);

export const DataKeysOut = Type.Object({ data_keys: Type.Array(DataKeyOut) }, { title: 'DataKeyList' });

export const ProjectKeysPath = Type.Object({ project_id: ProjectId });

export const AdminProjectKeysOut = Type.Object(
  { project_id: Type.String({ format: 'uuid' }), api_keys: Type.Array(ProjectKeyEntry) },
  { title: 'ProjectApiKeys' },
);

export const AdminProjectKeyOut = Type.Composite(
  [Type.Object({ project_id: Type.String({ format: 'uuid' }) }), ProjectKeyEntry],
  { title: 'ProjectApiKey' },
);

export const AnyProjectKeyPath = Type.Object({ public_key: PublicKey });

export const RewrappedOut = Type.Object(
  {
    rewrapped: Type.Integer({ minimum: 0, description: 'Wallets whose data key was re-sealed now.' }),
    kek_id: Type.String({
      description: 'The current key-encryption key (WALLET_KEK_ID) they are sealed under.',
    }),
  },
  { title: 'WalletKeysRewrapped' },
);
