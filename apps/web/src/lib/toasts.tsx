import {
  Notifications as MantineNotifications,
  type NotificationsProps,
} from '@mantine/notifications';
import { useLayoutEffect, useState } from 'react';
import {
  DEFAULT_TOAST_PLACEMENT,
  openDrawersExtent,
  placementStyle,
  toastPlacement,
} from './toast-placement.ts';

// The toast container, loaded lazily by `app.tsx` (it pulls Mantine's portal, transitions and
// RemoveScroll, ~10 KB gzip, which the first paint does not need). Toasts shown before it
// arrives wait in the notifications store and appear once it mounts.

/** The placement for the page as it is now. */
const measure = () =>
  typeof document === 'undefined'
    ? DEFAULT_TOAST_PLACEMENT
    : toastPlacement(window.innerWidth, openDrawersExtent(document));

/**
 * Mantine's toasts, placed clear of any open drawer (`toastPlacement`): measured when mounted,
 * and again on every change of the page (a drawer opening or closing) and of the window's size,
 * coalesced to one measure a frame. Mantine's own position stays `bottom-center`
 * (`placementStyle`).
 */
export function Notifications(
  props: Omit<NotificationsProps, 'position' | 'containerWidth' | 'style'>,
) {
  const [placement, setPlacement] = useState(DEFAULT_TOAST_PLACEMENT);
  useLayoutEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = measure();
      setPlacement((previous) =>
        previous.position === next.position && previous.containerWidth === next.containerWidth
          ? previous
          : next,
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <MantineNotifications
      {...props}
      position="bottom-center"
      style={placementStyle(placement)}
      data-placement={placement.position}
    />
  );
}
