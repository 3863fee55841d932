// Creating a project together with its first API key: the bootstrap every integrator starts from.
import { randomUUID } from 'node:crypto';
import { newKeyPair, sha256Hex } from '../../core/secrets.ts';
import type { Sql } from '../../storage/postgres/sql.ts';
import { insertProject, insertProjectKey } from '../../storage/postgres/repositories/projects.ts';

export interface CreatedProject {
  project_id: string;
  name: string;
  public_key: string;
  /** Shown once, here; only its digest is stored. */
  secret_key: string;
}

export async function createProject(sql: Sql, name: string): Promise<CreatedProject> {
  const projectId = randomUUID();
  const { publicKey, secretKey } = newKeyPair();
  await sql.transaction(async (tx) => {
    await insertProject(tx, projectId, name);
    await insertProjectKey(tx, projectId, { publicKey, secretSha256: sha256Hex(secretKey), name: 'default' });
  });
  return { project_id: projectId, name, public_key: publicKey, secret_key: secretKey };
}
