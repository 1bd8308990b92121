/** The largest spreadsheet accepted, in MB: uploads, template samples, bulk uploads, order imports. */
export const MAX_SPREADSHEET_MB = 20;
/** {@link MAX_SPREADSHEET_MB} in bytes: the API answers 413 above it, the web refuses the file first. */
export const MAX_SPREADSHEET_BYTES = MAX_SPREADSHEET_MB * 1024 * 1024;

/**
 * The spreadsheet kinds the API reads, by file name extension, with the media types that name
 * a kind when a file has no extension. A file of any other type is refused (415).
 */
export const SPREADSHEET_MEDIA_TYPES = {
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  csv: ['text/csv', 'application/csv', 'text/comma-separated-values'],
} as const satisfies Record<string, readonly string[]>;

/** A spreadsheet kind the API reads: `xlsx` or `csv`. */
export type SpreadsheetKind = keyof typeof SPREADSHEET_MEDIA_TYPES;

/**
 * A distributor's order spreadsheet may also be named `.xls` (read when it is really an .xlsx;
 * a legacy binary .xls is refused with a message saying how to save it).
 */
export const ORDER_IMPORT_MEDIA_TYPES = {
  ...SPREADSHEET_MEDIA_TYPES,
  xls: ['application/vnd.ms-excel'],
} as const satisfies Record<string, readonly string[]>;

/** The kind of a media type (`text/csv; charset=utf-8` → `csv`) among `types`, or undefined. */
export function kindOfMediaType<K extends string>(
  types: Readonly<Record<K, readonly string[]>>,
  mediaType: string,
): K | undefined {
  const type = mediaType.replace(/;.*$/s, '').trim().toLowerCase();
  return (Object.keys(types) as K[]).find((kind) => types[kind].includes(type));
}

/**
 * At most this many row errors are kept and answered, by a product upload, a consultant bulk
 * upload and a distributor order import alike; the count of them all goes beside them
 * (decision 064).
 */
export const MAX_ROW_ERRORS = 100;
