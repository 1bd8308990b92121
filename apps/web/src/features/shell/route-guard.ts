import type { User } from '@back-office/api-client';
import { checkRouteAccess } from '@back-office/permissions';
import { redirect } from '@tanstack/react-router';
import { ForbiddenError } from './forbidden-error.ts';

/** What the guard needs to know about the session. */
export interface GuardAuth {
  readonly user: User | null;
}

interface GuardLocation {
  readonly pathname: string;
  readonly href: string;
}

/**
 * The one route guard of the signed-in area. Unauthenticated: redirect to `/login`,
 * remembering where the user wanted to go. Signed in without the route's role or permission
 * (from `@back-office/permissions`; no route states its own): throw `ForbiddenError`, which the
 * layout renders as Access Denied in place.
 */
export function guardRoute(auth: GuardAuth, location: GuardLocation): void {
  requireSession(auth, location);
  const access = checkRouteAccess(auth.user, location.pathname);
  if (access.allowed) return;
  throw new ForbiddenError(access);
}

/** No session: redirect to `/login`, remembering where the user wanted to go. */
export function requireSession(auth: GuardAuth, location: GuardLocation): void {
  if (auth.user) return;
  throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
}
