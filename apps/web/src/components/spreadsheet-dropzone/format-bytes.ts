/**
 * A file size as short text in the en-ZA locale (1 024-based units).
 *
 * @example
 * formatBytes(48213); // '47,1 KB'
 */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 1 }).format(value);
  return `${text} ${units[unit]}`;
}
