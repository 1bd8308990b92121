import type { User } from '@back-office/api-client';
import { roleLabel } from '@back-office/permissions';

/** The badge text of a user: the primary role's label (§6), or Superuser / No role. */
export function roleBadgeLabel(user: Pick<User, 'role' | 'roles' | 'is_superuser'>): string {
  const role = user.role ?? user.roles[0];
  if (role) return roleLabel(role);
  return user.is_superuser ? 'Superuser' : 'No role';
}

/** The user's display name: full name, else first and last name, else the email. */
export function displayName(
  user: Pick<User, 'full_name' | 'first_name' | 'last_name' | 'email'>,
): string {
  const name = user.full_name?.trim() || `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}
