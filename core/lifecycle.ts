// Every long-lived part (pools, clients, consumers, the HTTP server) is a Component. The runtime
// starts them in order and stops them in reverse, so that nothing outlives what it depends on.
//
// Readiness means "can serve": only essential components (the stores, the HTTP server, the catalog
// the API serves from) decide it. Any other component that is unhealthy (a periodic task whose
// venue, RPC or Data API cannot be reached, a venue connector, a consumer loop) is *degraded*:
// reported by /readyz and the metric component_up, but the process stays ready.
import { type Clock, type ClockTimer, systemClock } from './clock.ts';
import type { Logger } from './logger.ts';
import { gauge } from './metrics.ts';

export interface Health {
  ok: boolean;
  detail?: string;
  /** Set by the runtime: not ok, but not essential, so the process still serves. */
  degraded?: boolean;
}

export interface Component {
  readonly name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Called on every component at once when shutdown begins, before the ordered stops: a component
   * that winds down on its own and that nothing else waits for (a stream consumer finishing its
   * batch, committing and leaving its group) starts to, so that these waits overlap instead of
   * adding up. Its stop() then only waits for the end.
   */
  beginStop?(): void;
  /** Readiness: may call the dependency. Liveness never calls this. */
  health(): Promise<Health>;
  /** True: the process cannot serve while this is unhealthy (see above). Default false. */
  readonly essential?: boolean;
  /**
   * Components this one chose and started itself (and stops): each is reported by /readyz beside
   * it, as if the runtime had started it, never essential.
   */
  parts?(): readonly Component[];
}

const runtimes = new Set<Runtime>();
gauge(
  'component_up',
  'Health of each component at scrape time: 1 healthy, 0 not (essential="false": degraded, the process stays ready)',
  ['component', 'essential'],
  async function () {
    this.reset();
    for (const runtime of runtimes) {
      for (const [name, h] of Object.entries(await runtime.health()))
        this.set({ component: name, essential: String(runtime.isEssential(name)) }, h.ok ? 1 : 0);
    }
  },
);

/** Ready when every essential component is healthy; the names of the degraded ones. */
export function readiness(components: Record<string, Health>): { ready: boolean; degraded: string[] } {
  const all = Object.entries(components);
  return {
    ready: all.every(([, h]) => h.ok || h.degraded === true),
    degraded: all.filter(([, h]) => h.degraded === true).map(([name]) => name),
  };
}

export class Runtime {
  private readonly started: Component[] = [];
  private readonly essential = new Set<string>();

  constructor(
    private readonly log: Logger,
    /** Times the health checks (tests: a controlled clock). */
    private readonly clock: Clock = systemClock,
  ) {}

  /** Starts a component; `essential` (default: the component's own flag) makes it decide readiness. */
  async start(component: Component, essential = component.essential ?? false): Promise<void> {
    const t0 = Date.now();
    await component.start();
    this.started.push(component);
    if (essential) this.essential.add(component.name);
    runtimes.add(this);
    this.log.info({ component: component.name, ms: Date.now() - t0, essential }, 'started');
  }

  /**
   * Starts components that do not depend on each other at once, each as start() would. For stream
   * consumers on Kafka: a consumer's start waits for its group's join, and after a member died the
   * coordinator holds each join for up to the session timeout, so one after another a restarted
   * engine spent minutes joining its groups. Throws the first failure once every start has ended
   * (what started is stopped with the rest by stop()).
   */
  async startTogether(components: readonly Component[]): Promise<void> {
    const results = await Promise.allSettled(components.map((c) => this.start(c)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  isEssential(name: string): boolean {
    return this.essential.has(name);
  }

  /** Stops everything started, last first; one failure does not keep the rest running. */
  async stop(): Promise<void> {
    for (const component of this.started) component.beginStop?.();
    while (this.started.length > 0) {
      const component = this.started.pop()!;
      try {
        await component.stop();
        this.log.info({ component: component.name }, 'stopped');
      } catch (err) {
        this.log.error({ component: component.name, err }, 'stop failed');
      }
    }
    runtimes.delete(this);
  }

  /** Every component's health; a failing one that is not essential is marked degraded. */
  async health(): Promise<Record<string, Health>> {
    const all = this.started.flatMap((c) => [c, ...(c.parts?.() ?? [])]);
    const results = await Promise.all(
      all.map(async (c): Promise<[string, Health]> => {
        let health: Health;
        try {
          health = await withTimeout(c.health(), 2000, this.clock);
        } catch (err) {
          health = { ok: false, detail: (err as Error).message };
        }
        return [c.name, health.ok || this.essential.has(c.name) ? health : { ...health, degraded: true }];
      }),
    );
    return Object.fromEntries(results);
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, clock: Clock = systemClock): Promise<T> {
  let timer: ClockTimer | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = clock.setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clock.clearTimeout(timer));
}
