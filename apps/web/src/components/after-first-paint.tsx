import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { isHistoryTraversal } from '../lib/history-traversal.ts';
import { BodySkeleton } from './page-skeletons/page-skeletons.tsx';

/** The pages whose body has been drawn once in this app's life (a Back can return to them). */
const drawnPages = new Set<string>();

/**
 * A page's body, drawn right after the page's first paint: the header (title and description,
 * the largest text a phone shows first) paints with the shell, and the body (filters, table,
 * cards) follows in a transition, which React splits into short tasks rather than one long
 * task of a route change (decisions 033 and 035). Only a return to a page through the
 * browser's Back or Forward draws at once, so the router can restore its scroll position.
 * Until then the body's skeleton stands in its place (decision 053), so no frame shows the page
 * without its body's shape; the body replaces it whole, so nothing already shown moves.
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
  return drawn ? children : <BodySkeleton page={page} />;
}
