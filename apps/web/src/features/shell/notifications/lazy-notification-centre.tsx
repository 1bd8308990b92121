import { lazy, Suspense } from 'react';

// Its own chunk, loaded with the signed-in shell: the popover, the list and the live stream are
// not needed to draw the page, and nothing of it reaches /login.
const NotificationCentre = lazy(() =>
  import('./notification-centre.tsx').then((m) => ({ default: m.NotificationCentre })),
);

/** The header's notification centre, loaded after the shell has drawn. */
export function LazyNotificationCentre() {
  return (
    <Suspense fallback={null}>
      <NotificationCentre />
    </Suspense>
  );
}
