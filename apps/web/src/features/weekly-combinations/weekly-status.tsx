import type { WeeklyCombination } from '@back-office/api-client';
import { STATUS_LABELS } from '@back-office/domain/status-labels';
import { StatusBadge } from '../../components/status-badge.tsx';
import { STATUS_COLORS } from '../../components/status-colors.ts';
import { WEEKLY_STATUSES } from './weekly-search.ts';

// The value set lives with the route's search schema (entry chunk; no Badge there).
export { WEEKLY_STATUSES };

export type WeeklyStatus = WeeklyCombination['status'];

export const WEEKLY_STATUS_LABELS: Record<WeeklyStatus, string> = STATUS_LABELS;

export function WeeklyStatusBadge({ status }: { status: WeeklyStatus }) {
  return (
    <StatusBadge
      status={status}
      label={WEEKLY_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
    />
  );
}

/** What may be done to a weekly combination in each status (contract). */
export const weeklyRules = {
  canProcess: (status: WeeklyStatus) => status === 'pending' || status === 'failed',
  canCancel: (status: WeeklyStatus) => status === 'pending' || status === 'processing',
  canDelete: (status: WeeklyStatus) => status !== 'processing',
  canDownload: (status: WeeklyStatus) => status === 'completed',
};
