import { type UserRef, userRefOf } from '../users/user-ref.ts';

/** The user columns a query selects (users joined as `u`) to build a `UserRef`. */
export const USER_REF_SQL =
  'u.id AS ref_user_id, u.first_name AS ref_user_first, u.last_name AS ref_user_last, u.email AS ref_user_email';

/** The row fields {@link USER_REF_SQL} adds. */
export interface UserRefFields {
  ref_user_id: number | null;
  ref_user_first: string | null;
  ref_user_last: string | null;
  ref_user_email: string | null;
}

/** The contract's `UserRef` of the joined user (throws when the row has none: a bug). */
export function toUserRef(row: UserRefFields): UserRef {
  return userRefOf(row.ref_user_id, row.ref_user_first, row.ref_user_last, row.ref_user_email);
}

/** An ISO 8601 date-time of a timestamp column. */
export const iso = (d: Date | string): string => new Date(d).toISOString();

/** An ISO 8601 date-time of a nullable timestamp column. */
export const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

const SAST_MOMENT = new Intl.DateTimeFormat('en-ZA', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Africa/Johannesburg',
});

/** A moment as people read it in documents, South African time: `23 Nov 2026, 22:10`. */
export function johannesburgMoment(moment: Date | string): string {
  return SAST_MOMENT.format(new Date(moment));
}

/** Today's calendar day (`YYYY-MM-DD`) in Africa/Johannesburg (UTC+2, no daylight saving). */
export function johannesburgDay(now: Date): string {
  return new Date(now.getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
