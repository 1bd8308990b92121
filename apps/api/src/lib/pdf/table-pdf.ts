import { runHeavy } from '../workers/heavy-pool.ts';
import type { TablePdfInput } from './draw-table-pdf.ts';

export type { PdfColumn, PdfRow, TablePdfInput } from './draw-table-pdf.ts';
export { formatRand } from './format-rand.ts';

/**
 * Renders a one-table PDF ({@link TablePdfInput}, drawn by `drawTablePdf`) on a worker thread,
 * so a burst of documents never stalls the server (issue 33). Returns the PDF bytes.
 *
 * @example
 * const pdf = await renderTablePdf({
 *   title: 'Consultant order #12',
 *   columns: [{ header: 'Product', weight: 3 }, { header: 'Total', weight: 1, align: 'right' }],
 *   rows: [['Rooibos tea 100 g', formatRand(4500)]],
 * });
 */
export async function renderTablePdf(input: TablePdfInput): Promise<Uint8Array> {
  return (await runHeavy({ kind: 'tablePdf', input })) as Uint8Array;
}

/** The pages of a PDF, parsed on a worker thread: a big document never stalls the server. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  return (await runHeavy({ kind: 'pdfPageCount', bytes })) as number;
}
