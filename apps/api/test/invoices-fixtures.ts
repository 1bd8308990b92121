import ExcelJS from 'exceljs';
import type { Db } from '../src/db/db.ts';

/** Fixtures for the invoice, weekly combination and distributor order tests (direct SQL). */

let seq = 0;
const next = () => `${process.pid % 1000}${++seq}`;

/** The active period's id. */
export async function activePeriodId(db: Db): Promise<number> {
  const rows = await db.query<{ id: number }>(`SELECT id FROM periods WHERE status = 'active'`);
  if (!rows[0]) throw new Error('no active period in the demo data');
  return rows[0].id;
}

/** A period in a given status (inserted, dates far in the past so nothing else uses it). */
export async function insertPeriod(
  db: Db,
  status: 'draft' | 'closed' | 'archived',
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO periods (name, start_date, end_date, status) VALUES ($1, '2001-01-01', '2001-01-31', $2)
     RETURNING id`,
    [`Test ${status} ${next()}`, status],
  );
  return rows[0]?.id ?? 0;
}

const productSets = new WeakMap<Db, number>();

/** A product set (with the upload it came from) that the fixture products belong to. */
async function productSet(db: Db): Promise<number> {
  const known = productSets.get(db);
  if (known) return known;
  const uploads = await db.query<{ id: number }>(
    `INSERT INTO uploads (template_name, file_name, file_size, status, created_by)
     VALUES ('Fixture catalogue', 'fixture.xlsx', 1, 'completed', (SELECT min(id) FROM users))
     RETURNING id`,
  );
  const sets = await db.query<{ id: number }>(
    `INSERT INTO product_sets (upload_id, template_name, file_name, created_by)
     VALUES ($1, 'Fixture catalogue', 'fixture.xlsx', (SELECT min(id) FROM users)) RETURNING id`,
    [uploads[0]?.id],
  );
  const id = sets[0]?.id ?? 0;
  productSets.set(db, id);
  return id;
}

/** A catalogue product (code unique to the test run). */
export async function insertProduct(db: Db, code: string, description: string, priceCents: number) {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO products (product_code, description, unit_price_cents, upload_session_id)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [code, description, priceCents, await productSet(db)],
  );
  return rows[0]?.id ?? 0;
}

/** A consultant. */
export async function insertConsultant(
  db: Db,
  person: { first: string; last: string; distributor?: string; branch?: string },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO consultants (consultant_number, first_name, last_name, address_line1, city, province,
       postal_code, distributor, branch)
     VALUES ($1, $2, $3, '12 Jan Smuts Avenue', 'Johannesburg', 'gauteng', '2196', $4, $5) RETURNING id`,
    [`TST-${next()}`, person.first, person.last, person.distributor ?? null, person.branch ?? null],
  );
  return rows[0]?.id ?? 0;
}

/** One line of a fixture consultant order. */
export interface FixtureLine {
  productId?: number | null;
  code: string;
  description?: string;
  quantity: number;
  priceCents: number;
}

/** A consultant order with lines; `submittedAt` defaults to now for submitted/combined orders. */
export async function insertConsultantOrder(
  db: Db,
  o: {
    consultantId: number;
    periodId: number;
    status?: 'draft' | 'submitted' | 'combined' | 'cancelled';
    submittedAt?: string | null;
    combinedOrderId?: number | null;
    lines: FixtureLine[];
  },
): Promise<number> {
  const status = o.status ?? 'submitted';
  const submitted =
    o.submittedAt !== undefined
      ? o.submittedAt
      : status === 'draft'
        ? null
        : new Date().toISOString();
  const rows = await db.query<{ id: number }>(
    `INSERT INTO consultant_orders (order_number, consultant_id, period_id, status, submitted_at,
       combined_order_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, (SELECT min(id) FROM users)) RETURNING id`,
    [`CO-TST-${next()}`, o.consultantId, o.periodId, status, submitted, o.combinedOrderId ?? null],
  );
  const id = rows[0]?.id ?? 0;
  for (const l of o.lines) {
    await db.query(
      `INSERT INTO consultant_order_items (consultant_order_id, product_id, product_code, description,
         quantity, unit_price_cents) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, l.productId ?? null, l.code, l.description ?? l.code, l.quantity, l.priceCents],
    );
  }
  return id;
}

/** An open combined order. */
export async function insertCombinedOrder(db: Db, periodId: number): Promise<number> {
  const n = String(900000 + seq++).padStart(6, '0');
  const rows = await db.query<{ id: number }>(
    `INSERT INTO combined_orders (combined_number, period_id, created_by)
     VALUES ($1, $2, (SELECT min(id) FROM users)) RETURNING id`,
    [`CMB-2026-${n}`, periodId],
  );
  return rows[0]?.id ?? 0;
}

/** A distributor template (sheet `Order`, headers on `headerRow`). */
export async function insertDistributorTemplate(
  db: Db,
  mapping: Record<string, string>,
  headerRow = 1,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO templates (kind, template_name, file_name, file_content, sheet_name, header_row,
       column_mapping, sample_columns)
     VALUES ('distributor', $1, 'sample.xlsx', $2, 'Order', $3, $4::jsonb, $5::jsonb) RETURNING id`,
    [
      `Test distributor sheet ${next()}`,
      new Uint8Array([1]),
      headerRow,
      JSON.stringify(mapping),
      JSON.stringify(Object.values(mapping)),
    ],
  );
  return rows[0]?.id ?? 0;
}

/** An xlsx File with an `Order` sheet: rows before the header, the header, then data rows. */
export async function orderXlsx(
  header: string[],
  rows: unknown[][],
  options: { name?: string; before?: unknown[][]; sheet?: string } = {},
): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(options.sheet ?? 'Order');
  for (const r of options.before ?? []) ws.addRow(r);
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  const bytes = await wb.xlsx.writeBuffer();
  return new File([new Uint8Array(bytes)], options.name ?? 'order.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/** A unique product code prefix for one test file. */
export const uniqueCode = (prefix: string) => `${prefix}-${next()}`;
