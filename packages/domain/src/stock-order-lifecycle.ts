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

/**
 * Why an order without lines is not processed: the API's 400, the job's failure and the web's
 * hint on the disabled button all say it in these words.
 */
export const ORDER_NEEDS_A_LINE = 'An order needs at least one line to be processed';

/**
 * The one rule "an order needs at least one line": null when `itemCount` lines may be
 * processed, else {@link ORDER_NEEDS_A_LINE}.
 *
 * @example orderLinesFailure(0) // 'An order needs at least one line to be processed'
 */
export function orderLinesFailure(itemCount: number): string | null {
  return itemCount > 0 ? null : ORDER_NEEDS_A_LINE;
}

/** What a stock order allows in each status (the contract's `OrderStatusValue`). */
export const orderRules = {
  /** Items change while draft, and on a failed order (corrected, then retried). */
  canEditItems: (status: OrderStatusValue) => EDITABLE_ORDER_STATUSES.includes(status),
  /** A draft with at least one line ({@link orderLinesFailure}). */
  canProcess: (status: OrderStatusValue, itemCount: number) =>
    PROCESSABLE_ORDER_STATUSES.includes(status) && orderLinesFailure(itemCount) === null,
  canCancel: (status: OrderStatusValue) => CANCELLABLE_ORDER_STATUSES.includes(status),
  canRetry: (status: OrderStatusValue) => RETRYABLE_ORDER_STATUSES.includes(status),
  canDownload: (status: OrderStatusValue) => status === 'completed',
  /** Refused (409) while processing. */
  canDelete: (status: OrderStatusValue) => !UNDELETABLE_ORDER_STATUSES.includes(status),
} as const;
