import type { Schemas } from '@back-office/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer } from './helpers/answer.ts';
import { anyVersion } from './helpers/if-match.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';
import {
  insertDistributorTemplate,
  insertProduct,
  orderXlsx,
  uniqueCode,
} from './invoices-fixtures.ts';

/** Decision 018: a distributor-only user sees and changes only its own distributor's orders. */
type DOrder = Schemas['DistributorOrder'];
type Refusal = Schemas['ErrorModel'];

const POLOKWANE = 'Polokwane Distributors (Pty) Ltd';
const HIGHVELD = 'Highveld Wellness Distributors';

let t: TestApp;
let staff: TestClient;
let polokwaneAdmin: TestClient;
let polokwaneReader: TestClient;
let highveldEditor: TestClient;
let templateId: number;
let code: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('admin@example.com');
  polokwaneAdmin = await t.login('distributor.admin@example.com');
  polokwaneReader = await t.login('distributor.readonly@example.com');
  highveldEditor = await t.login('distributor.editor@example.com');
  templateId = await insertDistributorTemplate(t.deps.db, {
    product_code: 'Code',
    quantity: 'Qty',
  });
  code = uniqueCode('SCOPE');
  await insertProduct(t.deps.db, code, 'Rooibos tea, 250 g', 9000);
});
afterAll(() => t.close());

async function importAs(client: TestClient, distributor: string) {
  const file = await orderXlsx(['Code', 'Qty'], [[code, 3]]);
  const body = { file, template_id: templateId, distributor_name: distributor };
  return answer<DOrder & Refusal>(client.api.POST('/api/distributor-orders', { body }));
}
const orderCount = async () =>
  (await t.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM distributor_orders'))[0]
    ?.n ?? 0;
const listed = async (client: TestClient) =>
  (
    await answer<{ distributor_orders: DOrder[]; total: number }>(
      client.api.GET('/api/distributor-orders', { params: { query: { limit: 1000 } } }),
    )
  ).body;

describe('distributor users see their own distributor only', () => {
  it('lists and reads only the orders of the distributor named by the department', async () => {
    const own = (await importAs(polokwaneAdmin, POLOKWANE)).body;
    const other = (await importAs(staff, HIGHVELD)).body;
    const mine = await listed(polokwaneReader);
    expect(mine.distributor_orders.map((o) => o.id)).toContain(own.id);
    expect(mine.distributor_orders.every((o) => o.distributor_name === POLOKWANE)).toBe(true);
    expect(mine.total).toBe(mine.distributor_orders.length);
    const all = await listed(staff);
    expect(all.distributor_orders.map((o) => o.id)).toEqual(
      expect.arrayContaining([own.id, other.id]),
    );
    expect(
      (
        await answer(
          polokwaneReader.api.GET('/api/distributor-orders/{id}', {
            params: { path: { id: own.id } },
          }),
        )
      ).status,
    ).toBe(200);
  });

  it("answers another distributor's order as missing (404), the same as an unknown id", async () => {
    const other = (await importAs(staff, HIGHVELD)).body;
    const denied = await answer<Refusal>(
      polokwaneReader.api.GET('/api/distributor-orders/{id}', {
        params: { path: { id: other.id } },
      }),
    );
    const unknown = await answer<Refusal>(
      polokwaneReader.api.GET('/api/distributor-orders/{id}', {
        params: { path: { id: 2_000_000_000 } },
      }),
    );
    expect(denied.status).toBe(404);
    expect(denied.body).toEqual(unknown.body);
    const own = (await importAs(polokwaneAdmin, POLOKWANE)).body;
    // A table of operations (their methods differ): called by operationId.
    for (const [op, json] of [
      ['updateDistributorOrder', { notes: 'not yours' }],
      ['submitDistributorOrder', undefined],
    ] as const) {
      const res = await highveldEditor.call(op, { params: { id: own.id }, json });
      // Without If-Match too: a 428 would tell that the order exists.
      expect(res.status, op).toBe(404);
    }
    const deleted = await answer(
      polokwaneAdmin.api.DELETE('/api/distributor-orders/{id}', {
        params: { header: anyVersion, path: { id: other.id } },
      }),
    );
    expect(deleted.status).toBe(404);
    expect(
      (
        await answer(
          staff.api.GET('/api/distributor-orders/{id}', { params: { path: { id: other.id } } }),
        )
      ).status,
    ).toBe(200);
    const still = await answer<DOrder>(
      staff.api.GET('/api/distributor-orders/{id}', { params: { path: { id: own.id } } }),
    );
    expect(still.body).toMatchObject({ status: 'draft', notes: null });
  });

  it('refuses importing for, or renaming to, another distributor (403 on distributor_name)', async () => {
    const before = await orderCount();
    const foreign = await importAs(highveldEditor, POLOKWANE);
    expect(foreign.status).toBe(403);
    expect(foreign.body.field).toBe('distributor_name');
    expect(foreign.body.detail).toContain(HIGHVELD);
    expect(await orderCount()).toBe(before);
    const own = await importAs(highveldEditor, ' highveld wellness distributors ');
    expect(own.status).toBe(201);
    const renamed = await answer<Refusal>(
      highveldEditor.api.PUT('/api/distributor-orders/{id}', {
        params: { header: anyVersion, path: { id: own.body.id } },
        body: { distributor_name: POLOKWANE },
      }),
    );
    expect(renamed.status).toBe(403);
    expect(renamed.body.field).toBe('distributor_name');
  });

  it('gives a distributor user without a department no order and no import', async () => {
    await t.deps.db.query(
      `UPDATE users SET department = NULL WHERE email LIKE 'distributor.%@example.com'`,
    );
    expect((await listed(polokwaneReader)).total).toBe(0);
    const refused = await importAs(polokwaneAdmin, POLOKWANE);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/names no distributor/);
  });
});

describe('the distributor orders export follows the scope', () => {
  it('a distributor exports its own orders only; staff export every one the list shows', async () => {
    // The test before took every distributor user's department away: Polokwane's back.
    await t.deps.db.query(`UPDATE users SET department = $1 WHERE email = $2`, [
      POLOKWANE,
      'distributor.admin@example.com',
    ]);
    await importAs(polokwaneAdmin, POLOKWANE);
    await importAs(staff, HIGHVELD);
    const column = async (client: TestClient) => {
      const res = await client.raw(
        'GET',
        '/api/distributor-orders/export/csv?sort_by=order_number',
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('distributor_orders_');
      const [header, ...rows] = (await res.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
        .map((line) => line.split(','));
      const at = (header ?? []).indexOf('Order number');
      const by = (header ?? []).indexOf('Distributor');
      return rows.map((row) => ({ number: row[at], distributor: row[by] }));
    };
    const mine = await column(polokwaneAdmin);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.distributor === POLOKWANE)).toBe(true);
    const all = await column(staff);
    const staffList = await listed(staff);
    expect(all.map((row) => row.number).sort()).toEqual(
      [...staffList.distributor_orders]
        .map((o) => (o as DOrder & { order_number: string }).order_number)
        .sort(),
    );
    expect(all.some((row) => row.distributor === HIGHVELD)).toBe(true);
  });
});
