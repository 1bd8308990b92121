import type { Session } from '@back-office/api-client';
import { authErrorMessage, useAuth, useSessions } from '@back-office/hooks/auth';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { markExplicitLogout } from '../../lib/logout-intent.ts';
import { showToast } from '../../lib/notify.tsx';
import { deviceName } from './device-name.ts';
import { LogoutAllConfirm } from './logout-all-confirm.tsx';

function SessionRow(props: { session: Session; busy: boolean; onRevoke: (id: number) => void }) {
  const { session, busy, onRevoke } = props;
  return (
    <Table.Tr data-testid="session-row" data-current={session.is_current}>
      <Table.Td>
        <Stack gap={2}>
          <Text size="sm" lineClamp={2} title={session.user_agent ?? undefined}>
            {deviceName(session.user_agent)}
          </Text>
          {session.is_current ? (
            <Badge size="sm" color="#1b5e20" variant="filled" w="fit-content">
              This session
            </Badge>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>{session.ip_address ?? '—'}</Table.Td>
      <Table.Td>{formatDateTime(session.created_at)}</Table.Td>
      <Table.Td>{formatDateTime(session.last_activity_at)}</Table.Td>
      <Table.Td>{formatDateTime(session.expires_at)}</Table.Td>
      <Table.Td>
        {session.is_current ? (
          <Text size="sm" c="dimmed">
            Current
          </Text>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={busy}
            onClick={() => onRevoke(session.id)}
            aria-label={`Revoke session ${session.id}`}
          >
            Revoke
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** `/sessions`: the user's own sessions, the current one marked; revoke one or all. */
export function SessionsPage() {
  const auth = useAuth();
  const sessions = useSessions();
  const [revoking, setRevoking] = useState<number | null>(null);
  const [confirmOpened, confirm] = useDisclosure(false);

  const revoke = async (id: number) => {
    setRevoking(id);
    try {
      await auth.revokeSession(id);
      showToast({ kind: 'success', message: 'Session revoked' });
    } catch {
      // The hooks already showed the §8 message.
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Sessions</Title>
          <Text c="dimmed" size="sm">
            Where you are signed in. Revoke a session you do not recognise.
          </Text>
        </div>
        <Button
          color="red.9"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={confirm.open}
        >
          Log out everywhere
        </Button>
      </Group>
      {sessions.isPending ? <Loader aria-label="Loading sessions" /> : null}
      {sessions.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {authErrorMessage('listSessions', sessions.error)}
        </Alert>
      ) : null}
      {sessions.data ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Device</Table.Th>
                <Table.Th>IP address</Table.Th>
                <Table.Th>Signed in</Table.Th>
                <Table.Th>Last active</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>
                  <Text component="span" size="sm" fw={700}>
                    Action
                  </Text>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.data.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  busy={revoking === session.id}
                  onRevoke={(id) => void revoke(id)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <LogoutAllConfirm
        opened={confirmOpened}
        onClose={confirm.close}
        onConfirm={async () => {
          markExplicitLogout();
          try {
            await auth.logoutAll();
          } catch {
            // §8 'Failed to logout from all sessions. Please try again.' was shown; stay here.
            confirm.close();
          }
        }}
      />
    </Stack>
  );
}
