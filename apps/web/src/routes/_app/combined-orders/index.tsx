import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { CombinedOrdersPage } from '../../../features/combined-orders/combined-orders-page.tsx';
import { combinedOrdersSearchSchema } from '../../../features/combined-orders/combined-orders-search.ts';

// Period-scoped: the hook adds the period selected in the header, which only the component
// knows, so there is no loader; the table shows skeletons while the first page loads.
export const Route = createFileRoute('/_app/combined-orders/')({
  validateSearch: combinedOrdersSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(combinedOrdersSearchSchema))] },
  component: CombinedOrdersRoute,
});

function CombinedOrdersRoute() {
  return <CombinedOrdersPage search={Route.useSearch()} />;
}
