// Polymarket CLOB order structs, exchange addresses and EIP-712 type definitions, V1, V2 and V3.
//
// - V1: the original CTF Exchange (domain "Polymarket CTF Exchange", version "1"); 12-field Order
//   with taker, expiration, nonce and feeRateBps in the signed struct.
// - V2: the exchange that replaced it on 2026-04-28 (domain version "2"); 11-field Order without
//   taker/expiration/nonce/feeRateBps, with a millisecond timestamp, a bytes32 metadata and a bytes32
//   builder code. `expiration` still travels in the POST /order payload but is not signed.
// - V3: the V2 Order under domain version "3", verified by one exchange per chain (no separate
//   neg-risk exchange): clob-client-v2 1.1.0 ExchangeOrderBuilderV3 (= the V2 builder with
//   CTF_EXCHANGE_V3_DOMAIN_VERSION "3") and config.ts exchangeV3.
// Sources: Polymarket/py-clob-client-v2 (order_utils/exchange_order_builder_v{1,2}.py, config.py),
// Polymarket/clob-client-v2 (src/order-utils/exchangeOrderBuilderV2.ts), docs.polymarket.com
// resources/contracts (V2 addresses), developers/CTF/deployment-resources (V1 addresses).
import { keccak256, stringToHex } from 'viem';

export type Hex = `0x${string}`;
export type Address = `0x${string}`;

export const POLYGON_CHAIN_ID = 137;
export const AMOY_CHAIN_ID = 80002;

export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000';
export const BYTES32_ZERO: Hex = '0x0000000000000000000000000000000000000000000000000000000000000000';

/** USDC/pUSD and the outcome tokens both have 6 decimals. */
export const COLLATERAL_DECIMALS = 6;

export type OrderSide = 'BUY' | 'SELL';
/** The uint8 the exchange signs: BUY 0, SELL 1. */
export const SIDE_CODE: Readonly<Record<OrderSide, 0 | 1>> = { BUY: 0, SELL: 1 };

/**
 * Who signs for the maker: EOA 0 (the maker's own key), POLY_PROXY 1 (Polymarket proxy wallet),
 * POLY_GNOSIS_SAFE 2 (Safe owned by the signer), POLY_1271 3 (V2 only: an ERC-1271 deposit wallet,
 * signer = maker = the wallet contract, signature wrapped ERC-7739 style).
 */
export const SignatureType = { EOA: 0, POLY_PROXY: 1, POLY_GNOSIS_SAFE: 2, POLY_1271: 3 } as const;
export type SignatureType = (typeof SignatureType)[keyof typeof SignatureType];

export type ExchangeVersion = 1 | 2 | 3;
/** The exchanges whose Order is the 11-field V2 struct. */
export type V2FamilyVersion = 2 | 3;

export interface ExchangeAddresses {
  exchange: Address;
  negRiskExchange: Address;
}

/** Verifying contracts per chain and exchange version (V3: one exchange for every market). */
export const EXCHANGE_ADDRESSES: Readonly<
  Record<number, Readonly<Record<ExchangeVersion, ExchangeAddresses>>>
> = {
  [POLYGON_CHAIN_ID]: {
    1: {
      exchange: '0x4bFb41d5B3570DeFd03C39a9A4D8dE6Bd8B8982E',
      negRiskExchange: '0xC5d563A36AE78145C45a50134d48A1215220f80a',
    },
    2: {
      exchange: '0xE111180000d2663C0091e4f400237545B87B996B',
      negRiskExchange: '0xe2222d279d744050d28e00520010520000310F59',
    },
    3: {
      exchange: '0xe3333700cA9d93003F00f0F71f8515005F6c00Aa',
      negRiskExchange: '0xe3333700cA9d93003F00f0F71f8515005F6c00Aa',
    },
  },
  [AMOY_CHAIN_ID]: {
    1: {
      exchange: '0xdFE02Eb6733538f8Ea35D585af8DE5958AD99E40',
      negRiskExchange: '0xC5d563A36AE78145C45a50134d48A1215220f80a',
    },
    2: {
      exchange: '0xE111180000d2663C0091e4f400237545B87B996B',
      negRiskExchange: '0xe2222d279d744050d28e00520010520000310F59',
    },
    3: {
      exchange: '0x9fE6e61422AdB6F610d8597F9684b16912D50C3D',
      negRiskExchange: '0x9fE6e61422AdB6F610d8597F9684b16912D50C3D',
    },
  },
};

/** The verifying contract for an order: the neg-risk exchange for neg-risk (multi-outcome) markets. */
export function exchangeAddress(version: ExchangeVersion, chainId: number, negRisk: boolean): Address {
  const byVersion = EXCHANGE_ADDRESSES[chainId];
  if (!byVersion) throw new RangeError(`no Polymarket exchange on chain ${chainId}`);
  const addresses = byVersion[version];
  return negRisk ? addresses.negRiskExchange : addresses.exchange;
}

