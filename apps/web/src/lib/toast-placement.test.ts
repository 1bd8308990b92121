import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_PLACEMENT,
  openDrawersExtent,
  placementStyle,
  toastPlacement,
} from './toast-placement.ts';

/** Whether a toast column at this placement would overlap the drawer (bottom toasts). */
function overlaps(viewport: number, drawer: { left: number; right: number }) {
  const placement = toastPlacement(viewport, drawer);
  const width = placement.containerWidth ?? 440;
  const [left, right] =
    placement.position === 'bottom-left'
      ? [16, 16 + width]
      : placement.position === 'bottom-right'
        ? [viewport - 16 - width, viewport - 16]
        : [(viewport - width) / 2, (viewport + width) / 2];
  return placement.position !== 'top-center' && left < drawer.right && right > drawer.left;
}

describe('toastPlacement', () => {
  it('keeps toasts at the bottom centre while no drawer is open', () => {
    expect(toastPlacement(1280, null)).toBe(DEFAULT_TOAST_PLACEMENT);
  });

  it('puts them beside a right drawer, as wide as the room left (issue 35 item 7)', () => {
    // The order drawer (xl, 780 px) on a 1280 px window: 500 px free on the left.
    expect(toastPlacement(1280, { left: 500, right: 1280 })).toEqual({
      position: 'bottom-left',
      containerWidth: 440,
    });
    expect(toastPlacement(1100, { left: 320, right: 1100 })).toEqual({
      position: 'bottom-left',
      containerWidth: 288,
    });
    expect(toastPlacement(1280, { left: 0, right: 400 })).toMatchObject({
      position: 'bottom-right',
    });
    for (const viewport of [900, 1024, 1100, 1280, 1920]) {
      const drawer = { left: Math.max(0, viewport - 780), right: viewport };
      expect(overlaps(viewport, drawer), `${viewport}px`).toBe(false);
    }
  });

  it('moves them to the top when the drawer leaves no room (a phone), away from its actions', () => {
    expect(toastPlacement(390, { left: 0, right: 390 })).toEqual({ position: 'top-center' });
    expect(toastPlacement(1000, { left: 220, right: 1000 })).toEqual({ position: 'top-center' });
  });
});

describe('placementStyle', () => {
  it("moves Mantine's bottom-centre container: below the header at the top, to a side beside a drawer", () => {
    expect(placementStyle(DEFAULT_TOAST_PLACEMENT)).toEqual({});
    // Mantine's bottom-centre container is centred by left 50% and a transform: kept at the top.
    expect(placementStyle({ position: 'top-center' })).toEqual({ top: 68, bottom: 'auto' });
    expect(placementStyle({ position: 'bottom-right', containerWidth: 300 })).toEqual({
      maxWidth: 300,
      left: 'auto',
      right: 16,
      transform: 'none',
    });
  });
});

describe('openDrawersExtent', () => {
  it('is null with no drawer, and ignores a drawer with no box', () => {
    document.body.innerHTML = '';
    expect(openDrawersExtent(document)).toBeNull();
    document.body.innerHTML = '<div class="mantine-Drawer-content"></div>';
    expect(openDrawersExtent(document)).toBeNull();
  });
});
