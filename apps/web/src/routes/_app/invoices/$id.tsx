import { invoiceQueries } from '@back-office/hooks/invoices';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPending } from '../../../components/page-skeletons/pending.tsx';
import { InvoiceDetailPage } from '../../../features/invoices/invoice-detail-page.tsx';
import { invoiceDetailSearchSchema } from '../../../features/invoices/invoice-search.ts';
import { NotFound } from '../../../features/shell/not-found.tsx';

/** A `$id` segment as a positive integer, or null. */
const idOf = (raw: string) => (/^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null);

export const Route = createFileRoute('/_app/invoices/$id')({
  validateSearch: invoiceDetailSearchSchema,
  loaderDeps: ({ search }) => ({ product_code: search.product_code }),
  // Warms the cache without failing the route: the page shows its own error and retry.
  loader: ({ context, params, deps }) => {
    const id = idOf(params.id);
    const query = deps.product_code ? { product_code: deps.product_code } : {};
    if (id) void context.queryClient.prefetchQuery(invoiceQueries.detail(context.api, id, query));
  },
  component: InvoiceRoute,
  pendingComponent: DetailPending,
});

function InvoiceRoute() {
  const id = idOf(Route.useParams().id);
  const { product_code } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!id) return <NotFound />;
  return (
    <InvoiceDetailPage
      id={id}
      productCode={product_code}
      onProductCodeChange={(code) =>
        void navigate({ search: code ? { product_code: code } : {}, replace: true })
      }
    />
  );
}
