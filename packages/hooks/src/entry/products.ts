// `@back-office/hooks/products` (decision 068).
export {
  type InvoiceProductSearchOptions,
  type OrderProductSearchOptions,
  SEARCH_DEFAULT_LIMIT,
  useInvoiceProductSearch,
  useOrderProductSearch,
} from '../queries/product-search.ts';
export {
  type ProductCountParams,
  type ProductListParams,
  type ProductSetListParams,
  productKeys,
  productQueries,
  productSetPages,
  useBulkDeleteProducts,
  useDeleteProduct,
  useProductCount,
  useProductSets,
  useProducts,
} from '../queries/products.ts';
export {
  type ProductPagesParams,
  productPagesQuery,
  useProductPages,
} from '../queries/products-infinite.ts';
