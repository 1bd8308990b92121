import { MessageChannel } from 'node:worker_threads';
import {
  kindOfMediaType,
  MAX_SPREADSHEET_BYTES,
  MAX_SPREADSHEET_MB,
  SPREADSHEET_MEDIA_TYPES,
  type SpreadsheetKind,
} from '@back-office/domain';
import { badRequest, HttpError } from '../../http/errors.ts';
import { runHeavy } from '../workers/heavy-pool.ts';
import { decodeCsv, parseCsv, UNREADABLE } from './csv.ts';
import { ReadBudget, type SpreadsheetLimits } from './limits.ts';
import { assertXlsxDirectory, isZip } from './xlsx-directory.ts';
import { readXlsxSheets, type SheetData } from './xlsx-read.ts';

export type { SpreadsheetKind } from '@back-office/domain';
export type { CellText } from './cell-value.ts';
export { UNREADABLE } from './csv.ts';
export { SPREADSHEET_LIMITS } from './limits.ts';

export type { SheetData } from './xlsx-read.ts';

/** A read workbook; a CSV file is one sheet named after the file (without `.csv`). */
export interface SpreadsheetData {
  kind: SpreadsheetKind;
  sheetNames: string[];
  sheets: SheetData[];
}

/** Options of {@link readSpreadsheet}. */
export interface ReadOptions {
  /** Called every `progressEvery` rows (default 1000) with the rows read so far. */
  onProgress?: (rowsRead: number) => void | Promise<void>;
  progressEvery?: number;
  /** Other limits than {@link SPREADSHEET_LIMITS} (tests). */
  limits?: SpreadsheetLimits;
}

/**
 * The spreadsheet kind of an upload, from its file name's extension (`.xlsx`, `.csv`, any case)
 * or, when the name has no extension, its content type. Anything else throws 415
 * `Only .xlsx and .csv files are accepted`.
 *
 * @example detectKind('Catalogue March 2026.XLSX', 'application/octet-stream') // 'xlsx'
 */
export function detectKind(fileName: string, contentType = ''): SpreadsheetKind {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  const ext = match?.[1]?.toLowerCase();
  if (ext === 'xlsx' || ext === 'csv') return ext;
  const kind = match ? undefined : kindOfMediaType(SPREADSHEET_MEDIA_TYPES, contentType);
  if (kind) return kind;
  throw new HttpError(415, 'Only .xlsx and .csv files are accepted');
}

/** Throws 413 `File is larger than 20 MB` when `size` exceeds `MAX_SPREADSHEET_BYTES`. */
export function assertFileSize(size: number): void {
  if (size > MAX_SPREADSHEET_BYTES) {
    throw new HttpError(413, `File is larger than ${MAX_SPREADSHEET_MB} MB`);
  }
}

/**
 * Checks an uploaded file's size (413) and type (415) and returns its kind and bytes.
 *
 * @example const { kind, bytes } = await acceptSpreadsheet(body.file);
 */
export async function acceptSpreadsheet(
  file: File,
): Promise<{ kind: SpreadsheetKind; bytes: Uint8Array }> {
  assertFileSize(file.size);
  const kind = detectKind(file.name, file.type);
  return { kind, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/**
 * A cheap check before a file is stored for a background import: 400 `The file is empty` for
 * no bytes, 400 `The file could not be read as a spreadsheet` for an .xlsx that is not a zip
 * or a .csv that holds binary data; 413 for an .xlsx whose zip directory declares a part past a
 * size limit or packed like a zip bomb (`assertXlsxDirectory`: nothing is unpacked, on this
 * thread). Deeper damage, a directory that lies, and the row limits show when the file is read.
 */
export async function assertLooksReadable(kind: SpreadsheetKind, bytes: Uint8Array): Promise<void> {
  if (bytes.byteLength === 0) throw badRequest('The file is empty');
  if (kind === 'xlsx') assertXlsxDirectory(bytes);
  else await runHeavy({ kind: 'looksReadable', spreadsheetKind: kind, bytes });
}

/** {@link assertLooksReadable} on this thread (a worker's). */
export async function checkLooksReadableHere(
  kind: SpreadsheetKind,
  bytes: Uint8Array,
): Promise<void> {
  if (bytes.byteLength === 0) throw badRequest('The file is empty');
  if (kind === 'xlsx') assertXlsxDirectory(bytes);
  if (kind === 'csv') decodeCsv(bytes);
}

/**
 * Reads an .xlsx (`readXlsxSheets`, streamed: rich text → text, formulas → result, dates → ISO)
 * or .csv (RFC 4180) file into rows of cells. The kind
 * comes from {@link detectKind} (415 for other files); a file over 20 MB is 413; a file that is
 * not a readable spreadsheet is 400 `The file could not be read as a spreadsheet`; a file past
 * any of the {@link SPREADSHEET_LIMITS} is 413 naming the limit, found while reading.
 *
 * @example
 * const book = await readSpreadsheet(file, file.name);
 * const [header, ...rows] = book.sheets[0].rows;
 */
export async function readSpreadsheet(
  file: File | Uint8Array,
  name: string,
  options: ReadOptions = {},
): Promise<SpreadsheetData> {
  const size = file instanceof Uint8Array ? file.byteLength : file.size;
  assertFileSize(size);
  detectKind(name, file instanceof Uint8Array ? '' : file.type);
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
  const { onProgress } = options;
  const channel = onProgress ? new MessageChannel() : undefined;
  let told: Promise<void> = Promise.resolve();
  // Messages on a port keep their order: once the worker's `done` arrives, every count has.
  const allTold = new Promise<void>((resolve) => {
    channel?.port1.on('message', (message: ReadProgress) => {
      if ('done' in message) resolve();
      else told = told.then(() => onProgress?.(message.rowsRead));
    });
  });
  try {
    const book = await runHeavy(
      {
        kind: 'readSpreadsheet',
        bytes,
        name,
        limits: options.limits,
        progressEvery: options.progressEvery,
        progress: channel?.port2,
      },
      channel ? [channel.port2] : [],
    );
    if (channel) await allTold;
    await told;
    return book as SpreadsheetData;
  } finally {
    channel?.port1.close();
  }
}

/** What a worker reading a spreadsheet posts on its progress port. */
export type ReadProgress = { rowsRead: number } | { done: true };

/** {@link readSpreadsheet} on this thread (a worker's). */
export async function readSpreadsheetHere(
  file: File | Uint8Array,
  name: string,
  options: ReadOptions = {},
): Promise<SpreadsheetData> {
  const size = file instanceof Uint8Array ? file.byteLength : file.size;
  assertFileSize(size);
  const kind = detectKind(name, file instanceof Uint8Array ? '' : file.type);
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
  const budget = new ReadBudget(options.limits);
  if (kind === 'csv') {
    const rows = parseCsv(decodeCsv(bytes), budget.limits);
    await options.onProgress?.(rows.length);
    const sheetName = name.replace(/\.csv$/i, '').trim() || 'Sheet1';
    return { kind, sheetNames: [sheetName], sheets: [{ name: sheetName, rows }] };
  }
  // A zip file starts with "PK"; anything else is not an xlsx.
  if (!isZip(bytes)) throw badRequest(UNREADABLE);
  const sheets = await readXlsxSheets(bytes, budget, {
    every: Math.max(1, options.progressEvery ?? 1000),
    onRows: options.onProgress,
  });
  return { kind, sheetNames: sheets.map((s) => s.name), sheets };
}
