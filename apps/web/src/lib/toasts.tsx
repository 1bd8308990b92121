// The toast container, loaded lazily by `app.tsx` (it pulls Mantine's portal, transitions and
// RemoveScroll, ~10 KB gzip, which the first paint does not need). Toasts shown before it
// arrives wait in the notifications store and appear once it mounts.
export { Notifications } from '@mantine/notifications';
