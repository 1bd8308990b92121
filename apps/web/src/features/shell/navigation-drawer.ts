import { useFocusTrap } from '@mantine/hooks';
import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** The id of the sidebar's box, which the phone header's toggle controls. */
export const NAVIGATION_DRAWER_ID = 'navigation-drawer';

/**
 * The phone sidebar as a modal drawer (WCAG 2.4.11, 2.1.2): while `open`, focus moves into it and
 * Tab stays inside it, Escape closes it, and when it closes focus goes back to its toggle unless
 * it already moved elsewhere on purpose (a followed link leaves it on the page's body, as the
 * drawer's links unmount with it: the toggle then). On a wider screen the sidebar is not a
 * drawer: nothing of this applies (`open` false).
 */
export function useNavigationDrawer(
  open: boolean,
  close: () => void,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  const trapRef = useFocusTrap(open);
  const box = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const active = document.activeElement;
    const lost = active === null || active === document.body || !active.isConnected;
    if (lost || box.current?.contains(active)) toggle.current?.focus();
  }, [open, toggle]);
  // Escape closes it from inside it, from its toggle or from nowhere (a tap on the page); not
  // from a popup it opened (its theme menu, in the overlays), which Escape closes alone.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Node ? event.target : null;
      const fromPopup =
        target !== null &&
        target !== document.body &&
        target !== toggle.current &&
        !box.current?.contains(target);
      if (fromPopup) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, toggle]);
  // Stable while `open` is: a new callback would make the trap take focus back to its first element.
  const ref = useCallback(
    (node: HTMLElement | null) => {
      box.current = node;
      trapRef(node);
    },
    [trapRef],
  );
  /** Props of the sidebar's box (`AppShell.Navbar`). */
  const props = open
    ? ({
        id: NAVIGATION_DRAWER_ID,
        role: 'dialog',
        'aria-modal': true,
        'aria-label': 'Navigation',
      } as const)
    : ({ id: NAVIGATION_DRAWER_ID } as const);
  return { ref, props };
}
