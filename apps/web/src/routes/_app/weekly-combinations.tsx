import { periodScopedParamsAhead } from '@back-office/hooks/periods';
import { weeklyCombinationQueries } from '@back-office/hooks/weekly-combinations';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../components/data-table/list-search.ts';
import { ListPending } from '../../components/page-skeletons/pending.tsx';
import { WeeklyCombinationsPage } from '../../features/weekly-combinations/weekly-combinations-page.tsx';
import {
  weeklyListParams,
  weeklySearchSchema,
} from '../../features/weekly-combinations/weekly-search.ts';
import { periodScopeAhead } from '../../lib/period-scope-ahead.ts';

// Period-scoped: the hook adds the period selected in the header; the loader asks for the
// first page with the period the header will select, before the page draws (decision 032).
export const Route = createFileRoute('/_app/weekly-combinations')({
  validateSearch: weeklySearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(weeklySearchSchema))] },
  loaderDeps: ({ search }) => weeklyListParams(search),
  loader: async ({ context, deps }) => {
    const params = await periodScopedParamsAhead(periodScopeAhead(context), deps);
    if (params)
      await context.queryClient.prefetchQuery(weeklyCombinationQueries.list(context.api, params));
  },
  component: WeeklyCombinationsRoute,
  pendingComponent: ListPending,
});

function WeeklyCombinationsRoute() {
  return <WeeklyCombinationsPage search={Route.useSearch()} />;
}
