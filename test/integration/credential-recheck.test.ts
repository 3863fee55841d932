// Every credential resolution confirms that the row it found belongs to the secret presented. The
// lookups run on the real test PostgreSQL through an executor with crossed wires: it binds another
// credential's digest to the statement, which is what a database session shared by interleaved
// requests did (issue 16: one request's parameters bound to another request's SQL). The row that
// comes back is then a real, live credential of someone else, and must not be taken for the
// caller's.
import assert from 'node:assert/strict';
import { sha256Hex } from '../../core/secrets.ts';
import { resolveCredential } from '../../engine/accounts/credentials.ts';
import { sessionPolicy } from '../../engine/accounts/sessions.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import {
  startAccountsApi,
  type AccountsApi,
  type ProjectCredentials,
} from '../../harness/stack/accounts-api.ts';

/** Runs every statement on `db` with `digest` bound in place of the first parameter. */
function crossedWires(db: SqlExecutor, digest: string): SqlExecutor {
  return { query: (tag, text, params = []) => db.query(tag, text, [digest, ...params.slice(1)]) };
}

describe('credential resolution re-checks the presented secret after lookup', function () {
  this.timeout(60_000);
  const policy = sessionPolicy(1_800_000);
  let api: AccountsApi;
  let project: ProjectCredentials;
  let victim: {
    project: ProjectCredentials;
    accountId: string;
    key: { secret_key: string };
    session: string;
  };
  let caller: { key: { secret_key: string }; session: string };

  before(async () => {
    api = await startAccountsApi();
    project = await api.newProject();
    const other = await api.newProject();
    const victimAccount = await api.newAccount(other);
    victim = {
      project: other,
      accountId: victimAccount,
      key: await api.newAccountKey(other, victimAccount),
      session: await api.newSession(other, victimAccount),
    };
    const callerAccount = await api.newAccount(project);
    caller = {
      key: await api.newAccountKey(project, callerAccount),
      session: await api.newSession(project, callerAccount),
    };
  });
  after(() => api.stop());

  it('should resolve each credential to its own row on straight wires', async () => {
    const session = await resolveCredential(api.sql, policy, victim.session, 'account');
    assert.ok(
      session.ok &&
        session.credential.kind === 'session' &&
        session.credential.accountId === victim.accountId,
    );
    const key = await resolveCredential(api.sql, policy, victim.key.secret_key, 'account');
    assert.ok(
      key.ok && key.credential.kind === 'account_key' && key.credential.accountId === victim.accountId,
    );
    const projectKey = await resolveCredential(api.sql, policy, victim.project.secret_key, 'project');
    assert.ok(
      projectKey.ok &&
        projectKey.credential.kind === 'project' &&
        projectKey.credential.projectId === victim.project.project_id,
    );
  });

  const cases: [string, () => string, () => string, 'project' | 'account'][] = [
    ['a session', () => caller.session, () => victim.session, 'account'],
    ['an account key', () => caller.key.secret_key, () => victim.key.secret_key, 'account'],
    ['a project key', () => project.secret_key, () => victim.project.secret_key, 'project'],
  ];
  for (const [kind, presented, found, family] of cases) {
    it(`should refuse ${kind} whose lookup returned another credential's row`, async () => {
      const resolution = await resolveCredential(
        crossedWires(api.sql, sha256Hex(found())),
        policy,
        presented(),
        family,
      );
      assert.deepEqual(resolution, { ok: false, rejection: 'unknown' });
    });
  }
});
