// Polymarket CLOB orders: building, EIP-712 hashing and signing (V1, V2 and V3 exchanges), and the
// JSON body of POST /order. A V3 order is a V2 order signed under domain version "3" for the V3
// exchange (clob-client-v2 ExchangeOrderBuilderV3); its POST body is the V2 body.
//
// - The order hash is the EIP-712 digest of the Order under the exchange's domain (the id the CLOB
//   reports and the exchange stores fills under).
// - EOA / POLY_PROXY / POLY_GNOSIS_SAFE orders carry a plain 65-byte EIP-712 signature by the signer
//   key. POLY_1271 (V2 deposit wallets) carries an ERC-7739 wrapped signature that the wallet's
//   isValidSignature unpacks: innerSig(65) ‖ appDomainSeparator(32) ‖ contentsHash(32) ‖
//   contentsType ‖ uint16 BE length of contentsType, where innerSig signs
//   TypedDataSign(contents=order, "DepositWallet", "1", chainId, wallet, 0x0…0) in the exchange domain
//   (py-clob-client-v2 order_utils/exchange_order_builder_v2.py, clob-client-v2
//   src/order-utils/exchangeOrderBuilderV2.ts).
// - POST /order takes {order, owner (API key), orderType, deferExec, postOnly}; `salt` is a JSON number
//   (so at most 53 bits), `side` "BUY"/"SELL", the uint256 amounts and token id decimal strings
//   (py-clob-client-v2 order_utils/model/order_data_v{1,2}.py order_to_json_v{1,2}).
import { randomBytes } from 'node:crypto';
import { domainSeparator, getAddress, hashStruct, hashTypedData, stringToHex, type LocalAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { limitOrderAmounts, marketOrderAmounts, type TickSize } from './order-amounts.ts';
import {
  BYTES32_ZERO,
  DEPOSIT_WALLET_DOMAIN_NAME,
  DEPOSIT_WALLET_DOMAIN_VERSION,
  ORDER_V1_TYPES,
  ORDER_V2_TYPES,
  ORDER_V2_TYPE_STRING,
  SIDE_CODE,
  SignatureType,
  TYPED_DATA_SIGN_V2_TYPES,
  ZERO_ADDRESS,
  exchangeAddress,
  exchangeDomain,
  type Address,
  type ClobOrderType,
  type ExchangeDomain,
  type Hex,
  type OrderSide,
  type OrderV1,
  type OrderV2,
  type SignedOrderV1,
  type SignedOrderV2,
  type V2FamilyVersion,
} from './order-types.ts';

/** A 0x-prefixed secp256k1 private key, or a viem local account (e.g. a KMS-backed one). */
export type OrderSigner = Hex | LocalAccount;

export function toAccount(signer: OrderSigner): LocalAccount {
  return typeof signer === 'string' ? privateKeyToAccount(signer) : signer;
}

/**
 * A random salt below 2^53: the CLOB carries `salt` as a JSON number, so a wider value could be
 * rounded in transit and no longer match the signed one (py-clob-client-v2 order_utils/utils.py).
 */
export function generateOrderSalt(): string {
  return (randomBytes(8).readBigUInt64BE() & ((1n << 53n) - 1n)).toString();
}

const UINT = /^\d+$/;
const BYTES32 = /^0x[0-9a-fA-F]{64}$/;

function uint(value: string | number | bigint, what: string): string {
  const text = String(value);
  if (!UINT.test(text))
    throw new RangeError(`${what} must be a non-negative integer: ${JSON.stringify(text)}`);
  const n = BigInt(text);
  if (n >= 1n << 256n) throw new RangeError(`${what} exceeds uint256`);
  return n.toString();
}

function bytes32(value: string | undefined, what: string): Hex {
  if (value === undefined || value === '') return BYTES32_ZERO;
  if (!BYTES32.test(value)) throw new RangeError(`${what} must be 32 bytes of hex: ${JSON.stringify(value)}`);
  return value.toLowerCase() as Hex;
}

function side(value: OrderSide): OrderSide {
  if (value !== 'BUY' && value !== 'SELL') throw new RangeError(`side must be BUY or SELL: ${String(value)}`);
  return value;
}

function signatureType(value: number | undefined, allowed: readonly number[]): SignatureType {
  const type = value ?? SignatureType.EOA;
  if (!allowed.includes(type)) throw new RangeError(`signature type ${type} is not supported here`);
  return type as SignatureType;
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// V1

export interface OrderV1Input {
  /** The funds holder; defaults to the signer. */
  maker?: string;
  /** The key that signs; defaults to the maker. Must be the signing account. */
  signer?: string;
  /** ZERO_ADDRESS (anyone) unless a private order. */
  taker?: string;
  tokenId: string | bigint;
  makerAmount: string | bigint;
  takerAmount: string | bigint;
  side: OrderSide;
  expiration?: string | number | bigint;
  nonce?: string | number | bigint;
  feeRateBps?: string | number | bigint;
  signatureType?: number;
  salt?: string | bigint;
}

export interface ExchangeTarget {
  chainId: number;
  /** The CTF exchange or the neg-risk exchange of the order's version. */
  verifyingContract: Address;
}

export function buildOrderV1(input: OrderV1Input, signerAddress: string): OrderV1 {
  const maker = getAddress(input.maker ?? signerAddress);
  const signer = getAddress(input.signer ?? maker);
  if (!sameAddress(signer, signerAddress))
    throw new RangeError('order signer does not match the signing key');
  return {
    salt: uint(input.salt ?? generateOrderSalt(), 'salt'),
    maker,
    signer,
    taker: getAddress(input.taker ?? ZERO_ADDRESS),
    tokenId: uint(input.tokenId, 'tokenId'),
    makerAmount: uint(input.makerAmount, 'makerAmount'),
    takerAmount: uint(input.takerAmount, 'takerAmount'),
    expiration: uint(input.expiration ?? 0, 'expiration'),
    nonce: uint(input.nonce ?? 0, 'nonce'),
    feeRateBps: uint(input.feeRateBps ?? 0, 'feeRateBps'),
    side: side(input.side),
    signatureType: signatureType(input.signatureType, [
      SignatureType.EOA,
      SignatureType.POLY_PROXY,
      SignatureType.POLY_GNOSIS_SAFE,
    ]),
  };
}

function orderV1Message(order: OrderV1) {
  return {
    salt: BigInt(order.salt),
    maker: order.maker,
    signer: order.signer,
    taker: order.taker,
    tokenId: BigInt(order.tokenId),
    makerAmount: BigInt(order.makerAmount),
    takerAmount: BigInt(order.takerAmount),
    expiration: BigInt(order.expiration),
    nonce: BigInt(order.nonce),
    feeRateBps: BigInt(order.feeRateBps),
    side: SIDE_CODE[order.side],
    signatureType: order.signatureType,
  };
}

/** EIP-712 typed data of a V1 order, in viem's shape (uint256 as bigint). */
export function orderV1TypedData(order: OrderV1, target: ExchangeTarget) {
  return {
    domain: exchangeDomain(1, target.chainId, target.verifyingContract),
    types: ORDER_V1_TYPES,
    primaryType: 'Order' as const,
    message: orderV1Message(order),
  };
}

export function hashOrderV1(order: OrderV1, target: ExchangeTarget): Hex {
  return hashTypedData(orderV1TypedData(order, target));
}

export async function signOrderV1(
  signer: OrderSigner,
  input: OrderV1Input,
  target: ExchangeTarget,
): Promise<SignedOrderV1> {
  const account = toAccount(signer);
  const order = buildOrderV1(input, account.address);
  const typedData = orderV1TypedData(order, target);
  const signature = await account.signTypedData(typedData);
  return { ...order, signature, orderHash: hashTypedData(typedData) };
}

// ---------------------------------------------------------------------------------------------
// V2

export interface OrderV2Input {
  /** The funds holder; defaults to the signer. For POLY_1271 the deposit wallet. */
  maker?: string;
  /** Defaults to the maker. The signing key's address, except POLY_1271 where it is the wallet. */
  signer?: string;
  tokenId: string | bigint;
  makerAmount: string | bigint;
  takerAmount: string | bigint;
  side: OrderSide;
  signatureType?: number;
  /** Milliseconds since the epoch; defaults to now. */
  timestamp?: string | number | bigint;
  metadata?: string;
  /** The builder code (bytes32) credited with the order. */
  builder?: string;
  expiration?: string | number | bigint;
  salt?: string | bigint;
}

export function buildOrderV2(input: OrderV2Input, signerAddress: string): OrderV2 {
  const maker = getAddress(input.maker ?? signerAddress);
  const signer = getAddress(input.signer ?? maker);
  const type = signatureType(input.signatureType, Object.values(SignatureType));
  // A deposit wallet (POLY_1271) is the signer itself; every other type signs with the key.
  if (type !== SignatureType.POLY_1271 && !sameAddress(signer, signerAddress))
    throw new RangeError('order signer does not match the signing key');
  if (type === SignatureType.POLY_1271 && !sameAddress(signer, maker))
    throw new RangeError('a POLY_1271 order is signed by its deposit wallet: signer must equal maker');
  return {
    salt: uint(input.salt ?? generateOrderSalt(), 'salt'),
    maker,
    signer,
    tokenId: uint(input.tokenId, 'tokenId'),
    makerAmount: uint(input.makerAmount, 'makerAmount'),
    takerAmount: uint(input.takerAmount, 'takerAmount'),
    side: side(input.side),
    signatureType: type,
    timestamp: uint(input.timestamp ?? Date.now(), 'timestamp'),
    metadata: bytes32(input.metadata, 'metadata'),
    builder: bytes32(input.builder, 'builder'),
    expiration: uint(input.expiration ?? 0, 'expiration'),
  };
}

function orderV2Message(order: OrderV2) {
  return {
    salt: BigInt(order.salt),
    maker: order.maker,
    signer: order.signer,
    tokenId: BigInt(order.tokenId),
    makerAmount: BigInt(order.makerAmount),
    takerAmount: BigInt(order.takerAmount),
    side: SIDE_CODE[order.side],
    signatureType: order.signatureType,
    timestamp: BigInt(order.timestamp),
    metadata: order.metadata,
    builder: order.builder,
  };
}

/** EIP-712 typed data of a V2 (or, version 3, V3) order, in viem's shape (uint256 as bigint). */
export function orderV2TypedData(order: OrderV2, target: ExchangeTarget, version: V2FamilyVersion = 2) {
  return {
    domain: exchangeDomain(version, target.chainId, target.verifyingContract),
    types: ORDER_V2_TYPES,
    primaryType: 'Order' as const,
    message: orderV2Message(order),
  };
}

export function hashOrderV2(order: OrderV2, target: ExchangeTarget, version: V2FamilyVersion = 2): Hex {
  return hashTypedData(orderV2TypedData(order, target, version));
}

/** hashStruct(order): the ERC-7739 "contentsHash". */
export function orderV2StructHash(order: OrderV2): Hex {
  return hashStruct({ data: orderV2Message(order), primaryType: 'Order', types: ORDER_V2_TYPES });
}

async function poly1271Signature(
  account: LocalAccount,
  order: OrderV2,
  domain: ExchangeDomain,
): Promise<Hex> {
  const inner = await account.signTypedData({
    domain,
    types: TYPED_DATA_SIGN_V2_TYPES,
    primaryType: 'TypedDataSign',
    message: {
      contents: orderV2Message(order),
      name: DEPOSIT_WALLET_DOMAIN_NAME,
      version: DEPOSIT_WALLET_DOMAIN_VERSION,
      chainId: BigInt(domain.chainId),
      verifyingContract: order.signer,
      salt: BYTES32_ZERO,
    },
  });
  const appDomainSeparator = domainSeparator({ domain });
  const contentsType = stringToHex(ORDER_V2_TYPE_STRING);
  const length = ORDER_V2_TYPE_STRING.length.toString(16).padStart(4, '0');
  return `0x${[inner, appDomainSeparator, orderV2StructHash(order), contentsType].map((h) => h.slice(2)).join('')}${length}`;
}

/** Signs a V2 order, or under version 3 a V3 order (same struct, domain version "3"). */
export async function signOrderV2(
  signer: OrderSigner,
  input: OrderV2Input,
  target: ExchangeTarget,
  version: V2FamilyVersion = 2,
): Promise<SignedOrderV2> {
  const account = toAccount(signer);
  const order = buildOrderV2(input, account.address);
  const typedData = orderV2TypedData(order, target, version);
  const signature =
    order.signatureType === SignatureType.POLY_1271
      ? await poly1271Signature(account, order, typedData.domain)
      : await account.signTypedData(typedData);
  return { ...order, signature, orderHash: hashTypedData(typedData) };
}

// ---------------------------------------------------------------------------------------------
// From a price and a size, the way the clients' createOrder / createMarketOrder do

export interface OrderOptions {
  chainId: number;
  tickSize: TickSize;
  /** Neg-risk (multi-outcome) markets settle on the neg-risk exchange. */
  negRisk: boolean;
  signatureType?: number;
  /** The funds holder (proxy wallet, Safe, deposit wallet); defaults to the signing key. */
  funder?: string;
  salt?: string | bigint;
  /** 2 (default) or 3: the V3 exchange, one per chain whatever `negRisk` says. */
  exchangeVersion?: V2FamilyVersion;
}

export interface LimitOrderArgs {
  tokenId: string;
  side: OrderSide;
  /** USDC per share. */
  price: string;
  /** Shares. */
  size: string;
  /** Unix seconds for GTD; "0"/absent for GTC. */
  expiration?: string | number;
}

export interface MarketOrderArgs {
  tokenId: string;
  side: OrderSide;
  /** The worst acceptable price. */
  price: string;
  /** BUY: USDC to spend; SELL: shares to sell. */
  amount: string;
}

export interface V2OrderExtras {
  builder?: string;
  metadata?: string;
  /** Milliseconds; defaults to now. */
  timestamp?: string | number | bigint;
}

function v2Parties(account: LocalAccount, options: OrderOptions): { maker: string; signer: string } {
  const maker = options.funder ?? account.address;
  return { maker, signer: options.signatureType === SignatureType.POLY_1271 ? maker : account.address };
}

export function createLimitOrderV2(
  signer: OrderSigner,
  args: LimitOrderArgs & V2OrderExtras,
  options: OrderOptions,
): Promise<SignedOrderV2> {
  return signWithAmountsV2(
    signer,
    args,
    limitOrderAmounts(args.side, args.size, args.price, options.tickSize),
    options,
  );
}

export function createMarketOrderV2(
  signer: OrderSigner,
  args: MarketOrderArgs & V2OrderExtras,
  options: OrderOptions,
): Promise<SignedOrderV2> {
  return signWithAmountsV2(
    signer,
    args,
    marketOrderAmounts(args.side, args.amount, args.price, options.tickSize),
    options,
  );
}

/** A V2/V3 order of the given amounts, signed for the exchange of the market (neg-risk or not). */
function signWithAmountsV2(
  signer: OrderSigner,
  args: { tokenId: string; side: OrderSide; expiration?: string | number } & V2OrderExtras,
  amounts: { makerAmount: bigint; takerAmount: bigint },
  options: OrderOptions,
): Promise<SignedOrderV2> {
  const account = toAccount(signer);
  const version = options.exchangeVersion ?? 2;
  return signOrderV2(
    account,
    {
      ...v2Parties(account, options),
      tokenId: args.tokenId,
      makerAmount: amounts.makerAmount,
      takerAmount: amounts.takerAmount,
      side: args.side,
      signatureType: options.signatureType,
      timestamp: args.timestamp,
      metadata: args.metadata,
      builder: args.builder,
      expiration: args.expiration,
      salt: options.salt,
    },
    {
      chainId: options.chainId,
      verifyingContract: exchangeAddress(version, options.chainId, options.negRisk),
    },
    version,
  );
}

/** A V1 limit order (the pre-2026-04-28 exchange); feeRateBps must be the market's fee rate. */
export async function createLimitOrderV1(
  signer: OrderSigner,
  args: LimitOrderArgs & { feeRateBps?: string | number; nonce?: string | number; taker?: string },
  options: OrderOptions,
): Promise<SignedOrderV1> {
  const account = toAccount(signer);
  const amounts = limitOrderAmounts(args.side, args.size, args.price, options.tickSize);
  return signOrderV1(
    account,
    {
      maker: options.funder ?? account.address,
      signer: account.address,
      taker: args.taker,
      tokenId: args.tokenId,
      makerAmount: amounts.makerAmount,
      takerAmount: amounts.takerAmount,
      side: args.side,
      expiration: args.expiration,
      nonce: args.nonce,
      feeRateBps: args.feeRateBps,
      signatureType: options.signatureType,
      salt: options.salt,
    },
    { chainId: options.chainId, verifyingContract: exchangeAddress(1, options.chainId, options.negRisk) },
  );
}

// ---------------------------------------------------------------------------------------------
// POST /order body

export interface PostOrderOptions {
  postOnly?: boolean;
  deferExec?: boolean;
}

export interface OrderPayloadV2 {
  order: {
    salt: number;
    maker: Address;
    signer: Address;
    tokenId: string;
    makerAmount: string;
    takerAmount: string;
    side: OrderSide;
    expiration: string;
    signatureType: number;
    timestamp: string;
    metadata: Hex;
    builder: Hex;
    signature: Hex;
  };
  owner: string;
  orderType: ClobOrderType;
  deferExec: boolean;
  postOnly: boolean;
}

export interface OrderPayloadV1 {
  order: {
    salt: number;
    maker: Address;
    signer: Address;
    taker: Address;
    tokenId: string;
    makerAmount: string;
    takerAmount: string;
    side: OrderSide;
    expiration: string;
    nonce: string;
    feeRateBps: string;
    signatureType: number;
    signature: Hex;
  };
  owner: string;
  orderType: ClobOrderType;
  deferExec: boolean;
  postOnly: boolean;
}

function jsonSalt(salt: string): number {
  const n = Number(salt);
  if (!Number.isSafeInteger(n)) throw new RangeError(`salt ${salt} does not fit a JSON number exactly`);
  return n;
}

function flags(
  orderType: ClobOrderType,
  options: PostOrderOptions,
): { deferExec: boolean; postOnly: boolean } {
  const postOnly = options.postOnly ?? false;
  if (postOnly && (orderType === 'FOK' || orderType === 'FAK'))
    throw new RangeError('postOnly is not supported for FOK/FAK orders');
  return { deferExec: options.deferExec ?? false, postOnly };
}

/** The POST /order body of a signed V2 order; `owner` is the API key. */
export function orderPayloadV2(
  order: SignedOrderV2,
  owner: string,
  orderType: ClobOrderType,
  options: PostOrderOptions = {},
): OrderPayloadV2 {
  return {
    order: {
      salt: jsonSalt(order.salt),
      maker: order.maker,
      signer: order.signer,
      tokenId: order.tokenId,
      makerAmount: order.makerAmount,
      takerAmount: order.takerAmount,
      side: order.side,
      expiration: order.expiration,
      signatureType: order.signatureType,
      timestamp: order.timestamp,
      metadata: order.metadata,
      builder: order.builder,
      signature: order.signature,
    },
    owner,
    orderType,
    ...flags(orderType, options),
  };
}

export function orderPayloadV1(
  order: SignedOrderV1,
  owner: string,
  orderType: ClobOrderType,
  options: PostOrderOptions = {},
): OrderPayloadV1 {
  return {
    order: {
      salt: jsonSalt(order.salt),
      maker: order.maker,
      signer: order.signer,
      taker: order.taker,
      tokenId: order.tokenId,
      makerAmount: order.makerAmount,
      takerAmount: order.takerAmount,
      side: order.side,
      expiration: order.expiration,
      nonce: order.nonce,
      feeRateBps: order.feeRateBps,
      signatureType: order.signatureType,
      signature: order.signature,
    },
    owner,
    orderType,
    ...flags(orderType, options),
  };
}

/**
 * The exact body text to send and to sign in the L2 HMAC: compact JSON, as the Python client's
 * json.dumps(separators=(",", ":")) produces.
 */
export function serializeOrderPayload(payload: OrderPayloadV1 | OrderPayloadV2 | readonly unknown[]): string {
  return JSON.stringify(payload);
}
