import { audit } from '../audit/audit.ts';
import { commitUnlessDryRun } from '../http/dry-run.ts';
import type { AppDeps } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handlers.ts';
import { noContent } from '../http/input.ts';
import { listProducts } from '../products/list-products.ts';
import { countProducts } from '../products/product-filters.ts';
import { deleteProducts } from '../products/product-row.ts';
import { listProductSets } from '../products/product-sets.ts';

const describe = (p: { product_code: string; description: string }) =>
  `${p.product_code} ${p.description}`;

/** Products (imported by uploads): list, count, delete one or many; and the product sets. */
export function productHandlers(deps: AppDeps) {
  const { db } = deps;
  return {
    countProducts: async (_c, { query, json }) => {
      const { count, isEstimate } = await countProducts(db, query);
      return json(200, { count, is_estimate: isEstimate });
    },
    listProducts: async (_c, { query, json }) => json(200, await listProducts(db, query)),
    bulkDeleteProducts: async (c, { body, query, json }) => {
      const ids = body.product_ids;
      const deleted = await commitUnlessDryRun(db, query.dry_run, async (tx) => {
        const rows = await deleteProducts(tx, ids);
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
      if (deleted === undefined) return noContent(c);
      const gone = new Set(deleted.map((r) => r.id));
      return json(200, { deleted: deleted.length, not_found: ids.filter((id) => !gone.has(id)) });
    },
    deleteProduct: async (c, { params, query }) => {
      const { id } = params;
      await commitUnlessDryRun(db, query.dry_run, async (tx) => {
        const [row] = await deleteProducts(tx, [id]);
        if (!row) throw notFound('Product not found');
        await audit(tx, c, {
          action: 'delete',
          resource: 'products',
          recordId: id,
          summary: `Deleted product ${describe(row)}`,
        });
      });
      return noContent(c);
    },
    listProductSets: async (_c, { query, json }) => json(200, await listProductSets(db, query)),
  } satisfies HandlerGroup;
}
