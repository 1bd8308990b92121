import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

// Decision 017: the CSV template's example row (consultant number EXAMPLE) is never imported.

let t: TestApp;
let sup: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  sup = await t.login('supervisor@example.com');
});
afterAll(() => t.close());

const HEADER =
  'consultant_number,first_name,last_name,email,phone,id_number,address_line1,address_line2,city,province,postal_code,distributor,branch,status,joined_date';
// The web app's template row (apps/web/src/features/consultants/parse-csv.ts).
const EXAMPLE =
  'EXAMPLE,Thandi,Nkosi,thandi.nkosi@example.com,0821234567,8001015009087,12 Jacaranda Street,Unit 4,Pretoria,Gauteng,0002,Acme Distributors,Pretoria East,active,2026-01-15';

const upload = (csv: string) => {
  const form = new FormData();
  form.append('file', new File([csv], 'consultants.csv', { type: 'text/csv' }));
  return form;
};

describe('bulkUploadConsultants: the template example row', () => {
  it('refuses a file that still holds the example row and imports nothing', async () => {
    const before = await sup.call<{ total: number }>('listConsultants');
    const csv = [HEADER, EXAMPLE, ',Real,Person,,,,1 Main Road,,Durban,KwaZulu-Natal,4001,,,,'];
    const res = await sup.call<{
      errors: { row: number; column: string | null; message: string }[];
    }>('bulkUploadConsultants', { body: upload(csv.join('\r\n')) });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        row: 2,
        column: 'consultant_number',
        message: "This is the template's example row; delete it and upload again",
      },
    ]);
    expect((await sup.call<{ total: number }>('listConsultants')).body.total).toBe(
      before.body.total,
    );
  });

  it('imports the same file once the example row is deleted', async () => {
    const csv = [HEADER, ',Real,Person,,,,1 Main Road,,Durban,KwaZulu-Natal,4001,,,,'];
    const res = await sup.call<{ imported: number }>('bulkUploadConsultants', {
      body: upload(csv.join('\r\n')),
    });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(1);
  });
});
