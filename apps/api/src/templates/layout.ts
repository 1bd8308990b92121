import { badRequest } from '../http/errors.ts';
import type { CellText, SheetData, SpreadsheetData } from '../lib/spreadsheet/read.ts';
import { cellText } from './parse-values.ts';

/** A header cell: its text and its 0-based column index. */
export interface HeaderColumn {
  header: string;
  index: number;
}

/** A data row below the header: its 1-based spreadsheet row number and its cells. */
export interface DataRow {
  row: number;
  cells: CellText[];
}

/** A sheet read as a table: the header row, its columns and the non-blank data rows. */
export interface SheetTable {
  sheetName: string;
  headerRow: number;
  columns: HeaderColumn[];
  rows: DataRow[];
}

const HEADER_SCAN_ROWS = 30;

const filled = (cells: CellText[]) => cells.filter((c) => cellText(c) !== null);
const isTextCell = (c: CellText) =>
  typeof c === 'string' && c.trim() !== '' && Number.isNaN(Number(c.trim()));

/** The worksheet `name` (first sheet when absent); 400 when the file has no such sheet. */
export function requireSheet(book: SpreadsheetData, name?: string): SheetData {
  const sheet = name === undefined ? book.sheets[0] : book.sheets.find((s) => s.name === name);
  if (!sheet) {
    throw badRequest(
      `Sheet '${name ?? ''}' not found; the file has: ${book.sheetNames.join(', ')}`,
    );
  }
  return sheet;
}

/**
 * The header row (1-based): the first of the top rows with mostly text cells and at least half
 * as many filled cells as the widest top row (titles above a table are skipped). 400 when the
 * sheet is empty.
 */
export function detectHeaderRow(sheet: SheetData): number {
  const top = sheet.rows.slice(0, HEADER_SCAN_ROWS);
  const widest = Math.max(0, ...top.map((r) => filled(r).length));
  if (widest === 0) throw badRequest(`Sheet '${sheet.name}' has no header row`);
  const needed = Math.max(Math.min(2, widest), Math.ceil(widest / 2));
  const index = top.findIndex((r) => {
    const cells = filled(r);
    return cells.length >= needed && cells.filter(isTextCell).length * 2 > cells.length;
  });
  return (index >= 0 ? index : top.findIndex((r) => filled(r).length > 0)) + 1;
}

/**
 * Reads a sheet as a table under `headerRow` (detected when absent). 400 when the given row
 * holds no column headers.
 */
export function readTable(sheet: SheetData, headerRow?: number): SheetTable {
  const at = headerRow ?? detectHeaderRow(sheet);
  const columns: HeaderColumn[] = [];
  for (const [index, cell] of (sheet.rows[at - 1] ?? []).entries()) {
    const header = cellText(cell);
    if (header !== null) columns.push({ header, index });
  }
  if (columns.length === 0) {
    throw badRequest(`Row ${at} of sheet '${sheet.name}' holds no column headers`);
  }
  const rows: DataRow[] = [];
  for (let i = at; i < sheet.rows.length; i++) {
    const cells = sheet.rows[i] ?? [];
    if (columns.some((c) => cellText(cells[c.index] ?? null) !== null)) {
      rows.push({ row: i + 1, cells });
    }
  }
  return { sheetName: sheet.name, headerRow: at, columns, rows };
}

/** The normalised form of a header for matching: lower case, trimmed. */
export const headerKey = (header: string) => header.trim().toLowerCase();

/** The column whose header matches `header` (case-insensitive, spaces around ignored). */
export function findColumn(table: SheetTable, header: string): HeaderColumn | undefined {
  const key = headerKey(header);
  return table.columns.find((c) => headerKey(c.header) === key);
}

/** The cells of one row in header order (one per column). */
export const rowCells = (table: SheetTable, row: DataRow): CellText[] =>
  table.columns.map((c) => row.cells[c.index] ?? null);
