// Where a webhook may be sent (the SSRF guard). A webhook URL is chosen by a project, and the
// service POSTs to it from inside its own network, so an address the public internet cannot reach
// is refused: loopback, private (RFC 1918, IPv6 ULA), link-local (with the cloud metadata service
// 169.254.169.254), CGNAT, multicast, documentation and reserved ranges, and IPv6 forms that embed
// such an IPv4 address (mapped, NAT64, 6to4). The URL must be https unless the settings allow http.
//
// It is checked twice: at registration (a 400 with a code), and again at every delivery after DNS
// resolution — a host may resolve elsewhere later (DNS rebinding) — and the delivery then connects
// to the very address that was checked (webhook-post.ts), never resolving again.
// WEBHOOK_ALLOW_PRIVATE (tests, local development) lets private addresses through;
// WEBHOOK_LOCAL_DEV (the embedded default only: core/config.ts) lets loopback and http through
// (start-up makes the policy of the settings: bin/wiring/settings.ts).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { FieldWords } from '../../core/errors.ts';

export interface TargetPolicy {
  /** Accept http:// URLs (WEBHOOK_ALLOW_HTTP). */
  allowHttp: boolean;
  /** Accept addresses that are not public (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Accept loopback addresses: a receiver on this machine (WEBHOOK_LOCAL_DEV). */
  allowLoopback?: boolean;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A host name's addresses (every one, as the system resolver answers them). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** Why a target was refused; `code` tells a bad URL from a forbidden address. */
export class TargetRefused extends Error {
  /** The reason, naming the URL's input field (if it names one) through the namer. */
  readonly words: FieldWords;

  constructor(
    reason: string | FieldWords,
    readonly code: 'invalid_webhook_url' | 'webhook_address_not_allowed',
    /** The host did not resolve: nothing to connect to (yet). */
    readonly unresolved = false,
  ) {
    const words: FieldWords = typeof reason === 'string' ? () => reason : reason;
    super(words((field) => field));
    this.words = words;
  }
}

const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address in text (with or without `::` and a dotted IPv4 tail). */
function ipv6Bytes(text: string): number[] {
  let s = text;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    tail.push(...dotted[1]!.split('.').map(Number));
    s = s.slice(0, -dotted[1]!.length) + '0:0';
  }
  const [head, rest] = s.split('::') as [string, string | undefined];
  const groups = (p: string | undefined) =>
    p
      ? p
          .split(':')
          .filter((g) => g !== '')
          .map((g) => parseInt(g, 16))
      : [];
  const before = groups(head);
  const after = groups(rest);
  const words =
    rest === undefined
      ? before
      : [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
  const bytes = words.flatMap((w) => [w >> 8, w & 0xff]);
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** The IPv4 address an IPv6 one carries where it stands for it (mapped, NAT64, 6to4). */
function embeddedIpv4(address: string): string | undefined {
  const b = ipv6Bytes(address);
  const zeros = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4 = (at: number) => b.slice(at, at + 4).join('.');
  if (zeros(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12);
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(4, 12)) return v4(12);
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2);
  return undefined;
}

/** Whether the public internet can reach the address (an IP in text). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== undefined && !isPublicAddress(v4)) return false;
  return !NOT_PUBLIC.check(address, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether the address is this machine's own: 127.0.0.0/8, ::1, or 127.x.x.x mapped (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return LOOPBACK.check(address, 'ipv4');
  if (family !== 6) return false;
  const b = ipv6Bytes(address);
  const mapped = b.slice(0, 10).every((x) => x === 0) && b[10] === 0xff && b[11] === 0xff;
  return mapped ? b[12] === 127 : LOOPBACK.check(address, 'ipv6');
}

/** The URL's host as an address or name (IPv6 without its brackets). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * The URL checked for its form: absolute, https (or http when allowed), no user or password. `what`
 * names the URL in a refusal (an input field: `(name) => name('url')`).
 */
export function checkTargetUrl(
  text: string,
  policy: TargetPolicy,
  what: FieldWords = () => 'the webhook URL',
): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TargetRefused((name) => `${what(name)} must be an absolute URL`, 'invalid_webhook_url');
  }
  const schemes = policy.allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) {
    const wanted = policy.allowHttp ? 'an http or https URL' : 'an https URL (http is not accepted here)';
    throw new TargetRefused((name) => `${what(name)} must be ${wanted}`, 'invalid_webhook_url');
  }
  if (url.username || url.password)
    throw new TargetRefused(
      (name) => `${what(name)} must not carry a user name or password`,
      'invalid_webhook_url',
    );
  return url;
}

/**
 * The address to connect to for the URL's host: the host itself when it is an address, else the
 * first the resolver answers. Refused when the host does not resolve, or when any of its addresses
 * is not public (unless the policy allows private ones): a name that also points inside is refused
 * whole, whichever address a client would pick.
 */
export async function resolveTarget(
  url: URL,
  policy: TargetPolicy,
  resolve: Resolver,
): Promise<ResolvedAddress> {
  const host = hostOf(url);
  const literal = isIP(host);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch (err) {
      throw new TargetRefused(
        `the host ${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
        'invalid_webhook_url',
        true,
      );
    }
    if (addresses.length === 0)
      throw new TargetRefused(`the host ${host} does not resolve`, 'invalid_webhook_url', true);
  }
  if (!policy.allowPrivate) {
    const allowed = (address: string) =>
      isPublicAddress(address) || (policy.allowLoopback === true && isLoopbackAddress(address));
    const inside = addresses.find((a) => !allowed(a.address));
    if (inside) {
      const via = literal ? '' : ` resolves to ${inside.address}, which`;
      throw new TargetRefused(
        `the host ${host}${via} is not a public address (loopback, private, link-local and other internal addresses are refused)`,
        'webhook_address_not_allowed',
      );
    }
  }
  return addresses[0]!;
}
