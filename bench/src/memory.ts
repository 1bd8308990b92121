/** Samples the process's resident set size while work runs; reports the peak over a baseline. */
export class RssSampler {
  private peak = 0;
  private readonly timer: NodeJS.Timeout;
  readonly baseline: number;

  constructor(everyMs = 20) {
    this.baseline = process.memoryUsage.rss();
    this.peak = this.baseline;
    this.timer = setInterval(() => this.sample(), everyMs);
  }

  /** Takes one sample now (also call it at the end: a blocked event loop skips timers). */
  sample(): void {
    this.peak = Math.max(this.peak, process.memoryUsage.rss());
  }

  /** Stops sampling; returns the peak and the peak minus the baseline, in bytes. */
  stop(): { peak: number; delta: number } {
    this.sample();
    clearInterval(this.timer);
    return { peak: this.peak, delta: this.peak - this.baseline };
  }
}
