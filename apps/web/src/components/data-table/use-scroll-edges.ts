import { useEffect, useState } from 'react';

/** Whether there is more to see left and right of a horizontally scrolling element. */
export interface ScrollEdges {
  readonly start: boolean;
  readonly end: boolean;
}

const NONE: ScrollEdges = { start: false, end: false };

/**
 * Follows `element`'s horizontal scroll (and its size and its content's) to tell which edges hide
 * columns: the table draws a shadow there, the cue on a phone that the table scrolls sideways.
 */
export function useScrollEdges(element: HTMLElement | null): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      // 1 px of slack: zoomed pages report fractional widths.
      const start = scrollLeft > 1;
      const end = scrollLeft + clientWidth < scrollWidth - 1;
      setEdges((previous) =>
        previous.start === start && previous.end === end ? previous : { start, end },
      );
    };
    element.addEventListener('scroll', measure, { passive: true });
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return () => element.removeEventListener('scroll', measure);
    }
    // The observer's first report, after the browser's own layout, is the first measure: reading
    // the widths here would force a layout of the page just mounted, 15 ms of a route change.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [element]);
  return edges;
}
