import type { FailedItem, Order } from '@back-office/api-client';

/** How a failed order's `parsed_error_details` is shown. */
export type ErrorDetailsView =
  | { readonly kind: 'none' }
  | { readonly kind: 'items'; readonly message: string; readonly items: readonly FailedItem[] }
  | { readonly kind: 'text'; readonly text: string };

/**
 * Turns the API's `parsed_error_details` (parsed once, on the server, into the contract's
 * `OrderErrorDetails`; text when the stored details were not of that shape) into what the
 * drawer shows: the failed lines, or the raw text. The raw `error_details` is never read here.
 */
export function describeErrorDetails(parsed: Order['parsed_error_details']): ErrorDetailsView {
  if (parsed === null || parsed === '') return { kind: 'none' };
  if (typeof parsed === 'string') return { kind: 'text', text: parsed };
  return { kind: 'items', message: parsed.message, items: parsed.failed_items };
}

/** The ids of the lines named in the error details (highlighted in the items table). */
export function failedItemIds(view: ErrorDetailsView): ReadonlySet<number> {
  return new Set(view.kind === 'items' ? view.items.map((item) => item.item_id) : []);
}
