import type { Queryable } from '../db/db.ts';
import type { QueryParams } from '../http/handlers.ts';
import { Where } from '../sql/where.ts';
import { userRef } from '../uploads/upload-row.ts';

/** The validated query of `GET /api/product-sets`. */
export type ProductSetQuery = QueryParams<'listProductSets'>;

interface ProductSetRow {
  id: number;
  upload_id: number;
  template_id: number | null;
  template_name: string;
  file_name: string;
  product_count: number;
  created_by: number;
  first_name: string;
  last_name: string;
  email: string;
  created_at: Date;
}

const SORT: Record<ProductSetQuery['sort_by'], string> = {
  created_at: 's.created_at',
  file_name: 'lower(s.file_name)',
  template_name: 'lower(s.template_name)',
  product_count: 'product_count',
};

/** The contract's `ProductSet`. */
function toProductSet(row: ProductSetRow) {
  return {
    id: row.id,
    upload_id: row.upload_id,
    template_id: row.template_id,
    template_name: row.template_name,
    file_name: row.file_name,
    product_count: row.product_count,
    created_by: userRef(row.created_by, row.first_name, row.last_name, row.email),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** One page of product sets with their current product counts. */
export async function listProductSets(db: Queryable, q: ProductSetQuery) {
  const w = new Where()
    .addIf(q.upload_session_id, 's.id = ?')
    .addIf(q.template_id, 's.template_id = ?');
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM product_sets s ${w.sql}`,
    w.params,
  );
  const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
  const rows = await db.query<ProductSetRow>(
    `SELECT s.*, cu.first_name, cu.last_name, cu.email,
            (SELECT count(*)::int FROM products p WHERE p.upload_session_id = s.id) AS product_count
       FROM product_sets s JOIN users cu ON cu.id = s.created_by
       ${w.sql}
      ORDER BY ${SORT[q.sort_by]} ${dir}, s.id ${dir}
      LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
    w.params,
  );
  return {
    product_sets: rows.map(toProductSet),
    total: total[0]?.n ?? 0,
    skip: q.skip,
    limit: q.limit,
  };
}
