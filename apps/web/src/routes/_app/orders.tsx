import { orderQueries } from '@back-office/hooks/orders';
import { selectedPeriodIdAhead } from '@back-office/hooks/periods';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../components/data-table/list-search.ts';
import { ListPending } from '../../components/page-skeletons/pending.tsx';
import { orderListParams, orderSearchSchema } from '../../features/orders/order-search.ts';
import { OrdersPage } from '../../features/orders/orders-page.tsx';
import { periodScopeAhead } from '../../lib/period-scope-ahead.ts';

// Period-scoped (decision 018): the page adds the period selected in the header. The loader
// works that period out as the header will (decision 032) and asks for the first page before
// the page draws, so its first frame holds rows, not skeletons that then move what follows.
export const Route = createFileRoute('/_app/orders')({
  validateSearch: orderSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(orderSearchSchema))] },
  // The open drawer (`order`) is not part of the list.
  loaderDeps: ({ search: { order: _open, ...list } }) => list,
  loader: async ({ context, deps }) => {
    const periodId = await selectedPeriodIdAhead(periodScopeAhead(context));
    if (deps.periods !== 'all' && periodId === null) return;
    const params = orderListParams(deps, periodId);
    await context.queryClient.prefetchQuery(orderQueries.list(context.api, params));
  },
  component: OrdersRoute,
  pendingComponent: ListPending,
});

function OrdersRoute() {
  return <OrdersPage search={Route.useSearch()} />;
}
