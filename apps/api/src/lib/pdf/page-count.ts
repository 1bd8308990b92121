import { PDFDocument } from 'pdf-lib';

/** The pages of a PDF (run on a worker thread: `pdfPageCount` in table-pdf.ts). */
export async function pdfPageCountHere(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
}
