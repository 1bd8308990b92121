import type { Notification } from '@back-office/hooks';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** §9: each toast lasts 5 seconds; at most 5 are on screen (set on `<Notifications>`). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 5;

const COLORS = { success: 'green.8', error: 'red.8', info: 'blue.8', warning: 'orange.9' } as const;
const TITLES = { success: 'Success', error: 'Error', info: 'Notice', warning: 'Warning' } as const;

/**
 * The hooks' `notify` port, drawn with Mantine notifications. Error toasts carry the request
 * id of the failed call so support can find it in the API logs.
 */
export function showToast({ kind, message, requestId }: Notification): void {
  notifications.show({
    // One toast per text at a time: a 403 reported both by the client (§7) and by the call's own
    // §8 message, with the same words, shows once.
    id: `${kind}:${message}`,
    color: COLORS[kind],
    title: TITLES[kind],
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    'data-toast-kind': kind,
    message: requestId ? (
      <Stack gap={2}>
        <Text size="sm">{message}</Text>
        <Text size="xs" c="dimmed">
          Request ID: {requestId}
        </Text>
      </Stack>
    ) : (
      message
    ),
  });
}
