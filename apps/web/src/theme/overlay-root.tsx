/** The id of the container every Mantine portal renders into (the theme's `Portal` default). */
export const OVERLAY_ROOT_ID = 'bo-overlays';

/**
 * Menus, tooltips, dropdowns, dialogs and toasts render here rather than in a bare node at the
 * end of `<body>`: a named `<section>` is a region landmark, so their content sits inside one
 * (axe `region`).
 * A static element with no stacking context of its own, so the overlays' z-index and focus
 * handling stay as Mantine sets them.
 */
export function OverlayRoot() {
  return <section id={OVERLAY_ROOT_ID} aria-label="Pop-ups" />;
}
