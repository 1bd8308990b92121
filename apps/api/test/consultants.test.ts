import type { Schemas } from '@back-office/api-client';
import { REQUIRED_CONSULTANT_COLUMNS } from '@back-office/domain';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../src/lib/pdf/pdf-text.ts';
import { writeXlsx } from '../src/lib/spreadsheet/write-xlsx.ts';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

type Consultant = Schemas['Consultant'];

let t: TestApp;
let sup: TestClient;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  sup = await t.login('supervisor@example.com');
  staff = await t.login('warehouse@example.com');
});
afterAll(() => t.close());

const address = {
  line1: '14 Jan Smuts Avenue',
  line2: 'Parktown North',
  city: 'Johannesburg',
  province: 'Gauteng',
  postal_code: '2193',
} satisfies Schemas['ConsultantAddress'];
let seq = 0;
const make = async (extra: object = {}) => {
  seq++;
  const res = await answer<Consultant>(
    sup.api.POST('/api/consultants', {
      body: { first_name: 'Test', last_name: `Person${seq}`, address, ...extra },
    }),
  );
  expect(res.status).toBe(201);
  return res.body;
};
async function giveOrder(consultantId: number, lines: [number, number][]) {
  const period = await t.deps.db.query<{ id: number }>(
    `SELECT id FROM periods ORDER BY id LIMIT 1`,
  );
  const rows = await t.deps.db.query<{ id: number }>(
    `INSERT INTO consultant_orders (order_number, consultant_id, period_id, status, created_by)
     VALUES ('CO-2026-' || lpad((floor(random() * 900000) + 100000)::text, 6, '0'), $1, $2, 'submitted',
       (SELECT min(id) FROM users))
     RETURNING id`,
    [consultantId, period[0]?.id],
  );
  for (const [quantity, price] of lines) {
    await t.deps.db.query(
      `INSERT INTO consultant_order_items (consultant_order_id, product_code, description, quantity, unit_price_cents)
       VALUES ($1, 'TST-1', 'Test line', $2, $3)`,
      [rows[0]?.id, quantity, price],
    );
  }
  return rows[0]?.id ?? 0;
}
const upload = (
  name: string,
  content: string | Uint8Array<ArrayBuffer>,
  type = 'application/octet-stream',
) => {
  // The multipart body as the SDK types it; it sends the File as the `file` part.
  return { file: new File([content], name, { type }) };
};

