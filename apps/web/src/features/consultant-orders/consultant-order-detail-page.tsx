import { periodTakesOrders } from '@back-office/domain';
import { useApi } from '@back-office/hooks';
import { useAuth } from '@back-office/hooks/auth';
import {
  consultantOrderKeys,
  consultantOrderQueries,
  useCombineConsultantOrder,
  useDeleteConsultantOrder,
  useDownloadConsultantOrderPdf,
  useUpdateConsultantOrder,
} from '@back-office/hooks/consultant-orders';
import { usePeriod } from '@back-office/hooks/periods';
import { hasPermission } from '@back-office/permissions';
import { Anchor, Breadcrumbs, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconArrowsJoin,
  IconBan,
  IconFileTypePdf,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ClosedPeriodAlert } from '../../components/closed-period-alert.tsx';
import { CombinationStatusPanel } from '../../components/combination-status-panel.tsx';
import { useConfirm } from '../../components/confirm/index.ts';
import { LiveRecordNotice } from '../../components/conflict/live-record-notice.tsx';
import { saveFile } from '../../components/file-download.ts';
import { HistoryTabs } from '../../components/history/history-tabs.tsx';
import { recordVersion } from '../../lib/concurrency/record-version.ts';
import { namedByReference } from '../../lib/download-name.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure, withFailureToast } from '../../lib/notify-failure.ts';
import { ConsultantOrderItemsTable } from './consultant-order-items-table.tsx';
import { ConsultantOrderStatusBadge } from './consultant-order-status.tsx';
import { OrderSummaryCard } from './order-summary-card.tsx';

export interface ConsultantOrderDetailPageProps {
  readonly id: number;
  /** The combination being watched (URL), if any. */
  readonly combination: number | undefined;
  readonly onCombinationChange: (id: number | undefined) => void;
}

