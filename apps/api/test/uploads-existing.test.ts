import type { Schemas } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { insertTemplate, type UploadStatus, uploadForm, xlsxFile } from './uploads-fixtures.ts';

// Decision 017: a file whose product codes are already in the catalogue is previewed, then
// imported as the user chose (add, replace or skip); a bad file still imports nothing.

type Preview = Schemas['UploadPreview'];

type ProductList = Schemas['ProductList'];

let t: TestApp;
let staff: TestClient;
let templateId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('warehouse@example.com');
  templateId = await insertTemplate(t.deps.db, 'Existing products stock list');
});
afterAll(() => t.close());

/** A row of the test template: code, description, category, price (rand), unit, barcode, stock. */
const row = (
  code: string,
  description: string,
  price: number,
  category: string | null = 'Body care',
) => [code, description, category, price, 'each', null, 5];

const preview = (file: File, template = templateId) =>
  answer<Preview>(staff.api.POST('/api/upload/preview', { body: uploadForm(file, template) }));

async function importAs(file: File, choice?: 'add' | 'replace' | 'skip'): Promise<UploadStatus> {
  const body = {
    ...uploadForm(file, templateId),
    ...(choice ? { existing_products: choice } : {}),
  };
  const res = await answer<{ id: number }>(staff.api.POST('/api/upload', { body }));
  expect(res.status).toBe(202);
  await t.deps.jobs.idle();
  return (
    await answer<UploadStatus>(
      staff.api.GET('/api/upload/{id}/status', { params: { path: { id: res.body.id } } }),
    )
  ).body;
}

const productsCoded = async (code: string) =>
  (
    await answer<ProductList>(
      staff.api.GET('/api/products', {
        params: { query: { search: code, sort_by: 'product_code', sort_order: 'asc', limit: 100 } },
      }),
    )
  ).body.products.filter((p) => p.product_code.toLowerCase() === code.toLowerCase());

describe('previewUpload', () => {
  it('counts the codes the catalogue has and names the same file imported before', async () => {
    const first = await xlsxFile([row('PV-1', 'Aloe gel', 10), row('PV-2', 'Aloe soap', 20)], {
      name: 'pv.xlsx',
    });
    const fresh = await preview(first);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({
      preview_id: expect.any(Number),
      expires_at: expect.any(String),
      file_name: 'pv.xlsx',
      total_rows: 2,
      failed_rows: 0,
      file_problem: null,
      product_codes: 2,
      existing_codes: 0,
      existing_examples: [],
      same_file: null,
    });
    const done = await importAs(first);
    expect(done.status).toBe('completed');

    const again = await preview(first);
    expect(again.body).toMatchObject({ existing_codes: 2, existing_examples: ['PV-1', 'PV-2'] });
    expect(again.body.same_file).toMatchObject({ upload_id: done.id, file_name: 'pv.xlsx' });

    // Other bytes, one code already there (in another case): not the same file.
    const other = await xlsxFile([row('pv-2', 'Aloe soap', 21), row('PV-3', 'Aloe oil', 30)]);
    const partly = await preview(other);
    expect(partly.body).toMatchObject({
      product_codes: 2,
      existing_codes: 1,
      existing_examples: ['pv-2'],
      same_file: null,
    });
  });

  it('counts bad rows and names a missing column instead of failing', async () => {
    const bad = await xlsxFile([row('PV-9', 'Fine', 10), row('PV-10', '', 10)]);
    expect((await preview(bad)).body).toMatchObject({
      total_rows: 2,
      failed_rows: 1,
      file_problem: null,
      product_codes: 1,
    });
    const noCode = await xlsxFile([['Lotion']], { headers: ['Item Description'] });
    const problem = (await preview(noCode)).body;
    expect(problem.file_problem).toMatch(/Item Code.*missing/);
  });

  it('answers 404 for an unknown template, 415 for another file type, 400 for an empty file', async () => {
    const file = await xlsxFile([row('PV-20', 'Lotion', 10)]);
    expect((await preview(file, 999999)).status).toBe(404);
    expect((await preview(new File(['x'], 'notes.txt'))).status).toBe(415);
    expect((await preview(new File([], 'empty.csv', { type: 'text/csv' }))).status).toBe(400);
  });
});

describe('createUpload: existing_products', () => {
  it('add (the default) imports twins, as the specification does', async () => {
    const file = await xlsxFile([row('ADD-1', 'Rose water', 10)]);
    await importAs(file);
    const done = await importAs(file);
    expect(done).toMatchObject({ status: 'completed', imported_rows: 1 });
    expect(await productsCoded('ADD-1')).toHaveLength(2);
  });

  it('replace writes the file over every existing product with that code and adds the new ones', async () => {
    await importAs(await xlsxFile([row('REP-1', 'Old name', 10, 'Old category')]));
    await importAs(await xlsxFile([row('REP-1', 'Old name', 10, 'Old category')]));
    const done = await importAs(
      await xlsxFile([row('rep-1', 'New name', 12.5, null), row('REP-2', 'Brand new', 9)]),
      'replace',
    );
    expect(done).toMatchObject({
      status: 'completed',
      total_rows: 2,
      imported_rows: 2,
      message: '1 product imported, 1 product already in the catalogue updated',
    });
    const twins = await productsCoded('REP-1');
    expect(twins).toHaveLength(2);
    for (const product of twins) {
      // A blank optional cell keeps the current category.
      expect(product).toMatchObject({
        description: 'New name',
        unit_price_cents: 1250,
        category: 'Old category',
      });
    }
    expect(await productsCoded('REP-2')).toHaveLength(1);
    const set = await answer<ProductList>(
      staff.api.GET('/api/products', {
        params: { query: { upload_session_id: done.upload_session_id ?? 0 } },
      }),
    );
    expect(set.body.products.map((p) => p.product_code)).toEqual(['REP-2']);
  });

  it('skip imports only the new codes and leaves the existing products as they were', async () => {
    await importAs(await xlsxFile([row('SKIP-1', 'Kept', 10)]));
    const done = await importAs(
      await xlsxFile([row('SKIP-1', 'Ignored', 99), row('SKIP-2', 'Added', 5)]),
      'skip',
    );
    expect(done).toMatchObject({
      status: 'completed',
      total_rows: 2,
      imported_rows: 1,
      message: '1 product imported, 1 product already in the catalogue skipped',
    });
    expect(await productsCoded('SKIP-1')).toEqual([
      expect.objectContaining({ description: 'Kept', unit_price_cents: 1000 }),
    ]);
    expect(await productsCoded('SKIP-2')).toHaveLength(1);
  });

  it('still imports nothing from a file with a bad row, whatever the choice', async () => {
    await importAs(await xlsxFile([row('ALL-1', 'Before', 10)]));
    const done = await importAs(
      await xlsxFile([row('ALL-1', 'After', 11), row('ALL-2', '', 5)]),
      'replace',
    );
    expect(done).toMatchObject({ status: 'failed', imported_rows: 0, failed_rows: 1 });
    expect(await productsCoded('ALL-1')).toEqual([
      expect.objectContaining({ description: 'Before' }),
    ]);
    expect(await productsCoded('ALL-2')).toEqual([]);
  });

  it('refuses an unknown choice with 422', async () => {
    const file = await xlsxFile([row('BAD-1', 'x', 1)]);
    // Off-contract input (an unknown choice): the SDK's types refuse it, so by operationId.
    const multipart = { file, template_id: String(templateId), existing_products: 'merge' };
    expect((await staff.call('createUpload', { multipart })).status).toBe(422);
  });
});
