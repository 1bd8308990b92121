import type { Schemas } from '@back-office/api-client';
import { documentTotals, VAT_RATE_PERCENT } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { consultantOf, type PayerChoice, payerAddress, payerChoice } from '../invoices/payer.ts';
import { loadCombinedLines, loadCombinedRow } from './combined-row.ts';

/**
 * Who the invoice would be addressed to: the default payer (`payerChoice`, decision 049), with
 * the consultant's contact details when it is a consultant.
 */
function billTo(choice: PayerChoice, fallback: string) {
  const option = choice.options.find((o) => o.key === choice.defaultKey);
  const consultant = consultantOf(choice, option ?? null);
  if (consultant) {
    return {
      name: `${consultant.first_name} ${consultant.last_name}`.trim(),
      consultant_id: consultant.id,
      consultant_number: consultant.consultant_number,
      email: consultant.email,
      phone: consultant.phone,
      address: payerAddress(consultant),
    };
  }
  return {
    name: option?.name ?? fallback,
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
  const choice = await payerChoice(db, id);
  const subtotal = lines.reduce((sum, l) => sum + l.line_total_cents, 0);
  return {
    combined_order_id: row.id,
    combined_number: row.combined_number,
    period_id: row.period_id,
    period_name: row.period_name,
    bill_to: billTo(choice, `Combined order ${row.combined_number}`),
    lines,
    ...documentTotals(subtotal),
    vat_rate_percent: VAT_RATE_PERCENT,
    currency: 'ZAR',
    invoice_id: row.invoice_id,
    payer_options: choice.options,
    default_payer: choice.defaultKey,
    default_payer_reason: choice.defaultReason,
  };
}
