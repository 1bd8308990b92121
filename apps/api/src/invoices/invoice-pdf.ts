import { VAT_RATE_PERCENT } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { lineCells, lineColumns } from '../lib/pdf/line-columns.ts';
import { formatRand, renderTablePdf } from '../lib/pdf/table-pdf.ts';
import { findInvoice, invoiceDetail } from './invoice-row.ts';

const STATUS_WORDS: Record<string, string> = {
  draft: 'Draft',
  issued: 'Issued',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};

/** The download name of an invoice's PDF. */
export const invoicePdfName = (invoiceNumber: string) => `invoice_${invoiceNumber}.pdf`;

/**
 * A printable invoice (404 unknown): number, status, days, period, source order and who it is
 * billed to; its lines (prices excl. VAT); subtotal, VAT once on the subtotal (decision 016),
 * total, amount paid and balance; then each payment recorded.
 */
export async function renderInvoicePdf(db: Queryable, id: number, now: Date) {
  const row = await findInvoice(db, id);
  if (!row) throw notFound('Invoice not found');
  const invoice = await invoiceDetail(db, row);
  const meta: Array<[string, string]> = [
    ['Invoice number', invoice.invoice_number],
    ['Status', STATUS_WORDS[invoice.status] ?? invoice.status],
    ['Issue date', invoice.issue_date],
    ['Due date', invoice.due_date],
    ['Bill to', invoice.bill_to_name],
  ];
  if (invoice.consultant_name) meta.push(['Consultant', invoice.consultant_name]);
  if (row.source_number) meta.push(['Order', row.source_number]);
  meta.push(['Period', invoice.period_name]);
  if (invoice.notes) meta.push(['Notes', invoice.notes]);
  const balance = invoice.total_cents - invoice.amount_paid_cents;
  return renderTablePdf({
    title: `Invoice ${invoice.invoice_number}`,
    meta,
    columns: lineColumns('excl. VAT'),
    rows: invoice.items.map(lineCells),
    emptyText: 'No lines',
    totals: [
      ['Subtotal (excl. VAT)', formatRand(invoice.subtotal_cents)],
      [`VAT (${VAT_RATE_PERCENT}%)`, formatRand(invoice.vat_cents)],
      ['Total (incl. VAT)', formatRand(invoice.total_cents)],
      ['Paid', formatRand(invoice.amount_paid_cents)],
      ['Balance due', formatRand(balance)],
    ],
    notes:
      invoice.payments.length === 0
        ? ['No payments recorded.']
        : [
            'Payments:',
            ...invoice.payments.map(
              (p) =>
                `${p.paid_on}   ${formatRand(p.amount_cents)}   ${p.method}${p.reference ? `   ${p.reference}` : ''}`,
            ),
          ],
    createdAt: now,
  });
}
