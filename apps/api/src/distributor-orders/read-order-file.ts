import { kindOfMediaType, ORDER_IMPORT_MEDIA_TYPES } from '@back-office/domain';
import { HttpError } from '../http/errors.ts';
import {
  assertFileSize,
  readSpreadsheet,
  type SheetData,
  type SpreadsheetData,
} from '../lib/spreadsheet/read.ts';
import { ImportError } from './import-error.ts';

const ACCEPTED = 'Only .xlsx, .xls and .csv files are accepted';

function extensionOf(file: File): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name.trim())?.[1]?.toLowerCase();
  if (ext) return ext;
  return kindOfMediaType(ORDER_IMPORT_MEDIA_TYPES, file.type) ?? '';
}

/**
 * Reads an uploaded order spreadsheet: 413 over 20 MB, 415 unless .xlsx, .xls or .csv. An .xls
 * that is really an .xlsx (a zip) is read as one; a legacy binary .xls, or any unreadable file,
 * is an `ImportError` with no row errors.
 */
export async function readOrderFile(file: File): Promise<SpreadsheetData> {
  assertFileSize(file.size);
  const ext = extensionOf(file);
  if (!Object.hasOwn(ORDER_IMPORT_MEDIA_TYPES, ext)) throw new HttpError(415, ACCEPTED);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (ext === 'xls' && !isZip) {
    throw new ImportError(
      `${file.name} is an Excel 97-2003 (.xls) file; save it as .xlsx or .csv and upload it again`,
    );
  }
  try {
    return await readSpreadsheet(bytes, ext === 'csv' ? 'order.csv' : 'order.xlsx');
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      throw new ImportError(
        `${file.name} could not be read as a spreadsheet; nothing was imported`,
      );
    }
    throw error;
  }
}

/** The template's sheet when the workbook has it (case-insensitive), else the first sheet. */
export function sheetOrFirst(book: SpreadsheetData, sheetName: string): SheetData | undefined {
  const wanted = sheetName.trim().toLowerCase();
  return book.sheets.find((s) => s.name.trim().toLowerCase() === wanted) ?? book.sheets[0];
}
