import { type ApiClient, createApiClient } from '@back-office/api-client';
import { BASE_URL } from '@back-office/api-client/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api/api-context.tsx';
import type { Notification, Notify } from '../api/ports.ts';
import { createSessionSignal } from '../api/session-signal.ts';
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
}

/**
 * A `Wrapper` for `renderHook`/`render` with a fresh api client and query client: the hooks of
 * this package run against MSW handlers from `@back-office/api-client/testing`.
 */
export function createTestWrapper(options: TestWrapperOptions = {}) {
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
      fetch: (request) => globalThis.fetch(request),
      onAuthExpired: session.emitExpired,
      createXhr: null,
      logger: { warn: () => {} },
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
        {children}
      </ApiProvider>
    );
    if (options.provideQueryClient === false) return api;
    return <QueryClientProvider client={queryClient}>{api}</QueryClientProvider>;
  }

  return { client, queryClient, notifications, session, Wrapper };
}
