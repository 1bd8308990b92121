import type { OrderStatusValue } from './enum-values.ts';

/** The statuses in which an order's lines may change: a draft, and a failed order (to correct it). */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatusValue[] = ['draft', 'failed'];
/** Processing starts from a draft (`processOrder`). */
export const PROCESSABLE_ORDER_STATUSES: readonly OrderStatusValue[] = ['draft'];
/** Only a failed order is retried (`retryOrder`). */
export const RETRYABLE_ORDER_STATUSES: readonly OrderStatusValue[] = ['failed'];
/** A draft or a processing order can be cancelled (`cancelOrder`). */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatusValue[] = ['draft', 'processing'];
/** An order is deleted in any status but processing (cancel it first). */
export const UNDELETABLE_ORDER_STATUSES: readonly OrderStatusValue[] = ['processing'];

/** What a stock order allows in each status (the contract's `OrderStatusValue`). */
export const orderRules = {
  /** Items change while draft, and on a failed order (corrected, then retried). */
  canEditItems: (status: OrderStatusValue) => EDITABLE_ORDER_STATUSES.includes(status),
  canProcess: (status: OrderStatusValue, itemCount: number) =>
    PROCESSABLE_ORDER_STATUSES.includes(status) && itemCount > 0,
  canCancel: (status: OrderStatusValue) => CANCELLABLE_ORDER_STATUSES.includes(status),
  canRetry: (status: OrderStatusValue) => RETRYABLE_ORDER_STATUSES.includes(status),
  canDownload: (status: OrderStatusValue) => status === 'completed',
  /** Refused (409) while processing. */
  canDelete: (status: OrderStatusValue) => !UNDELETABLE_ORDER_STATUSES.includes(status),
} as const;
