import { liveJobs, liveRecords } from '@back-office/hooks/live';
import { notificationKeys } from '@back-office/hooks/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { API_URL } from '../../../lib/config.ts';
import { showJobEndToast } from './job-end-toast.tsx';
import { openLiveStream } from './live-stream.ts';
import { notificationTarget } from './notification-target.ts';

/**
 * Keeps the tab's one live stream open while the signed-in shell is shown: a job's end
 * refreshes the notifications and shows its one toast, on whatever page the user is (the
 * result's own page included: no screen toasts a job's end itself, decision 065), with a link
 * to the result built from the records the notification names.
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
          const target = notificationTarget(notification);
          showJobEndToast(notification, {
            href: router.buildLocation(target).href,
            open: () => void router.navigate(target),
          });
        },
      }),
    [queryClient, router],
  );
}
