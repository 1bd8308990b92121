import { liveJobs, liveRecords, notificationKeys } from '@back-office/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { API_URL } from '../../../lib/config.ts';
import { showJobEndToast } from './job-end-toast.tsx';
import { openLiveStream } from './live-stream.ts';

/**
 * Keeps the tab's one live stream open while the signed-in shell is shown: a job's end
 * refreshes the notifications and, unless the user is on the result's page already, shows a
 * toast with a link to it.
 */
export function useLiveStream(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(
    () =>
      openLiveStream({
        url: `${API_URL}/api/events`,
        liveJobs,
        liveRecords,
        onNotification: (notification) => {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
          const here = router.state.location.pathname;
          if (new URL(notification.link, 'http://x').pathname === here) return;
          showJobEndToast(notification, (href) => void router.navigate({ href }));
        },
      }),
    [queryClient, router],
  );
}
