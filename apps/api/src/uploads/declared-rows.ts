import { constants, inflateRawSync } from 'node:zlib';
import { limitExceeded, SPREADSHEET_LIMITS } from '../lib/spreadsheet/limits.ts';
import { zipEntries } from '../lib/spreadsheet/zip-directory.ts';

const SHEET = /^xl\/worksheets\/[^/]+\.xml$/;
/** `<dimension ref="A1:G1048576"/>`: the used range Excel writes at the top of every sheet. */
const DIMENSION = /<(?:\w+:)?dimension\s+ref="[A-Z]{1,3}\d+:[A-Z]{1,3}(\d{1,7})"/;

/**
 * The last row the sheets of an .xlsx declare (the largest `<dimension>` of its worksheets),
 * read from the first kilobyte of each sheet: no sheet is unpacked. `undefined` when no sheet
 * declares one (not every writer does) or the file is not a zip: the reader's own row count
 * decides then.
 */
export function declaredRows(bytes: Uint8Array): number | undefined {
  let entries: ReturnType<typeof zipEntries>;
  try {
    entries = zipEntries(bytes, SPREADSHEET_LIMITS.entries);
  } catch {
    return undefined;
  }
  let rows: number | undefined;
  for (const entry of entries.filter((e) => SHEET.test(e.name))) {
    const head = bytes.subarray(
      entry.dataOffset,
      entry.dataOffset + Math.min(entry.compressedSize, 1024),
    );
    let text: string;
    try {
      const xml =
        entry.method === 0
          ? Buffer.from(head)
          : inflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: 4 << 20 });
      text = xml.toString('latin1', 0, Math.min(xml.byteLength, 64 * 1024));
    } catch {
      continue;
    }
    const last = DIMENSION.exec(text)?.[1];
    if (last !== undefined) rows = Math.max(rows ?? 0, Number(last));
  }
  return rows;
}

/**
 * 413 naming the row limit for an .xlsx whose sheets declare more rows than a spreadsheet may
 * have (an Excel-maximum sheet of 1,048,576 rows): refused when it arrives, for the cost of
 * reading its zip directory, not after unpacking and reading 100,000 rows of it.
 */
export function assertDeclaredRowsWithinLimit(bytes: Uint8Array): void {
  const rows = declaredRows(bytes);
  const limit = SPREADSHEET_LIMITS.rows;
  if (rows !== undefined && rows > limit) {
    throw limitExceeded(`more than ${limit} rows (a sheet declares ${rows} rows)`);
  }
}
