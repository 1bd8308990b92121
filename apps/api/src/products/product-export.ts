import { MONEY_COLUMNS } from '@back-office/domain';
import type { Queryable } from '../db/db.ts';
import type { ListExport } from '../lib/export/export-response.ts';
import { orderedBatches } from '../lib/export/ordered-batches.ts';
import { type ProductFilters, productWhere } from './product-filters.ts';
import type { ProductRow } from './product-row.ts';
import { type ProductSort, productOrder } from './product-sort.ts';

/** The products of the list's filters and sort, as an export (`products_<day>.csv`). */
export function productExport(
  db: Queryable,
  q: ProductFilters & ProductSort,
): ListExport<ProductRow> {
  return {
    name: 'products',
    sheet: 'Products',
    columns: [
      { header: 'Product code', value: (r) => r.product_code, width: 16 },
      { header: 'Description', value: (r) => r.description, width: 40 },
      { header: 'Category', value: (r) => r.category, width: 18 },
      {
        header: MONEY_COLUMNS.unitPrice,
        value: (r) => r.unit_price_cents,
        kind: 'rand',
        width: 22,
      },
      { header: 'Unit', value: (r) => r.unit },
      { header: 'Barcode', value: (r) => r.barcode, width: 16 },
      { header: 'Stock', value: (r) => r.stock_quantity, kind: 'number' },
      { header: 'Created (SAST)', value: (r) => r.created_at, kind: 'moment', width: 17 },
    ],
    batches: orderedBatches<ProductRow>(db, {
      columns: 'p.*',
      from: 'FROM products p',
      where: productWhere(q),
      orderBy: productOrder(q),
      id: 'p.id',
    }),
  };
}
