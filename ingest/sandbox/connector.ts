// The venue_a sandbox (INGEST_SOURCES=sandbox): once the replay of the recorded day has ended
// (`after`), every market still open when the recording stopped is carried forward by the seeded
// walk (walk.ts, market.ts), one step every `stepMs` of the clock: two books (YES and its NO
// complement), sometimes a simulated trade, and every `marketEverySteps` steps the catalog entry with
// the simulated volume, all with `source: 'sandbox'`. The walk's origin (step 0, the recorded
// prices) is the moment the sandbox begins; a restart begins again from the recorded prices. Steps
// missed while the process was busy are computed (volume counts them) but only the last few are
// published. Prices, books and trades are a function of (seed, token, step): docs/sandbox.md.
// `speed` (SANDBOX_SPEED) runs the walk's clock that many times faster than the real one: a step of
// `stepMs` sandbox time is published every stepMs / speed real milliseconds, stamped with the real
// time it is published at, so a reader can watch an hour of the walk in a minute.
import type { Clock, ClockTimer } from '../../core/clock.ts';
import { systemClock } from '../../core/clock.ts';
import type { Component, Health } from '../../core/lifecycle.ts';
import type { Logger } from '../../core/logger.ts';
import type { MarketDataMessage } from '../../core/market-data.ts';
import type { ReplayCatalog } from '../replay/catalog.ts';
import type { ReplayPublisher } from '../replay/connector.ts';
import { SandboxMarket } from './market.ts';
import { readSandboxStarts } from './start-state.ts';

/** The `source` the sandbox publishes under. */
export const SANDBOX_SOURCE = 'sandbox';

export interface SandboxConnectorOptions {
  /** The recorded dataset whose end the sandbox carries forward (REPLAY_DIR). */
  dir: string;
  publisher: Pick<ReplayPublisher, 'publish'>;
  log: Logger;
  seed: string;
  stepMs: number;
  /** Sandbox time per real time (SANDBOX_SPEED); default 1. */
  speed?: number;
  /** Resolves when the replay has ended; the sandbox begins then. Default: at once. */
  after?: () => Promise<unknown>;
  clock?: Clock;
  /** Catalog entries re-sent every this many steps (and on the first). Default 12. */
  marketEverySteps?: number;
  /** Most missed steps published when catching up. Default 3. */
  catchUpSteps?: number;
  /** A catalog already loaded (tests); default: read from `dir`. */
  catalog?: ReplayCatalog;
}

type State = 'idle' | 'waiting' | 'running' | 'stopped' | 'failed';

export class SandboxConnector implements Component {
  readonly name = 'sandbox';
  private readonly clock: Clock;
  private readonly log: Logger;
  private state: State = 'idle';
  private failure: string | undefined;
  private markets: SandboxMarket[] = [];
  private byToken: Map<string, SandboxMarket> | undefined;
  private origin = 0;
  private step = -1;
  private timer: ClockTimer | undefined;
  private running: Promise<void> | undefined;
  private stopping = false;
  private readonly stopSignal: Promise<void>;
  private signalStop!: () => void;
  /** Resolves once the walk has begun (its first step published). */
  readonly begun: Promise<void>;
  private resolveBegun!: () => void;

  private readonly speed: number;

  constructor(private readonly options: SandboxConnectorOptions) {
    this.speed = options.speed ?? 1;
    if (!(this.speed >= 1)) throw new RangeError(`sandbox: speed ${this.speed}`);
    this.clock = options.clock ?? systemClock;
    this.log = options.log.child({ component: 'sandbox' });
    this.begun = new Promise((resolve) => (this.resolveBegun = resolve));
    this.stopSignal = new Promise((resolve) => (this.signalStop = resolve));
  }

  start(): Promise<void> {
    if (this.state !== 'idle') return Promise.resolve();
    this.state = 'waiting';
    this.running = this.begin().catch((err: unknown) => {
      this.state = 'failed';
      this.failure = (err as Error).message;
      this.log.error({ err }, 'sandbox failed');
    });
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.signalStop();
    this.clock.clearTimeout(this.timer);
    await this.running;
    if (this.state !== 'failed') this.state = 'stopped';
  }

