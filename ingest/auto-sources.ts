// INGEST_SOURCES=auto (the default): both venues live where they can be reached, the recorded
// replay where Polymarket cannot. On start each venue's listing route is asked for one market
// (Polymarket: Gamma's event listing; Kalshi: its open markets), within VENUE_PROBE_TIMEOUT_MS:
//
//   Polymarket answers → `polymarket` (Gamma catalog + CLOB market channel: venue_a live)
//   otherwise          → `replay` + `sandbox` (the recorded Polymarket dataset: venue_a as it was
//                        recorded, then its markets carried forward by the sandbox's simulated walk)
//   Kalshi answers     → `kalshi` (Kalshi REST + DFlow mints: venue_b live)
//   otherwise          → `sandbox` (no Kalshi recording may be shipped: a simulated Kalshi on
//                        loopback, read by the Kalshi connector: ingest/sandbox/kalshi/)
//
// `sandbox` stands in for each venue not streamed live: a venue that answers takes its half out of
// it (sandboxHalves: venue_a's sandbox runs only without `polymarket`, venue_b's only without
// `kalshi`), also when INGEST_SOURCES lists the sources explicitly.
//
// The choice and why are logged and shown in /readyz (this component's `detail`). Live sources
// stream a bounded universe: the most active POLYMARKET_MAX_MARKETS / KALSHI_MAX_MARKETS markets'
// books (their catalogs are listed whole). The choice is made once per start: a venue that comes
// back later is used from the next start (or set INGEST_SOURCES explicitly).
import type { Component, Health } from '../core/lifecycle.ts';
import type { Logger } from '../core/logger.ts';

export type SourceName = 'replay' | 'polymarket' | 'kalshi' | 'sandbox';

/** Which venues the `sandbox` source simulates: those it is chosen with and not streamed live. */
export function sandboxHalves(sources: ReadonlySet<SourceName>): { venue_a: boolean; venue_b: boolean } {
  const on = sources.has('sandbox');
  return { venue_a: on && !sources.has('polymarket'), venue_b: on && !sources.has('kalshi') };
}

/** Longest wait for a venue's answer on start: a venue slower than this is treated as unreachable. */
export const VENUE_PROBE_TIMEOUT_MS = 5000;

export interface VenueProbes {
  /** One-market listing URLs that answer 2xx–4xx when the venue is there. */
  polymarket: string;
  kalshi: string;
}

export function venueProbes(urls: { gammaUrl: string; kalshiUrl: string }): VenueProbes {
  return {
    polymarket: `${urls.gammaUrl}/events/keyset?closed=false&limit=1`,
    kalshi: `${urls.kalshiUrl}/markets?status=open&limit=1`,
  };
}

export type ProbeResult = { reachable: true; status: number } | { reachable: false; reason: string };

/**
 * Whether the venue answers at all: any HTTP status below 500 (a 4xx is the venue itself —
 * e.g. a rate limit the connector backs off from), none within the time-out or a 5xx is not.
 */
export async function probe(url: string, timeoutMs = VENUE_PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    await res.body?.cancel();
    return res.status < 500
      ? { reachable: true, status: res.status }
      : { reachable: false, reason: `answered ${res.status}` };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    const reason =
      e.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : (e.cause?.code ?? e.cause?.message ?? e.message);
    return { reachable: false, reason };
  }
}

export interface SourceChoice {
  sources: Set<SourceName>;
  /** One line per venue: what was chosen and why. */
  said: string;
}

export async function chooseSources(
  probes: VenueProbes,
  ask: (url: string) => Promise<ProbeResult> = probe,
): Promise<SourceChoice> {
  const [poly, kalshi] = await Promise.all([ask(probes.polymarket), ask(probes.kalshi)]);
  const sources = new Set<SourceName>(poly.reachable ? ['polymarket'] : ['replay', 'sandbox']);
  if (kalshi.reachable) sources.add('kalshi');
  else sources.add('sandbox');
  const said = [
    poly.reachable
      ? `venue_a: Polymarket live (answered ${poly.status})`
      : `venue_a: Polymarket unreachable (${poly.reason}): replaying the recorded dataset instead, then the sandbox (simulated)`,
    kalshi.reachable
      ? `venue_b: Kalshi live (answered ${kalshi.status})`
      : `venue_b: Kalshi unreachable (${kalshi.reason}): the sandbox (a simulated Kalshi) instead`,
  ].join('; ');
  return { sources, said };
}

/**
 * The connectors of the sources chosen on start, as one component: it probes, then starts what
 * `build` makes of the choice (in order), and stops them in reverse. Its health is the choice; each
 * connector's is listed beside it (parts()).
 */
export class AutoSources implements Component {
  readonly name = 'ingest-sources';
  private started: Component[] = [];
  private choice: SourceChoice | undefined;

  constructor(
    private readonly probes: VenueProbes,
    private readonly build: (sources: ReadonlySet<SourceName>) => Component[],
    private readonly log: Logger,
    private readonly ask: (url: string) => Promise<ProbeResult> = probe,
  ) {}

  /** The sources in use (empty before start). */
  get sources(): ReadonlySet<SourceName> {
    return this.choice?.sources ?? new Set();
  }

  async start(): Promise<void> {
    this.choice = await chooseSources(this.probes, this.ask);
    const fallback = !this.choice.sources.has('polymarket') || !this.choice.sources.has('kalshi');
    this.log[fallback ? 'warn' : 'info'](
      { sources: [...this.choice.sources] },
      `ingest sources: ${this.choice.said}`,
    );
    for (const c of this.build(this.choice.sources)) {
      await c.start();
      this.started.push(c);
    }
  }

  beginStop(): void {
    for (const c of this.started) c.beginStop?.();
  }

  async stop(): Promise<void> {
    for (const c of this.started.reverse()) await c.stop();
    this.started = [];
  }

  /** The connectors started: /readyz lists each under its own name (Component.parts). */
  parts(): readonly Component[] {
    return this.started;
  }

  health(): Promise<Health> {
    if (!this.choice) return Promise.resolve({ ok: false, detail: 'choosing sources' });
    return Promise.resolve({ ok: true, detail: `INGEST_SOURCES=auto: ${this.choice.said}` });
  }
}
