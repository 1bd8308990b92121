import type { Queryable } from '../db/db.ts';
import type { QueryParams } from '../http/handlers.ts';
import { Keyset, sortKey } from '../sql/keyset.ts';
import { Where } from '../sql/where.ts';
import { INVOICE_COLUMNS, INVOICE_FROM, type InvoiceRow, toInvoiceSummary } from './invoice-row.ts';
import { containsPattern } from './product-search.ts';

/** The validated query of `listInvoices`. */
export type InvoiceListQuery = QueryParams<'listInvoices'>;

/** The invoice list's sort keys (alias `i`). */
const INVOICE_KEYSET = new Keyset<InvoiceListQuery['sort_by']>(
  {
    created_at: sortKey.moment('i.created_at'),
    invoice_number: sortKey.text('i.invoice_number'),
    issue_date: sortKey.day('i.issue_date'),
    due_date: sortKey.day('i.due_date'),
    bill_to_name: sortKey.text('lower(i.bill_to_name)'),
    status: sortKey.text('i.status'),
    total_cents: sortKey.int('i.total_cents', 'bigint'),
    balance_cents: sortKey.int('(i.total_cents - i.amount_paid_cents)', 'bigint'),
  },
  'i.id',
);

/** The filters and sort of `listInvoices`, which its export shares. */
export type InvoiceListFilters = Omit<InvoiceListQuery, 'skip' | 'limit' | 'cursor'>;

/** The WHERE clause of the invoice list's filters (aliases of `INVOICE_FROM`). */
export function invoiceWhere(q: InvoiceListFilters): Where {
  return new Where()
    .addIf(
      q.search?.trim() ? containsPattern(q.search) : undefined,
      `(lower(i.invoice_number) LIKE ? OR lower(i.bill_to_name) LIKE ?
        OR lower(coalesce(c.first_name || ' ' || c.last_name, '')) LIKE ?
        OR lower(coalesce(so.order_number, sc.combined_number, '')) LIKE ?)`,
    )
    .addIf(q.status, 'i.status = ?')
    .addIf(q.consultant_id, 'i.consultant_id = ?')
    .addIf(q.period_id, 'i.period_id = ?')
    .addIf(q.date_from, 'i.issue_date >= ?::date')
    .addIf(q.date_to, 'i.issue_date <= ?::date');
}

/** The ORDER BY terms of the invoice list's sort (the id breaks ties). */
export function invoiceOrder(q: InvoiceListFilters): string {
  return INVOICE_KEYSET.order(q);
}

/** One page of invoice summaries (by `skip` or `cursor`) with a bounded total. */
export async function listInvoices(db: Queryable, q: InvoiceListQuery) {
  const { rows, ...page } = await INVOICE_KEYSET.page<InvoiceRow>(db, q, {
    columns: INVOICE_COLUMNS,
    from: INVOICE_FROM,
    where: () => invoiceWhere(q),
  });
  return { invoices: rows.map(toInvoiceSummary), ...page };
}
