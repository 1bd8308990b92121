import type { Queryable } from '../db/db.ts';
import type { QueryParams } from '../http/handlers.ts';
import { Where } from '../platform/where.ts';
import { INVOICE_COLUMNS, INVOICE_FROM, type InvoiceRow, toInvoiceSummary } from './invoice-row.ts';
import { containsPattern } from './product-search.ts';

/** The validated query of `listInvoices`. */
export type InvoiceListQuery = QueryParams<'listInvoices'>;

const SORT: Record<string, string> = {
  created_at: 'i.created_at',
  invoice_number: 'i.invoice_number',
  issue_date: 'i.issue_date',
  due_date: 'i.due_date',
  bill_to_name: 'lower(i.bill_to_name)',
  status: 'i.status',
  total_cents: 'i.total_cents',
  balance_cents: '(i.total_cents - i.amount_paid_cents)',
};

/** The filters and sort of `listInvoices`, which its export shares. */
export type InvoiceListFilters = Omit<InvoiceListQuery, 'skip' | 'limit'>;

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
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  return `${SORT[q.sort_by] ?? 'i.created_at'} ${dir}, i.id ${dir}`;
}

/** One page of invoice summaries with the total count. */
export async function listInvoices(db: Queryable, q: InvoiceListQuery) {
  const w = invoiceWhere(q);
  const count = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n ${INVOICE_FROM} ${w.sql}`,
    w.params,
  );
  const rows = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} ${INVOICE_FROM} ${w.sql}
     ORDER BY ${invoiceOrder(q)}
     LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
    w.params,
  );
  return {
    invoices: rows.map(toInvoiceSummary),
    total: count[0]?.n ?? 0,
    skip: q.skip,
    limit: q.limit,
  };
}