/** `/consultant-orders/:id`: details, lines and totals, PDF, status changes and combining. */
export function ConsultantOrderDetailPage({
  id,
  combination,
  onCombinationChange,
}: ConsultantOrderDetailPageProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { data: order } = useSuspenseQuery(consultantOrderQueries.detail(useApi(), id));
  const queryClient = useQueryClient();
  const pdf = useDownloadConsultantOrderPdf();
  const update = useUpdateConsultantOrder();
  const remove = useDeleteConsultantOrder();
  const combine = useCombineConsultantOrder();
  const confirm = useConfirm();

  const period = usePeriod(order.period_id).data;
  // A closed or archived period's orders cannot change (decision 018): no action offers to.
  const periodClosed = period !== undefined && !periodTakesOrders(period.status);
  const canUpdate = hasPermission(user, 'consultant_orders:update') && !periodClosed;
  const canDelete = hasPermission(user, 'consultant_orders:delete') && !periodClosed;
  const canCombine = hasPermission(user, 'combined_orders:create');
  const { status } = order;
  const editable = status === 'draft' || status === 'submitted';

  const setStatus = (next: 'draft' | 'submitted' | 'cancelled', message: string) =>
    update.mutate(
      { id, body: { status: next } },
      {
        onSuccess: () => showToast({ kind: 'success', message }),
        onError: notifyFailure,
      },
    );

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor renderRoot={(props) => <Link to="/consultant-orders" {...props} />}>
          Consultant Orders
        </Anchor>
        <span>{order.order_number}</span>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Group gap="sm">
            <Title order={1} data-record-code>
              {order.order_number}
            </Title>
            <ConsultantOrderStatusBadge status={status} />
          </Group>
          <Text size="sm" c="dimmed">
            {order.item_count} {order.item_count === 1 ? 'line' : 'lines'} · {order.total_quantity}{' '}
            {order.total_quantity === 1 ? 'unit' : 'units'}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
            loading={pdf.isPending}
            onClick={() =>
              pdf.mutate(id, {
                onSuccess: (file) =>
                  saveFile(
                    namedByReference(file, 'consultant_order', id, order.order_number, 'pdf'),
                  ),
                onError: notifyFailure,
              })
            }
          >
            Download PDF
          </Button>
          {canUpdate && editable ? (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              renderRoot={(props) => (
                <Link to="/consultant-orders/$id/edit" params={{ id: String(id) }} {...props} />
              )}
            >
              Edit
            </Button>
          ) : null}
          {canUpdate && status === 'draft' ? (
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={order.item_count === 0 || update.isPending}
              title={order.item_count === 0 ? 'Add a line before submitting' : undefined}
              onClick={() => setStatus('submitted', `${order.order_number} submitted`)}
            >
              Submit
            </Button>
          ) : null}
          {canUpdate && status === 'submitted' ? (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              disabled={update.isPending}
              onClick={() => setStatus('draft', `${order.order_number} is a draft again`)}
            >
              Back to draft
            </Button>
          ) : null}
          {canCombine && status === 'submitted' ? (
            <Button
              leftSection={<IconArrowsJoin size={16} aria-hidden />}
              disabled={combine.isPending}
              onClick={() =>
                confirm.ask({
                  title: 'Combine order',
                  message: `Combine ${order.order_number} into a new combined order for fulfilment? The order is locked while the combination runs.`,
                  confirmLabel: 'Combine',
                  danger: false,
                  onConfirm: () =>
                    withFailureToast(async () => {
                      const started = await combine.mutateAsync({ id });
                      onCombinationChange(started.id);
                    }),
                })
              }
            >
              Combine
            </Button>
          ) : null}
          {canUpdate && status === 'cancelled' ? (
            <Button
              variant="default"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              onClick={() => setStatus('draft', `${order.order_number} reopened as a draft`)}
            >
              Reopen
            </Button>
          ) : null}
          {canUpdate && editable ? (
            <Button
              variant="default"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() =>
                confirm.ask({
                  title: 'Cancel order',
                  message: `Cancel ${order.order_number}? It can be reopened as a draft later.`,
                  confirmLabel: 'Cancel order',
                  onConfirm: () =>
                    withFailureToast(async () => {
                      await update.mutateAsync({ id, body: { status: 'cancelled' } });
                      showToast({ kind: 'success', message: `${order.order_number} cancelled` });
                    }),
                })
              }
            >
              Cancel order
            </Button>
          ) : null}
          {canDelete && status !== 'combined' ? (
            <Button
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() =>
                confirm.ask({
                  title: 'Delete order',
                  message: `Delete ${order.order_number} and its lines? This cannot be undone.`,
                  confirmLabel: 'Delete',
                  onConfirm: () =>
                    withFailureToast(async () => {
                      await remove.mutateAsync(id);
                      showToast({ kind: 'success', message: `${order.order_number} deleted` });
                      await navigate({ to: '/consultant-orders' });
                    }),
                })
              }
            >
              Delete
            </Button>
          ) : null}
        </Group>
      </Group>
      {period && periodClosed ? (
        <ClosedPeriodAlert
          name={period.name}
          status={period.status}
          action="its consultant orders cannot change"
        />
      ) : null}

      {combination !== undefined ? (
        <CombinationStatusPanel id={combination} onDismiss={() => onCombinationChange(undefined)} />
      ) : null}
      <LiveRecordNotice
        resource="consultant_orders"
        id={id}
        version={recordVersion(order)}
        onReload={() =>
          void queryClient.invalidateQueries({ queryKey: consultantOrderKeys.detail(id) })
        }
      />

      <HistoryTabs resource="consultant_orders" id={id}>
        <OrderSummaryCard
          order={order}
          canOpenConsultant={hasPermission(user, 'consultants:read')}
          canOpenCombined={hasPermission(user, 'combined_orders:read')}
        />
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Lines
            </Title>
            <ConsultantOrderItemsTable order={order} />
          </Stack>
        </Paper>
      </HistoryTabs>
      {confirm.modal}
    </Stack>
  );
}
