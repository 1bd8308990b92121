import {
  listSearchSchema,
  type SearchOutput,
  searchFilters,
} from '../../components/data-table/list-search.ts';

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

export type ProductSearch = SearchOutput<typeof productSearchSchema>;
