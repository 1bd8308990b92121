import { unwrap } from '@back-office/api-client';
import { QueryClientContext } from '@tanstack/react-query';
import {
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useApiContext } from '../api/api-context.tsx';
import type { AuthOperation } from '../messages/error-messages.ts';
import { SESSION_EXPIRED_MESSAGE } from '../messages/error-messages.ts';
import { SUCCESS_MESSAGES } from '../messages/success-messages.ts';
import { sessionKeys } from '../queries/session-keys.ts';
import { cleanupLegacyAuthKeys } from '../storage/keys.ts';
import { clearPeriodStorage } from '../storage/period-cache.ts';
import { hasSessionHint } from '../storage/session-hint.ts';
import { clearStoredUser, writeStoredUser } from '../storage/stored-user.ts';
import { createAccountCalls } from './account-calls.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { AuthError } from './auth-error.ts';
import { type AuthUser, fetchSessionUser } from './fetch-session-user.ts';
import { type CrossTabAnnounce, useCrossTabSync } from './use-cross-tab-sync.ts';
import { AUTH_INIT_TIMEOUT_MS, withTimeout } from './with-timeout.ts';

type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: AuthUser }
  | { status: 'unauthenticated'; user: null };

const SIGNED_OUT: AuthState = { status: 'unauthenticated', user: null };

export interface AuthProviderProps {
  /** The startup validation limit; §9 says 10 seconds. */
  readonly timeoutMs?: number;
  /**
   * What a server has just found for this request (a page it rendered): the user whose session
   * it validated, and the provider starts authenticated, or `null` for a request without a
   * session, and it starts signed out. Either way it skips the startup validation.
   */
  readonly initialUser?: AuthUser | null;
  readonly children: ReactNode;
}

/**
 * Owns the session. On start it removes old auth keys once and, when storage shows a sign of a
 * session (`hasSessionHint`), validates it within 10 seconds (`/auth/verify` + `/auth/me`);
 * without one it is unauthenticated at once; on timeout or failure the user is unauthenticated,
 * never stuck loading. Logout, an expired session and a logout in another tab clear the user,
 * the period caches and the query cache. Sign-in and sign-out reach the other tabs through a
 * BroadcastChannel where available, and through the `storage` event.
 *
 * The query cache is the `QueryClient` of the nearest `QueryClientProvider` (or
 * `QueryClientContext`) above, when there is one: it is cleared at sign-in and sign-out, and the
 * session list is refetched after a password change or a revoked session. Without one there is
 * no cache to keep in step, so an app may load its query client later, with the signed-in pages
 * (apps/web does: the sign-in page does not load React Query).
 *
 * @example
 * <AuthProvider><App /></AuthProvider>
 */
