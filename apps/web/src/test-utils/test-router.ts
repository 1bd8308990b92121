import { createAppApiClient, createQueryClient, createSessionSignal } from '@back-office/hooks';
import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryClientLoader } from '../lib/query-client-loader.ts';
import { createAppRouter } from '../router.tsx';

/** The app's router with a memory history and an API client that is never called: for tests
 * that read the route tree or build locations, not for rendering pages. */
export function createTestRouter() {
  return createAppRouter({
    queryClients: createQueryClientLoader(() => Promise.resolve(createQueryClient())),
    api: createAppApiClient({
      baseUrl: 'http://127.0.0.1',
      notify: () => undefined,
      session: createSessionSignal(),
      storage: null,
    }),
    history: createMemoryHistory(),
  });
}
