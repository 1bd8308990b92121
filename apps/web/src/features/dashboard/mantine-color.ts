/** A Mantine colour name such as `blue.7` (or a CSS colour) as a CSS value. */
export function cssColor(color: string): string {
  const match = /^([a-z]+)\.(\d)$/.exec(color);
  return match ? `var(--mantine-color-${match[1]}-${match[2]})` : color;
}
