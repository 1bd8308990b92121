import type { Schemas } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../src/lib/pdf/pdf-text.ts';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import {
  activePeriodId,
  insertCombinedOrder,
  insertConsultant,
  insertConsultantOrder,
} from './invoices-fixtures.ts';

/** Issue 35 item 1 (decision 049): the business's details, and a valid tax invoice. */

let t: TestApp;
let admin: TestClient;
let sup: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  sup = await t.login('supervisor@example.com');
});
afterAll(() => t.close());

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNgAAIAAAUAAXpeqz8AAAAASUVORK5CYII=';
const DETAILS = {
  legal_name: 'Umoya Botanicals (Pty) Ltd',
  trading_name: 'Umoya Botanicals',
  address: '7 Loop Street\nCape Town\n8001',
  vat_number: '4987654321',
  registration_number: '2019/654321/07',
};

type Details = typeof DETAILS & {
  version: number;
  complete: boolean;
  logo: { content_type: string; size_bytes: number; data_base64: string } | null;
};

const put = async (
  client: TestClient,
  body: unknown,
  header: Record<string, string> = anyVersion,
) => client.raw('PUT', '/api/business-details', { json: body, headers: header });

const fieldsOf = async (res: Response) =>
  ((await res.json()) as { detail: { loc: string[]; msg: string }[] }).detail.map((d) =>
    d.loc.join('.'),
  );

const pdfOf = async (res: Response) =>
  (await pdfText(new Uint8Array(await res.arrayBuffer()))).flat().join('\n');

const enZaDay = (day: string) =>
  new Intl.DateTimeFormat('en-ZA', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

describe('business details', () => {
  it('are read and set by an administrator only, with If-Match', async () => {
    const read = await admin.raw('GET', '/api/business-details');
    expect(read.status).toBe(200);
    const etag = read.headers.get('ETag');
    expect(etag).toMatch(/^"\d+"$/);
    expect((await sup.raw('GET', '/api/business-details')).status).toBe(403);
    expect((await put(sup, DETAILS)).status).toBe(403);
    expect((await t.anonymous().raw('GET', '/api/business-details')).status).toBe(401);

    expect((await put(admin, DETAILS, {})).status).toBe(428);
    const saved = await put(admin, DETAILS, { 'If-Match': etag ?? '' });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as Details;
    expect(body).toMatchObject({ ...DETAILS, complete: true, logo: null });
    expect(saved.headers.get('ETag')).toBe(`"${body.version}"`);
    // The version read before the change is stale now.
    expect((await put(admin, DETAILS, { 'If-Match': etag ?? '' })).status).toBe(412);
    const again = await answer<Details>(admin.api.GET('/api/business-details'));
    expect(again.body).toMatchObject(DETAILS);
  });

  it('refuses bad numbers and logos with 422 on the field, never 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ vat_number: '5123456789' }, 'body.vat_number'],
      [{ vat_number: '412345678' }, 'body.vat_number'],
      [{ vat_number: '4123 456 789' }, 'body.vat_number'],
      [{ registration_number: '2019/65432/07' }, 'body.registration_number'],
      [{ registration_number: "2019/654321/07'; DROP TABLE users;--" }, 'body.registration_number'],
      [{ legal_name: '   ' }, 'body.legal_name'],
      [{ legal_name: 'x'.repeat(201) }, 'body.legal_name'],
      [{ address: '' }, 'body.address'],
      [
        {
          logo: {
            data_base64: Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
            ).toString('base64'),
          },
        },
        'body.logo',
      ],
      [
        { logo: { data_base64: Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64') } },
        'body.logo',
      ],
      // A PNG signature with nothing after it, and a PNG claiming to be 100 000 px wide.
      [{ logo: { data_base64: PNG_1X1.slice(0, 12) } }, 'body.logo'],
      [
        {
          logo: {
            data_base64: (() => {
              const bytes = Buffer.from(PNG_1X1, 'base64');
              bytes.writeUInt32BE(100_000, 16);
              return bytes.toString('base64');
            })(),
          },
        },
        'body.logo',
      ],
      [{ logo: { data_base64: Buffer.alloc(300 * 1024, 1).toString('base64') } }, 'body.logo'],
      [{ logo: { data_base64: 'not base64!' } }, 'body.logo'],
      [{ logo: 'iVBORw0K' }, 'body.logo'],
    ];
    for (const [change, field] of cases) {
      const res = await put(admin, { ...DETAILS, ...change });
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(422);
      expect(await fieldsOf(res)).toContain(field);
    }
    // Nothing was saved by any of them.
    const now = await answer<Details>(admin.api.GET('/api/business-details'));
    expect(now.body).toMatchObject(DETAILS);
  });

  it('keeps a PNG logo, checked by its content, and removes it on null', async () => {
    const saved = await put(admin, { ...DETAILS, logo: { data_base64: PNG_1X1 } });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as Details;
    expect(body.logo).toEqual({ content_type: 'image/png', size_bytes: 68, data_base64: PNG_1X1 });
    // Omitted keeps it.
    expect(((await (await put(admin, DETAILS)).json()) as Details).logo?.content_type).toBe(
      'image/png',
    );
    expect(((await (await put(admin, { ...DETAILS, logo: null })).json()) as Details).logo).toBe(
      null,
    );
  });

  it('are audited: who changed which detail from what to what', async () => {
    expect((await put(admin, DETAILS)).status).toBe(200);
    expect((await put(admin, { ...DETAILS, vat_number: '4123456789' })).status).toBe(200);
    expect((await put(admin, { ...DETAILS, vat_number: '4123456789' })).status).toBe(200);
    const log = await answer(
      admin.api.GET('/api/audit-logs', {
        params: { query: { resource: 'business_details', limit: 2 } },
      }),
    );
    expect(log.status).toBe(200);
    const entries = (log.body as Schemas['AuditLogList']).audit_logs;
    expect(entries.map((e) => [e.action, e.summary])).toEqual([
      ['update', 'Saved the business details unchanged'],
      ['update', 'Updated the business details: VAT number 4987654321 → 4123456789'],
    ]);
  });
});

