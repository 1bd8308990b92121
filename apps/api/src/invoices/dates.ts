/** The calendar day (`YYYY-MM-DD`, UTC) of a moment. */
export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

/** A calendar day `n` days after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return dayOf(d);
}
