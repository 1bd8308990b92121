import { loadCombinedRow } from '../combined-orders/combined-row.ts';
import { pickListName, renderPickList } from '../combined-orders/pick-list-pdf.ts';
import type { AppDeps } from '../http/env.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { invoicePdfName, renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { findInvoice } from '../invoices/invoice-row.ts';
import { CONTENT_TYPES, fileResponse } from '../lib/http/file-response.ts';

/** A PDF answer: a download, or shown in the browser's tab (`inline`) to print. */
function pdfResponse(bytes: Uint8Array, fileName: string, inline: boolean): Response {
  const response = fileResponse(bytes, CONTENT_TYPES.pdf, fileName);
  if (inline) {
    const disposition = response.headers.get('Content-Disposition') ?? '';
    response.headers.set('Content-Disposition', disposition.replace(/^attachment/, 'inline'));
  }
  return response;
}

/** Printable documents: an invoice, and the pick list of a combined order. */
export function documentHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    downloadInvoicePdf: async (_c, { params, query }) => {
      const bytes = await renderInvoicePdf(db, params.id, deps.now());
      const number = (await findInvoice(db, params.id))?.invoice_number ?? String(params.id);
      return pdfResponse(bytes, invoicePdfName(number), query.inline);
    },
    downloadPickList: async (_c, { params, query }) => {
      const bytes = await renderPickList(db, params.id, deps.now());
      const row = await loadCombinedRow(db, params.id);
      return pdfResponse(bytes, pickListName(row.combined_number), query.inline);
    },
  } satisfies HandlerGroup;
}
