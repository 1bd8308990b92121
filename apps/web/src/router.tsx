import type { ApiClient } from '@back-office/api-client';
import type { AuthContextValue } from '@back-office/hooks';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LazyNotFound, LazyRouteError } from './features/shell/lazy-boundaries.ts';
import { followHistoryTraversals } from './lib/history-traversal.ts';
import type { QueryClientLoader } from './lib/query-client-loader.ts';
import { routeTree } from './routeTree.gen.ts';

export interface CreateAppRouterOptions {
  readonly queryClients: QueryClientLoader;
  readonly api: ApiClient;
  /** Browser history by default; tests pass `createMemoryHistory`. */
  readonly history?: RouterHistory;
}

/**
 * The router of the app. `auth` is provided by `<RouterProvider context>` once the session is
 * known (the app renders "Checking authentication..." until then).
 */
export function createAppRouter({ queryClients, api, history }: CreateAppRouterOptions) {
  const router = createRouter({
    routeTree,
    history,
    context: {
      queryClients,
      api,
      // Replaced by RouterProvider before the first navigation runs a guard.
      auth: undefined as unknown as AuthContextValue,
    },
    defaultPreload: 'intent',
    // Loaders warm React Query's cache; React Query decides freshness.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: LazyRouteError,
    defaultNotFoundComponent: LazyNotFound,
    scrollRestoration: true,
  });
  followHistoryTraversals(router.history);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
