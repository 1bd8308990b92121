import { createAppApiClient, createSessionSignal } from '@back-office/hooks';
import { fetchSessionUser } from '@back-office/hooks/auth';
import { browserStorage, readTheme } from '@back-office/hooks/storage';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../app.tsx';
import { createQueryClient } from '../lib/app-query-client.ts';
import { createQueryClientLoader } from '../lib/query-client-loader.ts';
import { createAppRouter } from '../router.tsx';
import { DEFAULT_THEME } from '../theme/theme-provider.tsx';
import { resolveTheme } from '../theme/themes.ts';
import { type HydrationState, loadFirstRender } from './hydration-state.ts';
import { loadRoutes } from './load-routes.ts';
import { fetchesSettled, type PageQueries, pageQueries } from './page-queries.ts';
import { renderingFor, ServerRenderEnvironmentError } from './server-view.ts';
import { firstVisitView, SIGNED_OUT_PAGE } from './sign-in-view.ts';
import { parseView } from './view-schema.ts';

export interface PageRequest {
  /** The page's absolute URL. */
  readonly url: string;
  /**
   * The app's API for this page's user: apps/api passes its own `app.fetch` with the page
   * request's cookie, so each call goes through authentication and permissions in process.
   */
  readonly fetch: (request: Request) => Promise<Response>;
  /** The view cookie's value (`VIEW_COOKIE`), URI-decoded. */
  readonly view: string | undefined;
  /**
   * Whether the request carries a session cookie. Without one the page is drawn signed out,
   * asking the API nothing: only the sign-in page is (decision 077).
   */
  readonly signedIn: boolean;
  /**
   * The browser's colour scheme as its client hint tells it (`Sec-CH-Prefers-Color-Scheme`).
   * Without a view cookie, a first visit's sign-in page is drawn with it (decision 078).
   */
  readonly colorScheme?: 'light' | 'dark' | undefined;
  /** Aborted when the render is dropped (too slow): its calls still running are cancelled. */
  readonly signal?: AbortSignal;
}

export interface RenderedPage {
  /** What goes inside `#root`. */
  readonly html: string;
  /** The colour scheme the page is drawn in, for `<html data-mantine-color-scheme>`. */
  readonly colorScheme: 'light' | 'dark';
  readonly state: HydrationState;
}

const NO_QUERIES: PageQueries = { mutations: [], queries: [] };

/**
 * The first render of a signed-in page, or of the sign-in page for a visitor without a session,
 * as the browser of the request's view will draw it (decisions 034 and 077; a first visit's
 * sign-in page for its colour-scheme hint, decision 078), and the query cache it was drawn from
 * (decision 072), or `undefined` when the server cannot draw exactly that: no view (neither a
 * readable cookie nor, signed out, a hint), a session the API refuses, another page without a
 * session, or a route that redirects or fails. The browser then draws the page itself, as without this.
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | undefined> {
  const view =
    parseView(request.view) ??
    (request.signedIn || request.colorScheme === undefined
      ? undefined
      : firstVisitView(request.colorScheme));
  if (view === undefined) return undefined;
  const url = new URL(request.url);
  if (!request.signedIn && url.pathname !== SIGNED_OUT_PAGE) return undefined;
  const { signal } = request;
  const session = createSessionSignal();
  const api = createAppApiClient({
    baseUrl: url.origin,
    fetch: (call) => request.fetch(signal ? new Request(call, { signal }) : call),
    notify: () => {},
    session,
    storage: null,
  });
  // One attempt per call: a failed call leaves its part to the browser rather than wait here.
  const queryClients = createQueryClientLoader(async () =>
    createQueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const router = createAppRouter({
    queryClients,
    api,
    history: createMemoryHistory({ initialEntries: [`${url.pathname}${url.search}`] }),
  });
  // The router's server-side scroll script is inline (the CSP refuses it) and the browser's
  // render has no such node; scrolling is restored by the browser's router as on any page.
  router.update({ ...router.options, scrollRestoration: false });
  try {
    const user = request.signedIn ? await fetchSessionUser(api, signal) : null;
    const loaded =
      user === null
        ? await loadRoutes(router, queryClients, api, null)
        : await loadFirstRender(router, queryClients, api, user);
    if (!loaded) return undefined;
    // What the loaders started without awaiting (a list's first page under its skeleton) goes
    // with the page too, so the browser draws it without asking again. The sign-in page has no
    // query cache in the browser (it comes with the signed-in area), so none here either.
    const queryClient = user === null ? undefined : await queryClients.load();
    if (queryClient) await fetchesSettled(queryClient);
    if (signal?.aborted) return undefined;
    const [html, colorScheme] = renderingFor(
      view,
      () =>
        [
          renderToString(
            <StrictMode>
              <App
                api={api}
                session={session}
                queryClients={queryClients}
                router={router}
                initialUser={user}
              />
            </StrictMode>,
          ),
          resolveTheme(readTheme(browserStorage(), DEFAULT_THEME), view.dark).colorScheme,
        ] as const,
    );
    const queries = queryClient ? pageQueries(queryClient) : NO_QUERIES;
    return { html, colorScheme, state: { view, user, queries } };
  } catch (error) {
    // A page the server cannot draw goes out without it; a runtime it cannot run on is the
    // operator's to know (the API logs the throw as a dropped render).
    if (error instanceof ServerRenderEnvironmentError) throw error;
    return undefined;
  }
}
