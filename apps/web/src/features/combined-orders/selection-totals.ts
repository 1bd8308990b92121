import type { ConsultantOrderSummary } from '@back-office/api-client';
import { documentTotals } from '@back-office/domain';

/** What the combine page sums of each chosen order. */
type Summed = Pick<ConsultantOrderSummary, 'total_quantity' | 'subtotal_cents'>;

/** The orders chosen to combine, summed as the combined order will be. */
export interface SelectionTotals {
  readonly count: number;
  readonly quantity: number;
  readonly subtotal_cents: number;
  readonly vat_cents: number;
  readonly total_cents: number;
}

/**
 * The running total of the orders chosen on the combine page: their count and quantity, and
 * the combined order's subtotal, VAT and total. VAT is taken once on the summed subtotal, as the
 * API does for the combined order (`documentTotals`, decision 016), so the figure shown is the
 * one the combined order will carry (it can differ by a cent from the sum of the orders' own
 * VAT-inclusive totals).
 */
export function selectionTotals(orders: readonly Summed[]): SelectionTotals {
  let quantity = 0;
  let subtotal = 0;
  for (const order of orders) {
    quantity += order.total_quantity;
    subtotal += order.subtotal_cents;
  }
  return { count: orders.length, quantity, ...documentTotals(subtotal) };
}
