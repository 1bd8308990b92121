import { southAfricanYear } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import { errorDetailsText, type FailedItem } from '../stock-orders/error-details.ts';
import { orderOutputXlsx } from '../stock-orders/order-output.ts';
import { findStockOrder, orderItems } from '../stock-orders/stock-order-row.ts';
import type { DemoClock } from './demo-clock.ts';

interface Product {
  id: number;
  product_code: string;
  description: string;
  unit_price_cents: number;
  stock_quantity: number | null;
}

type State = 'draft' | 'completed' | 'failed' | 'cancelled';

/** A demo order: state, notes, who, days ago, lines as (product index, quantity). */
const PLAN: {
  state: State;
  notes: string | null;
  by: string;
  daysAgo: number;
  lines: [number, number][];
}[] = [
  {
    state: 'completed',
    notes: 'Restock for the Umhlanga branch before the festive season',
    by: 'warehouse',
    daysAgo: 12,
    lines: [
      [0, 24],
      [3, 6],
      [5, 12],
    ],
  },
  {
    state: 'completed',
    notes: 'Monthly top-up for the Soweto depot',
    by: 'supervisor',
    daysAgo: 8,
    lines: [
      [1, 10],
      [2, 4],
    ],
  },
  {
    state: 'cancelled',
    notes: 'Duplicate of the Soweto top-up; cancelled',
    by: 'warehouse',
    daysAgo: 8,
    lines: [[1, 10]],
  },
  {
    state: 'failed',
    notes: 'Rustenburg branch replenishment',
    by: 'warehouse',
    daysAgo: 3,
    lines: [
      [4, 2],
      [-1, 0],
      [6, 3],
    ],
  },
  {
    state: 'draft',
    notes: 'Year-end promotion stock, awaiting final quantities',
    by: 'warehouse',
    daysAgo: 1,
    lines: [
      [7, 12],
      [8, 6],
      [9, 18],
    ],
  },
  { state: 'draft', notes: null, by: 'supervisor', daysAgo: 0, lines: [] },
];

/**
 * Seeds stock orders from the demo products in every terminal state and as drafts: completed
 * ones with their output spreadsheets, a cancelled one, and a failed one whose error details
 * name a line ordered beyond the product's stock. Does nothing without products.
 */
export async function seedDemoOrders(tx: Queryable, clock: DemoClock): Promise<void> {
  const products = await tx.query<Product>(
    `SELECT id, product_code, description, unit_price_cents, stock_quantity FROM products
     WHERE stock_quantity IS NOT NULL AND stock_quantity >= 40 ORDER BY lower(product_code), id LIMIT 10`,
  );
  const scarce = await tx.query<Product>(
    `SELECT id, product_code, description, unit_price_cents, stock_quantity FROM products
     WHERE stock_quantity IS NOT NULL ORDER BY stock_quantity, id LIMIT 1`,
  );
  if (products.length < 10 || !scarce[0]) return;
  const period = await tx.query<{ id: number }>(
    `SELECT id FROM periods WHERE status = 'active' LIMIT 1`,
  );
  for (const [n, o] of PLAN.entries()) {
    const users = await tx.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      `${o.by}@example.com`,
    ]);
    const created = clock.at(o.daysAgo, 9 + n, 40);
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO orders (reference, status, notes, period_id, created_by, created_at, updated_at)
       VALUES ($1, 'draft', $2, $3, $4, $5, $5) RETURNING id`,
      [
        `ORD-${southAfricanYear(created)}-${String(n + 1).padStart(4, '0')}`,
        o.notes,
        period[0]?.id ?? null,
        users[0]?.id ?? null,
        created,
      ],
    );
    const id = rows[0]?.id ?? 0;
    let failing: FailedItem | null = null;
    for (const [k, [index, qty]] of o.lines.entries()) {
      const p = index < 0 ? scarce[0] : products[index];
      if (!p) continue;
      const quantity = index < 0 ? (p.stock_quantity ?? 0) + 12 : qty;
      const at = clock.at(o.daysAgo, 9 + n, 41 + k);
      const item = await tx.query<{ id: number }>(
        `INSERT INTO order_items (order_id, product_id, product_code, description, quantity, unit_price_cents, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
        [id, p.id, p.product_code, p.description, quantity, p.unit_price_cents, at],
      );
      if (index < 0) {
        failing = {
          item_id: item[0]?.id ?? 0,
          product_code: p.product_code,
          reason: `Insufficient stock: ${p.stock_quantity} available, ${quantity} ordered`,
        };
      }
    }
    const done = clock.at(o.daysAgo, 9 + n, 65);
    if (o.state === 'completed') {
      const order = await findStockOrder(tx, id);
      if (!order) continue;
      const bytes = await orderOutputXlsx(order, await orderItems(tx, id), done);
      await tx.query(
        `UPDATE orders SET status = 'completed', progress = 100, message = 'Order processed',
           output_file = $2, output_file_name = $3, processed_at = $4, updated_at = $4 WHERE id = $1`,
        [id, bytes, `order_${order.reference}.xlsx`, done],
      );
    } else if (o.state === 'failed' && failing) {
      const message = `1 of ${o.lines.length} items could not be processed`;
      await tx.query(
        `UPDATE orders SET status = 'failed', progress = 100, message = $2, error_details = $3,
           processed_at = $4, updated_at = $4 WHERE id = $1`,
        [id, message, errorDetailsText(message, [failing]), done],
      );
    } else if (o.state === 'cancelled') {
      await tx.query(
        `UPDATE orders SET status = 'cancelled', progress = 100, message = 'Cancelled', updated_at = $2 WHERE id = $1`,
        [id, done],
      );
    }
  }
}
