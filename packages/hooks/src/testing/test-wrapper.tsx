import { type ApiClient, createApiClient, type User } from '@back-office/api-client';
import { assertContractBody, BASE_URL } from '@back-office/api-client/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api/api-context.tsx';
import type { Notification, Notify } from '../api/ports.ts';
import { createSessionSignal } from '../api/session-signal.ts';
import { AuthProvider } from '../auth/auth-provider.tsx';
import type { KeyValueStorage } from '../storage/keys.ts';

export interface TestWrapperOptions {
  /** The client under the hooks. Default: one on `BASE_URL` (where `mockOperation` listens). */
  readonly client?: ApiClient;
  /** Default: no retries, nothing collected while a test runs. */
  readonly queryClient?: QueryClient;
  /** `false`: no `QueryClientProvider` above the hooks (an app that loads React Query later). */
  readonly provideQueryClient?: boolean;
  /** Default: collected in `notifications`. */
  readonly notify?: Notify;
  readonly onSessionExpired?: () => void;
  /** Default: none (nothing is remembered between tests). */
  readonly storage?: KeyValueStorage | null;
  /**
   * A signed-in user: the hooks run inside an `AuthProvider` that starts with this user
   * (`useAuth().user`), and the client answers the three session reads (`GET /auth/verify`,
   * `/auth/me`, `/auth/permissions`) for them, checked against the contract, so no test mocks
   * them. Everything else still goes to your MSW handlers. Not with `client` (give the reads
   * your own handlers then). E.g. `{ ...example('User'), roles: ['readonly'] }`.
   */
  readonly user?: User;
  /** The signed-in user's permission matrix, if not `user.permissions` (needs `user`). */
  readonly permissions?: User['permissions'];
}

type SessionRead = '/auth/verify' | '/auth/me' | '/auth/permissions';

/** The answers of the session reads for a signed-in user, as the API gives them. */
function sessionReads(user: User): Record<SessionRead, unknown> {
  return {
    '/auth/me': user,
    '/auth/permissions': {
      permissions: user.permissions,
      roles: user.roles,
      is_superuser: user.is_superuser,
    },
    '/auth/verify': { valid: true, user_id: user.id, email: user.email, roles: user.roles },
  };
}

/** A fetch that answers the session reads of `user` itself and passes the rest to MSW. */
function signedInFetch(user: User): (request: Request) => Promise<Response> {
  const reads = sessionReads(user);
  return async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' && Object.hasOwn(reads, path)) {
      const body = reads[path as SessionRead];
      assertContractBody(path, 'get', 200, body);
      return Response.json(body);
    }
    // Looked up at call time, so MSW's patched fetch is used.
    return globalThis.fetch(request);
  };
}

/**
 * A `Wrapper` for `renderHook`/`render` with a fresh api client and query client: the hooks of
 * this package run against MSW handlers from `@back-office/api-client/testing`.
 */
export function createTestWrapper(options: TestWrapperOptions = {}) {
  if (options.user !== undefined && options.client !== undefined)
    throw new Error(
      'createTestWrapper: `user` answers through its own client; give one or the other',
    );
  if (options.permissions !== undefined && options.user === undefined)
    throw new Error('createTestWrapper: `permissions` needs a `user`');
  const user =
    options.user === undefined
      ? undefined
      : { ...options.user, permissions: options.permissions ?? options.user.permissions };
  const session = createSessionSignal();
  const notifications: Notification[] = [];
  const notify: Notify =
    options.notify ??
    ((notification) => {
      notifications.push(notification);
    });
  const onSessionExpired = options.onSessionExpired ?? (() => {});
  const client =
    options.client ??
    createApiClient({
      baseUrl: BASE_URL,
      // Looked up at call time, so MSW's patched fetch is used.
      fetch: user === undefined ? (request) => globalThis.fetch(request) : signedInFetch(user),
      onAuthExpired: session.emitExpired,
      createXhr: null,
    });
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
    });
  const storage = options.storage === undefined ? null : options.storage;

  // biome-ignore lint/correctness/noComponentHookFactories: one wrapper per test, created once, so it stays stable.
  function Wrapper({ children }: { children: ReactNode }) {
    const api = (
      <ApiProvider
        client={client}
        notify={notify}
        onSessionExpired={onSessionExpired}
        session={session}
        storage={storage}
      >
        {user === undefined ? children : <AuthProvider initialUser={user}>{children}</AuthProvider>}
      </ApiProvider>
    );
    if (options.provideQueryClient === false) return api;
    return <QueryClientProvider client={queryClient}>{api}</QueryClientProvider>;
  }

  return { client, queryClient, notifications, session, user, Wrapper };
}
