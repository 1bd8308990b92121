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

let t: TestApp;
let sup: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  sup = await t.login('supervisor@example.com');
});
afterAll(() => t.close());

const pdfOf = async (res: Response) => pdfText(new Uint8Array(await res.arrayBuffer()));

describe('printable invoice', () => {
  it('has the header, consultant, lines, VAT once on the subtotal, totals, payments and balance', async () => {
    const period = await activePeriodId(t.deps.db);
    const consultant = await insertConsultant(t.deps.db, { first: 'Zanele', last: 'Khumalo' });
    const order = await insertConsultantOrder(t.deps.db, {
      consultantId: consultant,
      periodId: period,
      lines: [
        { code: 'PRN-TEA', description: 'Rooibos tea 100 g', quantity: 4, priceCents: 4500 },
        { code: 'PRN-OIL', description: 'Marula oil 50 ml', quantity: 1, priceCents: 12000 },
      ],
    });
    const created = await answer<{ id: number; invoice_number: string }>(
      sup.api.POST('/api/invoices/from-order', {
        body: { source_type: 'consultant_order', source_id: order },
      }),
    );
    const { id, invoice_number } = created.body;
    await answer(
      sup.api.PUT('/api/invoices/{id}', {
        params: { header: anyVersion, path: { id } },
        body: { status: 'issued' },
      }),
    );
    const paid = await answer(
      sup.api.PUT('/api/invoices/{id}/payment', {
        params: { header: anyVersion, path: { id } },
        body: { amount_cents: 10000, paid_on: '2026-11-20', method: 'eft', reference: 'EFT-778' },
      }),
    );
    expect(paid.status).toBe(200);

    const res = await sup.raw('GET', `/api/invoices/${id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `attachment; filename="invoice_${invoice_number}.pdf"`,
    );
    const text = (await pdfOf(res)).flat().join('\n');
    // 4 × R 45,00 + R 120,00 = R 300,00; VAT 15% once = R 45,00; total R 345,00; paid R 100,00.
    for (const expected of [
      `Tax invoice ${invoice_number}`,
      'Zanele Khumalo',
      'Partially paid',
      'PRN-TEA',
      'Rooibos tea 100 g',
      'R 180,00',
      'R 300,00',
      'VAT (15%)',
      'R 45,00',
      'R 345,00',
      'Balance due',
      'R 245,00',
      'EFT-778',
    ]) {
      expect(text).toContain(expected);
    }
    const inline = await sup.raw('GET', `/api/invoices/${id}/pdf?inline=true`);
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    expect((await sup.raw('GET', '/api/invoices/999999/pdf')).status).toBe(404);
    const distributor = await t.login('distributor.admin@example.com');
    expect((await distributor.raw('GET', `/api/invoices/${id}/pdf`)).status).toBe(403);
  });
});

describe('pick list', () => {
  it('groups the lines per consultant with a total each, and the units to pick', async () => {
    const period = await activePeriodId(t.deps.db);
    const combined = await insertCombinedOrder(t.deps.db, period);
    const thabo = await insertConsultant(t.deps.db, { first: 'Thabo', last: 'Mbeki' });
    const anna = await insertConsultant(t.deps.db, { first: 'Anna', last: 'Botha' });
    for (const [consultantId, lines] of [
      [
        thabo,
        [
          ['PCK-SOAP', 'Olive soap', 3],
          ['PCK-TEA', 'Honeybush tea', 2],
        ],
      ],
      [anna, [['PCK-SOAP', 'Olive soap', 5]]],
    ] as const) {
      await insertConsultantOrder(t.deps.db, {
        consultantId,
        periodId: period,
        status: 'combined',
        combinedOrderId: combined,
        lines: lines.map(([code, description, quantity]) => ({
          code,
          description,
          quantity,
          priceCents: 1000,
        })),
      });
    }
    const number = (
      await t.deps.db.query<{ combined_number: string }>(
        'SELECT combined_number FROM combined_orders WHERE id = $1',
        [combined],
      )
    )[0]?.combined_number;
    const res = await sup.raw('GET', `/api/combined-orders/${combined}/pick-list`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`pick_list_${number}.pdf`);
    const lines = (await pdfOf(res)).flat();
    const text = lines.join('\n');
    expect(text).toContain(`Pick list ${number}`);
    const thaboAt = lines.findIndex((l) => l.includes('Thabo Mbeki'));
    const annaAt = lines.findIndex((l) => l.includes('Anna Botha'));
    expect(thaboAt).toBeGreaterThan(-1);
    expect(annaAt).toBeGreaterThan(-1);
    // Each consultant's lines sit under their heading, then their total.
    const block = (from: number, to: number) => lines.slice(from, to).join('\n');
    const [first, second] = thaboAt < annaAt ? [thaboAt, annaAt] : [annaAt, thaboAt];
    const thaboBlock = thaboAt < annaAt ? block(first, second) : block(second, lines.length);
    const annaBlock = annaAt < thaboAt ? block(first, second) : block(second, lines.length);
    expect(thaboBlock).toContain('Honeybush tea');
    expect(thaboBlock).toMatch(/Total for .*Thabo Mbeki\n5/);
    expect(annaBlock).not.toContain('Honeybush tea');
    expect(annaBlock).toMatch(/Total for .*Anna Botha\n5/);
    expect(text).toContain('10 units');
    expect((await sup.raw('GET', '/api/combined-orders/999999/pick-list')).status).toBe(404);
  });
});
