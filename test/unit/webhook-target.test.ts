// The webhook SSRF guard's rules: which addresses are public, which URLs pass, and what a host
// name that resolves inside is refused with.
import assert from 'node:assert/strict';
import { webhookPolicy } from '../../bin/wiring/settings.ts';
import { loadConfig } from '../../core/config.ts';
import {
  checkTargetUrl,
  isPublicAddress,
  resolveTarget,
  TargetRefused,
  type Resolver,
} from '../../engine/events/webhook-target.ts';

const strict = { allowHttp: false, allowPrivate: false };
const table =
  (answers: Record<string, string[]>): Resolver =>
  (host) => {
    const addresses = answers[host];
    if (!addresses)
      return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' }));
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };

async function refusal(promise: Promise<unknown>): Promise<TargetRefused> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof TargetRefused, String(err));
    return err;
  }
  assert.fail('expected a refusal');
}

describe('webhook targets (SSRF guard)', () => {
  it('should refuse loopback, private, link-local, metadata, CGNAT, multicast, reserved and documentation IPv4 addresses', () => {
    for (const a of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '240.0.0.1',
      '198.18.0.1',
      '192.0.2.10',
      '203.0.113.7',
    ]) {
      assert.equal(isPublicAddress(a), false, a);
    }
  });

  it('should refuse IPv6 loopback, ULA, link-local, multicast, and IPv4 private addresses wrapped in IPv6', () => {
    for (const a of [
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:c0a8:0101::1',
      '2001:db8::1',
      '2001::1',
    ]) {
      assert.equal(isPublicAddress(a), false, a);
    }
  });

  it('should accept public addresses, also public IPv4 addresses wrapped in IPv6', () => {
    for (const a of [
      '8.8.8.8',
      '1.1.1.1',
      '172.32.0.1',
      '100.128.0.1',
      '169.255.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ]) {
      assert.equal(isPublicAddress(a), true, a);
    }
  });

  it('should take https only, http where allowed, and no credentials', () => {
    assert.equal(checkTargetUrl('https://hooks.example.com/x', strict).host, 'hooks.example.com');
    assert.throws(
      () => checkTargetUrl('http://hooks.example.com/x', strict),
      (e: TargetRefused) => e.code === 'invalid_webhook_url' && /https/.test(e.message),
    );
    assert.equal(
      checkTargetUrl('http://hooks.example.com/x', { ...strict, allowHttp: true }).protocol,
      'http:',
    );
    assert.throws(
      () => checkTargetUrl('ftp://hooks.example.com/x', { ...strict, allowHttp: true }),
      (e: TargetRefused) => e.code === 'invalid_webhook_url',
    );
    assert.throws(
      () => checkTargetUrl('https://u:p@hooks.example.com/x', strict),
      (e: TargetRefused) => /user name or password/.test(e.message),
    );
    assert.throws(
      () => checkTargetUrl('not a url', strict),
      (e: TargetRefused) => /absolute URL/.test(e.message),
    );
  });

  it('should refuse a name any of whose addresses is not public, an internal literal, and a name that does not resolve', async () => {
    const resolve = table({
      'hooks.example.com': ['93.184.215.14'],
      'mixed.example.com': ['93.184.215.14', '10.0.0.5'],
      'rebind.example.com': ['::1'],
    });
    assert.deepEqual(await resolveTarget(new URL('https://hooks.example.com/'), strict, resolve), {
      address: '93.184.215.14',
      family: 4,
    });
    const mixed = await refusal(resolveTarget(new URL('https://mixed.example.com/'), strict, resolve));
    assert.equal(mixed.code, 'webhook_address_not_allowed');
    assert.match(mixed.message, /mixed\.example\.com resolves to 10\.0\.0\.5, which is not a public address/);
    assert.equal(
      (await refusal(resolveTarget(new URL('https://rebind.example.com/'), strict, resolve))).code,
      'webhook_address_not_allowed',
    );
    assert.equal(
      (await refusal(resolveTarget(new URL('https://[::ffff:127.0.0.1]/'), strict, resolve))).code,
      'webhook_address_not_allowed',
    );
    assert.equal(
      (await refusal(resolveTarget(new URL('https://169.254.169.254/latest/meta-data'), strict, resolve)))
        .code,
      'webhook_address_not_allowed',
    );
    const unknown = await refusal(resolveTarget(new URL('https://nowhere.example.com/'), strict, resolve));
    assert.equal(unknown.code, 'invalid_webhook_url');
    assert.match(unknown.message, /does not resolve \(ENOTFOUND\)/);
    // Development: private addresses pass, and the checked address is the one connected to.
    assert.deepEqual(
      await resolveTarget(new URL('https://rebind.example.com/'), { ...strict, allowPrivate: true }, resolve),
      { address: '::1', family: 6 },
    );
  });

  it('should let WEBHOOK_LOCAL_DEV through http and loopback only: other private addresses stay refused', async () => {
    const local = webhookPolicy(loadConfig({ WEBHOOK_LOCAL_DEV: 'true' }));
    assert.deepEqual(local, { allowHttp: true, allowPrivate: false, allowLoopback: true });
    assert.equal(checkTargetUrl('http://localhost:4000/hooks', local).protocol, 'http:');
    const resolve = table({ localhost: ['127.0.0.1', '::1'], 'lan.example.com': ['192.168.1.20'] });
    assert.deepEqual(await resolveTarget(new URL('http://localhost:4000/'), local, resolve), {
      address: '127.0.0.1',
      family: 4,
    });
    for (const literal of ['http://127.0.0.2/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/'])
      await resolveTarget(new URL(literal), local, resolve);
    for (const inside of [
      'http://lan.example.com/',
      'http://10.0.0.5/',
      'http://169.254.169.254/',
      'http://[64:ff9b::7f00:1]/',
    ]) {
      assert.equal(
        (await refusal(resolveTarget(new URL(inside), local, resolve))).code,
        'webhook_address_not_allowed',
        inside,
      );
    }
    const off = webhookPolicy(loadConfig({}));
    assert.equal(
      (await refusal(resolveTarget(new URL('https://localhost/'), off, resolve))).code,
      'webhook_address_not_allowed',
    );
    assert.throws(
      () => checkTargetUrl('http://localhost/', off),
      (e: TargetRefused) => e.code === 'invalid_webhook_url',
    );
  });
});
