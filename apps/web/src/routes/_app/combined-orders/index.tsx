import { combinedOrderQueries } from '@back-office/hooks/combined-orders';
import { periodScopedParamsAhead } from '@back-office/hooks/periods';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { ListPending } from '../../../components/page-skeletons/pending.tsx';
import { CombinedOrdersPage } from '../../../features/combined-orders/combined-orders-page.tsx';
import {
  combinedOrderListParams,
  combinedOrdersSearchSchema,
} from '../../../features/combined-orders/combined-orders-search.ts';
import { periodScopeAhead } from '../../../lib/period-scope-ahead.ts';

// Period-scoped: the hook adds the period selected in the header; the loader asks for the
// first page with the period the header will select, before the page draws (decision 032).
export const Route = createFileRoute('/_app/combined-orders/')({
  validateSearch: combinedOrdersSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(combinedOrdersSearchSchema))] },
  loaderDeps: ({ search }) => combinedOrderListParams(search),
  loader: async ({ context, deps }) => {
    const params = await periodScopedParamsAhead(periodScopeAhead(context), deps);
    if (params)
      await context.queryClient.prefetchQuery(combinedOrderQueries.list(context.api, params));
  },
  component: CombinedOrdersRoute,
  pendingComponent: ListPending,
});

function CombinedOrdersRoute() {
  return <CombinedOrdersPage search={Route.useSearch()} />;
}
