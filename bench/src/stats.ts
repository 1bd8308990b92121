/** Summary of a sample of durations (milliseconds). */
export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** The value at quantile `q` (0..1) of an ascending-sorted sample (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** p50, p95, p99, max and mean of a sample. */
export function summarise(sample: readonly number[]): Summary {
  const sorted = [...sample].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    n: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
  };
}

/** Milliseconds since `start` (a `performance.now()` value). */
export const since = (start: number) => performance.now() - start;

/** A number with `digits` decimals. */
export const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** Mebibytes of a byte count. */
export const mib = (bytes: number) => bytes / 1024 / 1024;
