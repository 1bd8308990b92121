import type { OrderStatus } from './enum-values.ts';

/** The statuses in which an order's lines may change: a draft, and a failed order (to correct it). */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatus[] = ['draft', 'failed'];

/** What a stock order allows in each status (the contract's `OrderStatusValue`). */
export const orderRules = {
  /** Items change while draft, and on a failed order (corrected, then retried). */
  canEditItems: (status: OrderStatus) => EDITABLE_ORDER_STATUSES.includes(status),
  canProcess: (status: OrderStatus, itemCount: number) => status === 'draft' && itemCount > 0,
  canCancel: (status: OrderStatus) => status === 'draft' || status === 'processing',
  canRetry: (status: OrderStatus) => status === 'failed',
  canDownload: (status: OrderStatus) => status === 'completed',
  /** Refused (409) while processing. */
  canDelete: (status: OrderStatus) => status !== 'processing',
} as const;
