import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ROOT_OPTIONS } from '../lib/root-options.ts';
import type { AppRouter } from '../router.tsx';
import { browserView, sameView, type View } from './view.ts';

/**
 * Starts `page` over the nodes the server drew in `container` for `view`, its first render
 * loaded (decision 034). When this browser's view draws `page` alike (`alike`: by default the
 * same view), the app adopts the server's nodes (hydrates); otherwise (the theme or the window
 * changed since the cookie was written), it draws the page afresh over them.
 */
export function hydratePage(
  container: HTMLElement,
  page: ReactNode,
  view: View,
  router: AppRouter,
  alike: (drawn: View, here: View) => boolean = sameView,
): void {
  if (!alike(view, browserView())) {
    createRoot(container, ROOT_OPTIONS).render(page);
    return;
  }
  // What TanStack's own hydration sets: the router renders its matches as on the server (no
  // Suspense around them) and does not load the page a second time on mount.
  router.ssr = { manifest: undefined };
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser in
  // between, instead of one task as long as the page (the phone's Total Blocking Time).
  startTransition(() => {
    hydrateRoot(container, page, ROOT_OPTIONS);
  });
}
