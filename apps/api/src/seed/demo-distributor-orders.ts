import ExcelJS from 'exceljs';
import type { Queryable } from '../db/db.ts';
import { importDistributorOrder } from '../distributor-orders/create-order.ts';
import type { DistributorMapping } from '../distributor-orders/parse-order-rows.ts';
import type { DemoClock } from './demo-clock.ts';
import { demoUserId } from './demo-invoices-helpers.ts';

interface Template {
  id: number;
  sheet_name: string;
  header_row: number;
  column_mapping: DistributorMapping;
}

interface Product {
  product_code: string;
  description: string;
  unit_price_cents: number;
}

const FIELDS = [
  'distributor_reference',
  'product_code',
  'description',
  'quantity',
  'unit_price',
] as const;

/** An order spreadsheet in the template's layout (title rows above its header row). */
async function orderFile(t: Template, name: string, po: string, lines: [Product, number][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t.sheet_name);
  for (let r = 1; r < t.header_row; r++) ws.addRow(r === 1 ? [`Order ${po}`] : []);
  const fields = FIELDS.filter((f) => t.column_mapping[f]);
  ws.addRow(fields.map((f) => t.column_mapping[f]));
  lines.forEach(([p, qty], i) => {
    const cells = {
      distributor_reference: i === 0 ? po : '',
      product_code: p.product_code,
      description: p.description,
      quantity: qty,
      unit_price: p.unit_price_cents / 100,
    };
    ws.addRow(fields.map((f) => cells[f]));
  });
  const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
  return new File([bytes], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

const PLAN = [
  {
    who: 'distributor.admin@example.com',
    name: 'Polokwane Distributors (Pty) Ltd',
    po: 'PO-88231',
    file: 'polokwane_order_week45.xlsx',
    ago: 12,
    status: 'fulfilled',
    notes: 'Delivered to the Polokwane depot',
  },
  {
    who: 'admin@example.com',
    name: 'Limpopo Naturals CC',
    po: 'LN-2207',
    file: 'limpopo_naturals_order.xlsx',
    ago: 8,
    status: 'cancelled',
    notes: 'Sent twice by mistake; see LN-2208',
  },
  {
    who: 'distributor.editor@example.com',
    name: 'Highveld Wellness Distributors',
    po: 'HWD-4471',
    file: 'highveld_week46.xlsx',
    ago: 4,
    status: 'submitted',
    notes: null,
  },
  {
    who: 'distributor.admin@example.com',
    name: 'Polokwane Distributors (Pty) Ltd',
    po: 'PO-88307',
    file: 'polokwane_order_week47.xlsx',
    ago: 1,
    status: 'draft',
    notes: 'Check the Marula stock before submitting',
  },
] as const;

/**
 * Distributor orders imported through the real reader against the seeded distributor template:
 * one fulfilled, one cancelled, one submitted and one draft. Run after the template and upload
 * (product) seeds.
 */
export async function seedDemoDistributorOrders(tx: Queryable, clock: DemoClock): Promise<void> {
  const templates = await tx.query<Template>(
    `SELECT id, sheet_name, header_row, column_mapping FROM templates WHERE kind = 'distributor' ORDER BY id LIMIT 1`,
  );
  const template = templates[0];
  const products = await tx.query<Product>(
    `SELECT DISTINCT ON (lower(product_code)) product_code, description, unit_price_cents FROM products
     ORDER BY lower(product_code), created_at DESC, id DESC LIMIT 12`,
  );
  if (!template || products.length === 0) return;
  for (const [i, plan] of PLAN.entries()) {
    const userId = await demoUserId(tx, plan.who);
    if (userId === null) continue;
    const lines = products
      .filter((_, j) => (j + i) % 3 !== 0)
      .slice(0, 3 + i)
      .map((p, j): [Product, number] => [p, 12 * (j + 1) + 6 * i]);
    const file = await orderFile(template, plan.file, plan.po, lines);
    const created = clock.at(plan.ago, 9, 55);
    const { id } = await importDistributorOrder(
      tx,
      {
        file,
        template_id: template.id,
        distributor_name: plan.name,
        notes: plan.notes ?? undefined,
      },
      userId,
      created,
    );
    if (plan.status === 'draft') continue;
    const submitted = plan.status === 'cancelled' ? null : clock.at(plan.ago, 9, 55 + 25);
    const changed = clock.at(Math.max(0, plan.ago - 2), 16, 10);
    await tx.query(
      `UPDATE distributor_orders SET status = $2, submitted_at = $3, updated_at = $4 WHERE id = $1`,
      [id, plan.status, submitted, plan.status === 'submitted' ? submitted : changed],
    );
  }
}
