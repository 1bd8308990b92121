import type { Period } from '@back-office/api-client';
import type { MantineColor } from '@mantine/core';
import { STATUS_COLORS } from '../../components/status-colors.ts';

export type PeriodStatus = Period['status'];
export type PeriodAction = 'edit' | 'activate' | 'close' | 'archive' | 'delete';

export const PERIOD_STATUSES = [
  'draft',
  'active',
  'closed',
  'archived',
] as const satisfies readonly PeriodStatus[];

export const PERIOD_STATUS_LABELS: Record<PeriodStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  closed: 'Closed',
  archived: 'Archived',
};

/** Filled badge colours with white text at 4.5:1 or better in every theme. */
export const PERIOD_STATUS_COLORS: Record<PeriodStatus, MantineColor> = STATUS_COLORS;

/**
 * The lifecycle of the contract (`Period`): draft → active → closed → archived, draft →
 * archived; only draft and active periods can be edited; only drafts can be deleted (the server
 * also refuses a draft that records belong to).
 */
const ALLOWED: Record<PeriodStatus, readonly PeriodAction[]> = {
  draft: ['edit', 'activate', 'archive', 'delete'],
  active: ['edit', 'close'],
  closed: ['archive'],
  archived: [],
};

/** The actions a period in `status` allows, in menu order. */
export function allowedPeriodActions(status: PeriodStatus): readonly PeriodAction[] {
  return ALLOWED[status];
}

/** Whether `action` is allowed for a period in `status`. */
export function canPeriod(status: PeriodStatus, action: PeriodAction): boolean {
  return ALLOWED[status].includes(action);
}

/**
 * Whether a period takes new or changed consultant orders: draft and active only; a closed or
 * archived period's orders are its record (decision 018; the API answers 409 on `period_id`).
 */
export const periodTakesOrders = (status: PeriodStatus) =>
  status === 'draft' || status === 'active';
