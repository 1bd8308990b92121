import { MONEY_LABELS } from '@back-office/domain';
import { formatRand } from './format-rand.ts';
import type { PdfColumn } from './table-pdf.ts';

/** A document line as the PDFs print it. */
export interface PrintedLine {
  product_code: string;
  description: string;
  quantity: number;
  unit_price_cents: number;
  line_total_cents: number;
}

/** Code, description, quantity, unit price and line total, both prices labelled excl. VAT. */
export function lineColumns(): PdfColumn[] {
  return [
    { header: 'Code', weight: 1.3 },
    { header: 'Description', weight: 3.2 },
    { header: 'Qty', weight: 0.7, align: 'right' },
    { header: MONEY_LABELS.unitPrice, weight: 1.8, align: 'right' },
    { header: MONEY_LABELS.lineTotal, weight: 1.8, align: 'right' },
  ];
}

/** The cells of one line, in the order of `lineColumns`. */
export const lineCells = (line: PrintedLine): string[] => [
  line.product_code,
  line.description,
  String(line.quantity),
  formatRand(line.unit_price_cents),
  formatRand(line.line_total_cents),
];

/**
 * The subtotal, VAT and total rows under a document's lines (decision 051): the lines add up
 * to the subtotal, and the subtotal and the VAT to the total.
 */
export const documentTotalRows = (doc: {
  subtotal_cents: number;
  vat_cents: number;
  total_cents: number;
}): Array<[string, string]> => [
  [MONEY_LABELS.subtotal, formatRand(doc.subtotal_cents)],
  [MONEY_LABELS.vat, formatRand(doc.vat_cents)],
  [MONEY_LABELS.total, formatRand(doc.total_cents)],
];
