import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../../lib/notify.tsx';
import type { StreamedNotification } from './live-stream.ts';

/** A toast telling the user a job they started has ended, with a link to the result. */
export function showJobEndToast(n: StreamedNotification, go: (href: string) => void): void {
  const failed = n.outcome === 'failed';
  notifications.show({
    id: `job-end:${n.id}`,
    color: failed ? 'red.8' : 'green.8',
    title: failed ? 'Background job failed' : 'Background job finished',
    autoClose: TOAST_DURATION_MS * 2,
    withBorder: true,
    'data-toast-kind': failed ? 'error' : 'success',
    message: (
      <Stack gap={2}>
        <Text size="sm">{n.reference}</Text>
        <Anchor
          size="sm"
          href={n.link}
          onClick={(event) => {
            event.preventDefault();
            notifications.hide(`job-end:${n.id}`);
            go(n.link);
          }}
        >
          Open the result
        </Anchor>
      </Stack>
    ),
  });
}
