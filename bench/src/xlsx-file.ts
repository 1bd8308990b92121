import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/** Column headers of the bench's product template (a typical supplier stock list). */
export const MAPPING = {
  product_code: 'Item Code',
  description: 'Item Description',
  category: 'Category',
  unit_price: 'Retail Price (incl VAT)',
  unit: 'UOM',
  barcode: 'EAN',
  stock_quantity: 'Qty On Hand',
};

const CATEGORIES = ['Body care', 'Fragrance', 'Skin care', 'Hair care', 'Sun care', 'Bath'];

/** One valid stock row. */
const row = (i: number) => [
  `SKU-${String(i).padStart(6, '0')}`,
  `Rooibos & Honey Body Lotion ${i} ml`,
  CATEGORIES[i % CATEGORIES.length],
  129.5 + (i % 100),
  'each',
  `600${String(1_000_000_000 + i)}`,
  i % 50,
];

/** A `Stock` xlsx of `rows` data rows (exceljs' streaming writer, shared strings like Excel). */
export async function stockXlsx(rows: number): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const ws = wb.addWorksheet('Stock');
  ws.addRow(Object.values(MAPPING)).commit();
  for (let i = 1; i <= rows; i++) ws.addRow(row(i)).commit();
  ws.commit();
  await wb.commit();
  return new Uint8Array(Buffer.concat(chunks));
}
