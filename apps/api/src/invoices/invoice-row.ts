import type { Schemas } from '@back-office/api-client';
import type { Queryable } from '../db/db.ts';
import { iso } from '../db/iso.ts';
import { toUserRef, USER_REF_COLUMNS, type UserRefColumns } from '../users/user-ref.ts';

/** An `invoices` row joined with its period, source order, consultant and creator. */
export interface InvoiceRow extends UserRefColumns {
  id: number;
  version: number;
  invoice_number: string;
  period_id: number;
  period_name: string;
  source_type: Schemas['InvoiceSummary']['source_type'];
  source_id: number;
  source_number: string | null;
  consultant_id: number | null;
  consultant_name: string | null;
  bill_to_name: string;
  bill_to_address: string | null;
  bill_to_vat_number: string | null;
  status: InvoiceStatus;
  issue_date: string;
  due_date: string;
  item_count: number;
  subtotal_cents: number;
  vat_cents: number;
  total_cents: number;
  amount_paid_cents: number;
  notes: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The invoice statuses of the contract. */
export type InvoiceStatus = Schemas['InvoiceSummary']['status'];

/** The `FROM` clause (aliases `i`, `p`, `c`, `u`) of every invoice read. */
export const INVOICE_FROM = `FROM invoices i
  JOIN periods p ON p.id = i.period_id
  LEFT JOIN consultants c ON c.id = i.consultant_id
  LEFT JOIN users u ON u.id = i.created_by
  LEFT JOIN consultant_orders so ON i.source_type = 'consultant_order' AND so.id = i.source_id
  LEFT JOIN combined_orders sc ON i.source_type = 'combined_order' AND sc.id = i.source_id`;

/** The select list matching `InvoiceRow`. */
export const INVOICE_COLUMNS = `i.id, i.version, i.invoice_number, i.period_id, p.name AS period_name, i.source_type,
  i.source_id, coalesce(i.source_number, so.order_number, sc.combined_number) AS source_number, i.consultant_id,
  CASE WHEN c.id IS NULL THEN NULL ELSE c.first_name || ' ' || c.last_name END AS consultant_name,
  i.bill_to_name, i.bill_to_address, i.bill_to_vat_number, i.status, i.issue_date, i.due_date,
  (SELECT count(*)::int FROM invoice_items ii WHERE ii.invoice_id = i.id) AS item_count,
  i.subtotal_cents, i.vat_cents, i.total_cents, i.amount_paid_cents, i.notes, i.created_at,
  i.updated_at, ${USER_REF_COLUMNS}`;

/**
 * What an invoice says of its source order when it has no number for it: only an invoice made
 * before migration 173 whose order was deleted since (a void invoice's order may be). Never `#id`.
 */
const sourceGone = (type: InvoiceRow['source_type']) =>
  type === 'combined_order' ? 'Deleted combined order' : 'Deleted consultant order';

/** The contract's `InvoiceSummary`. */
export function toInvoiceSummary(row: InvoiceRow) {
  return {
    id: row.id,
    version: row.version,
    invoice_number: row.invoice_number,
    period_id: row.period_id,
    period_name: row.period_name,
    source_type: row.source_type,
    source_id: row.source_id,
    source_number: row.source_number ?? sourceGone(row.source_type),
    consultant_id: row.consultant_id,
    consultant_name: row.consultant_name,
    bill_to_name: row.bill_to_name,
    status: row.status,
    issue_date: row.issue_date,
    due_date: row.due_date,
    item_count: row.item_count,
    subtotal_cents: row.subtotal_cents,
    vat_cents: row.vat_cents,
    total_cents: row.total_cents,
    amount_paid_cents: row.amount_paid_cents,
    balance_cents: row.total_cents - row.amount_paid_cents,
    notes: row.notes,
    created_by: toUserRef(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** One invoice row, or undefined. */
export async function findInvoice(db: Queryable, id: number): Promise<InvoiceRow | undefined> {
  const rows = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} ${INVOICE_FROM} WHERE i.id = $1`,
    [id],
  );
  return rows[0];
}

interface ItemRow {
  id: number;
  invoice_id: number;
  product_id: number | null;
  product_code: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
  created_at: Date;
  updated_at: Date;
}

interface PaymentRow extends UserRefColumns {
  id: number;
  amount_cents: number;
  paid_on: string;
  method: Schemas['InvoicePayment']['method'];
  reference: string | null;
  created_at: Date;
}

/** The contract's `Invoice`: the summary with its lines (optionally of one product) and payments. */
export async function invoiceDetail(db: Queryable, row: InvoiceRow, productCode?: string) {
  const items = await db.query<ItemRow>(
    `SELECT * FROM invoice_items WHERE invoice_id = $1 AND ($2::text IS NULL OR product_code = $2)
     ORDER BY id`,
    [row.id, productCode ?? null],
  );
  const payments = await db.query<PaymentRow>(
    `SELECT ip.id, ip.amount_cents, ip.paid_on, ip.method, ip.reference, ip.created_at, ${USER_REF_COLUMNS}
     FROM invoice_payments ip LEFT JOIN users u ON u.id = ip.recorded_by
     WHERE ip.invoice_id = $1 ORDER BY ip.created_at, ip.id`,
    [row.id],
  );
  return {
    ...toInvoiceSummary(row),
    bill_to_address: row.bill_to_address,
    bill_to_vat_number: row.bill_to_vat_number,
    items: items.map((it) => ({
      id: it.id,
      invoice_id: it.invoice_id,
      product_id: it.product_id,
      product_code: it.product_code,
      description: it.description,
      quantity: it.quantity,
      unit_price_cents: it.unit_price_cents,
      line_total_cents: it.quantity * it.unit_price_cents,
      created_at: iso(it.created_at),
      updated_at: iso(it.updated_at),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      amount_cents: p.amount_cents,
      paid_on: p.paid_on,
      method: p.method,
      reference: p.reference,
      recorded_by: toUserRef(p),
      created_at: iso(p.created_at),
    })),
  };
}
