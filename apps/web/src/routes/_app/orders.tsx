import { orderQueries } from '@back-office/hooks';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../components/data-table/list-search.ts';
import { orderListParams, orderSearchSchema } from '../../features/orders/order-search.ts';
import { OrdersPage } from '../../features/orders/orders-page.tsx';

export const Route = createFileRoute('/_app/orders')({
  validateSearch: orderSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(orderSearchSchema))] },
  // Opening or closing the drawer (`order`) does not reload the list.
  loaderDeps: ({ search }) => orderListParams(search),
  // Warms the cache without failing the route: the table shows its own error and retry.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(orderQueries.list(context.api, deps));
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  return <OrdersPage search={Route.useSearch()} />;
}
