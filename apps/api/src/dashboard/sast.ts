/** South African Standard Time is UTC+2 all year (no daylight saving). */
export const SAST_OFFSET_HOURS = 2;

/** SQL: the SAST calendar day of a `timestamptz` column. */
export const sastDay = (column: string) =>
  `((${column} AT TIME ZONE 'UTC') + interval '${SAST_OFFSET_HOURS} hours')::date`;

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The Monday and Sunday (SAST calendar days, `YYYY-MM-DD`) of the week that holds `now`.
 *
 * @example sastWeek(new Date('2026-11-22T23:30:00Z')) // { start: '2026-11-23', end: '2026-11-29' }
 */
export function sastWeek(now: Date): { start: string; end: string } {
  const local = new Date(now.getTime() + SAST_OFFSET_HOURS * 3600_000);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday),
  );
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { start: day(monday), end: day(sunday) };
}