export const EXCHANGE_DOMAIN_NAME = 'Polymarket CTF Exchange';
export const EXCHANGE_DOMAIN_VERSION: Readonly<Record<ExchangeVersion, string>> = { 1: '1', 2: '2', 3: '3' };

export interface ExchangeDomain {
  name: string;
  version: string;
  chainId: number;
  verifyingContract: Address;
}

export function exchangeDomain(
  version: ExchangeVersion,
  chainId: number,
  verifyingContract: Address,
): ExchangeDomain {
  return {
    name: EXCHANGE_DOMAIN_NAME,
    version: EXCHANGE_DOMAIN_VERSION[version],
    chainId,
    verifyingContract,
  };
}

export const ORDER_V1_FIELDS = [
  { name: 'salt', type: 'uint256' },
  { name: 'maker', type: 'address' },
  { name: 'signer', type: 'address' },
  { name: 'taker', type: 'address' },
  { name: 'tokenId', type: 'uint256' },
  { name: 'makerAmount', type: 'uint256' },
  { name: 'takerAmount', type: 'uint256' },
  { name: 'expiration', type: 'uint256' },
  { name: 'nonce', type: 'uint256' },
  { name: 'feeRateBps', type: 'uint256' },
  { name: 'side', type: 'uint8' },
  { name: 'signatureType', type: 'uint8' },
] as const;

export const ORDER_V2_FIELDS = [
  { name: 'salt', type: 'uint256' },
  { name: 'maker', type: 'address' },
  { name: 'signer', type: 'address' },
  { name: 'tokenId', type: 'uint256' },
  { name: 'makerAmount', type: 'uint256' },
  { name: 'takerAmount', type: 'uint256' },
  { name: 'side', type: 'uint8' },
  { name: 'signatureType', type: 'uint8' },
  { name: 'timestamp', type: 'uint256' },
  { name: 'metadata', type: 'bytes32' },
  { name: 'builder', type: 'bytes32' },
] as const;

export const ORDER_V1_TYPES = { Order: ORDER_V1_FIELDS } as const;
export const ORDER_V2_TYPES = { Order: ORDER_V2_FIELDS } as const;

function encodeType(name: string, fields: readonly { name: string; type: string }[]): string {
  return `${name}(${fields.map((f) => `${f.type} ${f.name}`).join(',')})`;
}

/** EIP-712 encodeType of the V1 Order. */
export const ORDER_V1_TYPE_STRING = encodeType('Order', ORDER_V1_FIELDS);
/** EIP-712 encodeType of the V2 Order: also the ERC-7739 "contentsType" of POLY_1271 signatures. */
export const ORDER_V2_TYPE_STRING = encodeType('Order', ORDER_V2_FIELDS);
/** keccak256 of the type string: the exchange's ORDER_TYPEHASH constant. */
export const ORDER_V1_TYPEHASH: Hex = keccak256(stringToHex(ORDER_V1_TYPE_STRING));
export const ORDER_V2_TYPEHASH: Hex = keccak256(stringToHex(ORDER_V2_TYPE_STRING));

/**
 * ERC-7739 nested typed data a POLY_1271 deposit wallet verifies: the app (exchange) domain signs a
 * TypedDataSign whose `contents` is the order and whose remaining fields are the wallet's own
 * EIP-712 domain ("DepositWallet", "1", chainId, wallet address, zero salt).
 */
export const TYPED_DATA_SIGN_V2_TYPES = {
  TypedDataSign: [
    { name: 'contents', type: 'Order' },
    { name: 'name', type: 'string' },
    { name: 'version', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
    { name: 'salt', type: 'bytes32' },
  ],
  Order: ORDER_V2_FIELDS,
} as const;
export const DEPOSIT_WALLET_DOMAIN_NAME = 'DepositWallet';
export const DEPOSIT_WALLET_DOMAIN_VERSION = '1';

/** Decimal strings for every uint256 (token ids exceed 2^53). */
export interface OrderV1 {
  salt: string;
  maker: Address;
  signer: Address;
  taker: Address;
  tokenId: string;
  makerAmount: string;
  takerAmount: string;
  expiration: string;
  nonce: string;
  feeRateBps: string;
  side: OrderSide;
  signatureType: SignatureType;
}

export interface OrderV2 {
  salt: string;
  maker: Address;
  signer: Address;
  tokenId: string;
  makerAmount: string;
  takerAmount: string;
  side: OrderSide;
  signatureType: SignatureType;
  /** Milliseconds since the epoch. */
  timestamp: string;
  metadata: Hex;
  builder: Hex;
  /** Unix seconds, "0" for none; sent with the order, not signed in V2. */
  expiration: string;
}

export interface SignedOrderV1 extends OrderV1 {
  signature: Hex;
  /** The EIP-712 digest of the order: the id the CLOB reports. */
  orderHash: Hex;
}

export interface SignedOrderV2 extends OrderV2 {
  signature: Hex;
  orderHash: Hex;
}

/** GTC/GTD rest on the book; FOK/FAK are market orders (FAK keeps partial fills). */
export type ClobOrderType = 'GTC' | 'GTD' | 'FOK' | 'FAK';
