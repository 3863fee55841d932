// One registry per process; modules declare their metrics at top level against it.
import { Registry, collectDefaultMetrics, Counter, Histogram, Gauge } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export function counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
  return new Counter({ name, help, labelNames, registers: [metricsRegistry] });
}

export function histogram(
  name: string,
  help: string,
  labelNames: readonly string[],
  buckets?: number[],
): Histogram {
  return new Histogram({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    ...(buckets ? { buckets } : {}),
  });
}

/** `collect`, when given, sets the gauge's values at each scrape. */
export function gauge(
  name: string,
  help: string,
  labelNames: readonly string[] = [],
  collect?: (this: Gauge) => Promise<void> | void,
): Gauge {
  return new Gauge({ name, help, labelNames, registers: [metricsRegistry], ...(collect ? { collect } : {}) });
}
