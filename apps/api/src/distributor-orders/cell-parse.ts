import type { CellText } from '../lib/spreadsheet/read.ts';

/** A cell as trimmed text ('' when empty). */
export function cellText(cell: CellText | undefined): string {
  if (cell === null || cell === undefined) return '';
  return String(cell).trim();
}

/** A whole quantity of at least 1, or null when the cell is not one. */
export function parseQuantity(cell: CellText | undefined): number | null {
  const text = cellText(cell).replace(/[\s\u00a0]/g, '');
  if (!/^\d+(\.0+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/**
 * A price in rand (`123.45`, `R 1 234,50`, `1,234.50`, a number cell) as integer cents, or null
 * when unreadable or negative.
 */
export function parseRandCents(cell: CellText | undefined): number | null {
  if (typeof cell === 'number')
    return Number.isFinite(cell) && cell >= 0 ? Math.round(cell * 100) : null;
  let text = cellText(cell)
    .replace(/^R/i, '')
    .replace(/[\s\u00a0]/g, '');
  if (text.includes(',') && text.includes('.')) text = text.replace(/,/g, '');
  else text = text.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}
