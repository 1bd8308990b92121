import type { DistributorOrderStatus } from './enum-values.ts';

/**
 * What a distributor order allows in each status (`DistributorOrderSummary`,
 * `DistributorOrderUpdate`): draft → submitted → fulfilled, and cancelled from draft or
 * submitted; fulfilled and cancelled orders never change.
 */
/** Only a draft is deleted (a submitted order is cancelled instead). */
export const DELETABLE_DISTRIBUTOR_ORDER_STATUSES: readonly DistributorOrderStatus[] = ['draft'];

export const distributorOrderRules = {
  canEdit: (status: DistributorOrderStatus) => status === 'draft' || status === 'submitted',
  canSubmit: (status: DistributorOrderStatus, itemCount: number) =>
    status === 'draft' && itemCount > 0,
  canFulfil: (status: DistributorOrderStatus) => status === 'submitted',
  canCancel: (status: DistributorOrderStatus) => status === 'draft' || status === 'submitted',
  canDelete: (status: DistributorOrderStatus) =>
    DELETABLE_DISTRIBUTOR_ORDER_STATUSES.includes(status),
} as const;
