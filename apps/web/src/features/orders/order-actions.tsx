import { isApiError, type OrderDetail } from '@back-office/api-client';
import { ORDER_NEEDS_A_LINE, orderRules } from '@back-office/domain';
import {
  useCancelOrder,
  useDeleteOrder,
  useDownloadOrderFile,
  useProcessOrder,
  useRetryOrder,
} from '@back-office/hooks/orders';
import { Button, Group, Tooltip } from '@mantine/core';
import {
  IconBan,
  IconDownload,
  IconPlayerPlay,
  IconPlayerStop,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useConfirm } from '../../components/confirm/index.ts';
import { saveFile } from '../../components/file-download.ts';
import { namedByReference } from '../../lib/download-name.ts';
import { formatCount } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { toastOrderError } from './mutation-error.ts';
import type { StockOrderStatus } from './stock-order-status.ts';
import type { OrderPermissions } from './use-order-permissions.ts';

export interface OrderActionsProps {
  readonly order: OrderDetail;
  /** The live status (the job's, once known). */
  readonly status: StockOrderStatus;
  readonly permissions: OrderPermissions;
  /** After a delete: the drawer closes. */
  readonly onDeleted: () => void;
}

/** Rethrows after toasting, so a confirmation modal stays open on failure. */
function reported(fallback: string) {
  return (error: unknown): never => {
    toastOrderError(error, fallback);
    throw error;
  };
}

/**
 * Like {@link reported}, but a 409 (the order moved on meanwhile: the job finished before the
 * cancel arrived) closes the dialog: trying again cannot help, and the toast says what happened.
 */
function reportedUnlessMovedOn(fallback: string) {
  return (error: unknown): void => {
    toastOrderError(error, fallback);
    if (!(isApiError(error) && error.status === 409)) throw error;
  };
}

/**
 * What can be done with an order now, as the contract's lifecycle and the user's permissions
 * allow: process, retry, cancel, download, delete. Buttons the user may not use are hidden.
 */
export function OrderActions({ order, status, permissions, onDeleted }: OrderActionsProps) {
  const confirm = useConfirm();
  const process = useProcessOrder();
  const retry = useRetryOrder();
  const cancel = useCancelOrder();
  const remove = useDeleteOrder();
  const download = useDownloadOrderFile();
  const { reference } = order;
  // A draft is cancelled and a running job stopped by the same call (POST …/cancel).
  const cancelOrder = () =>
    cancel
      .mutateAsync(order.id)
      .then(() => showToast({ kind: 'success', message: `${reference} cancelled` }))
      .catch(reportedUnlessMovedOn('The order could not be cancelled'));

  const canProcess = orderRules.canProcess(status, order.items.length);
  return (
    <Group gap="xs" data-testid="order-actions">
      {permissions.canUpdate && status === 'draft' ? (
        <Tooltip label={ORDER_NEEDS_A_LINE} disabled={canProcess}>
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            disabled={!canProcess}
            loading={process.isPending}
            onClick={() =>
              process.mutate(order.id, {
                onSuccess: () =>
                  showToast({ kind: 'info', message: `Processing ${reference} started` }),
                onError: (error) => toastOrderError(error, 'The order could not be processed'),
              })
            }
          >
            Process order
          </Button>
        </Tooltip>
      ) : null}
      {permissions.canUpdate && orderRules.canRetry(status) ? (
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={retry.isPending}
          onClick={() =>
            retry.mutate(order.id, {
              onSuccess: () => showToast({ kind: 'info', message: `Retrying ${reference}` }),
              onError: (error) => toastOrderError(error, 'The order could not be retried'),
            })
          }
        >
          Retry
        </Button>
      ) : null}
      {orderRules.canDownload(status) ? (
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(order.id, {
              onSuccess: (file) =>
                saveFile(namedByReference(file, 'order', order.id, order.reference, 'xlsx')),
              onError: (error) => toastOrderError(error, 'The spreadsheet could not be downloaded'),
            })
          }
        >
          Download spreadsheet
        </Button>
      ) : null}
      {permissions.canUpdate && status === 'processing' ? (
        <Button
          variant="default"
          leftSection={<IconPlayerStop size={16} aria-hidden />}
          loading={cancel.isPending}
          onClick={() =>
            confirm.ask({
              title: 'Cancel processing',
              message: `Stop processing ${reference}? Any partial output is discarded and the order ends cancelled.`,
              confirmLabel: 'Cancel processing',
              dismissLabel: 'Keep processing',
              onConfirm: () => cancelOrder(),
            })
          }
        >
          Cancel processing
        </Button>
      ) : null}
      {permissions.canUpdate && status === 'draft' ? (
        <Button
          variant="default"
          leftSection={<IconBan size={16} aria-hidden />}
          onClick={() =>
            confirm.ask({
              title: 'Cancel order',
              message: `Cancel ${reference}? A cancelled order cannot be processed or changed.`,
              confirmLabel: 'Cancel order',
              dismissLabel: 'Keep order',
              onConfirm: () => cancelOrder(),
            })
          }
        >
          Cancel order
        </Button>
      ) : null}
      {permissions.canDelete && orderRules.canDelete(status) ? (
        <Button
          variant="default"
          leftSection={<IconTrash size={16} aria-hidden color="var(--mantine-color-red-filled)" />}
          onClick={() =>
            confirm.ask({
              title: 'Delete order',
              message: `Delete ${reference} with its ${formatCount(order.items.length, 'line')} and any output file? This cannot be undone.`,
              confirmLabel: 'Delete order',
              onConfirm: () =>
                remove
                  .mutateAsync(order.id)
                  .then(() => {
                    showToast({ kind: 'success', message: `${reference} deleted` });
                    onDeleted();
                  })
                  .catch(reported('The order could not be deleted')),
            })
          }
        >
          Delete
        </Button>
      ) : null}
      {confirm.modal}
    </Group>
  );
}
