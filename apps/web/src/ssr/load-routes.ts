import type { ApiClient } from '@back-office/api-client';
import type { AuthUser } from '@back-office/hooks/auth';
import type { QueryClientLoader } from '../lib/query-client-loader.ts';
import { holdingData } from '../lib/signed-in-on-screen.ts';
import type { AppRouter } from '../router.tsx';
import { authForLoad } from './auth-for-load.ts';

/**
 * Loads the router's matches for a first render drawn for `user` (`null`: signed out), as the
 * server did before drawing it: guards, loaders (awaiting their data, as after a page of the
 * app) and route chunks. Resolves to whether the page asked is the page loaded: a guard's
 * redirect (to /login, or away from it) moves the location in a browser and leaves the matches
 * as they were (none) on a server, and an error or a not-found fails a match.
 */
export async function loadRoutes(
  router: AppRouter,
  queryClients: QueryClientLoader,
  api: ApiClient,
  user: AuthUser | null,
): Promise<boolean> {
  router.update({
    ...router.options,
    context: { ...router.options.context, auth: authForLoad(user), queryClients, api },
  });
  const asked = router.state.location.href;
  await holdingData(() => router.load());
  const { location, matches } = router.state;
  return (
    location.href === asked &&
    matches.length > 0 &&
    matches.every((match) => match.status === 'success')
  );
}
