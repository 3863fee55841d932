// CLOB authentication headers.
//
// - L1 (creating or deriving API keys): an EIP-712 ClobAuth signature by the wallet key. Domain
//   {name "ClobAuthDomain", version "1", chainId} (no verifying contract); struct
//   ClobAuth(address address,string timestamp,uint256 nonce,string message) with the fixed message
//   below; the timestamp is Unix seconds as a decimal string. Headers POLY_ADDRESS, POLY_SIGNATURE,
//   POLY_TIMESTAMP, POLY_NONCE.
// - L2 (every authenticated request): HMAC-SHA256 keyed by the base64url-decoded API secret over
//   timestamp + METHOD + path + body (body omitted when empty), encoded as URL-safe base64 keeping the
//   "=" padding. Headers POLY_ADDRESS, POLY_SIGNATURE, POLY_TIMESTAMP, POLY_API_KEY, POLY_PASSPHRASE.
//   The body must be the exact text sent (see serializeOrderPayload).
// Sources: clob-client-v2 src/signing/eip712.ts, src/signing/hmac.ts, src/headers/index.ts;
// py-clob-client-v2 py_clob_client_v2/signing/hmac.py.
import { createHmac } from 'node:crypto';
import type { LocalAccount } from 'viem';
import type { Hex } from './order-types.ts';
import { toAccount, type OrderSigner } from './order-signing.ts';

export const CLOB_AUTH_DOMAIN_NAME = 'ClobAuthDomain';
export const CLOB_AUTH_DOMAIN_VERSION = '1';
export const CLOB_AUTH_MESSAGE = 'This message attests that I control the given wallet';

export const CLOB_AUTH_TYPES = {
  ClobAuth: [
    { name: 'address', type: 'address' },
    { name: 'timestamp', type: 'string' },
    { name: 'nonce', type: 'uint256' },
    { name: 'message', type: 'string' },
  ],
} as const;

export interface L1Headers {
  POLY_ADDRESS: string;
  POLY_SIGNATURE: Hex;
  POLY_TIMESTAMP: string;
  POLY_NONCE: string;
}

export interface ApiCredentials {
  /** The API key (also the `owner` of posted orders). */
  key: string;
  /** base64url; used only as the HMAC key. */
  secret: string;
  passphrase: string;
}

export interface L2Headers {
  POLY_ADDRESS: string;
  POLY_SIGNATURE: string;
  POLY_TIMESTAMP: string;
  POLY_API_KEY: string;
  POLY_PASSPHRASE: string;
}

function unixSeconds(timestamp: number | undefined): number {
  const ts = timestamp ?? Math.floor(Date.now() / 1000);
  if (!Number.isSafeInteger(ts) || ts < 0) throw new RangeError(`timestamp must be whole seconds: ${ts}`);
  return ts;
}

export function clobAuthTypedData(
  address: string,
  chainId: number,
  timestamp: number,
  nonce: number | bigint,
) {
  return {
    domain: { name: CLOB_AUTH_DOMAIN_NAME, version: CLOB_AUTH_DOMAIN_VERSION, chainId },
    types: CLOB_AUTH_TYPES,
    primaryType: 'ClobAuth' as const,
    message: {
      address: address as Hex,
      timestamp: String(timestamp),
      nonce: BigInt(nonce),
      message: CLOB_AUTH_MESSAGE,
    },
  };
}

export async function signClobAuth(
  signer: OrderSigner,
  chainId: number,
  timestamp: number,
  nonce: number | bigint = 0,
): Promise<Hex> {
  const account: LocalAccount = toAccount(signer);
  return account.signTypedData(clobAuthTypedData(account.address, chainId, timestamp, nonce));
}

/** Headers for POST /auth/api-key and GET /auth/derive-api-key; timestamp in Unix seconds. */
export async function l1Headers(
  signer: OrderSigner,
  chainId: number,
  options: { nonce?: number; timestamp?: number } = {},
): Promise<L1Headers> {
  const account = toAccount(signer);
  const ts = unixSeconds(options.timestamp);
  const nonce = options.nonce ?? 0;
  return {
    POLY_ADDRESS: account.address,
    POLY_SIGNATURE: await signClobAuth(account, chainId, ts, nonce),
    POLY_TIMESTAMP: String(ts),
    POLY_NONCE: String(nonce),
  };
}

/** URL-safe base64 HMAC-SHA256 of timestamp + method + path (+ body) with the decoded secret. */
export function hmacSignature(
  secret: string,
  timestamp: number | string,
  method: string,
  requestPath: string,
  body?: string,
): string {
  // Node's base64 decoder reads both alphabets, as the Python client's urlsafe_b64decode does.
  const key = Buffer.from(secret, 'base64');
  const message = `${timestamp}${method}${requestPath}${body ?? ''}`;
  return createHmac('sha256', key)
    .update(message, 'utf8')
    .digest('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

export interface L2Request {
  method: string;
  /** Path only, e.g. "/order" (no host, no query string). */
  requestPath: string;
  /** The exact body text sent, if any. */
  body?: string;
}

export function l2Headers(
  address: string,
  credentials: ApiCredentials,
  request: L2Request,
  timestamp?: number,
): L2Headers {
  const ts = unixSeconds(timestamp);
  return {
    POLY_ADDRESS: address,
    POLY_SIGNATURE: hmacSignature(credentials.secret, ts, request.method, request.requestPath, request.body),
    POLY_TIMESTAMP: String(ts),
    POLY_API_KEY: credentials.key,
    POLY_PASSPHRASE: credentials.passphrase,
  };
}
