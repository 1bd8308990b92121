const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// The web's day format (apps/web/src/lib/format.ts, decision 003): en-ZA, two-digit day, short
// month, the year; the day is never shifted by a time zone.
const dayFormat = new Intl.DateTimeFormat('en-ZA', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A calendar day (`2026-11-20`) as documents print it, as the screens show it: `20 Nov 2026`.
 * A value that is not a day is printed as it is.
 */
export function formatDay(value: string): string {
  const day = DAY.exec(value);
  if (!day) return value;
  return dayFormat.format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))));
}
