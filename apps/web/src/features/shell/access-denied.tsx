import { isRole, roleLabel } from '@back-office/permissions';
import { Button, Code, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ForbiddenError } from './forbidden-error.ts';

function describeRoles(userRole: string): string {
  if (userRole === 'none') return 'No role';
  return userRole
    .split(',')
    .map((role) => role.trim())
    .map((role) => (isRole(role) ? `${roleLabel(role)} (${role})` : role))
    .join(', ');
}

/**
 * The Access Denied page (§2): the required role or permission, the user's role, Go Back and
 * Go to Dashboard. Rendered in place by the guarded layout, so the URL stays what was asked.
 */
export function AccessDenied({ error }: { error: ForbiddenError }) {
  const router = useRouter();
  const navigate = useNavigate();
  const isRoleRequirement = 'role' in error.requirement;
  return (
    <Paper withBorder p="xl" maw={640} mx="auto" mt="xl" role="alert">
      <Stack gap="md">
        <Group gap="sm">
          <ThemeIcon color="red" variant="light" size="lg" aria-hidden>
            <IconLock size={20} />
          </ThemeIcon>
          <Title order={1}>Access Denied</Title>
        </Group>
        <Text>You do not have access to this page.</Text>
        <Text>
          {isRoleRequirement ? 'Required role: ' : 'Required permission: '}
          <Code data-testid="required-access">
            {isRoleRequirement && isRole(error.required)
              ? `${roleLabel(error.required)} (${error.required})`
              : error.required}
          </Code>
        </Text>
        <Text>
          Your role: <Code data-testid="user-role">{describeRoles(error.userRole)}</Code>
        </Text>
        <Group>
          <Button variant="default" onClick={() => router.history.back()}>
            Go Back
          </Button>
          <Button onClick={() => void navigate({ to: '/dashboard' })}>Go to Dashboard</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
