// The venue_b half of the `sandbox` source: the simulated Kalshi and DFlow on a loopback server
// (server.ts) and the normal KalshiConnector reading it, every record stamped `source: 'sandbox'`
// (docs/sandbox.md, "venue_b"). The connector is the live one with its URLs pointed at the server:
// the same requests, parsers and rate limits as live Kalshi, no sandbox-only path in the engine.
// Its markets follow the venue_a sandbox's walk (`priceOf`), which begins once the replay of the
// recorded day has ended: this half begins then too (`after`), so that its first listing already
// follows venue_a. What is open is judged as at the recorded day's end, the day the venue_a sandbox
// carries forward.
import type { Component, Health } from '../../../core/lifecycle.ts';
import type { Logger } from '../../../core/logger.ts';
import { streamSeed } from '../walk.ts';
import { SANDBOX_RECORDED_DAY_END } from './contracts.ts';
import { startKalshiSandbox, type KalshiSandbox, type PriceOf } from './index.ts';

/** Where the connector reads the sandbox: its KalshiConnectorOptions kalshiUrl, dflowUrl and dflowApiKey. */
export interface KalshiSandboxUrls {
  kalshiUrl: string;
  dflowUrl: string;
  dflowApiKey: string;
}

export interface KalshiSandboxSourceOptions {
  /** SANDBOX_SEED. */
  seed: string;
  priceOf: PriceOf;
  /** Resolves when the venue_a walk has begun; default: at once. */
  after?: () => Promise<unknown>;
  /** The Kalshi connector reading the sandbox, `source: 'sandbox'` (built by the wiring). */
  connector: (urls: KalshiSandboxUrls) => Component;
  log: Logger;
}

export class KalshiSandboxSource implements Component {
  readonly name = 'sandbox-venue-b';
  private sandbox: KalshiSandbox | undefined;
  private connector: Component | undefined;
  private running: Promise<void> | undefined;
  private failure: string | undefined;
  private stopping = false;
  private signalStop!: () => void;
  private readonly stopSignal = new Promise<void>((resolve) => (this.signalStop = resolve));

  constructor(private readonly options: KalshiSandboxSourceOptions) {}

  start(): Promise<void> {
    this.running ??= this.begin().catch((err: unknown) => {
      this.failure = (err as Error).message;
      this.options.log.error({ err }, 'venue_b sandbox failed');
    });
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.signalStop();
    await this.running;
    await this.connector?.stop();
    await this.sandbox?.close();
  }

  async health(): Promise<Health> {
    if (this.failure !== undefined) return { ok: false, detail: this.failure };
    if (!this.connector)
      return { ok: true, detail: 'venue_b sandbox: waiting for the venue_a walk to begin' };
    const connector = await this.connector.health();
    return {
      ok: connector.ok,
      detail: `venue_b sandbox (simulated Kalshi at ${this.sandbox!.kalshiUrl}): ${connector.detail ?? 'running'}`,
    };
  }

  private async begin(): Promise<void> {
    if (this.options.after) await Promise.race([this.options.after(), this.stopSignal]);
    if (this.stopping) return;
    this.sandbox = await startKalshiSandbox({
      seed: streamSeed('kalshi', this.options.seed),
      priceOf: this.options.priceOf,
      openAsOf: Date.parse(SANDBOX_RECORDED_DAY_END),
    });
    const { kalshiUrl, dflowUrl, dflowApiKey } = this.sandbox;
    this.connector = this.options.connector({ kalshiUrl, dflowUrl, dflowApiKey });
    await this.connector.start();
    this.options.log.info(
      { kalshiUrl },
      'venue_b sandbox began: a simulated Kalshi read by the Kalshi connector',
    );
  }
}
