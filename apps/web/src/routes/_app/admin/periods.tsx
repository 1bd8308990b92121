import { periodQueries } from '@back-office/hooks/periods';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { ListPending } from '../../../components/page-skeletons/pending.tsx';
import { periodListParams, periodSearchSchema } from '../../../features/periods/period-search.ts';
import { PeriodsPage } from '../../../features/periods/periods-page.tsx';

export const Route = createFileRoute('/_app/admin/periods')({
  validateSearch: periodSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(periodSearchSchema))] },
  loaderDeps: ({ search }) => periodListParams(search),
  // Warms the cache without failing the route: the table shows its own error and retry.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(periodQueries.list(context.api, deps));
  },
  component: PeriodsRoute,
  pendingComponent: ListPending,
});

function PeriodsRoute() {
  return <PeriodsPage search={Route.useSearch()} />;
}
