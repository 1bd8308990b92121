import { isApiError } from '@back-office/api-client';
import { showToast } from '../../lib/notify.tsx';

/**
 * Toasts a failed order call with its message and request id. A 403 was already toasted by
 * the api client (§7), so it is not repeated.
 */
export function toastOrderError(error: unknown, fallback: string): void {
  if (isApiError(error) && error.status === 403) return;
  showToast({
    kind: 'error',
    message: error instanceof Error && error.message ? error.message : fallback,
    requestId: isApiError(error) ? error.requestId : undefined,
  });
}
