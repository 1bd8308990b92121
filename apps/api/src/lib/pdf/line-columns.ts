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

/** Code, description, quantity, unit price and line total; `priceNote` (e.g. "excl. VAT") follows both prices. */
export function lineColumns(priceNote?: string): PdfColumn[] {
  const price = (label: string, weight: number): PdfColumn =>
    priceNote
      ? { header: `${label} ${priceNote}`, weight: 1.6, align: 'right' }
      : { header: label, weight, align: 'right' };
  return [
    { header: 'Code', weight: 1.3 },
    { header: 'Description', weight: 3.5 },
    { header: 'Qty', weight: 0.7, align: 'right' },
    price('Unit price', 1.2),
    price('Line total', 1.3),
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
