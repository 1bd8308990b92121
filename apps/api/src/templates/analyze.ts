import { type CellText, readSpreadsheet } from '../lib/spreadsheet/read.ts';
import { type ColumnMapping, missingRequired, proposeMapping } from './column-mapping.ts';
import type { KindSpec } from './kinds.ts';
import { readTable, requireSheet, rowCells, type SheetTable } from './layout.ts';

/** Where to look in a sample file. */
export interface SampleOptions {
  sheet_name?: string;
  header_row?: number;
}

/** A sample file read as a table, with its sheet names. */
export interface SampleTable {
  sheetNames: string[];
  table: SheetTable;
}

/**
 * Reads an uploaded sample (415 for other types, 413 over 20 MB, 400 unreadable, no sheet or
 * no header row) into the table a template reads.
 */
export async function readSample(
  source: File | Uint8Array,
  fileName: string,
  options: SampleOptions,
): Promise<SampleTable> {
  const book = await readSpreadsheet(source, readableName(source, fileName));
  const sheet = requireSheet(book, options.sheet_name);
  return { sheetNames: book.sheetNames, table: readTable(sheet, options.header_row) };
}

/**
 * A name the reader accepts for stored bytes whose name lacks `.xlsx`/`.csv` (an upload typed
 * by its content type): the zip signature says xlsx, anything else is read as CSV.
 */
function readableName(source: File | Uint8Array, fileName: string): string {
  if (!(source instanceof Uint8Array) || /\.(xlsx|csv)$/i.test(fileName)) return fileName;
  return source[0] === 0x50 && source[1] === 0x4b ? `${fileName}.xlsx` : `${fileName}.csv`;
}

const SAMPLE_ROWS = 5;

/** The contract's `TemplateAnalysis` / `DistributorTemplateAnalysis` of a sample. */
export function analysis(spec: KindSpec, fileName: string, sample: SampleTable) {
  const { table } = sample;
  const proposed: ColumnMapping = proposeMapping(spec, table);
  const sampleRows: CellText[][] = table.rows.slice(0, SAMPLE_ROWS).map((r) => rowCells(table, r));
  return {
    file_name: fileName,
    sheet_names: sample.sheetNames,
    sheet_name: table.sheetName,
    header_row: table.headerRow,
    headers: table.columns.map((c) => c.header),
    sample_rows: sampleRows,
    row_count: table.rows.length,
    proposed_mapping: proposed,
    missing_required_fields: missingRequired(spec, proposed),
  };
}
