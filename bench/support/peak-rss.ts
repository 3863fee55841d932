// Peak resident memory of this process, for benchmarks: the kernel's high-water mark
// (getrusage maxrss, which also catches spikes between samples) and the largest RSS seen by
// sampling, with the heap share at that moment (what the V8 heap held, the rest being native:
// chDB, buffers, code).
export interface PeakRss {
  /** getrusage(2) ru_maxrss: the process's highest RSS so far, bytes. */
  maxRssBytes: number;
  /** Largest RSS among the samples, bytes. */
  sampledPeakBytes: number;
  /** V8 heap total at the sampled peak, bytes. */
  heapAtPeakBytes: number;
}

export class PeakRssSampler {
  private peak = 0;
  private heapAtPeak = 0;
  private timer: NodeJS.Timeout | undefined;

  /** Samples every `intervalMs` until stop(). */
  constructor(private readonly intervalMs = 100) {}

  start(): this {
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
    return this;
  }

  stop(): PeakRss {
    clearInterval(this.timer);
    this.sample();
    return this.read();
  }

  read(): PeakRss {
    return {
      maxRssBytes: process.resourceUsage().maxRSS * 1024,
      sampledPeakBytes: this.peak,
      heapAtPeakBytes: this.heapAtPeak,
    };
  }

  private sample(): void {
    const rss = process.memoryUsage.rss();
    if (rss > this.peak) {
      this.peak = rss;
      this.heapAtPeak = process.memoryUsage().heapTotal;
    }
  }
}

/** Peak RSS (VmHWM) of another process from /proc, bytes; undefined where /proc is not readable. */
export async function processPeakRss(pid: number): Promise<number | undefined> {
  try {
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}
