import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_MESSAGES,
  type AuthOperation,
  authErrorMessage,
  FORBIDDEN_MESSAGE,
  forbiddenMessage,
  PERIOD_NOT_FOUND_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './error-messages.ts';

interface Case {
  situation: string;
  operation: AuthOperation;
  error: { status?: number; code?: string; detail?: unknown };
  message: string;
}

/** Every row of §8, then the stock fastapi-users answers (auth-contract.md). */
const cases: Case[] = [
  {
    situation: 'Login 401',
    operation: 'login',
    error: { status: 401, detail: 'Unauthorized' },
    message: 'Invalid email or password',
  },
  {
    situation: 'Login 429',
    operation: 'login',
    error: { status: 429, detail: 'Too many' },
    message: 'Too many login attempts. Please try again later.',
  },
  {
    situation: 'Login with server detail',
    operation: 'login',
    error: { status: 400, detail: 'Account locked by an administrator' },
    message: 'Account locked by an administrator',
  },
  {
    situation: 'Login without detail',
    operation: 'login',
    error: { status: 500, detail: undefined },
    message: 'Login failed. Please try again.',
  },
  {
    situation: 'Registration, user exists',
    operation: 'register',
    error: { status: 400, detail: 'REGISTER_USER_ALREADY_EXISTS' },
    message: 'User with this email already exists',
  },
  {
    situation: 'Registration 400 with detail',
    operation: 'register',
    error: { status: 400, detail: 'Email domain not allowed' },
    message: 'Email domain not allowed',
  },
  {
    situation: 'Registration 400 without detail',
    operation: 'register',
    error: { status: 400 },
    message: 'Invalid registration data',
  },
  {
    situation: 'Registration 422',
    operation: 'register',
    error: { status: 422, detail: [{ loc: ['body', 'email'], msg: 'bad', type: 'value_error' }] },
    message: 'Please check your input and try again',
  },
  {
    situation: 'Registration other',
    operation: 'register',
    error: { status: 500 },
    message: 'Registration failed. Please try again.',
  },
  {
    situation: 'Forgot password 404',
    operation: 'forgotPassword',
    error: { status: 404 },
    message: 'No account found with this email address',
  },
  {
    situation: 'Forgot password other',
    operation: 'forgotPassword',
    error: { status: 422 },
    message: 'Failed to send password reset email',
  },
  {
    situation: 'Reset confirm 400',
    operation: 'resetPassword',
    error: { status: 400, detail: 'RESET_PASSWORD_BAD_TOKEN' },
    message: 'Invalid or expired reset token',
  },
  {
    situation: 'Reset confirm other',
    operation: 'resetPassword',
    error: { status: 500 },
    message: 'Failed to reset password',
  },
  {
    situation: 'Change password 400',
    operation: 'changePassword',
    error: { status: 400, detail: 'Incorrect password' },
    message: 'Current password is incorrect',
  },
  {
    situation: 'Change password other',
    operation: 'changePassword',
    error: { status: 500 },
    message: 'Failed to change password',
  },
  {
    situation: 'Verify email 400',
    operation: 'verifyEmail',
    error: { status: 400, detail: 'VERIFY_USER_BAD_TOKEN' },
    message: 'Invalid or expired verification token',
  },
  {
    situation: 'Verify email other',
    operation: 'verifyEmail',
    error: { status: 500 },
    message: 'Email verification failed',
  },
  {
    situation: 'Resend verification 429',
    operation: 'resendVerification',
    error: { status: 429, detail: undefined },
    message:
      'Too many verification requests. Please wait before requesting another verification email.',
  },
  {
    situation: 'Resend verification other',
    operation: 'resendVerification',
    error: { status: 500 },
    message: 'Failed to send verification email',
  },
  {
    situation: 'Verification status 401',
    operation: 'verificationStatus',
    error: { status: 401 },
    message: 'Authentication required',
  },
  {
    situation: 'Verification status other',
    operation: 'verificationStatus',
    error: { status: 500 },
    message: 'Failed to check verification status',
  },
  {
    situation: 'Sessions list failure',
    operation: 'listSessions',
    error: { status: 500 },
    message: 'Failed to retrieve sessions. Please try again.',
  },
  {
    situation: 'Revoke session 404',
    operation: 'revokeSession',
    error: { status: 404, detail: 'Session not found' },
    message: 'Session not found.',
  },
  {
    situation: 'Revoke session 403',
    operation: 'revokeSession',
    error: { status: 403, detail: 'You can only revoke your own sessions' },
    message: 'You can only revoke your own sessions.',
  },
  {
    situation: 'Revoke session other',
    operation: 'revokeSession',
    error: { status: 500 },
    message: 'Failed to revoke session. Please try again.',
  },
  {
    situation: 'Logout-all failure',
    operation: 'logoutAll',
    error: { status: 500 },
    message: 'Failed to logout from all sessions. Please try again.',
  },
  {
    situation: 'Logout failure',
    operation: 'logout',
    error: { status: 0, code: 'NETWORK_ERROR' },
    message: 'Failed to logout. Please try again.',
  },
  {
    situation: '403 with server detail',
    operation: 'listSessions',
    error: { status: 403, detail: 'Sessions are disabled for your account' },
    message: 'Sessions are disabled for your account',
  },
  {
    situation: '403 without detail',
    operation: 'register',
    error: { status: 403, detail: 'Forbidden' },
    message: FORBIDDEN_MESSAGE,
  },
  // Stock fastapi-users answers map to the same messages.
  {
    situation: 'stock: login 400 LOGIN_BAD_CREDENTIALS',
    operation: 'login',
    error: { status: 400, code: 'LOGIN_BAD_CREDENTIALS', detail: 'LOGIN_BAD_CREDENTIALS' },
    message: 'Invalid email or password',
  },
  {
    situation: 'stock: login 400 LOGIN_USER_NOT_VERIFIED',
    operation: 'login',
    error: { status: 400, detail: 'LOGIN_USER_NOT_VERIFIED' },
    message: 'Please verify your email address before signing in',
  },
  {
    situation: 'stock: login unknown code is not shown raw',
    operation: 'login',
    error: { status: 400, detail: 'SOME_NEW_CODE' },
    message: 'Login failed. Please try again.',
  },
  {
    situation: 'stock: register object detail shows its reason',
    operation: 'register',
    error: {
      status: 400,
      detail: {
        code: 'REGISTER_INVALID_PASSWORD',
        reason: 'Password should be at least 8 characters',
      },
    },
    message: 'Password should be at least 8 characters',
  },
  {
    situation: 'stock: a reset policy 400 is still §8 (the form checks the policy first)',
    operation: 'resetPassword',
    error: {
      status: 400,
      detail: { code: 'RESET_PASSWORD_INVALID_PASSWORD', reason: 'Password too short' },
    },
    message: 'Invalid or expired reset token',
  },
  {
    situation: 'stock: a change-password policy 400 is still §8 (the form checks it first)',
    operation: 'changePassword',
    error: {
      status: 400,
      detail: {
        code: 'UPDATE_USER_INVALID_PASSWORD',
        reason: 'New password must differ from the current password',
      },
    },
    message: 'Current password is incorrect',
  },
  {
    situation: 'stock: verify already verified is a 400',
    operation: 'verifyEmail',
    error: { status: 400, detail: 'VERIFY_USER_ALREADY_VERIFIED' },
    message: 'Invalid or expired verification token',
  },
  {
    situation: 'slowapi 429 body on login',
    operation: 'login',
    error: { status: 429, detail: undefined },
    message: 'Too many login attempts. Please try again later.',
  },
];

