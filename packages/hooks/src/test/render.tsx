import { type ApiClient, createApiClient } from '@back-office/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ApiProvider } from '../api/api-context.tsx';
import type { Notification } from '../api/ports.ts';
import { createSessionSignal } from '../api/session-signal.ts';
import { BASE_URL } from './server.ts';

interface HarnessOptions {
  readonly queryClient?: QueryClient;
  /** `false`: no `QueryClientProvider` above the hooks (an app that loads React Query later). */
  readonly provideQueryClient?: boolean;
}

/** A fresh client and query client per test, with spies on the ports. */
export function createTestHarness(options: HarnessOptions = {}) {
  const session = createSessionSignal();
  const notifications: Notification[] = [];
  const notify = vi.fn((notification: Notification) => {
    notifications.push(notification);
  });
  const onSessionExpired = vi.fn();
  const client: ApiClient = createApiClient({
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

  // biome-ignore lint/correctness/noComponentHookFactories: each test builds one harness, so the wrapper is created once per test and stays stable.
  function Wrapper({ children }: { children: ReactNode }) {
    const api = (
      <ApiProvider
        client={client}
        notify={notify}
        onSessionExpired={onSessionExpired}
        session={session}
        storage={localStorage}
      >
        {children}
      </ApiProvider>
    );
    if (options.provideQueryClient === false) return api;
    return <QueryClientProvider client={queryClient}>{api}</QueryClientProvider>;
  }

  return { client, queryClient, notify, notifications, onSessionExpired, session, Wrapper };
}
