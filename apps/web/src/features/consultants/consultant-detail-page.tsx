import { useApi } from '@back-office/hooks';
import { useAuth } from '@back-office/hooks/auth';
import {
  consultantKeys,
  consultantQueries,
  useDeleteConsultant,
} from '@back-office/hooks/consultants';
import { hasPermission } from '@back-office/permissions';
import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { LiveRecordNotice } from '../../components/conflict/live-record-notice.tsx';
import { HistoryTabs } from '../../components/history/history-tabs.tsx';
import { ifMatchOf, recordVersion } from '../../lib/concurrency/record-version.ts';
import { ASK_HEADERS, DRY_RUN, wouldDelete } from '../../lib/undo/ask-delete.ts';
import { deleteKey } from '../../lib/undo/deferred-deletes.ts';
import { deleteWithUndo } from '../../lib/undo/undo-toast.tsx';
import { ConsentFormsPanel } from './consent-forms-panel.tsx';
import { ConsultantDetailsCard } from './consultant-details-card.tsx';
import { ConsultantOrdersPanel } from './consultant-orders-panel.tsx';

/** `/consultants/:id`: the record, its consent forms and its consultant orders. */
export function ConsultantDetailPage({ id }: { id: number }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: consultant } = useSuspenseQuery(consultantQueries.detail(api, id));
  const remove = useDeleteConsultant();
  const name = `${consultant.first_name} ${consultant.last_name}`;
  const canUpdate = hasPermission(user, 'consultants:update');
  const canDelete = hasPermission(user, 'consultants:delete');

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor renderRoot={(props) => <Link to="/consultants" {...props} />}>Consultants</Anchor>
        <span>{consultant.consultant_number}</span>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{name}</Title>
          <Text c="dimmed" size="sm">
            Consultant {consultant.consultant_number}
          </Text>
        </div>
        <Group gap="xs">
          {canUpdate ? (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              renderRoot={(props) => (
                <Link to="/consultants/$id/edit" params={{ id: String(id) }} {...props} />
              )}
            >
              Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => {
                // Undo replaces the confirmation (decision 027), once the server said it would
                // accept the delete (decision 045); the list shows it gone meanwhile.
                void deleteWithUndo(`${name} deleted`, {
                  keys: [deleteKey('consultants', id)],
                  ask: () =>
                    wouldDelete(
                      api.DELETE('/api/consultants/{id}', {
                        params: { path: { id }, query: DRY_RUN, header: ASK_HEADERS },
                      }),
                    ),
                  commit: () => remove.mutateAsync(id),
                  flush: () =>
                    void api.DELETE('/api/consultants/{id}', {
                      params: { path: { id }, header: ifMatchOf(consultant) },
                      keepalive: true,
                    }),
                }).then((scheduled) => {
                  if (scheduled) void navigate({ to: '/consultants' });
                });
              }}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Group>
      <LiveRecordNotice
        resource="consultants"
        id={id}
        version={recordVersion(consultant)}
        onReload={() => void queryClient.invalidateQueries({ queryKey: consultantKeys.detail(id) })}
      />
      <HistoryTabs resource="consultants" id={id}>
        <ConsultantDetailsCard consultant={consultant} />
        <ConsentFormsPanel consultantId={id} canChange={canUpdate} />
        <ConsultantOrdersPanel
          consultantId={id}
          canOpenOrders={hasPermission(user, 'consultant_orders:read')}
        />
      </HistoryTabs>
    </Stack>
  );
}
