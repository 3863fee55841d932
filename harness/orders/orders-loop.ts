// The closed loop of bench/orders.ts, shared by its in-process phases and its HTTP client process:
// `concurrency` workers each run one operation after another until the time is up; every finished
// operation is a sample. Throughput is what finished divided by the wall time until the last worker
// returned (an operation started before the deadline is waited for and counted).
import { performance } from 'node:perf_hooks';

/** What bench/orders.ts places, alternately: a market buy that fills at once, a resting limit buy. */
export type OrderKind = 'MARKET' | 'LIMIT';
/** The n-th operation of a phase (counted over all its workers): even → MARKET, odd → LIMIT. */
export const kindOf = (n: number): OrderKind => (n % 2 === 0 ? 'MARKET' : 'LIMIT');

export interface Sample {
  /** Sequence number within the phase (all workers). */
  n: number;
  ms: number;
  /** Why the operation failed (a non-200 answer, an exception); absent when it succeeded. */
  error?: string;
}

export interface LoopOutcome {
  seconds: number;
  samples: Sample[];
}

/** An operation that throws is a failed sample; the worker goes on with the next one. */
export async function closedLoop(
  concurrency: number,
  seconds: number,
  op: (worker: number, n: number) => Promise<void>,
): Promise<LoopOutcome> {
  const samples: Sample[] = [];
  let next = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const worker = async (w: number) => {
    while (performance.now() < deadline) {
      const n = next++;
      const t0 = performance.now();
      try {
        await op(w, n);
        samples.push({ n, ms: performance.now() - t0 });
      } catch (err) {
        samples.push({ n, ms: performance.now() - t0, error: (err as Error).message });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  return { seconds: (performance.now() - start) / 1000, samples };
}