describe('authErrorMessage', () => {
  it.each(cases)('$situation → $message', ({ operation, error, message }) => {
    expect(authErrorMessage(operation, error)).toBe(message);
  });

  it('never shows [object Object]', () => {
    for (const rule of AUTH_ERROR_MESSAGES) {
      const message = authErrorMessage(rule.operation, { status: 400, detail: { code: 'X' } });
      expect(message).not.toContain('[object Object]');
    }
  });

  it('has a fallback for every operation', () => {
    const operations = new Set(AUTH_ERROR_MESSAGES.map((rule) => rule.operation));
    for (const operation of operations) {
      expect(typeof authErrorMessage(operation, new Error('boom'))).toBe('string');
    }
  });

  it('reads anything thrown, not only ApiError', () => {
    expect(authErrorMessage('logout', 'text')).toBe('Failed to logout. Please try again.');
    expect(authErrorMessage('logout', null)).toBe('Failed to logout. Please try again.');
  });
});

describe('other §8 messages', () => {
  it.each([
    {
      name: 'session ended',
      value: SESSION_EXPIRED_MESSAGE,
      expected: 'Session expired - please login again',
    },
    { name: 'period missing', value: PERIOD_NOT_FOUND_MESSAGE, expected: 'Period not found' },
    {
      name: '403 default',
      value: forbiddenMessage({ status: 403 }),
      expected: 'You do not have permission to perform this action',
    },
    {
      name: '403 with detail',
      value: forbiddenMessage({ status: 403, detail: 'Admins only' }),
      expected: 'Admins only',
    },
  ])('$name', ({ value, expected }) => {
    expect(value).toBe(expected);
  });
});
