import { MONEY_LABELS } from '@back-office/domain';
import { useAuth } from '@back-office/hooks/auth';
import {
  useCancelWeeklyCombination,
  useDeleteWeeklyCombination,
  useDownloadWeeklyCombinationFile,
  useProcessWeeklyCombination,
  useWeeklyCombination,
  useWeeklyCombinationJob,
  useWeeklyCombinationPreview,
} from '@back-office/hooks/weekly-combinations';
import { hasPermission } from '@back-office/permissions';
import { Alert, Button, Drawer, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlayerPlay, IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '../../components/confirm/index.ts';
import { ErrorState } from '../../components/data-table/index.ts';
import { saveFile } from '../../components/file-download.ts';
import { PeriodLockNote } from '../../components/period-lock-note.tsx';
import { formatCount, formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { notifyFailure } from '../../lib/notify-failure.ts';
import { useRecordPeriodLock } from '../../lib/period-lock.ts';
import { WeeklyPreview } from './weekly-preview.tsx';
import {
  WEEKLY_STATUS_LABELS,
  type WeeklyStatus,
  WeeklyStatusBadge,
  weeklyRules,
} from './weekly-status.tsx';

export interface WeeklyDrawerProps {
  /** The combination shown; undefined closes the drawer. */
  readonly id: number | undefined;
  readonly onClose: () => void;
}

/** One weekly combination in a side panel (`?open=<id>`). */
export function WeeklyDrawer({ id, onClose }: WeeklyDrawerProps) {
  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title="Weekly combination"
      closeButtonProps={{ 'aria-label': 'Close weekly combination' }}
    >
      {id !== undefined ? <WeeklyDetail key={id} id={id} onDeleted={onClose} /> : null}
    </Drawer>
  );
}

function WeeklyDetail({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const { user } = useAuth();
  const detail = useWeeklyCombination(id);
  // A closed or archived period's weekly combinations are final (decision 045).
  const lock = useRecordPeriodLock(detail.data?.period_id);
  const canUpdate = hasPermission(user, 'weekly_combinations:update') && !lock.locked;
  const canDelete = hasPermission(user, 'weekly_combinations:delete') && !lock.locked;
  const [started, setStarted] = useState(false);
  const watching = started || detail.data?.status === 'processing';
  const job = useWeeklyCombinationJob(watching ? id : null);
  const process = useProcessWeeklyCombination();
  const cancel = useCancelWeeklyCombination();
  const remove = useDeleteWeeklyCombination();
  const download = useDownloadWeeklyCombinationFile();
  const confirm = useConfirm();

  if (detail.error) {
    return (
      <ErrorState
        error={detail.error}
        what="the weekly combination"
        onRetry={() => void detail.refetch()}
      />
    );
  }
  const data = detail.data;
  if (!data) return <Skeleton height={200} />;

  // While a job is watched its live status wins over the (older) record.
  const status: WeeklyStatus = (watching && job.status?.status) || data.status;
  const running = status === 'processing';
  const error = (watching && job.status?.error) || data.error;
  const fileName = (watching && job.status?.file_name) || data.file_name;

  const startProcessing = () =>
    process.mutate(id, {
      onSuccess: () => setStarted(true),
      onError: notifyFailure,
    });

  return (
    <Stack gap="md" data-testid="weekly-detail" data-status={status}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={700} size="lg">
            Week of {formatDate(data.week_start)} – {formatDate(data.week_end)}
          </Text>
          <Text size="sm" c="dimmed">
            {data.period_name} · created {formatDateTime(data.created_at)} by{' '}
            {data.created_by?.name ?? 'unknown'}
          </Text>
          <PeriodLockNote
            lock={lock}
            what="its weekly combinations cannot be processed, cancelled or deleted"
          />
        </div>
        <WeeklyStatusBadge status={status} />
      </Group>

      <WeeklyFigures
        completed={status === 'completed'}
        stored={data}
        processedAt={data.processed_at}
        id={id}
      />

      {watching && job.status ? (
        <Stack gap={4} data-testid="weekly-job" aria-live="polite">
          <Text size="sm">
            {running
              ? `Processing… ${job.progress}%`
              : `${WEEKLY_STATUS_LABELS[job.status.status]} (${job.progress}%)`}
            {job.status.message ? ` — ${job.status.message}` : ''}
          </Text>
          <Progress
            value={job.progress}
            animated={running}
            aria-label="Processing progress"
            color={status === 'failed' ? 'red.9' : undefined}
          />
        </Stack>
      ) : null}

      {status === 'failed' && error ? (
        <Alert color="red" variant="light" title="Processing failed" role="alert">
          {error}
        </Alert>
      ) : null}

      <Group gap="sm">
        {canUpdate && weeklyRules.canProcess(status) ? (
          <Button
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={process.isPending}
            onClick={startProcessing}
          >
            {status === 'failed' ? 'Process again' : 'Process'}
          </Button>
        ) : null}
        {canUpdate && weeklyRules.canCancel(status) ? (
          <Button
            variant="default"
            leftSection={<IconPlayerStop size={16} aria-hidden />}
            loading={cancel.isPending}
            onClick={() =>
              confirm.ask({
                title: running ? 'Stop processing?' : 'Cancel this weekly combination?',
                message: running
                  ? `Stop building the spreadsheet for the week of ${formatDate(data.week_start)}? Nothing is kept; it can be processed again later.`
                  : `Cancel the combination for the week of ${formatDate(data.week_start)}? It will not be processed; the consultant orders are not changed.`,
                confirmLabel: running ? 'Stop processing' : 'Cancel combination',
                dismissLabel: running ? 'Keep processing' : 'Keep it',
                onConfirm: async () => {
                  await cancel.mutateAsync(id, { onError: notifyFailure });
                  showToast({ kind: 'info', message: 'Weekly combination cancelled' });
                },
              })
            }
          >
            {running ? 'Stop processing' : 'Cancel combination'}
          </Button>
        ) : null}
        {weeklyRules.canDownload(status) ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate(id, { onSuccess: saveFile, onError: notifyFailure })}
          >
            Download {fileName ?? 'spreadsheet'}
          </Button>
        ) : null}
        {canDelete && weeklyRules.canDelete(status) ? (
          <Button
            color="red.9"
            variant="filled"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() =>
              confirm.ask({
                title: 'Delete weekly combination',
                message: `Delete the combination for the week of ${formatDate(data.week_start)} and its spreadsheet? The consultant orders are not changed.`,
                confirmLabel: 'Delete',
                onConfirm: async () => {
                  await remove.mutateAsync(id, { onError: notifyFailure });
                  showToast({ kind: 'success', message: 'Weekly combination deleted' });
                  onDeleted();
                },
              })
            }
          >
            Delete
          </Button>
        ) : null}
      </Group>

      <WeeklyPreview id={id} periodName={data.period_name} completed={status === 'completed'} />
      {confirm.modal}
    </Stack>
  );
}

