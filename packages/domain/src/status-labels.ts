import type * as contract from '@back-office/api-client/enums';

/**
 * Every status and payment method of the contract in words (decision 052): the one source the
 * web app's badges, filters and palette and the API's search results, PDFs, exports and audit
 * summaries read, so no person is shown `partially_paid` or `eft`. A value means the same
 * wherever it appears (`draft` is "Draft" for a period, an order and an invoice), so one map
 * covers every status list; the test checks each value of each contract list has its words.
 */

type Values<L> = L extends ReadonlyArray<infer T> ? T : never;

/** Every status value of every status enum of the contract. */
export type AnyStatus =
  | Values<typeof contract.periodStatusValues>
  | Values<typeof contract.orderStatusValueValues>
  | Values<typeof contract.uploadStatusValues>
  | Values<typeof contract.consultantStatusValues>
  | Values<typeof contract.consultantOrderStatusValues>
  | Values<typeof contract.combinationStatusStatusValues>
  | Values<typeof contract.combinedOrderStatusValues>
  | Values<typeof contract.invoiceSummaryStatusValues>
  | Values<typeof contract.weeklyCombinationStatusValues>
  | Values<typeof contract.distributorOrderSummaryStatusValues>;

export const STATUS_LABELS: Readonly<Record<AnyStatus, string>> = {
  draft: 'Draft',
  active: 'Active',
  closed: 'Closed',
  archived: 'Archived',
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  inactive: 'Inactive',
  suspended: 'Suspended',
  submitted: 'Submitted',
  combined: 'Combined',
  open: 'Open',
  invoiced: 'Invoiced',
  issued: 'Issued',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
  fulfilled: 'Fulfilled',
};

export type PaymentMethod = Values<typeof contract.invoicePaymentMethodValues>;

/** A payment method as people read it: never the stored `eft`. */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  eft: 'EFT',
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};

/**
 * A status in words, for text that may hold any status (a search result, an audit line): its
 * label, or the value with spaces for underscores if the contract gained one not labelled yet.
 */
export function statusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABELS, status)
    ? STATUS_LABELS[status as AnyStatus]
    : status.replaceAll('_', ' ');
}
