import { southAfricanDay } from '@back-office/domain';
import { documentNumber } from '../consultant-orders/document-number.ts';
import type { Queryable } from '../db/db.ts';
import type { DemoClock } from './demo-clock.ts';

type Status = 'draft' | 'submitted' | 'combined' | 'cancelled';

/** One demo order: status, consultant (index), days before today, lines (product index, qty). */
interface PlannedOrder {
  status: Status;
  consultant: number;
  daysAgo: number;
  lines: [number, number][];
  notes?: string;
  by: 'warehouse' | 'supervisor' | 'admin';
  /** Which seeded combination a `combined` order belongs to. */
  group?: 0 | 1;
}

const PLAN: PlannedOrder[] = [
  {
    status: 'combined',
    consultant: 0,
    daysAgo: 9,
    lines: [
      [0, 2],
      [3, 1],
      [7, 4],
    ],
    by: 'warehouse',
    notes: 'Deliver to the Soweto branch, Vilakazi Street.',
  },
  {
    status: 'combined',
    consultant: 1,
    daysAgo: 9,
    lines: [
      [0, 1],
      [5, 2],
    ],
    by: 'warehouse',
  },
  {
    status: 'combined',
    consultant: 2,
    daysAgo: 8,
    lines: [
      [2, 3],
      [7, 2],
      [9, 1],
    ],
    by: 'supervisor',
  },
  {
    status: 'combined',
    consultant: 3,
    daysAgo: 8,
    lines: [
      [4, 1],
      [0, 3],
    ],
    by: 'warehouse',
  },
  {
    status: 'combined',
    consultant: 4,
    daysAgo: 6,
    lines: [
      [1, 2],
      [6, 1],
    ],
    by: 'warehouse',
    notes: 'Collect at the Durban North branch.',
    group: 1,
  },
  {
    status: 'combined',
    consultant: 5,
    daysAgo: 5,
    lines: [
      [8, 1],
      [10, 2],
      [3, 1],
    ],
    by: 'warehouse',
    group: 1,
  },
  // Seven days ago is always last week: its weekly combination has an order that was never
  // combined (a weekly combination gathers only those, decision 051).
  { status: 'submitted', consultant: 0, daysAgo: 7, lines: [[11, 1]], by: 'supervisor' },
  {
    status: 'submitted',
    consultant: 6,
    daysAgo: 3,
    lines: [
      [0, 6],
      [7, 6],
    ],
    by: 'warehouse',
    notes: 'Stokvel year-end order, deliver before the 25th.',
  },
  {
    status: 'submitted',
    consultant: 7,
    daysAgo: 2,
    lines: [
      [5, 1],
      [9, 2],
    ],
    by: 'warehouse',
  },
  {
    status: 'submitted',
    consultant: 1,
    daysAgo: 1,
    lines: [
      [2, 1],
      [4, 1],
      [12, 2],
    ],
    by: 'admin',
  },
  { status: 'submitted', consultant: 3, daysAgo: 0, lines: [[13, 3]], by: 'warehouse' },
  {
    status: 'draft',
    consultant: 2,
    daysAgo: 3,
    lines: [
      [1, 1],
      [14, 2],
    ],
    by: 'warehouse',
  },
  {
    status: 'draft',
    consultant: 4,
    daysAgo: 2,
    lines: [[6, 2]],
    by: 'warehouse',
    notes: 'Waiting for the consultant to confirm sizes.',
  },
  { status: 'draft', consultant: 5, daysAgo: 1, lines: [], by: 'supervisor' },
  {
    status: 'draft',
    consultant: 6,
    daysAgo: 1,
    lines: [
      [3, 2],
      [8, 1],
      [15, 1],
    ],
    by: 'warehouse',
  },
  { status: 'draft', consultant: 7, daysAgo: 0, lines: [[10, 1]], by: 'warehouse' },
  {
    status: 'draft',
    consultant: 0,
    daysAgo: 0,
    lines: [
      [12, 4],
      [0, 1],
    ],
    by: 'admin',
  },
  {
    status: 'cancelled',
    consultant: 1,
    daysAgo: 7,
    lines: [[9, 1]],
    by: 'warehouse',
    notes: 'Consultant ordered twice; kept the later order.',
  },
  {
    status: 'cancelled',
    consultant: 5,
    daysAgo: 4,
    lines: [
      [4, 2],
      [5, 1],
    ],
    by: 'supervisor',
  },
  { status: 'cancelled', consultant: 3, daysAgo: 2, lines: [[11, 1]], by: 'warehouse' },
];

interface Product {
  id: number;
  product_code: string;
  description: string;
  unit_price_cents: number;
}

