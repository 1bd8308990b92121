import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

// Its own chunk, loaded with the signed-in shell: the popover, the list and the live stream are
// not needed to draw the page, and nothing of it reaches /login.
const NotificationCentre = lazy(() =>
  import('./notification-centre.tsx').then((m) => ({ default: m.NotificationCentre })),
);

/**
 * The header's notification centre, loaded after the shell has drawn. Until it comes, an empty
 * box of the bell's size (Mantine's `lg` action icon) holds its place, so the header's other
 * controls do not move when it arrives. A server render (decision 034) and the browser's first
 * render draw only that box: the server does not wait for the chunk.
 */
export function LazyNotificationCentre() {
  const mounted = useMounted();
  const placeholder = (
    <div
      aria-hidden
      style={{
        width: 'calc(2.125rem * var(--mantine-scale))',
        height: 'calc(2.125rem * var(--mantine-scale))',
      }}
    />
  );
  if (!mounted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationCentre />
    </Suspense>
  );
}
