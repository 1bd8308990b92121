import type { ApiClient } from '@repo/api-client';
import type { AuthContextValue } from '@repo/hooks';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LazyNotFound, LazyRouteError } from './features/shell/lazy-boundaries.ts';
import { routeTree } from './routeTree.gen.ts';

/** What every route's `beforeLoad` and `loader` receive (typed through `Register`). */
export interface RouterContext {
  readonly auth: AuthContextValue;
  readonly queryClient: QueryClient;
  readonly api: ApiClient;
}

export interface CreateAppRouterOptions {
  readonly queryClient: QueryClient;
  readonly api: ApiClient;
  /** Browser history by default; tests pass `createMemoryHistory`. */
  readonly history?: RouterHistory;
}

/**
 * The router of the app. `auth` is provided by `<RouterProvider context>` once the session is
 * known (the app renders "Checking authentication..." until then).
 */
export function createAppRouter({ queryClient, api, history }: CreateAppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    context: {
      queryClient,
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
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
