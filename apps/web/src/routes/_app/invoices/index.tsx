import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listSearchDefaults } from '../../../components/data-table/list-search.ts';
import { invoicesSearchSchema } from '../../../features/invoices/invoice-search.ts';
import { InvoicesPage } from '../../../features/invoices/invoices-page.tsx';

// Period-scoped: the hook adds the period selected in the header (unless the URL names one),
// which only the component knows, so there is no loader; the table shows skeletons meanwhile.
export const Route = createFileRoute('/_app/invoices/')({
  validateSearch: invoicesSearchSchema,
  search: { middlewares: [stripSearchParams(listSearchDefaults(invoicesSearchSchema))] },
  component: InvoicesRoute,
});

function InvoicesRoute() {
  return <InvoicesPage search={Route.useSearch()} />;
}
