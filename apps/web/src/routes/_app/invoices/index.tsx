import { invoiceQueries } from '@back-office/hooks/invoices';
import { periodScopedParamsAhead } from '@back-office/hooks/periods';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { ListPending } from '../../../components/page-skeletons/pending.tsx';
import {
  invoiceListParams,
  invoicesSearchSchema,
} from '../../../features/invoices/invoice-search.ts';
import { InvoicesPage } from '../../../features/invoices/invoices-page.tsx';
import { periodScopeAhead } from '../../../lib/period-scope-ahead.ts';

// Period-scoped: the hook adds the period selected in the header; the loader asks for the
// first page with the period the header will select, before the page draws (decision 032).
export const Route = createFileRoute('/_app/invoices/')({
  validateSearch: invoicesSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(invoicesSearchSchema))] },
  loaderDeps: ({ search }) => invoiceListParams(search),
  loader: async ({ context, deps }) => {
    const params = await periodScopedParamsAhead(periodScopeAhead(context), deps);
    if (params) await context.queryClient.prefetchQuery(invoiceQueries.list(context.api, params));
  },
  component: InvoicesRoute,
  pendingComponent: ListPending,
});

function InvoicesRoute() {
  return <InvoicesPage search={Route.useSearch()} />;
}
