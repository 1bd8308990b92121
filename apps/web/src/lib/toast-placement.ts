import type { CSSProperties } from 'react';

/** Where the toasts go: a corner or edge of the window and, beside a drawer, the width left. */
export interface ToastPlacement {
  readonly position: 'bottom-center' | 'bottom-left' | 'bottom-right' | 'top-center';
  /** The toasts' width in pixels; unset: Mantine's own (440). */
  readonly containerWidth?: number;
}

/** Mantine's toast width, and the narrowest a toast is still readable at. */
const TOAST_WIDTH = 440;
const MIN_TOAST_WIDTH = 260;
/** The space kept between a toast and the window's edge or the drawer (Mantine's `md`). */
const GAP = 16;

/** Toasts with no drawer open: bottom centre, clear of headers, sides and the bulk bar. */
export const DEFAULT_TOAST_PLACEMENT: ToastPlacement = { position: 'bottom-center' };

/**
 * Where toasts go so they never cover an open drawer (issue 35 item 7: a toast hid the drawer's
 * "Add products"): beside it, in the wider free side, as wide as that side allows; when the
 * drawer leaves too little room (a phone), at the top, away from the drawer's actions at its
 * foot. `drawer` is the horizontal extent of the open drawers, or null.
 */
export function toastPlacement(
  viewportWidth: number,
  drawer: { readonly left: number; readonly right: number } | null,
): ToastPlacement {
  if (!drawer) return DEFAULT_TOAST_PLACEMENT;
  const freeLeft = drawer.left;
  const freeRight = viewportWidth - drawer.right;
  const free = Math.max(freeLeft, freeRight);
  const width = Math.min(TOAST_WIDTH, Math.floor(free - 2 * GAP));
  if (width < MIN_TOAST_WIDTH) return { position: 'top-center' };
  return {
    position: freeLeft >= freeRight ? 'bottom-left' : 'bottom-right',
    containerWidth: width,
  };
}

/** The horizontal extent of every open drawer on the page, or null when none is open. */
export function openDrawersExtent(
  root: ParentNode,
): { readonly left: number; readonly right: number } | null {
  let extent: { left: number; right: number } | null = null;
  for (const drawer of root.querySelectorAll<HTMLElement>('.mantine-Drawer-content')) {
    // Where it is laid out, not where its opening slide has it now (offsets ignore transforms).
    const width = drawer.offsetWidth;
    if (width === 0) continue;
    const origin = drawer.offsetParent?.getBoundingClientRect().left ?? 0;
    const rect = { left: origin + drawer.offsetLeft, right: origin + drawer.offsetLeft + width };
    extent = extent
      ? { left: Math.min(extent.left, rect.left), right: Math.max(extent.right, rect.right) }
      : { left: rect.left, right: rect.right };
  }
  return extent;
}

/** Toasts at the top start below the 60 px header, so they never cover its controls. */
const BELOW_HEADER = 68;

/**
 * The toast container's own position for a placement. Mantine keeps every toast in one group
 * (its `bottom-center`) and the container moves: changing Mantine's `position` instead moves each
 * toast to another group, which draws it twice while the old copy fades out (two alerts with one
 * id, announced twice).
 */
export function placementStyle(placement: ToastPlacement): CSSProperties {
  const width =
    placement.containerWidth === undefined ? {} : { maxWidth: placement.containerWidth };
  switch (placement.position) {
    case 'bottom-center':
      return width;
    case 'top-center':
      return { ...width, top: BELOW_HEADER, bottom: 'auto' };
    case 'bottom-left':
      return { ...width, left: GAP, right: 'auto', transform: 'none' };
    case 'bottom-right':
      return { ...width, left: 'auto', right: GAP, transform: 'none' };
  }
}
