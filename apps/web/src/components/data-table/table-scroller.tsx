import { Box } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import pinClasses from './pinned-columns.module.css';
import classes from './scroll-cue.module.css';
import { useScrollEdges } from './use-scroll-edges.ts';

export interface TableScrollerProps {
  readonly children: ReactNode;
  /** The scroll container, for a virtualiser that measures it. */
  readonly scrollerRef?: (element: HTMLDivElement | null) => void;
  /** Bounds the height: a virtualised body scrolls inside it. */
  readonly maxHeight?: number;
  /**
   * Names the container. It is a focusable region ("<label> (scrollable)") while its body is
   * virtualised, and while it scrolls sideways with no link, button or field in it: the keyboard
   * can scroll a read-only table too (axe `scrollable-region-focusable`).
   */
  readonly label?: string;
}

/** What lets the keyboard into a table, so its scroller need not take focus itself. */
const CONTROLS = 'a[href], button:not(:disabled), input:not(:disabled), select, textarea';

/**
 * The scroll container of a table: sideways on a phone (and vertically for a virtualised body),
 * with a shadow at each edge that hides columns, and pinned cells (`data-pin`: the checkbox, the
 * row's key, its total) that stay in view while the rest scrolls under them (decision 054).
 * `DataTable` draws its table in one; a drawer's own table uses it too.
 */
export function TableScroller({ children, scrollerRef, maxHeight, label }: TableScrollerProps) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      scrollerRef?.(element);
      setScroller(element);
    },
    [scrollerRef],
  );
  const edges = useScrollEdges(scroller);
  // Whether the table holds a control, looked at after each render (rows come and go).
  const [controls, setControls] = useState(false);
  useEffect(() => {
    setControls(scroller?.querySelector(CONTROLS) != null);
  });
  const region =
    label !== undefined && (maxHeight !== undefined || ((edges.start || edges.end) && !controls));
  return (
    <div
      className={`${classes.frame} ${pinClasses.pins}`}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
      <Box
        ref={attach}
        className={classes.scroller}
        mah={maxHeight}
        tabIndex={region ? 0 : undefined}
        role={region ? 'region' : undefined}
        aria-label={region ? `${label} (scrollable)` : undefined}
      >
        {children}
      </Box>
    </div>
  );
}
