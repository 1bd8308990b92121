import { consultantQueries } from '@back-office/hooks/consultants';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { ListPending } from '../../../components/page-skeletons/pending.tsx';
import { ConsultantsPage } from '../../../features/consultants/consultants-page.tsx';
import {
  consultantListParams,
  consultantsSearchSchema,
} from '../../../features/consultants/consultants-search.ts';

export const Route = createFileRoute('/_app/consultants/')({
  validateSearch: consultantsSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(consultantsSearchSchema))] },
  loaderDeps: ({ search }) => consultantListParams(search),
  // Warms the page without holding the navigation: the table shows skeletons meanwhile.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(consultantQueries.list(context.api, deps));
  },
  component: ConsultantsRoute,
  pendingComponent: ListPending,
});

function ConsultantsRoute() {
  return <ConsultantsPage search={Route.useSearch()} />;
}
