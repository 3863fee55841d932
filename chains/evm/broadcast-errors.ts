// How to read a node's refusal of eth_sendRawTransaction. Only an answer from the node itself (a
// JSON-RPC error) can say anything about the transaction; a failed or timed-out request, or an
// HTTP error status, says nothing and stays transient. Among the node's answers, the patterns
// below are the messages of geth/bor, erigon, nethermind and hardhat (viem's node error patterns
// included). Anything unrecognised is left transient: retrying a broadcast is harmless,
// whereas calling a transfer refused for good when it may still land would let the caller give
// the tokens back twice.
import { BaseError, RpcRequestError } from 'viem';

/**
 * known: the node has the transaction already. rejected: it refuses it for good. other: the node
 * refused it for a reason not known to be lasting. unanswered: no answer from the node.
 */
export type BroadcastRefusal = 'known' | 'rejected' | 'other' | 'unanswered';

/** The transaction is already in the node's pool (or, for some nodes, already mined). */
const KNOWN =
  /already known|known transaction|transaction already imported|already in (?:the )?(?:tx)?pool|alreadyknown/;

/**
 * Refusals that no retry of the same bytes can overcome. A used nonce is among them: the caller
 * first checks that the nonce was not used by this very transaction (a repeat after it was mined).
 */
const REJECTED = new RegExp(
  [
    'nonce too low',
    'nonce has already been used',
    'oldnonce',
    'insufficient funds',
    'exceeds transaction sender account balance',
    "doesn't have enough funds",
    'invalid sender',
    'invalid signature',
    'invalid chain id',
    'incompatible eip-155',
    'signed for another chain',
    'intrinsic gas too (?:low|high)',
    'exceeds block gas limit',
    'gas limit reached',
    'gas limit too high',
    'transaction type not (?:valid|supported)',
    'tip higher than fee cap',
    'max priority fee per gas higher than max fee per gas',
    'fee cap higher than 2\\^256',
    'nonce has max value',
    'oversized data',
    'rlp',
    'could not decode|failed to decode|invalid transaction',
  ].join('|'),
);

/** What the refusal means, and the node's own words when it answered. */
export function classifyBroadcastError(err: unknown): { refusal: BroadcastRefusal; reason: string } {
  const answer = err instanceof BaseError ? err.walk((e) => e instanceof RpcRequestError) : null;
  if (!(answer instanceof RpcRequestError)) return { refusal: 'unanswered', reason: String(err) };
  const reason = answer.details;
  const message = reason.toLowerCase();
  // Tested first: viem counts "already known" as a nonce error, but for a repeat it means success.
  if (KNOWN.test(message)) return { refusal: 'known', reason };
  return { refusal: REJECTED.test(message) ? 'rejected' : 'other', reason };
}
