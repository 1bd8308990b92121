import { type UserRef, userRefOf } from '../users/user-ref.ts';

/** The user columns a query selects (joined as `u`) to build a `UserRef`. */
export const USER_REF_COLUMNS =
  'u.id AS user_ref_id, u.first_name AS user_ref_first, u.last_name AS user_ref_last, u.email AS user_ref_email';

/** The row fields `USER_REF_COLUMNS` adds. */
export interface UserRefColumns {
  user_ref_id: number | null;
  user_ref_first: string | null;
  user_ref_last: string | null;
  user_ref_email: string | null;
}

/** The contract's `UserRef` of the joined user (throws when the row has none: a bug). */
export function toUserRef(row: UserRefColumns): UserRef {
  return userRefOf(row.user_ref_id, row.user_ref_first, row.user_ref_last, row.user_ref_email);
}

/** An ISO date-time string of a timestamp column, or null. */
export const isoOrNull = (d: Date | string | null) =>
  d === null ? null : new Date(d).toISOString();

/** An ISO date-time string of a timestamp column. */
export const iso = (d: Date | string) => new Date(d).toISOString();
