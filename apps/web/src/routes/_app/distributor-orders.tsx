import { distributorOrderQueries } from '@back-office/hooks/distributor-orders';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../components/data-table/list-search.ts';
import { ListPending } from '../../components/page-skeletons/pending.tsx';
import {
  distributorOrderListParams,
  distributorOrderSearchSchema,
} from '../../features/distributor-orders/distributor-order-search.ts';
import { DistributorOrdersPage } from '../../features/distributor-orders/distributor-orders-page.tsx';

export const Route = createFileRoute('/_app/distributor-orders')({
  validateSearch: distributorOrderSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(distributorOrderSearchSchema))] },
  // Opening the drawer or the import dialog does not reload the list.
  loaderDeps: ({ search }) => distributorOrderListParams(search),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(distributorOrderQueries.list(context.api, deps));
  },
  component: DistributorOrdersRoute,
  pendingComponent: ListPending,
});

function DistributorOrdersRoute() {
  return <DistributorOrdersPage search={Route.useSearch()} />;
}
