import { ApiError } from './api-error.ts';

/** §8: shown on a 403 when the server sends no detail. */
export const FORBIDDEN_MESSAGE = 'You do not have permission to perform this action';

export type OnForbidden = (message: string, error: ApiError) => void;

/**
 * Calls `onForbidden` with the server's detail, or the default message when the body carries
 * only FastAPI's bare reason phrase ("Forbidden") or nothing.
 */
export async function notifyForbidden(response: Response, onForbidden: OnForbidden): Promise<void> {
  const error = await ApiError.fromResponse(response);
  const hasDetail =
    error.detail !== undefined && error.detail !== 'Forbidden' && error.detail !== '';
  onForbidden(hasDetail ? error.message : FORBIDDEN_MESSAGE, error);
}
