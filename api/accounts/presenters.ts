// Wire forms of the account family: sessions and API keys in both spellings (the reference form
// under `data`, the account-guide form under `response`); one key's forms are in
// shared/presenters/api-key.ts.
import type { Static } from '@sinclair/typebox';
import type {
  CreatedAccountKey,
  CreatedProjectKey,
  KeyView,
  ProjectKeyView,
} from '../../engine/accounts/api-keys.ts';
import { isoGuide, isoZ, presentKey, presentProjectKey } from '../shared/presenters/api-key.ts';
import type { FaucetAllowance, FaucetCredit } from '../../engine/wallets/faucet.ts';
import type { FaucetAllowanceOut, FaucetCreditOut, SessionOut } from './schemas.ts';

export function keyListForms(keys: readonly KeyView[]): { reference: unknown; guide: unknown } {
  return {
    reference: { api_keys: keys.map((k) => presentKey(k, isoZ)) },
    guide: keys.map((k) => presentKey(k, isoGuide)),
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

export function presentSession(s: {
  account_id: string;
  session_id: string;
  created_at: Date;
  expires_at: Date;
}): Static<typeof SessionOut> {
  return {
    account_id: s.account_id,
    session_id: s.session_id,
    created_at: isoZ(s.created_at),
    expires_at: isoZ(s.expires_at),
  };
}

export function presentFaucetAllowance(a: FaucetAllowance): Static<typeof FaucetAllowanceOut> {
  return {
    daily_cap: a.dailyCap,
    credited_today: a.creditedToday,
    remaining_today: a.remainingToday,
    resets_at: a.resetsAt.toISOString(),
    chains: a.chains,
  };
}

export function presentFaucetCredit(c: FaucetCredit): Static<typeof FaucetCreditOut> {
  return {
    tx_hash: c.txHash,
    wallet_id: c.credit.wallet_id,
    chain: c.credit.chain,
    asset: c.credit.asset,
    amount: c.credit.amount,
    created_at: c.credit.created_at.toISOString(),
    ...presentFaucetAllowance(c),
  };
}
