import type { AuthContextValue, AuthUser } from '@back-office/hooks/auth';

const notYet = () => Promise.reject(new Error('The app is not running yet'));

/**
 * The router context's `auth` for the load that precedes a hydrated page's first render, signed
 * in as `user` or signed out (`null`): the route guards read only `user`. `<RouterProvider
 * context>` replaces it with `AuthProvider`'s value in that first render, before any user action
 * can call one of these.
 */
export function authForLoad(user: AuthUser | null): AuthContextValue {
  return {
    isLoading: false,
    isAuthenticated: user !== null,
    user,
    login: notYet,
    logout: notYet,
    revalidate: notYet,
    register: notYet,
    forgotPassword: notYet,
    resetPassword: notYet,
    changePassword: notYet,
    verifyEmail: notYet,
    resendVerification: notYet,
    verificationStatus: notYet,
    listSessions: notYet,
    revokeSession: notYet,
    logoutAll: notYet,
  };
}
