import { isApiError } from '@back-office/api-client';
import { showToast } from './notify.tsx';

/**
 * An error toast with the server's message and request id for a failed action. A 403 is left
 * alone: the api client already toasts it (§7).
 *
 * @example
 * remove.mutate(id, { onError: notifyFailure });
 */
export function notifyFailure(error: unknown): void {
  if (isApiError(error)) {
    if (error.status === 403) return;
    showToast({ kind: 'error', message: error.message, requestId: error.requestId });
    return;
  }
  showToast({ kind: 'error', message: error instanceof Error ? error.message : 'Request failed' });
}

/** Runs `action`; on failure toasts it (see `notifyFailure`) and rethrows. */
export async function withFailureToast<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    notifyFailure(error);
    throw error;
  }
}
