// Every long-lived part (pools, clients, consumers, the HTTP server) is a Component. The runtime
// starts them in order and stops them in reverse, so that nothing outlives what it depends on.
import type { Logger } from './logger.ts';

export interface Health {
  ok: boolean;
  detail?: string;
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
}

export class Runtime {
  private readonly started: Component[] = [];

  constructor(private readonly log: Logger) {}

  async start(component: Component): Promise<void> {
    const t0 = Date.now();
    await component.start();
    this.started.push(component);
    this.log.info({ component: component.name, ms: Date.now() - t0 }, 'started');
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
  }

  async health(): Promise<Record<string, Health>> {
    const results = await Promise.all(
      this.started.map(async (c) => {
        try {
          return [c.name, await withTimeout(c.health(), 2000)] as const;
        } catch (err) {
          return [c.name, { ok: false, detail: (err as Error).message }] as const;
        }
      }),
    );
    return Object.fromEntries(results);
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
