import { statusLabel } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { vatColumns } from '../lib/export/common-columns.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import { INVOICE_COLUMNS, INVOICE_FROM, type InvoiceRow } from './invoice-row.ts';
import { type InvoiceListFilters, invoiceOrder, invoiceWhere } from './list-invoices.ts';

/** The invoices of the list's filters and sort, as an export (`invoices_<day>.csv`). */
export function invoiceExport(db: Queryable, q: InvoiceListFilters): ListExport<InvoiceRow> {
  return {
    name: 'invoices',
    sheet: 'Invoices',
    columns: [
      { header: 'Invoice number', value: (r) => r.invoice_number, width: 16 },
      { header: 'Status', value: (r) => statusLabel(r.status), width: 14 },
      { header: 'Issue date', value: (r) => r.issue_date, kind: 'day', width: 12 },
      { header: 'Due date', value: (r) => r.due_date, kind: 'day', width: 12 },
      { header: 'Bill to', value: (r) => r.bill_to_name, width: 26 },
      { header: 'Consultant', value: (r) => r.consultant_name, width: 24 },
      { header: 'Source order', value: (r) => r.source_number, width: 16 },
      { header: 'Period', value: (r) => r.period_name, width: 20 },
      { header: 'Items', value: (r) => r.item_count, kind: 'number' },
      ...vatColumns<InvoiceRow>((r) => r),
      { header: 'Paid (R)', value: (r) => r.amount_paid_cents, kind: 'rand' },
      {
        header: 'Balance (R)',
        value: (r) => Number(r.total_cents) - Number(r.amount_paid_cents),
        kind: 'rand',
      },
    ],
    batches: orderedBatches<InvoiceRow>(db, {
      columns: INVOICE_COLUMNS,
      from: INVOICE_FROM,
      where: invoiceWhere(q),
      orderBy: invoiceOrder(q),
      id: 'i.id',
    }),
  };
}
