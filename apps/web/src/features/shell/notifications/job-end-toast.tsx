import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../../../lib/notify.tsx';
import type { StreamedNotification } from './live-stream.ts';

/** Where the toast's link goes: its address, and how to follow it inside the app. */
export interface ResultLink {
  readonly href: string;
  readonly open: () => void;
}

/**
 * The one toast of a job's end (decision 065: the live stream shows it, wherever the user is,
 * and no screen adds its own): what happened in words, with a link to the result.
 */
export function showJobEndToast(n: StreamedNotification, result: ResultLink): void {
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
          href={result.href}
          onClick={(event) => {
            event.preventDefault();
            notifications.hide(`job-end:${n.id}`);
            result.open();
          }}
        >
          Open the result
        </Anchor>
      </Stack>
    ),
  });
}
