import { HttpError } from '../../http/errors.ts';

/**
 * Hard limits on what one spreadsheet may make the API hold or do, checked while reading
 * (before memory is committed). Sized for a 20 MB file of real data, far below what a hostile
 * file could otherwise cost; decision 012 and docs/performance.md give the reasons.
 */
export const SPREADSHEET_LIMITS = {
  /** Unpacked bytes of one zip entry the reader uses (workbook, styles, strings, a sheet). */
  entryBytes: 64 * 1024 * 1024,
  /** Unpacked bytes of all those entries together. */
  totalBytes: 160 * 1024 * 1024,
  /** Zip entries in an .xlsx. */
  entries: 2_000,
  /** Worksheets in a workbook. */
  sheets: 50,
  /** Rows of all sheets together, counted up to each sheet's last row number. */
  rows: 100_000,
  /** Columns: the last column any row may use. */
  columns: 200,
  /** Non-empty cells of all sheets together. */
  cells: 1_000_000,
  /** Entries of the shared strings table. */
  sharedStrings: 500_000,
  /** Characters in one cell or CSV field (Excel's own limit). */
  cellChars: 32_767,
  /** Wall-clock time to read one file. */
  milliseconds: 30_000,
} as const;

export type SpreadsheetLimits = { -readonly [K in keyof typeof SPREADSHEET_LIMITS]: number };

/** 413 naming the limit a spreadsheet broke. */
export const limitExceeded = (what: string) =>
  new HttpError(413, `The spreadsheet is too large: ${what}`);

/** A reading deadline: `check()` throws 413 once the time budget is spent. */
export class ReadBudget {
  readonly limits: SpreadsheetLimits;
  private readonly deadline: number;
  constructor(limits: SpreadsheetLimits = { ...SPREADSHEET_LIMITS }) {
    this.limits = limits;
    this.deadline = Date.now() + limits.milliseconds;
  }
  check(): void {
    if (Date.now() > this.deadline) {
      throw limitExceeded(`reading took longer than ${this.limits.milliseconds / 1000} s`);
    }
  }
}
