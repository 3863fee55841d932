// The sandbox venue_b: a simulated Kalshi (series, events, markets, books, trades) and DFlow (the
// markets' sandbox mints) on a loopback server, read by the normal KalshiConnector with its
// kalshiUrl and dflowUrl pointed at it and `source: 'sandbox'` (docs/sandbox.md, "venue_b").
import { KALSHI_BASE_PATH, KalshiSandboxServer } from './server.ts';
import type { PriceOf } from './model.ts';

export { SANDBOX_EVENTS, SANDBOX_MARKETS, SANDBOX_RECORDED_DAY_END, SANDBOX_SERIES } from './contracts.ts';
export type { SandboxEvent, SandboxMarket, SandboxSeries } from './contracts.ts';
export { sandboxMints } from './mints.ts';
export type { PriceOf } from './model.ts';
export { KALSHI_BASIC_READS_PER_S, KalshiSandboxServer } from './server.ts';

/** The DFlow API key the sandbox hands the connector (the sandbox takes any non-empty key). */
export const SANDBOX_DFLOW_API_KEY = 'sbx-dflow-key';

export interface KalshiSandboxOptions {
  /** The simulation's seed: one seed and one clock give the same prices, books and trades. */
  seed: number;
  /** The linked venue_a market's YES price at a moment (the venue_a walk), undefined when none. */
  priceOf: PriceOf;
  /**
   * The simulation's clock, unix ms: what is open, the books and the trades at that moment. Default
   * Date.now. Keep it the connector's clock: the connector asks for trades from its own Date.now
   * (GET /markets/trades?min_ts=…), so a sandbox clock behind it serves no trades. A market is open
   * until its close time on this clock (the last, SBXNFLCHAMP-27-GB, closes 2027-02-15).
   */
  now?: () => number;
  /** What is open is judged at this moment instead of now (KalshiSandboxServerOptions.openAsOf). */
  openAsOf?: number;
}

export interface KalshiSandbox {
  /** For the connector's kalshiUrl (KALSHI_API_URL). */
  kalshiUrl: string;
  /** For the connector's dflowUrl (DFLOW_API_URL), with dflowApiKey. */
  dflowUrl: string;
  dflowApiKey: string;
  close(): Promise<void>;
}

export async function startKalshiSandbox(options: KalshiSandboxOptions): Promise<KalshiSandbox> {
  const server = new KalshiSandboxServer({
    seed: options.seed,
    priceOf: options.priceOf,
    now: options.now ?? Date.now,
    openAsOf: options.openAsOf,
  });
  const origin = await server.listen();
  return {
    kalshiUrl: `${origin}${KALSHI_BASE_PATH}`,
    dflowUrl: origin,
    dflowApiKey: SANDBOX_DFLOW_API_KEY,
    close: () => server.close(),
  };
}
