import { asErrorLike } from '../messages/error-detail.ts';
import { type AuthOperation, authErrorMessage } from '../messages/error-messages.ts';

/**
 * What an auth action rejects with: `message` is the §8 text for the failure, `cause` the
 * original error (usually an `ApiError`).
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly operation: AuthOperation;
  readonly status: number | undefined;
  readonly requestId: string | undefined;

  constructor(operation: AuthOperation, cause: unknown) {
    super(authErrorMessage(operation, cause), { cause });
    this.operation = operation;
    this.status = asErrorLike(cause).status;
    const requestId = (cause as { requestId?: unknown } | null)?.requestId;
    this.requestId = typeof requestId === 'string' ? requestId : undefined;
  }
}
