import { createAppApiClient, createQueryClient, createSessionSignal } from '@back-office/hooks';
import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClientLoader } from '../../lib/query-client-loader.ts';
import { createAppRouter } from '../../router.tsx';
import { preloadSignedInArea } from './preload-signed-in-area.ts';

function setUp() {
  const queryClients = createQueryClientLoader(() => Promise.resolve(createQueryClient()));
  const router = createAppRouter({
    queryClients,
    api: createAppApiClient({
      baseUrl: 'http://127.0.0.1',
      notify: () => undefined,
      session: createSessionSignal(),
      storage: null,
    }),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  const chunks = vi.spyOn(router, 'loadRouteChunk').mockImplementation(() => undefined);
  const load = vi.spyOn(queryClients, 'load');
  const loadedRoutes = () => chunks.mock.calls.map(([route]) => (route as AnyRoute).id);
  return { router, queryClients, load, loadedRoutes };
}

describe('preloadSignedInArea (decision 053)', () => {
  it('fetches React Query and the code of the signed-in layout and the remembered page', () => {
    const { router, queryClients, load, loadedRoutes } = setUp();
    preloadSignedInArea(router, queryClients, '/products?search=abc');
    expect(load).toHaveBeenCalledOnce();
    expect(loadedRoutes()).toEqual(['__root__', '/_app', '/_app/products']);
  });

  it('fetches the dashboard when no safe page was remembered', () => {
    const { router, queryClients, loadedRoutes } = setUp();
    preloadSignedInArea(router, queryClients, '//evil.example/products');
    expect(loadedRoutes()).toEqual(['__root__', '/_app', '/_app/dashboard']);
  });
});
