import { VAT_RATE_PERCENT } from './money.ts';

/**
 * The one vocabulary for money on every screen, export and document (decision 051): catalogue
 * prices and line totals exclude VAT; a document adds VAT once, on its subtotal; "Total" alone
 * never names a figure, it is always "Total (incl. VAT)" or a subtotal "Subtotal (excl. VAT)".
 */
export const MONEY_LABELS = {
  unitPrice: 'Unit price (excl. VAT)',
  lineTotal: 'Line total (excl. VAT)',
  subtotal: 'Subtotal (excl. VAT)',
  vat: `VAT (${VAT_RATE_PERCENT}%)`,
  total: 'Total (incl. VAT)',
} as const;

/** One of {@link MONEY_LABELS}. */
export type MoneyLabel = (typeof MONEY_LABELS)[keyof typeof MONEY_LABELS];

/** A file column of amounts in rand: the screen's label and `(R)`, `Subtotal (excl. VAT) (R)`. */
export const inRand = (label: string): string => `${label} (R)`;

/** The money labels as file column headers (amounts written in rand). */
export const MONEY_COLUMNS = {
  unitPrice: inRand(MONEY_LABELS.unitPrice),
  lineTotal: inRand(MONEY_LABELS.lineTotal),
  subtotal: inRand(MONEY_LABELS.subtotal),
  vat: inRand(MONEY_LABELS.vat),
  total: inRand(MONEY_LABELS.total),
} as const;
