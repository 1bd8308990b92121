import { southAfricanDay } from '@back-office/domain';
import { CONTENT_TYPES, contentDisposition } from '../http/file-response.ts';
import { csvStream } from './csv-stream.ts';
import type { ExportColumn } from './export-columns.ts';
import { xlsxStream } from './xlsx-stream.ts';

/** The formats every list exports to. */
export type ListExportFormat = 'csv' | 'xlsx';

/** A list export: what it is called, its columns and its rows (batches, read on demand). */
export interface ListExport<T> {
  /** The file name's stem, `orders` → `orders_2026-11-24.csv`. */
  name: string;
  /** The worksheet's name in the xlsx. */
  sheet: string;
  columns: ExportColumn<T>[];
  batches: AsyncIterator<T[]>;
}

/**
 * Answers a list export as a streamed download (no `Content-Length`: the rows are read while
 * the file is sent), named `<name>_<YYYY-MM-DD>.<format>` with today in Africa/Johannesburg.
 */
export function exportResponse<T>(
  file: ListExport<T>,
  format: ListExportFormat,
  now: Date,
): Response {
  const body =
    format === 'csv'
      ? csvStream(file.columns, file.batches)
      : xlsxStream(file.sheet, file.columns, file.batches);
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': contentDisposition(`${file.name}_${southAfricanDay(now)}.${format}`),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
