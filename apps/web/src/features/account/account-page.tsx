import { useAuth } from '@back-office/hooks/auth';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDevices } from '@tabler/icons-react';
import { useState } from 'react';
import { ButtonLink } from '../../components/button-link.tsx';
import { LabelledValue } from '../../components/labelled-value.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { displayName, roleBadgeLabel } from '../../lib/role-badge.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { VerificationStatus } from './verification-card.tsx';

/**
 * `/account` (login only), reached from the user card: the profile, the email's verification
 * status with resend, the granted permissions (`/auth/permissions`), change password and the
 * sessions page.
 */
export function AccountPage() {
  const { user } = useAuth();
  // A new form after a successful change, so the typed passwords are gone.
  const [formKey, setFormKey] = useState(0);
  if (!user) return null;
  // The server's answer (`/auth/permissions`), as the session holds it.
  const granted = user.permissions
    .filter((entry) => entry.granted)
    .map((entry) => `${entry.resource}:${entry.action}`);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Account</Title>
          <Text c="dimmed" size="sm">
            Your profile, email verification and password.
          </Text>
        </div>
        <ButtonLink
          to="/sessions"
          variant="default"
          leftSection={<IconDevices size={16} aria-hidden />}
        >
          Manage sessions
        </ButtonLink>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder component="section" aria-labelledby="account-profile">
          <Stack gap="sm">
            <Title order={2} size="h4" id="account-profile">
              Profile
            </Title>
            <SimpleGrid cols={2}>
              <LabelledValue label="Name">{displayName(user)}</LabelledValue>
              <LabelledValue label="Email">{user.email}</LabelledValue>
              <LabelledValue label="Role">{roleBadgeLabel(user)}</LabelledValue>
              <LabelledValue label="Department">{user.department}</LabelledValue>
              <LabelledValue label="Last sign-in">
                {user.last_login ? formatDateTime(user.last_login) : null}
              </LabelledValue>
            </SimpleGrid>
            <VerificationStatus />
          </Stack>
        </Card>
        <Card withBorder component="section" aria-labelledby="account-password">
          <Stack gap="sm">
            <Title order={2} size="h4" id="account-password">
              Change password
            </Title>
            <ChangePasswordForm
              key={formKey}
              email={user.email}
              onChanged={() => setFormKey((key) => key + 1)}
            />
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder component="section" aria-labelledby="account-permissions">
        <Stack gap="sm">
          <Title order={2} size="h4" id="account-permissions">
            Granted permissions
          </Title>
          <Group gap={4} data-testid="account-permissions">
            {granted.map((permission) => (
              <Badge key={permission} variant="outline" size="sm" tt="none">
                {permission}
              </Badge>
            ))}
            {granted.length === 0 ? (
              <Text size="sm" c="dimmed">
                No permissions granted
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
