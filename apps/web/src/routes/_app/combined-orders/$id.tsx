import { combinedOrderQueries } from '@back-office/hooks/combined-orders';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPending } from '../../../components/page-skeletons/pending.tsx';
import { CombinedOrderDetailPage } from '../../../features/combined-orders/combined-order-detail-page.tsx';
import { NotFound } from '../../../features/shell/not-found.tsx';

/** A `$id` segment as a positive integer, or null. */
const idOf = (raw: string) => (/^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null);

export const Route = createFileRoute('/_app/combined-orders/$id')({
  // Warms the cache without failing the route: the page shows its own error and retry.
  loader: ({ context, params }) => {
    const id = idOf(params.id);
    if (id) void context.queryClient.prefetchQuery(combinedOrderQueries.detail(context.api, id));
  },
  component: CombinedOrderRoute,
  pendingComponent: DetailPending,
});

function CombinedOrderRoute() {
  const id = idOf(Route.useParams().id);
  return id ? <CombinedOrderDetailPage id={id} /> : <NotFound />;
}
