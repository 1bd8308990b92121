import { type Requirement, ROUTE_REQUIREMENTS, type RoutePath } from '@back-office/permissions';
import type { RegisteredRouter } from '@tanstack/react-router';

/**
 * A page of the generated route tree, as links name it (`'/consultants/$id'`). Read through the
 * registered router, not by importing `routeTree.gen.ts`, which imports the guard (a cycle).
 */
export type PagePath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

/** What a page gets when it has no declared requirement: nobody may open it (fail closed). */
const UNDECLARED: Requirement = { auth: 'none' };

/**
 * What each page of the route tree needs: `@back-office/permissions`' table of record, plus the
 * not-found page. The type is the check: a route file without a requirement in that table does
 * not compile (a missing property), nor does a requirement whose page is gone (the second
 * member asks such a key to be `never`).
 */
export const PAGE_REQUIREMENTS: Readonly<Record<PagePath, Requirement>> &
  Readonly<Record<Exclude<RoutePath, PagePath>, never>> = {
  ...ROUTE_REQUIREMENTS,
  // Any other path inside the shell: the not-found page, for every signed-in user.
  '/$': { auth: 'login' },
};

/** The requirement of a page, given as a route's `fullPath` (`'/users/$userId/'`). */
export function pageRequirement(fullPath: string): Requirement {
  const page = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath;
  return Object.hasOwn(PAGE_REQUIREMENTS, page) ? PAGE_REQUIREMENTS[page as PagePath] : UNDECLARED;
}
