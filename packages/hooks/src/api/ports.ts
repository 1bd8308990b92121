/** What kind of toast a notification is. */
export type NotificationKind = 'success' | 'error' | 'info' | 'warning';

/** One toast, as the hooks ask the app to show it (the app maps it to its UI kit). */
export interface Notification {
  readonly kind: NotificationKind;
  readonly message: string;
  /** The X-Request-ID of the failed call, so support can find it in the logs. */
  readonly requestId?: string;
}

/** Shows a toast. The hooks never import a UI kit; the app provides this port. */
export type Notify = (notification: Notification) => void;

/**
 * The ports the app provides: toasts out, and navigation to the sign-in page when the session
 * ends (expired, or signed out in another tab).
 */
export interface AppPorts {
  readonly notify: Notify;
  readonly onSessionExpired: () => void;
}
