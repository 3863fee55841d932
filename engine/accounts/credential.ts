// Who presents a credential: a project's key, an account's key, or an account's session. Its own
// module so that the resolver (credentials.ts) and the key cache (key-cache.ts) share it without
// importing each other.
export type Credential =
  | { kind: 'project'; projectId: string; publicKey: string; domain: string | null }
  | { kind: 'account_key'; projectId: string; accountId: string; publicKey: string }
  | { kind: 'session'; projectId: string; accountId: string; sessionSha256: string; expiresAt: Date };
