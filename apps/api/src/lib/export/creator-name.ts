import type { UserRefColumns } from '../../users/user-ref.ts';

/** Who made a record, for an export: the name, else the email, else empty (user deleted). */
export function creatorName(row: UserRefColumns): string {
  const name = `${row.user_ref_first ?? ''} ${row.user_ref_last ?? ''}`.trim();
  return name || (row.user_ref_email ?? '');
}
