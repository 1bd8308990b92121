import { type Schemas, unwrap } from '@back-office/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../api/api-context.tsx';
import { offsetPages } from '../api/offset-pages.ts';
import { type DataOf, type QueryExtras, withExtras } from '../api/query-extras.ts';
import type { ApiClient, BodyOf, QueryOf } from '../api/types.ts';
import {
  type ApiMutationFactory,
  defineMutation,
  type MutationExtras,
  useApiMutationOf,
} from '../api/use-api-mutation.ts';
import { answered } from './answered.ts';

export type ProductListParams = QueryOf<'listProducts'>;
export type ProductCountParams = QueryOf<'countProducts'>;
export type ProductSetListParams = QueryOf<'listProductSets'>;

/** Hierarchical keys of products and product sets. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  count: (params: ProductCountParams) => [...productKeys.all, 'count', params] as const,
  sets: () => [...productKeys.all, 'sets'] as const,
  setList: (params: ProductSetListParams) => [...productKeys.sets(), params] as const,
} as const;

/** Query options of products. */
export const productQueries = {
  all: productKeys.all,
  list: (api: ApiClient, params: ProductListParams = {}) =>
    queryOptions({
      queryKey: productKeys.list(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/products', { params: { query: params }, signal })),
    }),
  count: (api: ApiClient, params: ProductCountParams = {}) =>
    queryOptions({
      queryKey: productKeys.count(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/products/count', { params: { query: params }, signal })),
    }),
  sets: (api: ApiClient, params: ProductSetListParams = {}) =>
    queryOptions({
      queryKey: productKeys.setList(params),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/api/product-sets', { params: { query: params }, signal })),
    }),
} as const;

/** Product sets page after page (`useInfiniteQuery`). */
export const productSetPages = (api: ApiClient, params: Omit<ProductSetListParams, 'skip'> = {}) =>
  offsetPages([...productKeys.setList(params), 'pages'] as const, (page, signal) =>
    unwrap(api.GET('/api/product-sets', { params: { query: { ...params, ...page } }, signal })),
  );

/** A page of products. */
export function useProducts<TData = DataOf<typeof productQueries.list>>(
  params: ProductListParams = {},
  options?: QueryExtras<typeof productQueries.list, TData>,
) {
  return useQuery(
    withExtras<typeof productQueries.list, TData>(productQueries.list(useApi(), params), {
      placeholderData: keepPreviousData,
      ...options,
    }),
  );
}

/** How many products match. */
export function useProductCount<TData = DataOf<typeof productQueries.count>>(
  params: ProductCountParams = {},
  options?: QueryExtras<typeof productQueries.count, TData>,
) {
  return useQuery(
    withExtras<typeof productQueries.count, TData>(productQueries.count(useApi(), params), options),
  );
}

/** Product sets, optionally of one upload (`upload_session_id`). */
export function useProductSets<TData = DataOf<typeof productQueries.sets>>(
  params: ProductSetListParams = {},
  options?: QueryExtras<typeof productQueries.sets, TData>,
) {
  return useQuery(
    withExtras<typeof productQueries.sets, TData>(productQueries.sets(useApi(), params), options),
  );
}

/** The mutation options of `useDeleteProduct`. */
export const deleteProductMutation: ApiMutationFactory<undefined, number> = defineMutation({
  call: (api, id) => unwrap(api.DELETE('/api/products/{id}', { params: { path: { id } } })),
  invalidates: () => [productKeys.all],
});

/** `DELETE /api/products/{id}`: refreshes lists, counts and sets. */
export function useDeleteProduct(options?: MutationExtras<undefined, number>) {
  return useApiMutationOf(deleteProductMutation, options);
}

/** The mutation options of `useBulkDeleteProducts`. */
export const bulkDeleteProductsMutation: ApiMutationFactory<
  Schemas['ProductBulkDeleteResult'],
  BodyOf<'bulkDeleteProducts'>
> = defineMutation({
  call: (api, body) => unwrap(api.DELETE('/api/products', { body })).then(answered),
  invalidates: () => [productKeys.all],
});

/** `DELETE /api/products` with `product_ids`. */
export function useBulkDeleteProducts(
  options?: MutationExtras<Schemas['ProductBulkDeleteResult'], BodyOf<'bulkDeleteProducts'>>,
) {
  return useApiMutationOf(bulkDeleteProductsMutation, options);
}