export function AuthProvider({
  timeoutMs = AUTH_INIT_TIMEOUT_MS,
  initialUser,
  children,
}: AuthProviderProps) {
  const { client: api, notify, onSessionExpired, session, storage, now } = useApiContext();
  // Read through a ref: the client may arrive later, and that must not change the context value.
  const queryClient = useContext(QueryClientContext);
  const queryClientRef = useRef(queryClient);
  queryClientRef.current = queryClient;
  const [state, setState] = useState<AuthState>(() => {
    if (initialUser === undefined) return { status: 'loading', user: null };
    return initialUser === null ? SIGNED_OUT : { status: 'authenticated', user: initialUser };
  });
  const validated = useRef(initialUser !== undefined);
  const userRef = useRef<AuthUser | null>(null);
  userRef.current = state.user;

  const signIn = useCallback(
    (user: AuthUser) => {
      writeStoredUser(storage, user);
      setState({ status: 'authenticated', user });
    },
    [storage],
  );

  /** Set below, once the cross-tab carriers are joined. */
  const announceRef = useRef<CrossTabAnnounce>(() => {});

  /**
   * Forgets everything of the session in this tab. `shared` also clears local storage and,
   * when this tab was signed in, tells the other tabs. The user is forgotten at once, so a
   * sign-out reported twice (channel and storage event) is handled once.
   */
  const clearSession = useCallback(
    (shared: boolean) => {
      const wasSignedIn = userRef.current !== null;
      userRef.current = null;
      if (shared) {
        clearStoredUser(storage);
        clearPeriodStorage(storage);
        if (wasSignedIn) announceRef.current({ type: 'signed-out' });
      }
      queryClientRef.current?.clear();
      setState(SIGNED_OUT);
    },
    [storage],
  );

  const fail = useCallback(
    (operation: AuthOperation, cause: unknown): AuthError => {
      const error = new AuthError(operation, cause);
      notify({ kind: 'error', message: error.message, requestId: error.requestId });
      return error;
    },
    [notify],
  );

  // Startup: one-time cleanup, then validation within the limit. Without any sign of a
  // session in storage the three calls could only answer 401 (logged as errors): skip them.
  useEffect(() => {
    let active = true;
    cleanupLegacyAuthKeys(storage, now());
    if (validated.current) return;
    if (!hasSessionHint(storage)) {
      setState(SIGNED_OUT);
      return;
    }
    withTimeout((signal) => fetchSessionUser(api, signal), timeoutMs).then(
      (user) => {
        if (active) signIn(user);
      },
      (error: unknown) => {
        if (!active) return;
        // A 401 means the session is over for every tab; a timeout or network failure does
        // not, so other tabs' storage is left alone then.
        const status = (error as { status?: unknown } | null)?.status;
        clearSession(status === 401);
      },
    );
    return () => {
      active = false;
    };
  }, [api, storage, now, timeoutMs, signIn, clearSession]);

  // The client could not refresh the session: sign out everywhere and go to the login page.
  useEffect(
    () =>
      session.subscribe(() => {
        if (userRef.current === null) return;
        clearSession(true);
        notify({ kind: 'error', message: SESSION_EXPIRED_MESSAGE });
        onSessionExpired();
      }),
    [session, clearSession, notify, onSessionExpired],
  );

  // One revalidation at a time: both carriers may report the same sign-in.
  const revalidating = useRef<Promise<AuthUser | null> | null>(null);
  const revalidate = useCallback(() => {
    revalidating.current ??= fetchSessionUser(api)
      .then(
        (user) => {
          signIn(user);
          return user;
        },
        () => {
          clearSession(false);
          return null;
        },
      )
      .finally(() => {
        revalidating.current = null;
      });
    return revalidating.current;
  }, [api, signIn, clearSession]);

  announceRef.current = useCrossTabSync({
    onSignedOut: () => {
      if (userRef.current === null) return;
      clearSession(false);
      onSessionExpired();
    },
    onSignedIn: () => {
      void revalidate();
    },
  });

  const accountCalls = useMemo(
    () =>
      createAccountCalls({
        api,
        notify,
        fail,
        refreshSessions: async () => {
          await queryClientRef.current?.invalidateQueries({ queryKey: sessionKeys.all });
        },
        onVerified: (verified) => {
          const current = userRef.current;
          if (current !== null && current.id === verified.id) {
            signIn({ ...current, is_verified: verified.is_verified });
          }
        },
      }),
    [api, notify, fail, signIn],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      isLoading: state.status === 'loading',
      isAuthenticated: state.status === 'authenticated',
      user: state.user,
      revalidate,
      async login(email, password) {
        try {
          await api.auth.login({ username: email, password });
          const user = await fetchSessionUser(api);
          queryClientRef.current?.clear();
          signIn(user);
          announceRef.current({ type: 'signed-in' });
          notify({ kind: 'success', message: SUCCESS_MESSAGES.welcomeBack(user.full_name) });
          return user;
        } catch (error) {
          throw fail('login', error);
        }
      },
      async logout() {
        let failure: unknown;
        try {
          await api.auth.logout();
        } catch (error) {
          failure = error;
        }
        // Local state goes whatever the server said (auth-contract §6).
        clearSession(true);
        if (failure === undefined) notify({ kind: 'success', message: SUCCESS_MESSAGES.loggedOut });
        else fail('logout', failure);
      },
      ...accountCalls,
      async logoutAll() {
        try {
          const result = await unwrap(api.POST('/auth/logout-all'));
          clearSession(true);
          notify({ kind: 'success', message: SUCCESS_MESSAGES.loggedOut });
          return result;
        } catch (error) {
          throw fail('logoutAll', error);
        }
      },
    }),
    [state, api, notify, signIn, clearSession, fail, revalidate, accountCalls],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
