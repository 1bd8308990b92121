import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '@back-office/hooks/notifications';
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import type { StreamedNotification } from './live-stream.ts';
import { notificationTarget } from './notification-target.ts';
import { useLiveStream } from './use-live-stream.ts';

/**
 * The header's notification centre: a bell with the unread count, and a popover listing the
 * ends of the user's background jobs in words, each linking to its result, with "Mark all
 * read". Opens the tab's live stream (which keeps the list current and shows the toasts).
 */
export function NotificationCentre() {
  useLiveStream();
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const router = useRouter();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.notifications ?? [];
  const follow = (n: StreamedNotification) => {
    setOpened(false);
    if (n.read_at === null) markRead.mutate(n.id);
    void router.navigate(notificationTarget(n));
  };
  const label = unread > 0 ? `Notifications: ${unread} unread` : 'Notifications';
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      disabled={unread === 0}
      offset={4}
      data-testid="notification-count"
    >
      {/* A dialog named by its heading: focus moves in when it opens (its first button, or the
          dropdown itself when nothing in it can be pressed) and back to the bell when it closes. */}
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={360}
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={label}
            onClick={() => setOpened((o) => !o)}
            data-testid="notification-bell"
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-labelledby={headingId}>
          <Group justify="space-between" mb="xs" px={4}>
            <Text fw={600} size="sm" id={headingId}>
              Notifications
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all read
            </Button>
          </Group>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" px={4} py="sm">
              {list.isPending
                ? 'Loading…'
                : 'Nothing yet: the ends of the jobs you start appear here.'}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {items.map((n) => (
                  <li key={n.id}>
                    <UnstyledButton
                      onClick={() => follow(n)}
                      w="100%"
                      p={6}
                      data-unread={n.read_at === null}
                      data-testid="notification-item"
                      style={{ borderRadius: 4 }}
                    >
                      <Text
                        size="sm"
                        fw={n.read_at === null ? 600 : 400}
                        c={n.outcome === 'failed' ? 'var(--bo-danger-text)' : undefined}
                      >
                        {n.reference}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(n.created_at)}
                        {n.read_at === null ? ' · unread' : ''}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