  health(): Promise<Health> {
    const { seed, stepMs } = this.options;
    const about = `seed=${seed}, step ${stepMs} ms${this.speed === 1 ? '' : `, ${this.speed}× real time`}`;
    switch (this.state) {
      case 'idle':
        return Promise.resolve({ ok: false, detail: 'not started' });
      case 'waiting':
        return Promise.resolve({
          ok: true,
          detail: `sandbox (${about}): waiting for the replay of the recorded day to end`,
        });
      case 'running':
        return Promise.resolve({
          ok: true,
          detail: `sandbox (${about}): ${this.markets.length} recorded venue_a markets carried forward by a simulated walk since ${new Date(this.origin).toISOString()}, step ${this.step}`,
        });
      case 'stopped':
        return Promise.resolve({ ok: true, detail: 'stopped' });
      case 'failed':
        return Promise.resolve({ ok: false, detail: this.failure ?? 'failed' });
    }
  }

  /**
   * The walk's YES price of a recorded venue_a token at `atMs` (unix ms): the recorded start price
   * before the walk began, undefined for a token the sandbox does not walk or before it began. The
   * venue_b sandbox prices its linked markets around it (ingest/sandbox/kalshi/model.ts).
   */
  priceAt(yesTokenId: string, atMs: number): string | undefined {
    if (this.state !== 'running') return undefined;
    this.byToken ??= new Map(this.markets.map((m) => [m.yesTokenId, m]));
    const market = this.byToken.get(yesTokenId);
    if (!market) return undefined;
    return atMs < this.origin ? market.start.price : market.walk.priceAt(this.sandboxMs(atMs));
  }

  /** The markets walked (after the walk began). */
  get walked(): readonly SandboxMarket[] {
    return this.markets;
  }

  /** Sandbox time since the origin at real time `atMs`. */
  private sandboxMs(atMs: number): number {
    return (atMs - this.origin) * this.speed;
  }

  /** The real time step `step` is due at (its records' stamp): the first whole ms of it. */
  private stepStart(step: number): number {
    return this.origin + Math.ceil((step * this.options.stepMs) / this.speed);
  }

  /** Publishes what is due now (the timer calls it; tests on a controlled clock call it too). */
  async tick(): Promise<void> {
    if (this.state !== 'running') return;
    const now = this.clock.now();
    const step = Math.floor(this.sandboxMs(now) / this.options.stepMs);
    if (step <= this.step) return;
    const keep = this.options.catchUpSteps ?? 3;
    const every = this.options.marketEverySteps ?? 12;
    const messages: MarketDataMessage[] = [];
    for (const market of this.markets) {
      for (const s of market.advance(step, keep))
        messages.push(...market.messages(s, this.stepStart(s.step)));
    }
    const first = this.step < 0;
    const catalogDue = first || Math.floor(step / every) > Math.floor(this.step / every);
    this.step = step;
    if (catalogDue)
      for (const market of this.markets) messages.push(market.marketMessage(this.stepStart(step)));
    await this.options.publisher.publish(SANDBOX_SOURCE, messages);
  }

  private async begin(): Promise<void> {
    if (this.options.after) await Promise.race([this.options.after(), this.stopSignal]);
    if (this.stopping) return;
    const { starts, recordedEnd } = await readSandboxStarts(this.options.dir, this.options.catalog);
    this.markets = starts.map((s) => new SandboxMarket(this.options.seed, s, this.options.stepMs));
    this.origin = this.clock.now();
    this.state = 'running';
    this.log.info(
      {
        seed: this.options.seed,
        stepMs: this.options.stepMs,
        speed: this.speed,
        markets: this.markets.length,
        recordedEnd: recordedEnd === null ? null : new Date(recordedEnd).toISOString(),
      },
      'sandbox begins: the recorded venue_a markets carried forward by a simulated walk (source sandbox)',
    );
    await this.tick().catch((err: unknown) =>
      this.log.warn({ err }, 'sandbox publish failed; the next step retries'),
    );
    this.resolveBegun();
    this.schedule();
  }

  private schedule(): void {
    if (this.stopping) return;
    const next = this.stepStart(this.step + 1);
    this.timer = this.clock.setTimeout(
      () => {
        this.running = this.tick()
          .catch((err: unknown) => this.log.warn({ err }, 'sandbox publish failed; the next step retries'))
          .finally(() => this.schedule());
      },
      Math.max(0, next - this.clock.now()),
    );
    this.timer.unref();
  }
}
