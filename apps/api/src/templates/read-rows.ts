import type { Schemas } from '@back-office/api-client';
import type { CellText } from '../lib/spreadsheet/read.ts';
import type { ColumnMapping } from './column-mapping.ts';
import type { KindSpec, TemplateField } from './kinds.ts';
import { type DataRow, findColumn, type SheetTable } from './layout.ts';
import { cellText, type Parsed, parsePriceCents, parseWholeNumber } from './parse-values.ts';

/** One problem in one row (the contract's `UploadRowError`). */
export type UploadRowError = Schemas['UploadRowError'];

/**
 * One data row read through a template: every field of the kind (null when unmapped, empty or
 * invalid; prices as `unit_price_cents`), with the errors an import reports for the row.
 */
export interface TemplateRecord {
  row: number;
  values: Record<string, string | number | null>;
  errors: UploadRowError[];
}

function parseField(field: TemplateField, cell: CellText): Parsed<string | number | null> {
  switch (field.type) {
    case 'price':
      return parsePriceCents(cell);
    case 'stock':
      return parseWholeNumber(cell, 0);
    case 'quantity':
      return parseWholeNumber(cell, 1);
    default:
      return { ok: true, value: cellText(cell) };
  }
}

/** The output key of a field (`unit_price` is read into `unit_price_cents`). */
export const valueKey = (field: TemplateField) =>
  field.type === 'price' ? `${field.name}_cents` : field.name;

/**
 * Reads rows of a table through a template's mapping. Required fields that are empty, values
 * that do not parse and (for product templates) repeated product codes become row errors.
 * Pass `seen` to carry duplicate detection across calls.
 */
export function readRecords(
  spec: KindSpec,
  mapping: ColumnMapping,
  table: SheetTable,
  rows: DataRow[] = table.rows,
  seen: Map<string, number> = new Map(),
): TemplateRecord[] {
  const columns = spec.fields.map((field) => {
    const header = mapping[field.name];
    return { field, header, column: header ? findColumn(table, header) : undefined };
  });
  return rows.map((dataRow) => {
    const values: TemplateRecord['values'] = {};
    const errors: UploadRowError[] = [];
    for (const { field, header, column } of columns) {
      const key = valueKey(field);
      values[key] = null;
      if (!column || !header) continue;
      const cell = dataRow.cells[column.index] ?? null;
      const parsed = parseField(field, cell);
      const fail = (message: string) => errors.push({ row: dataRow.row, column: header, message });
      if (!parsed.ok) fail(field.invalidMessage?.(cellText(cell) ?? '') ?? parsed.message);
      else if (parsed.value === null && field.required) fail(field.emptyMessage);
      else values[key] = parsed.value;
    }
    const code = values.product_code;
    if (spec.uniqueProductCode && typeof code === 'string') {
      const first = seen.get(code.toLowerCase());
      if (first !== undefined) {
        errors.push({
          row: dataRow.row,
          column: null,
          message: `Duplicate product code ${code} (first seen on row ${first})`,
        });
      } else seen.set(code.toLowerCase(), dataRow.row);
    }
    return { row: dataRow.row, values, errors };
  });
}