/**
 * The combination's figures, one source at a time: once completed, what was combined (the
 * record); before that, what processing would combine now (the live preview, the same figures
 * the preview below shows), so the drawer never shows two different sets.
 */
function WeeklyFigures(props: {
  completed: boolean;
  stored: { consultant_order_count: number; total_quantity: number; total_cents: number };
  processedAt: string | null | undefined;
  id: number;
}) {
  const preview = useWeeklyCombinationPreview(props.id);
  const figures = props.completed
    ? {
        orders: props.stored.consultant_order_count,
        quantity: props.stored.total_quantity,
        total: props.stored.total_cents,
      }
    : preview.data
      ? {
          orders: preview.data.totals.order_count,
          quantity: preview.data.totals.total_quantity,
          total: preview.data.totals.total_cents,
        }
      : null;
  if (!figures) return <Skeleton height={22} width={320} />;
  return (
    <Group gap="xl" data-testid="weekly-figures">
      <Text size="sm">
        <b>{formatCount(figures.orders, 'order')}</b>
      </Text>
      <Text size="sm">
        Quantity <b>{figures.quantity.toLocaleString('en-ZA')}</b>
      </Text>
      <Text size="sm">
        {MONEY_LABELS.total} <b>{formatMoney(figures.total)}</b>
      </Text>
      <Text size="sm" c="dimmed">
        {props.completed && props.processedAt
          ? `Combined ${formatDateTime(props.processedAt)}`
          : 'If processed now'}
      </Text>
    </Group>
  );
}
