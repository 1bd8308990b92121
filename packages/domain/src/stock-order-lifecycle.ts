import type { OrderStatusValue } from './enum-values.ts';

/** The statuses in which an order's lines may change: a draft, and a failed order (to correct it). */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatusValue[] = ['draft', 'failed'];

/** What a stock order allows in each status (the contract's `OrderStatusValue`). */
export const orderRules = {
  /** Items change while draft, and on a failed order (corrected, then retried). */
  canEditItems: (status: OrderStatusValue) => EDITABLE_ORDER_STATUSES.includes(status),
  canProcess: (status: OrderStatusValue, itemCount: number) => status === 'draft' && itemCount > 0,
  canCancel: (status: OrderStatusValue) => status === 'draft' || status === 'processing',
  canRetry: (status: OrderStatusValue) => status === 'failed',
  canDownload: (status: OrderStatusValue) => status === 'completed',
  /** Refused (409) while processing. */
  canDelete: (status: OrderStatusValue) => status !== 'processing',
} as const;
