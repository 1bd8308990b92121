import type { ApiClient } from '@back-office/api-client';
import type { AuthContextValue } from '@back-office/hooks/auth';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { LazyNotFound, LazyRouteError } from './features/shell/lazy-boundaries.ts';
import { followHistoryTraversals } from './lib/history-traversal.ts';
import type { QueryClientLoader } from './lib/query-client-loader.ts';
import { manageScrollRestoration, scrollRestorationDue } from './lib/scroll-restoration.ts';
import { setSignedInPageOnScreen, showsSignedInPage } from './lib/signed-in-on-screen.ts';
import { routeTree } from './routeTree.gen.ts';

/** How long a navigation keeps what is on screen before its route's pending component. */
export interface PendingTiming {
  readonly defaultPendingMs: number;
  readonly defaultPendingMinMs: number;
}

/** Nothing of the signed-in area is on screen (a full load, sign-in): the skeleton at once. */
const AT_ONCE: PendingTiming = { defaultPendingMs: 0, defaultPendingMinMs: 0 };
/**
 * Another page of the app: the current page stays 300 ms (a page whose answers are cached, or
 * come quickly, replaces it with no skeleton between), then the skeleton, kept at least 200 ms
 * so it does not flash (decision 053).
 */
const ANOTHER_PAGE: PendingTiming = { defaultPendingMs: 300, defaultPendingMinMs: 200 };
/** The same page with other search or params: it stays, showing its own fetching state. */
const SAME_PAGE: PendingTiming = {
  defaultPendingMs: Number.POSITIVE_INFINITY,
  defaultPendingMinMs: 0,
};

/**
 * The pending timing of a navigation from the matches on screen to the route `to` (its leaf's
 * id): a list's search, sort or page never swaps the list for its skeleton.
 */
export function pendingTiming(
  shown: readonly { readonly routeId: string; readonly status: string }[],
  to: string | undefined,
): PendingTiming {
  if (!showsSignedInPage(shown)) return AT_ONCE;
  return shown.at(-1)?.routeId === to ? SAME_PAGE : ANOTHER_PAGE;
}

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
    scrollRestoration: scrollRestorationDue,
  });
  followHistoryTraversals(router.history);
  manageScrollRestoration(router);
  // Read by the router when a route becomes pending, so set before each navigation loads.
  router.subscribe('onBeforeLoad', ({ toLocation }) => {
    const to = router.getMatchedRoutes(toLocation.pathname)[2]?.id;
    Object.assign(router.options, pendingTiming(router.state.matches, to));
    setSignedInPageOnScreen(showsSignedInPage(router.state.matches));
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
