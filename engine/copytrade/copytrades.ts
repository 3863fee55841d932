// Copytrades of a wallet: create (the target must be a valid EVM address other than the wallet's
// own, compared without case), read, list, amend (mode and settings), pause, resume and stop. A paused copytrade records the
// target's trades as skipped (reason `paused`); a stopped one is final and no longer followed.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { isAddress } from 'viem';
import { BadRequestError, ConflictError, NotFoundError } from '../../core/errors.ts';
import * as repo from '../../storage/postgres/repositories/copytrades.ts';
import type { CopytradeRow, CopytradeStatus } from '../../storage/postgres/repositories/copytrades.ts';
import type { SqlExecutor } from '../../storage/postgres/sql.ts';
import type { WalletRow } from '../wallets/wallets.ts';
import type { Mode } from './decide.ts';
import {
  normalizeSettings,
  patchSettings,
  type CopytradeSettings,
  type CopytradeSettingsPatch,
  type FullSettings,
} from './settings.ts';
import type { Sql } from '../../storage/postgres/sql.ts';

export async function createCopytrade(
  db: SqlExecutor,
  wallet: WalletRow,
  body: { target: string; mode: Mode; settings?: CopytradeSettings | undefined },
): Promise<CopytradeRow> {
  const target = body.target.trim();
  if (!isAddress(target, { strict: false })) {
    throw new BadRequestError(
      (name) => `${name('target')} must be an EVM address (0x and 40 hex digits)`,
      'invalid_target',
      'target',
    );
  }
  if (target.toLowerCase() === wallet.evm_address.toLowerCase()) {
    throw new BadRequestError(
      (name) => `${name('target')} must not be the wallet's own address`,
      'invalid_target',
      'target',
    );
  }
  return repo.insertCopytrade(db, {
    copytrade_id: randomUUID(),
    wallet_id: wallet.wallet_id,
    target: target.toLowerCase(),
    mode: body.mode,
    settings: normalizeSettings(body.settings),
  });
}

export async function requireCopytrade(
  db: SqlExecutor,
  walletId: string,
  copytradeId: string,
): Promise<CopytradeRow> {
  const row = await repo.findCopytrade(db, walletId, copytradeId);
  if (!row) throw new NotFoundError('copytrade not found', 'copytrade_not_found');
  return row;
}

const MOVES: Record<'pause' | 'resume' | 'stop', { from: CopytradeStatus[]; to: CopytradeStatus }> = {
  pause: { from: ['ACTIVE'], to: 'PAUSED' },
  resume: { from: ['PAUSED'], to: 'ACTIVE' },
  stop: { from: ['ACTIVE', 'PAUSED'], to: 'STOPPED' },
};

export async function moveCopytrade(
  db: SqlExecutor,
  walletId: string,
  copytradeId: string,
  action: keyof typeof MOVES,
): Promise<CopytradeRow> {
  const { from, to } = MOVES[action];
  const moved = await repo.moveStatus(db, walletId, copytradeId, from, to);
  if (moved) return moved;
  const current = await requireCopytrade(db, walletId, copytradeId);
  throw new ConflictError(`the copytrade is ${current.status}: it cannot ${action}`, 'copytrade_state');
}

/**
 * Changes the mode and/or settings of a copytrade that is not stopped, the row locked (two changes
 * at once apply one after the other). Applying the same change again changes nothing (not even
 * `updated_at`). The follower reads the settings per trade: the next trade is decided by them.
 */
export async function amendCopytrade(
  sql: Sql,
  walletId: string,
  copytradeId: string,
  change: { mode?: Mode | undefined; settings?: CopytradeSettingsPatch | undefined },
): Promise<CopytradeRow> {
  return sql.transaction(async (tx) => {
    const row = await repo.lockCopytrade(tx, walletId, copytradeId);
    if (!row) throw new NotFoundError('copytrade not found', 'copytrade_not_found');
    if (row.status === 'STOPPED')
      throw new ConflictError('the copytrade is STOPPED: it cannot be changed', 'copytrade_state');
    const mode = change.mode ?? row.mode;
    const settings = change.settings
      ? patchSettings(row.settings as FullSettings, change.settings)
      : row.settings;
    if (mode === row.mode && isDeepStrictEqual(settings, row.settings)) return row;
    return repo.updateCopytrade(tx, copytradeId, { mode, settings });
  });
}
