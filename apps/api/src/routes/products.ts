import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { bodyOf, noContent, paramsOf, queryOf } from '../http/input.ts';
import { audit } from '../platform/audit.ts';
import { type ProductFilters, productWhere } from '../products/product-filters.ts';
import { type ProductRow, toProduct } from '../products/product-row.ts';
import { listProductSets, type ProductSetQuery } from '../products/product-sets.ts';

interface ListQuery extends ProductFilters {
  skip: number;
  limit: number;
  sort_by:
    | 'product_code'
    | 'description'
    | 'category'
    | 'unit_price_cents'
    | 'stock_quantity'
    | 'created_at';
  sort_order: 'asc' | 'desc';
}

const SORT: Record<ListQuery['sort_by'], string> = {
  product_code: 'lower(p.product_code)',
  description: 'lower(p.description)',
  category: 'lower(p.category)',
  unit_price_cents: 'p.unit_price_cents',
  stock_quantity: 'p.stock_quantity',
  created_at: 'p.created_at',
};

/**
 * The nullable sort columns: only these get `NULLS LAST` (empty values at the end either way).
 * Writing it for a NOT NULL column changes nothing in the result but keeps a plain btree index
 * from serving the descending order (read backwards it yields `NULLS FIRST`), so every page
 * sorted the whole table (docs/performance.md).
 */
const NULLABLE = new Set<ListQuery['sort_by']>(['category', 'stock_quantity']);

const describe = (p: { product_code: string; description: string }) =>
  `${p.product_code} ${p.description}`;

/** Products (imported by uploads): list, count, delete one or many; and the product sets. */
export function productRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/api/products/count', async (c) => {
      const w = productWhere(queryOf<ProductFilters>(c));
      const rows = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM products p ${w.sql}`,
        w.params,
      );
      return c.json({ count: rows[0]?.n ?? 0 }, 200);
    })
    .get('/api/products', async (c) => {
      const q = queryOf<ListQuery>(c);
      const w = productWhere(q);
      const total = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM products p ${w.sql}`,
        w.params,
      );
      const dir = q.sort_order === 'asc' ? 'ASC' : 'DESC';
      const nulls = NULLABLE.has(q.sort_by) ? ' NULLS LAST' : '';
      const rows = await db.query<ProductRow>(
        `SELECT p.* FROM products p ${w.sql}
          ORDER BY ${SORT[q.sort_by]} ${dir}${nulls}, p.id ${dir}
          LIMIT ${w.param(q.limit)} OFFSET ${w.param(q.skip)}`,
        w.params,
      );
      return c.json(
        { products: rows.map(toProduct), total: total[0]?.n ?? 0, skip: q.skip, limit: q.limit },
        200,
      );
    })
    .delete('/api/products', async (c) => {
      const ids = bodyOf<{ product_ids: number[] }>(c).product_ids;
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx.query<ProductRow>(
          'DELETE FROM products WHERE id = ANY($1::int[]) RETURNING *',
          [ids],
        );
        for (const row of rows) {
          await audit(tx, c, {
            action: 'delete',
            resource: 'products',
            recordId: row.id,
            summary: `Deleted product ${describe(row)} (bulk delete)`,
          });
        }
        return rows;
      });
      const gone = new Set(deleted.map((r) => r.id));
      return c.json({ deleted: deleted.length, not_found: ids.filter((id) => !gone.has(id)) }, 200);
    })
    .delete('/api/products/:id', async (c) => {
      const { id } = paramsOf<{ id: number }>(c);
      await db.transaction(async (tx) => {
        const rows = await tx.query<ProductRow>('DELETE FROM products WHERE id = $1 RETURNING *', [
          id,
        ]);
        const row = rows[0];
        if (!row) throw notFound('Product not found');
        await audit(tx, c, {
          action: 'delete',
          resource: 'products',
          recordId: id,
          summary: `Deleted product ${describe(row)}`,
        });
      });
      return noContent(c);
    })
    .get('/api/product-sets', async (c) =>
      c.json(await listProductSets(db, queryOf<ProductSetQuery>(c)), 200),
    );
}
