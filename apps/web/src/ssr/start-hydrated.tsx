import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, type AppProps } from '../app.tsx';
import { ROOT_OPTIONS } from '../lib/root-options.ts';
import { loadFirstRender } from './hydration-state.ts';
import { adoptPageQueries } from './page-queries.ts';
import { readHydrationState } from './read-hydration-state.ts';
import { browserView, sameView } from './view.ts';

interface StartOptions {
  readonly container: HTMLElement;
  readonly app: AppProps;
}

/**
 * Starts a page the server rendered (decision 034): puts the queries it was drawn from in the
 * cache (decision 072) and loads what its first render draws, as the server did. For the view it was drawn for, the app adopts the server's nodes (hydrates); for
 * another (the theme or the window changed since the cookie was written), it draws the loaded
 * page afresh over them. Resolves to `false`, drawing nothing, when the page's state is
 * unreadable or the load fails: the caller then starts the app as on any page.
 */
export async function startHydrated({ container, app }: StartOptions): Promise<boolean> {
  const state = readHydrationState();
  if (state === undefined) return false;
  // The loaders find the server's answers in the cache and ask the API nothing again.
  adoptPageQueries(await app.queryClients.load(), state.queries, Date.now());
  if (!(await loadFirstRender(app.router, app.queryClients, app.api, state.user))) return false;
  const page = (
    <StrictMode>
      <App {...app} initialUser={state.user} />
    </StrictMode>
  );
  if (!sameView(state.view, browserView())) {
    createRoot(container, ROOT_OPTIONS).render(page);
    return true;
  }
  // What TanStack's own hydration sets: the router renders its matches as on the server (no
  // Suspense around them) and does not load the page a second time on mount.
  app.router.ssr = { manifest: undefined };
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser in
  // between, instead of one task as long as the page (the phone's Total Blocking Time).
  startTransition(() => {
    hydrateRoot(container, page, ROOT_OPTIONS);
  });
  return true;
}
