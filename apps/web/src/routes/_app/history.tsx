import { uploadQueries } from '@back-office/hooks/uploads';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../components/data-table/list-search.ts';
import { ListPending } from '../../components/page-skeletons/pending.tsx';
import { HistoryPage } from '../../features/uploads/history-page.tsx';
import { type HistorySearch, historySearchSchema } from '../../features/uploads/history-search.ts';

export const Route = createFileRoute('/_app/history')({
  validateSearch: historySearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(historySearchSchema))] },
  // The open drawer is not part of the list query.
  loaderDeps: ({ search: { upload: _upload, ...list } }) => list,
  // Warms the cache; a failure is shown by the page itself (error state with Retry).
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(uploadQueries.list(context.api, deps)),
  component: HistoryRoute,
  pendingComponent: ListPending,
});

function HistoryRoute() {
  const search: HistorySearch = Route.useSearch();
  return <HistoryPage search={search} />;
}
