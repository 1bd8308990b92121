import type { Schemas } from '@back-office/api-client';
import { documentTotals, VAT_RATE_PERCENT } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { combinedOrderBillToName } from '../invoices/source-order.ts';
import { loadCombinedLines, loadCombinedRow } from './combined-row.ts';

interface ConsultantRow {
  id: number;
  consultant_number: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string;
  distributor: string | null;
  branch: string | null;
}

/**
 * Who an invoice from the combined order is addressed to: the consultant when all its orders
 * are one consultant's, else the name the invoice would carry (`combinedOrderBillToName`:
 * the most common distributor, else branch, else the combined number).
 */
function billTo(consultants: ConsultantRow[], groupName: string) {
  const [only] = consultants;
  if (consultants.length === 1 && only) {
    return {
      name: `${only.first_name} ${only.last_name}`.trim(),
      consultant_id: only.id,
      consultant_number: only.consultant_number,
      email: only.email,
      phone: only.phone,
      address: [only.address_line1, only.address_line2, only.city, only.postal_code]
        .filter((p) => p?.trim())
        .join(', '),
    };
  }
  return {
    name: groupName,
    consultant_id: null,
    consultant_number: null,
    email: null,
    phone: null,
    address: null,
  };
}

/** The contract's `InvoicePreview` of a combined order (404 unknown); saves nothing. */
export async function invoicePreview(
  db: Queryable,
  id: number,
): Promise<Schemas['InvoicePreview']> {
  const row = await loadCombinedRow(db, id);
  const lines = await loadCombinedLines(db, id);
  const consultants = await db.query<ConsultantRow>(
    `SELECT DISTINCT c.* FROM consultants c JOIN consultant_orders o ON o.consultant_id = c.id
     WHERE o.combined_order_id = $1 ORDER BY c.id`,
    [id],
  );
  const subtotal = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
  return {
    combined_order_id: row.id,
    combined_number: row.combined_number,
    period_id: row.period_id,
    period_name: row.period_name,
    bill_to: billTo(consultants, await combinedOrderBillToName(db, id, row.combined_number)),
    lines,
    ...documentTotals(subtotal),
    vat_rate_percent: VAT_RATE_PERCENT,
    currency: 'ZAR',
    invoice_id: row.invoice_id,
  };
}
