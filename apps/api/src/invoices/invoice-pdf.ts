import { PAYMENT_METHOD_LABELS, STATUS_LABELS } from '@back-office/domain';
import { type Supplier, type SupplierSnapshot, supplierOf } from '../business/business-details.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';
import { formatDay } from '../lib/pdf/format-day.ts';
import { documentTotalRows, lineCells, lineColumns } from '../lib/pdf/line-columns.ts';
import { formatRand, renderTablePdf } from '../lib/pdf/table-pdf.ts';
import { findInvoice, invoiceDetail } from './invoice-row.ts';

const STATUS_WORDS: Record<string, string> = { ...STATUS_LABELS, draft: 'Draft (not issued)' };

/** The download name of an invoice's PDF. */
export const invoicePdfName = (invoiceNumber: string) => `invoice_${invoiceNumber}.pdf`;

interface RecipientRow {
  supplier: SupplierSnapshot | null;
  bill_to_address: string | null;
  consultant_number: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  province: string | null;
  postal_code: string | null;
}

/** The recipient's address: as stored when the invoice was created, else its consultant's. */
async function recipientOf(db: Queryable, id: number) {
  const rows = await db.query<RecipientRow>(
    `SELECT i.supplier, i.bill_to_address, c.consultant_number, c.address_line1, c.address_line2, c.city,
       c.province, c.postal_code
     FROM invoices i LEFT JOIN consultants c ON c.id = i.consultant_id WHERE i.id = $1`,
    [id],
  );
  const row = rows[0];
  const consultantAddress = row?.address_line1
    ? [row.address_line1, row.address_line2, row.city, row.province, row.postal_code]
        .filter((part) => part?.trim())
        .join(', ')
    : null;
  return {
    address: row?.bill_to_address ?? consultantAddress,
    consultantNumber: row?.consultant_number ?? null,
    keptSupplier: row?.supplier ?? null,
  };
}

/** The supplier block: names, address, VAT and registration numbers. */
function supplierLines(supplier: Supplier): string[] {
  if (supplier.legalName === '') {
    return ['Business details not set: an administrator sets them under Business details.'];
  }
  const lines = [supplier.legalName];
  if (supplier.tradingName && supplier.tradingName !== supplier.legalName) {
    lines.push(`Trading as ${supplier.tradingName}`);
  }
  lines.push(...supplier.address.split('\n'));
  lines.push(`VAT number: ${supplier.vatNumber ?? 'not registered'}`);
  if (supplier.registrationNumber) {
    lines.push(`Registration number: ${supplier.registrationNumber}`);
  }
  return lines;
}

/**
 * A printable invoice (404 unknown), a South African tax invoice once issued (decision 049):
 * the words "Tax invoice"; the supplier's name, address and VAT number (the business details)
 * and the recipient's name and address (and VAT number where known); the invoice number as its
 * serial number; the date of issue; each line's description, quantity and value; the VAT
 * charged once on the subtotal (decision 016) and the total including it; then payments. A draft
 * says it is a draft and not a tax invoice, with no date of issue. Dates and money as the
 * screens show them (en-ZA), payment methods by their labels.
 */
export async function renderInvoicePdf(db: Queryable, id: number, now: Date) {
  const row = await findInvoice(db, id);
  if (!row) throw notFound('Invoice not found');
  const invoice = await invoiceDetail(db, row);
  const recipient = await recipientOf(db, id);
  const supplier = await supplierOf(db, recipient.keptSupplier);
  const draft = invoice.status === 'draft';
  const title = draft
    ? `Draft invoice ${invoice.invoice_number} - not a tax invoice`
    : invoice.status === 'void'
      ? `Tax invoice ${invoice.invoice_number} (VOID)`
      : `Tax invoice ${invoice.invoice_number}`;
  const billTo = [
    recipient.consultantNumber
      ? `${invoice.bill_to_name} (${recipient.consultantNumber})`
      : invoice.bill_to_name,
    ...(recipient.address ? recipient.address.split('\n') : ['Address not on record']),
    ...(invoice.bill_to_vat_number ? [`VAT number: ${invoice.bill_to_vat_number}`] : []),
  ];
  const meta: Array<[string, string]> = [
    ['Invoice number', invoice.invoice_number],
    ['Status', STATUS_WORDS[invoice.status] ?? invoice.status],
    draft ? ['Date of issue', 'Not issued yet'] : ['Date of issue', formatDay(invoice.issue_date)],
    ['Due date', formatDay(invoice.due_date)],
  ];
  if (invoice.consultant_name) meta.push(['Consultant', invoice.consultant_name]);
  if (row.source_number) meta.push(['Order', row.source_number]);
  meta.push(['Period', invoice.period_name]);
  if (invoice.notes) meta.push(['Notes', invoice.notes]);
  const balance = invoice.total_cents - invoice.amount_paid_cents;
  return renderTablePdf({
    title,
    company: supplier.tradingName || supplier.legalName || undefined,
    logo: supplier.logo ?? undefined,
    parties: [
      { heading: 'From (supplier)', lines: supplierLines(supplier) },
      { heading: 'Bill to (recipient)', lines: billTo },
    ],
    meta,
    columns: lineColumns(),
    rows: invoice.items.map(lineCells),
    emptyText: 'No lines',
    totals: [
      ...documentTotalRows(invoice),
      ['Paid', formatRand(invoice.amount_paid_cents)],
      ['Balance due', formatRand(balance)],
    ],
    notes: [
      ...(draft ? ['This is a draft: it has not been issued and is not a valid tax invoice.'] : []),
      ...(invoice.payments.length === 0
        ? ['No payments recorded.']
        : [
            'Payments:',
            ...invoice.payments.map(
              (p) =>
                `${formatDay(p.paid_on)}   ${formatRand(p.amount_cents)}   ${PAYMENT_METHOD_LABELS[p.method]}${p.reference ? `   ${p.reference}` : ''}`,
            ),
          ]),
    ],
    createdAt: now,
  });
}