/**
 * Seeds 20 consultant orders of the active period (draft, submitted, combined, cancelled) for
 * the demo consultants with lines of the demo catalogue, and two completed combinations whose
 * combined orders hold the 6 `combined` ones (the invoices seed invoices the first). Run after the consultants and products seeds;
 * does nothing without an active period, active consultants or products.
 */
export async function seedDemoConsultantOrders(tx: Queryable, clock: DemoClock): Promise<void> {
  const [period] = await tx.query<{ id: number }>(
    `SELECT id FROM periods WHERE status = 'active' LIMIT 1`,
  );
  const consultants = await tx.query<{ id: number }>(
    `SELECT id FROM consultants WHERE status = 'active' ORDER BY id LIMIT 8`,
  );
  const products = await tx.query<Product>(
    `SELECT * FROM (SELECT DISTINCT ON (lower(product_code)) id, product_code, description,
       unit_price_cents FROM products ORDER BY lower(product_code), created_at DESC, id DESC) p
     ORDER BY product_code LIMIT 16`,
  );
  if (!period || consultants.length === 0 || products.length === 0) return;
  const users = new Map(
    (
      await tx.query<{ id: number; email: string }>(
        `SELECT id, email FROM users WHERE email IN
           ('warehouse@example.com', 'supervisor@example.com', 'admin@example.com')`,
      )
    ).map((u) => [u.email.split('@')[0] ?? '', u.id]),
  );
  const groups: [number[], number[]] = [[], []];
  for (const [i, plan] of PLAN.entries()) {
    const consultant = consultants[plan.consultant % consultants.length];
    if (!consultant) continue;
    const hour = 9 + (i % 9);
    const minute = 10 + ((plan.daysAgo * 7) % 40);
    const created = clock.at(plan.daysAgo, hour, minute);
    const [seq] = await tx.query<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence('consultant_orders', 'id'))::int AS id`,
    );
    const id = seq?.id ?? 0;
    const submitted = plan.status === 'submitted' || plan.status === 'combined';
    const submittedAt = submitted ? clock.at(plan.daysAgo, hour, minute + 25) : null;
    await tx.query(
      `INSERT INTO consultant_orders (id, order_number, consultant_id, period_id, status, order_date,
         notes, submitted_at, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        documentNumber('CO', created, id),
        consultant.id,
        period.id,
        plan.status === 'combined' ? 'submitted' : plan.status,
        southAfricanDay(created),
        plan.notes ?? null,
        submittedAt,
        users.get(plan.by) ?? null,
        created,
        submittedAt ?? created,
      ],
    );
    for (const [p, quantity] of plan.lines) {
      const product = products[p % products.length];
      if (!product) continue;
      await tx.query(
        `INSERT INTO consultant_order_items (consultant_order_id, product_id, product_code,
           description, quantity, unit_price_cents, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [
          id,
          product.id,
          product.product_code,
          product.description,
          quantity,
          product.unit_price_cents,
          created,
        ],
      );
    }
    if (plan.status === 'combined') groups[plan.group ?? 0].push(id);
  }
  const [first, second] = groups;
  await seedCombination(tx, clock.at(7, 16), period, first, {
    userId: users.get('warehouse') ?? null,
    notes: 'Weekly collection for the Gauteng branches.',
  });
  await seedCombination(tx, clock.at(4, 12), period, second, {
    userId: users.get('supervisor') ?? null,
    notes: 'KwaZulu-Natal courier run.',
  });
}

/** One completed combination of `orderIds` and its open combined order. */
async function seedCombination(
  tx: Queryable,
  at: Date,
  period: { id: number },
  orderIds: number[],
  { userId, notes }: { userId: number | null; notes: string },
) {
  if (orderIds.length === 0) return;
  const [seq] = await tx.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('combined_orders', 'id'))::int AS id`,
  );
  const id = seq?.id ?? 0;
  const number = documentNumber('CMB', at, id);
  await tx.query(
    `INSERT INTO combined_orders (id, combined_number, period_id, status, notes, created_by,
       created_at, updated_at)
     VALUES ($1, $2, $3, 'open', $4, $5, $6, $6)`,
    [id, number, period.id, notes, userId, at],
  );
  await tx.query(
    `UPDATE consultant_orders SET status = 'combined', combined_order_id = $2, updated_at = $3
     WHERE id = ANY($1::int[])`,
    [orderIds, id, at],
  );
  await tx.query(
    `INSERT INTO combinations (status, period_id, consultant_order_ids, combined_order_id, notes,
       progress, message, created_by, created_at, updated_at)
     VALUES ('completed', $1, $2::int[], $3, $4, 100, $5, $6, $7, $8)`,
    [
      period.id,
      orderIds,
      id,
      notes,
      `Combined order ${number} created`,
      userId,
      new Date(at.getTime() - 5_000),
      at,
    ],
  );
}
