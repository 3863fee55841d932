// The development / held-out split of every labelled cross-venue pair set. Decided before any
// matching rule was written, and the same for every source:
//
//   a pair is in the development half when the first byte of SHA-256(pair id) is even,
//   where pair id = "<venue_a key>|<venue_b key>" (keys are `venue:market_id`) for catalog pairs,
//   and "<source>|<venue_a key>|<venue_b key>" for listed and generated pairs.
//
// Rules are tuned on the development half only; the held-out half is read once, at the end.
import { hash } from './cross-venue.ts';

export type Half = 'dev' | 'held-out';

export const SPLIT_RULE =
  'dev iff the first byte of sha256(pair id) is even; pair id = "<venue_a key>|<venue_b key>" (catalogs), "<source>|<a>|<b>" (listed/generated)';

export function halfOf(pairId: string): Half {
  return parseInt(hash(pairId).slice(0, 2), 16) % 2 === 0 ? 'dev' : 'held-out';
}
