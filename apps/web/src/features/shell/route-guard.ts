import type { User } from '@back-office/api-client';
import { checkRequirement } from '@back-office/permissions';
import { redirect } from '@tanstack/react-router';
import { ForbiddenError } from './forbidden-error.ts';
import { pageRequirement } from './page-requirements.ts';

/** What the guard needs to know about the session. */
export interface GuardAuth {
  readonly user: User | null;
}

interface GuardLocation {
  readonly pathname: string;
  readonly href: string;
}

/** The page the router matched: the last of its matches, by the route's `fullPath`. */
interface GuardMatch {
  readonly fullPath: string;
}

/**
 * The one route guard of the signed-in area. Unauthenticated: redirect to `/login`,
 * remembering where the user wanted to go. Signed in without the matched page's role or
 * permission (`PAGE_REQUIREMENTS`; no route states its own, and a page without one is denied):
 * throw `ForbiddenError`, which the layout renders as Access Denied in place.
 */
export function guardRoute(
  auth: GuardAuth,
  location: GuardLocation,
  matches: readonly GuardMatch[],
): void {
  requireSession(auth, location);
  const page = matches.at(-1)?.fullPath ?? location.pathname;
  const access = checkRequirement(auth.user, pageRequirement(page));
  if (access.allowed) return;
  throw new ForbiddenError(access);
}

/** No session: redirect to `/login`, remembering where the user wanted to go. */
export function requireSession(auth: GuardAuth, location: GuardLocation): void {
  if (auth.user) return;
  throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
}
