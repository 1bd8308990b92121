import { consultantQueries } from '@back-office/hooks/consultants';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPending } from '../../../../components/page-skeletons/pending.tsx';
import { EditConsultantPage } from '../../../../features/consultants/consultant-editor-pages.tsx';
import { parseId } from '../../../../features/consultants/route-params.ts';

export const Route = createFileRoute('/_app/consultants/$id/edit')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(consultantQueries.detail(context.api, parseId(params.id))),
  component: EditConsultantRoute,
  pendingComponent: DetailPending,
});

function EditConsultantRoute() {
  const { id } = Route.useParams();
  return <EditConsultantPage id={parseId(id)} />;
}
