import type { Schemas } from '@back-office/api-client';
import {
  CONSULTANT_COLUMNS,
  type ConsultantColumn,
  REQUIRED_CONSULTANT_COLUMNS,
} from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import type { SheetData } from '../lib/spreadsheet/read.ts';
import { type ConsultantInput, uniquenessClash } from './consultant-save.ts';
import { consultantCellText, validateRow } from './import-fields.ts';

/** The most data rows one upload may hold. */
export const MAX_IMPORT_ROWS = 5000;

/** A row error of the contract's `ConsultantImportRowError`. */
export type ConsultantImportRowError = Schemas['ConsultantImportRowError'];

/** A parsed upload: the valid consultants, or every row error. */
export type ImportPlan =
  | { ok: true; consultants: ConsultantInput[]; totalRows: number }
  | { ok: false; detail: string; errors: ConsultantImportRowError[] };

const normalise = (h: unknown) =>
  String(h ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Validates a consultant sheet: the header row, every data row's fields (blank rows skipped),
 * duplicates within the file and clashes with existing consultants (number, email, ID number).
 * Nothing is written.
 */
export async function planImport(db: Queryable, sheet: SheetData | undefined): Promise<ImportPlan> {
  const [header, ...data] = sheet?.rows ?? [];
  const headers = (header ?? []).map(normalise);
  if (!header || headers.every((h) => h === '')) {
    return fail('The file has no header row', [
      { row: 1, column: null, message: 'The first row must hold the column headers' },
    ]);
  }
  const missing = REQUIRED_CONSULTANT_COLUMNS.filter((c) => !headers.includes(c));
  if (missing.length > 0) {
    return fail(
      `The header row lacks ${missing.join(', ')}; nothing was imported`,
      missing.map((c) => ({ row: 1, column: c, message: `Missing column ${c}` })),
    );
  }
  const index = new Map<ConsultantColumn, number>();
  for (const col of CONSULTANT_COLUMNS) {
    const i = headers.indexOf(col);
    if (i >= 0) index.set(col, i);
  }
  const rows = data
    .map((cells, i) => ({ cells, row: i + 2 }))
    .filter(({ cells }) => cells.some((v) => v !== null && String(v).trim() !== ''));
  if (rows.length === 0) {
    return fail('The file has no data rows; nothing was imported', [
      { row: 1, column: null, message: 'No data rows under the header' },
    ]);
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    return fail(
      `The file has ${rows.length} data rows; at most ${MAX_IMPORT_ROWS} can be imported at once`,
      [{ row: 1, column: null, message: `More than ${MAX_IMPORT_ROWS} data rows` }],
    );
  }
  const errors: ConsultantImportRowError[] = [];
  const consultants: ConsultantInput[] = [];
  const seen = new Map<string, number>();
  for (const { cells, row } of rows) {
    const get = (col: ConsultantColumn) => {
      const i = index.get(col);
      return i === undefined ? null : consultantCellText(col, cells[i]);
    };
    const { value, errors: fieldErrors } = validateRow(get);
    errors.push(...fieldErrors.map((e) => ({ row, ...e })));
    for (const [col, v] of [
      ['consultant_number', value.consultant_number],
      ['email', value.email],
      ['id_number', value.id_number],
    ] as const) {
      if (!v) continue;
      const key = `${col}:${v.toLowerCase()}`;
      const first = seen.get(key);
      if (first !== undefined)
        errors.push({ row, column: null, message: `Duplicate of row ${first} (same ${col} ${v})` });
      else seen.set(key, row);
    }
    if (fieldErrors.length === 0) {
      const clash = await uniquenessClash(db, value);
      if (clash) errors.push({ row, column: clash.column, message: clash.message });
    }
    consultants.push(value);
  }
  if (errors.length > 0) {
    const bad = new Set(errors.map((e) => e.row)).size;
    return fail(`${bad} of ${rows.length} rows are invalid; nothing was imported`, errors);
  }
  return { ok: true, consultants, totalRows: rows.length };
}

function fail(detail: string, errors: ConsultantImportRowError[]): ImportPlan {
  return { ok: false, detail, errors };
}
