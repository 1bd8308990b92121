// `@back-office/hooks/auth` (decision 068).
export {
  AuthContext,
  type AuthContextValue,
  type RegisterInput,
  useAuth,
} from '../auth/auth-context.ts';
export { AuthError } from '../auth/auth-error.ts';
export { AuthProvider, type AuthProviderProps } from '../auth/auth-provider.tsx';
export { type AuthUser, fetchSessionUser } from '../auth/fetch-session-user.ts';
export { authErrorMessage } from '../messages/error-messages.ts';
export {
  authKeys,
  authQueries,
  usePermissionsQuery,
  useRegistration,
  useVerificationStatus,
} from '../queries/auth.ts';
export { sessionKeys } from '../queries/session-keys.ts';
export { sessionQueries, useSessions } from '../queries/sessions.ts';
export { hasSessionHint } from '../storage/session-hint.ts';
export { writeStoredUser } from '../storage/stored-user.ts';
