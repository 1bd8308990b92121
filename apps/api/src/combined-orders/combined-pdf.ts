import { documentCompany } from '../business/business-details.ts';
import type { Queryable } from '../db/db.ts';
import { lineCells, lineColumns } from '../lib/pdf/line-columns.ts';
import { formatRand, pdfPageCount, renderTablePdf } from '../lib/pdf/table-pdf.ts';
import { loadCombined } from './combined-row.ts';

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
  const created = new Date(co.created_at);
  const meta: Array<[string, string]> = [
    ['Combined number', co.combined_number],
    ['Period', co.period_name],
    [
      'Created',
      `${created.toISOString().slice(0, 16).replace('T', ' ')} UTC by ${co.created_by.name}`,
    ],
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
    totals: [
      ['Subtotal (excl. VAT)', formatRand(co.subtotal_cents)],
      ['VAT (15%)', formatRand(co.vat_cents)],
      ['Total', formatRand(co.total_cents)],
    ],
    notes: [
      'Consultant orders in this combined order:',
      ...co.consultant_orders.map(
        (o) =>
          `${o.order_number}   ${o.consultant_number} ${o.consultant_name}   ${o.order_date}   ${o.total_quantity} unit${o.total_quantity === 1 ? '' : 's'}   ${formatRand(o.total_cents)} incl. VAT`,
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
