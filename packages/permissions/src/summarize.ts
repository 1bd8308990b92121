import type { PermissionUser } from './user.ts';

/** How many granted permissions the user card lists before '+N more' (§9). */
export const SUMMARY_LIMIT = 6;

/** What the user card shows. */
export interface PermissionSummary {
  /** At most six granted permissions, as `resource:action`, in the server's order. */
  readonly shown: readonly string[];
  /** How many further granted permissions there are. */
  readonly more: number;
  /** `'+N more'`, or null when nothing is left over. */
  readonly moreLabel: string | null;
}

/**
 * The first six granted permissions and the count of the rest. Denied entries and duplicates
 * are skipped.
 *
 * @example
 * summarizePermissions(userWithRoles(['readonly']));
 * // { shown: ['dashboard:read', 'uploads:read', ...], more: 4, moreLabel: '+4 more' }
 */
export function summarizePermissions(
  user: Pick<PermissionUser, 'permissions'> | null | undefined,
): PermissionSummary {
  const granted = [
    ...new Set(
      (user?.permissions ?? [])
        .filter((entry) => entry.granted)
        .map((entry) => `${entry.resource}:${entry.action}`),
    ),
  ];
  const more = Math.max(0, granted.length - SUMMARY_LIMIT);
  return {
    shown: granted.slice(0, SUMMARY_LIMIT),
    more,
    moreLabel: more > 0 ? `+${more} more` : null,
  };
}
