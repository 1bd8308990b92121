import { badRequest } from '../../http/errors.ts';
import { UNREADABLE } from './csv.ts';
import { limitExceeded, SPREADSHEET_LIMITS, type SpreadsheetLimits } from './limits.ts';
import { type ZipEntry, zipEntries } from './zip-directory.ts';

/** A zip file starts with "PK". */
export const isZip = (bytes: Uint8Array) =>
  bytes.byteLength >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;

/** The parts of an .xlsx the reader unpacks (`readXlsxSheets`). */
const READ =
  /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|styles\.xml|worksheets\/[^/]+\.xml)$/;

/**
 * How many times its packed size a part may unpack to (Apache POI's zip bomb rule, its
 * `MIN_INFLATE_RATIO` of 0.01): spreadsheet XML packs 5–20 times; a run of one character, a
 * repeated element or a zip bomb a hundred times and more.
 */
export const MAX_INFLATE_RATIO = 100;
/** Parts up to this size are not held to {@link MAX_INFLATE_RATIO} (POI's grace size). */
const RATIO_GRACE_BYTES = 100 * 1024;

/**
 * Checks an .xlsx by its zip directory alone, before it is stored (decision 057): nothing is
 * unpacked. 400 unreadable for a file that is not a zip or whose directory is damaged; 413 for
 * more entries than allowed, a part the reader uses declared past the size of one part or all
 * of them, or declared to unpack to more than {@link MAX_INFLATE_RATIO} times its packed size.
 * The directory may lie: the reader counts what it unpacks, against these limits and the
 * declared size.
 */
export function assertXlsxDirectory(
  bytes: Uint8Array,
  limits: SpreadsheetLimits = SPREADSHEET_LIMITS,
): void {
  if (!isZip(bytes)) throw badRequest(UNREADABLE);
  assertDeclaredSizes(zipEntries(bytes, limits.entries), limits, { ratio: true });
}

/**
 * 413 for a part the reader uses whose declared size is past the limit of one part or, with
 * the others, of all; with `ratio`, also for one declared to unpack to more than
 * {@link MAX_INFLATE_RATIO} times its packed size.
 */
export function assertDeclaredSizes(
  entries: ZipEntry[],
  limits: SpreadsheetLimits,
  { ratio }: { ratio: boolean },
): void {
  let total = 0;
  for (const entry of entries) {
    if (!READ.test(entry.name)) continue;
    if (entry.size > limits.entryBytes) {
      throw limitExceeded(
        `${entry.name} unpacks to more than ${limits.entryBytes / 1024 / 1024} MB`,
      );
    }
    if (
      ratio &&
      entry.size > RATIO_GRACE_BYTES &&
      entry.size > MAX_INFLATE_RATIO * entry.compressedSize
    ) {
      throw limitExceeded(
        `${entry.name} unpacks to more than ${MAX_INFLATE_RATIO} times its packed size`,
      );
    }
    total += entry.size;
  }
  if (total > limits.totalBytes) {
    throw limitExceeded(`it unpacks to more than ${limits.totalBytes / 1024 / 1024} MB`);
  }
}
