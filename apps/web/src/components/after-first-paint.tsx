import { type ReactNode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { holdScrollRestoration } from '../lib/scroll-restoration.ts';
import { BodySkeleton } from './page-skeletons/page-skeletons.tsx';

/**
 * A page's body, drawn right after the page's first paint: the header (title and description,
 * the largest text a phone shows first) paints with the shell, and the body (filters, table,
 * cards) follows in a transition, which React splits into short tasks rather than one long
 * task of a route change (decisions 033 and 035). A return through the browser's Back or Forward
 * too: its scroll position is restored once the body is there (decision 075). Until then the
 * body's skeleton stands in its place (decision 053), so no frame shows the page without its
 * body's shape; the body replaces it whole, so nothing already shown moves.
 */
export function AfterFirstPaint({
  page,
  children,
}: {
  /** Which page this body belongs to (its skeleton's shape). */
  readonly page: string;
  readonly children: ReactNode;
}) {
  const [drawn, setDrawn] = useState(false);
  // Held from the commit that draws the skeleton, before the router restores a Back's scroll.
  useLayoutEffect(() => (drawn ? undefined : holdScrollRestoration()), [drawn]);
  useEffect(() => {
    if (!drawn) startTransition(() => setDrawn(true));
  }, [drawn]);
  return drawn ? children : <BodySkeleton page={page} />;
}
