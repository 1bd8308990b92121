import { businessQueries } from '@back-office/hooks/business';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPending } from '../../../components/page-skeletons/pending.tsx';
import { BusinessDetailsPage } from '../../../features/business/business-details-page.tsx';

export const Route = createFileRoute('/_app/admin/business')({
  // Warms the cache without failing the route: the page shows its own error and retry.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(businessQueries.detail(context.api));
  },
  component: BusinessDetailsPage,
  pendingComponent: DetailPending,
});
