import type { ApiClient } from '@back-office/api-client';
import type { AuthUser } from '@back-office/hooks/auth';
import { periodQueries } from '@back-office/hooks/periods';
import { browserStorage } from '@back-office/hooks/storage';
import type { QueryClientLoader } from '../lib/query-client-loader.ts';
import type { AppRouter } from '../router.tsx';
import { loadRoutes } from './load-routes.ts';
import type { PageQueries } from './page-queries.ts';
import type { View } from './view.ts';

/**
 * What a server-rendered page tells the browser: the view and the user it was drawn for (`null`:
 * signed out, the sign-in page; decision 077), and the queries it was drawn from (its loaders'
 * answers, decision 072; none for a signed-out page).
 */
export interface HydrationState {
  readonly view: View;
  readonly user: AuthUser | null;
  readonly queries: PageQueries;
}

/**
 * Loads what the page's first render draws, as the server did before rendering it: the query
 * client, the periods, then the router's matches (guards, loaders, route chunks) for the
 * signed-in `user`. Resolves to whether every match loaded; the server renders only then.
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
  return loadRoutes(router, queryClients, api, user);
}
