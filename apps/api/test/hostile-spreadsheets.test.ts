import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { hostileSpreadsheets } from './helpers/hostile-spreadsheets.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import { insertDistributorTemplate } from './invoices-fixtures.ts';
import { insertTemplate } from './uploads-fixtures.ts';

/**
 * Every operation that reads a spreadsheet, sent every hostile file by a role that may call
 * it: a 413 naming the limit (for the background upload: a failed upload naming it), never a
 * crash or a 500, and nothing created.
 */
let t: TestApp;
let files: Awaited<ReturnType<typeof hostileSpreadsheets>>;
let productTemplate = 0;
let distributorTemplate = 0;

beforeAll(async () => {
  t = await createTestApp();
  files = await hostileSpreadsheets();
  productTemplate = await insertTemplate(t.deps.db, 'Hostile test stock list');
  distributorTemplate = await insertDistributorTemplate(t.deps.db, {
    product_code: 'Code',
    quantity: 'Qty',
  });
});
afterAll(() => t.close());

const form = (file: File, fields: Record<string, string>) => {
  const body = new FormData();
  body.set('file', file);
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};

const operations: { operationId: string; email: string; fields: () => Record<string, string> }[] = [
  { operationId: 'analyzeTemplate', email: 'admin@example.com', fields: () => ({}) },
  {
    operationId: 'uploadTemplate',
    email: 'admin@example.com',
    fields: () => ({ template_name: 'Hostile' }),
  },
  {
    operationId: 'analyzeDistributorTemplate',
    email: 'distributor.editor@example.com',
    fields: () => ({}),
  },
  {
    operationId: 'uploadDistributorTemplate',
    email: 'distributor.admin@example.com',
    fields: () => ({ template_name: 'Hostile' }),
  },
  {
    operationId: 'createDistributorOrder',
    email: 'distributor.editor@example.com',
    // The editor's own distributor (decision 018), so the file itself is what is refused.
    fields: () => ({
      template_id: String(distributorTemplate),
      distributor_name: 'Highveld Wellness Distributors',
    }),
  },
  { operationId: 'bulkUploadConsultants', email: 'admin@example.com', fields: () => ({}) },
];

const LIMIT = /^The spreadsheet is too large: /;

describe('hostile spreadsheets', () => {
  // A table of operations (their bodies differ): called by operationId.
  for (const op of operations) {
    it(`${op.operationId} answers 413 naming the limit for each`, async () => {
      const client = await t.login(op.email);
      for (const { name, file } of files) {
        const res = await client.call<{ detail: string }>(op.operationId, {
          body: form(file, op.fields()),
        });
        expect([name, res.status]).toEqual([name, 413]);
        expect(res.body.detail).toMatch(LIMIT);
      }
    });
  }

  it('createUpload refuses a zip bomb, too many shared strings or a too long text at once and fails the import of the others naming the limit', async () => {
    const warehouse: TestClient = await t.login('warehouse@example.com');
    for (const { name, file } of files) {
      const res = await answer<{ id: number; detail: string }>(
        warehouse.api.POST('/api/upload', {
          body: { file, template_id: productTemplate },
        }),
      );
      // Found while the zip is checked, before the file is stored.
      if (['zip-bomb', 'shared-strings', 'long-text'].includes(name)) {
        expect(res.status).toBe(413);
        continue;
      }
      expect([name, res.status]).toEqual([name, 202]);
      await t.deps.jobs.idle();
      const status = await answer<{ status: string; message: string }>(
        warehouse.api.GET('/api/upload/{id}/status', { params: { path: { id: res.body.id } } }),
      );
      expect(status.body.status).toBe('failed');
      expect(status.body.message).toMatch(LIMIT);
    }
    const sets = await t.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM uploads WHERE template_id = $1 AND status <> 'failed'`,
      [productTemplate],
    );
    expect(sets[0]?.n).toBe(0);
  });

  it('answers the first 100 row errors of a bulk upload with their total', async () => {
    const admin = await t.login('admin@example.com');
    const header =
      'consultant_number,first_name,last_name,email,phone,id_number,address_line1,address_line2,city,province,postal_code,distributor,branch,status,joined_date';
    const bad = ',Thandi,Nkosi,,,123,1 Main Road,,Durban,KwaZulu-Natal,4001,,,,';
    const csv = `${header}\r\n${Array.from({ length: 150 }, () => bad).join('\r\n')}\r\n`;
    const res = await answer<{ detail: string; errors: unknown[]; error_count: number }>(
      admin.api.POST('/api/consultants/bulk-upload', {
        body: { file: new File([csv], 'many-bad.csv', { type: 'text/csv' }) },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('150 of 150 rows are invalid; nothing was imported');
    expect(res.body.errors).toHaveLength(100);
    expect(res.body.error_count).toBeGreaterThanOrEqual(150);
  });
});
