// The engine's per-batch token updates as an API process listens to them (the market stream,
// GET /markets/stream): what each batch changed for each token, its displayed price and top of
// book, published on hot state's channel by engine/market-data/market-state-writer.ts.
import type { HotState } from '../../storage/hot/hot-state.ts';
import {
  decodeTokenUpdates,
  TOKEN_UPDATES_CHANNEL,
  type TokenUpdate,
} from '../../storage/hot/market-state.ts';

/** What a batch changed for one token: its new price or top of book, with its latest message time. */
export type { TokenUpdate };

/** One message of the updates: its size, and its updates, decoded when asked for. */
export interface TokenUpdateMessage {
  /** Characters of the message as published. */
  readonly length: number;
  /** The updates it carries; null when it is not an update message this version understands. */
  updates(): TokenUpdate[] | null;
}

/**
 * Calls `handler` with each update message, in publishing order, from when the returned promise
 * resolves until its unsubscribe function is called.
 */
export function subscribeTokenUpdates(
  hot: HotState,
  handler: (message: TokenUpdateMessage) => void,
): Promise<() => Promise<void>> {
  return hot.subscribe(TOKEN_UPDATES_CHANNEL, (text) =>
    handler({ length: text.length, updates: () => decodeTokenUpdates(text) }),
  );
}
