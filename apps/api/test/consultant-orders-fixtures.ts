import type { Queryable } from '../src/db/db.ts';
import { JobRunner } from '../src/jobs/jobs.ts';

/** Fixture consultants and products of the consultant-order tests (own codes, no clash with seeds). */
export interface OrderFixtures {
  activePeriodId: number;
  closedPeriodId: number;
  draftPeriodId: number;
  /** Two active consultants of one distributor, one suspended. */
  consultants: { naledi: number; pieter: number; suspended: number };
  /** Products: night cream R189.00, body butter R245.00, hair oil R99.50. */
  products: { cream: number; butter: number; oil: number };
}

async function period(db: Queryable, status: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'SELECT id FROM periods WHERE status = $1 ORDER BY id LIMIT 1',
    [status],
  );
  if (!row) throw new Error(`no ${status} period in the demo data`);
  return row.id;
}

async function consultant(
  db: Queryable,
  number: string,
  first: string,
  last: string,
  status: string,
  branch: string,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO consultants (consultant_number, first_name, last_name, email, phone, address_line1,
       address_line2, city, province, postal_code, distributor, branch, status)
     VALUES ($1, $2, $3, $4, '+27825550142', '8 Vilakazi Street', 'Orlando West', 'Soweto',
       'Gauteng', '1804', 'Test Distributor Gauteng', $5, $6) RETURNING id`,
    [
      number,
      first,
      last,
      `${first.toLowerCase()}.${number.toLowerCase()}@example.co.za`,
      branch,
      status,
    ],
  );
  if (!row) throw new Error('consultant insert failed');
  return row.id;
}

async function productSet(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `WITH u AS (
       INSERT INTO uploads (template_name, file_name, file_size, status, created_by)
       SELECT 'Test catalogue', 'test-catalogue.xlsx', 1024, 'completed', id
       FROM users WHERE email = 'admin@example.com' RETURNING id, created_by
     )
     INSERT INTO product_sets (upload_id, template_name, file_name, created_by)
     SELECT id, 'Test catalogue', 'test-catalogue.xlsx', created_by FROM u RETURNING id`,
  );
  if (!row) throw new Error('product set insert failed');
  return row.id;
}

async function product(
  db: Queryable,
  set: number,
  code: string,
  description: string,
  cents: number,
) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO products (product_code, description, category, unit_price_cents, unit, upload_session_id)
     VALUES ($1, $2, 'Test', $3, 'each', $4) RETURNING id`,
    [code, description, cents, set],
  );
  if (!row) throw new Error('product insert failed');
  return row.id;
}

/** Inserts the fixtures into a test app's database. */
export async function insertOrderFixtures(db: Queryable): Promise<OrderFixtures> {
  const set = await productSet(db);
  return {
    activePeriodId: await period(db, 'active'),
    closedPeriodId: await period(db, 'closed'),
    draftPeriodId: await period(db, 'draft'),
    consultants: {
      naledi: await consultant(db, 'TCN-0001', 'Naledi', 'Dlamini', 'active', 'Soweto Branch'),
      pieter: await consultant(
        db,
        'TCN-0002',
        'Pieter',
        'van der Merwe',
        'active',
        'Pretoria Branch',
      ),
      suspended: await consultant(db, 'TCN-0003', 'Lindiwe', 'Zulu', 'suspended', 'Soweto Branch'),
    },
    products: {
      cream: await product(db, set, 'TST-SKN-0042', 'Rooibos Night Cream 50 ml', 18900),
      butter: await product(db, set, 'TST-BDY-0107', 'Marula Body Butter 250 ml', 24500),
      oil: await product(db, set, 'TST-HAIR-0015', 'Baobab Hair Oil 100 ml', 9950),
    },
  };
}

/** A job runner that holds jobs until `runAll()`: lets tests look at a pending combination. */
export class HeldJobs extends JobRunner {
  private readonly held: Array<() => Promise<void>> = [];

  override start(_name: string, work: () => Promise<void>): void {
    this.held.push(work);
  }

  /** Runs the held jobs one after another. */
  async runAll(): Promise<void> {
    for (let work = this.held.shift(); work; work = this.held.shift()) await work();
  }
}

/**
 * Removes the demo consultant orders, combinations and combined orders (and the demo invoices
 * and weekly combinations built on them) from a test app's private database, so list
 * assertions count only what the test made.
 */
export async function clearConsultantOrders(db: Queryable): Promise<void> {
  await db.query('DELETE FROM invoices');
  await db.query('DELETE FROM weekly_combinations');
  await db.query('DELETE FROM combinations');
  await db.query('DELETE FROM consultant_orders');
  await db.query('DELETE FROM combined_orders');
}
