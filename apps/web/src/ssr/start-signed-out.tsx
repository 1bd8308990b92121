import { StrictMode } from 'react';
import { App, type AppProps } from '../app.tsx';
import { hydratePage } from './hydrate-page.tsx';
import type { HydrationState } from './hydration-state.ts';
import { loadRoutes } from './load-routes.ts';
import { drawsSignInAlike } from './sign-in-view.ts';

interface StartOptions {
  readonly container: HTMLElement;
  readonly app: AppProps;
  readonly state: HydrationState;
}

/**
 * Starts the sign-in page the server drew for a visitor without a session (decision 077): no
 * query cache and no periods, as on the sign-in page the browser draws itself, so it loads
 * nothing more than that page does. Only its theme and colour scheme need to match this
 * browser's for it to be adopted (`drawsSignInAlike`). Resolves to `false`, drawing nothing,
 * when its routes do not load as the server's did.
 */
export async function startSignedOut({ container, app, state }: StartOptions): Promise<boolean> {
  if (!(await loadRoutes(app.router, app.queryClients, app.api, null))) return false;
  const page = (
    <StrictMode>
      <App {...app} initialUser={null} />
    </StrictMode>
  );
  hydratePage(container, page, state.view, app.router, drawsSignInAlike);
  return true;
}
