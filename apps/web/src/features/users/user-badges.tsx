import type { User } from '@back-office/api-client';
import { isDistributorRole, roleLabel } from '@back-office/permissions';
import { Badge, Group, Text } from '@mantine/core';

/** A user's roles as badges (Superuser first when set). */
export function RoleBadges({ user }: { user: Pick<User, 'roles' | 'is_superuser'> }) {
  if (user.roles.length === 0 && !user.is_superuser) {
    return (
      <Text size="sm" c="dimmed">
        No role
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {user.is_superuser ? (
        <Badge color="grape.9" variant="filled">
          Superuser
        </Badge>
      ) : null}
      {user.roles.map((role) => (
        <Badge key={role} color={isDistributorRole(role) ? 'teal.9' : 'blue.9'} variant="filled">
          {roleLabel(role)}
        </Badge>
      ))}
    </Group>
  );
}

/** Active / Inactive as a badge. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? '#1b5e20' : 'gray.7'} variant="filled">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
