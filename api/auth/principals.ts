// Who a credential resolves to, as a route's handler sees it (route-kinds.ts types each route kind
// with one), and where it was carried. The authenticators beside this file resolve them.
import type { Credential } from '../../engine/accounts/credentials.ts';

export type Carrier = 'x-api-key' | 'x-project-api-key' | 'bearer' | 'cookie';

export const SESSION_COOKIE = 'session';

export type ProjectPrincipal = Extract<Credential, { kind: 'project' }> & { carrier: Carrier };
export type AccountPrincipal = Extract<Credential, { kind: 'account_key' | 'session' }> & {
  carrier: Carrier;
};
export type SessionPrincipal = Extract<Credential, { kind: 'session' }> & { carrier: Carrier };

/** X-Data-Key (auth/data-key.ts) or X-Admin-Key on the read-only SQL route. */
export interface DataPrincipal {
  /** The data key's public id, or `admin` for the admin key. */
  keyId: string;
  /** The data key's own time limit for a query, seconds; null: SQL_MAX_EXECUTION_S (and the admin key). */
  maxExecutionS: number | null;
}
