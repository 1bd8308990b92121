import { productQueries } from '@back-office/hooks';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../components/data-table/list-search.ts';
import { type ProductSearch, productSearchSchema } from '../../features/products/product-search.ts';
import { ProductsPage } from '../../features/products/products-page.tsx';

export const Route = createFileRoute('/_app/products')({
  validateSearch: productSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(productSearchSchema))] },
  loaderDeps: ({ search }) => search,
  // Warms the cache; a failure is shown by the page itself (error state with Retry).
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(productQueries.list(context.api, deps)),
  component: ProductsRoute,
});

function ProductsRoute() {
  const search: ProductSearch = Route.useSearch();
  return <ProductsPage search={search} />;
}
