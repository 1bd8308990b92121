import { southAfricanWeek } from '@back-office/domain';
import { checkRequirement, type Permission } from '@back-office/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail, toAuthUser } from '../src/users/user-row.ts';
import { answer } from './helpers/answer.ts';
import { SWEEP_ACCOUNTS } from './helpers/sweep.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/test-client.ts';

type Section = Record<string, unknown> | unknown[] | null;
type Summary = Record<string, Section> & {
  period: { id: number; name: string } | null;
  generated_at: string;
};

const NOW = new Date('2035-03-14T08:00:00Z');
let t: TestApp;
let admin: TestClient;
let periodId: number;

async function seedPeriodData(db: TestApp['deps']['db']) {
  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    db.query<T>(sql, params);
  const [p] = await q<{ id: number }>(
    `INSERT INTO periods (name, start_date, end_date, status)
     VALUES ('March 2035', '2035-03-01', '2035-03-31', 'draft') RETURNING id`,
  );
  const pid = p?.id ?? 0;
  const [u] = await q<{ id: number }>(`SELECT id FROM users WHERE email = 'admin@example.com'`);
  const uid = u?.id ?? 0;
  // Stock orders count by their SAST creation day: 23:00Z on 28 Feb is 1 March in Johannesburg.
  const orders: [string, string][] = [
    ['draft', '2035-03-05T10:00:00Z'],
    ['draft', '2035-03-06T10:00:00Z'],
    ['completed', '2035-02-28T23:00:00Z'],
    ['failed', '2035-03-20T10:00:00Z'],
    ['completed', '2035-03-31T22:30:00Z'],
  ];
  for (const [i, [status, at]] of orders.entries()) {
    await q(
      `INSERT INTO orders (reference, status, created_at, created_by) VALUES ($1, $2, $3, (SELECT min(id) FROM users))`,
      [`DASH-${i}`, status, at],
    );
  }
  const [c] = await q<{ id: number }>(
    `INSERT INTO consultants (consultant_number, first_name, last_name, address_line1, city, province, postal_code)
     VALUES ('DASH-C1', 'Nomsa', 'Zulu', '12 Jacaranda Street', 'Pretoria', 'gauteng', '0181') RETURNING id`,
  );
  const lines: [string, [string, number, number][]][] = [
    [
      'draft',
      [
        ['SKU-1042', 2, 10000],
        ['SKU-1043', 1, 5000],
      ],
    ],
    ['submitted', [['SKU-1042', 3, 1000]]],
    ['combined', [['SKU-1104', 4, 500]]],
    ['cancelled', [['SKU-1043', 50, 999]]],
  ];
  for (const [i, [status, items]] of lines.entries()) {
    const [o] = await q<{ id: number }>(
      `INSERT INTO consultant_orders (order_number, consultant_id, period_id, status, created_by)
       VALUES ($1, $2, $3, $4, (SELECT min(id) FROM users)) RETURNING id`,
      [`DASH-CO-${i}`, c?.id, pid, status],
    );
    for (const [code, qty, price] of items) {
      await q(
        `INSERT INTO consultant_order_items (consultant_order_id, product_code, description, quantity, unit_price_cents)
         VALUES ($1, $2, $3, $4, $5)`,
        [o?.id, code, `Product ${code}`, qty, price],
      );
    }
  }
  await q(
    `INSERT INTO combined_orders (combined_number, period_id, created_by) VALUES ('DASH-CMB-1', $1, (SELECT min(id) FROM users))`,
    [pid],
  );
  for (const [status, start] of [
    ['completed', '2035-03-05'],
    ['cancelled', '2035-03-12'],
  ]) {
    await q(
      `INSERT INTO weekly_combinations (period_id, week_start, week_end, status, created_by)
       VALUES ($1, $2::date, $2::date + 6, $3, (SELECT min(id) FROM users))`,
      [pid, start, status],
    );
  }
  const invoices: [string, number, number][] = [
    ['issued', 11500, 0],
    ['partially_paid', 23000, 10000],
    ['paid', 5750, 5750],
    ['draft', 1150, 0],
    ['void', 2300, 0],
  ];
  for (const [i, [status, total, paid]] of invoices.entries()) {
    await q(
      `INSERT INTO invoices (invoice_number, period_id, source_type, source_id, bill_to_name, status,
         due_date, subtotal_cents, vat_cents, total_cents, amount_paid_cents, created_by)
       VALUES ($1, $2, 'consultant_order', $3, 'Nomsa Zulu', $4, '2035-04-30', 0, 0, $5, $6, (SELECT min(id) FROM users))`,
      [`DASH-INV-${i}`, pid, 9000 + i, status, total, paid],
    );
  }
  for (const [i, [status, at]] of [
    ['submitted', '2035-03-10T09:00:00Z'],
    ['draft', '2035-03-11T09:00:00Z'],
    ['fulfilled', '2035-04-02T09:00:00Z'],
  ].entries()) {
    await q(
      `INSERT INTO distributor_orders (order_number, distributor_name, status, file_name, created_at,
         created_by)
       VALUES ($1, 'Polokwane Distributors (Pty) Ltd', $2, 'po.xlsx', $3, (SELECT min(id) FROM users))`,
      [`DASH-DO-${i}`, status, at],
    );
  }
  const week = southAfricanWeek(NOW);
  const uploads: [string, number, string][] = [
    ['completed', 120, `${week.start}T06:00:00Z`],
    ['failed', 0, `${week.end}T12:00:00Z`],
    ['completed', 40, '2035-03-01T06:00:00Z'],
  ];
  for (const [status, imported, at] of uploads) {
    await q(
      `INSERT INTO uploads (template_name, file_name, file_size, status, imported_rows, created_by, created_at)
       VALUES ('Midrand warehouse stock list', 'stock.xlsx', 100, $1, $2, $3, $4)`,
      [status, imported, uid, at],
    );
  }
  return pid;
}

beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => NOW;
  admin = await t.login('admin@example.com');
  periodId = await seedPeriodData(t.deps.db);
});
afterAll(() => t.close());

describe('dashboard summary', () => {
  it('counts every area for the requested period', async () => {
    const res = await answer<Summary>(
      admin.api.GET('/api/dashboard/summary', { params: { query: { period_id: periodId } } }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      period: { id: periodId, name: 'March 2035' },
      generated_at: NOW.toISOString(),
      orders: {
        total: 4,
        by_status: { draft: 2, processing: 0, completed: 1, failed: 1, cancelled: 0 },
      },
      uploads: {
        week_start: '2035-03-12',
        week_end: '2035-03-18',
        count: 2,
        rows: 120,
        failed_count: 1,
      },
      consultant_orders: {
        total: 4,
        // draft 25000 + VAT 3750, submitted 3000 + 450, combined 2000 + 300; cancelled left out.
        total_cents: 28750 + 3450 + 2300,
        by_status: { draft: 1, submitted: 1, combined: 1, cancelled: 1 },
      },
      combined_orders: { count: 1 },
      weekly_combinations: {
        total: 2,
        by_status: { pending: 0, processing: 0, completed: 1, failed: 0, cancelled: 1 },
      },
      invoices: { outstanding_count: 2, outstanding_cents: 24500, paid_count: 1, paid_cents: 5750 },
      top_products: [
        {
          product_code: 'SKU-1042',
          description: 'Product SKU-1042',
          quantity: 5,
          total_cents: 26450,
        },
        {
          product_code: 'SKU-1104',
          description: 'Product SKU-1104',
          quantity: 4,
          total_cents: 2300,
        },
        {
          product_code: 'SKU-1043',
          description: 'Product SKU-1043',
          quantity: 1,
          total_cents: 5750,
        },
      ],
      distributor_orders: {
        total: 2,
        by_status: { draft: 1, submitted: 1, fulfilled: 0, cancelled: 0 },
      },
    });
  });

  it('leaves out the areas each demo account may not read', async () => {
    const sections: [string, Permission][] = [
      ['orders', 'orders:read'],
      ['uploads', 'uploads:read'],
      ['consultant_orders', 'consultant_orders:read'],
      ['combined_orders', 'combined_orders:read'],
      ['weekly_combinations', 'weekly_combinations:read'],
      ['invoices', 'invoices:read'],
      ['top_products', 'consultant_orders:read'],
      ['distributor_orders', 'distributor_orders:read'],
    ];
    for (const email of SWEEP_ACCOUNTS) {
      const row = await findUserByEmail(t.deps.db, email);
      const user = row ? toAuthUser(row) : null;
      const client = await t.login(email);
      const res = await answer<Summary>(
        client.api.GET('/api/dashboard/summary', { params: { query: { period_id: periodId } } }),
      );
      expect(res.status, email).toBe(200);
      for (const [key, permission] of sections) {
        const allowed = checkRequirement(user, { permission }).allowed;
        expect(res.body[key] === null, `${email} ${key}`).toBe(!allowed);
      }
    }
    // Decision 018: a distributor counts only its own distributor's orders (its department).
    await t.deps.db.query(
      `INSERT INTO distributor_orders (order_number, distributor_name, status, file_name, created_at,
         created_by)
       VALUES ('DASH-DO-HW', 'Highveld Wellness Distributors', 'draft', 'hw.xlsx',
         '2035-03-15T09:00:00Z', (SELECT min(id) FROM users))`,
    );
    const distributor = await t.login('distributor.readonly@example.com');
    const d = await answer<Summary>(
      distributor.api.GET('/api/dashboard/summary', { params: { query: { period_id: periodId } } }),
    );
    expect(d.body.distributor_orders).toMatchObject({ total: 2 });
    const highveld = await t.login('distributor.editor@example.com');
    const h = await answer<Summary>(
      highveld.api.GET('/api/dashboard/summary', { params: { query: { period_id: periodId } } }),
    );
    expect(h.body.distributor_orders).toMatchObject({ total: 1 });
    expect(d.body.orders).toBeNull();
    expect(d.body.top_products).toBeNull();
  });

  it('defaults to the active period; 404 for an unknown period; 422 for a bad id; 401 anonymous', async () => {
    const active = await answer<{ id: number; name: string }>(
      admin.api.GET('/api/periods/active/current'),
    );
    const res = await answer<Summary>(admin.api.GET('/api/dashboard/summary'));
    expect(res.body.period).toEqual({ id: active.body.id, name: active.body.name });
    const missing = await answer(
      admin.api.GET('/api/dashboard/summary', { params: { query: { period_id: 999999 } } }),
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Period not found' });
    expect(
      (
        await answer(
          admin.api.GET('/api/dashboard/summary', { params: { query: { period_id: 0 } } }),
        )
      ).status,
    ).toBe(422);
    // A 401 probe goes raw: the SDK would refresh the session (and throw) on it.
    expect((await t.anonymous().raw('GET', '/api/dashboard/summary')).status).toBe(401);
  });

  it('answers zeros with a null period when no period is active and none is asked for', async () => {
    await t.deps.db.query(`UPDATE periods SET status = 'closed' WHERE status = 'active'`);
    const res = await answer<Summary>(admin.api.GET('/api/dashboard/summary'));
    expect(res.body.period).toBeNull();
    expect(res.body.orders).toMatchObject({ total: 0 });
    expect(res.body.consultant_orders).toMatchObject({ total: 0, total_cents: 0 });
    expect(res.body.invoices).toEqual({
      outstanding_count: 0,
      outstanding_cents: 0,
      paid_count: 0,
      paid_cents: 0,
    });
    expect(res.body.top_products).toEqual([]);
    expect(res.body.distributor_orders).toMatchObject({ total: 0 });
  });
});
