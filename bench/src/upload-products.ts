import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

interface TemplateInfo {
  id: number;
  sheet_name: string;
  header_row: number;
  column_mapping: Record<string, string | undefined>;
}

/** The value of one mapped field in generated row `i`. */
function value(field: string, i: number): string | number {
  switch (field) {
    case 'product_code':
      return `SCROLL-${String(i).padStart(6, '0')}`;
    case 'description':
      return `Marula & Shea Body Butter ${i} ml`;
    case 'category':
      return i % 2 ? 'Body care' : 'Fragrance';
    case 'unit_price':
      return 99.5 + (i % 40);
    case 'unit':
      return 'each';
    case 'barcode':
      return `601${String(1_000_000_000 + i)}`;
    default:
      return i % 60;
  }
}

/** An xlsx in the template's layout (sheet, header row, mapped headers) with `count` rows. */
async function xlsxFor(template: TemplateInfo, count: number): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
  const ws = wb.addWorksheet(template.sheet_name);
  for (let r = 1; r < template.header_row; r++) ws.addRow([]).commit();
  const fields = Object.entries(template.column_mapping).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  ws.addRow(fields.map(([, header]) => header)).commit();
  for (let i = 1; i <= count; i++) ws.addRow(fields.map(([field]) => value(field, i))).commit();
  ws.commit();
  await wb.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Imports `count` generated products through the API (first product template, POST
 * /api/upload, polled until terminal). Product codes are `SCROLL-000001…`.
 */
export async function uploadProducts(apiUrl: string, cookie: string, count: number): Promise<void> {
  const headers = { cookie };
  const list = await fetch(`${apiUrl}/api/templates?limit=1`, { headers });
  const { templates } = (await list.json()) as { templates: TemplateInfo[] };
  const template = templates[0];
  if (!template) throw new Error('no product template to upload against');
  const form = new FormData();
  form.set('file', new File([await xlsxFor(template, count)], `scroll_${count}.xlsx`));
  form.set('template_id', String(template.id));
  const res = await fetch(`${apiUrl}/api/upload`, { method: 'POST', headers, body: form });
  if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  for (let i = 0; i < 600; i++) {
    const status = await fetch(`${apiUrl}/api/upload/${id}/status`, { headers });
    const body = (await status.json()) as { status: string; message: string };
    if (body.status === 'completed') return;
    if (body.status === 'failed') throw new Error(`upload failed: ${body.message}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('upload did not finish within 150 s');
}
