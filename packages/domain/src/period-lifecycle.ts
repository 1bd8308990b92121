import type { PeriodStatus } from './enum-values.ts';

/** A status change invoked through activate, close or archive. */
export type PeriodTransition = 'activate' | 'close' | 'archive';
/** What a user can do to a period (the transitions, plus edit and delete). */
export type PeriodAction = 'edit' | PeriodTransition | 'delete';

/**
 * The lifecycle of the contract (`Period`): draft → active → closed → archived, and draft →
 * archived. A closed period is never reopened.
 */
export const PERIOD_TRANSITIONS: Readonly<
  Record<PeriodTransition, { readonly from: readonly PeriodStatus[]; readonly to: PeriodStatus }>
> = {
  activate: { from: ['draft'], to: 'active' },
  close: { from: ['active'], to: 'closed' },
  archive: { from: ['draft', 'closed'], to: 'archived' },
};

/**
 * The statuses whose period can be edited and takes new or changed consultant orders: a
 * closed or archived period's records are final (decision 018).
 */
export const OPEN_PERIOD_STATUSES: readonly PeriodStatus[] = ['draft', 'active'];

/** Only drafts can be deleted (the server also refuses a draft that records belong to). */
export const DELETABLE_PERIOD_STATUSES: readonly PeriodStatus[] = ['draft'];

const MENU_ORDER: readonly PeriodAction[] = ['edit', 'activate', 'close', 'archive', 'delete'];

/** Whether `action` is allowed for a period in `status`. */
export function canPeriod(status: PeriodStatus, action: PeriodAction): boolean {
  if (action === 'edit') return OPEN_PERIOD_STATUSES.includes(status);
  if (action === 'delete') return DELETABLE_PERIOD_STATUSES.includes(status);
  return PERIOD_TRANSITIONS[action].from.includes(status);
}

/** The actions a period in `status` allows, in menu order. */
export function allowedPeriodActions(status: PeriodStatus): readonly PeriodAction[] {
  return MENU_ORDER.filter((action) => canPeriod(status, action));
}

/** Whether a period takes new or changed consultant orders (the API answers 409 otherwise). */
export const periodTakesOrders = (status: PeriodStatus) => OPEN_PERIOD_STATUSES.includes(status);
