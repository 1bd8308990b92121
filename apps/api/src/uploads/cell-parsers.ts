import type { CellText } from '../lib/spreadsheet/read.ts';

/** A parsed cell, or the reason it is invalid (the row error message). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const MAX_CENTS = 2_147_483_647;

/**
 * A cell as trimmed text: numbers without float noise (`1042` not `1042.0`), booleans as
 * `true`/`false`; empty or blank → `null`.
 */
export function cellText(cell: CellText | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  // A number's text has no spaces to trim (the import checks 50,000 rows of these).
  if (typeof cell === 'number') return numberText(cell);
  const text = String(cell);
  const trimmed = (text.includes('\u00a0') ? text.replace(/\u00a0/g, ' ') : text).trim();
  return trimmed === '' ? null : trimmed;
}

/** A finite number as plain decimal text (no exponent for ordinary magnitudes). */
function numberText(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return String(value);
  // At most 15 digits: already what 15 significant digits give (a double keeps 15 exactly).
  const text = String(value);
  if (text.length <= 15 && !text.includes('e')) return text;
  return String(Number(value.toPrecision(15)));
}

/**
 * A price in rand → integer cents, rounded half-up. Accepts numbers and text such as `129.5`,
 * `R 129,50`, `ZAR1,299.00`, `1 299,99`. With both `,` and `.` the last one is the decimal
 * separator; a lone `,` is the decimal separator unless exactly three digits follow it
 * (`1,299` = R1 299).
 *
 * @example parseRandToCents('R 129,50') // { ok: true, value: 12950 }
 */
export function parseRandToCents(cell: CellText | undefined): Parsed<number> {
  const raw = cellText(cell);
  if (raw === null) return { ok: false, message: 'A price is required' };
  const invalid = { ok: false as const, message: `'${raw}' is not a valid amount` };
  // A number cell's text has no currency, spaces or quotes to remove.
  let text =
    typeof cell === 'number' ? raw : raw.replace(/^(zar|r)\s*/i, '').replace(/[\s\u00a0']/g, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    text = text.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    text = /^-?\d{1,3}(,\d{3})+$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.');
  }
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text) ?? /^(-?)()\.(\d+)$/.exec(text);
  if (!match) return invalid;
  const [, sign, whole = '', fraction = ''] = match;
  if (sign === '-') return { ok: false, message: `'${raw}' must not be negative` };
  const digits = `${fraction}000`;
  let cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) {
    return { ok: false, message: `'${raw}' is too large` };
  }
  return { ok: true, value: cents };
}

/**
 * A whole number ≥ 0 (stock quantities): numbers or text like `1 200` / `1,200`; empty →
 * `null`.
 */
export function parseCount(cell: CellText | undefined): Parsed<number | null> {
  const raw = cellText(cell);
  if (raw === null) return { ok: true, value: null };
  const text = typeof cell === 'number' ? raw : raw.replace(/[\s\u00a0,]/g, '');
  if (!/^-?\d+(\.0*)?$/.test(text)) {
    return { ok: false, message: `'${raw}' is not a whole number` };
  }
  const value = Number.parseInt(text, 10);
  if (value < 0) return { ok: false, message: `'${raw}' must not be negative` };
  if (value > MAX_CENTS) return { ok: false, message: `'${raw}' is too large` };
  return { ok: true, value };
}

/** A rand amount → integer cents, half up (`'R 1 299,50'` → 129950); empty → null. */
export function parsePriceCents(cell: CellText | undefined): Parsed<number | null> {
  if (cellText(cell) === null) return { ok: true, value: null };
  return parseRandToCents(cell);
}

/**
 * A whole number ≥ `min` (`'1 200'` → 1200); empty → null.
 *
 * @example parseWholeNumber('two dozen', 1) // { ok: false, message: "'two dozen' is not a whole number" }
 */
export function parseWholeNumber(cell: CellText | undefined, min: number): Parsed<number | null> {
  const parsed = parseCount(cell);
  if (!parsed.ok || parsed.value === null || parsed.value >= min) return parsed;
  return { ok: false, message: `'${cellText(cell)}' must be at least ${min}` };
}
