import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { isHistoryTraversal } from '../lib/history-traversal.ts';

/** The pages whose body has been drawn once in this app's life (a Back can return to them). */
const drawnPages = new Set<string>();

/**
 * A page's body, drawn right after the page's first paint: the header (title and description,
 * the largest text a phone shows first) paints with the shell, and the body (filters, table,
 * cards) follows in a transition, which React splits into short tasks rather than one long
 * task of a route change (decisions 033 and 035). Only a return to a page through the
 * browser's Back or Forward draws at once, so the router can restore its scroll position.
 * Nothing is drawn in its place: it sits at the bottom of the page, so its arrival moves nothing
 * already shown.
 */
export function AfterFirstPaint({
  page,
  children,
}: {
  /** Which page this body belongs to. */
  readonly page: string;
  readonly children: ReactNode;
}) {
  const [drawn, setDrawn] = useState(() => drawnPages.has(page) && isHistoryTraversal());
  useEffect(() => {
    if (drawn) {
      drawnPages.add(page);
      return;
    }
    startTransition(() => setDrawn(true));
  }, [drawn, page]);
  return drawn ? children : null;
}
