import { productQueries } from '@back-office/hooks/products';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../components/data-table/list-search.ts';
import { ListPending } from '../../components/page-skeletons/pending.tsx';
import { productPageQuery } from '../../features/products/page-cursors.ts';
import {
  type ProductSearch,
  productSearchSchema,
  SET_FILTER_CHOICES,
} from '../../features/products/product-search.ts';
import { ProductsPage } from '../../features/products/products-page.tsx';

export const Route = createFileRoute('/_app/products')({
  validateSearch: productSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(productSearchSchema))] },
  loaderDeps: ({ search }) => search,
  // Warms the cache with the list and its count together (not the count after the list has
  // rendered); a failure is shown by the page itself (error state with Retry). The set filter's
  // choices are warmed without holding the page.
  loader: ({ context, deps }) => {
    const { skip: _skip, limit: _limit, sort_by: _by, sort_order: _order, ...filters } = deps;
    void context.queryClient.prefetchQuery(productQueries.sets(context.api, SET_FILTER_CHOICES));
    return Promise.all([
      context.queryClient.prefetchQuery(
        productQueries.list(context.api, productPageQuery(deps).params),
      ),
      context.queryClient.prefetchQuery(productQueries.count(context.api, filters)),
    ]);
  },
  component: ProductsRoute,
  pendingComponent: ListPending,
});

function ProductsRoute() {
  const search: ProductSearch = Route.useSearch();
  return <ProductsPage search={search} />;
}
