// How long callbacks wait for the event loop, process-wide (the loop is one per process):
// - `event_loop_delay_seconds`, a Prometheus histogram fed by perf_hooks.monitorEventLoopDelay;
// - eventLoopLagMs(), the recent delay seen by a drift probe's ticks: load shedding reads it on
//   every request, so it must be current (a long block shows on the first tick after it) and cheap.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { Histogram } from 'prom-client';
import { metricsRegistry } from './metrics.ts';

/** The monitor's timer period, ms: each sample is one period plus the delay, and 10 ms is Node's default. */
const RESOLUTION_MS = 10;
/** Upper bounds of the histogram's buckets, seconds: from a fair loop (≤ 5 ms) to a stalled one. */
export const EVENT_LOOP_DELAY_BUCKETS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5];

/**
 * The monitor keeps an HDR histogram of its own and offers percentiles, not single samples; on every
 * scrape the samples taken since the last one are replayed into the Prometheus histogram from those
 * percentiles: the samples between two listed percentiles are counted at the upper one's value. The
 * percentiles the monitor lists halve their distance to 100 (50, 75, 87.5, …), so the tail, which
 * matters here, is placed finely and the body coarsely. Its samples include its own period: taken off.
 */
const monitor: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
monitor.enable();
new Histogram({
  name: 'event_loop_delay_seconds',
  help: 'Event-loop delay: how late the loop ran a timer (perf_hooks.monitorEventLoopDelay, 10 ms resolution)',
  buckets: EVENT_LOOP_DELAY_BUCKETS,
  registers: [metricsRegistry],
  collect() {
    const samples = monitor.count;
    let counted = 0;
    for (const [percent, ns] of monitor.percentiles) {
      const upTo = Math.round((percent / 100) * samples);
      const seconds = Math.max(0, ns - RESOLUTION_MS * 1e6) / 1e9;
      for (; counted < upTo; counted++) this.observe(seconds);
    }
    monitor.reset();
  },
});

/** Period of the drift probe, ms: a block longer than this shows on the probe's next tick. */
const PROBE_MS = 20;
/** How long a high delay is remembered, ms: the loop must run on time this long to count as caught up. */
const PEAK_HOLD_MS = 500;
let peakMs = 0;
let peakAt = 0;
let probe: NodeJS.Timeout | undefined;

/**
 * The event-loop delay of the probe's latest tick, or a higher one seen by a tick in the last
 * 500 ms, in ms (0 until the probe has ticked). Holding the peak keeps a stalled loop from looking
 * healthy on the one on-time tick between two stalls. The probe starts on the first call and runs
 * for the life of the process (an unref'd timer: it keeps nothing alive).
 */
export function eventLoopLagMs(): number {
  if (!probe) {
    let last = performance.now();
    probe = setInterval(() => {
      const now = performance.now();
      const lag = Math.max(0, now - last - PROBE_MS);
      last = now;
      if (lag >= peakMs || now - peakAt > PEAK_HOLD_MS) {
        peakMs = lag;
        peakAt = now;
      }
    }, PROBE_MS);
    probe.unref();
  }
  return peakMs;
}
