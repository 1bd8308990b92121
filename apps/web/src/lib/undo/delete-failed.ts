import { isApiError } from '@back-office/api-client';
import { notifications } from '@mantine/notifications';

/** Why a delayed delete failed, in words for staff (a 401 means the session ended meanwhile). */
export function deleteFailureReason(error: unknown): string {
  if (isApiError(error) && error.status === 401) {
    return 'Your session ended before the delete was sent. Sign in and delete it again.';
  }
  return error instanceof Error && error.message ? error.message : 'The request failed.';
}

/**
 * The message of a delayed delete that failed once sent: its rows are back, and it stays on
 * screen until dismissed (a sign-in page that follows an ended session still shows it).
 */
export function notifyDeleteFailed(what: string, error: unknown): void {
  notifications.show({
    color: 'red.8',
    title: 'Not deleted',
    autoClose: false,
    withBorder: true,
    'data-toast-kind': 'error',
    message: `“${what}” did not happen. ${deleteFailureReason(error)}`,
  });
}
