// Schemas of the project-administration and account routes (one per shape: ajv validates them,
// the OpenAPI document publishes them); presenters.ts puts domain values in their wire form. Ids,
// api keys and the answer of a deletion, which other families show too, are in shared/schemas/.
import { Type } from '@sinclair/typebox';
import { ACCOUNTS_PAGE_MAX } from '../../engine/accounts/accounts.ts';
import { INTEREST_MAX_LENGTH, INTERESTS_MAX } from '../../engine/accounts/interests.ts';
import { KeyPairOut } from '../shared/schemas/api-key.ts';
import { AccountId, PublicKey, WalletId } from '../shared/schemas/ids.ts';
import { boundedAmount } from '../../core/input-bounds.ts';
import { Decimal, stringEnum } from '../../core/schema-types.ts';

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

export const SessionId = Type.String({
  pattern: '^sess_[A-Za-z0-9_-]{1,128}$',
  description: 'Session id (sess_…).',
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
export const CreateAccountBody = Type.Object(
  { metadata: Type.Optional(Metadata) },
  { additionalProperties: false },
);
export const MetadataBody = Type.Object({ metadata: Metadata }, { additionalProperties: false });
export const InterestsBody = Type.Object({ interests: Interests }, { additionalProperties: false });

// ---- responses (for the OpenAPI document; the key forms are in shared/schemas/api-key.ts)

const TimestampZ = Type.String({ description: 'ISO 8601, UTC, with Z' });

export const AccountOut = Type.Object(
  { account_id: Type.String({ format: 'uuid' }), metadata: JsonObject },
  { title: 'Account' },
);

export const SessionOut = Type.Object(
  {
    account_id: Type.String({ format: 'uuid' }),
    session_id: Type.String({ pattern: '^sess_' }),
    created_at: TimestampZ,
    expires_at: TimestampZ,
  },
  { title: 'Session' },
);

export const SettingsOut = Type.Object({ settings: JsonObject });
export const AccountsOut = Type.Object({ accounts: Type.Array(AccountOut) });
export const ProjectKeyOut = Type.Union([KeyPairOut, JsonObject]);
export const SessionCheckOut = Type.Object({ authenticated: Type.Boolean() });
export const RefreshedSessionOut = Type.Object({ session_id: Type.String({ pattern: '^sess_' }) });
export const ExpiredOut = Type.Object({ expired: Type.Literal(true) });
export const ExpiredCountOut = Type.Object({ expired: Type.Integer({ minimum: 0 }) });
export const InterestsOut = Type.Array(Type.String());

// ---- the faucet (sandbox money on paper chains)

const DecimalOut = (description: string) => Type.String({ pattern: Decimal.pattern, description });

const Chain = stringEnum(['POL', 'SOL'], {
  description: '`POL` (venue_a: pUSD, USDC.e) or `SOL` (venue_b: USDC).',
});

export const FaucetBody = Type.Object(
  {
    wallet_id: Type.Optional(
      Type.String({
        pattern: WalletId.pattern,
        description: "One of the account's wallets; its first wallet when left out.",
      }),
    ),
    chain: Chain,
    asset: Type.String({
      maxLength: 32,
      description: '`pUSD` or `USDC.e` on POL, `USDC` on SOL (any case).',
    }),
    amount: Type.Union([Type.String({ maxLength: 100 }), Type.Number({ exclusiveMinimum: 0 })], {
      description: 'Token units, e.g. "100", as a decimal string (or a JSON number); at most 6 decimals.',
      ...boundedAmount,
    }),
  },
  { title: 'FaucetRequest', additionalProperties: false },
);

const FaucetAllowanceFields = {
  daily_cap: DecimalOut('Dollars the faucet credits one account per UTC day (FAUCET_DAILY_CAP_USDC).'),
  credited_today: DecimalOut('What the account was credited since the start of this UTC day.'),
  remaining_today: DecimalOut('What it may still be credited today.'),
  resets_at: Type.String({
    format: 'date-time',
    description: 'The end of this UTC day, when the cap starts afresh.',
  }),
  chains: Type.Array(Chain, {
    description: 'The chains the faucet credits: those in paper mode (none when both are live).',
  }),
};

export const FaucetAllowanceOut = Type.Object(FaucetAllowanceFields, { title: 'FaucetAllowance' });

export const FaucetCreditOut = Type.Object(
  {
    tx_hash: Type.String({
      pattern: '^faucet:',
      description: "The credit's deposit in the wallet's transfer list: `faucet:<uuid>`.",
    }),
    wallet_id: Type.String({ format: 'uuid' }),
    chain: Chain,
    asset: Type.String(),
    amount: DecimalOut('Token units credited.'),
    created_at: Type.String({ format: 'date-time' }),
    ...FaucetAllowanceFields,
  },
  { title: 'FaucetCredit' },
);
