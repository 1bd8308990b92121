import { templateQueries } from '@back-office/hooks/templates';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { ListPending } from '../../../components/page-skeletons/pending.tsx';
import { PRODUCT_TEMPLATES } from '../../../features/templates/template-kind.ts';
import {
  type TemplateSearch,
  templateSearchSchema,
} from '../../../features/templates/template-search.ts';
import { TemplatesPage } from '../../../features/templates/templates-page.tsx';

export const Route = createFileRoute('/_app/templates/')({
  validateSearch: templateSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(templateSearchSchema))] },
  loaderDeps: ({ search: { preview: _preview, ...list } }) => list,
  // Warms the cache; a failure is shown by the page itself (error state with Retry).
  loader: ({ context, deps }) =>
    context.queryClient.prefetchQuery(templateQueries.list(context.api, deps)),
  component: TemplatesRoute,
  pendingComponent: ListPending,
});

function TemplatesRoute() {
  const search: TemplateSearch = Route.useSearch();
  return <TemplatesPage kind={PRODUCT_TEMPLATES} search={search} />;
}
