import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db } from '../src/db/db.ts';
import { answer } from './helpers/answer.ts';
import type { TestClient } from './helpers/test-client.ts';

/** The headers of the test template's column mapping. */
export const MAPPING = {
  product_code: 'Item Code',
  description: 'Item Description',
  category: 'Category',
  unit_price: 'Retail Price (incl VAT)',
  unit: 'UOM',
  barcode: 'EAN',
  stock_quantity: 'Qty On Hand',
};
export const HEADERS = Object.values(MAPPING);

/** Inserts a product template (sheet `Stock`, headers on `headerRow`) and returns its id. */
export async function insertTemplate(db: Db, name: string, headerRow = 1): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO templates (kind, template_name, file_name, file_content, sheet_name, header_row,
                            column_mapping, sample_columns)
     VALUES ('product', $1, 'sample.xlsx', $2, 'Stock', $3, $4::jsonb, $5::jsonb) RETURNING id`,
    [name, new Uint8Array([1]), headerRow, JSON.stringify(MAPPING), JSON.stringify(HEADERS)],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('template insert failed');
  return id;
}

/** A valid data row for the test template's columns. */
export const productRow = (i: number): unknown[] => [
  `SKU-${String(i).padStart(5, '0')}`,
  `Rooibos & Honey Body Lotion ${i} ml`,
  i % 2 ? 'Body care' : 'Fragrance',
  129.5 + (i % 10),
  'each',
  `600${String(1000000000 + i)}`,
  i % 50,
];

/** An xlsx with a `Stock` sheet: optional title rows, the headers, then the rows. */
export async function xlsxFile(
  rows: unknown[][],
  options: { name?: string; sheet?: string; before?: unknown[][]; headers?: string[] } = {},
): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(options.sheet ?? 'Stock');
  for (const row of options.before ?? []) ws.addRow(row);
  ws.addRow(options.headers ?? HEADERS);
  for (const row of rows) ws.addRow(row);
  const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
  return new File([bytes], options.name ?? 'stock.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/** A big `Stock` xlsx written with exceljs' streaming writer (inline strings, fast). */
export async function largeXlsxFile(rows: unknown[][], name: string): Promise<File> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const ws = wb.addWorksheet('Stock');
  ws.addRow(HEADERS).commit();
  for (const row of rows) ws.addRow(row).commit();
  ws.commit();
  await wb.commit();
  return new File([Buffer.concat(chunks)], name);
}

/** Multipart body of `createUpload`, as the SDK types it (it sends each field as a part). */
export function uploadForm(file: File, templateId: number) {
  return { file, template_id: templateId };
}

/** The contract's Upload, as the tests read it. */
export interface Upload {
  id: number;
  template_id: number | null;
  template_name: string;
  file_name: string;
  file_size: number;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  total_rows: number;
  imported_rows: number;
  failed_rows: number;
  errors: { row: number; column: string | null; message: string }[];
  upload_session_id: number | null;
  created_by: { id: number; name: string; email: string } | null;
  created_at: string;
  completed_at: string | null;
}

/** The contract's UploadStatus. */
export interface UploadStatus extends Omit<Upload, 'file_size' | 'created_by' | 'created_at'> {
  progress: number;
  is_terminal: boolean;
  message: string | null;
  processed_rows: number;
  updated_at: string;
}

/** Uploads a file and returns the 202 answer. */
export const upload = (client: TestClient, file: File, templateId: number) =>
  answer<Upload>(client.api.POST('/api/upload', { body: uploadForm(file, templateId) }));
