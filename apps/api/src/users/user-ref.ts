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
