import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { ConsultantOrdersPage } from '../../../features/consultant-orders/consultant-orders-page.tsx';
import { consultantOrdersSearchSchema } from '../../../features/consultant-orders/consultant-orders-search.ts';

// Period-scoped: the hook adds the period selected in the header, which only the component
// knows, so there is no loader; the table shows skeletons while the first page loads.
export const Route = createFileRoute('/_app/consultant-orders/')({
  validateSearch: consultantOrdersSearchSchema,
  search: {
    middlewares: [stripSearchParams(listSearchDefaults(consultantOrdersSearchSchema))],
  },
  component: ConsultantOrdersRoute,
});

function ConsultantOrdersRoute() {
  return <ConsultantOrdersPage search={Route.useSearch()} />;
}
