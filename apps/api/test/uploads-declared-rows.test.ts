import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPREADSHEET_LIMITS } from '../src/lib/spreadsheet/limits.ts';
import { declaredRows } from '../src/uploads/declared-rows.ts';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { insertTemplate, productRow, uploadForm, xlsxFile } from './uploads-fixtures.ts';

let t: TestApp;
let staff: TestClient;
let templateId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('warehouse@example.com');
  templateId = await insertTemplate(t.deps.db, 'Declared rows');
});
afterAll(() => t.close());

/** A small valid sheet whose `<dimension>` says it reaches row `lastRow` (as Excel's would). */
async function declaring(lastRow: number): Promise<File> {
  const file = await xlsxFile([productRow(1), productRow(2)]);
  const zip = await JSZip.loadAsync(await file.arrayBuffer());
  const name = Object.keys(zip.files).find((n) => /^xl\/worksheets\/[^/]+\.xml$/.test(n)) ?? '';
  const xml = await zip.file(name)?.async('string');
  if (!xml) throw new Error('no sheet');
  const dimension = `<dimension ref="A1:G${lastRow}"/>`;
  const patched = /<dimension [^>]*\/>/.test(xml)
    ? xml.replace(/<dimension [^>]*\/>/, dimension)
    : xml.replace(/(<worksheet[^>]*>)/, `$1${dimension}`);
  zip.file(name, patched);
  const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  return new File([new Uint8Array(bytes)], 'declared.xlsx');
}

describe('an Excel-maximum sheet', () => {
  it('is refused when it arrives (413 naming the row limit), upload and preview alike', async () => {
    const max = await declaring(1_048_576);
    const limit = SPREADSHEET_LIMITS.rows;
    const detail = `The spreadsheet is too large: more than ${limit} rows (a sheet declares 1048576 rows)`;
    const upload = await answer(
      staff.api.POST('/api/upload', { body: uploadForm(max, templateId) }),
    );
    expect(upload).toMatchObject({ status: 413, body: { detail } });
    const preview = await answer(
      staff.api.POST('/api/upload/preview', { body: { file: max, template_id: templateId } }),
    );
    expect(preview).toMatchObject({ status: 413, body: { detail } });
    // Nothing was stored.
    const stored = await t.deps.db.query(`SELECT 1 FROM uploads WHERE file_name = 'declared.xlsx'`);
    expect(stored).toHaveLength(0);
  });

  it('reads the declared last row without unpacking the sheet; within the limit the file is taken', async () => {
    expect(declaredRows(new Uint8Array(await (await declaring(1_048_576)).arrayBuffer()))).toBe(
      1_048_576,
    );
    expect(declaredRows(new Uint8Array([1, 2, 3]))).toBeUndefined();
    const fine = await declaring(3);
    const upload = await answer(
      staff.api.POST('/api/upload', { body: uploadForm(fine, templateId) }),
    );
    expect(upload.status).toBe(202);
  });
});
