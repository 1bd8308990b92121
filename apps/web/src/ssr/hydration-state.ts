import type { ApiClient } from '@back-office/api-client';
import type { AuthUser } from '@back-office/hooks/auth';
import { periodQueries } from '@back-office/hooks/periods';
import { browserStorage } from '@back-office/hooks/storage';
import type { QueryClientLoader } from '../lib/query-client-loader.ts';
import { holdingData } from '../lib/signed-in-on-screen.ts';
import type { AppRouter } from '../router.tsx';
import { authForLoad } from './auth-for-load.ts';
import type { PageQueries } from './page-queries.ts';
import type { View } from './view.ts';

/**
 * What a server-rendered page tells the browser: the view and the user it was drawn for, and
 * the queries it was drawn from (its loaders' answers, decision 072).
 */
export interface HydrationState {
  readonly view: View;
  readonly user: AuthUser;
  readonly queries: PageQueries;
}

/**
 * Loads what the page's first render draws, as the server did before rendering it: the query
 * client, the periods, then the router's matches (guards, loaders, route chunks) for the signed-in `user`.
 * Resolves to whether every match loaded; the server renders only then.
 */
export async function loadFirstRender(
  router: AppRouter,
  queryClients: QueryClientLoader,
  api: ApiClient,
  user: AuthUser,
): Promise<boolean> {
  const queryClient = await queryClients.load();
  // The shell's period selector draws from these two; without them its first render is a loader.
  await Promise.all([
    queryClient.ensureQueryData(periodQueries.cachedList(api, browserStorage(), Date.now)),
    queryClient.ensureQueryData(periodQueries.active(api)),
  ]);
  router.update({
    ...router.options,
    context: { ...router.options.context, auth: authForLoad(user), queryClients, api },
  });
  const asked = router.state.location.href;
  // Loaders await their data here as after a page of the app (the server drew them so).
  await holdingData(() => router.load());
  // A guard's redirect (to /login) moves the location; an error or a not-found fails a match.
  return (
    router.state.location.href === asked &&
    router.state.matches.every((match) => match.status === 'success')
  );
}
