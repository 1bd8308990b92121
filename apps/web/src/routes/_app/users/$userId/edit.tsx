import { userQueries } from '@back-office/hooks/users';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPending } from '../../../../components/page-skeletons/pending.tsx';
import { parseUserId } from '../../../../features/users/route-params.ts';
import { UserEditPage } from '../../../../features/users/user-edit-page.tsx';

export const Route = createFileRoute('/_app/users/$userId/edit')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(
      userQueries.detail(context.api, parseUserId(params.userId)),
    );
  },
  component: UserEditRoute,
  pendingComponent: DetailPending,
});

function UserEditRoute() {
  const { userId } = Route.useParams();
  return <UserEditPage id={parseUserId(userId)} />;
}
