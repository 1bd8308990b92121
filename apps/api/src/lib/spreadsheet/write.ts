import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A cell value the writers accept; `null`/`undefined` become an empty cell. */
export type SheetValue = string | number | boolean | Date | null | undefined;

/** One column of a sheet: its header text, the row key it reads, and optional formatting. */
export interface SheetColumn {
  header: string;
  key: string;
  /** Column width in characters (xlsx only). */
  width?: number;
  /** Excel number format, e.g. `'#,##0.00'` or `'yyyy-mm-dd'` (xlsx only). */
  numFmt?: string;
}

/** One row: values by column key. */
export type SheetRow = Record<string, SheetValue>;

/** One worksheet of a workbook. */
export interface SheetSpec {
  name: string;
  columns: SheetColumn[];
  rows: SheetRow[];
}

/** Characters that make Excel (or LibreOffice/Sheets) treat a text cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Neutralises formula injection in CSV: text that starts with `=`, `+`, `-`, `@`, tab or carriage
 * return is prefixed with `'` so a spreadsheet program shows it as text and never evaluates it.
 * Numbers, booleans and dates are returned unchanged. (xlsx needs no prefix: its text cells are
 * typed as strings, which no spreadsheet program evaluates.)
 *
 * @example safeCell('=HYPERLINK("http://x")') // "'=HYPERLINK(\"http://x\")"
 */
export function safeCell<T extends SheetValue>(value: T): T | string {
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  return value;
}

/** Excel limits sheet names to 31 characters without `: \ / ? * [ ]`. */
function sheetName(name: string, used: Set<string>): string {
  const base = name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) {
    candidate = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Writes an xlsx workbook on this thread (a worker's: callers use `writeXlsx` in write-xlsx.ts): one worksheet per spec, a bold frozen header row, the given column
 * widths and number formats. Text is written as shared-string cells (`t="s"`, the canonical text
 * cell), never as formulas, so `=1+2` or a phone `+27…` is shown as the text it is, with no
 * apostrophe (the CSV guard, {@link safeCell}, would show one); numbers stay numbers. Uses exceljs'
 * streaming writer (each row committed as it is added; only the distinct strings are kept),
 * so memory holds the zipped output, the strings and the current row, not the whole workbook.
 *
 * @example
 * const bytes = await writeXlsxHere({ sheets: [{ name: 'Orders', columns: [{ header: 'Total', key: 'total', numFmt: '#,##0.00' }], rows: [{ total: 12.5 }] }] });
 */
export async function writeXlsxHere(spec: { sheets: SheetSpec[] }): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.creator = 'Back Office';
  workbook.created = new Date(0);
  workbook.modified = workbook.created;
  const used = new Set<string>();
  for (const sheet of spec.sheets) {
    const ws = workbook.addWorksheet(sheetName(sheet.name, used), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    ws.columns = sheet.columns.map((col) => ({
      header: col.header,
      key: col.key,
      width: col.width ?? Math.max(10, Math.min(50, col.header.length + 2)),
      ...(col.numFmt ? { style: { numFmt: col.numFmt } } : {}),
    }));
    const header = ws.getRow(1);
    header.font = { bold: true };
    header.commit();
    for (const row of sheet.rows) {
      const values: Record<string, SheetValue> = {};
      for (const col of sheet.columns) values[col.key] = row[col.key] ?? null;
      ws.addRow(values).commit();
    }
    ws.commit();
  }
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

/** One CSV field: formula-safe text, quoted when it holds a comma, quote or line break. */
export function csvField(value: SheetValue): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(safeCell(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Writes RFC 4180 CSV (CRLF line ends, header row first, quoted where needed). Text fields are
 * formula-safe (see {@link safeCell}); numbers are written as they are.
 *
 * @example writeCsv([{ header: 'Name', key: 'name' }], [{ name: 'Thandi' }]) // "Name\r\nThandi\r\n"
 */
export function writeCsv(columns: Pick<SheetColumn, 'header' | 'key'>[], rows: SheetRow[]): string {
  const lines = [columns.map((col) => csvField(col.header)).join(',')];
  for (const row of rows) lines.push(columns.map((col) => csvField(row[col.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
