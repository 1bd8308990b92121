import type { NavGroup } from '@back-office/permissions';

/**
 * The id of the sidebar item the current path belongs to: the item whose route is the longest
 * prefix of the path (`/users/audit` is Audit Logs, not Users; `/consultants/7` is
 * Consultants). `/` counts as the dashboard.
 */
export function activeItemId(groups: readonly NavGroup[], pathname: string): string | null {
  const path = pathname === '/' ? '/dashboard' : pathname.replace(/\/+$/, '');
  let best: { id: string; length: number } | null = null;
  for (const group of groups) {
    for (const item of group.items) {
      const matches = path === item.to || path.startsWith(`${item.to}/`);
      if (matches && (!best || item.to.length > best.length)) {
        best = { id: item.id, length: item.to.length };
      }
    }
  }
  return best?.id ?? null;
}
