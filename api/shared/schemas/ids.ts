// The ids of the API's resources as path parameters and bodies take them, and the path of a
// wallet's routes (wallets, trading, copytrade, admin credits).
import { Type } from '@sinclair/typebox';

/** ajv's "uuid" format also takes a `urn:uuid:` prefix, which PostgreSQL does not: a pattern instead. */
const UUID_PATTERN = '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$';

export const AccountId = Type.String({ pattern: UUID_PATTERN, description: 'Account id (UUID).' });

export const ProjectId = Type.String({ pattern: UUID_PATTERN, description: 'Project id (UUID).' });

export const WalletId = Type.String({
  pattern: UUID_PATTERN,
  description: "Wallet id (UUID): one of the account's wallets (GET /api/v1/wallets).",
});

export const PublicKey = Type.String({
  pattern: '^pk_[A-Za-z0-9_-]{1,128}$',
  description: 'Public part of a key (pk_…).',
});

export const WalletPath = Type.Object({ wallet_id: WalletId });
