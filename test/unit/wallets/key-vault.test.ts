import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { KeyVault, KeyVaultError, parseKekList } from '../../../chains/custody/key-vault.ts';

const kek = (id: string) => ({ id, key: randomBytes(32) });
const WALLET = '7f1c1a52-3c1e-4a53-9d55-0c6c2d3b1a01';
const OTHER_WALLET = '7f1c1a52-3c1e-4a53-9d55-0c6c2d3b1a02';

describe('key vault (envelope encryption of wallet keys)', () => {
  const secret = randomBytes(32);

  it('should seal a key so that only the same wallet and slot open it', () => {
    const vault = new KeyVault(kek('k1'));
    const { kekId, wrappedDek, sealed } = vault.sealNew(WALLET, { POL: secret });
    assert.equal(kekId, 'k1');
    assert.ok(!sealed.POL!.includes(secret), 'the sealed bytes do not contain the key');
    assert.deepEqual(vault.open(WALLET, { kekId, wrappedDek }, 'POL', sealed.POL!), secret);
    assert.throws(() => vault.open(OTHER_WALLET, { kekId, wrappedDek }, 'POL', sealed.POL!), KeyVaultError);
    assert.throws(() => vault.open(WALLET, { kekId, wrappedDek }, 'SOL', sealed.POL!), KeyVaultError);
  });

  it('should refuse tampered ciphertext and a data key of another wallet', () => {
    const vault = new KeyVault(kek('k1'));
    const a = vault.sealNew(WALLET, { POL: secret });
    const b = vault.sealNew(OTHER_WALLET, { POL: secret });
    const tampered = Buffer.from(a.sealed.POL!);
    tampered[tampered.length - 1]! ^= 1;
    assert.throws(() => vault.open(WALLET, a, 'POL', tampered), /does not open/);
    assert.throws(
      () => vault.open(WALLET, { kekId: 'k1', wrappedDek: b.wrappedDek }, 'POL', a.sealed.POL!),
      KeyVaultError,
    );
  });

  it('should open with a retired KEK during rotation, re-wrap under the new one, then need only the new one', () => {
    const old = kek('k1');
    const sealedUnderOld = new KeyVault(old).sealNew(WALLET, { SOL: secret });
    const fresh = kek('k2');
    const rotating = new KeyVault(fresh, [old]);
    assert.deepEqual(rotating.open(WALLET, sealedUnderOld, 'SOL', sealedUnderOld.sealed.SOL!), secret);
    const rewrapped = rotating.rewrap(WALLET, sealedUnderOld);
    assert.equal(rewrapped.kekId, 'k2');
    assert.equal(rotating.rewrap(WALLET, rewrapped), rewrapped, 'already current: unchanged');
    const afterRotation = new KeyVault(fresh);
    assert.deepEqual(afterRotation.open(WALLET, rewrapped, 'SOL', sealedUnderOld.sealed.SOL!), secret);
    assert.throws(
      () => afterRotation.open(WALLET, sealedUnderOld, 'SOL', sealedUnderOld.sealed.SOL!),
      /KEK k1 is not configured/,
    );
  });

  it('should read retired KEKs from id:base64 lists and refuse keys of the wrong size', () => {
    const key = randomBytes(32);
    assert.deepEqual(parseKekList(`old:${key.toString('base64')}`), [{ id: 'old', key }]);
    assert.deepEqual(parseKekList(undefined), []);
    assert.throws(() => new KeyVault({ id: 'short', key: randomBytes(16) }), /must be 32 bytes/);
  });
});
