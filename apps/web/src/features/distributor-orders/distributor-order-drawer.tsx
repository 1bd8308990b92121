import type { DistributorOrder } from '@back-office/api-client';
import { MONEY_LABELS } from '@back-office/domain';
import { useAuth } from '@back-office/hooks/auth';
import {
  useDeleteDistributorOrder,
  useDistributorOrder,
  useSubmitDistributorOrder,
  useUpdateDistributorOrder,
} from '@back-office/hooks/distributor-orders';
import {
  Button,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconPencil, IconSend, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useConfirm } from '../../components/confirm/index.ts';
import { LiveRecordNotice } from '../../components/conflict/live-record-notice.tsx';
import { ErrorState, TableScroller } from '../../components/data-table/index.ts';
import { LabelledValue } from '../../components/labelled-value.tsx';
import { recordVersion } from '../../lib/concurrency/record-version.ts';
import { formatCount, formatDateTime, formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { distributorOrderPermissions, statusRules } from './distributor-order-rules.ts';
import { EditOrderModal } from './edit-order-modal.tsx';
import { DistributorOrderStatusBadge } from './status-badge.tsx';

/** The order open in the URL (`?order=`): details, lines and the actions its status allows. */
export function DistributorOrderDrawer({
  id,
  onClose,
}: {
  id: number | undefined;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title="Distributor order"
      closeButtonProps={{ 'aria-label': 'Close order' }}
    >
      {id !== undefined ? <OrderDetail id={id} onClose={onClose} /> : null}
    </Drawer>
  );
}

function OrderDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useDistributorOrder(id);
  if (query.error) {
    return <ErrorState error={query.error} what="the order" onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton height={320} />;
  return (
    <Stack gap="md">
      <LiveRecordNotice
        resource="distributor_orders"
        id={id}
        version={recordVersion(query.data)}
        onReload={() => void query.refetch()}
      />
      <OrderBody order={query.data} onClose={onClose} />
    </Stack>
  );
}

function OrderBody({ order, onClose }: { order: DistributorOrder; onClose: () => void }) {
  const { user } = useAuth();
  const can = distributorOrderPermissions(user);
  const confirm = useConfirm();
  const submit = useSubmitDistributorOrder();
  const update = useUpdateDistributorOrder();
  const remove = useDeleteDistributorOrder();
  const [editing, setEditing] = useState(false);
  const number = order.order_number;

  /** A confirmed action: toast on success, toast (and keep the modal) on failure. */
  const act = (run: () => Promise<unknown>, message: string) => async () => {
    try {
      await run();
    } catch (error) {
      notifyFailure(error);
      throw error;
    }
    showToast({ kind: 'success', message });
  };

  const actions: ReactNode[] = [];
  if (can.canUpdate && statusRules.canEdit(order.status)) {
    actions.push(
      <Button
        key="edit"
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => setEditing(true)}
      >
        Edit details
      </Button>,
    );
  }
  if (can.canUpdate && statusRules.canSubmit(order.status, order.items.length)) {
    actions.push(
      <Button
        key="submit"
        leftSection={<IconSend size={16} aria-hidden />}
        onClick={() =>
          confirm.ask({
            title: 'Submit order',
            message: `Submit ${number} (${formatCount(order.items.length, 'line')}, ${formatMoney(order.total_cents)}) to the warehouse? Lines can no longer change.`,
            confirmLabel: 'Submit',
            danger: false,
            onConfirm: act(() => submit.mutateAsync(order.id), `Submitted ${number}`),
          })
        }
      >
        Submit to warehouse
      </Button>,
    );
  }
  if (can.canUpdate && statusRules.canFulfil(order.status)) {
    actions.push(
      <Button
        key="fulfil"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() =>
          confirm.ask({
            title: 'Mark as fulfilled',
            message: `Mark ${number} as fulfilled? A fulfilled order cannot change.`,
            confirmLabel: 'Mark fulfilled',
            danger: false,
            onConfirm: act(
              () => update.mutateAsync({ id: order.id, body: { status: 'fulfilled' } }),
              `${number} fulfilled`,
            ),
          })
        }
      >
        Mark fulfilled
      </Button>,
    );
  }
  if (can.canUpdate && statusRules.canCancel(order.status)) {
    actions.push(
      <Button
        key="cancel"
        variant="default"
        color="red.9"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() =>
          confirm.ask({
            title: 'Cancel order',
            message: `Cancel ${number}? A cancelled order cannot change.`,
            confirmLabel: 'Cancel order',
            onConfirm: act(
              () => update.mutateAsync({ id: order.id, body: { status: 'cancelled' } }),
              `Cancelled ${number}`,
            ),
          })
        }
      >
        Cancel order
      </Button>,
    );
  }
  if (can.canDelete && statusRules.canDelete(order.status)) {
    actions.push(
      <Button
        key="delete"
        color="red.9"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() =>
          confirm.ask({
            title: 'Delete order',
            message: `Delete ${number} and its ${formatCount(order.items.length, 'line')}? This cannot be undone.`,
            confirmLabel: 'Delete',
            onConfirm: act(async () => {
              await remove.mutateAsync(order.id);
              onClose();
            }, `Deleted ${number}`),
          })
        }
      >
        Delete
      </Button>,
    );
  }

  return (
    <Stack gap="md" data-testid="distributor-order-detail">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" data-record-code>
          {number}
        </Title>
        <DistributorOrderStatusBadge status={order.status} />
      </Group>
      {actions.length > 0 ? <Group gap="xs">{actions}</Group> : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <LabelledValue label="Distributor">{order.distributor_name}</LabelledValue>
        <LabelledValue label="Reference">{order.distributor_reference ?? '—'}</LabelledValue>
        <LabelledValue label="Template">{order.template_name ?? '—'}</LabelledValue>
        <LabelledValue label="File">{order.file_name}</LabelledValue>
        <LabelledValue label="Created">
          {formatDateTime(order.created_at)} by {order.created_by.name}
        </LabelledValue>
        <LabelledValue label="Submitted">{formatDateTime(order.submitted_at)}</LabelledValue>
        <LabelledValue label="Lines">{order.item_count}</LabelledValue>
        <LabelledValue label="Quantity">
          {order.total_quantity.toLocaleString('en-ZA')}
        </LabelledValue>
        <LabelledValue label={MONEY_LABELS.subtotal}>
          {formatMoney(order.total_cents)}
        </LabelledValue>
      </SimpleGrid>
      {order.notes ? <LabelledValue label="Notes">{order.notes}</LabelledValue> : null}
      {/* On a phone the product and the line total stay in view; the rest scrolls between them. */}
      <TableScroller label={`Lines of ${number}`}>
        <Table miw={560} striped verticalSpacing={6} aria-label={`Lines of ${number}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th data-pin="start">Product</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right" data-pin="end">
                Line total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.id} data-testid="distributor-order-line">
                <Table.Td>{item.row_number}</Table.Td>
                <Table.Td data-pin="start">
                  <Text size="sm" fw={600} data-record-code>
                    {item.product_code}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.description}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right">{formatMoney(item.unit_price_cents)}</Table.Td>
                <Table.Td ta="right" data-pin="end">
                  {formatMoney(item.line_total_cents)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
      <EditOrderModal order={editing ? order : null} onClose={() => setEditing(false)} />
      {confirm.modal}
    </Stack>
  );
}
