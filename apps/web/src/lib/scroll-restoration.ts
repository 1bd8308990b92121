import type { AnyRouter, ParsedLocation, RouterEvents } from '@tanstack/react-router';
import { isHistoryTraversal } from './history-traversal.ts';

// When the router's scroll restoration runs (decision 075). It runs as a route change renders,
// and its `scrollTo` lays out the page just drawn inside the route change's task (13–23 ms of
// it on this project's lists). So it runs only when it has something to do, and a Back to a page
// whose body is still a skeleton (`AfterFirstPaint`) is restored once the body is there.

type Rendered = RouterEvents['onRendered'];
type ScrollRouter = Pick<AnyRouter, 'subscribe' | 'emit'>;

let router: ScrollRouter | undefined;
/** The window was at its top when the latest navigation began. */
let atTopBefore = true;
/** Bodies on screen still drawn as their skeleton. */
let bodiesWaiting = 0;
/** The `onRendered` of a Back or Forward whose restore waits for those bodies. */
let held: Rendered | undefined;
/** Counts navigations: a restore waiting for a frame is dropped if another one began. */
let navigations = 0;

/** Follows `appRouter`'s navigations for `scrollRestorationDue` and `holdScrollRestoration`. */
export function manageScrollRestoration(appRouter: ScrollRouter): () => void {
  // A server render has no window to scroll.
  if (typeof window === 'undefined') return () => undefined;
  router = appRouter;
  const stops = [
    appRouter.subscribe('onBeforeLoad', () => {
      // Read before the new page is drawn: the layout is still clean, so the read is cheap.
      atTopBefore = window.scrollX === 0 && window.scrollY === 0;
      held = undefined;
      navigations += 1;
    }),
    appRouter.subscribe('onRendered', (event) => {
      if (bodiesWaiting > 0 && isHistoryTraversal()) held = event;
    }),
  ];
  return () => {
    for (const stop of stops) stop();
    router = undefined;
  };
}

/**
 * The router's `scrollRestoration` option: whether the route change just rendered needs its
 * scroll restored (a Back or Forward, once its page is drawn) or reset (the window was scrolled,
 * or the new location names an anchor). A link followed from the top of a page needs neither.
 */
export function scrollRestorationDue({ location }: { location: ParsedLocation }): boolean {
  if (isHistoryTraversal()) return bodiesWaiting === 0;
  return !atTopBefore || location.hash !== '';
}

/**
 * Called as a body is drawn as its skeleton; the returned function as the body replaces it (or
 * leaves the page). A Back's restore held meanwhile runs in the next frame, before it paints.
 */
export function holdScrollRestoration(): () => void {
  bodiesWaiting += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    bodiesWaiting -= 1;
    const event = held;
    if (bodiesWaiting > 0 || !event) return;
    held = undefined;
    const navigation = navigations;
    requestAnimationFrame(() => {
      if (router && navigation === navigations) router.emit(event);
    });
  };
}
