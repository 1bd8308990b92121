/** A normalised spreadsheet cell: text, number, boolean, ISO date text, or empty (`null`). */
export type CellText = string | number | boolean | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A date cell as ISO text: `YYYY-MM-DD` when it has no time of day (UTC midnight, how Excel
 * dates arrive), otherwise the full ISO moment.
 */
export function isoDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/**
 * Normalises an exceljs cell value: rich text → its plain text, hyperlinks → their text,
 * formulas → their cached result, errors → the error text (`#N/A`), dates → ISO text,
 * empty → `null`. Numbers, strings and booleans are returned unchanged.
 *
 * @example normaliseCell({ richText: [{ text: 'Rooibos ' }, { text: 'Cream' }] }) // 'Rooibos Cream'
 */
export function normaliseCell(value: unknown): CellText {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (value instanceof Date) return isoDate(value);
  if (!isRecord(value)) return String(value);
  if (Array.isArray(value.richText)) {
    return value.richText.map((part) => (isRecord(part) ? String(part.text ?? '') : '')).join('');
  }
  if ('formula' in value || 'sharedFormula' in value) return normaliseCell(value.result);
  if ('hyperlink' in value) return normaliseCell(value.text);
  if (typeof value.error === 'string') return value.error;
  if ('text' in value) return normaliseCell(value.text);
  return null;
}
