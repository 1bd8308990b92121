/** South African Standard Time is UTC+02:00 all year (no daylight saving). */
export const SAST_OFFSET_HOURS = 2;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A Monday-to-Sunday week as calendar days (`YYYY-MM-DD`). */
export interface Week {
  /** Monday, `2026-11-16`. */
  readonly start: string;
  /** Sunday, `2026-11-22`. */
  readonly end: string;
}

const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Midnight UTC of a calendar day: day arithmetic in UTC, so no time zone shifts a day. */
const parseDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The calendar day (`YYYY-MM-DD`) in South Africa at `now` (the business's day, any zone). */
export function southAfricanDay(now: Date): string {
  return toDay(now.getTime() + SAST_OFFSET_HOURS * HOUR_MS);
}

/** PostgreSQL: the South African calendar day of a `timestamptz` column or expression. */
export const southAfricanDaySql = (column: string): string =>
  `((${column} AT TIME ZONE 'UTC') + interval '${SAST_OFFSET_HOURS} hours')::date`;

/**
 * PostgreSQL: the moment (`timestamptz`) a South African calendar day begins, for a `date`
 * expression. A range on a column with it (`col >= start(day) AND col < start(day + 1)`) can use
 * the column's index, where {@link southAfricanDaySql} of the column cannot.
 *
 * @example southAfricanDayStartSql('$1::date + 1') // the midnight SAST ending the day $1
 */
export const southAfricanDayStartSql = (day: string): string =>
  `((${day} - interval '${SAST_OFFSET_HOURS} hours') AT TIME ZONE 'UTC')`;

/** The year (`2026`) in South Africa at `now`. */
export function southAfricanYear(now: Date): string {
  return southAfricanDay(now).slice(0, 4);
}

/** The calendar day `n` days after `day` (`n` may be negative). */
export function addDays(day: string, n: number): string {
  return toDay(parseDay(day) + n * DAY_MS);
}

/** The Monday of the week holding the calendar day `day`. */
export function mondayOf(day: string): string {
  const ms = parseDay(day);
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return toDay(ms - sinceMonday * DAY_MS);
}

/** The week holding the calendar day `day`. */
export function weekOf(day: string): Week {
  const monday = mondayOf(day);
  return { start: monday, end: toDay(parseDay(monday) + 6 * DAY_MS) };
}

/**
 * The South African week (Monday to Sunday) holding `now`.
 *
 * @example southAfricanWeek(new Date('2026-11-22T23:30:00Z')) // { start: '2026-11-23', … }
 */
export function southAfricanWeek(now: Date): Week {
  return weekOf(southAfricanDay(now));
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

/** The week to offer first: the one holding `today` if the period has it, else the last one. */
export function defaultWeek(weeks: readonly Week[], today: string): Week | undefined {
  return weeks.find((week) => week.start <= today && today <= week.end) ?? weeks.at(-1);
}
