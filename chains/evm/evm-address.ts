// EVM addresses as the platform shows and stores them: EIP-55 checksummed.
import { getAddress, isAddress, zeroAddress, type Address } from 'viem';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The checksummed form of `text`, or undefined when it is not a usable address. Following EIP-55,
 * hex letters all of one case carry no checksum and are accepted as they are; mixed case carries
 * one and must match it (viem's strict isAddress), which catches most typos. The zero address is
 * refused: tokens sent there are burnt.
 */
export function parseEvmAddress(text: string): Address | undefined {
  if (!HEX_ADDRESS.test(text)) return undefined;
  const body = text.slice(2);
  // viem treats all-lowercase as unchecksummed but not all-uppercase; EIP-55 treats both so.
  const candidate = body === body.toUpperCase() ? `0x${body.toLowerCase()}` : text;
  if (!isAddress(candidate, { strict: true })) return undefined;
  const address = getAddress(candidate);
  return address === zeroAddress ? undefined : address;
}

/**
 * Why `text` is not a usable address, in the words a refusal ends with ("body.address …"): the
 * form expected, the zero address, or a checksum that does not match, with the checksummed form of
 * the same hex digits (did you mean …?) so that a client can tell a typo from a case slip.
 */
export function evmAddressRefusal(text: string): string {
  if (!HEX_ADDRESS.test(text))
    return 'is not a valid POL address (0x and 40 hex digits, not the zero address)';
  const checksummed = getAddress(text.toLowerCase());
  if (checksummed === zeroAddress) return 'is the zero address: tokens sent there are burnt';
  return `has a checksum mismatch (EIP-55 mixed case): did you mean ${checksummed}? Check the address, or send it in one case`;
}
