import { consultantOrderQueries } from '@back-office/hooks/consultant-orders';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPending } from '../../../../components/page-skeletons/pending.tsx';
import { EditConsultantOrderPage } from '../../../../features/consultant-orders/edit-consultant-order-page.tsx';
import { parseId } from '../../../../features/consultants/route-params.ts';

export const Route = createFileRoute('/_app/consultant-orders/$id/edit')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      consultantOrderQueries.detail(context.api, parseId(params.id)),
    ),
  component: EditConsultantOrderRoute,
  pendingComponent: DetailPending,
});

function EditConsultantOrderRoute() {
  const { id } = Route.useParams();
  return <EditConsultantOrderPage id={parseId(id)} />;
}
