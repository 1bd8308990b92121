import type { CellText } from '../lib/spreadsheet/read.ts';
import { cellText, type Parsed, parseCount, parseRandToCents } from '../uploads/cell-parsers.ts';

/**
 * Cell parsing shared with the product import (`uploads/cell-parsers.ts`), so a template's
 * preview reads values exactly as an upload does.
 */
export { cellText, type Parsed };

/** A rand amount → integer cents, half up (`'R 1 299,50'` → 129950); empty → null. */
export function parsePriceCents(cell: CellText): Parsed<number | null> {
  if (cellText(cell) === null) return { ok: true, value: null };
  return parseRandToCents(cell);
}

/**
 * A whole number ≥ `min` (`'1 200'` → 1200); empty → null.
 *
 * @example parseWholeNumber('two dozen', 1) // { ok: false, message: "'two dozen' is not a whole number" }
 */
export function parseWholeNumber(cell: CellText, min: number): Parsed<number | null> {
  const parsed = parseCount(cell);
  if (!parsed.ok || parsed.value === null || parsed.value >= min) return parsed;
  return { ok: false, message: `'${cellText(cell)}' must be at least ${min}` };
}
