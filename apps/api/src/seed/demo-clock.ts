import { addDays, mondayOf, SAST_OFFSET_HOURS, southAfricanDay } from '@back-office/domain';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * The latest time of day (SAST) a demo event is planned at. On the seeding day, before this
 * hour, the day's events are drawn closer to midnight so that none lies after the seeding moment.
 */
const LAST_PLANNED_HOUR = 18;

/**
 * The demo's calendar, relative to the moment of seeding (decision 036): every seeded moment is
 * "so many South African days ago, at such a time of day", and none lies after `now`.
 *
 * On the seeding day itself, events planned for later than the clock says are drawn back between
 * midnight (SAST) and `now`, in the same order, so the story holds at 00:30 as well as at 17:00.
 */
export interface DemoClock {
  /** The moment of seeding. */
  readonly now: Date;
  /** The South African calendar day at `now` (`YYYY-MM-DD`). */
  readonly today: string;
  /** The Monday of the South African week holding `today`. */
  readonly thisMonday: string;
  /** Days from this week's Monday to today: 0 on a Monday, 6 on a Sunday. */
  readonly daysSinceMonday: number;
  /** The calendar day `days` days before today. */
  day(daysAgo: number): string;
  /**
   * The moment `daysAgo` South African days before today at `hour`:`minute` SAST (minutes past
   * 59 roll on), never after `now`.
   */
  at(daysAgo: number, hour: number, minute?: number): Date;
  /** How many South African days before today `moment` fell (0 for today). */
  daysAgoOf(moment: Date): number;
  /** `minutes` after `moment`, but not after `now`. */
  after(moment: Date, minutes: number): Date;
}

/** Midnight SAST at the start of a calendar day, as a UTC instant. */
const sastMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - SAST_OFFSET_HOURS * HOUR_MS;

export function demoClock(now: Date): DemoClock {
  const today = southAfricanDay(now);
  const thisMonday = mondayOf(today);
  const midnight = sastMidnight(today);
  const elapsed = now.getTime() - midnight;
  const planned = LAST_PLANNED_HOUR * HOUR_MS;
  return {
    now,
    today,
    thisMonday,
    daysSinceMonday: Math.round((Date.parse(today) - Date.parse(thisMonday)) / DAY_MS),
    day: (daysAgo) => addDays(today, -daysAgo),
    at(daysAgo, hour, minute = 0) {
      const offset = hour * HOUR_MS + minute * MINUTE_MS;
      const natural = sastMidnight(addDays(today, -daysAgo)) + offset;
      if (natural < midnight) return new Date(natural);
      // Today: before the last planned hour, squeeze the day's plan into the time gone by.
      const drawn = elapsed >= planned ? natural : midnight + (offset * elapsed) / planned;
      return new Date(Math.min(Math.floor(drawn), now.getTime()));
    },
    daysAgoOf: (moment) =>
      Math.round((Date.parse(today) - Date.parse(southAfricanDay(moment))) / DAY_MS),
    after: (moment, minutes) =>
      new Date(Math.min(moment.getTime() + minutes * MINUTE_MS, now.getTime())),
  };
}
