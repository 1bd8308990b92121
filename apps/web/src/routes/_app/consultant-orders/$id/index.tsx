import { consultantOrderQueries } from '@back-office/hooks/consultant-orders';
import { createFileRoute } from '@tanstack/react-router';
import { searchFilters, searchSchema } from '../../../../components/data-table/list-search.ts';
import { DetailPending } from '../../../../components/page-skeletons/pending.tsx';
import { ConsultantOrderDetailPage } from '../../../../features/consultant-orders/consultant-order-detail-page.tsx';
import { parseId } from '../../../../features/consultants/route-params.ts';

export const Route = createFileRoute('/_app/consultant-orders/$id/')({
  // The combination being watched survives a reload.
  validateSearch: searchSchema({ combination: searchFilters.id() }),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      consultantOrderQueries.detail(context.api, parseId(params.id)),
    ),
  component: ConsultantOrderDetailRoute,
  pendingComponent: DetailPending,
});

function ConsultantOrderDetailRoute() {
  const { id } = Route.useParams();
  const { combination } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ConsultantOrderDetailPage
      id={parseId(id)}
      combination={combination}
      onCombinationChange={(next) =>
        void navigate({ search: { combination: next }, replace: next === undefined })
      }
    />
  );
}
