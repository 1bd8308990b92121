import { asErrorLike, detailText, errorCode } from './error-detail.ts';

/** The operations of §8, each with its own messages. */
export type AuthOperation =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'changePassword'
  | 'verifyEmail'
  | 'resendVerification'
  | 'verificationStatus'
  | 'listSessions'
  | 'revokeSession'
  | 'logoutAll'
  | 'logout';

/**
 * One row of the catalogue. A row matches when its `status` and `code` (those given) match
 * the error; a row with neither is the operation's fallback. `showDetail` shows the server's
 * detail when it has readable text and `message` otherwise.
 */
export interface ErrorMessageRule {
  readonly operation: AuthOperation;
  readonly status?: number;
  readonly code?: string;
  readonly message: string;
  readonly showDetail?: boolean;
}

/** §8: "Session ended". */
export const SESSION_EXPIRED_MESSAGE = 'Session expired - please login again';
/** §8: "Period missing". */
export const PERIOD_NOT_FOUND_MESSAGE = 'Period not found';
/** §8: "403 on any call" when the server sends no detail. */
export const FORBIDDEN_MESSAGE = 'You do not have permission to perform this action';

/**
 * The §8 catalogue, in the order rules are tried. Rows marked "stock" map the answers of the
 * fastapi-users routers (auth-contract.md) onto the same messages: a wrong password is
 * 400 `LOGIN_BAD_CREDENTIALS`, password-policy failures carry `{code, reason}`.
 */
export const AUTH_ERROR_MESSAGES: readonly ErrorMessageRule[] = [
  { operation: 'login', status: 401, message: 'Invalid email or password' },
  // stock: unknown email, wrong password or inactive user.
  { operation: 'login', code: 'LOGIN_BAD_CREDENTIALS', message: 'Invalid email or password' },
  // stock, only when the backend requires verification.
  {
    operation: 'login',
    code: 'LOGIN_USER_NOT_VERIFIED',
    message: 'Please verify your email address before signing in',
  },
  { operation: 'login', status: 429, message: 'Too many login attempts. Please try again later.' },
  { operation: 'login', message: 'Login failed. Please try again.', showDetail: true },

  {
    operation: 'register',
    status: 400,
    code: 'REGISTER_USER_ALREADY_EXISTS',
    message: 'User with this email already exists',
  },
  {
    operation: 'register',
    status: 400,
    message: 'Invalid registration data',
    showDetail: true,
  },
  { operation: 'register', status: 422, message: 'Please check your input and try again' },
  { operation: 'register', message: 'Registration failed. Please try again.' },

  {
    operation: 'forgotPassword',
    status: 404,
    message: 'No account found with this email address',
  },
  { operation: 'forgotPassword', message: 'Failed to send password reset email' },

  // §8 for every 400, policy failures included: the form checks the policy before sending, so
  // a policy 400 means the form and the server disagree, not that the user can fix a field.
  { operation: 'resetPassword', status: 400, message: 'Invalid or expired reset token' },
  { operation: 'resetPassword', message: 'Failed to reset password' },

  // §8 for every 400 (see resetPassword).
  { operation: 'changePassword', status: 400, message: 'Current password is incorrect' },
  { operation: 'changePassword', message: 'Failed to change password' },

  { operation: 'verifyEmail', status: 400, message: 'Invalid or expired verification token' },
  { operation: 'verifyEmail', message: 'Email verification failed' },

  {
    operation: 'resendVerification',
    status: 429,
    message:
      'Too many verification requests. Please wait before requesting another verification email.',
  },
  { operation: 'resendVerification', message: 'Failed to send verification email' },

  { operation: 'verificationStatus', status: 401, message: 'Authentication required' },
  { operation: 'verificationStatus', message: 'Failed to check verification status' },

  { operation: 'listSessions', message: 'Failed to retrieve sessions. Please try again.' },

  { operation: 'revokeSession', status: 404, message: 'Session not found.' },
  { operation: 'revokeSession', status: 403, message: 'You can only revoke your own sessions.' },
  { operation: 'revokeSession', message: 'Failed to revoke session. Please try again.' },

  { operation: 'logoutAll', message: 'Failed to logout from all sessions. Please try again.' },

  { operation: 'logout', message: 'Failed to logout. Please try again.' },
];

function matches(rule: ErrorMessageRule, status: number | undefined, code: string | undefined) {
  return (
    (rule.status === undefined || rule.status === status) &&
    (rule.code === undefined || rule.code === code)
  );
}

function isFallback(rule: ErrorMessageRule): boolean {
  return rule.status === undefined && rule.code === undefined;
}

/**
 * §8 "403 on any call": the server's detail, or the default message.
 *
 * @example
 * forbiddenMessage({ status: 403, detail: 'Forbidden' }); // 'You do not have permission…'
 */
export function forbiddenMessage(error: unknown): string {
  return detailText(asErrorLike(error).detail) ?? FORBIDDEN_MESSAGE;
}

/**
 * The message §8 shows when `operation` fails with `error` (an `ApiError` or anything thrown).
 * Rules of the operation are tried in order; a 403 the operation has no rule for follows the
 * "403 on any call" row; then the operation's fallback applies.
 *
 * @example
 * authErrorMessage('login', new ApiError({ status: 400, message: '', detail: 'LOGIN_BAD_CREDENTIALS' }));
 * // 'Invalid email or password'
 */
export function authErrorMessage(operation: AuthOperation, error: unknown): string {
  const like = asErrorLike(error);
  const code = errorCode(like);
  const rules = AUTH_ERROR_MESSAGES.filter((rule) => rule.operation === operation);
  const specific = rules.find((rule) => !isFallback(rule) && matches(rule, like.status, code));
  const rule = specific ?? (like.status === 403 ? undefined : rules.find(isFallback));
  if (rule === undefined) return forbiddenMessage(error);
  if (!rule.showDetail) return rule.message;
  // A bare machine code is no message for a person; show the rule's text instead.
  const text = detailText(like.detail);
  return text !== undefined && text !== code ? text : rule.message;
}
