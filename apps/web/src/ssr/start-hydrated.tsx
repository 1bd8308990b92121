import type { AuthUser } from '@back-office/hooks/auth';
import { StrictMode } from 'react';
import { App, type AppProps } from '../app.tsx';
import { hydratePage } from './hydrate-page.tsx';
import { type HydrationState, loadFirstRender } from './hydration-state.ts';
import { adoptPageQueries } from './page-queries.ts';

interface StartOptions {
  readonly container: HTMLElement;
  readonly app: AppProps;
  readonly state: HydrationState & { readonly user: AuthUser };
}

/**
 * Starts a signed-in page the server rendered (decision 034): puts the queries it was drawn
 * from in the cache (decision 072), loads what its first render draws, as the server did, and
 * hydrates it (`hydratePage`). Resolves to `false`, drawing nothing, when the load fails: the
 * caller then starts the app as on any page.
 */
export async function startHydrated({ container, app, state }: StartOptions): Promise<boolean> {
  // The loaders find the server's answers in the cache and ask the API nothing again.
  adoptPageQueries(await app.queryClients.load(), state.queries, Date.now());
  if (!(await loadFirstRender(app.router, app.queryClients, app.api, state.user))) return false;
  const page = (
    <StrictMode>
      <App {...app} initialUser={state.user} />
    </StrictMode>
  );
  hydratePage(container, page, state.view, app.router);
  return true;
}
