/** The contract's `UserRef`: who created or recorded something. */
export interface UserRef {
  id: number;
  name: string;
  email: string;
}

/**
 * The `UserRef` of a joined `users` row: the full name, or the e-mail address when the user has
 * no name. The `created_by`-style columns are `NOT NULL REFERENCES users` and users are never
 * deleted (only deactivated), so a missing user is a bug: it throws instead of inventing one.
 */
export function userRefOf(
  id: number | null,
  first: string | null,
  last: string | null,
  email: string | null,
): UserRef {
  if (id === null || email === null) {
    throw new Error('UserRef of a missing user: created_by columns must reference a user');
  }
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return { id, name: name || email, email };
}

/** The user columns a query selects (users joined as `u`) to build a `UserRef`. */
export const USER_REF_COLUMNS =
  'u.id AS user_ref_id, u.first_name AS user_ref_first, u.last_name AS user_ref_last, u.email AS user_ref_email';

/** The row fields {@link USER_REF_COLUMNS} adds. */
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
