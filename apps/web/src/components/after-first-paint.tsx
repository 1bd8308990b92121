import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** Set once the first page's body has been drawn: from then on bodies draw at once. */
let firstBodyDrawn = false;

/**
 * A page's body, drawn after the page's first paint on a cold load: the header (title and
 * description, the largest text a phone shows first) paints with the shell, and the body
 * (filters, table, cards) follows in a transition, which React splits into short tasks. Only the
 * first such body of the app's life waits (usually the cold load's page; after a cold load of a
 * page without one, the first visit to a page with one); every later one draws at once, so a
 * return keeps its scroll position (decision 033).
 * Nothing is drawn in its place: it sits at the bottom of the page, so its arrival moves nothing
 * already shown.
 */
export function AfterFirstPaint({ children }: { readonly children: ReactNode }) {
  const [drawn, setDrawn] = useState(firstBodyDrawn);
  useEffect(() => {
    if (drawn) {
      firstBodyDrawn = true;
      return;
    }
    startTransition(() => setDrawn(true));
  }, [drawn]);
  return drawn ? children : null;
}
