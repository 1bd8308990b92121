import type { AuthContextValue } from '@back-office/hooks/auth';
import { checkRouteAccess } from '@back-office/permissions';
import { useEffect, useRef } from 'react';
import { consumeExplicitLogout } from '../../lib/logout-intent.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import type { AppRouter } from '../../router.tsx';

function isPublicPath(pathname: string): boolean {
  return checkRouteAccess(null, pathname).allowed;
}

/**
 * Keeps the router in step with the session. Runs after the render that handed the new auth
 * state to `<RouterProvider context>`, so guards always read the current user:
 * - signed in on `/login`: go to the remembered origin (same-site paths only);
 * - signed out (logout, expiry, another tab) on a guarded page: go to `/login`, remembering
 *   the page unless the user chose to log out;
 * - otherwise re-run the guards (e.g. roles changed).
 * A user known at the first render (a server-rendered page, decision 034) is where it starts:
 * the guards and loaders already ran for them, and re-running them redrew the whole page
 * synchronously right after hydration (the phone's longest task).
 */
export function useAuthTransitions(
  router: Pick<AppRouter, 'state' | 'navigate' | 'invalidate'>,
  auth: Pick<AuthContextValue, 'isLoading' | 'user'>,
): void {
  const previous = useRef<AuthContextValue['user']>(auth.isLoading ? null : auth.user);
  useEffect(() => {
    const before = previous.current;
    previous.current = auth.user;
    if (auth.isLoading || before === auth.user) return;
    const { location } = router.state;
    if (auth.user && !before && location.pathname === '/login') {
      const { redirect } = location.search as { redirect?: unknown };
      void router.navigate({
        href: safeRedirect(typeof redirect === 'string' ? redirect : undefined),
        replace: true,
      });
      return;
    }
    if (!auth.user && before) {
      const explicit = consumeExplicitLogout();
      if (!isPublicPath(location.pathname)) {
        void router.navigate({
          to: '/login',
          search: explicit ? {} : { redirect: location.href },
          replace: true,
        });
        return;
      }
    }
    void router.invalidate();
  }, [router, auth.user, auth.isLoading]);
}
