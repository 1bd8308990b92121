import type { WeeklyCombination } from '@back-office/api-client';
import { Badge } from '@mantine/core';
import { WEEKLY_STATUSES } from './weekly-search.ts';

// The value set lives with the route's search schema (entry chunk; no Badge there).
export { WEEKLY_STATUSES };

export type WeeklyStatus = WeeklyCombination['status'];

export const WEEKLY_STATUS_LABELS: Record<WeeklyStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

// Dark shades: white badge text keeps a 4.5:1 contrast in every theme (axe); Mantine's
// green.9 and orange.9 do not, hence the darker hex values.
const COLORS: Record<WeeklyStatus, string> = {
  pending: 'gray.7',
  processing: 'blue.8',
  completed: '#1e6b33',
  failed: 'red.9',
  cancelled: 'dark.5',
};

export function WeeklyStatusBadge({ status }: { status: WeeklyStatus }) {
  return (
    <Badge color={COLORS[status]} variant="filled" data-status={status} miw="max-content">
      {WEEKLY_STATUS_LABELS[status]}
    </Badge>
  );
}

/** What may be done to a weekly combination in each status (contract). */
export const weeklyRules = {
  canProcess: (status: WeeklyStatus) => status === 'pending' || status === 'failed',
  canCancel: (status: WeeklyStatus) => status === 'pending' || status === 'processing',
  canDelete: (status: WeeklyStatus) => status !== 'processing',
  canDownload: (status: WeeklyStatus) => status === 'completed',
};
