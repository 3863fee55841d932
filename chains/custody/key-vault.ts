// Envelope encryption of custodial wallet keys. Each wallet has a data key (DEK) of its own; each
// chain's secret key is sealed under it with AES-256-GCM, and the DEK is sealed under the
// key-encryption key (KEK) from config. The database holds only sealed bytes and the KEK's id, so
// neither a dump of it nor the KEK alone opens a key. Every seal binds its context (wallet id and
// what it holds) as additional authenticated data: a sealed key moved to another wallet's row, or
// a DEK swapped between wallets, fails to open instead of opening the wrong key.
//
// Rotation: a new KEK becomes current and the old one is kept as retired; `rewrap` re-seals a
// wallet's DEK under the current KEK (the chain keys themselves are untouched), after which the
// retired KEK can be dropped.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export interface Kek {
  id: string;
  key: Buffer;
}

/** A wallet's data key as stored: sealed under the KEK named kekId. */
export interface WrappedDek {
  kekId: string;
  wrappedDek: Buffer;
}

export class KeyVaultError extends Error {
  override name = 'KeyVaultError';
}

/** iv ‖ tag ‖ ciphertext */
function seal(key: Buffer, plaintext: Uint8Array, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function open(key: Buffer, sealed: Buffer, context: string): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new KeyVaultError(`sealed ${context} is truncated`);
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new KeyVaultError(`sealed ${context} does not open: wrong key or tampered data`);
  }
}

export class KeyVault {
  private readonly keks = new Map<string, Buffer>();

  constructor(
    private readonly current: Kek,
    retired: readonly Kek[] = [],
  ) {
    for (const kek of [current, ...retired]) {
      if (kek.key.length !== KEY_BYTES) throw new KeyVaultError(`KEK ${kek.id} must be ${KEY_BYTES} bytes`);
      this.keks.set(kek.id, kek.key);
    }
  }

  get currentKekId(): string {
    return this.current.id;
  }

  /** A new data key for a wallet, sealed under the current KEK, and sealed copies of its secrets. */
  sealNew(
    walletId: string,
    secrets: Readonly<Record<string, Uint8Array>>,
  ): WrappedDek & { sealed: Record<string, Buffer> } {
    const dek = randomBytes(KEY_BYTES);
    try {
      const sealed: Record<string, Buffer> = {};
      for (const [slot, secret] of Object.entries(secrets))
        sealed[slot] = seal(dek, secret, `wallet:${walletId}:${slot}`);
      return {
        kekId: this.current.id,
        wrappedDek: seal(this.current.key, dek, `wallet:${walletId}:dek`),
        sealed,
      };
    } finally {
      dek.fill(0);
    }
  }

  /** The secret in `slot` of a wallet. The caller zeroes it (`fill(0)`) once it has signed. */
  open(walletId: string, dek: WrappedDek, slot: string, sealed: Buffer): Buffer {
    const plainDek = this.openDek(walletId, dek);
    try {
      return open(plainDek, sealed, `wallet:${walletId}:${slot}`);
    } finally {
      plainDek.fill(0);
    }
  }

  /** The wallet's data key sealed under the current KEK (unchanged when it already is). */
  rewrap(walletId: string, dek: WrappedDek): WrappedDek {
    if (dek.kekId === this.current.id) return dek;
    const plainDek = this.openDek(walletId, dek);
    try {
      return {
        kekId: this.current.id,
        wrappedDek: seal(this.current.key, plainDek, `wallet:${walletId}:dek`),
      };
    } finally {
      plainDek.fill(0);
    }
  }

  /**
   * A short secret that must be read back to be used (a webhook's signing secret), sealed directly
   * under the current KEK and bound to `context`: stored as `kekId:base64`.
   */
  sealText(context: string, plaintext: string): string {
    return `${this.current.id}:${seal(this.current.key, Buffer.from(plaintext, 'utf8'), context).toString('base64')}`;
  }

  /** What sealText sealed under `context` (with the current or a retired KEK). */
  openText(context: string, stored: string): string {
    const at = stored.indexOf(':');
    return open(this.kek(stored.slice(0, at)), Buffer.from(stored.slice(at + 1), 'base64'), context).toString(
      'utf8',
    );
  }

  private kek(kekId: string): Buffer {
    const kek = this.keks.get(kekId);
    if (!kek) throw new KeyVaultError(`KEK ${kekId} is not configured (current or WALLET_KEKS_RETIRED)`);
    return kek;
  }

  private openDek(walletId: string, { kekId, wrappedDek }: WrappedDek): Buffer {
    return open(this.kek(kekId), wrappedDek, `wallet:${walletId}:dek`);
  }
}

/** `id:base64,…` (WALLET_KEKS_RETIRED) as KEKs. */
export function parseKekList(text: string | undefined): Kek[] {
  if (!text) return [];
  return text.split(',').map((item) => {
    const [id, base64] = item.split(':');
    return { id: id!, key: Buffer.from(base64!, 'base64') };
  });
}
