import { unwrap } from '@back-office/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useApi } from '../api/api-context.tsx';
import { cursorPages } from '../api/cursor-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient } from '../api/types.ts';
import { liveJobs } from '../live/live-jobs.ts';

/** How often the unread count is read while the live stream is down (the fallback). */
export const NOTIFICATIONS_POLL_MS = 60_000;
/** Notifications the header's centre lists. */
export const NOTIFICATIONS_PAGE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** Query options of the signed-in user's notifications (newest first, with the unread count). */
export const notificationQueries = {
  all: notificationKeys.all,
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: notificationKeys.list(),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/api/notifications', {
            params: { query: { limit: NOTIFICATIONS_PAGE } },
            signal,
          }),
        ),
    }),
} as const;

/** Every notification page after page (`useInfiniteQuery`), newest first. */
export const notificationPages = (api: ApiClient, limit = NOTIFICATIONS_PAGE) =>
  cursorPages([...notificationKeys.all, 'pages', limit] as const, (page, signal) =>
    unwrap(api.GET('/api/notifications', { params: { query: { ...page, limit } }, signal })),
  );

/**
 * The user's notifications. The live stream invalidates them when one arrives; while it is
 * down they are polled every {@link NOTIFICATIONS_POLL_MS}.
 */
export function useNotifications<TData = DataOf<typeof notificationQueries.list>>(
  options?: QueryExtras<typeof notificationQueries.list, TData>,
) {
  const healthy = useSyncExternalStore(
    liveJobs.subscribeHealth,
    liveJobs.isHealthy,
    // A server render has no stream: its answer is the store's (not yet connected).
    liveJobs.isHealthy,
  );
  return useQuery(
    withExtras<typeof notificationQueries.list, TData>(notificationQueries.list(useApi()), {
      refetchInterval: healthy ? false : NOTIFICATIONS_POLL_MS,
      ...options,
    }),
  );
}

/** Marks one notification read (the centre, when the user follows it). */
export function useMarkNotificationRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/notifications/{id}/read', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Marks every notification read. */
export function useMarkAllNotificationsRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/notifications/read-all')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
