import { consultantQueries } from '@back-office/hooks/consultants';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPending } from '../../../../components/page-skeletons/pending.tsx';
import { ConsultantDetailPage } from '../../../../features/consultants/consultant-detail-page.tsx';
import { parseId } from '../../../../features/consultants/route-params.ts';

export const Route = createFileRoute('/_app/consultants/$id/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(consultantQueries.detail(context.api, parseId(params.id))),
  component: ConsultantDetailRoute,
  pendingComponent: DetailPending,
});

function ConsultantDetailRoute() {
  const { id } = Route.useParams();
  return <ConsultantDetailPage id={parseId(id)} />;
}
