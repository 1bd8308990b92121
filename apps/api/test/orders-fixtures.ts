import type { Queryable } from '../src/db/db.ts';

/** A product set (with its upload) for test products; returns its id. */
export async function testProductSet(db: Queryable, name = 'orders-test.xlsx'): Promise<number> {
  const upload = await db.query<{ id: number }>(
    `INSERT INTO uploads (template_name, file_name, file_size, status, created_by)
     VALUES ('Test template', $1, 1, 'completed', (SELECT min(id) FROM users)) RETURNING id`,
    [name],
  );
  const set = await db.query<{ id: number }>(
    `INSERT INTO product_sets (upload_id, template_name, file_name, created_by)
     VALUES ($1, 'Test template', $2, (SELECT min(id) FROM users)) RETURNING id`,
    [upload[0]?.id, name],
  );
  const id = set[0]?.id ?? 0;
  await db.query('UPDATE uploads SET upload_session_id = $1 WHERE id = $2', [id, upload[0]?.id]);
  return id;
}

/** Inserts a product into a set and returns its id. */
export async function testProduct(
  db: Queryable,
  setId: number,
  p: { code: string; description: string; price: number; stock: number | null },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO products (product_code, description, category, unit_price_cents, unit,
       stock_quantity, upload_session_id)
     VALUES ($1, $2, 'Test', $3, 'each', $4, $5) RETURNING id`,
    [p.code, p.description, p.price, p.stock, setId],
  );
  return rows[0]?.id ?? 0;
}
