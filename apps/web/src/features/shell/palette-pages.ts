import {
  checkRequirement,
  isNavItemVisible,
  NAVIGATION,
  type NavItem,
  type PermissionUser,
} from '@back-office/permissions';
import { PAGE_REQUIREMENTS, type PagePath } from './page-requirements.ts';

/** One "go to" entry of the command palette. */
export interface PalettePage {
  readonly path: PagePath;
  readonly label: string;
  /** The sidebar group it sits in, when it is a sidebar item. */
  readonly group: string | null;
}

const NAV_ITEMS = new Map<string, { item: NavItem; group: string }>(
  NAVIGATION.flatMap((group) =>
    group.items.map((item) => [item.to, { item, group: group.label }] as const),
  ),
);

/** `'/distributor-templates/upload'` → `'Distributor templates › Upload'`. */
function labelOfPath(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const words = segment.replace(/-/g, ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    })
    .join(' › ');
}

/**
 * Every page the user may open that needs no id, from the route requirements table (the same
 * one the route guard reads), labelled as the sidebar names it. Pages that need an id (a
 * record's detail), the public sign-in pages, the root (the dashboard's alias) and the
 * not-found page are not destinations.
 */
export function palettePages(user: PermissionUser): PalettePage[] {
  const pages: PalettePage[] = [];
  for (const [path, requirement] of Object.entries(PAGE_REQUIREMENTS)) {
    if (path === '/' || path.includes('$')) continue;
    if ('auth' in requirement && requirement.auth === 'public') continue;
    if (!checkRequirement(user, requirement).allowed) continue;
    const nav = NAV_ITEMS.get(path);
    if (nav && !isNavItemVisible(user, nav.item)) continue;
    pages.push({
      path: path as PagePath,
      label: nav?.item.label ?? labelOfPath(path),
      group: nav?.group ?? null,
    });
  }
  return pages;
}
