/** Prints rows as a Markdown table (pasteable into docs/performance.md). */
export function printTable(headers: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
}

/** The value of `--name value` or `--name=value` on the command line, if given. */
export function option(name: string, argv: readonly string[] = process.argv.slice(2)) {
  const flag = `--${name}`;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === flag) return argv[i + 1];
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  return undefined;
}

/** Whether `--name` is on the command line. */
export const hasFlag = (name: string, argv: readonly string[] = process.argv.slice(2)) =>
  argv.includes(`--${name}`);

/** A numeric option with a default. */
export function numberOption(name: string, fallback: number): number {
  const value = Number(option(name));
  return Number.isFinite(value) && option(name) !== undefined ? value : fallback;
}
