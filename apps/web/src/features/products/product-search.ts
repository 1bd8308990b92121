import type { z } from 'zod';
import { listSearchSchema, searchFilters } from '../../components/data-table/index.ts';

/** `/products` URL state: the `listProducts` sort fields and filters. */
export const productSearchSchema = listSearchSchema({
  sortBy: [
    'product_code',
    'description',
    'category',
    'unit_price_cents',
    'stock_quantity',
    'created_at',
  ],
  defaultSortBy: 'created_at',
  filters: {
    search: searchFilters.text(),
    category: searchFilters.text(),
    upload_session_id: searchFilters.id(),
  },
});

export type ProductSearch = z.output<typeof productSearchSchema>;
