import type { Schemas } from '@back-office/api-client';
import { createContext, useContext } from 'react';
import type { AuthUser } from './fetch-session-user.ts';

/** `/auth/register` body. */
export type RegisterInput = Schemas['RegisterRequest'];

/** The session and every auth call (§7, §8). Actions reject with `AuthError`. */
export interface AuthContextValue {
  /** True until the startup validation settles (at most 10 seconds). */
  readonly isLoading: boolean;
  readonly isAuthenticated: boolean;
  /** The signed-in user with roles and granted permissions, or null. */
  readonly user: AuthUser | null;
  /** Signs in with a form body (`username` = email); toasts `Welcome back, {name}!`. */
  login(email: string, password: string): Promise<AuthUser>;
  /** Signs out; the user, the period caches and the query cache are cleared in every tab. */
  logout(): Promise<void>;
  /** Reads the session again (e.g. after another tab signed in). */
  revalidate(): Promise<AuthUser | null>;
  register(input: RegisterInput): Promise<AuthUser>;
  forgotPassword(email: string): Promise<void>;
  resetPassword(token: string, password: string): Promise<void>;
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  verifyEmail(token: string): Promise<AuthUser>;
  /** Toasts `Verification email sent successfully!`. */
  resendVerification(email: string): Promise<void>;
  verificationStatus(): Promise<Schemas['VerificationStatus']>;
  listSessions(): Promise<Schemas['Session'][]>;
  revokeSession(id: number): Promise<void>;
  /** Ends every session of the user, this one included. */
  logoutAll(): Promise<Schemas['SessionRevokeAllResult']>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The session: `isLoading`, `user`, `login`, `logout`, `register`, … (see `AuthContextValue`).
 *
 * @example
 * const { user, isLoading, login } = useAuth();
 * if (isLoading) return 'Checking authentication...';
 */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (value === null) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
