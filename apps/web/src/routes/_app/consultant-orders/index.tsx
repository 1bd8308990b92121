import { consultantOrderQueries } from '@back-office/hooks/consultant-orders';
import { periodScopedParamsAhead } from '@back-office/hooks/periods';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { ListPending } from '../../../components/page-skeletons/pending.tsx';
import { ConsultantOrdersPage } from '../../../features/consultant-orders/consultant-orders-page.tsx';
import {
  consultantOrderListParams,
  consultantOrdersSearchSchema,
} from '../../../features/consultant-orders/consultant-orders-search.ts';
import { periodScopeAhead } from '../../../lib/period-scope-ahead.ts';

// Period-scoped: the hook adds the period selected in the header; the loader asks for the
// first page with the period the header will select, before the page draws (decision 032).
export const Route = createFileRoute('/_app/consultant-orders/')({
  validateSearch: consultantOrdersSearchSchema,
  search: {
    middlewares: [stripSearchParams(listSearchDefaults(consultantOrdersSearchSchema))],
  },
  loaderDeps: ({ search }) => consultantOrderListParams(search),
  loader: async ({ context, deps }) => {
    const params = await periodScopedParamsAhead(periodScopeAhead(context), deps);
    if (params)
      await context.queryClient.prefetchQuery(consultantOrderQueries.list(context.api, params));
  },
  component: ConsultantOrdersRoute,
  pendingComponent: ListPending,
});

function ConsultantOrdersRoute() {
  return <ConsultantOrdersPage search={Route.useSearch()} />;
}
