import { browserStorage, orderQueries, selectedPeriodIdAhead } from '@back-office/hooks';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../components/data-table/list-search.ts';
import { orderListParams, orderSearchSchema } from '../../features/orders/order-search.ts';
import { OrdersPage } from '../../features/orders/orders-page.tsx';

// Period-scoped (decision 018): the page adds the period selected in the header. The loader
// works that period out as the header will (decision 031) and asks for the first page before
// the page draws, so its first frame holds rows, not skeletons that then move what follows.
export const Route = createFileRoute('/_app/orders')({
  validateSearch: orderSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(orderSearchSchema))] },
  // The open drawer (`order`) is not part of the list.
  loaderDeps: ({ search: { order: _open, ...list } }) => list,
  loader: async ({ context, deps }) => {
    const { queryClient, api } = context;
    const periodId = await selectedPeriodIdAhead(queryClient, api, browserStorage(), Date.now);
    if (deps.periods !== 'all' && periodId === null) return;
    await queryClient.prefetchQuery(orderQueries.list(api, orderListParams(deps, periodId)));
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  return <OrdersPage search={Route.useSearch()} />;
}
