import type { OrderDetail, OrderItem } from '@back-office/api-client';
import { MONEY_LABELS, orderRules } from '@back-office/domain';
import { useApi } from '@back-office/hooks';
import { orderQueries, useDeleteOrderItem, useOrder, useOrderJob } from '@back-office/hooks/orders';
import { Divider, Drawer, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LiveRecordNotice } from '../../components/conflict/live-record-notice.tsx';
import { ErrorState } from '../../components/data-table/index.ts';
import { HistoryTabs } from '../../components/history/history-tabs.tsx';
import { LabelledValue } from '../../components/labelled-value.tsx';
import { PeriodLockNote } from '../../components/period-lock-note.tsx';
import { ifMatchOf, recordVersion } from '../../lib/concurrency/record-version.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useRecordPeriodLock } from '../../lib/period-lock.ts';
import { ASK_HEADERS, DRY_RUN, wouldDelete } from '../../lib/undo/ask-delete.ts';
import { deleteKey } from '../../lib/undo/deferred-deletes.ts';
import { deleteWithUndo, useIsDeleting } from '../../lib/undo/undo-toast.tsx';
import { describeErrorDetails, failedItemIds } from './error-details.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderErrorDetails } from './order-error-details.tsx';
import { OrderJobProgress } from './order-job-progress.tsx';
import { StockOrderItemsTable } from './stock-order-items-table.tsx';
import { StockOrderProductPicker } from './stock-order-product-picker.tsx';
import { StockOrderStatusBadge } from './stock-order-status-badge.tsx';
import { type OrderPermissions, useOrderPermissions } from './use-order-permissions.ts';

function OrderBody(props: {
  order: OrderDetail;
  permissions: OrderPermissions;
  onClose: () => void;
}) {
  const { order, onClose } = props;
  // A closed or archived period's stock orders are final (decision 045).
  const lock = useRecordPeriodLock(order.period_id);
  const permissions = lock.locked
    ? { ...props.permissions, canUpdate: false, canDelete: false }
    : props.permissions;
  const job = useOrderJob(order.id);
  const removeItem = useDeleteOrderItem();
  const api = useApi();
  const isDeleting = useIsDeleting();
  // The job's status is the live one; the detail catches up when the job ends.
  const status = job.status?.status ?? order.status;
  const editable = permissions.canUpdate && orderRules.canEditItems(status);
  const errors = describeErrorDetails(status === 'failed' ? order.parsed_error_details : null);

  // Undo replaces the confirmation (decision 027); the totals follow once the delete is sent.
  const askRemove = (item: OrderItem) =>
    deleteWithUndo(`Removed ${item.product_code} from ${order.reference}`, {
      keys: [deleteKey('order_items', item.id)],
      ask: () =>
        wouldDelete(
          api.DELETE('/api/orders/{id}/items/{itemId}', {
            params: {
              path: { id: order.id, itemId: item.id },
              query: DRY_RUN,
              header: ASK_HEADERS,
            },
          }),
        ),
      commit: () => removeItem.mutateAsync({ orderId: order.id, itemId: item.id }),
      flush: () =>
        void api.DELETE('/api/orders/{id}/items/{itemId}', {
          params: { path: { id: order.id, itemId: item.id }, header: ifMatchOf(order) },
          keepalive: true,
        }),
    });

  return (
    <Stack gap="md" data-testid="order-detail" data-status={status}>
      <Group justify="space-between" align="center">
        <StockOrderStatusBadge status={status} />
        <PeriodLockNote lock={lock} what="its stock orders cannot be changed or deleted" />
        <Text size="sm" c="dimmed">
          Last changed {formatDateTime(order.updated_at)}
        </Text>
      </Group>
      <HistoryTabs resource="orders" id={order.id}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <LabelledValue label={MONEY_LABELS.subtotal}>
            {formatMoney(order.total_cents)}
          </LabelledValue>
          <LabelledValue label="Lines">
            {order.item_count} ({order.total_quantity} units)
          </LabelledValue>
          <LabelledValue label="Period">{order.period_name ?? 'None'}</LabelledValue>
          <LabelledValue label="Created by">{order.created_by?.name ?? '—'}</LabelledValue>
          <LabelledValue label="Created">{formatDateTime(order.created_at)}</LabelledValue>
          <LabelledValue label="Processed">{formatDateTime(order.processed_at)}</LabelledValue>
        </SimpleGrid>
        {order.notes ? (
          <LabelledValue label="Notes">
            <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {order.notes}
            </Text>
          </LabelledValue>
        ) : null}
        <OrderActions order={order} status={status} permissions={permissions} onDeleted={onClose} />
        <OrderJobProgress job={job} />
        {status === 'completed' && order.output_file_name ? (
          <Text size="sm">
            Output spreadsheet: <strong>{order.output_file_name}</strong>
          </Text>
        ) : null}
        <OrderErrorDetails
          view={errors}
          lineNumbers={new Map(order.items.map((item, index) => [item.id, index + 1]))}
        />
        <Divider />
        <Title order={3} size="h4">
          Lines
        </Title>
        <StockOrderItemsTable
          orderId={order.id}
          items={order.items.filter((item) => !isDeleting('order_items', item.id))}
          totalCents={order.total_cents}
          totalQuantity={order.total_quantity}
          editable={editable}
          failedIds={failedItemIds(errors)}
          onRemove={askRemove}
        />
        {editable ? <StockOrderProductPicker orderId={order.id} /> : null}
      </HistoryTabs>
    </Stack>
  );
}

function DrawerContent({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const order = useOrder(orderId);
  const permissions = useOrderPermissions();
  if (order.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="order-loading">
        <Skeleton height={24} width="40%" />
        <Skeleton height={80} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (order.isError) {
    return (
      <ErrorState
        error={order.error}
        what="the order"
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  }
  return (
    <Stack gap="md">
      <LiveRecordNotice
        resource="orders"
        id={orderId}
        version={recordVersion(order.data)}
        onReload={() => void order.refetch()}
      />
      <OrderBody order={order.data} permissions={permissions} onClose={onClose} />
    </Stack>
  );
}

export interface StockOrderDrawerProps {
  /** The open order (from the URL), or undefined when closed. */
  readonly orderId: number | undefined;
  readonly onClose: () => void;
}

/** An order's detail beside the list, opened by `?order=<id>` so it survives a reload. */
export function StockOrderDrawer({ orderId, onClose }: StockOrderDrawerProps) {
  const api = useApi();
  // The title follows the cached order (the content's own query); closed, nothing is asked.
  const order = useQuery({
    ...orderQueries.detail(api, orderId ?? 0),
    enabled: orderId !== undefined,
  });
  const reference = orderId === undefined ? undefined : order.data?.reference;
  return (
    <Drawer
      opened={orderId !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Text component="span" fw={700} size="lg" data-record-code>
          {reference ? `Order ${reference}` : 'Order'}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close order' }}
      data-testid="order-drawer"
    >
      {orderId !== undefined ? <DrawerContent orderId={orderId} onClose={onClose} /> : null}
    </Drawer>
  );
}
