import type { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { Notification } from '../api/ports.ts';
import { createTestWrapper } from '../testing/test-wrapper.tsx';

interface HarnessOptions {
  readonly queryClient?: QueryClient;
  /** `false`: no `QueryClientProvider` above the hooks (an app that loads React Query later). */
  readonly provideQueryClient?: boolean;
}

/** A fresh client and query client per test, with spies on the ports. */
export function createTestHarness(options: HarnessOptions = {}) {
  const notifications: Notification[] = [];
  const notify = vi.fn((notification: Notification) => {
    notifications.push(notification);
  });
  const onSessionExpired = vi.fn();
  const { client, queryClient, session, Wrapper } = createTestWrapper({
    ...options,
    notify,
    onSessionExpired,
    storage: localStorage,
  });

  return { client, queryClient, notify, notifications, onSessionExpired, session, Wrapper };
}
