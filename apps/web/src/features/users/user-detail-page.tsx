import type { User } from '@back-office/api-client';
import { useAuth } from '@back-office/hooks/auth';
import { useSendPasswordResetEmail } from '@back-office/hooks/email';
import { useDeactivateUser, useUpdateUser, useUser } from '@back-office/hooks/users';
import { isAdmin } from '@back-office/permissions';
import {
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMailForward, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useConfirm } from '../../components/confirm/index.ts';
import { LiveRecordNotice } from '../../components/conflict/live-record-notice.tsx';
import { ErrorState } from '../../components/data-table/index.ts';
import { HistoryTabs } from '../../components/history/history-tabs.tsx';
import { LabelledValue } from '../../components/labelled-value.tsx';
import { recordVersion } from '../../lib/concurrency/record-version.ts';
import { formatDateTime } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { PermissionMatrix } from './permission-matrix.tsx';
import { ActiveBadge, RoleBadges } from './user-badges.tsx';

function UserBreadcrumbs({ name }: { name: string }) {
  return (
    <Breadcrumbs>
      <Anchor size="sm" renderRoot={(props) => <Link to="/users" {...props} />}>
        Users
      </Anchor>
      <Text size="sm">{name}</Text>
    </Breadcrumbs>
  );
}

/** `/users/$userId` (admin): the account, its last login, roles and effective permissions. */
export function UserDetailPage({ id }: { id: number }) {
  const query = useUser(id);
  if (query.error) {
    return (
      <Stack gap="md">
        <UserBreadcrumbs name={`User ${id}`} />
        <Title order={1}>User {id}</Title>
        <ErrorState
          error={query.error}
          what="the user"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <Stack gap="md" aria-busy>
        <Title order={1}>User</Title>
        <Skeleton height={160} />
        <Skeleton height={320} />
      </Stack>
    );
  }
  return <UserDetail user={query.data} onReload={() => void query.refetch()} />;
}

function UserDetail({ user, onReload }: { user: User; onReload: () => void }) {
  const { user: me } = useAuth();
  const admin = isAdmin(me);
  const self = me?.id === user.id;
  const confirm = useConfirm();
  const deactivate = useDeactivateUser();
  const update = useUpdateUser();
  const sendReset = useSendPasswordResetEmail();
  const granted = new Set(
    user.permissions.filter((entry) => entry.granted).map((e) => `${e.resource}:${e.action}`),
  );

  const askDeactivate = () =>
    confirm.ask({
      title: 'Deactivate user',
      message: `Deactivate ${user.full_name}? They are signed out everywhere and cannot sign in until reactivated.`,
      confirmLabel: 'Deactivate',
      onConfirm: async () => {
        try {
          await deactivate.mutateAsync(user.id);
        } catch (error) {
          notifyFailure(error);
          throw error;
        }
        showToast({ kind: 'success', message: `Deactivated ${user.full_name}` });
      },
    });
  const askReactivate = () =>
    confirm.ask({
      title: 'Reactivate user',
      message: `Reactivate ${user.full_name}? They can sign in again with their password.`,
      confirmLabel: 'Reactivate',
      danger: false,
      onConfirm: async () => {
        try {
          await update.mutateAsync({ id: user.id, body: { is_active: true } });
        } catch (error) {
          notifyFailure(error);
          throw error;
        }
        showToast({ kind: 'success', message: `Reactivated ${user.full_name}` });
      },
    });

  const askSendReset = () =>
    confirm.ask({
      title: 'Send password reset email',
      message: `Email ${user.full_name} a link to choose a new password at ${user.email}? The link works once and expires in 1 hour; their current password keeps working until they use it.`,
      confirmLabel: 'Send email',
      danger: false,
      onConfirm: async () => {
        try {
          await sendReset.mutateAsync(user.id);
        } catch (error) {
          notifyFailure(error);
          throw error;
        }
        showToast({ kind: 'success', message: `Password reset email sent to ${user.email}` });
      },
    });

  return (
    <Stack gap="md">
      <UserBreadcrumbs name={user.full_name} />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{user.full_name}</Title>
          <Text c="dimmed" size="sm">
            {user.email}
          </Text>
        </div>
        {admin ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              renderRoot={(props) => (
                <Link to="/users/$userId/edit" params={{ userId: String(user.id) }} {...props} />
              )}
            >
              Edit
            </Button>
            {user.is_active ? (
              <Button
                variant="default"
                leftSection={<IconMailForward size={16} aria-hidden />}
                onClick={askSendReset}
              >
                Send password reset email
              </Button>
            ) : null}
            {user.is_active ? (
              <Button
                color="red.9"
                leftSection={<IconUserOff size={16} aria-hidden />}
                onClick={askDeactivate}
                disabled={self}
                title={self ? 'You cannot deactivate your own account' : undefined}
              >
                Deactivate
              </Button>
            ) : (
              <Button leftSection={<IconUserCheck size={16} aria-hidden />} onClick={askReactivate}>
                Reactivate
              </Button>
            )}
          </Group>
        ) : null}
      </Group>
      <LiveRecordNotice
        resource="users"
        id={user.id}
        version={recordVersion(user)}
        onReload={onReload}
      />

      <HistoryTabs resource="users" id={user.id}>
        <Card withBorder padding="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            <LabelledValue label="Roles">
              <RoleBadges user={user} />
            </LabelledValue>
            <LabelledValue label="Status">
              <ActiveBadge active={user.is_active} />
            </LabelledValue>
            <LabelledValue label="Department">{user.department ?? '—'}</LabelledValue>
            <LabelledValue label="Last login">
              {user.last_login ? formatDateTime(user.last_login) : 'Never signed in'}
            </LabelledValue>
            <LabelledValue label="Email verified">{user.is_verified ? 'Yes' : 'No'}</LabelledValue>
            <LabelledValue label="Mobile app">
              {user.is_mobile_enabled ? 'Enabled' : 'Disabled'}
            </LabelledValue>
            <LabelledValue label="Created">{formatDateTime(user.created_at)}</LabelledValue>
            <LabelledValue label="Updated">{formatDateTime(user.updated_at)}</LabelledValue>
          </SimpleGrid>
        </Card>

        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Permissions
            </Title>
            <Text size="sm" c="dimmed">
              {user.is_superuser
                ? 'A superuser passes every check.'
                : 'The effective permissions of all the user’s roles.'}
            </Text>
            <PermissionMatrix
              caption={`Permissions of ${user.full_name}`}
              isGranted={(resource, action) =>
                user.is_superuser || granted.has(`${resource}:${action}`)
              }
            />
          </Stack>
        </Card>
      </HistoryTabs>
      {confirm.modal}
    </Stack>
  );
}
