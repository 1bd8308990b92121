import { sastStamp } from '@back-office/domain';
import type { SheetValue } from '../spreadsheet/write.ts';

/** How a column's values are written. */
export type ExportKind = 'text' | 'number' | 'rand' | 'day' | 'moment';

/** One column of an export: header, how to read it from a row, and how to write it. */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => SheetValue;
  /** `rand` takes cents and writes rand with two decimals; `moment` writes SAST. Default text. */
  kind?: ExportKind;
  /** Column width in characters (xlsx only). */
  width?: number;
}

/** A database day (`date` column: a `Date` at UTC midnight or text) as `YYYY-MM-DD`. */
export function isoDay(day: Date | string): string {
  return day instanceof Date ? day.toISOString().slice(0, 10) : day.slice(0, 10);
}

/**
 * A cell in its written form: rand as a number of rand (`12.5` for 1250 cents), days as
 * `YYYY-MM-DD`, moments as `YYYY-MM-DD HH:mm` SAST; empty stays `null`.
 */
export function exportCell<T>(column: ExportColumn<T>, row: T): SheetValue {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'rand':
      return Number(value) / 100;
    case 'number':
      return Number(value);
    case 'day':
      return isoDay(value instanceof Date ? value : String(value));
    case 'moment':
      return sastStamp(value instanceof Date ? value : String(value));
    default:
      return value instanceof Date ? value.toISOString() : value;
  }
}
