/** Monday-to-Sunday weeks as ISO calendar days, computed in UTC so no time zone shifts a day. */

export interface Week {
  /** Monday, `2026-11-16`. */
  readonly start: string;
  /** Sunday, `2026-11-22`. */
  readonly end: string;
}

const DAY_MS = 86_400_000;

function parseDay(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

function toDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const ms = parseDay(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return toDay(ms - weekday * DAY_MS);
}

/**
 * Every week that overlaps the period from `start` to `end` (inclusive), oldest first.
 *
 * @example
 * weeksOfPeriod('2026-11-01', '2026-11-30')[0]; // { start: '2026-10-26', end: '2026-11-01' }
 */
export function weeksOfPeriod(start: string, end: string): Week[] {
  const weeks: Week[] = [];
  const last = parseDay(end);
  for (let ms = parseDay(mondayOf(start)); ms <= last; ms += 7 * DAY_MS) {
    weeks.push({ start: toDay(ms), end: toDay(ms + 6 * DAY_MS) });
  }
  return weeks;
}

/** Today as a calendar day in South Africa (the business's day, whatever the browser's zone). */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(now);
}

/** The week to offer first: the one holding `today` if the period has it, else the last one. */
export function defaultWeek(weeks: readonly Week[], today: string): Week | undefined {
  return weeks.find((week) => week.start <= today && today <= week.end) ?? weeks.at(-1);
}
