import type { AnyRouter } from '@tanstack/react-router';
import { loadPageSkeletons } from '../../components/page-skeletons/pending.tsx';
import type { QueryClientLoader } from '../../lib/query-client-loader.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';

/**
 * Fetches, while the sign-in page is idle, the code the first signed-in page will need: React
 * Query, the pages' skeletons and the route chunks of the page the user will land on (the
 * signed-in layout and the page). Sign-in then shows that page's skeleton as soon as the session is
 * known, rather than keeping the card's spinner while the code comes (decision 053). Nothing
 * runs: only code is fetched, and a failure is left to the navigation to report.
 */
export function preloadSignedInArea(
  router: AnyRouter,
  queryClients: QueryClientLoader,
  redirect: string | undefined,
): void {
  queryClients.load().catch(() => undefined);
  loadPageSkeletons().catch(() => undefined);
  const pathname = new URL(safeRedirect(redirect), 'http://app.invalid').pathname;
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}