describe('consultants: CRUD', () => {
  it('creates with a generated number and defaults; 409 on clashes; 422 on bad input', async () => {
    const a = await make({ email: 'nomvula.test@example.co.za', id_number: '8806150234081' });
    expect(a.consultant_number).toMatch(/^CN-\d{6}$/);
    expect(a).toMatchObject({ status: 'active', consent_form_count: 0, address });
    expect(a.joined_date).toBe(new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10));
    const b = await make();
    expect(Number(b.consultant_number.slice(3))).toBe(Number(a.consultant_number.slice(3)) + 1);
    const dupId = await answer(
      sup.api.POST('/api/consultants', {
        body: { first_name: 'X', last_name: 'Y', address, id_number: '8806150234081' },
      }),
    );
    expect(dupId.status).toBe(409);
    expect(dupId.body).toEqual({
      detail: 'A consultant with ID number 8806150234081 already exists',
      field: 'id_number',
    });
    const dupEmail = await answer(
      sup.api.POST('/api/consultants', {
        body: { first_name: 'X', last_name: 'Y', address, email: 'NOMVULA.test@example.co.za' },
      }),
    );
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body).toMatchObject({ field: 'email' });
    const dupNumber = await answer(
      sup.api.POST('/api/consultants', {
        body: {
          first_name: 'X',
          last_name: 'Y',
          address,
          consultant_number: a.consultant_number.toLowerCase(),
        },
      }),
    );
    expect(dupNumber.body).toEqual({
      detail: `Consultant number ${a.consultant_number.toLowerCase()} is already in use`,
      field: 'consultant_number',
    });
    // Off-contract input (an unknown province): the SDK's types refuse it, so by operationId.
    const bad = await sup.call('createConsultant', {
      json: {
        first_name: 'X',
        last_name: 'Y',
        address: { ...address, province: 'Gauteng Province' },
      },
    });
    expect(bad.status).toBe(422);
    expect(
      (
        await answer(
          staff.api.POST('/api/consultants', {
            body: { first_name: 'X', last_name: 'Y', address },
          }),
        )
      ).status,
    ).toBe(403);
  });

  it('two simultaneous creates get different numbers', async () => {
    const [x, y] = await Promise.all([make(), make()]);
    expect(x?.consultant_number).not.toBe(y?.consultant_number);
  });

  it('gets, updates (address replaced whole), 404s and 409s', async () => {
    const a = await make({ email: 'johan.test@example.co.za' });
    const other = await make({ email: 'lerato.test@example.co.za' });
    expect(
      (
        await answer<Consultant>(
          staff.api.GET('/api/consultants/{id}', { params: { path: { id: a.id } } }),
        )
      ).body,
    ).toEqual(a);
    expect(
      (await answer(staff.api.GET('/api/consultants/{id}', { params: { path: { id: 999999 } } })))
        .status,
    ).toBe(404);
    const updated = await answer<Consultant>(
      sup.api.PUT('/api/consultants/{id}', {
        params: { header: anyVersion, path: { id: a.id } },
        body: {
          status: 'suspended',
          phone: '+27834567890',
          address: {
            line1: '3 Long Street',
            line2: null,
            city: 'Cape Town',
            province: 'Western Cape',
            postal_code: '8001',
          },
        },
      }),
    );
    expect(updated.body).toMatchObject({
      status: 'suspended',
      email: 'johan.test@example.co.za',
      address: {
        line1: '3 Long Street',
        line2: null,
        city: 'Cape Town',
        province: 'Western Cape',
        postal_code: '8001',
      },
    });
    const clash = await answer(
      sup.api.PUT('/api/consultants/{id}', {
        params: { header: anyVersion, path: { id: a.id } },
        body: { email: 'lerato.test@example.co.za' },
      }),
    );
    expect(clash.status).toBe(409);
    const self = await answer(
      sup.api.PUT('/api/consultants/{id}', {
        params: { header: anyVersion, path: { id: other.id } },
        body: { email: 'lerato.test@example.co.za' },
      }),
    );
    expect(self.status).toBe(200);
    expect(
      (
        await answer(
          sup.api.PUT('/api/consultants/{id}', {
            params: { header: anyVersion, path: { id: 999999 } },
            body: { status: 'active' },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer(
          sup.api.PUT('/api/consultants/{id}', {
            params: { header: anyVersion, path: { id: a.id } },
            body: {},
          }),
        )
      ).status,
    ).toBe(422);
  });

  it('lists with search, status and province filters, sorting and paging; quick search', async () => {
    const z = await make({
      first_name: 'Zanele',
      last_name: 'Xaba',
      email: 'zanele.xaba@example.co.za',
      status: 'inactive',
    });
    const list = await answer<{ consultants: Consultant[]; total: number }>(
      staff.api.GET('/api/consultants', { params: { query: { search: 'zanele xaba' } } }),
    );
    expect(list.body.consultants.map((x) => x.id)).toEqual([z.id]);
    const inactive = await answer<{ consultants: Consultant[] }>(
      staff.api.GET('/api/consultants', { params: { query: { status: 'inactive', limit: 1000 } } }),
    );
    expect(inactive.body.consultants.every((x) => x.status === 'inactive')).toBe(true);
    const wc = await answer<{ consultants: Consultant[] }>(
      staff.api.GET('/api/consultants', {
        params: { query: { province: 'Western Cape', limit: 1000 } },
      }),
    );
    expect(wc.body.consultants.every((x) => x.address.province === 'Western Cape')).toBe(true);
    const sorted = await answer<{ consultants: Consultant[]; limit: number }>(
      staff.api.GET('/api/consultants', {
        params: { query: { sort_by: 'consultant_number', sort_order: 'asc', limit: 3, skip: 1 } },
      }),
    );
    const numbers = sorted.body.consultants.map((x) => x.consultant_number);
    expect(numbers).toEqual([...numbers].sort());
    expect(numbers).toHaveLength(3);
    // Off-contract input (an unknown province): the SDK's types refuse it, so by operationId.
    expect(
      (await staff.call('listConsultants', { query: { province: 'Gauteng Province' } })).status,
    ).toBe(422);

    const quick = await answer<{ consultants: Consultant[]; total: number }>(
      staff.api.GET('/api/consultants/search/{term}', {
        params: { path: { term: z.consultant_number } },
      }),
    );
    expect(quick.body.consultants[0]?.id).toBe(z.id);
    const byEmail = await answer<{ consultants: Consultant[]; total: number }>(
      staff.api.GET('/api/consultants/search/{term}', {
        params: { path: { term: 'XABA@EXAMPLE' }, query: { limit: 5 } },
      }),
    );
    expect(byEmail.body.total).toBe(1);
    const none = await answer<{ total: number }>(
      staff.api.GET('/api/consultants/search/{term}', {
        params: { path: { term: 'no-such-person%' } },
      }),
    );
    expect(none.body.total).toBe(0);
    // One index over the fields joined by a separator: a term never matches across two fields.
    for (const term of ['xabazanele', 'xaba\u0001zanele']) {
      const across = await answer<{ total: number }>(
        staff.api.GET('/api/consultants/search/{term}', { params: { path: { term } } }),
      );
      expect(across.body.total, term).toBe(0);
    }
    // More matches than the limit: the first by name, and the total of all of them.
    for (const first_name of ['Cebo', 'Ayanda', 'Bongi']) {
      await make({ first_name, last_name: 'Qwabe-Keyset' });
    }
    const some = await answer<{ consultants: Consultant[]; total: number }>(
      staff.api.GET('/api/consultants/search/{term}', {
        params: { path: { term: 'qwabe-keyset' }, query: { limit: 2 } },
      }),
    );
    expect(some.body.total).toBe(3);
    expect(some.body.consultants.map((x) => x.first_name)).toEqual(['Ayanda', 'Bongi']);
  });

  it('deletes (with consent forms) unless the consultant has consultant orders', async () => {
    const a = await make();
    const pdf = await (await PDFDocument.create()).save();
    const res = await answer(
      sup.api.POST('/api/consultants/{id}/consent-forms', {
        params: { path: { id: a.id }, query: { file_type: 'popia_consent' } },
        body: upload('consent.pdf', pdf as Uint8Array<ArrayBuffer>),
      }),
    );
    expect(res.status).toBe(201);
    expect(
      (
        await answer(
          sup.api.DELETE('/api/consultants/{id}', {
            params: { header: anyVersion, path: { id: a.id } },
          }),
        )
      ).status,
    ).toBe(204);
    expect(
      (await answer(sup.api.GET('/api/consultants/{id}', { params: { path: { id: a.id } } })))
        .status,
    ).toBe(404);
    expect(
      (
        await answer(
          sup.api.DELETE('/api/consultants/{id}', {
            params: { header: anyVersion, path: { id: a.id } },
          }),
        )
      ).status,
    ).toBe(404);
    const forms = await t.deps.db.query('SELECT 1 FROM consent_forms WHERE consultant_id = $1', [
      a.id,
    ]);
    expect(forms).toHaveLength(0);
    const busy = await make();
    await giveOrder(busy.id, [[1, 100]]);
    const refused = await answer(
      sup.api.DELETE('/api/consultants/{id}', {
        params: { header: anyVersion, path: { id: busy.id } },
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      detail: `Consultant ${busy.consultant_number} has 1 consultant orders and cannot be deleted`,
    });
  });

  it('bulk-deletes all or none: 404 for unknown ids, 409 for consultants with orders', async () => {
    const [a, b, busy] = [await make(), await make(), await make()];
    await giveOrder(busy.id, [[2, 500]]);
    const missing = await answer(
      sup.api.POST('/api/consultants/bulk-delete', { body: { consultant_ids: [a.id, 999999] } }),
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Consultants not found: 999999' });
    const blocked = await answer(
      sup.api.POST('/api/consultants/bulk-delete', { body: { consultant_ids: [a.id, busy.id] } }),
    );
    expect(blocked.status).toBe(409);
    expect(blocked.body).toEqual({
      detail: `Consultants with consultant orders cannot be deleted: ${busy.consultant_number}`,
    });
    expect(
      (await answer(sup.api.GET('/api/consultants/{id}', { params: { path: { id: a.id } } })))
        .status,
    ).toBe(200);
    const ok = await answer(
      sup.api.POST('/api/consultants/bulk-delete', { body: { consultant_ids: [a.id, b.id] } }),
    );
    expect(ok.body).toEqual({ deleted: 2 });
    const audits = await t.deps.db.query(
      `SELECT 1 FROM audit_log WHERE resource = 'consultants' AND action = 'delete' AND record_id = ANY($1::int[])`,
      [[a.id, b.id]],
    );
    expect(audits).toHaveLength(2);
    expect(
      (await answer(sup.api.POST('/api/consultants/bulk-delete', { body: { consultant_ids: [] } })))
        .status,
    ).toBe(422);
  });

  it("lists a consultant's consultant orders with VAT-inclusive totals", async () => {
    const a = await make();
    const first = await giveOrder(a.id, [
      [2, 1000],
      [1, 333],
    ]);
    await giveOrder(a.id, []);
    const res = await answer<{
      consultant_orders: { id: number; total_cents: number; item_count: number }[];
      total: number;
    }>(
      staff.api.GET('/api/consultants/{id}/orders', {
        params: { path: { id: a.id }, query: { sort_by: 'total_cents', sort_order: 'desc' } },
      }),
    );
    expect(res.body.total).toBe(2);
    // subtotal 2333, VAT 349.95 → 350 (half up), total 2683
    expect(res.body.consultant_orders[0]).toMatchObject({
      id: first,
      total_cents: 2683,
      item_count: 2,
    });
    const draft = await answer<{ total: number }>(
      staff.api.GET('/api/consultants/{id}/orders', {
        params: { path: { id: a.id }, query: { status: 'draft' } },
      }),
    );
    expect(draft.body.total).toBe(0);
    expect(
      (
        await answer(
          staff.api.GET('/api/consultants/{id}/orders', { params: { path: { id: 999999 } } }),
        )
      ).status,
    ).toBe(404);
  });
});

describe('consultants: bulk upload', () => {
  const header =
    'consultant_number,first_name,last_name,email,phone,id_number,address_line1,address_line2,city,province,postal_code,distributor,branch,status,joined_date';

  it('imports every row of a valid CSV in one go', async () => {
    const csv = `${header}\r\nCN-900001,Sibusiso,Mthembu,sibusiso.test@example.co.za,+27825550101,9001015800085,12 Florida Road,Morningside,Durban,kwazulu-natal,4001,Coastal Beauty Supplies,Durban North,,2026-03-01\r\n,Anele,Zulu,,,,"5 Church Street, Unit 2",,Pietermaritzburg,KwaZulu-Natal,3201,,,inactive,\r\n,,,,,,,,,,,,,,\r\n`;
    const res = await answer(
      sup.api.POST('/api/consultants/bulk-upload', {
        body: upload('consultants.csv', csv, 'text/csv'),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 2, total_rows: 2, errors: [] });
    const found = await answer<{ consultants: Consultant[] }>(
      staff.api.GET('/api/consultants/search/{term}', { params: { path: { term: 'Anele Zulu' } } }),
    );
    expect(found.body.consultants[0]).toMatchObject({
      status: 'inactive',
      address: { line1: '5 Church Street, Unit 2', province: 'KwaZulu-Natal' },
    });
    expect(found.body.consultants[0]?.consultant_number).toMatch(/^CN-\d{6}$/);
  });

  it('imports an xlsx, restoring leading zeros of numeric cells', async () => {
    const bytes = await writeXlsx({
      sheets: [
        {
          name: 'Consultants',
          columns: [...REQUIRED_CONSULTANT_COLUMNS, 'id_number'].map((k) => ({
            header: k,
            key: k,
          })),
          rows: [
            {
              first_name: 'Karabo',
              last_name: 'Sithole',
              address_line1: '8 Paul Kruger Street',
              city: 'Pretoria',
              province: 'Gauteng',
              postal_code: 181,
              id_number: 512045800081,
            },
          ],
        },
      ],
    });
    const res = await answer(
      sup.api.POST('/api/consultants/bulk-upload', {
        body: upload('March intake.XLSX', bytes as Uint8Array<ArrayBuffer>),
      }),
    );
    expect(res.body).toEqual({ imported: 1, total_rows: 1, errors: [] });
    const found = await answer<{ consultants: Consultant[] }>(
      staff.api.GET('/api/consultants/search/{term}', {
        params: { path: { term: 'Karabo Sithole' } },
      }),
    );
    expect(found.body.consultants[0]).toMatchObject({
      id_number: '0512045800081',
      address: { postal_code: '0181' },
    });
  });

  it('refuses the whole file listing every bad row (400); nothing is imported', async () => {
    const before = await answer<{ total: number }>(staff.api.GET('/api/consultants'));
    const csv = [
      header,
      'CN-900001,Dup,Number,,,,1 Main Road,,Durban,KwaZulu-Natal,4001,,,,',
      ',Bad,Id,,,12345,1 Main Road,,Durban,KwaZulu-Natal,4001,,,,',
      ',Bad,Province,,,,1 Main Road,,Durban,Gauteng Province,4001,,,,',
      ',Twice,A,twice@example.co.za,,,1 Main Road,,Durban,KwaZulu-Natal,4001,,,,',
      ',Twice,B,TWICE@example.co.za,,,1 Main Road,,Durban,KwaZulu-Natal,4001,,,weird,2026-02-30',
      ',Good,Row,,,,1 Main Road,,Durban,KwaZulu-Natal,4001,,,,',
      ',,Nofirst,,,,1 Main Road,,Durban,KwaZulu-Natal,40010,,,,',
    ].join('\n');
    const res = await answer<{
      detail: string;
      errors: { row: number; column: string | null; message: string }[];
    }>(sup.api.POST('/api/consultants/bulk-upload', { body: upload('consultants.csv', csv) }));
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('5 of 7 rows are invalid; nothing was imported');
    expect(res.body.errors).toEqual([
      {
        row: 2,
        column: 'consultant_number',
        message: 'Consultant number CN-900001 is already in use',
      },
      { row: 3, column: 'id_number', message: 'ID number must be 13 digits' },
      { row: 4, column: 'province', message: "'Gauteng Province' is not a South African province" },
      { row: 6, column: 'status', message: 'Status must be one of active, inactive, suspended' },
      { row: 6, column: 'joined_date', message: 'joined_date must be a date (YYYY-MM-DD)' },
      { row: 6, column: null, message: 'Duplicate of row 5 (same email TWICE@example.co.za)' },
      { row: 8, column: 'first_name', message: 'first_name is required' },
      { row: 8, column: 'postal_code', message: 'postal_code must be at most 4 characters' },
      { row: 8, column: 'postal_code', message: 'Postal code must be 4 digits' },
    ]);
    expect((await answer<{ total: number }>(staff.api.GET('/api/consultants'))).body.total).toBe(
      before.body.total,
    );
  });

  it('400 without the required columns or data rows; 415 for other files; 413 over 20 MB', async () => {
    const noCols = await answer<{ errors: unknown[] }>(
      sup.api.POST('/api/consultants/bulk-upload', {
        body: upload('c.csv', 'first_name,last_name\nA,B\n'),
      }),
    );
    expect(noCols.status).toBe(400);
    expect(noCols.body.errors).toHaveLength(4);
    const noRows = await answer(
      sup.api.POST('/api/consultants/bulk-upload', { body: upload('c.csv', `${header}\n`) }),
    );
    expect(noRows.status).toBe(400);
    const empty = await answer(
      sup.api.POST('/api/consultants/bulk-upload', { body: upload('c.csv', '') }),
    );
    expect(empty.status).toBe(400);
    const txt = await answer(
      sup.api.POST('/api/consultants/bulk-upload', { body: upload('c.txt', 'hello') }),
    );
    expect(txt.status).toBe(415);
    const big = await answer(
      sup.api.POST('/api/consultants/bulk-upload', {
        body: upload('c.csv', new Uint8Array(21 * 1024 * 1024).fill(65)),
      }),
    );
    expect(big.status).toBe(413);
    // Off-contract input (no file part): the SDK's types refuse it, so by operationId.
    expect((await sup.call('bulkUploadConsultants', { body: new FormData() })).status).toBe(422);
  });
});

describe('consultants: export', () => {
  it('exports all as CSV, formula-safe, sorted by number, named by today', async () => {
    await make({
      first_name: '=HYPERLINK("http://evil")',
      last_name: '+Sum',
      consultant_number: 'CN-000000',
    });
    const res = await staff.raw('POST', '/api/consultants/export/csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toContain(`filename="consultants_${today}.csv"`);
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]?.startsWith('consultant_number,first_name,last_name,')).toBe(true);
    expect(lines[1]).toContain(`CN-000000,"'=HYPERLINK(""http://evil"")",'+Sum`);
    const total = (await answer<{ total: number }>(staff.api.GET('/api/consultants'))).body.total;
    expect(lines.filter(Boolean)).toHaveLength(total + 1);
  });

  it('exports what the list shows: the filters of the list, not every consultant', async () => {
    const kept = await make({ first_name: 'Filtered', last_name: 'Kept', status: 'suspended' });
    await make({ first_name: 'Filtered', last_name: 'Dropped', status: 'active' });
    const res = await staff.raw('POST', '/api/consultants/export/csv', {
      json: { search: 'filtered', status: 'suspended' },
    });
    expect(res.status).toBe(200);
    const lines = (await res.text()).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(kept.consultant_number);
    const listed = await answer<{ total: number }>(
      staff.api.GET('/api/consultants', {
        params: { query: { search: 'filtered', status: 'suspended' } },
      }),
    );
    expect(listed.body.total).toBe(1);
  });

  it('exports the chosen ids as xlsx and pdf; 404 for unknown ids', async () => {
    const a = await make({
      first_name: 'Naledi',
      last_name: 'Mokoena',
      phone: '+27821110002',
      email: 'naledi.mokoena.export@example.co.za',
    });
    const b = await make({ first_name: 'Pieter', last_name: 'van der Merwe' });
    const xlsx = await staff.raw('POST', '/api/consultants/export/xlsx', {
      json: { consultant_ids: [b.id, a.id] },
    });
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await xlsx.arrayBuffer());
    const ws = wb.worksheets[0];
    expect(ws?.rowCount).toBe(3);
    expect(ws?.getCell('A2').value).toBe(a.consultant_number);
    expect(ws?.getCell('B3').value).toBe('Pieter');
    // A phone is a text cell as typed: no apostrophe (that guard is for CSV).
    expect(ws?.getCell('E2').value).toBe(a.phone);
    expect(String(a.phone).startsWith('+')).toBe(true);

    const pdf = await staff.raw('POST', '/api/consultants/export/pdf', {
      json: { consultant_ids: [a.id] },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const pdfBytes = new Uint8Array(await pdf.arrayBuffer());
    const pages = await pdfText(pdfBytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Naledi Mokoena');
    // Every column whole, not cut off with "...": number, phone, email, province, joined date.
    const text = (pages[0] ?? []).join(' ');
    for (const value of [
      a.consultant_number,
      a.phone,
      a.email,
      a.address.province,
      a.joined_date,
    ]) {
      expect(text).toContain(String(value));
    }
    expect(text).not.toContain('...');
    const [page] = (await PDFDocument.load(pdfBytes)).getPages();
    expect(page?.getWidth()).toBeGreaterThan(page?.getHeight() ?? Infinity);
    const all = await staff.raw('POST', '/api/consultants/export/pdf', { json: {} });
    expect((await pdfText(new Uint8Array(await all.arrayBuffer()))).length).toBeGreaterThanOrEqual(
      1,
    );

    const missing = await answer(
      staff.api.POST('/api/consultants/export/{format}', {
        params: { path: { format: 'csv' } },
        body: { consultant_ids: [a.id, 999998] },
        parseAs: 'text',
      }),
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Consultants not found: 999998' });
    // Off-contract input (an unknown format): the SDK's types refuse it, so by operationId.
    expect((await staff.call('exportConsultants', { params: { format: 'docx' } })).status).toBe(
      422,
    );
  });
});

describe('consent forms', () => {
  it('uploads PDF and PNG files, lists newest first, downloads the same bytes, deletes', async () => {
    const a = await make({ first_name: 'Nomsa', last_name: 'Dube' });
    const doc = await PDFDocument.create();
    doc.addPage();
    const pdf = await doc.save();
    const up = await answer<{
      id: number;
      content_type: string;
      size_bytes: number;
      file_name: string;
    }>(
      staff.api.POST('/api/consultants/{id}/consent-forms', {
        params: {
          path: { id: a.id },
          query: { file_type: 'popia_consent', description: 'Signed at the Rosebank branch' },
        },
        body: upload('C:\\scans\\popia_consent_nomsa_dube.pdf', pdf as Uint8Array<ArrayBuffer>),
      }),
    );
    expect(up.status).toBe(403); // warehouse staff may not update consultants
    const created = await answer<{
      id: number;
      content_type: string;
      size_bytes: number;
      file_name: string;
      uploaded_by: { email: string };
    }>(
      sup.api.POST('/api/consultants/{id}/consent-forms', {
        params: {
          path: { id: a.id },
          query: { file_type: 'popia_consent', description: 'Signed at the Rosebank branch' },
        },
        body: upload(
          'C:\\scans\\popia_consent_nomsa_dube.pdf',
          pdf as Uint8Array<ArrayBuffer>,
          'image/png',
        ),
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      content_type: 'application/pdf',
      size_bytes: pdf.byteLength,
      file_name: 'popia_consent_nomsa_dube.pdf',
      uploaded_by: { email: 'supervisor@example.com' },
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const second = await answer<{ id: number }>(
      sup.api.POST('/api/consultants/{id}/consent-forms', {
        params: { path: { id: a.id }, query: { file_type: 'id_copy' } },
        body: upload('id.png', png),
      }),
    );
    expect(second.status).toBe(201);
    const list = await answer<{ consent_forms: { id: number }[]; total: number }>(
      staff.api.GET('/api/consultants/{id}/consent-forms', { params: { path: { id: a.id } } }),
    );
    expect(list.body.total).toBe(2);
    expect(list.body.consent_forms.map((f) => f.id)).toEqual([second.body.id, created.body.id]);
    expect(
      (
        await answer<Consultant>(
          staff.api.GET('/api/consultants/{id}', { params: { path: { id: a.id } } }),
        )
      ).body.consent_form_count,
    ).toBe(2);

    const dl = await staff.raw('GET', `/api/consent-forms/${created.body.id}/download`);
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('application/pdf');
    expect(dl.headers.get('content-disposition')).toContain(
      'filename="popia_consent_nomsa_dube.pdf"',
    );
    const back = new Uint8Array(await dl.arrayBuffer());
    expect(back).toEqual(new Uint8Array(pdf));
    expect((await PDFDocument.load(back)).getPageCount()).toBe(1);
    expect(
      (
        await answer(
          staff.api.GET('/api/consent-forms/{id}/download', {
            params: { path: { id: 999999 } },
            parseAs: 'text',
          }),
        )
      ).status,
    ).toBe(404);

    expect(
      (
        await answer(
          sup.api.DELETE('/api/consent-forms/{id}', {
            params: { header: anyVersion, path: { id: second.body.id } },
          }),
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await answer(
          sup.api.DELETE('/api/consent-forms/{id}', {
            params: { header: anyVersion, path: { id: second.body.id } },
          }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answer<{ total: number }>(
          staff.api.GET('/api/consultants/{id}/consent-forms', { params: { path: { id: a.id } } }),
        )
      ).body.total,
    ).toBe(1);
  });

  it('415 for other files, 413 over 10 MB, 404 unknown consultant, 422 without file_type', async () => {
    const a = await make();
    const text = await answer(
      sup.api.POST('/api/consultants/{id}/consent-forms', {
        params: { path: { id: a.id }, query: { file_type: 'other' } },
        body: upload('notes.pdf', 'just text', 'application/pdf'),
      }),
    );
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ detail: 'Only PDF, JPEG and PNG files are accepted' });
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const large = await answer(
      sup.api.POST('/api/consultants/{id}/consent-forms', {
        params: { path: { id: a.id }, query: { file_type: 'id_copy' } },
        body: upload('id.jpg', big),
      }),
    );
    expect(large.status).toBe(413);
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const none = await answer(
      sup.api.POST('/api/consultants/{id}/consent-forms', {
        params: { path: { id: 999999 }, query: { file_type: 'id_copy' } },
        body: upload('id.jpg', jpeg),
      }),
    );
    expect(none.status).toBe(404);
    // Off-contract input (no file_type): the SDK's types refuse it, so by operationId.
    const noType = await sup.call('uploadConsentForm', {
      params: { id: a.id },
      multipart: upload('id.jpg', jpeg),
    });
    expect(noType.status).toBe(422);
    expect(
      (
        await answer(
          staff.api.GET('/api/consultants/{id}/consent-forms', {
            params: { path: { id: 999999 } },
          }),
        )
      ).status,
    ).toBe(404);
  });
});

describe('consultants: phone numbers (decision 052)', () => {
  it('stores any usual South African form in E.164 on create and update; 422 on others', async () => {
    const a = await make({ phone: '082 555 0199' });
    expect(a.phone).toBe('+27825550199');
    const updated = await answer<Consultant>(
      sup.api.PUT('/api/consultants/{id}', {
        params: { header: anyVersion, path: { id: a.id } },
        body: { phone: '27 82 555 0123' },
      }),
    );
    expect(updated.body.phone).toBe('+27825550123');
    const cleared = await answer<Consultant>(
      sup.api.PUT('/api/consultants/{id}', {
        params: { header: anyVersion, path: { id: a.id } },
        body: { phone: null },
      }),
    );
    expect(cleared.body.phone).toBeNull();
    const bad = await answer<{ detail: { loc: string[]; msg: string }[] }>(
      sup.api.POST('/api/consultants', {
        body: { first_name: 'Bad', last_name: 'Phone', address, phone: '+44 20 7946 0958' },
      }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({
      loc: ['body', 'phone'],
      msg: 'Enter a South African phone number, e.g. 082 555 0199 or +27 82 555 0199',
    });
  });

  it('bulk upload stores E.164 and refuses a row whose phone is not a number', async () => {
    const header =
      'consultant_number,first_name,last_name,email,phone,id_number,address_line1,address_line2,city,province,postal_code,distributor,branch,status,joined_date';
    const bad = await answer<{ errors: { row: number; column: string | null; message: string }[] }>(
      sup.api.POST('/api/consultants/bulk-upload', {
        body: upload(
          'c.csv',
          `${header}\n,Phone,Bad,,ring the branch,,1 Main Road,,Durban,KwaZulu-Natal,4001,,,,\n`,
        ),
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      {
        row: 2,
        column: 'phone',
        message: 'Enter a South African phone number, e.g. 082 555 0199 or +27 82 555 0199',
      },
    ]);
    const good = await answer(
      sup.api.POST('/api/consultants/bulk-upload', {
        body: upload(
          'c.csv',
          `${header}\n,Phone,Spaced,,082 555 0177,,1 Main Road,,Durban,KwaZulu-Natal,4001,,,,\n`,
        ),
      }),
    );
    expect(good.status).toBe(200);
    const found = await answer<{ consultants: Consultant[] }>(
      staff.api.GET('/api/consultants/search/{term}', {
        params: { path: { term: 'Phone Spaced' } },
      }),
    );
    expect(found.body.consultants[0]?.phone).toBe('+27825550177');
    // Found by the number as the screens show it, though it is stored in E.164.
    for (const term of ['082 555 0177', '0825550177', '+27825550177']) {
      const byPhone = await answer<{ consultants: Consultant[] }>(
        staff.api.GET('/api/consultants', { params: { query: { search: term } } }),
      );
      expect(
        byPhone.body.consultants.map((c) => c.last_name),
        term,
      ).toContain('Spaced');
    }
  });
});
