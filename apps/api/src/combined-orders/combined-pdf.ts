import { sastMoment } from '@back-office/domain';
import { documentCompany } from '../business/business-details.ts';
import { toConsultantOrderSummary } from '../consultant-orders/consultant-order-row.ts';
import type { Queryable } from '../db/db.ts';
import { documentTotalRows, lineCells, lineColumns } from '../lib/pdf/line-columns.ts';
import { formatRand, pdfPageCount, renderTablePdf } from '../lib/pdf/table-pdf.ts';
import { loadCombined, loadCombinedOrderRows } from './combined-row.ts';

/** A combined order's stored PDF and its facts. */
export interface CombinedPdf {
  bytes: Uint8Array;
  fileName: string;
  generatedAt: Date;
  pageCount: number;
}

/** The download name of a combined order's PDF. */
export const combinedPdfName = (id: number) => `combined_order_${id}.pdf`;

/** Renders the pick list and summary of a combined order (404 unknown). */
export async function renderCombinedPdf(db: Queryable, id: number, now: Date) {
  const co = await loadCombined(db, id);
  const orders = (await loadCombinedOrderRows(db, id)).map(toConsultantOrderSummary);
  const meta: Array<[string, string]> = [
    ['Combined number', co.combined_number],
    ['Period', co.period_name],
    ['Created', `${sastMoment(co.created_at)} by ${co.created_by.name}`],
    ['Consultant orders', String(co.consultant_order_count)],
    ['Units to pick', String(co.total_quantity)],
  ];
  if (co.notes) meta.push(['Notes', co.notes]);
  return renderTablePdf({
    title: `Combined order ${co.combined_number}`,
    company: await documentCompany(db),
    meta,
    columns: lineColumns(),
    rows: co.lines.map(lineCells),
    emptyText: 'No lines',
    totals: documentTotalRows(co),
    // Listed excl. VAT, so the orders add up to the subtotal above (VAT once, decision 051).
    notes: [
      'Consultant orders in this combined order, each excl. VAT (they add up to the subtotal):',
      ...orders.map(
        (o) =>
          `${o.order_number}   ${o.consultant_number} ${o.consultant_name}   ${o.order_date}   ${o.total_quantity} unit${o.total_quantity === 1 ? '' : 's'}   ${formatRand(o.subtotal_cents)}`,
      ),
    ],
    createdAt: now,
  });
}

/**
 * The combined order's PDF: the stored one while it is newer than the combined order's last
 * change, otherwise generated now and stored (404 unknown).
 */
export async function combinedPdf(db: Queryable, id: number, now: Date): Promise<CombinedPdf> {
  const [stored] = await db.query<{ pdf: Uint8Array | null; pdf_generated_at: Date | null }>(
    `SELECT pdf, pdf_generated_at FROM combined_orders
     WHERE id = $1 AND pdf IS NOT NULL AND pdf_generated_at >= updated_at`,
    [id],
  );
  let bytes: Uint8Array;
  let generatedAt: Date;
  if (stored?.pdf && stored.pdf_generated_at) {
    bytes = new Uint8Array(stored.pdf);
    generatedAt = new Date(stored.pdf_generated_at);
  } else {
    bytes = await renderCombinedPdf(db, id, now);
    generatedAt = now;
    await db.query('UPDATE combined_orders SET pdf = $2, pdf_generated_at = $3 WHERE id = $1', [
      id,
      bytes,
      now,
    ]);
  }
  const pageCount = await pdfPageCount(bytes);
  return { bytes, fileName: combinedPdfName(id), generatedAt, pageCount };
}
