// `@back-office/hooks/notifications` (decision 068).
export {
  notificationKeys,
  notificationPages,
  notificationQueries,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../queries/notifications.ts';
