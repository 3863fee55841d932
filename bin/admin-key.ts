// The admin key authorizes project bootstrap. Configured: ADMIN_KEY. Otherwise one is generated
// on first start, printed once, and only its SHA-256 is kept under DATA_DIR.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../core/config.ts';
import { randomToken, sha256Hex } from '../core/secrets.ts';

export function adminKeyDigest(config: Config): string {
  if (config.ADMIN_KEY) return sha256Hex(config.ADMIN_KEY);
  const file = path.join(config.DATA_DIR, 'admin-key.sha256');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomToken('adm_');
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, sha256Hex(key) + '\n', { mode: 0o600, flag: 'wx' });
  process.stdout.write(
    `\nGenerated admin key (shown once; only its hash is kept in ${file}):\n\n  ${key}\n\n` +
      `Create a project: curl -X POST -H 'X-Admin-Key: ${key}' -H 'Content-Type: application/json' ` +
      `-d '{"name":"my-project"}' http://localhost:${config.PORT}/api/v1/admin/projects\n\n`,
  );
  return sha256Hex(key);
}
