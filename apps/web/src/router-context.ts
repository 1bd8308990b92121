import type { ApiClient } from '@back-office/api-client';
import type { AuthContextValue } from '@back-office/hooks/auth';
import type { QueryClientLoader } from './lib/query-client-loader.ts';

/**
 * What every route's `beforeLoad` and `loader` receive (typed through `Register`). The routes
 * of the signed-in area also get `queryClient`, which their layout (`/_app`) loads. Its own
 * module: the root route needs it, and the router imports the route tree.
 */
export interface RouterContext {
  readonly auth: AuthContextValue;
  readonly queryClients: QueryClientLoader;
  readonly api: ApiClient;
}
