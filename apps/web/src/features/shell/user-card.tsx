import type { User } from '@back-office/api-client';
import { summarizePermissions } from '@back-office/permissions';
import {
  Avatar,
  Badge,
  Button,
  Divider,
  Group,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconDevices, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { displayName, roleBadgeLabel } from '../../lib/role-badge.ts';

export interface UserCardProps {
  readonly user: User;
  /** Opens the logout confirmation. */
  readonly onLogout: () => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The compact user card of the header: name and role badge; opened, at most six granted
 * permissions then `+N more` (§9), the account page, the sessions page and logout.
 */
export function UserCard({ user, onLogout }: UserCardProps) {
  const router = useRouter();
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const name = displayName(user);
  const role = roleBadgeLabel(user);
  const summary = summarizePermissions(user);
  return (
    // A dialog: focus moves into it when it opens (its first button) and back to the card when it
    // closes (Escape, a click outside or a choice); named "Account" by its heading.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={300}
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((open) => !open)}
          aria-haspopup="dialog"
          aria-expanded={opened}
          data-testid="user-card"
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" size="sm" variant="filled" aria-hidden>
              {initials(name)}
            </Avatar>
            <Stack gap={0} visibleFrom="sm">
              <Text size="sm" fw={600} lh={1.2}>
                {name}
              </Text>
              <Badge size="xs" variant="light" data-testid="role-badge">
                {role}
              </Badge>
            </Stack>
            <VisuallyHidden>Account menu</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId}>
        <Stack gap="xs">
          <div>
            <Text fw={600} id={headingId}>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
          </div>
          <Group gap={4}>
            <Badge variant="filled">{role}</Badge>
          </Group>
          <Divider label="Permissions" labelPosition="left" />
          <Group gap={4} data-testid="permission-summary">
            {summary.shown.map((permission) => (
              <Badge key={permission} variant="outline" size="sm" tt="none">
                {permission}
              </Badge>
            ))}
            {summary.moreLabel ? (
              <Text size="xs" c="dimmed">
                {summary.moreLabel}
              </Text>
            ) : null}
            {summary.shown.length === 0 ? (
              <Text size="xs" c="dimmed">
                No permissions granted
              </Text>
            ) : null}
          </Group>
          <Divider />
          <Button
            variant="default"
            leftSection={<IconUserCircle size={16} aria-hidden />}
            onClick={() => {
              setOpened(false);
              router.history.push('/account');
            }}
          >
            Account
          </Button>
          <Button
            variant="default"
            leftSection={<IconDevices size={16} aria-hidden />}
            onClick={() => {
              setOpened(false);
              router.history.push('/sessions');
            }}
          >
            Sessions
          </Button>
          <Button
            color="red.9"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => {
              setOpened(false);
              onLogout();
            }}
          >
            Log out
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