describe('tax invoice PDF', () => {
  it('is titled Tax invoice with the supplier, recipient, en-ZA dates and payment labels', async () => {
    expect((await put(admin, { ...DETAILS, logo: { data_base64: PNG_1X1 } })).status).toBe(200);
    const period = await activePeriodId(t.deps.db);
    const consultant = await insertConsultant(t.deps.db, { first: 'Ayanda', last: 'Zulu' });
    const order = await insertConsultantOrder(t.deps.db, {
      consultantId: consultant,
      periodId: period,
      lines: [{ code: 'TAX-TEA', description: 'Buchu tea 50 g', quantity: 2, priceCents: 5000 }],
    });
    const created = await answer<{ id: number; invoice_number: string; issue_date: string }>(
      sup.api.POST('/api/invoices/from-order', {
        body: { source_type: 'consultant_order', source_id: order },
      }),
    );
    const { id, invoice_number, issue_date } = created.body;

    const draft = await pdfOf(await sup.raw('GET', `/api/invoices/${id}/pdf`));
    expect(draft).toContain(`Draft invoice ${invoice_number} - not a tax invoice`);
    expect(draft).not.toContain('Tax invoice');
    expect(draft).toContain('Not issued yet');
    expect(draft).not.toContain(enZaDay(issue_date));

    await answer(
      sup.api.PUT('/api/invoices/{id}', {
        params: { header: anyVersion, path: { id } },
        body: { status: 'issued' },
      }),
    );
    await answer(
      sup.api.PUT('/api/invoices/{id}/payment', {
        params: { header: anyVersion, path: { id } },
        body: { amount_cents: 2500, paid_on: '2026-11-20', method: 'eft', reference: 'REF-1' },
      }),
    );
    const res = await sup.raw('GET', `/api/invoices/${id}/pdf`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    const text = await pdfOf(res);
    for (const expected of [
      `Tax invoice ${invoice_number}`,
      'From (supplier)',
      'Umoya Botanicals (Pty) Ltd',
      'Trading as Umoya Botanicals',
      '7 Loop Street',
      'VAT number: 4987654321',
      'Registration number: 2019/654321/07',
      'Bill to (recipient)',
      'Ayanda Zulu',
      '12 Jan Smuts Avenue, Johannesburg',
      `Invoice number`,
      'Date of issue',
      enZaDay(issue_date),
      'Buchu tea 50 g',
      'R 100,00',
      'VAT (15%)',
      'R 15,00',
      'Total (incl. VAT)',
      'R 115,00',
      '20 Nov 2026   R 25,00   EFT   REF-1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/\beft\b/);
    expect(text).not.toContain('2026-11-20');
    expect(text).not.toContain(issue_date);
    // The logo is drawn.
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
  });
});

describe('the recipient and the supplier of the day of issue (decision 059)', () => {
  it('prints the recipient VAT number and address entered on the draft, then keeps the supplier of the day of issue', async () => {
    expect((await put(admin, DETAILS)).status).toBe(200);
    const period = await activePeriodId(t.deps.db);
    const consultant = await insertConsultant(t.deps.db, { first: 'Thabo', last: 'Khumalo' });
    const order = await insertConsultantOrder(t.deps.db, {
      consultantId: consultant,
      periodId: period,
      lines: [{ code: 'VAT-OIL', description: 'Marula oil', quantity: 1, priceCents: 20000 }],
    });
    const created = await answer<{ id: number; invoice_number: string }>(
      sup.api.POST('/api/invoices/from-order', {
        body: { source_type: 'consultant_order', source_id: order },
      }),
    );
    const { id } = created.body;
    const edit = (body: Record<string, unknown>) =>
      sup.raw('PUT', `/api/invoices/${id}`, { json: body, headers: anyVersion });

    expect(await fieldsOf(await edit({ bill_to_vat_number: '123' }))).toEqual([
      'body.bill_to_vat_number',
    ]);
    const saved = await edit({
      bill_to_name: 'Karoo Wellness Distributors',
      bill_to_address: '12 Church Street\nGraaff-Reinet\n6280',
      bill_to_vat_number: '4123456789',
    });
    expect(saved.status).toBe(200);
    const detail = (await (await sup.raw('GET', `/api/invoices/${id}`)).json()) as {
      bill_to_address: string | null;
      bill_to_vat_number: string | null;
    };
    expect(detail.bill_to_address).toBe('12 Church Street\nGraaff-Reinet\n6280');
    expect(detail.bill_to_vat_number).toBe('4123456789');

    expect((await edit({ status: 'issued' })).status).toBe(200);
    const late = await edit({ bill_to_vat_number: null });
    expect(late.status).toBe(409);
    // The business moves after the invoice was issued: its reprint keeps the supplier of the day.
    expect(
      (await put(admin, { ...DETAILS, address: '1 New Road\nStellenbosch\n7600' })).status,
    ).toBe(200);
    const text = await pdfOf(await sup.raw('GET', `/api/invoices/${id}/pdf`));
    for (const expected of [
      'Karoo Wellness Distributors (',
      'Graaff-Reinet',
      'VAT number: 4123456789',
      '7 Loop Street',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('1 New Road');
    expect(text).not.toContain('Address not on record');
    expect((await put(admin, DETAILS)).status).toBe(200);
  });
});

describe('payer of a combined order', () => {
  it('defaults to the distributor with the reason, and takes the chosen payer', async () => {
    const period = await activePeriodId(t.deps.db);
    const combined = await insertCombinedOrder(t.deps.db, period);
    const sipho = await insertConsultant(t.deps.db, {
      first: 'Sipho',
      last: 'Ndlovu',
      distributor: 'Karoo Wellness',
    });
    const mary = await insertConsultant(t.deps.db, { first: 'Mary', last: 'Jacobs' });
    for (const consultantId of [sipho, mary]) {
      await insertConsultantOrder(t.deps.db, {
        consultantId,
        periodId: period,
        status: 'combined',
        combinedOrderId: combined,
        lines: [{ code: 'PAY-SOAP', description: 'Olive soap', quantity: 1, priceCents: 3000 }],
      });
    }
    const preview = await answer<{
      default_payer: string;
      default_payer_reason: string;
      bill_to: { name: string };
      payer_options: { key: string; kind: string; name: string; reason: string }[];
    }>(
      sup.api.GET('/api/combined-orders/{id}/invoice-preview', {
        params: { path: { id: combined } },
      }),
    );
    expect(preview.body.default_payer).toBe('distributor:Karoo Wellness');
    expect(preview.body.bill_to.name).toBe('Karoo Wellness');
    expect(preview.body.default_payer_reason).toBe(
      'Billed to Karoo Wellness because 1 of the 2 consultants in this combined order (Sipho Ndlovu) order through this distributor, more than through any other',
    );
    expect(preview.body.payer_options.map((o) => o.key)).toEqual([
      'distributor:Karoo Wellness',
      `consultant:${sipho}`,
      `consultant:${mary}`,
    ]);

    const bad = await sup.raw('POST', '/api/invoices/from-order', {
      json: { source_type: 'combined_order', source_id: combined, payer: 'distributor:Elsewhere' },
    });
    expect(bad.status).toBe(422);
    expect(await fieldsOf(bad)).toEqual(['body.payer']);

    const created = await answer<{ id: number; bill_to_name: string }>(
      sup.api.POST('/api/invoices/from-order', {
        body: { source_type: 'combined_order', source_id: combined, payer: `consultant:${mary}` },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.bill_to_name).toBe('Mary Jacobs');
    const pdf = await pdfOf(await sup.raw('GET', `/api/invoices/${created.body.id}/pdf`));
    expect(pdf).toContain('Mary Jacobs');
    expect(pdf).toContain('12 Jan Smuts Avenue, Johannesburg, 2196');
  });

  it('refuses a payer for a consultant order (its consultant pays)', async () => {
    const period = await activePeriodId(t.deps.db);
    const consultant = await insertConsultant(t.deps.db, { first: 'Lindiwe', last: 'Mthembu' });
    const order = await insertConsultantOrder(t.deps.db, {
      consultantId: consultant,
      periodId: period,
      lines: [{ code: 'PAY-OIL', description: 'Oil', quantity: 1, priceCents: 1000 }],
    });
    const res = await sup.raw('POST', '/api/invoices/from-order', {
      json: {
        source_type: 'consultant_order',
        source_id: order,
        payer: `consultant:${consultant}`,
      },
    });
    expect(res.status).toBe(422);
    expect(await fieldsOf(res)).toEqual(['body.payer']);
  });
});

describe('the other documents', () => {
  it('carry the business name: consultant order, combined order and pick list', async () => {
    const saved = await put(admin, DETAILS);
    expect(saved.status).toBe(200);
    const period = await activePeriodId(t.deps.db);
    const combined = await insertCombinedOrder(t.deps.db, period);
    const consultantId = await insertConsultant(t.deps.db, { first: 'Lindi', last: 'Khumalo' });
    const orderId = await insertConsultantOrder(t.deps.db, {
      consultantId,
      periodId: period,
      status: 'combined',
      combinedOrderId: combined,
      lines: [{ code: 'DOC-SOAP', description: 'Olive soap', quantity: 2, priceCents: 3000 }],
    });
    for (const path of [
      `/api/consultant-orders/${orderId}/pdf`,
      `/api/combined-orders/${combined}/pdf/download`,
      `/api/combined-orders/${combined}/pick-list`,
    ]) {
      const res = await sup.raw('GET', path);
      expect([path, res.status]).toEqual([path, 200]);
      const text = await pdfOf(res);
      expect([path, text.includes('Umoya Botanicals')]).toEqual([path, true]);
      expect([path, text.includes('Back Office')]).toEqual([path, false]);
    }
  });
});
